// The `strong` level's own choices (planner.ts): where `normal` walks on into a Defender's sight
// with no Power Points to stun it, the turn planner stays out of it; in a reaction, a Defender
// that would follow a flight is stunned, and a way out of the maze is taken first.

import { Random } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { shiftingMaze } from '../game.ts';
import { inSight } from '../rules/board.ts';
import { buildPosition, mazeOf } from '../scenario.ts';
import type { SmAction, SmView } from '../types.ts';
import { decide } from './bot.ts';
import { PLANNER, planTurn, strongChoice, strongReaction } from './planner.ts';
import { corridorPastColumn } from './test-mazes.ts';

const normalOf = (view: SmView, legal: readonly SmAction[], seed: string): SmAction =>
  decide(view, 0, 'normal', {
    view,
    legal,
    actor: { seat: 0, kind: 'turn', prompt: 'turn/move' },
    random: Random.fromSeed(seed),
  });

/** Seat 0's view of a position and whether an action is legal there: what the planner is given. */
const seatZero = (s: ReturnType<typeof buildPosition>) => {
  const legal = shiftingMaze.legalActions(s, 0);
  const has = (a: SmAction) => legal.some((b) => JSON.stringify(b) === JSON.stringify(a));
  return { view: shiftingMaze.view(s, 0), legal, has };
};

describe("Shifting Maze's turn planner", () => {
  // A corridor east along row 2 to the far side; the cube east of the Challenger opens south
  // onto a column where a Defender stands three cubes down: one step east is in its sight.
  const corridor = corridorPastColumn();

  it('does not end its Move in a Defender’s sight without the Power Points to stun it, where normal walks on', () => {
    const s = buildPosition({
      maze: corridor,
      challengers: [{ at: { x: 3, y: 2 }, pp: 1 }, { at: { x: -1, y: 7 } }],
      defenders: [{ at: { x: 4, y: 5 } }],
      stage: { kind: 'move', mainLeft: 1 },
    });
    const view = shiftingMaze.view(s, 0);
    const legal = shiftingMaze.legalActions(s, 0);
    const east: SmAction = { type: 'move', dir: 'right' };
    expect(normalOf(view, legal, 'sight')).toEqual(east);
    const chosen = strongChoice(view, 0, legal, east);
    expect(chosen).not.toEqual(east);
    if (chosen.type === 'move') {
      const to = { x: 3 + (chosen.dir === 'right' ? 1 : chosen.dir === 'left' ? -1 : 0), y: 2 };
      expect(inSight(view.cells, { x: 4, y: 5 }, to)).toBe(false);
    }
  });

  it('walks on along its route when no Defender sees where it ends', () => {
    const s = buildPosition({
      maze: corridor,
      challengers: [{ at: { x: 3, y: 2 }, pp: 1 }, { at: { x: -1, y: 7 } }],
      defenders: [],
      stage: { kind: 'move', mainLeft: 3 },
    });
    const { view, has } = seatZero(s);
    const plan = planTurn(view, 0, has);
    expect(plan?.action).toEqual({ type: 'move', dir: 'right' });
  });

  it('heads for a Key lying in a cube two cubes back rather than for the far side', () => {
    const s = buildPosition({
      maze: corridor,
      items: [{ at: { x: 3, y: 2 }, item: { kind: 'key' } }],
      challengers: [{ at: { x: 5, y: 2 }, pp: 4 }, { at: { x: -1, y: 7 } }],
      defenders: [],
      stage: { kind: 'move', mainLeft: 3 },
    });
    const { view, legal, has } = seatZero(s);
    expect(planTurn(view, 0, has)?.action).toEqual({ type: 'move', dir: 'left' });
    // Without the lying Key in its reckoning it walks on east, as normal does.
    expect(planTurn(view, 0, has, { ...PLANNER, lyingKeys: false })?.action).toEqual({
      type: 'move',
      dir: 'right',
    });
    expect(normalOf(view, legal, 'key')).toEqual({ type: 'move', dir: 'right' });
  });
});

describe("Shifting Maze's turn planner and the far side", () => {
  it('leaves the maze at the row whose way home is cheapest, the far side walked a move a row', () => {
    // From (8,5) a column runs up to an exit at row 2 and down to one at row 8, five moves
    // each; the only revealed way home is a corridor along row 8 (the rest unrevealed).
    const maze = mazeOf({
      '8,2': '┌',
      '9,2': '─',
      ...Object.fromEntries([3, 4, 5, 6, 7].map((y) => [`8,${y}`, '│'])),
      '8,8': '┴',
      '9,8': '─',
      ...Object.fromEntries([0, 1, 2, 3, 4, 5, 6, 7].map((x) => [`${x},8`, '─'])),
    });
    const s = buildPosition({
      maze,
      challengers: [{ at: { x: 8, y: 5 }, pp: 10 }, { at: 'start' }],
      defenders: [],
      stage: { kind: 'move', mainLeft: 3 },
    });
    const { view, has } = seatZero(s);
    // (Priced as if the far side were crossed for nothing, the two exits would tie, and the
    // first found, up, would be taken.)
    expect(planTurn(view, 0, has)?.action).toEqual({ type: 'move', dir: 'down' });
  });
});

describe("Shifting Maze's strong reactions", () => {
  const s = buildPosition({
    maze: mazeOf({ '3,2': '─', '4,2': '─', '8,2': '─', '9,2': '─' }),
    challengers: [{ at: { x: 3, y: 2 }, pp: 2 }, { at: { x: -1, y: 7 } }],
    defenders: [{ at: { x: 3, y: 2 } }],
  });
  const base = shiftingMaze.view(s, 0);
  const reacting = (at: { x: number; y: number }): SmView => ({
    ...base,
    challengers: base.challengers.map((c) => (c.seat === 0 ? { ...c, at } : c)),
    defenders: [{ ...base.defenders[0]!, at }],
    mainLeft: null,
    attack: { defender: 1, queue: [] },
    reaction: { seat: 0, threat: { kind: 'defender', defender: 1 }, used: 0 },
  });
  const flee: SmAction = { type: 'move', dir: 'right' };
  const stun: SmAction = { type: 'stunDefender', defender: 1 };
  const legal: SmAction[] = [flee, stun, { type: 'end' }];

  it('stuns a Defender that has actions left to follow a flight; flees one that has none', () => {
    const view = reacting({ x: 3, y: 2 });
    expect(strongReaction(view, 0, legal, flee, 2)).toEqual(stun);
    expect(strongReaction(view, 0, legal, flee, 0)).toEqual(flee);
  });

  it('leaves the maze when it can: nothing follows to the far side', () => {
    const view = reacting({ x: 9, y: 2 });
    expect(strongReaction(view, 0, legal, stun, 2)).toEqual(flee);
  });
});
