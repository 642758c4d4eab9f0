import { describe, expect, it } from 'vitest';
import { type Direction, fromRows, type Point, rectangle, step } from './grid.ts';
import {
  cheapestPath,
  clearLine,
  distances,
  orthogonalSight,
  type Passable,
  ray,
  reachable,
  shortestPath,
  supercoverLine,
} from './paths.ts';

/**
 * An ASCII maze: cells at odd positions, `|` and `-` are walls between them, `#`
 * outside. `wallsOf` returns a passable() for it.
 */
function maze(rows: string[]): { t: ReturnType<typeof rectangle>; passable: Passable } {
  const width = (rows[0]!.length - 1) / 2;
  const height = (rows.length - 1) / 2;
  const t = rectangle(width, height);
  const passable: Passable = (from: Point, _to: Point, dir: Direction) => {
    const cx = 2 * from.x + 1;
    const cy = 2 * from.y + 1;
    const w = step({ x: cx, y: cy }, dir);
    return rows[w.y]?.[w.x] === ' ';
  };
  return { t, passable };
}

const m = maze(['+-+-+-+-+', '|     | |', '+-+ + + +', '|   |   |', '+ +-+-+ +', '|       |', '+-+-+-+-+']);

describe('paths on a grid with walls', () => {
  it('distances by breadth-first search', () => {
    const d = distances(m.t, { x: 0, y: 0 }, m.passable);
    expect(d[0]).toBe(0);
    expect(d[3]).toBe(5); // (3,0): round the wall through (2,1) and (3,1)
    expect(d[2 * 4 + 3]).toBe(5); // (3,2)
    expect(d[2 * 4 + 0]).toBe(4); // (0,2): through (1,1) and (0,1)
  });

  it('shortest path with both ends, deterministic ties', () => {
    const path = shortestPath(m.t, { x: 0, y: 0 }, { x: 3, y: 0 }, m.passable);
    expect(path?.[0]).toEqual({ x: 0, y: 0 });
    expect(path?.at(-1)).toEqual({ x: 3, y: 0 });
    expect(path).toEqual(shortestPath(m.t, { x: 0, y: 0 }, { x: 3, y: 0 }, m.passable));
    for (let i = 1; i < path!.length; i++) {
      expect(Math.abs(path![i]!.x - path![i - 1]!.x) + Math.abs(path![i]!.y - path![i - 1]!.y)).toBe(1);
    }
  });

  it('no path through walls; goal as a predicate', () => {
    const closed = maze(['+-+-+', '| | |', '+-+-+']);
    expect(shortestPath(closed.t, { x: 0, y: 0 }, { x: 1, y: 0 }, closed.passable)).toBeNull();
    expect(reachable(closed.t, { x: 0, y: 0 }, closed.passable)).toEqual([{ x: 0, y: 0 }]);
    expect(shortestPath(m.t, { x: 0, y: 0 }, (p) => p.y === 2, m.passable)?.at(-1)?.y).toBe(2);
  });

  it('cheapest path prefers fewer walls, then fewer steps (slug-style costs)', () => {
    const t = rectangle(3, 1);
    // A wall between (0,0) and (1,0): crossing costs 1000 + 1.
    const cost = (from: Point, to: Point) => (from.x + to.x === 1 ? 1001 : 1);
    const r = cheapestPath(t, { x: 0, y: 0 }, { x: 2, y: 0 }, cost);
    expect(r?.cost).toBe(1002);
    expect(r?.path).toHaveLength(3);
    const open = rectangle(4, 4);
    const around = cheapestPath(open, { x: 0, y: 0 }, { x: 3, y: 0 }, (_from, to) =>
      to.y === 0 && to.x === 2 ? 5000 : 1,
    );
    expect(around?.path.some((p) => p.x === 2 && p.y === 0)).toBe(false);
    expect(around?.cost).toBe(5);
    expect(cheapestPath(t, { x: 0, y: 0 }, { x: 2, y: 0 }, () => null)).toBeNull();
  });

  it('masked cells are never entered', () => {
    const t = fromRows(['...', '.#.', '...']);
    const path = shortestPath(t, { x: 1, y: 0 }, { x: 1, y: 2 }, () => true);
    expect(path).toHaveLength(5);
    expect(path?.some((p) => p.x === 1 && p.y === 1)).toBe(false);
  });
});

describe('line of sight', () => {
  it('rays stop at the first wall or the edge', () => {
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
    expect(orthogonalSight(m.t, { x: 0, y: 0 }, { x: 2, y: 0 }, m.passable)).toBe(true);
    expect(orthogonalSight(m.t, { x: 0, y: 0 }, { x: 3, y: 0 }, m.passable)).toBe(false);
    expect(orthogonalSight(m.t, { x: 0, y: 0 }, { x: 1, y: 1 }, m.passable)).toBe(false);
  });

  it('supercover lines visit every crossed cell, both sides at exact corners', () => {
    // y = x / 3 passes exactly through the corner at x = 1.5, y = 0.5.
    expect(supercoverLine({ x: 0, y: 0 }, { x: 3, y: 1 })).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 2, y: 0 },
      { x: 1, y: 1 },
      { x: 2, y: 1 },
      { x: 3, y: 1 },
    ]);
    expect(supercoverLine({ x: 0, y: 0 }, { x: 4, y: 1 })).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 2, y: 0 },
      { x: 2, y: 1 },
      { x: 3, y: 1 },
      { x: 4, y: 1 },
    ]);
    expect(supercoverLine({ x: 0, y: 0 }, { x: 1, y: 1 })).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 0, y: 1 },
      { x: 1, y: 1 },
    ]);
  });

  it('clear line between cell centres is blocked by walls', () => {
    const open = rectangle(5, 5);
    expect(clearLine(open, { x: 0, y: 0 }, { x: 4, y: 3 }, () => true)).toBe(true);
    const wallAtX2: Passable = (f, t) => !((f.x === 1 && t.x === 2) || (f.x === 2 && t.x === 1));
    expect(clearLine(open, { x: 0, y: 0 }, { x: 4, y: 3 }, wallAtX2)).toBe(false);
    expect(clearLine(open, { x: 0, y: 0 }, { x: 1, y: 4 }, wallAtX2)).toBe(true);
    // Through a corner: clear if either way round is open.
    const blockRight: Passable = (f, t) => !(f.x === 0 && f.y === 0 && t.x === 1);
    expect(clearLine(open, { x: 0, y: 0 }, { x: 1, y: 1 }, blockRight)).toBe(true);
    const blockBoth: Passable = (f) => !(f.x === 0 && f.y === 0);
    expect(clearLine(open, { x: 0, y: 0 }, { x: 1, y: 1 }, blockBoth)).toBe(false);
  });
});
