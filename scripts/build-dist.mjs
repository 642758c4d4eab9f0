// What the compiled commands share (packages/cli/build.mjs, packages/server/build.mjs): each is
// bundled by esbuild into its package's dist/, rebuilt when a TypeScript source it is built
// from is newer than the build, and swapped in whole so that a process started meanwhile never
// sees half a build.
import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The newest modification time among the TypeScript sources (tests and benchmarks aside) of
 * every package and game but those in `skip` (folder names under packages/).
 */
export function newestSource(skip) {
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
      if (top === 'packages' && skip.includes(pkg)) continue;
      try {
        walk(join(root, top, pkg, 'src'));
      } catch {
        // a package without sources
      }
    }
  }
  return newest;
}

/** Whether `entry` was built after every source it is built from changed. */
export function isFresh(entry, skip) {
  try {
    return statSync(entry).mtimeMs >= newestSource(skip);
  } catch {
    return false;
  }
}

/** Runs esbuild with `options` into a fresh folder, then swaps it in as `dist`. */
export async function buildInto(dist, options) {
  const { build } = await import('esbuild');
  const tmp = `${dist}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  await build({
    bundle: true,
    platform: 'node',
    format: 'esm',
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
    ...options,
    outdir: tmp,
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
    // Another process built it at the same moment: keep theirs.
    rmSync(tmp, { recursive: true, force: true });
  }
  rmSync(old, { recursive: true, force: true });
}
