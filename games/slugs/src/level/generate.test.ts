import { hashJson, Random } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { game, play } from '../test-helpers.ts';
import { formatLevelFile } from './format.ts';
import {
  generateCampaign,
  generateDefence,
  generateDuel,
  guardBase,
  MAP_LAYOUTS,
  plannerWins,
  pocketRoom,
} from './generate.ts';
import { cellsOf, type Level } from './types.ts';
import { checkLevelFile } from './validate.ts';

const errors = (rooms: Level[]) =>
  checkLevelFile({ campaign: null, rooms }).filter((p) => p.severity === 'error');

/** Plays a level by waiting (untying the hero first); true if won. */
function waitingWins(level: Level): boolean {
  let s = game(formatLevelFile({ campaign: null, rooms: [level] }), { turnLimit: 120 });
  while (!s.result) s = play(s, s.hero?.tied ? 'untie' : 'wait').state;
  return s.result.winners.length > 0;
}

describe('the level generator', () => {
  it('makes valid defence levels from a seed, the same for the same seed, won by the planner', () => {
    for (const seed of ['g1', 'g2']) {
      const level = generateDefence(Random.fromSeed(seed));
      expect(errors([level])).toEqual([]);
      expect(generateDefence(Random.fromSeed(seed))).toEqual(level);
      // The base in the bottom-right corner, the slugs in the top-left one.
      expect(level.rows[level.height - 1]!.at(-1)).toBe('A');
      for (const p of cellsOf(level, 'a')) expect(p.x + p.y).toBeLessThanOrEqual(4);
      expect(plannerWins({ campaign: null, rooms: [level] }, Random.fromSeed(`again-${seed}`))).toBe(true);
    }
  });

  it('makes each edition’s maps as when tables were stored with them: a generated level is rebuilt from its seed', () => {
    // A stored table whose level was generated opens by generating it again by its edition's layout:
    // another map from the same seed would leave it unable to open. A change of the maps is a new
    // edition (SLUGS_EDITION), and these stay.
    const first = MAP_LAYOUTS[1]!;
    expect(hashJson(generateDefence(Random.fromSeed('pin'), 0.5, first))).toBe('32dd9d6ac72014b0');
    expect(hashJson(generateDuel(Random.fromSeed('pin'), 0.5, first))).toBe('4be539c8a122069a');
    expect(hashJson(generateCampaign(Random.fromSeed('pin'), 2))).toBe('0e2330bba1305e75');
    const second = MAP_LAYOUTS[2]!;
    expect(hashJson(generateDefence(Random.fromSeed('pin'), 0.5, second))).toBe('36ac080657c17993');
    expect(hashJson(generateDuel(Random.fromSeed('pin'), 0.5, second))).toBe('dc2da264240751d1');
  });

  it('makes maps of 15 × 15 (edition 1: 15 × 11)', () => {
    for (const make of [generateDefence, generateDuel]) {
      const level = make(Random.fromSeed('size'));
      expect([level.width, level.height]).toEqual([15, 15]);
      const old = make(Random.fromSeed('size'), 0.5, MAP_LAYOUTS[1]);
      expect([old.width, old.height]).toEqual([15, 11]);
    }
  });

  it('makes duels that are their own mirror image, each player’s slugs in the corner opposite its base', () => {
    for (const seed of ['d1', 'd2']) {
      const level = generateDuel(Random.fromSeed(seed));
      expect(errors([level])).toEqual([]);
      const swap: Record<string, string> = { a: 'b', b: 'a', A: 'B', B: 'A' };
      const mirrored = level.rows.map((r) =>
        [...r]
          .reverse()
          .map((c) => swap[c] ?? c)
          .join(''),
      );
      expect(mirrored).toEqual(level.rows);
      expect(level.stock[0]).toBe(level.stock[1]);
      // Base A bottom-left, its slugs by the top-right corner; B the other way round.
      expect(cellsOf(level, 'A')).toEqual([{ x: 0, y: level.height - 1 }]);
      expect(cellsOf(level, 'B')).toEqual([{ x: level.width - 1, y: level.height - 1 }]);
      const slugs = cellsOf(level, 'a');
      expect(slugs.length).toBeGreaterThan(0);
      for (const p of slugs) expect(level.width - 1 - p.x + p.y).toBeLessThanOrEqual(4);
    }
  });

  it('edition 1: duels that are their own half turn, each player’s slugs beside its base', () => {
    const level = generateDuel(Random.fromSeed('d1'), 0.5, MAP_LAYOUTS[1]);
    expect(errors([level])).toEqual([]);
    const swap: Record<string, string> = { a: 'b', b: 'a', A: 'B', B: 'A' };
    const turned = [...level.rows].reverse().map((r) =>
      [...r]
        .reverse()
        .map((c) => swap[c] ?? c)
        .join(''),
    );
    expect(turned).toEqual(level.rows);
    expect(level.stock[0]).toBe(level.stock[1]);
  });

  it('makes escort campaigns of rooms with the hero by the entrance and the exit across, each won by the planner', () => {
    const file = generateCampaign(Random.fromSeed('e1'), 2);
    expect(errors([...file.rooms])).toEqual([]);
    expect(file.rooms.map((r) => r.tied)).toEqual([true, false]);
    for (const room of file.rooms) {
      const [door] = cellsOf(room, 'D');
      const [hero] = cellsOf(room, 'H');
      const [exit] = cellsOf(room, 'E');
      expect(door!.x).toBe(0);
      expect(hero).toEqual({ x: 1, y: door!.y });
      expect(exit!.x).toBe(room.width - 1);
      expect(plannerWins({ campaign: null, rooms: [room] }, Random.fromSeed('again'))).toBe(true);
    }
  });

  it('its fall-backs are won by construction: machines round the base, a slug shut behind a machine', () => {
    const level = generateDefence(Random.fromSeed('g1'));
    const guarded = guardBase(level, 'A');
    expect(errors([guarded])).toEqual([]);
    expect(waitingWins(guarded)).toBe(true);
    const room = pocketRoom(0);
    expect(errors([room])).toEqual([]);
    expect(waitingWins(room)).toBe(true);
  });
});
