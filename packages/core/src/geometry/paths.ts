/**
 * Straight lines on a square grid: what is seen along a row or a column through
 * consecutive passable steps (a bullet's flight, a Defender's line of sight). Paths and
 * distances on any board are graph searches (`graph.ts`, with `squareGraph` for grids).
 * The callback `passable(from, to, dir)` decides each step, never a map object.
 */
import { contains, type Direction, type Point, step, type Topology } from './grid.ts';

export type Passable = (from: Point, to: Point, dir: Direction) => boolean;

/**
 * The cells seen from `from` looking in direction `dir`, nearest first, through
 * consecutive passable steps (open doorways, no walls), stopping at the first
 * blocked step, the edge, or after `maxDistance` cells. `from` itself is not included.
 */
export function ray(
  t: Topology,
  from: Point,
  dir: Direction,
  passable: Passable,
  maxDistance = Number.POSITIVE_INFINITY,
): Point[] {
  const out: Point[] = [];
  let p = from;
  while (out.length < maxDistance) {
    const q = step(p, dir);
    if (!contains(t, q) || !passable(p, q, dir)) break;
    out.push(q);
    p = q;
  }
  return out;
}

/** Whether b is in straight orthogonal line of sight of a (same row or column, every step passable). */
export function orthogonalSight(t: Topology, a: Point, b: Point, passable: Passable): boolean {
  if (a.x === b.x && a.y === b.y) return true;
  let dir: Direction;
  if (a.x === b.x) dir = b.y < a.y ? 'up' : 'down';
  else if (a.y === b.y) dir = b.x < a.x ? 'left' : 'right';
  else return false;
  return ray(t, a, dir, passable).some((p) => p.x === b.x && p.y === b.y);
}
