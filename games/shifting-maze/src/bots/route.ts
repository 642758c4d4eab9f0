/**
 * Route planning for the Shifting Maze bot, from a seat's view only: a cheapest
 * path (Dijkstra over the 10×10 positions) towards the goal edge, where
 *  - a passage through open doorways costs 1,
 *  - a passage that needs rotations costs 1 plus a price per quarter turn (if the
 *    Power Points allow it),
 *  - an unrevealed position costs an Investigate, a Move and the risk that the new
 *    cube faces the wrong way,
 *  - a cube with a Defender in it is expensive.
 */
import { DIRECTIONS, type Direction, opposite, type Point, step } from '@daedalus/core';
import { hasDoor, rotateDoors } from '../tiles.ts';
import { type Cell, SIZE, type SmView } from '../types.ts';

/** Quarter turns (1 or 2; 0 if already open) to open the doorway d of a cube, and which way. */
export function turnsToOpen(doors: number, d: Direction): { turns: number; way: 'cw' | 'ccw' } {
  if (hasDoor(doors, d)) return { turns: 0, way: 'cw' };
  if (hasDoor(rotateDoors(doors, 1), d)) return { turns: 1, way: 'cw' };
  if (hasDoor(rotateDoors(doors, -1), d)) return { turns: 1, way: 'ccw' };
  return { turns: 2, way: 'cw' };
}

export interface Costs {
  /** Price of one quarter turn; Infinity when the bot will not rotate. */
  rotation: number;
  /** Investigate + move into an unrevealed position, with its risk. */
  unknown: number;
  /** Entering a cube with a Defender. */
  defender: number;
}

export const GOAL = SIZE * SIZE;

const inGrid = (p: Point): boolean => p.x >= 0 && p.y >= 0 && p.x < SIZE && p.y < SIZE;
const cell = (view: SmView, p: Point): Cell | undefined =>
  inGrid(p) ? view.cells[p.y * SIZE + p.x] : undefined;

/** The cost of stepping from p to its neighbour in direction d (Infinity if impossible). */
export function stepCost(view: SmView, p: Point, d: Direction, costs: Costs, defenders: Set<number>): number {
  const q = step(p, d);
  if (!inGrid(q)) return Number.POSITIVE_INFINITY;
  const a = cell(view, p);
  const b = cell(view, q);
  if (a === 'destroyed' || b === 'destroyed' || a === undefined || b === undefined)
    return Number.POSITIVE_INFINITY;
  const danger = defenders.has(q.y * SIZE + q.x) ? costs.defender : 0;
  const own = a === null ? 0 : turnsToOpen(a.doors, d).turns;
  if (b === null) return costs.unknown + own * costs.rotation + danger;
  const theirs = turnsToOpen(b.doors, opposite(d)).turns;
  const base = a === null ? costs.unknown : 1;
  return base + (own + theirs) * costs.rotation + danger;
}

/** Cost of leaving the maze from edge position p through its `side` doorway. */
export function exitCost(view: SmView, p: Point, side: Direction, costs: Costs): number {
  const c = cell(view, p);
  if (c === undefined || c === 'destroyed') return Number.POSITIVE_INFINITY;
  if (c === null) return costs.unknown;
  return 1 + turnsToOpen(c.doors, side).turns * costs.rotation;
}

export interface Route {
  /** Positions from the source to the last maze position before the goal. */
  path: Point[];
  cost: number;
}

/** Leaving the maze through the `side` edge (left: low-X, right: high-X): position → cost. */
export function edgeTargets(view: SmView, side: 'left' | 'right', costs: Costs): Map<number, number> {
  const x = side === 'left' ? 0 : SIZE - 1;
  const out = new Map<number, number>();
  for (let y = 0; y < SIZE; y++) out.set(y * SIZE + x, exitCost(view, { x, y }, side, costs));
  return out;
}

/**
 * A binary min-heap of positions keyed by (cost, position): positions of equal cost
 * come out lowest index first, the order in which a plain scan would take them.
 */
class Frontier {
  readonly #cost: number[] = [];
  readonly #at: number[] = [];

  get size(): number {
    return this.#at.length;
  }

  #less(i: number, j: number): boolean {
    const a = this.#cost[i]!;
    const b = this.#cost[j]!;
    return a < b || (a === b && this.#at[i]! < this.#at[j]!);
  }

  #swap(i: number, j: number): void {
    const c = this.#cost[i]!;
    const a = this.#at[i]!;
    this.#cost[i] = this.#cost[j]!;
    this.#at[i] = this.#at[j]!;
    this.#cost[j] = c;
    this.#at[j] = a;
  }

  push(cost: number, at: number): void {
    this.#cost.push(cost);
    this.#at.push(at);
    for (let i = this.#at.length - 1; i > 0; ) {
      const up = (i - 1) >> 1;
      if (!this.#less(i, up)) break;
      this.#swap(i, up);
      i = up;
    }
  }

  /** Removes the cheapest entry and returns its position. */
  pop(): number {
    const top = this.#at[0]!;
    const lastCost = this.#cost.pop()!;
    const lastAt = this.#at.pop()!;
    const n = this.#at.length;
    if (n > 0) {
      this.#cost[0] = lastCost;
      this.#at[0] = lastAt;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < n && this.#less(l, m)) m = l;
        if (r < n && this.#less(r, m)) m = r;
        if (m === i) break;
        this.#swap(i, m);
        i = m;
      }
    }
    return top;
  }
}

/**
 * Cheapest route from sources (position → starting cost) to a target (position → cost
 * of finishing there: leaving by an edge, or picking something up). Dijkstra with a
 * heap; among positions of equal cost the lowest index is settled first.
 */
export function cheapestRoute(
  view: SmView,
  sources: ReadonlyMap<number, number>,
  targets: ReadonlyMap<number, number> | 'left' | 'right',
  costs: Costs,
): Route | null {
  const finish = typeof targets === 'string' ? edgeTargets(view, targets, costs) : targets;
  const n = SIZE * SIZE;
  const dist = new Float64Array(n + 1).fill(Number.POSITIVE_INFINITY);
  const prev = new Int32Array(n + 1).fill(-1);
  const done = new Uint8Array(n + 1);
  const frontier = new Frontier();
  for (const [i, c] of sources) dist[i] = c;
  for (let i = 0; i <= n; i++) if (dist[i]! < Number.POSITIVE_INFINITY) frontier.push(dist[i]!, i);
  const defenders = new Set(view.defenders.map((d) => d.at.y * SIZE + d.at.x));
  let reached = false;
  while (frontier.size > 0) {
    const best = frontier.pop();
    if (done[best]) continue;
    if (best === GOAL) {
      reached = true;
      break;
    }
    done[best] = 1;
    const here = dist[best]!;
    const end = finish.get(best);
    if (end !== undefined && here + end < dist[GOAL]!) {
      dist[GOAL] = here + end;
      prev[GOAL] = best;
      frontier.push(dist[GOAL]!, GOAL);
    }
    const p = { x: best % SIZE, y: Math.floor(best / SIZE) };
    for (const d of DIRECTIONS) {
      const q = step(p, d);
      if (!inGrid(q)) continue;
      const j = q.y * SIZE + q.x;
      if (done[j]) continue;
      const c = here + stepCost(view, p, d, costs, defenders);
      if (c < dist[j]!) {
        dist[j] = c;
        prev[j] = best;
        frontier.push(c, j);
      }
    }
  }
  if (!reached) return null;
  const path: Point[] = [];
  for (let i = prev[GOAL]!; i >= 0; i = prev[i]!) path.push({ x: i % SIZE, y: Math.floor(i / SIZE) });
  path.reverse();
  return { path, cost: dist[GOAL]! };
}
