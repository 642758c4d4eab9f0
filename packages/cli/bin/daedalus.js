#!/usr/bin/env node
// The `daedalus` command: runs the built command (dist/), building it first when it is
// missing or older than its TypeScript sources (see ../build.mjs).
import { buildCli, entry, isFresh } from '../build.mjs';

if (!isFresh()) await buildCli();
const { main } = await import(entry);
process.exitCode = await main(process.argv);
