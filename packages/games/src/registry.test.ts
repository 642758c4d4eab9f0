/**
 * Every registered game is complete: its bundle names everything in every language, its
 * test preset, secrets and bots work, it has a rules page, and it meets the game contract
 * in its test preset with its own secrets as the hidden values.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { optionFields, parseOptions } from '@daedalus/core';
import { checkBundle, checkContract } from '@daedalus/testkit';
import { describe, expect, it } from 'vitest';
import { bundles, games } from './index.ts';
import { loadBundle, loaders } from './load.ts';

const docs = new URL('../../../docs/games/', import.meta.url);
const repo = fileURLToPath(new URL('../../../', import.meta.url));

/** The platform's own source files (tests aside): what must learn every game from the registry. */
function platformSources(): string[] {
  const roots = [
    'packages/core/src',
    'packages/protocol/src',
    'packages/server/src',
    'packages/cli/src',
    'packages/web/app',
  ];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(repo, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  for (const root of roots) walk(root);
  return files;
}

describe('the registry', () => {
  it('holds each game once, by a URL-safe id', () => {
    const ids = bundles.map((b) => b.game.meta.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(games.size).toBe(ids.length);
  });

  it('loads each game by the id it is listed under, and nothing for an unknown id', async () => {
    expect(Object.keys(loaders)).toEqual(bundles.map((b) => b.game.meta.id));
    for (const b of bundles) expect(await loadBundle(b.game.meta.id)).toBe(b);
    for (const id of ['chess', 'toString', '__proto__', '']) expect(await loadBundle(id)).toBeUndefined();
  });

  it('is the only place that names a game: the platform names none, but for the board of each game that has one', () => {
    // A game is added by its package and one line here (and, optionally, its board files
    // under packages/web/app/boards/ and one line in their index): nothing else in the
    // platform may name it in code (quoted or imported).
    const named: string[] = [];
    for (const file of platformSources()) {
      if (file.startsWith(join('packages', 'web', 'app', 'boards'))) continue;
      const text = readFileSync(join(repo, file), 'utf8');
      for (const b of bundles) {
        const id = b.game.meta.id;
        if (new RegExp(`['"]${id}['"]|@daedalus/${id}\\b`).test(text)) named.push(`${file} names ${id}`);
      }
    }
    expect(named).toEqual([]);
  });

  for (const bundle of bundles) {
    const id = bundle.game.meta.id;
    describe(id, () => {
      it('lacks no part (words in every language, test preset, secrets, bots)', () => {
        expect(checkBundle(bundle)).toEqual([]);
      });

      it('says what leaving a choice unset means, when it may be (the lobby offers it first)', () => {
        const nullable = optionFields(bundle.game).filter((f) => f.kind === 'choice' && f.nullable);
        for (const f of nullable) {
          const words = { ...bundle.words.de, options: { ...bundle.words.de.options } };
          const { unset: _, ...rest } = words.options[f.key]!;
          words.options[f.key] = rest;
          expect(checkBundle({ ...bundle, words: { ...bundle.words, de: words } })).toEqual([
            `${id} (de): option ${f.key} may be left unset but does not say what that means`,
          ]);
        }
      });

      it('has a rules page for players', () => {
        expect(existsSync(new URL(`${id}.md`, docs)), `docs/games/${id}.md`).toBe(true);
      });

      it('meets the contract in its test preset, hiding its secrets', () => {
        const options = parseOptions(bundle.game, {}, bundle.testPreset);
        if (!options.ok) throw new Error(options.error.message);
        const { minPlayers, maxPlayers } = bundle.game.meta;
        const report = checkContract(bundle.game, {
          players: [...new Set([minPlayers, maxPlayers])],
          options: [options.value],
          playouts: 3,
          hidden: bundle.secrets,
          seed: 'registry',
        });
        expect(report.findings).toEqual([]);
      });
    });
  }
});
