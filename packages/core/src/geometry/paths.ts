/**
 * Shortest paths, reachability and line of sight on a square grid. Algorithms take
 * a topology and a `passable(from, to, dir)` callback, never a map object, so every
 * game keeps its own notion of walls, doorways, rivers or slugs' costs.
 */
import {
  type CanPass,
  type CellGoal,
  graphCheapestPath,
  graphDistances,
  graphShortestPath,
} from './graph.ts';
import {
  contains,
  DIRECTIONS,
  type Direction,
  indexOf,
  type Point,
  pointAt,
  step,
  type Topology,
} from './grid.ts';
import { squareGraph } from './square-graph.ts';

export type Passable = (from: Point, to: Point, dir: Direction) => boolean;
/** Cost of a step, or null if it cannot be taken. Costs must be ≥ 0. */
export type StepCost = (from: Point, to: Point, dir: Direction) => number | null;

/** Breadth-first distances (in steps) from `start` to every reachable cell; -1 when unreachable. */
export function distances(t: Topology, start: Point, passable: Passable): Int32Array {
  if (!contains(t, start)) return new Int32Array(t.width * t.height).fill(-1);
  return graphDistances(squareGraph(t), indexOf(t, start), onGrid(t, passable));
}

/** Cells reachable from `start` (start included). */
export function reachable(t: Topology, start: Point, passable: Passable): Point[] {
  const dist = distances(t, start, passable);
  const out: Point[] = [];
  for (let i = 0; i < dist.length; i++) if ((dist[i] as number) >= 0) out.push(pointAt(t, i));
  return out;
}

/**
 * A shortest path from `from` to the nearest cell satisfying `goal`, both ends
 * included, or null. Ties between equally short paths go to directions in the
 * order given (default: up, right, down, left), so results are deterministic.
 */
export function shortestPath(
  t: Topology,
  from: Point,
  goal: Point | ((p: Point) => boolean),
  passable: Passable,
  order: readonly Direction[] = DIRECTIONS,
): Point[] | null {
  if (!contains(t, from)) return null;
  const path = graphShortestPath(
    squareGraph(t, order),
    indexOf(t, from),
    cellGoal(t, goal),
    onGrid(t, passable),
  );
  return path ? path.map((i) => pointAt(t, i)) : null;
}

/**
 * Cheapest path by Dijkstra. Equal costs are broken by fewer steps, then by the
 * direction order, so results are deterministic. Lexicographic preferences (fewest
 * walls, then shortest) are expressed as costs such as `walls * 1000 + 1`.
 */
export function cheapestPath(
  t: Topology,
  from: Point,
  goal: Point | ((p: Point) => boolean),
  cost: StepCost,
  order: readonly Direction[] = DIRECTIONS,
): { path: Point[]; cost: number } | null {
  if (!contains(t, from)) return null;
  const found = graphCheapestPath(squareGraph(t, order), indexOf(t, from), cellGoal(t, goal), (i, j, side) =>
    cost(pointAt(t, i), pointAt(t, j), DIRECTIONS[side] as Direction),
  );
  return found && { path: found.path.map((i) => pointAt(t, i)), cost: found.cost };
}

/** A grid callback as a graph callback. */
const onGrid =
  (t: Topology, passable: Passable): CanPass =>
  (i, j, side) =>
    passable(pointAt(t, i), pointAt(t, j), DIRECTIONS[side] as Direction);

function cellGoal(t: Topology, goal: Point | ((p: Point) => boolean)): CellGoal {
  return typeof goal === 'function' ? (i: number) => goal(pointAt(t, i)) : indexOf(t, goal);
}

/**
 * The cells seen from `from` looking in direction `dir`, nearest first, through
 * consecutive passable steps (open doorways, no walls), stopping at the first
 * blocked step or the edge. `from` itself is not included.
 */
export function ray(
  t: Topology,
  from: Point,
  dir: Direction,
  passable: Passable,
  maxDistance = Infinity,
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

/**
 * The cells a straight segment between the centres of a and b passes through
 * (supercover: where the segment passes exactly through a corner, both cells beside
 * the corner are crossed), in order from a to b.
 */
export function supercoverLine(a: Point, b: Point): Point[] {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const nx = Math.abs(dx);
  const ny = Math.abs(dy);
  const sx = Math.sign(dx);
  const sy = Math.sign(dy);
  const out: Point[] = [{ x: a.x, y: a.y }];
  let x = a.x;
  let y = a.y;
  let ix = 0;
  let iy = 0;
  while (ix < nx || iy < ny) {
    const decision = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx;
    if (decision === 0) {
      // Exactly through a corner: record both side cells, then go diagonally.
      out.push({ x: x + sx, y });
      out.push({ x, y: y + sy });
      x += sx;
      y += sy;
      ix++;
      iy++;
    } else if (decision < 0) {
      x += sx;
      ix++;
    } else {
      y += sy;
      iy++;
    }
    out.push({ x, y });
  }
  return out;
}

/**
 * Line of sight between cell centres: the segment from a to b must not cross a
 * blocked side. Where it passes exactly through a cell corner, it is clear if at
 * least one of the two ways around the corner is clear.
 */
export function clearLine(t: Topology, a: Point, b: Point, passable: Passable): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const nx = Math.abs(dx);
  const ny = Math.abs(dy);
  const hx: Direction = dx > 0 ? 'right' : 'left';
  const vy: Direction = dy > 0 ? 'down' : 'up';
  const can = (p: Point, d: Direction): Point | null => {
    const q = step(p, d);
    return contains(t, q) && passable(p, q, d) ? q : null;
  };
  let p: Point = a;
  let ix = 0;
  let iy = 0;
  while (ix < nx || iy < ny) {
    const decision = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx;
    if (decision === 0) {
      const viaX = can(p, hx);
      const viaY = can(p, vy);
      const corner1 = viaX ? can(viaX, vy) : null;
      const corner2 = viaY ? can(viaY, hx) : null;
      const next = corner1 ?? corner2;
      if (!next) return false;
      p = next;
      ix++;
      iy++;
    } else if (decision < 0) {
      const q = can(p, hx);
      if (!q) return false;
      p = q;
      ix++;
    } else {
      const q = can(p, vy);
      if (!q) return false;
      p = q;
      iy++;
    }
  }
  return true;
}
