import { describe, expect, it } from 'vitest';
import { shiftingMaze } from '../game.ts';
import { buildPosition, mazeOf } from '../scenario.ts';
import { legal, play, rejects, types } from '../test-helpers.ts';

describe('Challenger Move: main actions', () => {
  it('Start: every Challenger begins in its start area with 10 PP; start rows spread over the low-X edge', () => {
    const s = shiftingMaze.setup({ options: shiftingMaze.optionsSchema.parse({}), players: 4, seed: 'a' });
    if (!s.ok) throw new Error();
    expect(s.value.state.challengers.map((c) => c.at)).toEqual([
      { x: -1, y: 1 },
      { x: -1, y: 3 },
      { x: -1, y: 6 },
      { x: -1, y: 8 },
    ]);
    expect(s.value.state.challengers.every((c) => c.pp === 10 && c.items.length === 0)).toBe(true);
    expect(s.value.state.cells.every((c) => c === null)).toBe(true);
    expect(s.value.state.bag.length).toBe(360);
  });

  it('Investigate from the start area reveals the entry cube with the next tile from the bag', () => {
    const s = buildPosition({ maze: mazeOf({}), challengers: [{ at: 'start' }], next: ['┤'] });
    expect(legal(s, 0)).toEqual(['investigate right', 'end']);
    const r = play(s, 0, { type: 'investigate', dir: 'right' });
    expect(r.state.cells[50]).toMatchObject({ doors: 13 });
    expect(r.state.stage).toEqual({ kind: 'move', mainLeft: 2 });
    expect(r.events[0]).toMatchObject({ type: 'maze/revealed', by: { seat: 0 } });
  });

  it('Investigate: any orthogonal unrevealed position, with or without a doorway, never diagonally', () => {
    const s = buildPosition({ maze: mazeOf({ '3,3': '╵' }), challengers: [{ at: { x: 3, y: 3 } }] });
    expect(legal(s, 0).filter((a) => a.startsWith('investigate'))).toEqual([
      'investigate up',
      'investigate right',
      'investigate down',
      'investigate left',
    ]);
  });

  it('Move: entering needs the entry cube\u2019s low-X doorway', () => {
    const closed = buildPosition({ maze: mazeOf({ '0,5': '│' }), challengers: [{ at: 'start' }] });
    expect(rejects(closed, 0, { type: 'move', dir: 'right' })).toBe('move/closed');
    const open = buildPosition({ maze: mazeOf({ '0,5': '─' }), challengers: [{ at: 'start' }] });
    const r = play(open, 0, { type: 'move', dir: 'right' });
    expect(r.state.challengers[0]!.at).toEqual({ x: 0, y: 5 });
    expect(types(r.events)).toEqual(['challenger/entered']);
  });

  it('Move: needs open doorways on BOTH facing sides', () => {
    const s = buildPosition({
      maze: mazeOf({ '3,3': '┼', '4,3': '│', '2,3': '─' }),
      challengers: [{ at: { x: 3, y: 3 } }],
    });
    expect(rejects(s, 0, { type: 'move', dir: 'right' })).toBe('move/closed');
    expect(rejects(s, 0, { type: 'move', dir: 'up' })).toBe('move/unrevealed');
    expect(play(s, 0, { type: 'move', dir: 'left' }).state.challengers[0]!.at).toEqual({ x: 2, y: 3 });
  });

  it('Move: at most three main actions per Challenger Move', () => {
    let s = buildPosition({
      maze: mazeOf({ '0,5': '─', '1,5': '─', '2,5': '─', '3,5': '─' }),
      challengers: [{ at: 'start' }],
    });
    for (let i = 0; i < 3; i++) s = play(s, 0, { type: 'move', dir: 'right' }).state;
    expect(s.challengers[0]!.at).toEqual({ x: 2, y: 5 });
    expect(rejects(s, 0, { type: 'move', dir: 'right' })).toBe('turn/no-main-actions');
    expect(legal(s, 0)).toContain('end');
  });

  it('Far side: leaving through a high-X doorway; pick up the Key there; walk along it; re-enter', () => {
    const s = buildPosition({
      maze: mazeOf({ '9,4': '─', '9,5': '─' }),
      challengers: [{ at: { x: 9, y: 4 } }],
    });
    let r = play(s, 0, { type: 'move', dir: 'right' });
    expect(r.state.challengers[0]!.at).toEqual({ x: 10, y: 4 });
    expect(legal(r.state, 0)).toEqual(
      expect.arrayContaining(['move left', 'move up', 'move down', 'pick up key']),
    );
    r = play(r.state, 0, { type: 'takeKey' });
    expect(r.state.challengers[0]!.items).toEqual([{ kind: 'key' }]);
    expect(rejects(r.state, 0, { type: 'takeKey' })).toBe('pick-up/has-key');
    r = play(r.state, 0, { type: 'move', dir: 'down' });
    expect(r.state.challengers[0]!.at).toEqual({ x: 10, y: 5 });
    expect(rejects(r.state, 0, { type: 'move', dir: 'left' })).toBe('turn/no-main-actions');
    const fresh = { ...r.state, stage: { kind: 'move' as const, mainLeft: 3 } };
    expect(play(fresh, 0, { type: 'move', dir: 'left' }).state.challengers[0]!.at).toEqual({ x: 9, y: 5 });
    expect(rejects(fresh, 0, { type: 'move', dir: 'right' })).toBe('move/outside');
  });

  it('Escape: leaving through a low-X doorway with the Key wins', () => {
    const s = buildPosition({
      maze: mazeOf({ '0,2': '─' }),
      challengers: [{ at: 'start' }, { at: { x: 0, y: 2 }, items: [{ kind: 'key' }] }],
      current: 1,
    });
    const r = play(s, 1, { type: 'move', dir: 'left' });
    expect(types(r.events)).toEqual(['challenger/escaped']);
    expect(shiftingMaze.outcome(r.state)).toEqual({
      over: true,
      winners: [1],
      draw: false,
      reason: 'challenger-escaped',
    });
    expect(shiftingMaze.actors(r.state)).toEqual([]);
  });

  it('Without the Key the low-X edge only leads back into one\u2019s own start area', () => {
    const s = buildPosition({
      maze: mazeOf({ '0,2': '─', '0,7': '─' }),
      challengers: [{ at: { x: 0, y: 7 } }, { at: { x: 0, y: 7 } }],
    });
    expect(rejects(s, 0, { type: 'move', dir: 'left' })).toBe('move/no-key');
    const back = { ...s, current: 1 };
    expect(play(back, 1, { type: 'move', dir: 'left' }).state.challengers[1]!.at).toEqual({ x: -1, y: 7 });
  });

  it('Pick Up Object: from the cube or from a body, only with a free slot (3 slots)', () => {
    const s = buildPosition({
      maze: mazeOf({ '4,4': '┼' }),
      challengers: [
        {
          at: { x: 4, y: 4 },
          items: [
            { kind: 'battery', pp: 1 },
            { kind: 'battery', pp: 2 },
          ],
        },
      ],
      items: [{ at: { x: 4, y: 4 }, item: { kind: 'battery', pp: 4 } }],
    });
    const cube = s.cells[44] as { bodies: { seat: number; items: { kind: 'key' }[] }[] };
    cube.bodies.push({ seat: 1, items: [{ kind: 'key' }] });
    expect(legal(s, 0)).toEqual(expect.arrayContaining(['pick up 1', 'pick up 1 from body 1']));
    const r = play(s, 0, { type: 'pickUp', index: 0, body: 0 });
    expect(r.state.challengers[0]!.items).toContainEqual({ kind: 'key' });
    expect(r.state.cells[44]).toMatchObject({ bodies: [{ seat: 1, items: [] }] });
    expect(rejects(r.state, 0, { type: 'pickUp', index: 0 })).toBe('pick-up/full');
  });

  it('Pick Up Object: any body in the cube, the player\u2019s own earlier Challenger\u2019s included (decision)', () => {
    // "from the Body of another Challenger": a fresh Challenger is another Challenger than the dead one.
    const s = buildPosition({ maze: mazeOf({ '4,4': '┼' }), challengers: [{ at: { x: 4, y: 4 } }] });
    const cube = s.cells[44] as { bodies: { seat: number; items: { kind: 'battery'; pp: number }[] }[] };
    cube.bodies.push({ seat: 0, items: [{ kind: 'battery', pp: 3 }] });
    expect(legal(s, 0)).toContain('pick up 1 from body 1');
    const r = play(s, 0, { type: 'pickUp', index: 0, body: 0 });
    expect(r.state.challengers[0]!.items).toEqual([{ kind: 'battery', pp: 3 }]);
    expect(r.state.cells[44]).toMatchObject({ bodies: [{ seat: 0, items: [] }] });
  });

  it('Pick Up Object: a Key lying in the cube may be taken while carrying a Key; only the far side asks for none (decision)', () => {
    // The original's only condition is a spare slot; the far side's Key (there for everyone) is given once.
    const s = buildPosition({
      maze: mazeOf({ '4,4': '┼' }),
      challengers: [{ at: { x: 4, y: 4 }, items: [{ kind: 'key' }] }],
      items: [{ at: { x: 4, y: 4 }, item: { kind: 'key' } }],
    });
    const r = play(s, 0, { type: 'pickUp', index: 0 });
    expect(r.state.challengers[0]!.items).toEqual([{ kind: 'key' }, { kind: 'key' }]);
    expect(r.state.cells[44]).toMatchObject({ items: [] });
    const far = buildPosition({
      maze: mazeOf({}),
      challengers: [{ at: 'far', farRow: 4, items: [{ kind: 'key' }] }],
    });
    expect(rejects(far, 0, { type: 'takeKey' })).toBe('pick-up/has-key');
  });

  it('Free actions: discard an object onto the cube; battery pack partial use keeps the remainder', () => {
    const s = buildPosition({
      maze: mazeOf({ '4,4': '┼' }),
      challengers: [{ at: { x: 4, y: 4 }, pp: 7, items: [{ kind: 'battery', pp: 5 }, { kind: 'key' }] }],
    });
    const used = play(s, 0, { type: 'useBattery', index: 0 });
    expect(used.state.challengers[0]).toMatchObject({
      pp: 10,
      items: [{ kind: 'battery', pp: 2 }, { kind: 'key' }],
    });
    expect(used.state.stage).toEqual({ kind: 'move', mainLeft: 3 });
    expect(rejects(used.state, 0, { type: 'useBattery', index: 0 })).toBe('battery/full');
    const low = buildPosition({
      maze: mazeOf({ '4,4': '┼' }),
      challengers: [{ at: { x: 4, y: 4 }, pp: 2, items: [{ kind: 'battery', pp: 5 }] }],
    });
    expect(play(low, 0, { type: 'useBattery', index: 0 }).state.challengers[0]).toMatchObject({
      pp: 7,
      items: [],
    });
    const dropped = play(s, 0, { type: 'discard', index: 1 });
    expect(dropped.state.challengers[0]!.items).toEqual([{ kind: 'battery', pp: 5 }]);
    expect(dropped.state.cells[44]).toMatchObject({ items: [{ kind: 'key' }] });
  });

  it('Free actions outside the maze: a Battery Pack may be used in the start area or on the far side; discarding needs a cube (decision)', () => {
    const start = buildPosition({
      maze: mazeOf({}),
      challengers: [{ at: 'start', pp: 6, items: [{ kind: 'battery', pp: 3 }] }],
    });
    expect(play(start, 0, { type: 'useBattery', index: 0 }).state.challengers[0]).toMatchObject({
      pp: 9,
      items: [],
    });
    expect(rejects(start, 0, { type: 'discard', index: 0 })).toBe('discard/outside');
    const far = buildPosition({
      maze: mazeOf({}),
      challengers: [{ at: 'far', farRow: 3, pp: 9, items: [{ kind: 'battery', pp: 3 }] }],
    });
    expect(play(far, 0, { type: 'useBattery', index: 0 }).state.challengers[0]).toMatchObject({
      pp: 10,
      items: [{ kind: 'battery', pp: 2 }],
    });
    expect(rejects(far, 0, { type: 'discard', index: 0 })).toBe('discard/outside');
  });

  it('Move: another Challenger in the cube does not block a move; nothing happens between them (decision)', () => {
    const s = buildPosition({
      maze: mazeOf({ '3,3': '─', '4,3': '─' }),
      challengers: [{ at: { x: 3, y: 3 } }, { at: { x: 4, y: 3 } }],
    });
    const r = play(s, 0, { type: 'move', dir: 'right' });
    expect(types(r.events)).toEqual(['challenger/moved']);
    expect(r.state.challengers.map((c) => c.at)).toEqual([
      { x: 4, y: 3 },
      { x: 4, y: 3 },
    ]);
    expect(r.state.reaction).toBeNull();
  });

  it('Battery Packs appear in revealed cubes with the configured chance', () => {
    let withBattery = 0;
    for (let i = 0; i < 200; i++) {
      const s = buildPosition({
        maze: mazeOf({}),
        challengers: [{ at: 'start' }],
        options: { batteryChance: 0.5 },
        seed: `b${i}`,
      });
      const cube = play(s, 0, { type: 'investigate', dir: 'right' }).state.cells[50] as {
        items: { kind: string; pp: number }[];
      };
      if (cube.items.length) {
        withBattery++;
        expect(cube.items[0]!.pp).toBeGreaterThanOrEqual(1);
        expect(cube.items[0]!.pp).toBeLessThanOrEqual(5);
      }
    }
    expect(withBattery).toBeGreaterThan(60);
    expect(withBattery).toBeLessThan(140);
  });

  it('End: the turn passes; Defenders move and a Maze Event happens at every player turn', () => {
    const s = buildPosition({ maze: mazeOf({}), challengers: [{ at: 'start' }, { at: 'start' }] });
    const r = play(s, 0, { type: 'end' });
    expect(types(r.events).slice(0, 3)).toEqual(['turn/ended', 'turn/started', 'maze/event']);
    expect(r.state.current).toBe(1);
    expect(shiftingMaze.actors(r.state)).toEqual([{ seat: 1, kind: 'turn', prompt: 'turn/challenger-move' }]);
  });

  it('Stunned: a stunned Challenger misses its next turn', () => {
    const s = buildPosition({
      maze: mazeOf({}),
      challengers: [{ at: 'start' }, { at: 'start', stunned: true }],
    });
    const r = play(s, 0, { type: 'end' });
    expect(types(r.events)).toContain('turn/skipped');
    expect(r.state.current).toBe(0);
    expect(r.state.challengers[1]!.stunned).toBe(false);
  });

  it('Turn cap: the game ends as a draw', () => {
    const s = buildPosition({
      maze: mazeOf({}),
      challengers: [{ at: 'start' }],
      options: { turnCap: 5 },
      turns: 4,
    });
    const r = play(s, 0, { type: 'end' });
    expect(shiftingMaze.outcome(r.state)).toEqual({
      over: true,
      winners: [],
      draw: true,
      reason: 'draw/turn-cap',
    });
    expect(shiftingMaze.legalActions(r.state, 0)).toEqual([]);
  });

  it('Rejects actions out of turn', () => {
    const s = buildPosition({ maze: mazeOf({}), challengers: [{ at: 'start' }, { at: 'start' }] });
    expect(rejects(s, 1, { type: 'end' })).toBe('turn/not-your-turn');
    expect(shiftingMaze.legalActions(s, 1)).toEqual([]);
  });
});
