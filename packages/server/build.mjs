// Builds the server into dist/: `main.mjs` (what `npm start` runs, through start.mjs) and
// `worker-entry.mjs` (the bot worker threads' entry, found beside it by src/bots/pool.ts). The
// workspace's packages (TypeScript sources) are compiled in, and so are Drizzle and zod: plain
// JavaScript spread over hundreds of modules, which Node would otherwise resolve one by one at
// every start (Drizzle's package.json alone lists 447 entry points). Every other package
// stays an import resolved from node_modules: some find files beside their own modules (PGlite
// its WebAssembly, msgpackr its native addon, ioredis its package.json) or must be one copy
// with the packages that extend them (Colyseus and its Redis driver). Run through tsx instead,
// the server is ready over a second later after a restart (every module compiled at each
// start): docs/performance.md, "The server compiled".
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInto, isFresh as isBuiltAfter } from '../../scripts/build-dist.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const dist = join(here, 'dist');
export const entry = join(dist, 'main.mjs');
/** What the server is not built from. */
const NOT_SOURCES = ['web', 'cli'];

export const isFresh = () => isBuiltAfter(entry, NOT_SOURCES);

/** The packages compiled in besides the workspace's own (`@daedalus/…`). */
const COMPILED_IN = ['drizzle-orm', 'zod'];
const compiledIn = (path) =>
  path.startsWith('@daedalus/') || COMPILED_IN.some((p) => path === p || path.startsWith(`${p}/`));

/** Bare imports stay imports, except those compiled in. */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      compiledIn(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  await buildInto(dist, {
    entryPoints: {
      main: join(here, 'src', 'main.ts'),
      'worker-entry': join(here, 'src', 'bots', 'compiled-worker.ts'),
    },
    target: 'node22',
    sourcemap: 'linked',
    plugins: [keepPackagesExternal],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
