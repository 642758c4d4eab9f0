#!/usr/bin/env node
// `npm run new-game <id>`: a new game package, games/<id>/, from templates/game/ — a small but
// complete game (a race across a board of rocks) in the layout every game follows
// (docs/engine.md), with its words in English, German and Russian, a computer player, tests
// and its rules page docs/games/<id>.md. It passes the contract kit and checkBundle as made;
// then write the real rules over it. `--root DIR` writes games/ and docs/ under DIR instead
// of this repository (the script's own test does).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const templates = join(repo, 'templates', 'game');

const USAGE =
  'usage: npm run new-game <id>   (an id such as "snail-race": lower-case words joined by hyphens)';

function refuse(message) {
  console.error(`new-game: ${message}`);
  process.exit(1);
}

function parseArgs(argv) {
  const args = { id: undefined, root: repo };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--root') {
      const dir = argv[++i];
      if (!dir) refuse(`--root needs a folder.\n${USAGE}`);
      args.root = dir;
    } else if (a === '--help' || a === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (a.startsWith('-')) refuse(`unknown option ${a}.\n${USAGE}`);
    else if (args.id === undefined) args.id = a;
    else refuse(`one id only, not "${args.id}" and "${a}".\n${USAGE}`);
  }
  if (args.id === undefined) refuse(`which game? ${USAGE}`);
  return args;
}

/** Why an id cannot name a game (null: it can). Ids appear in URLs, records, package names and identifiers. */
function badId(id) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id))
    return `"${id}" is not a game id: use lower-case letters and digits, words joined by single hyphens, starting with a letter (e.g. "snail-race").`;
  if (id.length > 40) return `"${id}" is too long for a game id (at most 40 characters).`;
  return null;
}

/** Names of every package of this repository's workspaces (an id must not take one). */
function packageNames() {
  const names = new Set();
  for (const dir of ['packages', 'games']) {
    const base = join(repo, dir);
    if (!existsSync(base)) continue;
    for (const entry of readdirSync(base)) {
      try {
        names.add(JSON.parse(readFileSync(join(base, entry, 'package.json'), 'utf8')).name);
      } catch {}
    }
  }
  return names;
}

const words = (id) => id.split('-');
const pascal = (id) =>
  words(id)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
const camel = (id) => {
  const p = pascal(id);
  return p.charAt(0).toLowerCase() + p.slice(1);
};
/** "snail-race" → "Snail race": the display name, until the author writes a better one. */
const displayName = (id) => {
  const s = words(id).join(' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
};

function* files(dir) {
  for (const entry of readdirSync(dir).sort()) {
    const p = join(dir, entry);
    if (statSync(p).isDirectory()) yield* files(p);
    else yield p;
  }
}

const { id, root } = parseArgs(process.argv.slice(2));
const why = badId(id);
if (why) refuse(why);
const target = join(root, 'games', id);
const docs = join(root, 'docs', 'games', `${id}.md`);
if (existsSync(target)) refuse(`games/${id} already exists: choose another id, or remove it first.`);
if (existsSync(docs)) refuse(`docs/games/${id}.md already exists: choose another id, or remove it first.`);
if (packageNames().has(`@daedalus/${id}`))
  refuse(`a package @daedalus/${id} already exists in this repository: choose another id.`);

const fill = (text) =>
  text
    .replaceAll('__ID__', id)
    .replaceAll('__NAME__', displayName(id))
    .replaceAll('__Pascal__', pascal(id))
    .replaceAll('__camel__', camel(id));

const written = [];
for (const from of files(templates)) {
  const rel = relative(templates, from);
  const to = rel === 'docs.md' ? docs : join(target, rel);
  mkdirSync(dirname(to), { recursive: true });
  writeFileSync(to, fill(readFileSync(from, 'utf8')));
  written.push(to);
}

// Names change line lengths and the order of imports: let Biome tidy what was written (best effort).
const biome = join(repo, 'node_modules', '.bin', 'biome');
if (existsSync(biome)) {
  const r = spawnSync(biome, ['check', '--write', target], { cwd: repo, encoding: 'utf8' });
  if (r.status !== 0) console.warn(`new-game: biome could not tidy the new files:\n${r.stdout}${r.stderr}`);
}

const shown = (p) => relative(root, p);
console.log(`new-game: made ${displayName(id)} (@daedalus/${id}), ${written.length} files:`);
for (const p of written) console.log(`  ${shown(p)}`);
if (root === repo)
  console.log(`
Next:
  1. npm install                     (links the new workspace package @daedalus/${id})
  2. npx vitest run games/${id}      (its contract, rules, words and bot tests pass as made)
  3. write the rules: src/types.ts, src/setup.ts, src/rules/, src/view.ts, src/secrets.ts,
     every sentence in src/lang/en.ts, de.ts, ru.ts, and the rules page docs/games/${id}.md
  4. register it: one line in packages/games/src/load.ts (and "@daedalus/${id}": "*" in
     packages/games/package.json), then npm install
  5. optionally a board: packages/web/app/boards/, one line in its index.ts
See docs/engine.md, "How to add a game".`);
