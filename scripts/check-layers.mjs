#!/usr/bin/env node
// Dependencies point down: core ← games ← bots ← server/web/cli. This check reads every
// workspace package's imports of @daedalus/* and fails if one points up or sideways,
// or imports a package it does not declare.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
// A package may import packages of strictly lower rank (same rank only where listed).
const rank = (name) =>
  ({
    '@daedalus/core': 0,
    '@daedalus/testkit': 1,
    '@daedalus/games': 2,
    '@daedalus/protocol': 2,
    '@daedalus/bots': 3,
    '@daedalus/server': 4,
    '@daedalus/web': 4,
    '@daedalus/cli': 5,
  })[name] ?? 1; // each game (games/<id>) sits beside the testkit, above core
const isGame = (name) => rank(name) === 1 && name !== '@daedalus/testkit';
const allowed = (from, to) => {
  if (to === '@daedalus/server' || to === '@daedalus/web') return false; // nothing imports them
  if (isGame(from) && (isGame(to) || to === '@daedalus/testkit')) return false; // games are independent
  return rank(to) < rank(from) || (from === '@daedalus/games' && isGame(to));
};

const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
const dirs = workspaces.flatMap((w) =>
  w.endsWith('/*') ? readdirSync(join(root, w.slice(0, -2))).map((d) => join(w.slice(0, -2), d)) : [w],
);
const problems = [];
function* files(dir) {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const p = join(dir, entry);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry)) yield p;
  }
}
for (const dir of dirs) {
  let pkg;
  try {
    pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  } catch {
    continue;
  }
  const declared = new Set(
    Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies }),
  );
  for (const file of files(join(root, dir))) {
    const text = readFileSync(file, 'utf8');
    const isTest = /\.(test|bench)\.tsx?$|\/(test|bench)\//.test(file);
    for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*)['"](@daedalus\/[a-z-]+)/g)) {
      const to = m[1];
      const rel = file.slice(root.length);
      if (to === pkg.name) problems.push(`${rel}: imports its own package ${to} (use a relative path)`);
      else if (!declared.has(to)) problems.push(`${rel}: imports ${to}, which ${pkg.name} does not declare`);
      else if (!allowed(pkg.name, to) && !(isTest && to === '@daedalus/testkit'))
        problems.push(`${rel}: ${pkg.name} may not import ${to} (dependencies point down)`);
    }
  }
}
if (problems.length > 0) {
  console.error(`Layer check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Layer check: ${dirs.length} packages, dependencies point down.`);
