/**
 * What the Labyrinth bot decides in small hand-made situations: ordering a cell after a
 * wound, healing, carrying a treasure out, coming back after ashes, blowing its way out
 * when walled in, shooting an opponent it has located, planning with what its position
 * hypotheses imply, blowing a wall to restart the Nstop count.
 */

import { describe, expect, it } from 'vitest';
import { labyrinth } from '../index.ts';
import type { LabyrinthBot } from './bot.ts';
import { Knowledge, S_OPEN, S_UNKNOWN, S_WALL, T_LAND } from './knowledge.ts';
import { choosePlan } from './planner.ts';
import { PITS, plan, table } from './test-helpers.ts';

const idx = (x: number, y: number, width = 3) => y * width + x;

describe('Labyrinth bot decisions', () => {
  it('B.5.5 wounded, it orders the known cell next to a known hospital, then walks in to heal (B.4.2)', () => {
    const t = table(PITS, [
      [1, 0],
      [1, 0],
    ]);
    t.go(0, 'down'); // (1,1)
    t.act(1, { type: 'skip' });
    t.go(0, 'left'); // (0,1) hospital
    t.act(1, { type: 'skip' });
    t.go(0, 'right'); // (1,1)
    t.act(1, { type: 'skip' });
    t.go(0, 'up'); // (1,0), where seat 1 stands
    t.act(1, { type: 'move', movement: 'down', before: [{ do: 'shoot', dir: 'up' }] });
    expect(t.state.players[0]?.health).toBe('wounded');
    const order = t.ask(0);
    expect(order).toEqual({ type: 'reorder', cell: { x: 1, y: 1 } });
    t.act(0, order);
    expect(t.bots[0]?.me.map((h) => h.pos)).toEqual([idx(1, 1)]);
    const move = t.ask(0);
    expect(move).toMatchObject({ type: 'move', movement: 'left' });
    t.act(0, move);
    expect(t.state.players[0]?.health).toBe('healthy');
  });

  it('B.3.2 carrying a treasure with no exit known, it tries the outline next to it, a grenade first (B.5.4 closed exits)', () => {
    const t = table(PITS, [[1, 1]]); // starts on the true treasure and picks it up
    expect(t.state.players[0]?.held?.kind).toBe('treasure');
    t.go(0, 'left'); // (0,1) hospital, on the outline
    // Two unknown outer sides here (down and left); it tries them, blowing first, until out.
    for (let tries = 0; tries < 2 && t.state.result === null; tries++) {
      const move = t.ask(0);
      expect(move).toMatchObject({ type: 'move', before: [{ do: 'blow' }] });
      if (move.type !== 'move') return;
      expect(['down', 'left']).toContain(move.movement);
      expect(move.before?.[0]).toMatchObject({ dir: move.movement });
      t.act(0, move);
    }
    expect(t.state.result?.reason).toBe('treasure-carried-out');
    expect(t.state.result?.winners).toEqual([0]);
  });

  it('B.3.4 after ashes it steps back in, knows the exit, and does not walk out again empty-handed', () => {
    const t = table(PITS, [[2, 0]]);
    t.go(0, 'left'); // (1,0): picks up the fake treasure
    expect(t.state.players[0]?.held?.kind).toBe('treasure');
    t.go(0, 'right'); // (2,0)
    t.go(0, 'right'); // out: ashes
    expect(t.state.players[0]?.outside).not.toBeNull();
    const back = t.ask(0);
    expect(back).toEqual({ type: 'move', movement: 'left' });
    t.act(0, back);
    expect(t.state.players[0]?.condition).toBe('playing');
    expect(t.bots[0]?.me.map((h) => h.pos)).toEqual([idx(2, 0)]);
    expect(t.bots[0]?.k?.exits()).toContainEqual([idx(2, 0), 1]);
    expect(t.ask(0)).not.toMatchObject({ movement: 'right' });
  });

  it('walled in by walls it knows, it blows one (and without grenades it has no plan)', () => {
    const k = new Knowledge({ width: 3, height: 1, mask: null });
    for (let c = 0; c < 3; c++) k.setType(c, T_LAND);
    for (const d of [0, 1, 2, 3]) k.setSide(1, d, S_WALL);
    k.setSide(0, 0, S_WALL);
    const goals = {
      cells: new Map<number, number>(),
      exit: false,
      explore: 0,
      exploreOuter: 2,
      avoid: () => 0,
      grenades: true,
      blowExplore: false,
      solid: new Set<number>(),
    };
    const step = choosePlan(k, 1, goals, 'normal');
    expect(step?.blow).toBe(true);
    expect([1, 3]).toContain(step?.movement);
    expect(choosePlan(k, 1, { ...goals, grenades: false }, 'normal')).toBeNull();
  });

  it('B.5.5 shoots along a known open line at an opponent it has located, not through a hospital', () => {
    const t = table(PITS, [
      [1, 0],
      [2, 1],
    ]);
    t.go(0, 'down'); // (1,1): learns the side (1,0)–(1,1) is open
    t.act(1, { type: 'skip' });
    t.go(0, 'up'); // back to (1,0)
    t.act(1, { type: 'skip' });
    const bot = t.bots[0] as LabyrinthBot;
    const k = bot.k as Knowledge;
    expect(k.sideOf(idx(1, 0), 2)).toBe(S_OPEN);
    bot.others.set(1, { hyps: [{ pos: idx(1, 1), facts: [] }], immune: false });
    const view = () => labyrinthView(t, 0);
    expect(bot.shot(k, view())).toBe(2);
    // Two possible cells, one of them out of line: no shot.
    bot.others.set(1, {
      hyps: [
        { pos: idx(1, 1), facts: [] },
        { pos: idx(2, 1), facts: [] },
      ],
      immune: false,
    });
    expect(bot.shot(k, view())).toBeNull();
    // On the same cell: any direction wounds him.
    bot.others.set(1, { hyps: [{ pos: idx(1, 0), facts: [] }], immune: false });
    expect(bot.shot(k, view())).not.toBeNull();
    // Decided on its turn: shoot, then move.
    bot.others.set(1, { hyps: [{ pos: idx(1, 1), facts: [] }], immune: false });
    expect(t.ask(0)).toMatchObject({ type: 'move', before: [{ do: 'shoot', dir: 'down' }] });
  });
});

describe('Labyrinth bot decisions near the Nstop draw and when lost', () => {
  it('lost between two cells, it plans with the walls each hypothesis implies (no wall hit twice)', () => {
    const t = table(PITS, [[1, 0]]);
    const bot = t.bots[0] as LabyrinthBot;
    const k = bot.k as Knowledge;
    // On (0,0) or (2,0); on either, every side but "down" is a wall it hit (facts of that hypothesis).
    const walls = (p: number) => [0, 1, 3].map((d) => [`s${k.sideKey(p, d)}`, S_WALL] as const);
    bot.me = [
      { pos: idx(0, 0), facts: walls(idx(0, 0)) },
      { pos: idx(2, 0), facts: walls(idx(2, 0)) },
    ];
    for (const p of [idx(0, 0), idx(2, 0)]) for (const d of [0, 1, 3]) expect(k.sideOf(p, d)).toBe(S_UNKNOWN);
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f'])
      expect(t.ask(0, seed)).toMatchObject({ movement: 'down' });
  });

  it('B.3.6 close to the Nstop limit it blows a wall it knows (an irreversible change), not before', () => {
    const walled = plan(['L L W', 'H L L'], {
      exits: [
        { at: [2, 0], side: 'right', open: true },
        { at: [0, 1], side: 'left', open: false },
      ],
      treasures: [{ at: [2, 1], true: true }],
    });
    walled.wallRight[0] = true; // between (0,0) and (1,0)
    const t = table(walled, [[0, 0]], { nstop: 6 });
    const bot = t.bots[0] as LabyrinthBot;
    t.go(0, 'right'); // hits the wall: learnt; the round changed nothing
    expect(bot.k?.sideOf(idx(0, 0), 1)).toBe(S_WALL);
    expect(t.state.nstopCount).toBe(1);
    expect(bot.rescue(bot.k as Knowledge, labyrinthView(t, 0))).toBeNull();
    t.go(0, 'down');
    t.go(0, 'up');
    expect(t.state.nstopCount).toBe(3); // three rounds left
    expect(bot.rescue(bot.k as Knowledge, labyrinthView(t, 0))).toBe(1);
    const move = t.ask(0);
    expect(move).toMatchObject({ type: 'move', before: [{ do: 'blow', dir: 'right' }] });
    t.act(0, move);
    expect(t.state.plan.wallRight[0]).toBe(false);
    expect(t.state.nstopCount).toBe(0);
    expect(t.state.result).toBeNull();
  });

  it('B.3.6 in the last round, with no wall known, it gambles a grenade on the likeliest side', () => {
    const open = plan(['L L W', 'H L L'], {
      exits: [
        { at: [2, 0], side: 'right', open: true },
        { at: [0, 1], side: 'left', open: false },
      ],
      treasures: [{ at: [2, 1], true: true }],
    });
    const t = table(open, [[1, 1]], { nstop: 3 });
    const bot = t.bots[0] as LabyrinthBot;
    t.go(0, 'up'); // (1,0)
    t.go(0, 'down'); // (1,1)
    expect(t.state.nstopCount).toBe(2);
    // Sides known open (up) are no use; an unknown inner side (left, right) may be a wall.
    expect([1, 3]).toContain(bot.rescue(bot.k as Knowledge, labyrinthView(t, 0)));
  });
});

function labyrinthView(t: ReturnType<typeof table>, seat: number) {
  return labyrinth.view(t.state, seat);
}
