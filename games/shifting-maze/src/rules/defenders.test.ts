import { describe, expect, it } from 'vitest';
import { buildPosition, mazeOf, runOn } from '../scenario.ts';
import { types } from '../test-helpers.ts';
import type { Defender, SmState } from '../types.ts';
import { defenderStep } from './defenders.ts';
import { advance } from './flow.ts';

const step = (s: SmState, seed = 'x') =>
  runOn(s, (ctx) => defenderStep(ctx, ctx.s.defenders[0] as Defender), seed);

/** Runs one Defender action over many seeds and counts where it went. */
function destinations(s: SmState, n = 60): Map<string, number> {
  const out = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const d = step(s, `seed${i}`).state.defenders[0]!;
    const k = `${d.at.x},${d.at.y}`;
    out.set(k, (out.get(k) ?? 0) + 1);
  }
  return out;
}

describe('Defender Move: the algorithm step by step', () => {
  it('1. moves towards the nearest Challenger in line of sight', () => {
    const s = buildPosition({
      maze: mazeOf({ '2,2': '┼', '3,2': '─', '4,2': '─', '2,1': '│', '1,2': '─' }),
      challengers: [{ at: { x: 4, y: 2 } }],
      defenders: [{ at: { x: 2, y: 2 } }],
    });
    for (let i = 0; i < 10; i++) {
      const r = step(s, `s${i}`);
      expect(r.state.defenders[0]!.at).toEqual({ x: 3, y: 2 });
      expect(r.events.find((e) => e.type === 'defender/moved')?.cause).toBe('chase');
    }
  });

  it('1. the nearer of two Challengers in sight wins', () => {
    const s = buildPosition({
      maze: mazeOf({ '2,2': '┼', '3,2': '─', '4,2': '─', '2,3': '│' }),
      challengers: [{ at: { x: 4, y: 2 } }, { at: { x: 2, y: 3 } }],
      defenders: [{ at: { x: 2, y: 2 } }],
    });
    expect(destinations(s)).toEqual(new Map([['2,3', 60]]));
  });

  it('1. equidistant Challengers: a random choice between them', () => {
    const s = buildPosition({
      maze: mazeOf({ '2,2': '┼', '3,2': '─', '1,2': '─' }),
      challengers: [{ at: { x: 3, y: 2 } }, { at: { x: 1, y: 2 } }],
      defenders: [{ at: { x: 2, y: 2 } }],
    });
    const d = destinations(s);
    expect([...d.keys()].sort()).toEqual(['1,2', '3,2']);
    expect(d.get('1,2')).toBeGreaterThan(10);
    expect(d.get('3,2')).toBeGreaterThan(10);
  });

  it('1. line of sight needs open doorways on both sides all the way', () => {
    // (3,2) is a │: its sides facing the Defender are closed, so the Challenger at (4,2) is not seen.
    const s = buildPosition({
      maze: mazeOf({ '2,2': '┤', '3,2': '│', '4,2': '─', '1,2': '─', '2,1': '│' }),
      challengers: [{ at: { x: 4, y: 2 } }],
      defenders: [{ at: { x: 2, y: 2 }, came: null }],
    });
    const d = destinations(s);
    expect(d.has('3,2')).toBe(false);
    expect([...d.keys()].sort()).toEqual(['1,2', '2,1']);
  });

  it('1. entering a Challenger\u2019s cube threatens it (an attack)', () => {
    const s = buildPosition({
      maze: mazeOf({ '2,2': '─', '3,2': '─' }),
      challengers: [{ at: { x: 3, y: 2 } }],
      defenders: [{ at: { x: 2, y: 2 } }],
    });
    const r = step(s);
    expect(types(r.events)).toEqual(['defender/moved', 'defender/attacks']);
    expect(r.state.attack).toEqual({ defender: 1, queue: [0] });
  });

  it('0. (decision) a Challenger already in the Defender\u2019s cube is attacked at once', () => {
    const s = buildPosition({
      maze: mazeOf({ '2,2': '┼', '3,2': '─' }),
      challengers: [{ at: { x: 2, y: 2 } }],
      defenders: [{ at: { x: 2, y: 2 } }],
    });
    const r = step(s);
    expect(types(r.events)).toEqual(['defender/attacks']);
    expect(r.state.defenders[0]!.at).toEqual({ x: 2, y: 2 });
  });

  it('2. moves through an open doorway to a known cube, not retracing its route', () => {
    const s = buildPosition({
      maze: mazeOf({ '2,2': '─', '3,2': '─', '1,2': '─' }),
      challengers: [{ at: 'start' }],
      defenders: [{ at: { x: 2, y: 2 }, came: 'left' }],
    });
    expect(destinations(s)).toEqual(new Map([['3,2', 60]]));
    expect(step(s).state.defenders[0]!.came).toBe('left');
  });

  it('2. goes back the way it came when that is the only open doorway', () => {
    const s = buildPosition({
      maze: mazeOf({ '2,2': '╴', '1,2': '─' }),
      challengers: [{ at: 'start' }],
      defenders: [{ at: { x: 2, y: 2 }, came: 'left' }],
    });
    expect(destinations(s)).toEqual(new Map([['1,2', 60]]));
  });

  it('2. before 3: with only the way back known it goes back, even with a doorway to an uninvestigated position open', () => {
    // "if there are 2 or more, it will not retrace its route": with one known cube there is no choice,
    // and step 2 (a known cube) comes before step 3 (investigate).
    const s = buildPosition({
      maze: mazeOf({ '2,2': '─', '1,2': '─' }),
      challengers: [{ at: 'start' }],
      defenders: [{ at: { x: 2, y: 2 }, came: 'left' }],
    });
    for (let i = 0; i < 10; i++) {
      const r = step(s, `b${i}`);
      expect(types(r.events)).toEqual(['defender/moved']);
      expect(r.state.defenders[0]).toMatchObject({ at: { x: 1, y: 2 }, came: 'right' });
      expect(r.state.bag.length).toBe(s.bag.length);
    }
  });

  it('2. several doorways: a random one of those not retracing its route', () => {
    const s = buildPosition({
      maze: mazeOf({ '2,2': '┼', '1,2': '─', '3,2': '─', '2,1': '│' }),
      challengers: [{ at: 'start' }],
      defenders: [{ at: { x: 2, y: 2 }, came: 'left' }],
    });
    const d = destinations(s, 80);
    expect([...d.keys()].sort()).toEqual(['2,1', '3,2']);
  });

  it('2. moving to a known cube comes before investigating', () => {
    const s = buildPosition({
      maze: mazeOf({ '2,2': '┼', '3,2': '─' }),
      challengers: [{ at: 'start' }],
      defenders: [{ at: { x: 2, y: 2 } }],
    });
    expect(destinations(s)).toEqual(new Map([['3,2', 60]]));
  });

  it('3. investigates an uninvestigated position behind an open doorway (drawn from the bag)', () => {
    const s = buildPosition({
      maze: mazeOf({ '2,2': '╶' }),
      challengers: [{ at: 'start' }],
      defenders: [{ at: { x: 2, y: 2 } }],
      next: ['┼'],
    });
    const r = step(s);
    expect(types(r.events)).toEqual(['maze/revealed']);
    expect(r.events[0]).toMatchObject({ at: { x: 3, y: 2 }, doors: 15, by: { defender: 1 } });
    expect(r.state.cells[2 * 10 + 3]).toEqual({ doors: 15, items: [], bodies: [] });
    expect(r.state.bag.length).toBe(s.bag.length - 1);
    // ...and starts at 1 again: the next action moves into the new cube.
    const again = runOn(r.state, (ctx) => defenderStep(ctx, ctx.s.defenders[0]!));
    expect(again.state.defenders[0]!.at).toEqual({ x: 3, y: 2 });
  });

  it('3. several uninvestigated positions: a random one', () => {
    const s = buildPosition({
      maze: mazeOf({ '2,2': '┼' }),
      challengers: [{ at: 'start' }],
      defenders: [{ at: { x: 2, y: 2 } }],
    });
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const e = step(s, `r${i}`).events[0]!;
      seen.add(`${e.at!.x},${e.at!.y}`);
    }
    expect([...seen].sort()).toEqual(['1,2', '2,1', '2,3', '3,2']);
  });

  it('4. only closed doorways: rotates its cube clockwise once, then starts at 1 again (same action)', () => {
    // A dead end facing the edge of the maze (up at y = 0): one turn opens the way right.
    const s = buildPosition({
      maze: mazeOf({ '4,0': '╵', '5,0': '─' }),
      challengers: [{ at: 'start' }],
      defenders: [{ at: { x: 4, y: 0 } }],
    });
    const r = step(s);
    expect(types(r.events)).toEqual(['maze/rotated', 'defender/moved']);
    expect(r.state.cells[4]).toMatchObject({ doors: 2 });
    expect(r.state.defenders[0]!.at).toEqual({ x: 5, y: 0 });
  });

  it('4. a doorway onto a cube whose facing side is closed counts as closed', () => {
    const s = buildPosition({
      maze: mazeOf({ '4,4': '╶', '5,4': '│', '4,5': '─' }),
      challengers: [{ at: 'start' }],
      defenders: [{ at: { x: 4, y: 4 } }],
    });
    const r = step(s);
    // Right faces the closed side of a │; one turn points the doorway down onto the closed top of a ─;
    // the second turn points it left onto the unrevealed (3,4), which it investigates.
    expect(types(r.events)).toEqual(['maze/rotated', 'maze/rotated', 'maze/revealed']);
    expect(r.events[2]).toMatchObject({ at: { x: 3, y: 4 } });
  });

  it('4. boxed in: after three rotations that open nothing its Defender Move ends', () => {
    const s = buildPosition({
      maze: mazeOf({ '0,0': '╵', '1,0': '│', '0,1': '─' }),
      challengers: [{ at: 'start' }],
      defenders: [{ at: { x: 0, y: 0 } }],
      stage: { kind: 'defenders', next: 0, current: null, actionsLeft: 0 },
    });
    const r = runOn(s, advance);
    const before = r.events.findIndex((e) => e.type === 'maze/event');
    const own = r.events.slice(0, before);
    expect(types(own)).toEqual(['maze/rotated', 'maze/rotated', 'maze/rotated']);
  });

  it('a Defender takes exactly 3 actions per Defender Move, in number order', () => {
    const s = buildPosition({
      maze: mazeOf({
        '0,0': '─',
        '1,0': '─',
        '2,0': '─',
        '3,0': '─',
        '4,0': '─',
        '0,5': '│',
        '0,6': '│',
        '0,7': '│',
        '0,8': '│',
      }),
      challengers: [{ at: 'start' }],
      defenders: [
        { id: 1, at: { x: 0, y: 0 }, came: 'left' },
        { id: 2, at: { x: 0, y: 5 }, came: 'up' },
      ],
      stage: { kind: 'defenders', next: 0, current: null, actionsLeft: 0 },
    });
    const r = runOn(s, advance);
    const moves = r.events.filter((e) => e.type === 'defender/moved');
    expect(moves.map((e) => e.defender)).toEqual([1, 1, 1, 2, 2, 2]);
    expect(r.state.defenders.find((d) => d.id === 1)!.at).toEqual({ x: 3, y: 0 });
    expect(r.state.defenders.find((d) => d.id === 2)!.at).toEqual({ x: 0, y: 8 });
    const firstEvent = r.events.findIndex((e) => e.type === 'maze/event');
    expect(firstEvent).toBeGreaterThan(r.events.lastIndexOf(moves[5]!));
  });

  it('a stunned Defender misses its next Defender Move, then moves again', () => {
    const s = buildPosition({
      maze: mazeOf({ '0,0': '─', '1,0': '─', '2,0': '─', '3,0': '─' }),
      challengers: [{ at: 'start' }],
      defenders: [{ at: { x: 0, y: 0 }, stunned: true }],
      stage: { kind: 'defenders', next: 0, current: null, actionsLeft: 0 },
    });
    const r = runOn(s, advance);
    expect(types(r.events)).toContain('defender/skipped');
    expect(types(r.events)).not.toContain('defender/moved');
    expect(r.state.defenders[0]!.stunned).toBe(false);
  });
});
