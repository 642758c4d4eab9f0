#!/usr/bin/env node
// `npm start`: runs the compiled server (dist/main.mjs), compiling it first when it is missing
// or older than its TypeScript sources (see build.mjs). Stack traces point into the sources.
import { buildServer, entry, isFresh } from './build.mjs';

process.setSourceMapsEnabled(true);
if (!isFresh()) await buildServer();
await import(entry);
