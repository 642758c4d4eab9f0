import { describe, expect, it } from 'vitest';
import { CELL, piecePlaces, x0, y0 } from './lab-geometry.ts';

/** A number of 12 px in a disc is about 8 units wide: a disc nearer than this to another's middle covers it. */
const READABLE = 12;

describe('the players’ discs at the end of a Labyrinth game', () => {
  it('players who ended on one cell all show their numbers, inside that cell', () => {
    for (let n = 2; n <= 6; n++) {
      const at = { x: 2, y: 1 };
      const places = piecePlaces(Array.from({ length: n }, (_, seat) => ({ seat, at })));
      expect(places.map((p) => p.seat)).toEqual(Array.from({ length: n }, (_, seat) => seat));
      for (const a of places) {
        expect(a.x - a.r).toBeGreaterThanOrEqual(x0(at.x));
        expect(a.x + a.r).toBeLessThanOrEqual(x0(at.x) + CELL);
        expect(a.y - a.r).toBeGreaterThanOrEqual(y0(at.y));
        expect(a.y + a.r).toBeLessThanOrEqual(y0(at.y) + CELL);
        for (const b of places)
          if (a !== b)
            expect(Math.hypot(a.x - b.x, a.y - b.y), `${n} players`).toBeGreaterThanOrEqual(READABLE);
      }
    }
  });

  it('a player alone on a cell keeps the full-size disc right of the start badge, whoever else ended elsewhere', () => {
    const places = piecePlaces([
      { seat: 0, at: { x: 0, y: 0 } },
      { seat: 1, at: { x: 3, y: 3 } },
      { seat: 2, at: { x: 3, y: 3 } },
    ]);
    expect(places[0]).toEqual({ seat: 0, x: x0(0) + 35, y: y0(0) + 24, r: 11 });
    expect(places[1]?.r).toBeLessThan(11);
  });
});
