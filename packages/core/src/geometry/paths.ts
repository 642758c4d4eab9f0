/**
 * Shortest paths, reachability and line of sight on a square grid. Algorithms take
 * a topology and a `passable(from, to, dir)` callback, never a map object, so every
 * game keeps its own notion of walls, doorways, rivers or slugs' costs.
 */
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

export type Passable = (from: Point, to: Point, dir: Direction) => boolean;
/** Cost of a step, or null if it cannot be taken. Costs must be ≥ 0. */
export type StepCost = (from: Point, to: Point, dir: Direction) => number | null;

/** Breadth-first distances (in steps) from `start` to every reachable cell; -1 when unreachable. */
export function distances(t: Topology, start: Point, passable: Passable): Int32Array {
  const dist = new Int32Array(t.width * t.height).fill(-1);
  if (!contains(t, start)) return dist;
  const queue = new Int32Array(t.width * t.height);
  let head = 0;
  let tail = 0;
  const s = indexOf(t, start);
  dist[s] = 0;
  queue[tail++] = s;
  while (head < tail) {
    const i = queue[head++] as number;
    const p = pointAt(t, i);
    for (const dir of DIRECTIONS) {
      const q = step(p, dir);
      if (!contains(t, q)) continue;
      const j = indexOf(t, q);
      if (dist[j] !== -1 || !passable(p, q, dir)) continue;
      dist[j] = (dist[i] as number) + 1;
      queue[tail++] = j;
    }
  }
  return dist;
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
  const isGoal = typeof goal === 'function' ? goal : (p: Point) => p.x === goal.x && p.y === goal.y;
  if (!contains(t, from)) return null;
  const prev = new Int32Array(t.width * t.height).fill(-2);
  const queue: number[] = [indexOf(t, from)];
  prev[indexOf(t, from)] = -1;
  for (let head = 0; head < queue.length; head++) {
    const i = queue[head] as number;
    const p = pointAt(t, i);
    if (isGoal(p)) return unwind(t, prev, i);
    for (const dir of order) {
      const q = step(p, dir);
      if (!contains(t, q)) continue;
      const j = indexOf(t, q);
      if (prev[j] !== -2 || !passable(p, q, dir)) continue;
      prev[j] = i;
      queue.push(j);
    }
  }
  return null;
}

function unwind(t: Topology, prev: Int32Array, end: number): Point[] {
  const path: Point[] = [];
  for (let i = end; i !== -1; i = prev[i] as number) path.push(pointAt(t, i));
  return path.reverse();
}

/**
 * Cheapest path by Dijkstra with a binary heap. Equal costs are broken by fewer
 * steps, then by the direction order, so results are deterministic. Lexicographic
 * preferences (fewest walls, then shortest) are expressed as costs such as
 * `walls * 1000 + 1`.
 */
export function cheapestPath(
  t: Topology,
  from: Point,
  goal: Point | ((p: Point) => boolean),
  cost: StepCost,
  order: readonly Direction[] = DIRECTIONS,
): { path: Point[]; cost: number } | null {
  const isGoal = typeof goal === 'function' ? goal : (p: Point) => p.x === goal.x && p.y === goal.y;
  if (!contains(t, from)) return null;
  const n = t.width * t.height;
  const best = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  const steps = new Int32Array(n);
  const prev = new Int32Array(n).fill(-1);
  const done = new Uint8Array(n);
  const heap = new MinHeap();
  const s = indexOf(t, from);
  best[s] = 0;
  heap.push(0, 0, s);
  while (heap.size > 0) {
    const i = heap.pop();
    if (done[i]) continue;
    done[i] = 1;
    const p = pointAt(t, i);
    if (isGoal(p)) return { path: unwind(t, prev, i), cost: best[i] as number };
    for (const dir of order) {
      const q = step(p, dir);
      if (!contains(t, q)) continue;
      const j = indexOf(t, q);
      if (done[j]) continue;
      const c = cost(p, q, dir);
      if (c === null) continue;
      const total = (best[i] as number) + c;
      const st = (steps[i] as number) + 1;
      if (total < (best[j] as number) || (total === best[j] && st < (steps[j] as number))) {
        best[j] = total;
        steps[j] = st;
        prev[j] = i;
        heap.push(total, st, j);
      }
    }
  }
  return null;
}

/** A small binary heap of (cost, steps, insertion order) → cell index. */
class MinHeap {
  private readonly items: { c: number; s: number; o: number; v: number }[] = [];
  private counter = 0;
  get size(): number {
    return this.items.length;
  }
  push(c: number, s: number, v: number): void {
    const items = this.items;
    items.push({ c, s, o: this.counter++, v });
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!less(items[i]!, items[parent]!)) break;
      [items[i], items[parent]] = [items[parent]!, items[i]!];
      i = parent;
    }
  }
  pop(): number {
    const items = this.items;
    const top = items[0]!;
    const last = items.pop()!;
    if (items.length > 0) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < items.length && less(items[l]!, items[m]!)) m = l;
        if (r < items.length && less(items[r]!, items[m]!)) m = r;
        if (m === i) break;
        [items[i], items[m]] = [items[m]!, items[i]!];
        i = m;
      }
    }
    return top.v;
  }
}

const less = (a: { c: number; s: number; o: number }, b: { c: number; s: number; o: number }): boolean =>
  a.c !== b.c ? a.c < b.c : a.s !== b.s ? a.s < b.s : a.o < b.o;

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
