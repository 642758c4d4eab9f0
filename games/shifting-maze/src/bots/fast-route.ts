/**
 * Cheap routes for the search player's rollouts and evaluation: the costs of the heuristic
 * player's routes (`route.ts`: a passage 1, a quarter turn a price, an unrevealed position
 * an Investigate and a Move with its risk, a Defender's cube dear), as a table of costs to
 * leave the maze by one edge from every position, by Dijkstra on 100 positions with typed
 * arrays (no points, no maps, no callbacks: thousands of times per decision).
 */
import type { Cell, SmState } from '../types.ts';
import { SIZE } from '../types.ts';

const N = SIZE * SIZE;
/** Doorway bits: up 1, right 2, down 4, left 8 (as the tiles). */
const DX = [0, 1, 0, -1] as const;
const DY = [-1, 0, 1, 0] as const;
/** Quarter turns to open doorway d of a cube with `doors` (0, 1 or 2), per mask and side. */
const TURNS = new Uint8Array(16 * 4);
for (let m = 0; m < 16; m++)
  for (let d = 0; d < 4; d++) {
    const has = (mask: number) => (mask & (1 << d)) !== 0;
    const rot = (q: number) => ((m << q) | (m >> (4 - q))) & 15;
    TURNS[m * 4 + d] = has(m) ? 0 : has(rot(1)) || has(rot(3)) ? 1 : 2;
  }
/** Quarter turns to open doorway d of a cube with `doors`. */
export const turnsFor = (doors: number, d: number): number => TURNS[(doors & 15) * 4 + d] as number;

export interface Prices {
  rotation: number;
  unknown: number;
  defender: number;
}

/** A cube's doorways as a mask, or -1 where there is no revealed cube. */
export const doorsOf = (c: Cell | undefined): number =>
  c === null || c === undefined || c === 'destroyed' ? -1 : c.doors;

/** The position next to i in direction d (0 up, 1 right, 2 down, 3 left), or -1 off the maze. */
export function neighbour(i: number, d: number): number {
  const x = (i % SIZE) + (DX[d] as number);
  const y = Math.floor(i / SIZE) + (DY[d] as number);
  return x < 0 || y < 0 || x >= SIZE || y >= SIZE ? -1 : y * SIZE + x;
}

/** The cost of stepping from position i to its neighbour in direction d (Infinity if impossible). */
export function stepPrice(
  cells: readonly Cell[],
  danger: Uint8Array,
  i: number,
  d: number,
  p: Prices,
): number {
  const j = neighbour(i, d);
  if (j < 0) return Number.POSITIVE_INFINITY;
  const a = cells[i];
  const b = cells[j];
  if (a === 'destroyed' || b === 'destroyed' || a === undefined || b === undefined)
    return Number.POSITIVE_INFINITY;
  const hazard = danger[j] ? p.defender : 0;
  const own = a === null ? 0 : turnsFor(a.doors, d);
  if (b === null) return p.unknown + own * p.rotation + hazard;
  const theirs = turnsFor(b.doors, (d + 2) % 4);
  return (a === null ? p.unknown : 1) + (own + theirs) * p.rotation + hazard;
}

/** Positions holding a Defender. */
export function dangerOf(s: SmState): Uint8Array {
  const out = new Uint8Array(N);
  for (const d of s.defenders)
    if (!d.stunned && d.at.x >= 0 && d.at.x < SIZE) out[d.at.y * SIZE + d.at.x] = 1;
  return out;
}

/**
 * The cost of crossing the `side` edge at row y, between the edge cube and what lies beyond it
 * (either way: the doorway is the same): an unrevealed cube revealed and crossed, a revealed
 * one turned open and crossed; Infinity through a Destroyed Cube.
 */
export function edgeCost(cells: readonly Cell[], side: 'left' | 'right', y: number, p: Prices): number {
  const c = cells[y * SIZE + (side === 'left' ? 0 : SIZE - 1)];
  if (c === 'destroyed' || c === undefined) return Number.POSITIVE_INFINITY;
  return c === null ? p.unknown : 1 + turnsFor(c.doors, side === 'left' ? 3 : 1) * p.rotation;
}

/**
 * The cost from every position to leave the maze by the `side` edge (1 left: low X,
 * 0 right: high X), plus `beyond[y]` for what is left to do past the edge at row y (default
 * nothing): Dijkstra backwards from the edge's exits.
 */
export function costsToEdge(
  cells: readonly Cell[],
  danger: Uint8Array,
  side: 'left' | 'right',
  p: Prices,
  beyond?: ArrayLike<number>,
): Float64Array {
  const dist = new Float64Array(N).fill(Number.POSITIVE_INFINITY);
  const x = side === 'left' ? 0 : SIZE - 1;
  for (let y = 0; y < SIZE; y++) dist[y * SIZE + x] = edgeCost(cells, side, y, p) + (beyond?.[y] ?? 0);
  return costsFrom(cells, danger, dist, p);
}

/**
 * The cost from every position to reach a goal, given `dist` holding each goal position's own
 * cost (what is left to do from there) and Infinity elsewhere: Dijkstra backwards, in place.
 */
export function costsFrom(
  cells: readonly Cell[],
  danger: Uint8Array,
  dist: Float64Array,
  p: Prices,
): Float64Array {
  heap.length = 0;
  keyOf.length = 0;
  for (let i = 0; i < N; i++) if ((dist[i] as number) < Number.POSITIVE_INFINITY) push(dist, i);
  while (heap.length > 0) {
    const best = pop(dist);
    const bestCost = dist[best] as number;
    const bx = best % SIZE;
    const by = (best - bx) / SIZE;
    for (let dir = 0; dir < 4; dir++) {
      const px = bx - (DX[dir] as number);
      const py = by - (DY[dir] as number);
      if (px < 0 || py < 0 || px >= SIZE || py >= SIZE) continue;
      const pi = py * SIZE + px;
      // From p, stepping in direction `dir`, reaches `best`.
      const c = stepPrice(cells, danger, pi, dir, p) + bestCost;
      if (c < (dist[pi] as number)) {
        dist[pi] = c;
        push(dist, pi);
      }
    }
  }
  return dist;
}

/** A binary heap of positions by `dist` (lazy: a position may be in it more than once). */
const heap: number[] = [];
const keyOf: number[] = [];
function push(dist: Float64Array, i: number): void {
  let k = heap.length;
  const v = dist[i] as number;
  heap.push(i);
  keyOf.push(v);
  while (k > 0) {
    const parent = (k - 1) >> 1;
    if ((keyOf[parent] as number) <= v) break;
    heap[k] = heap[parent] as number;
    keyOf[k] = keyOf[parent] as number;
    k = parent;
  }
  heap[k] = i;
  keyOf[k] = v;
}
/** Pops the nearest position whose entry is current (stale entries are skipped). */
function pop(dist: Float64Array): number {
  for (;;) {
    const top = heap[0] as number;
    const topKey = keyOf[0] as number;
    const last = heap.pop() as number;
    const lastKey = keyOf.pop() as number;
    const n = heap.length;
    if (n > 0) {
      let k = 0;
      for (;;) {
        const l = 2 * k + 1;
        if (l >= n) break;
        const r = l + 1;
        const c = r < n && (keyOf[r] as number) < (keyOf[l] as number) ? r : l;
        if ((keyOf[c] as number) >= lastKey) break;
        heap[k] = heap[c] as number;
        keyOf[k] = keyOf[c] as number;
        k = c;
      }
      heap[k] = last;
      keyOf[k] = lastKey;
    }
    if (topKey === dist[top] || n === 0) return top;
  }
}

/** The best direction (0–3) from position i along `dist`, or the edge itself (-1 if none). */
export function bestDirection(
  cells: readonly Cell[],
  danger: Uint8Array,
  dist: Float64Array,
  i: number,
  side: 'left' | 'right',
  p: Prices,
): number {
  let best = -1;
  let bestCost = Number.POSITIVE_INFINITY;
  const x = i % SIZE;
  const edge = side === 'left' ? 0 : SIZE - 1;
  if (x === edge) {
    const doors = doorsOf(cells[i]);
    if (doors >= 0) {
      const d = side === 'left' ? 3 : 1;
      [best, bestCost] = [d, 1 + turnsFor(doors, d) * p.rotation];
    }
  }
  for (let d = 0; d < 4; d++) {
    const c = stepPrice(cells, danger, i, d, p);
    if (c === Number.POSITIVE_INFINITY) continue;
    const j = i + (DY[d] as number) * SIZE + (DX[d] as number);
    const total = c + (dist[j] as number);
    if (total < bestCost) [best, bestCost] = [d, total];
  }
  return best;
}
