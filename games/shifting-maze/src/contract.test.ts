import { hashJson, Random } from '@daedalus/core';
import { describeContract } from '@daedalus/testkit/vitest';
import { describe, expect, it } from 'vitest';
import { shiftingMaze } from './game.ts';
import { BAG_COMPOSITION, countKinds, TILE_KINDS } from './rules/tiles.ts';
import { shiftingMazeSecrets } from './secrets.ts';
import type { SmState } from './types.ts';

/** Rules that hold in every reachable state. */
export function invariants(raw: unknown): string | undefined {
  const s = raw as SmState;
  const cubes = s.cells.flatMap((c) => (c && c !== 'destroyed' ? [c.doors] : []));
  const counts = countKinds([...s.bag, ...cubes, ...s.lost, ...s.destroyed]);
  for (const kind of TILE_KINDS)
    if (counts[kind] !== BAG_COMPOSITION[kind])
      return `${kind} tiles: ${counts[kind]} in bag + maze + lost + destroyed, expected ${BAG_COMPOSITION[kind]}`;
  if (s.challengers.length !== s.startRows.length) return 'not exactly one Challenger per player';
  for (const [seat, c] of s.challengers.entries()) {
    if (c.pp < 0 || c.pp > 10) return `player ${seat + 1} has ${c.pp} PP`;
    if (c.items.length > 3) return `player ${seat + 1} carries ${c.items.length} objects`;
    if (c.owed < 0 || c.owed > 3) return `player ${seat + 1} owes ${c.owed} main actions`;
    if (c.at && c.at.x >= 0 && c.at.x < 10) {
      const cell = s.cells[c.at.y * 10 + c.at.x];
      if (!cell || cell === 'destroyed') return `player ${seat + 1} stands on no cube`;
    }
  }
  if (s.defenders.length > s.options.maxDefenders) return `${s.defenders.length} Defenders in the maze`;
  for (const d of s.defenders) {
    const cell = s.cells[d.at.y * 10 + d.at.x];
    if (!cell || cell === 'destroyed') return `Defender ${d.id} stands on no cube`;
  }
  return undefined;
}

describeContract(shiftingMaze, {
  players: [1, 2, 4],
  options: [{ turnCap: 40 }, { turnCap: 25, maxDefenders: 4, batteryChance: 0.5 }],
  playouts: 12,
  maxActions: 1500,
  hidden: shiftingMazeSecrets,
  invariants,
  illegal: (s) => [
    { type: 'move', dir: 'up', extra: 1 },
    { type: 'stunDefender', defender: 99 },
    { type: 'killChallenger', seat: 9 },
    ...((s as SmState).reaction ? [{ type: 'pickUp', index: 0 }] : []),
  ],
});

function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
  }
  return v;
}

describe('apply shares unchanged parts with its input (copy on write) and never changes it', () => {
  it('every action of many random games applies to a deep-frozen state, which stays as it was', () => {
    const random = Random.fromSeed('frozen');
    for (let g = 0; g < 50; g++) {
      const options = shiftingMaze.optionsSchema.parse({ turnCap: 30, maxDefenders: 3, batteryChance: 0.4 });
      const setup = shiftingMaze.setup({ options, players: 1 + (g % 4), seed: `frozen${g}` });
      if (!setup.ok) throw new Error(setup.error.message);
      let s = deepFreeze(setup.value.state);
      for (let step = 0; step < 3000; step++) {
        const actor = shiftingMaze.actors(s)[0];
        if (!actor) break;
        const before = hashJson(s as never);
        const r = shiftingMaze.apply(s, actor.seat, random.pick(shiftingMaze.legalActions(s, actor.seat)));
        if (!r.ok) throw new Error(r.error.message);
        expect(hashJson(s as never)).toBe(before);
        // The result must equal a fully independent copy (nothing shared is changed later).
        expect(JSON.parse(JSON.stringify(r.value.state))).toEqual(r.value.state);
        s = deepFreeze(r.value.state);
      }
    }
  });
});

describe('random games', () => {
  it('thousands of random games end by the rules or the turn cap, without an exception', () => {
    const random = Random.fromSeed('random-games');
    let finished = 0;
    let escaped = 0;
    let actions = 0;
    const reasons = new Set<string>();
    for (let g = 0; g < 2000; g++) {
      const players = 1 + (g % 4);
      const options = shiftingMaze.optionsSchema.parse({
        turnCap: 20,
        maxDefenders: 1 + (g % 3),
        batteryChance: 0.3,
      });
      const setup = shiftingMaze.setup({ options, players, seed: `g${g}` });
      if (!setup.ok) throw new Error(setup.error.message);
      let s = setup.value.state;
      for (let step = 0; step < 5000; step++) {
        const actors = shiftingMaze.actors(s);
        if (actors.length === 0) break;
        const seat = actors[0]!.seat;
        const legal = shiftingMaze.legalActions(s, seat);
        expect(legal.length).toBeGreaterThan(0);
        const r = shiftingMaze.apply(s, seat, random.pick(legal));
        if (!r.ok) throw new Error(`game ${g}: ${r.error.code}: ${r.error.message}`);
        s = r.value.state;
        actions++;
        if (step % 5 === 0) {
          const broken = invariants(s);
          if (broken) throw new Error(`game ${g} step ${step}: ${broken}`);
        }
      }
      const outcome = shiftingMaze.outcome(s);
      expect(outcome.over).toBe(true);
      if (outcome.over) {
        finished++;
        reasons.add(outcome.reason);
        if (!outcome.draw) escaped++;
      }
    }
    expect(finished).toBe(2000);
    expect(reasons.has('draw/turn-cap')).toBe(true);
    expect(actions).toBeGreaterThan(20_000);
    expect(escaped).toBeGreaterThanOrEqual(0);
  });
});
