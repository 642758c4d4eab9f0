/**
 * The recording: 200 seeded random games of every registered game, played with the game's
 * own `apply` (and, now and then, its `timeout` rule), each summed up by one digest of
 * every state (its canonical JSON) and every event list along the way. The digests are
 * kept in `recording.json`; a change meant only to make the rules faster (copying less,
 * parsing less) must leave every one of them as it was. A deliberate rule change renews
 * the file: `RECORD=1 npx vitest run packages/games/src/recording.test.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { type AnyGame, canonicalJson, hashString, parseOptions, Random, type Seat } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { bundles } from './index.ts';

const GAMES = 200;
/** A cap on steps per game, so the recording stays quick (a capped game is simply cut short). */
const MAX_STEPS = 300;
const FILE = new URL('./recording.json', import.meta.url);
/** Temple's states are large and its rules untouched by speed work: a minute of hashing spared. */
const SKIP = new Set(['temple']);

/** One game: the digest of every state and every step's events, in order. */
function digestOf(game: AnyGame, players: number, seed: string): string {
  const options = parseOptions(game, {});
  if (!options.ok) throw new Error(options.error.message);
  const setup = game.setup({ options: options.value, players, seed });
  if (!setup.ok) throw new Error(setup.error.message);
  const random = Random.fromSeed(`recording/${seed}`);
  let state = setup.value.state;
  let digest = hashString(canonicalJson(state) + canonicalJson(setup.value.events));
  for (let step = 0; step < MAX_STEPS; step++) {
    const actors = game.actors(state);
    if (actors.length === 0) break;
    const seat: Seat = random.pick(actors).seat;
    const timeout = game.timeout !== undefined && random.chance(0.05);
    const result = timeout
      ? (game.timeout?.(state, seat) ?? null)
      : game.apply(state, seat, random.pick(game.legalActions(state, seat)));
    if (result === null || !result.ok) throw new Error(`${seed} step ${step}: ${result?.error.message}`);
    state = result.value.state;
    digest = hashString(digest + canonicalJson(state) + canonicalJson(result.value.events));
  }
  return digest;
}

function record(game: AnyGame): string[] {
  const players = Math.min(Math.max(game.meta.minPlayers, 2), game.meta.maxPlayers);
  return Array.from({ length: GAMES }, (_, i) =>
    digestOf(game, i % 2 === 0 ? players : game.meta.minPlayers, `r${i}`),
  );
}

describe('the recording: random games give the same states and events as when recorded', () => {
  const recorded = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, string[]>;
  for (const { game } of bundles.filter((b) => !SKIP.has(b.game.meta.id))) {
    it(`${game.meta.id}: ${GAMES} games`, () => {
      const digests = record(game);
      if (process.env.RECORD === '1') {
        recorded[game.meta.id] = digests;
        writeFileSync(FILE, `${JSON.stringify(recorded, null, 1)}\n`);
      }
      const expected = recorded[game.meta.id];
      expect(expected, `no recording for ${game.meta.id}: run with RECORD=1`).toBeDefined();
      const differ = digests.flatMap((d, i) => (d === expected?.[i] ? [] : [`r${i}`]));
      expect(differ, 'games whose states or events differ from the recording').toEqual([]);
    });
  }
});
