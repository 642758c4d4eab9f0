import { unwrap } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { __camel__Game } from '../game.ts';
import { buildScenario } from '../scenario.ts';
import { connected } from '../setup.ts';
import type { __Pascal__Action, __Pascal__State } from '../types.ts';

const scenario = (board: string[], more: Record<string, unknown> = {}): __Pascal__State =>
  unwrap(buildScenario({ board, ...more }));
const move = (dir: __Pascal__Action['dir']): __Pascal__Action => ({ type: 'move', dir });

describe('moves', () => {
  const s = scenario(['1..', '.#G', '2..']);

  it('a runner steps to a free neighbouring cell; then the other seat moves', () => {
    const r = unwrap(__camel__Game.apply(s, 0, move('right')));
    expect(r.state.runners[0]).toEqual({ x: 1, y: 0 });
    expect(r.state.turn).toBe(1);
    expect(r.events.map((e) => e.type)).toEqual(['__ID__/moved']);
  });

  it('rocks and the edge block; the other seat waits for its turn', () => {
    expect(__camel__Game.legalActions(s, 0)).toEqual([move('right'), move('down')]);
    const r = __camel__Game.apply(s, 0, move('up'));
    expect(r.ok ? '' : r.error.code).toBe('move/blocked');
    const turn = __camel__Game.apply(s, 1, move('up'));
    expect(turn.ok ? '' : turn.error.code).toBe('turn/not-your-turn');
    expect(__camel__Game.legalActions(s, 1)).toEqual([]);
  });

  it('reaching the goal wins at once', () => {
    const near = scenario(['..1', '.#G', '2..']);
    const r = unwrap(__camel__Game.apply(near, 0, move('down')));
    expect(__camel__Game.outcome(r.state)).toMatchObject({
      over: true,
      winners: [0],
      reason: 'goal-reached',
    });
    expect(__camel__Game.actors(r.state)).toEqual([]);
  });

  it('the race is a draw after the move limit', () => {
    const last = scenario(['1..', '.#G', '2..'], { turns: 5, turnCap: 6 });
    const r = unwrap(__camel__Game.apply(last, 0, move('right')));
    expect(__camel__Game.outcome(r.state)).toMatchObject({ over: true, winners: [], draw: true });
  });
});

describe('setup', () => {
  it('places the runners on the left column and the goal on the right, every free cell reachable', () => {
    for (let g = 0; g < 40; g++) {
      const options = __camel__Game.optionsSchema.parse({ size: 3 + (g % 7), rocks: 30 });
      const { state } = unwrap(__camel__Game.setup({ options, players: 2, seed: `setup${g}` }));
      const size = state.options.size;
      expect(state.runners.every((p) => p.x === 0)).toBe(true);
      expect(state.runners[0]).not.toEqual(state.runners[1]);
      expect(state.goal.x).toBe(size - 1);
      expect(connected(size, state.rocks, state.goal.y * size + state.goal.x)).toBe(true);
    }
  });

  it('refuses a player count it does not play', () => {
    const options = __camel__Game.optionsSchema.parse({});
    expect(__camel__Game.setup({ options, players: 3, seed: 's' }).ok).toBe(false);
  });
});
