#!/usr/bin/env node
// The `daedalus` command: runs the built command (dist/), building it first when it is
// missing or older than its TypeScript sources (see ../build.mjs).
import { buildCli, entry, isFresh } from '../build.mjs';

// Output piped into a reader that stops early (`daedalus games | head`): stop quietly, as
// Unix tools do, instead of failing with EPIPE.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

if (!isFresh()) await buildCli();
const { main } = await import(entry);
process.exitCode = await main(process.argv);
