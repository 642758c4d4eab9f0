#!/usr/bin/env node
// Builds the web client only when something it is built from is newer than the last build
// (`npm start` runs this: a rebuild takes most of a minute on small machines). `--force`
// always builds. What the client is built from: its own sources and config, every package
// and game it bundles, the rules documents it shows, and the installed dependencies.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'packages/web/dist/index.html');

function newest(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return /\.(test|bench)\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

const sources = [
  'packages/web/app',
  'packages/web/vite.config.ts',
  'packages/web/build',
  'packages/web/tsconfig.json',
  'packages/web/package.json',
  'docs/games',
  'package-lock.json',
  ...['core', 'games', 'bots', 'protocol', 'testkit'].map((p) => `packages/${p}/src`),
  ...readdirSync(join(root, 'games')).map((g) => `games/${g}/src`),
];
const source = Math.max(...sources.map((s) => newest(join(root, s))));
const output = newest(built);
if (!process.argv.includes('--force') && output > 0 && output >= source) {
  console.log('Web client up to date (packages/web/dist); `npm run build` rebuilds it.');
  process.exit(0);
}
const r = spawnSync('npm', ['run', 'build', '-w', '@daedalus/web'], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
