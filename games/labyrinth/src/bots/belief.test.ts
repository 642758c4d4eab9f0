/**
 * Belief tracking on small hand-made plans: the engine plays the moves, each bot is fed
 * only what its seat receives (`eventsFor`) and its view, as `playBots` does.
 */
import { describe, expect, it } from 'vitest';
import { commitCommon, type MoveAnnouncement, stepBelief } from './belief.ts';
import type { LabyrinthBot } from './bot.ts';
import {
  Knowledge,
  S_OPEN,
  S_WALL,
  T_DELTA,
  T_ENCEPHALITIS,
  T_LAND,
  T_LANDISH,
  T_PIT,
  T_RIVER,
  T_WEAPONRY,
} from './knowledge.ts';
import { predict } from './planner.ts';
import { PITS, plan, table } from './test-helpers.ts';

const positions = (b: LabyrinthBot) => b.me.map((h) => h.pos).sort((a, c) => a - c);
const idx = (x: number, y: number, width = 3) => y * width + x;

// A river at (1,0) flowing right into the delta (2,0).
const RIVER = plan(['L R> D', 'H W L'], {
  exits: [
    { at: [0, 0], side: 'left', open: true },
    { at: [2, 1], side: 'right', open: false },
  ],
  treasures: [{ at: [2, 1], true: true }],
});

describe('Labyrinth bot: where am I', () => {
  it('B.6.2 the own start cell is known from the private start event, with the type told', () => {
    const t = table(RIVER, [[0, 0]]);
    expect(positions(t.bots[0] as LabyrinthBot)).toEqual([idx(0, 0)]);
    expect(t.bots[0]?.k?.type[idx(0, 0)]).toBe(T_LAND);
  });

  it('B.4.1 walking onto land moves one cell; the side walked through is open', () => {
    const t = table(PITS, [[1, 0]]);
    t.go(0, 'down');
    const b = t.bots[0] as LabyrinthBot;
    expect(positions(b)).toEqual([idx(1, 1)]);
    expect(b.k?.type[idx(1, 1)]).toBe(T_LAND);
    expect(b.k?.sideOf(idx(1, 0), 2)).toBe(S_OPEN);
  });

  it('B.2.2 hitting a wall keeps the position and teaches the wall', () => {
    const t = table(RIVER, [[0, 0]]);
    t.go(0, 'up');
    const b = t.bots[0] as LabyrinthBot;
    expect(positions(b)).toEqual([idx(0, 0)]);
    expect(b.k?.sideOf(idx(0, 0), 0)).toBe(S_WALL);
  });

  it('B.4.4 a pit makes the position uncertain; the next announcement settles it and the loop is learnt', () => {
    const t = table(PITS, [[1, 0]]);
    t.go(0, 'left'); // into pit (0,0), out at (2,1)
    const b = t.bots[0] as LabyrinthBot;
    const after = positions(b);
    expect(after).toContain(idx(2, 1));
    expect(after.length).toBeGreaterThan(1);
    // Not the start cell (told land) nor the pit fallen into (a loop never returns to it at once).
    expect(after).not.toContain(idx(1, 0));
    expect(after).not.toContain(idx(0, 0));
    t.go(0, 'up'); // (2,1) → (2,0): "walked into a weaponry"
    expect(positions(b)).toEqual([idx(2, 0)]);
    expect(b.k?.pitNext[idx(0, 0)]).toBe(idx(2, 1));
    expect(b.k?.type[idx(2, 1)]).toBe(T_PIT);
    expect(b.k?.type[idx(2, 0)]).toBe(T_WEAPONRY);
  });

  it('B.4.6 a river carries one cell: candidates are the neighbours, pruned by the next move; the flow is learnt', () => {
    const t = table(RIVER, [[0, 0]]);
    t.go(0, 'right'); // into the river (1,0), carried to the delta (2,0)
    const b = t.bots[0] as LabyrinthBot;
    expect(positions(b)).toEqual([idx(2, 0), idx(1, 1)]);
    t.go(0, 'down'); // (2,0) → (2,1) land; from (1,1) down is the outline
    expect(positions(b)).toEqual([idx(2, 1)]);
    expect(b.k?.flow[idx(1, 0)]).toBe(1);
    expect(b.k?.type[idx(1, 0)]).toBe(T_RIVER);
    expect(b.k?.type[idx(2, 0)]).toBe(T_DELTA);
  });

  it('B.3.4 after walking out the bot knows the exit and steps back the way it came', () => {
    const t = table(RIVER, [[0, 0]]);
    t.go(0, 'left'); // out through the open exit on the left, with nothing in hand
    const b = t.bots[0] as LabyrinthBot;
    expect(b.k?.exits()).toEqual([[idx(0, 0), 3]]);
    const choice = t.ask(0);
    expect(choice).toEqual({ type: 'move', movement: 'right' });
    t.act(0, choice);
    expect(positions(b)).toEqual([idx(0, 0)]);
  });

  it('tracks an opponent from his start cell type and his announced moves', () => {
    const t = table(PITS, [
      [1, 0],
      [0, 1],
    ]);
    const watcher = t.bots[1] as LabyrinthBot;
    // Seat 0 started on land: every cell not known to be something else.
    expect(watcher.others.get(0)?.hyps.map((h) => h.pos)).toContain(idx(1, 0));
    t.go(0, 'down'); // (1,0) → (1,1)
    t.go(1, 'right'); // (0,1) → (1,1): the watcher learns (1,1) is land
    t.go(0, 'right'); // (1,1) → (2,1) pit → (0,0)
    const hyps = watcher.others.get(0)?.hyps.map((h) => h.pos) ?? [];
    expect(hyps).toContain(idx(0, 0));
    expect(hyps).not.toContain(idx(1, 1));
  });

  it('B.4.7 "land" told to an immune player is learnt as land-or-encephalitis, and walked on as known', () => {
    const k = new Knowledge({ width: 2, height: 1, mask: null });
    const step: MoveAnnouncement = {
      movement: 1,
      hitWall: false,
      riverBlocked: false,
      fellIntoPit: false,
      looped: false,
      carried: false,
      walkedAlong: false,
      returned: false,
      outside: false,
      cellType: 'land',
    };
    const moved = stepBelief(k, [{ pos: 0, facts: [] }], step, {
      immune: true,
      rivers: 'normal',
      learn: true,
    });
    expect(commitCommon(k, moved.hyps).map((h) => h.pos)).toEqual([1]);
    // Before, nothing was learnt: the cell stayed unknown and the planner kept "exploring" it
    // (an immune player walked back and forth between two cells until the Nstop draw).
    expect(k.type[1]).toBe(T_LANDISH);
    expect(predict(k, 0, 1, 'normal')).toBe(1);
    // A player who is not immune tells it apart later.
    k.setType(1, T_ENCEPHALITIS);
    expect(k.type[1]).toBe(T_ENCEPHALITIS);
    k.setType(1, T_LAND);
    expect(k.type[1]).toBe(T_ENCEPHALITIS);
  });
});
