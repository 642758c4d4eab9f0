import { describe, expect, it } from 'vitest';
import { edit, gameOn, go, heard, ofType, P, play, playAll, player, shot } from '../fixtures.ts';
import { labyrinth } from '../game.ts';
import { BASIC } from '../test-plans.ts';

const at = (x: number, y: number) => y * 4 + x;

describe('B.5 items', () => {
  it('B.5.1 a healthy player picks up what he can; corpse < landmine < treasure are exchanged', () => {
    const { state } = gameOn(BASIC, [P(0, 0)], { landmines: true });
    const s = edit(state, (c) => {
      player(c, 0).held = { kind: 'corpse', seat: 0, contagious: false };
      c.items[at(1, 0)]?.push({ kind: 'mine', armed: false }, { kind: 'bullet' });
      player(c, 0).bullets = 2;
    });
    const t = play(s, 0, go('right'));
    expect(player(t.state, 0).held).toEqual({ kind: 'mine', armed: false });
    expect(player(t.state, 0).bullets).toBe(3);
    expect(t.state.items[at(1, 0)]).toEqual([{ kind: 'corpse', seat: 0, contagious: false }]);
    const u = play(t.state, 0, go('down'));
    expect(player(u.state, 0).held?.kind).toBe('treasure');
    expect(u.state.items[at(1, 1)]).toEqual([{ kind: 'mine', armed: false }]);
  });

  it('B.5.1 a wounded player carries only grenades and picks up nothing', () => {
    const { state } = gameOn(BASIC, [P(0, 0)]);
    const s = edit(state, (c) => {
      player(c, 0).health = 'wounded';
      player(c, 0).bullets = 0;
      c.items[at(1, 0)]?.push({ kind: 'bullet' }, { kind: 'grenade' });
    });
    const t = play(s, 0, go('right', { after: [shot('up')] }));
    expect(player(t.state, 0).bullets).toBe(0);
    expect(heard(t.events)).toContain('A wounded or infected player cannot shoot.');
    expect(heard(t.events)).toContain('Walked onto land, found a bullet and a grenade.');
  });

  it('B.5.2 items are left or thrown; thrown against a wall they fall at the feet (told)', () => {
    const { state } = gameOn(BASIC, [P(1, 1)]);
    const t = play(
      state,
      0,
      go('up', {
        before: [
          { do: 'leave', item: 'bullet', to: 'left' },
          { do: 'leave', item: 'grenade', to: 'down' },
        ],
      }),
    );
    expect(t.state.items[at(0, 1)]).toEqual([{ kind: 'bullet' }]);
    expect(heard(t.events)).toContain('Throw a grenade down — you have found a grenade at your feet.');
    expect(t.state.items[at(1, 1)]).toEqual([{ kind: 'grenade' }]);
  });

  it('B.5.2 items thrown into a pit stay there; thrown out of the labyrinth they vanish', () => {
    const { state } = gameOn(BASIC, [P(2, 1), P(3, 0)]);
    const t = play(state, 0, go('up', { before: [{ do: 'leave', item: 'bullet', to: 'down' }] }));
    expect(t.state.items[at(2, 2)]).toEqual([{ kind: 'bullet' }]);
    const u = play(t.state, 1, go('left', { before: [{ do: 'leave', item: 'grenade', to: 'right' }] }));
    expect(u.state.items.flat().filter((i) => i.kind === 'grenade')).toHaveLength(0);
    expect(player(u.state, 1).grenades).toBe(2);
  });

  it('B.5.2 the true treasure thrown out of the labyrinth ends the game in a draw', () => {
    const { state } = gameOn(BASIC, [P(3, 0)]);
    const s = edit(state, (c) => {
      player(c, 0).held = { kind: 'treasure', id: 0 };
      c.items[at(1, 1)] = [];
    });
    const t = play(s, 0, go('left', { before: [{ do: 'leave', item: 'treasure', to: 'right' }] }));
    expect(labyrinth.outcome(t.state)).toMatchObject({
      over: true,
      draw: true,
      reason: 'draw/true-treasure-lost',
    });
  });

  it('B.5.3 players start with 3 bullets, 3 grenades and, with landmines, one landmine', () => {
    const { state } = gameOn(BASIC, [P(0, 0)], { landmines: true });
    expect(player(state, 0)).toMatchObject({ bullets: 3, grenades: 3, held: { kind: 'mine', armed: false } });
  });

  it('B.5.4 a grenade destroys an inner wall; the outer wall survives; a closed exit opens', () => {
    const { state } = gameOn(BASIC, [P(1, 1), P(0, 0), P(2, 2)], { blowReport: 'full' });
    const a = play(state, 0, go('down', { before: [{ do: 'blow', dir: 'down' }] }));
    expect(player(a.state, 0).at).toEqual(P(2, 2));
    expect(heard(a.events)).toContain('Blow the lower wall — the wall was blown up. 2 grenades left.');
    const b = play(a.state, 1, go('right', { before: [{ do: 'blow', dir: 'up' }] }));
    expect(heard(b.events)).toContain('Blow the upper wall — the wall withstood the blast. 2 grenades left.');
    const c = play(b.state, 2, go('down', { before: [{ do: 'blow', dir: 'down' }] }));
    expect(player(c.state, 2).outside).not.toBeNull();
    expect(c.state.plan.exits.every((e) => e.open)).toBe(true);
  });

  it('B.5.4 blowing a wall that does not exist only costs a grenade (silent by default)', () => {
    const { state } = gameOn(BASIC, [P(0, 0)]);
    const t = play(state, 0, go('down', { before: [{ do: 'blow', dir: 'right' }] }));
    expect(player(t.state, 0).grenades).toBe(2);
    expect(heard(t.events)).toContain('Blow the right wall — done. 2 grenades left.');
  });

  it('B.5.5 a shot wounds every other player on the shooter’s cell, whatever its direction', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(0, 0), P(0, 0)]);
    const t = play(state, 0, go('right', { before: [shot('up')] }));
    expect([player(t.state, 1).health, player(t.state, 2).health]).toEqual(['wounded', 'wounded']);
    expect(heard(t.events)).toContain(
      'Shot up — 2 screams are heard! Fell at your feet: 6 bullets. 3 bullets left, 5 on the ground.',
    );
  });

  it('B.5.5 a bullet flies straight until a wall or a player', () => {
    const { state } = gameOn(BASIC, [P(1, 1), P(1, 2), P(3, 1)]);
    const down = play(state, 0, go('up', { before: [shot('down')] }));
    expect(player(down.state, 1).health).toBe('healthy');
    const right = play(state, 0, go('up', { before: [shot('right')] }));
    expect(player(right.state, 2).health).toBe('wounded');
  });

  it('B.5.5 the wounded drops everything but grenades; a second hit kills, leaving corpse and grenades', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 0)], { landmines: true });
    const t = play(state, 0, go('down', { before: [shot('right')] }));
    expect(player(t.state, 1)).toMatchObject({ health: 'wounded', bullets: 0, held: null, grenades: 3 });
    expect(t.state.items[at(1, 0)]).toEqual([
      { kind: 'bullet' },
      { kind: 'bullet' },
      { kind: 'bullet' },
      { kind: 'mine', armed: false },
    ]);
    const again = edit(t.state, (c) => {
      player(c, 0).at = P(0, 0);
      c.turn = 0;
    });
    const k = play(again, 0, go('down', { before: [shot('right')] }));
    expect(player(k.state, 1).condition).toBe('dead');
    expect(k.state.items[at(1, 0)]).toContainEqual({ kind: 'corpse', seat: 1, contagious: false });
    expect(k.state.items[at(1, 0)]?.filter((i) => i.kind === 'grenade')).toHaveLength(3);
  });

  it('B.5.5 items falling on the shooter’s cell are caught on the fly and used in the same move', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(0, 0), P(0, 1)]);
    const s = edit(state, (c) => {
      player(c, 0).bullets = 1;
    });
    const t = play(s, 0, go('up', { before: [shot('left')], after: [shot('down'), shot('down')] }));
    expect(player(t.state, 1).health).toBe('wounded');
    expect(player(t.state, 2).health).toBe('wounded');
    expect(player(t.state, 2).condition).toBe('playing');
    expect(player(t.state, 0).bullets).toBe(1);
  });

  it('B.5.5 a wounded player falls: a second shot in the same move flies over him', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(2, 0)]);
    const t = play(state, 0, go('up', { before: [shot('right'), shot('right')] }));
    expect(player(t.state, 1).condition).toBe('playing');
    expect(player(t.state, 1).health).toBe('wounded');
  });

  it('B.5.5 the wounded may order a new cell on his next turn only; N−1 orders per player', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 0), P(3, 1)]);
    const t = play(state, 0, go('down', { before: [shot('right')] }));
    expect(heard(t.events)).toContain('Player 2 is wounded and can ask for a new cell.');
    expect(labyrinth.legalActions(t.state, 1)).toContainEqual({ type: 'reorder', cell: P(3, 2) });
    const r = play(t.state, 1, { type: 'reorder', cell: P(0, 1) });
    expect(heard(r.events, 'spectator')).toEqual(['Player 2 has ordered a new cell.']);
    expect(heard(r.events, 1)).toContain('You continue from column 1, row 2, which is land.');
    expect(player(r.state, 1)).toMatchObject({ at: P(0, 1), reordersLeft: 1 });
    expect(labyrinth.apply(r.state, 1, { type: 'reorder', cell: P(0, 2) }).ok).toBe(false);
    const m = play(r.state, 1, go('down'));
    expect(player(m.state, 1).health).toBe('healthy');
    // Declining: the right expires with the move.
    const d = play(t.state, 1, go('left'));
    expect(player(d.state, 1).reorderRight).toBeNull();
  });

  it('B.5.6 a dead player stays as a corpse that can be carried; thrown onto a landmine it sets it off', () => {
    const { state } = gameOn(BASIC, [P(0, 1), P(0, 0)], { landmines: true });
    const s = edit(state, (c) => {
      player(c, 0).held = { kind: 'corpse', seat: 1, contagious: false };
      c.items[at(1, 1)]?.push({ kind: 'mine', armed: true });
      player(c, 1).at = P(1, 1);
    });
    const t = play(s, 0, go('up', { before: [{ do: 'leave', item: 'corpse', to: 'right' }] }));
    expect(heard(t.events)).toContain('The corpse set off a landmine! A scream is heard!');
    expect(player(t.state, 1).health).toBe('wounded');
  });
});

describe('B.5.7 landmines', () => {
  it('set on a neighbouring cell, it wounds everyone there when someone arrives; bullets and mines are destroyed', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 1), P(1, 0)], { landmines: true });
    const a = play(state, 0, go('down', { before: [{ do: 'mine', to: 'right' }] }));
    expect(heard(a.events)).toContain('Set a landmine right — done.');
    const b = play(a.state, 1, go('up'));
    expect(heard(b.events)).toContain('A landmine exploded! You are wounded. A scream is heard!');
    expect([player(b.state, 1).health, player(b.state, 2).health]).toEqual(['wounded', 'wounded']);
    const left = b.state.items[at(1, 0)] ?? [];
    expect(left.some((i) => i.kind === 'bullet' || i.kind === 'mine')).toBe(false);
    expect(left.some((i) => i.kind === 'treasure')).toBe(true);
  });

  it('set through a wall, it lands on the own cell without a word', () => {
    const { state } = gameOn(BASIC, [P(1, 1)], { landmines: true });
    const a = play(state, 0, go('up', { before: [{ do: 'mine', to: 'down' }] }));
    expect(a.state.items[at(1, 1)]).toContainEqual({ kind: 'mine', armed: true });
    const b = play(a.state, 0, go('down'));
    expect(player(b.state, 0).health).toBe('wounded');
  });

  it('is defused in a weaponry or a hospital and outside the labyrinth', () => {
    const { state } = gameOn(BASIC, [P(2, 0), P(3, 0)], { landmines: true });
    const a = play(state, 0, go('left', { before: [{ do: 'mine', to: 'here' }] }));
    expect(a.state.items[at(2, 0)]).toEqual([{ kind: 'mine', armed: false }]);
    const b = play(a.state, 1, go('left', { before: [{ do: 'mine', to: 'right' }] }));
    expect(b.state.items.flat().filter((i) => i.kind === 'mine')).toHaveLength(1);
  });

  it('a player arriving in a dark move is not told of the blast and may not order a cell', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 1)], { landmines: true });
    const a = play(state, 0, go('down', { before: [{ do: 'mine', to: 'right' }] }));
    const b = play(a.state, 1, go('up', { report: 'dark' }));
    expect(player(b.state, 1).health).toBe('wounded');
    const c = play(b.state, 0, go('up'));
    expect(heard(c.events)).not.toContain('Player 2 is wounded and can ask for a new cell.');
    expect(labyrinth.legalActions(c.state, 1).some((x) => x.type === 'reorder')).toBe(false);
  });
});

describe('B.5.8 treasures', () => {
  it('of several treasures, the one named is taken; by default an old one is kept', () => {
    const { state } = gameOn(BASIC, [P(0, 1)]);
    const s = edit(state, (c) => {
      c.items[at(1, 1)]?.push({ kind: 'treasure', id: 1 });
    });
    const topmost = play(s, 0, go('right'));
    expect(player(topmost.state, 0).held).toEqual({ kind: 'treasure', id: 1 });
    expect(heard(topmost.events)).toContain('Walked onto land, found 2 treasures.');
    const lowest = play(s, 0, go('right', { treasure: 'lowest' }));
    expect(player(lowest.state, 0).held).toEqual({ kind: 'treasure', id: 0 });
    const holding = edit(s, (c) => {
      player(c, 0).held = { kind: 'treasure', id: 1 };
      c.items[at(1, 1)] = [{ kind: 'treasure', id: 0 }];
    });
    const kept = play(holding, 0, go('right'));
    expect(player(kept.state, 0).held).toEqual({ kind: 'treasure', id: 1 });
    const swapped = play(holding, 0, go('right', { treasure: 1 }));
    expect(player(swapped.state, 0).held).toEqual({ kind: 'treasure', id: 0 });
    expect(swapped.state.items[at(1, 1)]).toEqual([{ kind: 'treasure', id: 1 }]);
  });

  it('asked to pick up nothing, the player takes nothing', () => {
    const { state } = gameOn(BASIC, [P(0, 1)]);
    const t = play(state, 0, go('right', { pickup: false }));
    expect(player(t.state, 0).held).toBeNull();
    expect(ofType(t.events, 'labyrinth/movement')[0]?.found?.treasures).toBe(1);
  });
});

describe('several players in one cell', () => {
  it('B.5.5 players share a cell; a same-cell shot hits all but the shooter', () => {
    const { state } = gameOn(BASIC, [P(1, 0), P(1, 0)]);
    const r = playAll(state, [[0, go('left', { after: [shot('up')] })]]);
    expect(player(r.state, 1).health).toBe('healthy');
  });
});
