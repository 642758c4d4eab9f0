import { describe, expect, it } from 'vitest';
import { edit, gameOn, go, heard, ofType, P, planOf, play, playAll, player, shot } from '../fixtures.ts';
import { labyrinth } from '../game.ts';
import { labyrinthOptionsSchema } from '../options.ts';
import { BASIC, RIVER } from '../test-plans.ts';
import { describeEvent } from '../text/describe.ts';

const at = (x: number, y: number) => y * 4 + x;
const FAKE_ID = 1;
const skip = { type: 'skip' } as const;

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

describe('B.5.7 landmines: arrivals, and what the player finds after a blast', () => {
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

describe('B.5.5 the cell order after one’s own landmine', () => {
  // Player 1 sets a landmine right of (0,0), on (1,0); player 2 steps up onto it from (1,1).
  const mined = (options: Record<string, unknown> = {}, report?: 'dark') => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 1)], { landmines: true, ...options });
    return playAll(state, [
      [0, go('down', { before: [{ do: 'mine', to: 'right' }] })],
      [1, go('up', report === undefined ? {} : { report })],
    ]);
  };
  const asked = 'Player 2, wounded by a landmine on his last move, can ask for a new cell.';

  it('B.5.5/B.5.7 wounded in his own move, he is asked at the start of his next turn, as everyone hears', () => {
    const r = mined();
    expect(heard(r.events)).toContain('A landmine exploded! You are wounded.');
    expect(heard(r.events)).not.toContain(asked);
    const t = play(r.state, 0, go('up'));
    // The last word before his move, heard by everyone (B.6.2), in every language.
    expect(heard(t.events, 'spectator').at(-1)).toBe(asked);
    expect(heard(t.events, 0)).toContain(asked);
    expect(heard(t.events, 1, 'ru')).toContain(
      'Игрок 2, раненный миной на прошлом ходу, может заказать новую клетку.',
    );
    const [notice] = ofType(t.events, 'labyrinth/turn-notice');
    expect(notice).toMatchObject({ seat: 1, notice: 'mine-wound', canReorder: true, audience: 'all' });
    if (notice === undefined) throw new Error('no notice');
    expect(describeEvent(notice, 'de')).toBe(
      'Spieler 2 wurde bei seinem letzten Zug von einer Landmine verwundet und kann ein neues Feld bestellen.',
    );
    expect(labyrinth.view(t.state, 1).me?.mayReorder).toBe(true);
    // Asked once: not again on the turn after.
    const later = playAll(t.state, [
      [1, go('down')],
      [0, go('up')],
    ]);
    expect(heard(later.events)).not.toContain(asked);
    expect(labyrinth.view(later.state, 1).me?.mayReorder).toBe(false);
  });

  it('B.6.7/B.7.5/B.5.5 not asked when he may not order: a dark move, a table denying it, no orders left', () => {
    for (const r of [
      mined({}, 'dark'),
      mined({ mineVictimsReorder: false }),
      (() => {
        const { state } = gameOn(BASIC, [P(0, 0), P(1, 1)], { landmines: true });
        return playAll(
          edit(state, (c) => {
            player(c, 1).reordersLeft = 0;
          }),
          [
            [0, go('down', { before: [{ do: 'mine', to: 'right' }] })],
            [1, go('up')],
          ],
        );
      })(),
    ]) {
      expect(player(r.state, 1).health).toBe('wounded');
      const t = play(r.state, 0, go('up'));
      expect(ofType(t.events, 'labyrinth/turn-notice')).toEqual([]);
      expect(labyrinth.view(t.state, 1).me?.mayReorder).toBe(false);
    }
  });
});

describe('B.5.1–B.5.2 items lying on the cell', () => {
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

describe('B.5.2 what a player is told he found', () => {
  it('B.5.2/B.3.3/B.6.5 everything visible on the cell is told, also what he cannot take', () => {
    const { state } = gameOn(BASIC, [P(0, 1), P(3, 1)]);
    // A wounded player (grenades full) can take nothing of it: he is told all the same.
    const wounded = edit(state, (c) => {
      Object.assign(player(c, 0), { health: 'wounded', bullets: 0, held: null });
      c.items[at(1, 1)]?.push(
        { kind: 'bullet' },
        { kind: 'bullet' },
        { kind: 'grenade' },
        { kind: 'mine', armed: false },
      );
    });
    const w = play(wounded, 0, go('right'));
    expect(heard(w.events)).toContain(
      'Walked onto land, found a treasure, 2 bullets, a grenade and a landmine.',
    );
    expect(w.state.items[at(1, 1)]).toHaveLength(5);
    // A healthy player with a full load and a treasure keeps his own and leaves the rest: told all the same.
    const full = edit(state, (c) => {
      const fake = c.items[at(3, 2)]?.pop();
      if (fake?.kind !== 'treasure') throw new Error('the fake treasure lies on (3,2)');
      player(c, 0).held = fake;
      c.items[at(1, 1)]?.push({ kind: 'bullet' });
    });
    const f = play(full, 0, go('right'));
    expect(heard(f.events)).toContain('Walked onto land, found a treasure and a bullet.');
    expect(player(f.state, 0).held).toEqual({ kind: 'treasure', id: 1 });
  });
});

describe('B.5.4 a grenade thrown from just outside the labyrinth', () => {
  it('B.5.4 a grenade thrown from just outside the labyrinth is spent, and the answer says so', () => {
    const { state } = gameOn(BASIC, [P(3, 0), P(0, 1)]);
    // Walks out through the open exit of the hospital, then blows "the left wall": there is none outside.
    const out = play(state, 0, go('right', { after: [{ do: 'blow', dir: 'left' }] }));
    expect(player(out.state, 0).outside).not.toBeNull();
    expect(player(out.state, 0).grenades).toBe(2);
    expect(ofType(out.events, 'labyrinth/grenade')).toMatchObject([{ result: 'outside', grenades: 2 }]);
    expect(heard(out.events)).toContain(
      'Blow the left wall — there are no walls outside the labyrinth, the grenade is spent. 2 grenades left.',
    );
    expect(heard(out.events, 'spectator', 'ru')).toContain(
      'Взорвать левую стену — снаружи лабиринта стен нет, граната потрачена. Гранат: 2.',
    );
    // Before coming back in he is still outside: a grenade thrown then is spent too.
    const back = playAll(out.state, [
      [1, skip],
      [0, go('left', { before: [{ do: 'blow', dir: 'up' }] })],
    ]);
    expect(player(back.state, 0).outside).toBeNull();
    expect(player(back.state, 0).at).toEqual(P(3, 0));
    expect(player(back.state, 0).grenades).toBe(1);
    // Without grenades: no luck, as inside.
    const none = edit(out.state, (c) => {
      c.players[0]!.grenades = 0;
    });
    const t = playAll(none, [
      [1, skip],
      [0, go('left', { before: [{ do: 'blow', dir: 'up' }] })],
    ]);
    expect(ofType(t.events, 'labyrinth/grenade')).toMatchObject([{ result: 'no-grenade', grenades: 0 }]);
    expect(heard(t.events)).toContain('Blow the upper wall — no luck, you have no grenades.');
  });
});

describe('B.5.5 bullets on the ground', () => {
  it('B.6.5/B.5.5 a shot uses a bullet lying on the shooter’s cell first, and the answer tells what is left on the ground', () => {
    // The reference's conditional example: "Go right - fell into a pit, found a treasure, two bullets and a
    // corpse; shoot right - three bullets left, one on the ground, no scream is heard; shoot right - no
    // screams, still three bullets left; leave a grenade - no luck". BASIC: H (0,2) → Pa1 (1,2) → Pa2 (2,2).
    const { state } = gameOn(BASIC, [P(0, 2)]);
    const s = edit(state, (c) => {
      player(c, 0).grenades = 0;
      c.items[at(2, 2)]?.push(
        { kind: 'treasure', id: 1 },
        { kind: 'bullet' },
        { kind: 'bullet' },
        { kind: 'corpse', seat: 0, contagious: false },
      );
    });
    const t = play(
      s,
      0,
      go('right', {
        after: [
          { do: 'shoot', dir: 'up', if: { on: 'found-treasure' } },
          { do: 'shoot', dir: 'right', if: { on: 'found-bullet' } },
          { do: 'leave', item: 'grenade', to: 'here', if: { on: 'pit' } },
        ],
      }),
    );
    const words = heard(t.events);
    expect(words).toContain(
      'Fell into a pit, was transported to the next one in the loop, found a treasure, 2 bullets and a corpse.',
    );
    expect(words).toContain('Shot up — no scream is heard. 3 bullets left, 1 on the ground.');
    expect(words).toContain('Shot right — no scream is heard. 3 bullets left.');
    expect(words).toContain('Leave a grenade — no luck, you have none.');
    expect(player(t.state, 0).bullets).toBe(3);
    expect(t.state.items[at(2, 2)]?.filter((i) => i.kind === 'bullet')).toEqual([]);
  });
});

describe('B.5.8 treasures lying together at the start', () => {
  const STACKED = `
labyrinth 3x2 cell 4
+----+----+----+
| L*+  W    H   
+    +    +    +
  L    L    L  |
+----+----+----+
`;

  it('B.5.8/B.3.4 several treasures on one cell at the start are piled in a random order: "lowest" does not tell the true one', () => {
    const lowestIsTrue = new Set<boolean>();
    for (let i = 0; i < 16; i++) {
      const r = labyrinth.setup({
        options: labyrinthOptionsSchema.parse({ plan: planOf(STACKED), landmines: false }),
        players: 1,
        seed: `stack-${i}`,
      });
      if (!r.ok) throw new Error(r.error.message);
      const pile = r.value.state.items[0] ?? [];
      expect(pile.map((x) => x.kind)).toEqual(['treasure', 'treasure']);
      const lowest = pile[0];
      lowestIsTrue.add(lowest?.kind === 'treasure' && r.value.state.treasureTrue[lowest.id] === true);
    }
    expect([...lowestIsTrue].sort()).toEqual([false, true]);
  });
});
