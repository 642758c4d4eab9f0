import { describe, expect, it } from 'vitest';
import { edit, gameOn, go, heard, ofType, P, play, playAll, player, shot } from '../fixtures.ts';
import { labyrinth } from '../game.ts';
import { BASIC } from '../test-plans.ts';

const TRUE_ID = 0;

describe('B.2 moves', () => {
  it('B.2.1 a move is one movement with actions before and after it, in order', () => {
    const { state } = gameOn(BASIC, [P(0, 1), P(3, 1)]);
    const t = play(state, 0, go('up', { before: [shot('right')], after: [{ do: 'blow', dir: 'up' }] }));
    expect(t.events.map((e) => e.type).slice(0, 4)).toEqual([
      'labyrinth/move',
      'labyrinth/shot',
      'labyrinth/movement',
      'labyrinth/grenade',
    ]);
    expect(player(t.state, 0).at).toEqual(P(0, 0));
    expect(player(t.state, 0).bullets).toBe(2);
    expect(player(t.state, 0).grenades).toBe(2);
  });

  it('B.2.2 hitting a wall: the player stays and is told "Cannot move - hit a wall"', () => {
    const { state } = gameOn(BASIC, [P(0, 0)]);
    const t = play(state, 0, go('up'));
    expect(player(t.state, 0).at).toEqual(P(0, 0));
    expect(heard(t.events)).toContain('Cannot move - hit a wall.');
  });

  it('B.2.2 after a wall hit nothing is told about the cell: not its type, not its items', () => {
    const { state } = gameOn(BASIC, [P(2, 0)]);
    const s = edit(state, (c) => {
      c.items[2]?.push({ kind: 'corpse', seat: 0, contagious: false });
    });
    const t = play(s, 0, go('up'));
    expect(heard(t.events).slice(0, 2)).toEqual(['Player 1: Go up.', 'Cannot move - hit a wall.']);
    expect(ofType(t.events, 'labyrinth/movement')[0]).toMatchObject({
      cellType: null,
      found: null,
      weaponry: null,
    });
  });

  it('B.2.3 results tell the cell type and finds, never coordinates or other players', () => {
    const { state } = gameOn(BASIC, [P(0, 1), P(3, 1)]);
    const t = play(state, 0, go('right'));
    expect(heard(t.events)).toContain('Walked onto land, found a treasure.');
    for (const e of t.events) expect(JSON.stringify(e)).not.toMatch(/"(at|x|y)":/);
  });
});

describe('B.3 the goal', () => {
  it('B.3.1 treasures lie on land cells, exactly one is true', () => {
    const { state } = gameOn(BASIC, [P(0, 0)]);
    expect(state.treasureTrue.filter(Boolean)).toHaveLength(1);
    expect(state.items[1 * 4 + 1]).toEqual([{ kind: 'treasure', id: TRUE_ID }]);
  });

  it('B.3.2 carrying the true treasure out wins', () => {
    const { state } = gameOn(BASIC, [P(1, 1), P(0, 0)]);
    expect(player(state, 0).held).toEqual({ kind: 'treasure', id: TRUE_ID });
    const r = playAll(state, [
      [0, go('right')],
      [1, go('left')],
      [0, go('right')],
      [1, go('left')],
      [0, go('up')],
      [1, go('left')],
      [0, go('right')],
    ]);
    expect(labyrinth.outcome(r.state)).toEqual({
      over: true,
      winners: [0],
      draw: false,
      reason: 'treasure-carried-out',
    });
    expect(heard(r.events)).toContain('Walked out of the labyrinth with the true treasure — victory!');
  });

  it('B.3.3 a found treasure is announced and picked up; a wounded player cannot carry it', () => {
    const { state } = gameOn(BASIC, [P(0, 1)]);
    const wounded = edit(state, (s) => {
      player(s, 0).health = 'wounded';
    });
    const t = play(wounded, 0, go('right'));
    expect(heard(t.events)).toContain('Walked onto land, found a treasure.');
    expect(player(t.state, 0).held).toBeNull();
    const healthy = play(state, 0, go('right'));
    expect(player(healthy.state, 0).held).toEqual({ kind: 'treasure', id: TRUE_ID });
  });

  it('B.3.4 a fake treasure carried out turns to ashes; the player must come back next move', () => {
    const { state } = gameOn(BASIC, [P(3, 2)]);
    expect(player(state, 0).held?.kind).toBe('treasure');
    const out = playAll(state, [
      [0, go('up')],
      [0, go('up')],
      [0, go('right')],
    ]);
    expect(heard(out.events)).toContain(
      'Walked out of the labyrinth — the treasure crumbled to ashes; you must come back on your next move.',
    );
    expect(player(out.state, 0).held).toBeNull();
    expect(player(out.state, 0).outside).not.toBeNull();
    const back = play(out.state, 0, go('left'));
    expect(player(back.state, 0).at).toEqual(P(3, 0));
    expect(heard(back.events)).toContain('Came back into the labyrinth, walked into a hospital.');
    const lost = play(out.state, 0, go('up'));
    expect(player(lost.state, 0).condition).toBe('lost');
    expect(heard(lost.events)).toContain('Player 1 did not come back into the labyrinth and has lost.');
  });

  it('B.3.5 killing every other player wins (last survivor)', () => {
    const { state } = gameOn(BASIC, [P(0, 1), P(2, 1)]);
    const ready = edit(state, (s) => {
      player(s, 1).health = 'wounded';
    });
    const t = play(ready, 0, go('up', { before: [shot('right')] }));
    expect(player(t.state, 1).condition).toBe('dead');
    expect(labyrinth.outcome(t.state)).toEqual({
      over: true,
      winners: [0],
      draw: false,
      reason: 'last-survivor',
    });
  });

  it('B.3.6 Nstop rounds without an irreversible change end in a draw, counted aloud', () => {
    const { state } = gameOn(BASIC, [P(0, 0)], { nstop: 2 });
    const r = playAll(state, [
      [0, go('up')],
      [0, go('up')],
    ]);
    expect(heard(r.events)).toEqual(
      expect.arrayContaining([
        'One round with no changes (of 2).',
        '2 rounds with no changes (of 2).',
        'Game over: the limit of rounds in a row without an irreversible change is reached: a draw.',
      ]),
    );
    // One announcement of the draw, in plain words: no hyphen for a dash, no "Nstop".
    expect(heard(r.events).filter((l) => /draw/.test(l))).toHaveLength(1);
    for (const line of heard(r.events).filter((l) => /round|draw/.test(l)))
      expect(line).not.toMatch(/ - |Nstop/);
    expect(labyrinth.outcome(r.state)).toMatchObject({ over: true, draw: true, reason: 'draw/no-change' });
  });

  it('B.3.6 a blown wall is an irreversible change: the count starts again', () => {
    const { state } = gameOn(BASIC, [P(1, 1)], { nstop: 2 });
    const r = playAll(state, [
      [0, go('up', { before: [{ do: 'blow', dir: 'down' }] })],
      [0, go('up')],
    ]);
    expect(r.state.nstopCount).toBe(1);
    expect(r.state.plan.wallDown[1 * 4 + 1]).toBe(false);
    expect(labyrinth.outcome(r.state).over).toBe(false);
  });
});

describe('B.4 cell types', () => {
  it('B.4.1 land: "Walked onto land"', () => {
    const { state } = gameOn(BASIC, [P(0, 0)]);
    expect(heard(play(state, 0, go('right')).events)).toContain('Walked onto land.');
  });

  it('B.4.2 a hospital heals; shooting out of it is forbidden; a corpse carried in is cremated', () => {
    const { state } = gameOn(BASIC, [P(0, 1), P(0, 2)]);
    const hurt = edit(state, (s) => {
      player(s, 0).health = 'wounded';
    });
    const t = play(hurt, 0, go('down'));
    expect(heard(t.events)).toContain('Walked into a hospital, was healed.');
    expect(player(t.state, 0).health).toBe('healthy');
    const fire = play(t.state, 1, go('up', { before: [shot('up')] }));
    expect(heard(fire.events)).toContain('Shooting from a hospital is forbidden.');
    expect(player(fire.state, 1).bullets).toBe(3);
    const carrier = edit(state, (s) => {
      player(s, 0).held = { kind: 'corpse', seat: 1, contagious: false };
    });
    const c = play(carrier, 0, go('down'));
    expect(player(c.state, 0).held).toBeNull();
    expect(heard(c.events)).toContain('Walked into a hospital, the corpse you carried was cremated.');
  });

  it('B.4.2 players in a hospital cannot be wounded, bullets do not fly through it', () => {
    const { state } = gameOn(BASIC, [P(0, 1), P(0, 2)]);
    const t = play(state, 0, go('up', { before: [shot('down')] }));
    expect(ofType(t.events, 'labyrinth/shot')[0]?.screams).toBe(0);
    expect(player(t.state, 1).health).toBe('healthy');
  });

  it('B.4.3 a weaponry refills to 3 bullets and 3 grenades and says so, unless asked not to', () => {
    const { state } = gameOn(BASIC, [P(1, 0)]);
    const spent = edit(state, (s) => {
      player(s, 0).bullets = 1;
      player(s, 0).grenades = 0;
    });
    const t = play(spent, 0, go('right'));
    expect(heard(t.events)).toContain('Walked into a weaponry, you have 3 bullets and 3 grenades.');
    expect([player(t.state, 0).bullets, player(t.state, 0).grenades]).toEqual([3, 3]);
    const no = play(spent, 0, go('right', { refill: false }));
    expect([player(no.state, 0).bullets, player(no.state, 0).grenades]).toEqual([1, 0]);
    const fire = play(t.state, 0, go('left', { before: [shot('left')] }));
    expect(heard(fire.events)).toContain('Shooting from a weaponry is forbidden.');
  });

  it('B.4.3 one can shoot towards a weaponry: players in it are hit, the bullet stops there', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(2, 0)]);
    const t = play(state, 0, go('down', { before: [shot('right')] }));
    expect(player(t.state, 1).health).toBe('wounded');
    expect(heard(t.events)).toContain('Shot right — a scream is heard! 2 bullets left.');
  });

  it('B.4.4 a pit moves the player to the next pit; items there are found; actions after happen there', () => {
    const { state } = gameOn(BASIC, [P(0, 2)]);
    const seeded = edit(state, (s) => {
      s.items[2 * 4 + 2]?.push({ kind: 'bullet' });
      player(s, 0).bullets = 2;
    });
    const t = play(seeded, 0, go('right', { after: [{ do: 'leave', item: 'grenade', to: 'here' }] }));
    expect(player(t.state, 0).at).toEqual(P(2, 2));
    expect(player(t.state, 0).bullets).toBe(3);
    expect(heard(t.events)).toContain(
      'Fell into a pit, was transported to the next one in the loop, found a bullet.',
    );
    expect(t.state.items[2 * 4 + 2]).toEqual([{ kind: 'grenade' }]);
  });

  it('B.4.4 a loop movement goes to the next pit; failing to leave a pit does not transport', () => {
    const { state } = gameOn(BASIC, [P(2, 2)]);
    const loop = play(state, 0, go('loop'));
    expect(player(loop.state, 0).at).toEqual(P(1, 2));
    expect(heard(loop.events)).toContain('Moved by the loop to the next pit.');
    const wall = play(state, 0, go('down'));
    expect(player(wall.state, 0).at).toEqual(P(2, 2));
  });
});

describe('B.6 game start and process', () => {
  it('B.6.1 start cells are chosen simultaneously and secretly; invalid choices make everyone choose again', () => {
    const options = labyrinth.optionsSchema.parse({
      landmines: false,
      plan: gameOn(BASIC, [P(0, 0)]).state.plan,
    });
    const s = labyrinth.setup({ options, players: 2, seed: 'x' });
    if (!s.ok) throw new Error(s.error.message);
    let state = s.value.state;
    expect(labyrinth.actors(state).map((a) => a.kind)).toEqual(['simultaneous', 'simultaneous']);
    const a = play(state, 0, { type: 'start', cell: P(0, 0) });
    expect(a.events.find((e) => e.type === 'labyrinth/start-cell')?.audience).toEqual({ seats: [0] });
    const b = play(a.state, 1, { type: 'start', cell: P(0, 0) });
    expect(heard(b.events)).toContain(
      'The game master declares the start choices invalid. This is normal (rule 6.1) and tells nothing about your cell: it happens when two players chose the same cell or a cell this table does not allow as a start, and he may not say which. Everyone chooses again, each a cell other than the last one.',
    );
    state = b.state;
    expect(labyrinth.apply(state, 0, { type: 'start', cell: P(0, 0) })).toMatchObject({
      ok: false,
      error: { code: 'start/same-as-before' },
    });
    const legal = labyrinth.legalActions(state, 0);
    expect(legal).not.toContainEqual({ type: 'start', cell: P(0, 0) });
    state = play(state, 0, { type: 'start', cell: P(1, 0) }).state;
    const done = play(state, 1, { type: 'start', cell: P(0, 1) });
    expect(done.state.phase).toBe('play');
  });

  it('B.6.2 the game master tells everyone the type of each start cell', () => {
    const { events } = gameOn(BASIC, [P(0, 0), P(2, 0)]);
    expect(heard(events)).toEqual(
      expect.arrayContaining(['Player 1 is on land.', 'Player 2 is on a weaponry.']),
    );
  });

  it('B.6.2 views hold neither the plan nor anyone’s position', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(2, 0)]);
    for (const viewer of [0, 1, 'spectator'] as const) {
      const text = JSON.stringify(labyrinth.view(state, viewer));
      expect(text).not.toContain('"cells"');
      expect(text).not.toContain('"at"');
    }
    expect(labyrinth.view(state, 0).me?.startCell).toEqual(P(0, 0));
  });

  it('B.6.3 recall gives only the last move of another player, privately', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(3, 1)]);
    const r = playAll(state, [
      [0, go('right')],
      [1, go('up')],
      [0, go('down')],
    ]);
    const t = play(r.state, 1, { type: 'recall', seat: 0 });
    const ev = ofType(t.events, 'labyrinth/recall')[0];
    expect(ev?.audience).toEqual({ seats: [1] });
    expect(ev?.entry?.action).toEqual(go('down'));
    expect(heard(t.events, 1)[0]).toContain(
      'Last move of Player 1 (round 2): Go down. Walked onto land, found a treasure.',
    );
    expect(labyrinth.apply(r.state, 1, { type: 'recall', seat: 1 }).ok).toBe(false);
  });

  it('B.6.4 a status query is answered privately', () => {
    const { state } = gameOn(BASIC, [P(0, 0)]);
    const t = play(state, 0, { type: 'status' });
    expect(t.events[0]?.audience).toEqual({ seats: [0] });
    expect(heard(t.events, 0)).toEqual(['You are healthy; bullets: 3, grenades: 3; cell orders left: 0.']);
    expect(heard(t.events, 'spectator')).toEqual([]);
  });

  it('B.6.5 conditional actions happen only when the movement result matches', () => {
    const { state } = gameOn(BASIC, [P(0, 1)]);
    const t = play(
      state,
      0,
      go('right', {
        after: [
          { do: 'shoot', dir: 'up', if: { on: 'found-treasure' } },
          { do: 'shoot', dir: 'right', if: { on: 'found-bullet' } },
          { do: 'blow', dir: 'left', if: { on: 'pit' } },
          { do: 'blow', dir: 'down', if: { on: 'hit-wall', not: true } },
        ],
      }),
    );
    expect(ofType(t.events, 'labyrinth/condition').map((e) => e.met)).toEqual([true, false, false, true]);
    expect(player(t.state, 0).bullets).toBe(2);
    expect(player(t.state, 0).grenades).toBe(2);
  });

  it('B.6.6 skipping: if every player skips a round, the game is a draw', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 0)]);
    const r = playAll(state, [
      [0, { type: 'skip' }],
      [1, { type: 'skip' }],
    ]);
    expect(labyrinth.outcome(r.state)).toMatchObject({ over: true, draw: true, reason: 'draw/all-skip' });
  });

  it('B.6.7 a dark move tells nothing, but everything happens', () => {
    const { state } = gameOn(BASIC, [P(0, 1), P(2, 1)]);
    const t = play(state, 0, go('right', { report: 'dark', after: [shot('right')] }));
    expect(heard(t.events)).toEqual([
      "Player 1: Go right, then shoot right (don't tell the result).",
      'Player 1: done.',
      // The victim is told on his turn, which comes right away.
      'Player 2 is wounded and can ask for a new cell.',
    ]);
    expect(player(t.state, 0).held?.kind).toBe('treasure');
    expect(player(t.state, 1).health).toBe('wounded');
    expect(t.events.filter((e) => e.audience === 'none').map((e) => e.type)).toEqual([
      'labyrinth/movement',
      'labyrinth/shot',
    ]);
  });

  it('B.6.7 the victim of a dark shot is told at the start of his turn', () => {
    const { state } = gameOn(BASIC, [P(0, 1), P(3, 1), P(2, 1)]);
    const t = play(state, 0, go('up', { report: 'dark', before: [shot('right')] }));
    const u = play(t.state, 1, go('up'));
    expect(heard(u.events)).toContain('Player 3 is wounded and can ask for a new cell.');
  });

  it('B.6.8 a semi-dark move tells only whether a wall was hit', () => {
    const { state } = gameOn(BASIC, [P(0, 0)]);
    expect(heard(play(state, 0, go('up', { report: 'semi-dark' })).events).slice(1, 2)).toEqual([
      "Done. You've hit a wall.",
    ]);
    const t = play(state, 0, go('right', { report: 'semi-dark' }));
    expect(heard(t.events).slice(1, 2)).toEqual(['Done. No wall hit.']);
    expect(ofType(t.events, 'labyrinth/movement')[0]?.audience).toBe('none');
  });
});

describe('hidden information', () => {
  it('legal actions depend only on what the seat knows, not on where anyone is', () => {
    const a = gameOn(BASIC, [P(0, 0), P(3, 2)]).state;
    const b = gameOn(BASIC, [P(2, 2), P(1, 0)]).state;
    expect(labyrinth.legalActions(a, 0)).toEqual(labyrinth.legalActions(b, 0));
  });

  it('a seat’s view does not change when another player moves unseen or the plan differs', () => {
    const a = gameOn(BASIC, [P(0, 0), P(3, 2)]).state;
    const moved = edit(a, (s) => {
      player(s, 1).at = P(1, 0);
      s.plan = { ...s.plan, wallRight: s.plan.wallRight.map(() => false) };
    });
    expect(labyrinth.view(moved, 0)).toEqual(labyrinth.view(a, 0));
    expect(labyrinth.view(moved, 'spectator')).toEqual(labyrinth.view(a, 'spectator'));
  });
});
