// Builds the server into dist/: `main.mjs` (what `npm start` runs, through start.mjs) and
// `worker-entry.mjs` (the bot worker threads' entry, found beside it by src/bots/pool.ts). The
// workspace's packages (TypeScript sources) are compiled in; every other package stays an
// import resolved from node_modules (PGlite finds its WebAssembly files beside its own
// modules). Run through tsx instead, the server starts seconds later (every module compiled
// at each start) and spends more CPU an action: docs/performance.md, "The server compiled".
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInto, isFresh as isBuiltAfter } from '../../scripts/build-dist.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const dist = join(here, 'dist');
export const entry = join(dist, 'main.mjs');
/** What the server is not built from. */
const NOT_SOURCES = ['web', 'cli'];

export const isFresh = () => isBuiltAfter(entry, NOT_SOURCES);

/** Bare imports stay imports, except the workspace's own packages. */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@daedalus/') ? undefined : { path: args.path, external: true },
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
