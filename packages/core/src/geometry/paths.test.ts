import { describe, expect, it } from 'vitest';
import { type Direction, type Point, rectangle, step } from './grid.ts';
import { orthogonalSight, type Passable, ray } from './paths.ts';

/**
 * An ASCII maze: cells at odd positions, `|` and `-` are walls between them, `#`
 * outside. `passable` reads it.
 */
function maze(rows: string[]): { t: ReturnType<typeof rectangle>; passable: Passable } {
  const width = (rows[0]!.length - 1) / 2;
  const height = (rows.length - 1) / 2;
  const t = rectangle(width, height);
  const passable: Passable = (from: Point, _to: Point, dir: Direction) => {
    const w = step({ x: 2 * from.x + 1, y: 2 * from.y + 1 }, dir);
    return rows[w.y]?.[w.x] === ' ';
  };
  return { t, passable };
}

const m = maze(['+-+-+-+-+', '|     | |', '+-+ + + +', '|   |   |', '+ +-+-+ +', '|       |', '+-+-+-+-+']);

describe('line of sight', () => {
  it('rays stop at the first wall, the edge, or their range', () => {
    expect(ray(m.t, { x: 0, y: 2 }, 'right', m.passable)).toEqual([
      { x: 1, y: 2 },
      { x: 2, y: 2 },
      { x: 3, y: 2 },
    ]);
    expect(ray(m.t, { x: 0, y: 0 }, 'right', m.passable)).toEqual([
      { x: 1, y: 0 },
      { x: 2, y: 0 },
    ]);
    expect(ray(m.t, { x: 0, y: 0 }, 'up', m.passable)).toEqual([]);
    expect(ray(m.t, { x: 0, y: 2 }, 'right', m.passable, 1)).toEqual([{ x: 1, y: 2 }]);
    expect(ray(m.t, { x: -1, y: 2 }, 'right', () => true)).toEqual([
      { x: 0, y: 2 },
      { x: 1, y: 2 },
      { x: 2, y: 2 },
      { x: 3, y: 2 },
    ]);
  });

  it('sees along a row or a column only, up to the first wall', () => {
    expect(orthogonalSight(m.t, { x: 0, y: 0 }, { x: 0, y: 0 }, m.passable)).toBe(true);
    expect(orthogonalSight(m.t, { x: 0, y: 0 }, { x: 2, y: 0 }, m.passable)).toBe(true);
    expect(orthogonalSight(m.t, { x: 2, y: 0 }, { x: 0, y: 0 }, m.passable)).toBe(true);
    expect(orthogonalSight(m.t, { x: 0, y: 0 }, { x: 3, y: 0 }, m.passable)).toBe(false);
    expect(orthogonalSight(m.t, { x: 0, y: 0 }, { x: 1, y: 1 }, m.passable)).toBe(false);
  });
});
