/**
 * Thousands of simulated games, random legal actions on every seat, 2 to 4 players: each ends
 * by the rules (a win or the turn limit) without an exception, and the invariants hold after
 * every step. The turn limit is short: most of a game's variety is in its setup and first turns.
 */
import { Random, unwrap } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { temple } from './game.ts';
import { invariants } from './invariants.ts';

describe('simulated games', () => {
  it('2000 random games end by the rules without an exception', { timeout: 900_000 }, () => {
    const random = Random.fromSeed('simulation');
    const reasons = new Map<string, number>();
    let actions = 0;
    for (let g = 0; g < 2000; g++) {
      const options = temple.optionsSchema.parse({
        statues: 1 + (g % 3 === 0 ? 0 : 0),
        turnCap: 3 + (g % 4),
      });
      let s = unwrap(temple.setup({ options, players: 2 + (g % 3), seed: `sim${g}` })).state;
      while (s.phase !== 'over') {
        const legal = temple.legalActions(s, s.current);
        expect(legal.length).toBeGreaterThan(0);
        s = unwrap(temple.apply(s, s.current, random.pick(legal))).state;
        actions++;
        const broken = invariants(s);
        if (broken) throw new Error(`game ${g}: ${broken}`);
      }
      const outcome = temple.outcome(s);
      if (!outcome.over) throw new Error(`game ${g} did not end`);
      reasons.set(outcome.reason, (reasons.get(outcome.reason) ?? 0) + 1);
    }
    expect([...reasons.values()].reduce((a, b) => a + b, 0)).toBe(2000);
    expect(reasons.get('draw/turn-cap')).toBeGreaterThan(0);
    expect(actions).toBeGreaterThan(2000 * 20);
  });
});
