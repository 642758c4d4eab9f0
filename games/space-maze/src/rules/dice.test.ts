import { describe, expect, it } from 'vitest';
import { spaceMaze } from '../game.ts';
import { boardWith, play, playAll, rejects, scenario } from '../test-helpers.ts';
import { ALIENS } from '../types.ts';
import { dieCode, MOVE_FACES, readDieCode } from './dice.ts';

/** Two players; two green 4s to show that equal dice are alike. */
const table = () =>
  scenario({ board: boardWith({}), dice: 'g4 g4 p5 p1 o4 o3 g3p1 g1p1o2', hands: [[], []] });

describe('dice drafting', () => {
  it('the white move die has six faces of four footprints each', () => {
    expect(MOVE_FACES).toHaveLength(6);
    for (const f of MOVE_FACES) expect(ALIENS.reduce((n, a) => n + f[a], 0)).toBe(4);
    expect(
      MOVE_FACES.map((f) => dieCode({ id: 0, kind: 'move', face: MOVE_FACES.indexOf(f), seat: null })),
    ).toEqual(['g1p1o2', 'g1p2o1', 'g2p1o1', 'g3p1', 'p3o1', 'g1o3']);
    expect(readDieCode('o3g1')).toEqual({ kind: 'move', face: 5 });
    expect(readDieCode('g2p2')).toBeNull();
  });

  it('each player takes one die per turn, in turn order from the start player', () => {
    const s = table();
    expect(spaceMaze.actors(s)).toEqual([
      { seat: 0, kind: 'turn', prompt: 'space-maze/take-die', decision: 'r1-t0' },
    ]);
    expect(rejects(s, 1, { type: 'take', die: 'p5' })).toBe('turn/not-yours');
    const after = playAll(s, [
      [0, { type: 'take', die: 'p5' }],
      [0, { type: 'idle' }],
    ]).state;
    expect(spaceMaze.actors(after)[0]!.seat).toBe(1);
  });

  it('the drafted die must be used before another is drafted', () => {
    const s = play(table(), 0, { type: 'take', die: 'p5' }).state;
    expect(spaceMaze.actors(s)[0]!.prompt).toBe('space-maze/use-die');
    expect(rejects(s, 0, { type: 'take', die: 'p1' })).toBe('draft/not-now');
  });

  it('a taken die is gone; an equal die showing the same is still there', () => {
    const s = playAll(table(), [
      [0, { type: 'take', die: 'g4' }],
      [0, { type: 'idle' }],
      [1, { type: 'take', die: 'p5' }],
      [1, { type: 'idle' }],
    ]).state;
    expect(rejects(s, 0, { type: 'take', die: 'p5' })).toBe('draft/die-taken');
    expect(play(s, 0, { type: 'take', die: 'g4' }).state.dice.filter((d) => d.seat === 0)).toHaveLength(2);
    expect(rejects(s, 0, { type: 'take', die: 'p6' })).toBe('draft/no-such-die');
  });

  it('exactly one move die a round: a second is refused, and the third die must be the move die', () => {
    const s = playAll(table(), [
      [0, { type: 'take', die: 'g3p1' }],
      [0, { type: 'done' }],
      [1, { type: 'take', die: 'p5' }],
      [1, { type: 'idle' }],
    ]).state;
    expect(rejects(s, 0, { type: 'take', die: 'g1p1o2' })).toBe('draft/second-move-die');
    const t = playAll(table(), [
      [0, { type: 'take', die: 'g4' }],
      [0, { type: 'idle' }],
      [1, { type: 'take', die: 'g4' }],
      [1, { type: 'idle' }],
      [0, { type: 'take', die: 'p5' }],
      [0, { type: 'idle' }],
      [1, { type: 'take', die: 'p1' }],
      [1, { type: 'idle' }],
    ]).state;
    expect(rejects(t, 0, { type: 'take', die: 'o4' })).toBe('draft/move-die-left');
    expect(spaceMaze.legalActions(t, 0)).toEqual([
      { type: 'take', die: 'g3p1' },
      { type: 'take', die: 'g1p1o2' },
    ]);
  });

  it('a player may take two power dice of one colour', () => {
    const s = playAll(table(), [
      [0, { type: 'take', die: 'g4' }],
      [0, { type: 'idle' }],
      [1, { type: 'take', die: 'p5' }],
      [1, { type: 'idle' }],
      [0, { type: 'take', die: 'g4' }],
      [0, { type: 'idle' }],
    ]).state;
    expect(s.panels[0]!.idle).toEqual([0, 1]);
  });

  it('a player always takes a die on their turn: the legal actions offer no pass', () => {
    const legal = spaceMaze.legalActions(table(), 0);
    expect(legal.every((a) => a.type === 'take')).toBe(true);
    expect(legal.map((a) => (a.type === 'take' ? a.die : ''))).toEqual([
      'g4',
      'p5',
      'p1',
      'o4',
      'o3',
      'g3p1',
      'g1p1o2',
    ]);
  });
});
