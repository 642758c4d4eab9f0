import { Match, Random } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { shiftingMaze } from '../game.ts';
import { buildPosition, mazeOf, runOn } from '../scenario.ts';
import { play, types } from '../test-helpers.ts';
import type { MazeEvent, SmState } from '../types.ts';
import type { Ctx } from './board.ts';
import { advance } from './flow.ts';
import { doomedSeats, executeEvent, rollEvent } from './maze-events.ts';

const at = (s: SmState, x: number, y: number) => s.cells[y * 10 + x];

/** Puts an event in the flow (as if just rolled) and runs the sequence on. */
function withEvent(s: SmState, event: MazeEvent): SmState {
  return { ...s, stage: { kind: 'event', event, queue: doomedSeats(s, event), done: false } };
}

describe('Maze Event', () => {
  it('is uniform over the ten listed events', () => {
    const counts = new Map<string, number>();
    const random = Random.fromSeed('events');
    const s = buildPosition({ maze: mazeOf({}), challengers: [{ at: 'start' }] });
    for (let i = 0; i < 5000; i++) {
      const e = rollEvent({ s, random, events: [] } as Ctx);
      const key =
        e.kind === 'rotate'
          ? `rotate${e.turns}`
          : e.kind === 'slide'
            ? `slide${e.axis}${e.delta}`
            : e.kind === 'z'
              ? `z${e.delta}`
              : e.kind;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (e.kind !== 'slide') {
        expect(e.at.x).toBeGreaterThanOrEqual(0);
        expect(e.at.x).toBeLessThan(10);
      } else expect(e.line).toBeLessThan(10);
    }
    expect(counts.size).toBe(10);
    for (const n of counts.values()) expect(n).toBeGreaterThan(400);
  });

  it('Special Action adds a Defender on a new cube revealed from the bag', () => {
    const s = buildPosition({ maze: mazeOf({}), challengers: [{ at: 'start' }], next: ['┼'] });
    const r = runOn(s, (ctx) => executeEvent(ctx, { kind: 'special', at: { x: 4, y: 6 } }));
    expect(types(r.events)).toEqual(['maze/revealed', 'defender/added']);
    expect(r.state.defenders).toEqual([{ id: 1, at: { x: 4, y: 6 }, stunned: false, came: null }]);
    expect(at(r.state, 4, 6)).toMatchObject({ doors: 15 });
  });

  it('Special Action on an existing cube; numbering takes the lowest free number', () => {
    const s = buildPosition({
      maze: mazeOf({ '1,1': '┼', '4,6': '─' }),
      challengers: [{ at: 'start' }],
      defenders: [{ id: 2, at: { x: 1, y: 1 } }],
    });
    const r = runOn(s, (ctx) => executeEvent(ctx, { kind: 'special', at: { x: 4, y: 6 } }));
    expect(r.state.defenders.map((d) => d.id)).toEqual([1, 2]);
    expect(r.state.bag.length).toBe(s.bag.length);
  });

  it('Special Action on a Defender\u2019s cube: the new Defender joins it there (Defenders share cubes)', () => {
    const s = buildPosition({
      maze: mazeOf({ '4,6': '┼' }),
      challengers: [{ at: 'start' }],
      defenders: [{ at: { x: 4, y: 6 } }],
    });
    const r = runOn(s, (ctx) => executeEvent(ctx, { kind: 'special', at: { x: 4, y: 6 } }));
    expect(types(r.events)).toEqual(['defender/added']);
    expect(r.state.defenders.map((d) => [d.id, d.at])).toEqual([
      [1, { x: 4, y: 6 }],
      [2, { x: 4, y: 6 }],
    ]);
  });

  it('Special Action does nothing when two Defenders are already in the maze (or on a Destroyed Cube)', () => {
    const s = buildPosition({
      maze: mazeOf({ '1,1': '┼', '2,2': '┼', '4,6': '#' }),
      challengers: [{ at: 'start' }],
      defenders: [{ at: { x: 1, y: 1 } }, { at: { x: 2, y: 2 } }],
    });
    const r = runOn(s, (ctx) => executeEvent(ctx, { kind: 'special', at: { x: 5, y: 5 } }));
    expect(r.events[0]).toMatchObject({ type: 'maze/no-effect', cause: 'enough-defenders' });
    const one = { ...s, defenders: s.defenders.slice(0, 1) };
    const r2 = runOn(one, (ctx) => executeEvent(ctx, { kind: 'special', at: { x: 4, y: 6 } }));
    expect(r2.events[0]).toMatchObject({ type: 'maze/no-effect', cause: 'destroyed-cube' });
  });

  it('Special Action on a Challenger\u2019s cube threatens it (reaction, then kill)', () => {
    const s = buildPosition({
      maze: mazeOf({ '4,6': '┼' }),
      challengers: [{ at: { x: 4, y: 6 }, items: [{ kind: 'key' }] }],
    });
    const r = runOn(withEvent(s, { kind: 'special', at: { x: 4, y: 6 } }), advance);
    expect(shiftingMaze.actors(r.state)).toEqual([{ seat: 0, kind: 'reaction', prompt: 'react/defender' }]);
    const declined = play(r.state, 0, { type: 'end' });
    expect(types(declined.events)).toContain('challenger/killed');
    expect(at(declined.state, 4, 6)).toMatchObject({ bodies: [{ seat: 0, items: [{ kind: 'key' }] }] });
  });

  it('Special Action: a Defender stunned as a reaction to its appearance misses the next Defender Move (it has no current one)', () => {
    const s = buildPosition({
      maze: mazeOf({ '4,6': '┼', '5,6': '─', '6,6': '─' }),
      challengers: [{ at: { x: 4, y: 6 } }, { at: 'start' }],
    });
    const r = runOn(withEvent(s, { kind: 'special', at: { x: 4, y: 6 } }), advance);
    const stunned = play(r.state, 0, { type: 'stunDefender', defender: 1 });
    expect(types(stunned.events)).not.toContain('challenger/killed');
    expect(stunned.state.defenders[0]).toMatchObject({ id: 1, stunned: true });
    // Player 1's own Move follows; at player 2's turn the Defender is out of action.
    expect(shiftingMaze.actors(stunned.state)).toEqual([
      { seat: 0, kind: 'turn', prompt: 'turn/challenger-move' },
    ]);
    const next = play(stunned.state, 0, { type: 'end' });
    expect(types(next.events)).toContain('defender/skipped');
    expect(types(next.events)).not.toContain('defender/attacks');
    expect(next.state.defenders[0]).toMatchObject({ stunned: false, at: { x: 4, y: 6 } });
  });

  it.each([1, 2, 3] as const)('Rotate Cube clockwise ×%i', (turns) => {
    const s = buildPosition({ maze: mazeOf({ '3,3': '╵' }), challengers: [{ at: 'start' }] });
    const r = runOn(s, (ctx) => executeEvent(ctx, { kind: 'rotate', at: { x: 3, y: 3 }, turns }));
    expect(at(r.state, 3, 3)).toMatchObject({ doors: 1 << turns });
    expect(r.events[0]).toMatchObject({ type: 'maze/rotated', turns, by: { maze: true } });
  });

  it('Rotate on an unrevealed position has no effect', () => {
    const s = buildPosition({ maze: mazeOf({}), challengers: [{ at: 'start' }] });
    const r = runOn(s, (ctx) => executeEvent(ctx, { kind: 'rotate', at: { x: 3, y: 3 }, turns: 1 }));
    expect(r.events[0]).toMatchObject({ type: 'maze/no-effect', cause: 'unrevealed' });
    expect(r.state.cells).toEqual(s.cells);
  });

  it('Slide X line +1: everything moves along, the cube past the high-X edge is lost, low-X end unrevealed', () => {
    const s = buildPosition({
      maze: ['..........', '..........', '┼─┐......┤', ...Array(7).fill('..........')],
      challengers: [{ at: { x: 1, y: 2 } }],
      defenders: [{ at: { x: 9, y: 2 } }, { at: { x: 0, y: 2 } }],
      items: [{ at: { x: 9, y: 2 }, item: { kind: 'battery', pp: 3 } }],
    });
    const r = runOn(s, (ctx) => executeEvent(ctx, { kind: 'slide', axis: 'x', line: 2, delta: 1 }));
    expect(at(r.state, 0, 2)).toBeNull();
    expect(at(r.state, 1, 2)).toMatchObject({ doors: 15 });
    expect(at(r.state, 2, 2)).toMatchObject({ doors: 10 });
    expect(at(r.state, 3, 2)).toMatchObject({ doors: 12 });
    expect(at(r.state, 9, 2)).toBeNull();
    expect(r.state.lost).toEqual([13]);
    expect(r.state.challengers[0]!.at).toEqual({ x: 2, y: 2 });
    expect(r.state.defenders.map((d) => [d.id, d.at])).toEqual([[2, { x: 1, y: 2 }]]);
    expect(r.events.find((e) => e.type === 'maze/slid')).toMatchObject({
      lost: { at: { x: 9, y: 2 }, doors: 13, defenders: [1], items: 1 },
    });
  });

  it('Slide X line -1 and Y lines ±1 push the other ends off', () => {
    const base = buildPosition({
      maze: mazeOf({ '0,4': '─', '5,4': '┼', '5,0': '│', '5,9': '│' }),
      challengers: [{ at: 'start' }],
    });
    const minusX = runOn(base, (ctx) =>
      executeEvent(ctx, { kind: 'slide', axis: 'x', line: 4, delta: -1 }),
    ).state;
    expect(minusX.lost).toEqual([10]);
    expect(at(minusX, 4, 4)).toMatchObject({ doors: 15 });
    const plusY = runOn(base, (ctx) =>
      executeEvent(ctx, { kind: 'slide', axis: 'y', line: 5, delta: 1 }),
    ).state;
    expect(plusY.lost).toEqual([5]);
    expect(at(plusY, 5, 1)).toMatchObject({ doors: 5 });
    expect(at(plusY, 5, 5)).toMatchObject({ doors: 15 });
    expect(at(plusY, 5, 0)).toBeNull();
    const minusY = runOn(base, (ctx) =>
      executeEvent(ctx, { kind: 'slide', axis: 'y', line: 5, delta: -1 }),
    ).state;
    expect(at(minusY, 5, 3)).toMatchObject({ doors: 15 });
    expect(at(minusY, 5, 8)).toMatchObject({ doors: 5 });
    expect(at(minusY, 5, 9)).toBeNull();
  });

  it('Slide: a Challenger whose cube is pushed past the edge may react first; if it stays it is lost with everything', () => {
    const s = buildPosition({
      maze: mazeOf({ '9,2': '─', '8,2': '─' }),
      challengers: [{ at: { x: 9, y: 2 }, items: [{ kind: 'battery', pp: 2 }] }],
    });
    const ev: MazeEvent = { kind: 'slide', axis: 'x', line: 2, delta: 1 };
    const r = runOn(withEvent(s, ev), advance);
    expect(shiftingMaze.actors(r.state)).toEqual([{ seat: 0, kind: 'reaction', prompt: 'react/slide' }]);
    const stay = play(r.state, 0, { type: 'end' });
    expect(types(stay.events)).toContain('challenger/lost');
    // Lost with its cube; being the current player, a fresh Challenger starts its Move at once.
    expect(stay.state.challengers[0]).toMatchObject({ at: { x: -1, y: 5 }, items: [], pp: 10 });
    expect(stay.state.lost).toEqual([10]);
    const step = play(r.state, 0, { type: 'move', dir: 'left' });
    expect(step.state.challengers[0]!.at).toEqual({ x: 9, y: 2 });
    expect(step.state.challengers[0]!.owed).toBe(0); // consumed as the next Move starts
    expect(step.state.stage).toEqual({ kind: 'move', mainLeft: 2 });
  });

  it('Slide Z removes the cube: a Destroyed Cube, its tile in the destroyed pile, occupants lost', () => {
    const s = buildPosition({
      maze: mazeOf({ '3,3': '┼', '3,4': '│' }),
      challengers: [{ at: 'start' }],
      defenders: [{ at: { x: 3, y: 3 } }],
    });
    const r = runOn(s, (ctx) => executeEvent(ctx, { kind: 'z', at: { x: 3, y: 3 }, delta: 1 }));
    expect(at(r.state, 3, 3)).toBe('destroyed');
    expect(r.state.destroyed).toEqual([15]);
    expect(r.state.defenders).toEqual([]);
    expect(types(r.events)).toEqual(['defender/lost', 'maze/removed']);
  });

  it('Slide Z on an unrevealed position leaves a Destroyed Cube without drawing a tile', () => {
    const s = buildPosition({ maze: mazeOf({}), challengers: [{ at: 'start' }] });
    const r = runOn(s, (ctx) => executeEvent(ctx, { kind: 'z', at: { x: 3, y: 3 }, delta: -1 }));
    expect(at(r.state, 3, 3)).toBe('destroyed');
    expect(r.state.bag.length).toBe(360);
    expect(r.state.destroyed).toEqual([]);
  });

  it('Slide Z threatens a Challenger in the cube: moving out saves it', () => {
    const s = buildPosition({
      maze: mazeOf({ '3,3': '┼', '3,4': '│' }),
      challengers: [{ at: { x: 3, y: 3 } }],
    });
    const r = runOn(withEvent(s, { kind: 'z', at: { x: 3, y: 3 }, delta: 1 }), advance);
    expect(shiftingMaze.actors(r.state)[0]).toMatchObject({ kind: 'reaction', prompt: 'react/z' });
    const saved = play(r.state, 0, { type: 'move', dir: 'down' });
    expect(types(saved.events)).toEqual(expect.arrayContaining(['reaction/ended', 'maze/removed']));
    expect(saved.state.challengers[0]!.at).toEqual({ x: 3, y: 4 });
    expect(at(saved.state, 3, 3)).toBe('destroyed');
  });

  it('Destroyed Cubes block movement, line of sight and investigation', () => {
    const s = buildPosition({
      maze: mazeOf({ '3,3': '┼', '4,3': '#', '2,3': '─', '1,3': '─' }),
      challengers: [{ at: { x: 3, y: 3 } }, { at: { x: 1, y: 3 } }],
    });
    const moves = shiftingMaze
      .legalActions(s, 0)
      .filter((a) => a.type === 'move' || a.type === 'investigate');
    expect(moves).toEqual(
      expect.not.arrayContaining([
        { type: 'move', dir: 'right' },
        { type: 'investigate', dir: 'right' },
      ]),
    );
  });
});

describe('Turn sequence: the first turn', () => {
  it("is begun by setup, and its Defenders Move and Maze Event are announced as the game's setup events", () => {
    for (const seed of ['first-a', 'first-b', 'first-c']) {
      const input = { options: shiftingMaze.optionsSchema.parse({}), players: 2, seed };
      const setup = shiftingMaze.setup(input);
      if (!setup.ok) throw new Error(setup.error.message);
      const { events } = setup.value;
      expect(events[0]).toMatchObject({ type: 'turn/started', seat: 0, audience: 'all' });
      // The Maze Event of turn 1, with what it did (or that it did nothing).
      expect(events.some((e) => e.type === 'maze/event')).toBe(true);
      expect(events.length).toBeGreaterThan(1);
      // Same input, same events; and they describe the state setup returns.
      expect(shiftingMaze.setup(input)).toEqual(setup);
      const match = Match.create(shiftingMaze, { players: 2, seed });
      expect(match.ok && match.value.opening).toEqual(events);
      expect(setup.value.state.turns).toBe(0);
    }
  });
});
