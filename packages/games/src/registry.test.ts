/**
 * Every registered game is complete: its bundle names everything in every language, its
 * test preset, secrets and bots work, it has a rules page, and it meets the game contract
 * in its test preset with its own secrets as the hidden values.
 */
import { existsSync } from 'node:fs';
import { parseOptions } from '@daedalus/core';
import { checkBundle, checkContract } from '@daedalus/testkit';
import { describe, expect, it } from 'vitest';
import { bundles, games } from './index.ts';

const docs = new URL('../../../docs/games/', import.meta.url);

describe('the registry', () => {
  it('holds each game once, by a URL-safe id', () => {
    const ids = bundles.map((b) => b.game.meta.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(games.size).toBe(ids.length);
  });

  for (const bundle of bundles) {
    const id = bundle.game.meta.id;
    describe(id, () => {
      it('lacks no part (words in every language, test preset, secrets, bots)', () => {
        expect(checkBundle(bundle)).toEqual([]);
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
