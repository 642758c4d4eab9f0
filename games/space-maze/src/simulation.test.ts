/**
 * Thousands of simulated games, random legal actions on every seat (ending a movement or leaving
 * a die unused less often than the rest, so that aliens get about), 2 to 4 players, both boards:
 * each ends by the rules — a victory or the round limit, the documented cap — without an
 * exception, and the invariants hold after every step: the 40 cards each exactly once across the
 * deck, the hands, the discard pile and the control panels; at most four aliens on a tile; exactly
 * one relic; never more than eight relic tokens given out.
 *
 * `SPACE_MAZE_SIM=10000 npx vitest run games/space-maze/src/simulation.test.ts` plays 10,000 (the
 * figure in docs/games/space-maze.md); the suite plays 1,000.
 */
import { Random, unwrap } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { spaceMaze } from './game.ts';
import { invariants } from './invariants.ts';
import { actorSeat } from './rules/turn.ts';
import type { SmAction, SmState } from './types.ts';

const GAMES = Number(process.env.SPACE_MAZE_SIM ?? 1000);

/** A random legal action, `done` and `idle` picked again most of the time when there are others. */
function randomAction(s: SmState, seat: number, random: Random): SmAction {
  const legal = spaceMaze.legalActions(s, seat);
  expect(legal.length).toBeGreaterThan(0);
  let a = random.pick(legal);
  if ((a.type === 'done' || a.type === 'idle') && legal.length > 1 && random.chance(0.7))
    a = random.pick(legal);
  return a;
}

describe('simulated games', () => {
  it(`${GAMES} random games end by a victory or the round limit, the invariants holding at every step`, {
    timeout: 3_600_000,
  }, () => {
    const random = Random.fromSeed('space-maze simulation');
    const endings = new Map<string, number>();
    let actions = 0;
    for (let g = 0; g < GAMES; g++) {
      const small = g % 2 === 0;
      const options = spaceMaze.optionsSchema.parse(
        small
          ? { board: '3x3', roundCap: 20, tokensToWin: 2 + (g % 3) }
          : { roundCap: 6 + (g % 7), startPlayer: g % 4 === 1 ? 'random' : 'first' },
      );
      let s = unwrap(spaceMaze.setup({ options, players: 2 + (g % 3), seed: `sim${g}` })).state;
      let steps = 0;
      while (s.stage.kind !== 'over') {
        const seat = actorSeat(s)!;
        const a = randomAction(s, seat, random);
        const r = spaceMaze.apply(s, seat, a);
        if (!r.ok) throw new Error(`game ${g}: ${JSON.stringify(a)} refused: ${r.error.message}`);
        s = r.value.state;
        actions++;
        const broken = invariants(s);
        if (broken) throw new Error(`game ${g}, step ${steps}: ${broken}`);
        if (++steps > 100_000) throw new Error(`game ${g} does not end`);
      }
      const outcome = spaceMaze.outcome(s);
      if (!outcome.over) throw new Error(`game ${g} did not end`);
      expect(s.tokens.every((t) => t <= 8)).toBe(true);
      endings.set(outcome.reason, (endings.get(outcome.reason) ?? 0) + 1);
    }
    expect([...endings.values()].reduce((a, b) => a + b, 0)).toBe(GAMES);
    // Both victories and both ends at the round limit happen.
    for (const reason of ['relic-home', 'relic-tokens', 'round-cap', 'draw/round-cap'])
      expect(endings.get(reason), reason).toBeGreaterThan(0);
    expect(actions).toBeGreaterThan(GAMES * 50);
    console.log(
      `space-maze: ${GAMES} games, ${actions} actions, endings ${JSON.stringify(Object.fromEntries(endings))}`,
    );
  });
});
