/**
 * Corners of the rules found in a second, independent audit of the engine (each test names the rule).
 * Plans: test-plans.ts. EXAMPLE — row 0: L W L* Pa2; row 1: L L H Pa1; row 2: D R< L L (the river (1,2)
 * flows left straight into the delta (0,2), a wall below it); row 3: L L L L.
 */
import { describe, expect, it } from 'vitest';
import { edit, gameOn, go, P, play, player } from './fixtures.ts';
import { labyrinth } from './game.ts';
import { EXAMPLE } from './test-plans.ts';

const at4 = (x: number, y: number) => y * 4 + x;

describe('audit 2: inaccessible cells', () => {
  it('B.4.6/B.7.4 shallow rivers: a source flowing straight into a delta is never stood on, so the true treasure thrown there is a draw', () => {
    // From the delta one cannot step into the river flowing in; stepping in from anywhere else carries to the delta.
    const { state } = gameOn(EXAMPLE, [P(2, 2)], { rivers: 'shallow' });
    const s = edit(state, (c) => {
      player(c, 0).held = { kind: 'treasure', id: 0 };
      c.items[at4(2, 0)] = [];
    });
    const t = play(s, 0, go('down', { before: [{ do: 'leave', item: 'treasure', to: 'left' }] }));
    expect(t.state.items[at4(1, 2)]).toEqual([{ kind: 'treasure', id: 0 }]);
    expect(labyrinth.outcome(t.state)).toMatchObject({
      over: true,
      draw: true,
      reason: 'draw/true-treasure-lost',
    });
  });
});
