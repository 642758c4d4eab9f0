// Builds the `daedalus` command into dist/ (one ES module and its lazily loaded chunks), so it
// starts without compiling TypeScript. `bin/daedalus.js` runs it when it is newer than every
// source it was built from, and rebuilds it otherwise (also: `npm run build:cli`).
import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const root = join(here, '..', '..');
export const dist = join(here, 'dist');
export const entry = join(dist, 'main.mjs');

/** The newest modification time among the TypeScript sources the command is built from. */
export function newestSource() {
  let newest = 0;
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) continue;
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name) && !/\.(test|bench)\.tsx?$/.test(e.name))
        newest = Math.max(newest, statSync(p).mtimeMs);
    }
  };
  for (const top of ['packages', 'games']) {
    for (const pkg of readdirSync(join(root, top))) {
      if (top === 'packages' && (pkg === 'web' || pkg === 'server')) continue;
      const src = join(root, top, pkg, 'src');
      try {
        walk(src);
      } catch {
        // a package without sources
      }
    }
  }
  return newest;
}

export function isFresh() {
  try {
    return statSync(entry).mtimeMs >= newestSource();
  } catch {
    return false;
  }
}

/** Builds into a fresh folder, then swaps it in: a command started meanwhile never sees half a build. */
export async function buildCli() {
  const { build } = await import('esbuild');
  const tmp = `${dist}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  await build({
    entryPoints: { main: join(here, 'src', 'main.ts') },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir: tmp,
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
    // Some dependencies are CommonJS that call require().
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  const old = `${dist}.${process.pid}.old`;
  try {
    renameSync(dist, old);
  } catch {
    // no earlier build
  }
  try {
    renameSync(tmp, dist);
  } catch {
    // Another command built it at the same moment: keep theirs.
    rmSync(tmp, { recursive: true, force: true });
  }
  rmSync(old, { recursive: true, force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCli();
