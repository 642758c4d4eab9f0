/**
 * Corners of the rules found in a player's audit of the engine (each test names the rule).
 * Plans: BASIC (test-plans.ts) — row 0: L L W | H (open exit right of H); row 1: L L* L L;
 * row 2: H Pa1 Pa2 L+ (Pa1 → Pa2 → Pa1); walls below (2,0) and below (1,1).
 */
import { describe, expect, it } from 'vitest';
import { edit, gameOn, go, heard, ofType, P, play, playAll, player } from '../fixtures.ts';
import { labyrinth } from '../game.ts';
import { BASIC, MITE, RIVER } from '../test-plans.ts';

const at = (x: number, y: number) => y * 4 + x;
const FAKE_ID = 1;

describe('audit: landmines', () => {
  it('B.5.7 a player wounded by a landmine on arrival does not "find" what he dropped himself', () => {
    const { state } = gameOn(BASIC, [P(0, 1)], { landmines: true });
    const s = edit(state, (c) => {
      player(c, 0).held = { kind: 'treasure', id: FAKE_ID };
      c.items[at(0, 0)]?.push({ kind: 'mine', armed: true });
    });
    const t = play(s, 0, go('up', { after: [{ do: 'blow', dir: 'up', if: { on: 'found-treasure' } }] }));
    expect(player(t.state, 0).health).toBe('wounded');
    expect(t.state.items[at(0, 0)]).toEqual([{ kind: 'treasure', id: FAKE_ID }]);
    expect(ofType(t.events, 'labyrinth/movement')[0]?.found).toBeNull();
    expect(heard(t.events)).toContain('Walked onto land.');
    // The condition "if I find a treasure" does not hold: his own treasure was not found.
    expect(ofType(t.events, 'labyrinth/condition')[0]?.met).toBe(false);
  });

  it('B.5.7 a player killed by a landmine does not "find" his own corpse and grenades; what the blast spared is found', () => {
    const { state } = gameOn(BASIC, [P(0, 1)], { landmines: true });
    const s = edit(state, (c) => {
      player(c, 0).health = 'wounded';
      player(c, 0).bullets = 0;
      player(c, 0).held = null;
      c.items[at(0, 0)]?.push({ kind: 'grenade' }, { kind: 'mine', armed: true }, { kind: 'bullet' });
    });
    const t = play(s, 0, go('up'));
    expect(player(t.state, 0).condition).toBe('dead');
    const movement = ofType(t.events, 'labyrinth/movement')[0];
    expect(movement?.found).toEqual({ treasures: 0, bullets: 0, grenades: 1, mines: 0, corpses: 0 });
  });

  it('B.4.4 falling into a pit and out of the loop onto one’s own cell is an arrival: a landmine there goes off', () => {
    // Pa2 (2,2) is the player's cell; stepping left into Pa1 (1,2) brings him back to Pa2.
    const { state } = gameOn(BASIC, [P(2, 2)], { landmines: true });
    const s = edit(state, (c) => {
      c.items[at(2, 2)]?.push({ kind: 'mine', armed: true });
    });
    const t = play(s, 0, go('left'));
    expect(player(t.state, 0).at).toEqual(P(2, 2));
    expect(player(t.state, 0).health).toBe('wounded');
    expect(ofType(t.events, 'labyrinth/blast')).toHaveLength(1);
  });

  it('B.4.6 stepping upstream is staying on the same cell: a landmine set there does not go off', () => {
    // On the delta (3,0), a step left into the river (2,0) flowing right carries him back to the delta.
    const { state } = gameOn(RIVER, [P(3, 0)], { landmines: true });
    const u = edit(state, (c) => {
      c.items[at(3, 0)]?.push({ kind: 'mine', armed: true });
    });
    const t = play(u, 0, go('left'));
    expect(player(t.state, 0).at).toEqual(P(3, 0));
    expect(player(t.state, 0).health).toBe('healthy');
  });
});

describe('audit: items on the cell', () => {
  it('B.5.2 a healthy player may throw an item lying on his cell (a corpse he did not take)', () => {
    const { state } = gameOn(BASIC, [P(1, 0)]);
    const s = edit(state, (c) => {
      player(c, 0).held = { kind: 'treasure', id: FAKE_ID };
      c.items[at(1, 0)]?.push({ kind: 'corpse', seat: 0, contagious: false });
    });
    const t = play(s, 0, go('down', { before: [{ do: 'leave', item: 'corpse', to: 'left' }] }));
    expect(heard(t.events)).toContain('Throw a corpse left — done.');
    expect(t.state.items[at(0, 0)]).toEqual([{ kind: 'corpse', seat: 0, contagious: false }]);
    expect(player(t.state, 0).held).toEqual({ kind: 'treasure', id: FAKE_ID });
  });

  it('B.5.2 a contagious corpse lying on the cell can be thrown only by an immune player', () => {
    const { state } = gameOn(BASIC, [P(1, 0)]);
    const s = edit(state, (c) => {
      c.items[at(1, 0)]?.push({ kind: 'corpse', seat: 0, contagious: true });
    });
    const t = play(s, 0, go('down', { before: [{ do: 'leave', item: 'corpse', to: 'left' }] }));
    expect(t.state.items[at(0, 0)]).toEqual([]);
    const u = play(
      edit(s, (c) => {
        player(c, 0).immune = true;
      }),
      0,
      go('down', { before: [{ do: 'leave', item: 'corpse', to: 'left' }] }),
    );
    expect(u.state.items[at(0, 0)]).toEqual([{ kind: 'corpse', seat: 0, contagious: true }]);
  });

  it('B.5.1 a wounded player cannot throw items lying on his cell', () => {
    const { state } = gameOn(BASIC, [P(1, 0)]);
    const s = edit(state, (c) => {
      player(c, 0).health = 'wounded';
      player(c, 0).bullets = 0;
      c.items[at(1, 0)]?.push({ kind: 'bullet' });
    });
    const t = play(s, 0, go('down', { before: [{ do: 'leave', item: 'bullet', to: 'left' }] }));
    expect(t.state.items[at(0, 0)]).toEqual([]);
  });
});

describe('audit: skipping', () => {
  it('B.6.6 when every player in turn has skipped, the game is a draw, even across a round’s end', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(3, 1), P(3, 2)]);
    const r = playAll(state, [
      [0, go('up')],
      [1, { type: 'skip' }],
      [2, { type: 'skip' }],
    ]);
    expect(labyrinth.outcome(r.state).over).toBe(false);
    const t = play(r.state, 0, { type: 'skip' });
    expect(labyrinth.outcome(t.state)).toMatchObject({ over: true, draw: true, reason: 'draw/all-skip' });
  });

  it('B.6.6 a dead player’s old skip does not count: only players still in the game', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(3, 1)]);
    const r = playAll(state, [
      [0, go('up')],
      [1, { type: 'skip' }],
    ]);
    expect(labyrinth.outcome(r.state).over).toBe(false);
  });
});

describe('audit: pits', () => {
  it('B.4.4 a landmine, a contagious corpse and items in the entry pit do not touch the player; the exit pit’s do', () => {
    // From the hospital (0,2) a step right into Pa1 (1,2) ends in Pa2 (2,2).
    const { state } = gameOn(BASIC, [P(0, 2)], { landmines: true });
    const s = edit(state, (c) => {
      player(c, 0).bullets = 2;
      player(c, 0).held = null;
      c.items[at(1, 2)]?.push(
        { kind: 'mine', armed: true },
        { kind: 'corpse', seat: 0, contagious: true },
        { kind: 'bullet' },
      );
      c.items[at(2, 2)]?.push({ kind: 'mine', armed: false });
    });
    const t = play(s, 0, go('right'));
    const me = player(t.state, 0);
    expect(me.at).toEqual(P(2, 2));
    expect([me.health, me.infection, me.bullets]).toEqual(['healthy', null, 2]);
    expect(me.held).toEqual({ kind: 'mine', armed: false });
    expect(heard(t.events)).toContain(
      'Fell into a pit, was transported to the next one in the loop, found a landmine.',
    );
    expect(t.state.items[at(1, 2)]).toHaveLength(3);
  });
});

describe('audit: encephalitis', () => {
  it('B.4.7 the waker must leave on his next move even if a player died in between (the grace is one round)', () => {
    // MITE: L (0,0), E (1,0), H (2,0) / W, L*, L (2,1). Seat 2 is wounded and shares seat 1's cell.
    const { state } = gameOn(MITE, [P(0, 0), P(2, 1), P(2, 1)]);
    const s = edit(state, (c) => {
      player(c, 2).health = 'wounded';
      player(c, 2).bullets = 0;
    });
    const r = playAll(s, [
      [0, go('right')],
      [1, go('up', { before: [{ do: 'shoot', dir: 'left' }] })],
    ]);
    expect(player(r.state, 2).condition).toBe('dead');
    expect(r.state.order[r.state.turn]).toBe(0);
    const t = play(r.state, 0, go('up'));
    expect(player(t.state, 0).infection).not.toBeNull();
  });

  it('B.4.7 a mite woken at the start by a later player turns contagious when his first move begins, even after a death', () => {
    // Seat 2 starts on the encephalitis cell; seat 0 kills the wounded seat 1 on his cell, then seat 2 moves.
    const { state } = gameOn(MITE, [P(2, 1), P(2, 1), P(1, 0)]);
    const s = edit(state, (c) => {
      player(c, 1).health = 'wounded';
      player(c, 1).bullets = 0;
    });
    const r = play(s, 0, go('up', { before: [{ do: 'shoot', dir: 'left' }] }));
    expect(player(r.state, 1).condition).toBe('dead');
    expect(r.state.order[r.state.turn]).toBe(2);
    const t = play(r.state, 2, go('up'));
    expect(player(t.state, 2).infection).not.toBeNull();
  });
});
