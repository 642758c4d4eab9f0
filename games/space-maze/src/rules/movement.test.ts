import { describe, expect, it } from 'vitest';
import { boardWith, play, playAll, rejects, scenario, tileMaker, types, where } from '../test-helpers.ts';
import type { SmState } from '../types.ts';

/** Two players; seat 0 drafts `die` first. */
const DICE = 'g6 g2 p5 p1 o4 o3 g3p1 g1p1o2';

function board(spec: Parameters<typeof scenario>[0]): SmState {
  return scenario({ dice: DICE, hands: [[], []], ...spec });
}

describe('movement: footprints of the move die', () => {
  it('the rulebook example: purple right, green up onto the datapad (a card), 1 footprint unspent', () => {
    const t = tileMaker();
    const s = board({
      board: boardWith({
        a4: t({ right: 'B' }),
        b4: t({ left: 'R' }),
        b3: t({ up: 'Y' }),
        b2: t({ down: 'B' }, true),
      }),
      aliens: [{ purple: 'a4', green: 'b3' }, {}],
      deck: ['exchange'],
    });
    const { state, events } = playAll(s, [
      [0, 'take the move die green 3, purple 1'],
      [0, 'move purple right'],
      [0, 'move green up, datapad'],
    ]);
    expect(where(state, 0, 'purple')).toBe('b4');
    expect(where(state, 0, 'green')).toBe('b2');
    expect(state.aliens[0]!.green.pad).toBe(true);
    expect(state.hands[0]).toEqual(['exchange-1']);
    expect(events.find((e) => e.type === 'move/ended')).toMatchObject({ seat: 0, unused: 1 });
    expect(state.stage).toEqual({ kind: 'take' });
    expect(state.pick).toBe(1);
  });

  it('the rulebook example: orange left then up, green left, purple onto the datapad and draws', () => {
    const t = tileMaker();
    const s = board({
      board: boardWith({
        e4: t({ left: 'R' }),
        d4: t({ right: 'Y', up: 'R' }),
        d3: t({ down: 'Y' }),
        e2: t({ left: 'Y' }),
        d2: t({ right: 'B' }),
        b4: t({}, true),
      }),
      aliens: [{}, { orange: 'e4', green: 'e2', purple: 'b4' }],
      deck: ['run2'],
      start: 1,
    });
    const { state } = playAll(s, [
      [1, 'take the move die green 1, purple 1, orange 2'],
      [1, 'move orange left, up'],
      [1, 'move green left'],
      [1, 'move purple datapad'],
    ]);
    expect([where(state, 1, 'orange'), where(state, 1, 'green'), where(state, 1, 'purple')]).toEqual([
      'd3',
      'd2',
      'b4',
    ]);
    expect(state.hands[1]).toEqual(['run2-1']);
    expect(state.pick).toBe(1);
  });

  it('leaving the UFO onto the docking tile costs a footprint and ignores colours', () => {
    const s = board({ board: boardWith({ a1: 'RRRR' }) });
    const { state, events } = playAll(s, [
      [0, { type: 'take', die: 'g3p1' }],
      [0, { type: 'move', alien: 'green', path: ['exit'] }],
    ]);
    expect(where(state, 0, 'green')).toBe('a1');
    expect(types(events)).toContain('alien/exited');
    expect(state.stage).toMatchObject({ kind: 'move', points: { green: 2, purple: 1 } });
  });

  it('entering the UFO costs a footprint, only from the tile it docks at', () => {
    const t = tileMaker();
    const s = board({
      board: boardWith({ a1: t({ right: 'B' }), b1: t({ left: 'Y' }) }),
      aliens: [{ green: 'b1' }, {}],
    });
    const moving = play(s, 0, { type: 'take', die: 'g3p1' }).state;
    expect(rejects(moving, 0, { type: 'move', alien: 'green', path: ['enter'] })).toBe('move/not-at-ufo');
    const home = play(moving, 0, { type: 'move', alien: 'green', path: ['left', 'enter'] }).state;
    expect(where(home, 0, 'green')).toBe('ufo');
    expect(home.stage).toMatchObject({ points: { green: 1 } });
  });

  it('a step needs a passage of the two primaries of the alien colour', () => {
    const t = tileMaker();
    const s = board({
      board: boardWith({ b2: t({ right: 'Y', down: 'R' }), c2: t({ left: 'B' }), b3: t({ up: 'R' }) }),
      aliens: [{ green: 'b2', purple: 'b2' }, {}],
    });
    const moving = play(s, 0, { type: 'take', die: 'g3p1' }).state;
    expect(rejects(moving, 0, { type: 'move', alien: 'purple', path: ['right'] })).toBe('move/wrong-colour');
    expect(rejects(moving, 0, { type: 'move', alien: 'green', path: ['down'] })).toBe('move/wrong-colour');
    expect(where(play(moving, 0, { type: 'move', alien: 'green', path: ['right'] }).state, 0, 'green')).toBe(
      'c2',
    );
  });

  it('no step leads off the board (only the docking tile leads into the UFO)', () => {
    const s = board({ board: boardWith({}), aliens: [{ green: 'c1' }, {}] });
    const moving = play(s, 0, { type: 'take', die: 'g3p1' }).state;
    expect(rejects(moving, 0, { type: 'move', alien: 'green', path: ['up'] })).toBe('move/off-board');
  });

  it('a footprint moves only the alien of its colour', () => {
    const s = board({ board: boardWith({}), aliens: [{ orange: 'c1' }, {}] });
    const moving = play(s, 0, { type: 'take', die: 'g3p1' }).state;
    expect(rejects(moving, 0, { type: 'move', alien: 'orange', path: ['exit'] })).toBe('move/no-footprints');
  });

  it('all movement is done in one go: ending it loses the rest, and the die moves nothing later', () => {
    const s = board({ board: boardWith({}) });
    const moving = play(s, 0, { type: 'take', die: 'g3p1' }).state;
    const { state, events } = play(moving, 0, { type: 'done' });
    expect(events.find((e) => e.type === 'move/ended')).toMatchObject({ unused: 4 });
    expect(state.stage).toEqual({ kind: 'take' });
    const back = play(state, 1, { type: 'take', die: 'g6' }).state;
    expect(rejects(back, 1, { type: 'move', alien: 'green', path: ['exit'] })).toBe('move/not-now');
  });

  it('a path of footprints is carried out whole or refused whole', () => {
    const s = board({ board: boardWith({}) });
    const moving = play(s, 0, { type: 'take', die: 'g3p1' }).state;
    expect(rejects(moving, 0, { type: 'move', alien: 'green', path: ['exit', 'exit'] })).toBe(
      'move/not-in-ufo',
    );
    expect(where(moving, 0, 'green')).toBe('ufo');
  });

  it('the movement ends by itself when no footprint is left', () => {
    const s = board({ board: boardWith({}) });
    const moving = play(s, 0, { type: 'take', die: 'g3p1' }).state;
    const r = playAll(moving, [
      [0, { type: 'move', alien: 'purple', path: ['exit'] }],
      [0, { type: 'move', alien: 'green', path: ['exit', 'enter', 'exit'] }],
    ]);
    expect(r.state.stage).toEqual({ kind: 'take' });
    expect(r.events.find((e) => e.type === 'move/ended')).toMatchObject({ unused: 0 });
  });

  it('at most four aliens share a tile: a fifth may neither step nor leave its UFO onto it', () => {
    const t = tileMaker();
    const s = board({
      board: boardWith({ a1: t({ right: 'Y' }), b1: t({ left: 'B' }) }),
      aliens: [
        { purple: 'a1', orange: 'a1', green: 'b1' },
        { purple: 'a1', orange: 'a1' },
      ],
    });
    const moving = play(s, 0, { type: 'take', die: 'g3p1' }).state;
    expect(rejects(moving, 0, { type: 'move', alien: 'green', path: ['left'] })).toBe('move/tile-full');
    const s2 = board({
      board: boardWith({}),
      aliens: [
        { purple: 'a1', orange: 'a1' },
        { purple: 'a1', orange: 'a1' },
      ],
    });
    const m2 = play(s2, 0, { type: 'take', die: 'g3p1' }).state;
    expect(rejects(m2, 0, { type: 'move', alien: 'green', path: ['exit'] })).toBe('move/tile-full');
  });
});

describe('datapads', () => {
  const padBoard = (aliens: Parameters<typeof scenario>[0]['aliens']) => {
    const t = tileMaker();
    return board({
      board: boardWith({ b2: t({ down: 'B' }, true), b3: t({ up: 'Y' }), d4: t({}, true) }),
      aliens,
      deck: ['morph', 'switch'],
    });
  };

  it('activating an empty datapad costs a footprint, draws a card and ends that alien’s movement', () => {
    const s = padBoard([{ green: 'b2' }, {}]);
    const moving = play(s, 0, { type: 'take', die: 'g3p1' }).state;
    const { state, events } = play(moving, 0, { type: 'move', alien: 'green', path: ['pad'] });
    expect(state.aliens[0]!.green.pad).toBe(true);
    expect(state.hands[0]).toEqual(['morph-1']);
    expect(events.find((e) => e.type === 'card/received')).toMatchObject({
      audience: { seats: [0] },
      card: 'morph-1',
    });
    expect(events.find((e) => e.type === 'card/drawn')).toMatchObject({ audience: 'all', seat: 0 });
    expect(events.find((e) => e.type === 'card/drawn')).not.toHaveProperty('card');
    expect(state.stage).toMatchObject({ kind: 'move', stopped: ['green'], points: { green: 2 } });
    expect(rejects(state, 0, { type: 'move', alien: 'green', path: ['down'] })).toBe('move/datapad-stop');
  });

  it('an occupied datapad cannot be used; a tile without one has none to use', () => {
    const s = padBoard([{ green: 'b2' }, { green: 'b2*' }]);
    const moving = play(s, 0, { type: 'take', die: 'g3p1' }).state;
    expect(rejects(moving, 0, { type: 'move', alien: 'green', path: ['pad'] })).toBe('pad/occupied');
    const off = padBoard([{ green: 'b3' }, {}]);
    const m2 = play(off, 0, { type: 'take', die: 'g3p1' }).state;
    expect(rejects(m2, 0, { type: 'move', alien: 'green', path: ['pad'] })).toBe('pad/none');
  });

  it('an alien on a datapad is still on its tile: one footprint takes it to a neighbour', () => {
    const s = padBoard([{ green: 'b2*' }, {}]);
    const moving = play(s, 0, { type: 'take', die: 'g3p1' }).state;
    const { state } = play(moving, 0, { type: 'move', alien: 'green', path: ['down'] });
    expect(where(state, 0, 'green')).toBe('b3');
    expect(state.aliens[0]!.green.pad).toBe(false);
    expect(state.stage).toMatchObject({ points: { green: 2 } });
  });

  it('a datapad left by its alien is free again', () => {
    const s = padBoard([{ green: 'b2*', purple: 'b2' }, {}]);
    const moving = play(s, 0, { type: 'take', die: 'g3p1' }).state;
    expect(rejects(moving, 0, { type: 'move', alien: 'purple', path: ['pad'] })).toBe('pad/occupied');
    const left = play(moving, 0, { type: 'move', alien: 'green', path: ['down'] }).state;
    expect(play(left, 0, { type: 'move', alien: 'purple', path: ['pad'] }).state.aliens[0]!.purple.pad).toBe(
      true,
    );
  });
});
