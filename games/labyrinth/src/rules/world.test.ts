/**
 * What cells do to players (B.4, B.7.4): rivers and deltas, pits, encephalitis, hospitals and
 * weaponries, and cells nobody can stand on. Plans: test-plans.ts (EXAMPLE — row 0: L W L* Pa2;
 * row 1: L L H Pa1; row 2: D R< L L, the river (1,2) flowing left straight into the delta (0,2);
 * row 3: L L L L).
 */
import { describe, expect, it } from 'vitest';
import { edit, gameOn, go, heard, ofType, P, play, playAll, player, shot } from '../fixtures.ts';
import { labyrinth } from '../game.ts';
import { BASIC, EXAMPLE, MITE, RIVER } from '../test-plans.ts';

const at = (x: number, y: number) => y * 4 + x;

describe('B.4.5–B.4.6 rivers and deltas', () => {
  it('walking into a river carries the player one cell with the flow', () => {
    const { state } = gameOn(RIVER, [P(0, 0), P(2, 1)]);
    const t = play(state, 0, go('right'));
    expect(player(t.state, 0).at).toEqual(P(2, 0));
    expect(heard(t.events)).toContain('Walked into a river, carried by the flow.');
    const u = play(t.state, 1, go('up'));
    expect(player(u.state, 1).at).toEqual(P(3, 0));
    expect(heard(u.events)).toContain('Walked into a river, carried by the flow to a delta.');
  });

  it('moving upstream leaves the player where he was, with the same words', () => {
    const { state } = gameOn(RIVER, [P(2, 0)]);
    const t = play(state, 0, go('left'));
    expect(player(t.state, 0).at).toEqual(P(2, 0));
    expect(heard(t.events)).toContain('Walked into a river, carried by the flow.');
  });

  it('a movement by the flow goes one cell downstream', () => {
    const { state } = gameOn(RIVER, [P(2, 0)]);
    const t = play(state, 0, go('flow'));
    expect(player(t.state, 0).at).toEqual(P(3, 0));
    expect(heard(t.events)).toContain('Walked by the flow into a delta.');
  });

  it('hitting a wall in a river still carries the player downstream', () => {
    const { state } = gameOn(RIVER, [P(2, 0)]);
    const t = play(state, 0, go('up'));
    expect(player(t.state, 0).at).toEqual(P(3, 0));
    expect(heard(t.events)).toContain('Cannot move - hit a wall; carried by the flow to a delta.');
  });

  it('walking into a delta directly is not a carry', () => {
    const { state } = gameOn(RIVER, [P(3, 1)]);
    expect(heard(play(state, 0, go('up')).events)).toContain('Walked into a delta.');
  });

  it('items thrown into a river source are lost; the true treasure there is a draw', () => {
    const { state } = gameOn(RIVER, [P(0, 0)]);
    const s = edit(state, (c) => {
      player(c, 0).held = { kind: 'treasure', id: 0 };
      c.items[1 * 4 + 3] = [];
    });
    const t = play(s, 0, go('down', { before: [{ do: 'leave', item: 'treasure', to: 'right' }] }));
    expect(labyrinth.outcome(t.state)).toMatchObject({
      over: true,
      draw: true,
      reason: 'draw/true-treasure-lost',
    });
  });

  it('B.7.4 shallow rivers carry once, then the player walks along the river', () => {
    const { state } = gameOn(RIVER, [P(0, 0)], { rivers: 'shallow' });
    const a = play(state, 0, go('right'));
    expect(player(a.state, 0)).toMatchObject({ at: P(2, 0), footing: true });
    const b = play(a.state, 0, go('left'));
    expect(player(b.state, 0).at).toEqual(P(1, 0));
    expect(heard(b.events)).toContain('Walked along the river.');
  });

  it('B.7.4 turbulent rivers carry the player all the way to the delta', () => {
    const { state } = gameOn(RIVER, [P(0, 0)], { rivers: 'turbulent' });
    const t = play(state, 0, go('right'));
    expect(player(t.state, 0).at).toEqual(P(3, 0));
    expect(heard(t.events)).toContain('Walked into a river, carried by the flow to a delta.');
  });

  it('B.7.3 with damp powder nobody shoots from a river', () => {
    const { state } = gameOn(RIVER, [P(2, 0)], { shootFromRivers: false });
    const t = play(state, 0, go('flow', { before: [shot('down')] }));
    expect(heard(t.events)).toContain('Shot down — the powder is damp.');
    expect(player(t.state, 0).bullets).toBe(3);
  });
});

describe('B.4.7 encephalitis', () => {
  it('the first arrival wakes the mite; leaving on the next move is safe; later arrivals are infected', () => {
    const { state } = gameOn(MITE, [P(0, 0), P(0, 1)]);
    const r = playAll(state, [[0, go('right')]]);
    expect(heard(r.events)).toContain('Arrived at the encephalitis cell, woke up the mite.');
    const s = playAll(r.state, [
      [1, go('up')],
      [0, go('right')],
    ]);
    expect(player(s.state, 0).infection).toBeNull();
    const t = play(s.state, 1, go('right'));
    expect(heard(t.events)).toContain('You have been infected and have 5 moves to heal.');
    expect(player(t.state, 1)).toMatchObject({ bullets: 0, grenades: 3, infection: { movesLeft: 5 } });
    expect(t.state.items[1]).toEqual([{ kind: 'bullet' }, { kind: 'bullet' }, { kind: 'bullet' }]);
  });

  it('the waker who does not leave on his next move is infected', () => {
    const { state } = gameOn(MITE, [P(0, 0), P(0, 1)]);
    const r = playAll(state, [
      [0, go('right')],
      [1, { type: 'skip' }],
      [0, go('up')],
    ]);
    expect(player(r.state, 0).infection).not.toBeNull();
  });

  it('an infected player healed in time becomes immune: the cell is land for him', () => {
    const { state } = gameOn(MITE, [P(1, 0)]);
    const s = edit(state, (c) => {
      player(c, 0).infection = { movesLeft: 3 };
      if (c.mites[0]) c.mites[0].state = 'contagious';
    });
    const a = play(s, 0, go('right'));
    expect(heard(a.events)).toContain(
      'Walked into a hospital, was healed, and is now immune to encephalitis.',
    );
    const b = play(a.state, 0, go('left'));
    expect(heard(b.events)).toContain('Walked onto land.');
    expect(player(b.state, 0).infection).toBeNull();
  });

  it('time runs out only on successful moves; then the player dies and his corpse is contagious', () => {
    const { state } = gameOn(MITE, [P(1, 0), P(2, 1), P(0, 0)]);
    const s = edit(state, (c) => {
      player(c, 0).infection = { movesLeft: 1 };
      player(c, 0).immune = false;
    });
    const wall = play(s, 0, go('up'));
    expect(player(wall.state, 0).infection).toEqual({ movesLeft: 1 });
    const t = play(s, 0, go('down'));
    expect(player(t.state, 0).condition).toBe('dead');
    expect(heard(t.events)).toContain('Player 1 did not reach a hospital in time and died.');
    expect(t.state.items[1 * 3 + 1]).toContainEqual({ kind: 'corpse', seat: 0, contagious: true });
    const u = play(t.state, 1, go('left'));
    expect(player(u.state, 1).infection).not.toBeNull();
  });

  it('a wounded player who is infected dies; an infected player hit by a bullet dies', () => {
    const { state } = gameOn(MITE, [P(0, 0), P(2, 1)]);
    const s = edit(state, (c) => {
      player(c, 0).health = 'wounded';
      if (c.mites[0]) c.mites[0].state = 'contagious';
    });
    const t = play(s, 0, go('right'));
    expect(player(t.state, 0).condition).toBe('dead');
    expect(heard(t.events)).toContain('Being wounded, you caught encephalitis and died.');
    const v = edit(state, (c) => {
      player(c, 1).infection = { movesLeft: 4 };
      player(c, 1).at = P(1, 0);
    });
    const k = play(v, 0, go('down', { before: [shot('right')] }));
    expect(player(k.state, 1).condition).toBe('dead');
  });

  it('an immune player may carry a contagious corpse; others do not pick it up', () => {
    const { state } = gameOn(MITE, [P(0, 0), P(2, 0)]);
    const s = edit(state, (c) => {
      c.items[1]?.push({ kind: 'corpse', seat: 1, contagious: true });
      player(c, 0).immune = true;
    });
    const t = play(s, 0, go('right'));
    expect(player(t.state, 0).held).toEqual({ kind: 'corpse', seat: 1, contagious: true });
    const n = edit(s, (c) => {
      player(c, 0).immune = false;
    });
    const u = play(n, 0, go('right'));
    expect(player(u.state, 0).held).toBeNull();
    expect(player(u.state, 0).infection).not.toBeNull();
  });
});

describe('B.4.4 pits: what lies in the entry and the exit pit', () => {
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

describe('B.7.4 shallow rivers into a delta', () => {
  it('B.7.4/B.2.3 walking along a shallow river into its delta tells the delta (as the event and conditions do)', () => {
    // RIVER: (1,0) → (2,0) → delta (3,0). Stepping in carries once; then, with footing, a step downstream.
    const { state } = gameOn(RIVER, [P(0, 0)], { rivers: 'shallow' });
    const a = play(state, 0, go('right'));
    const b = play(a.state, 0, go('right', { after: [{ do: 'blow', dir: 'up', if: { on: 'delta' } }] }));
    expect(player(b.state, 0).at).toEqual(P(3, 0));
    expect(heard(b.events)).toContain('Walked along the river into a delta.');
    expect(heard(b.events)).toContain('Condition of action 1: met.');
    expect(heard(b.events, 'spectator', 'ru')).toContain('Прошёл по реке в дельту.');
  });
});

describe('B.4.6/B.7.4 cells never stood on', () => {
  it('B.4.6/B.7.4 shallow rivers: a source flowing straight into a delta is never stood on, so the true treasure thrown there is a draw', () => {
    // From the delta one cannot step into the river flowing in; stepping in from anywhere else carries to the delta.
    const { state } = gameOn(EXAMPLE, [P(2, 2)], { rivers: 'shallow' });
    const s = edit(state, (c) => {
      player(c, 0).held = { kind: 'treasure', id: 0 };
      c.items[at(2, 0)] = [];
    });
    const t = play(s, 0, go('down', { before: [{ do: 'leave', item: 'treasure', to: 'left' }] }));
    expect(t.state.items[at(1, 2)]).toEqual([{ kind: 'treasure', id: 0 }]);
    expect(labyrinth.outcome(t.state)).toMatchObject({
      over: true,
      draw: true,
      reason: 'draw/true-treasure-lost',
    });
  });
});

describe('B.4.7 encephalitis: the waker’s one move of grace', () => {
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

describe('B.4.2, B.4.7, B.5.3 staying on a cell by skipping', () => {
  // BASIC — row 0: L L W | H (the hospital (3,0), the weaponry (2,0)).
  it('B.4.2 a hospital heals at once: a wounded player who ordered a hospital is healed when placed there, before he skips', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 0)]);
    const t = play(state, 0, go('down', { before: [shot('right')] }));
    expect(player(t.state, 1).health).toBe('wounded');
    const ordered = play(t.state, 1, { type: 'reorder', cell: P(3, 0) });
    expect(player(ordered.state, 1).health).toBe('healthy');
    // Healed privately with the ordered cell (issue 15, an independent referee): the skip has nothing left to heal.
    const u = play(ordered.state, 1, { type: 'skip' });
    expect(player(u.state, 1).health).toBe('healthy');
    expect(heard(u.events)).toContain('Player 2 skips the move.');
  });

  it('B.4.7 an infected player skipping in a hospital is healed and becomes immune', () => {
    const { state } = gameOn(BASIC, [P(3, 0)]);
    const s = edit(state, (c) => {
      player(c, 0).infection = { movesLeft: 3 };
    });
    const u = play(s, 0, { type: 'skip' });
    expect(player(u.state, 0)).toMatchObject({ infection: null, immune: true });
    expect(heard(u.events)).toContain(
      'Player 1 skips the move, was healed and is now immune to encephalitis.',
    );
  });

  it('B.5.3 a player residing in a weaponry is refilled when he skips', () => {
    const { state } = gameOn(BASIC, [P(2, 0)]);
    const s = edit(state, (c) => {
      player(c, 0).grenades = 1;
      player(c, 0).bullets = 0;
    });
    const u = play(s, 0, { type: 'skip' });
    expect([player(u.state, 0).bullets, player(u.state, 0).grenades]).toEqual([3, 3]);
  });
});

describe('B.4.2/B.6.2 a cell ordered on a hospital', () => {
  it('B.4.2/B.6.2 a wounded player who orders a cell on a hospital is healed at once and told, privately, its type', () => {
    const { state } = gameOn(BASIC, [P(0, 1), P(2, 1)]);
    const shotDown = play(state, 0, go('up', { before: [shot('right')] }));
    expect(player(shotDown.state, 1).health).toBe('wounded');
    const t = play(shotDown.state, 1, { type: 'reorder', cell: P(0, 2) });
    const p = player(t.state, 1);
    expect(p.at).toEqual(P(0, 2));
    expect(p.health).toBe('healthy');
    expect(p.told.health).toBe('healthy');
    expect(ofType(t.events, 'labyrinth/reorder-cell')).toMatchObject([
      { audience: { seats: [1] }, cellType: 'hospital', healed: true, immune: false },
    ]);
    // Everyone hears that he ordered a cell; only he hears where, what it is, and that he was healed.
    expect(heard(t.events, 0)).toEqual(['Player 2 has ordered a new cell.']);
    expect(heard(t.events, 1)).toEqual([
      'Player 2 has ordered a new cell.',
      'You continue from column 1, row 3, which is a hospital; you were healed.',
    ]);
    // He walks out of the hospital healthy: he picks up what he finds again.
    const out = play(t.state, 1, go('up'));
    expect(player(out.state, 1).health).toBe('healthy');
    expect(player(out.state, 1).at).toEqual(P(0, 1));
  });

  it('B.6.2 a wounded player who orders a cell elsewhere is told its type and stays wounded', () => {
    const { state } = gameOn(BASIC, [P(0, 1), P(2, 1)]);
    const shotDown = play(state, 0, go('up', { before: [shot('right')] }));
    const t = play(shotDown.state, 1, { type: 'reorder', cell: P(2, 0) });
    expect(player(t.state, 1).health).toBe('wounded');
    expect(ofType(t.events, 'labyrinth/reorder-cell')).toMatchObject([
      { cellType: 'weaponry', healed: false, immune: false },
    ]);
    expect(heard(t.events, 1)).toContain('You continue from column 3, row 1, which is a weaponry.');
  });

  it('B.4.2/B.4.7 an infected player placed on a hospital by a handicap order (B.7.2) is healed and immune', () => {
    const { state } = gameOn(BASIC, [P(0, 1), P(2, 1)]);
    const s = edit(state, (c) => {
      const p = c.players[0]!;
      p.infection = { movesLeft: 3 };
      p.bullets = 0;
      p.extraReorders = 1;
    });
    const t = play(s, 0, { type: 'reorder', cell: P(3, 0) });
    const p = player(t.state, 0);
    expect(p.infection).toBeNull();
    expect(p.immune).toBe(true);
    expect(heard(t.events, 0)).toContain(
      'You continue from column 4, row 1, which is a hospital; you were healed and are now immune to encephalitis.',
    );
  });
});
