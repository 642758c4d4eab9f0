// Builds the `daedalus` command into dist/ (one ES module and its lazily loaded chunks), so it
// starts without compiling TypeScript. `bin/daedalus.js` runs it when it is newer than every
// source it was built from, and rebuilds it otherwise (also: `npm run build:cli`).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInto, isFresh as isBuiltAfter, newestSource as newestOf } from '../../scripts/build-dist.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const dist = join(here, 'dist');
export const entry = join(dist, 'main.mjs');
/** What the command is not built from. */
const NOT_SOURCES = ['web', 'server'];

export const newestSource = () => newestOf(NOT_SOURCES);
export const isFresh = () => isBuiltAfter(entry, NOT_SOURCES);

export async function buildCli() {
  await buildInto(dist, {
    entryPoints: { main: join(here, 'src', 'main.ts') },
    splitting: true,
    target: 'node20',
    // Some dependencies are CommonJS that call require().
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCli();
