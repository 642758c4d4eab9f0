/**
 * Any board as a graph: cells numbered `0 … size − 1`, each with numbered sides leading
 * to neighbours. Square grids (`squareGraph`), the Temple's triangular hall, a Space Maze
 * board or a bot's picture of where its moves lead implement it, and the searches below
 * work on all of them. They take a `canPass(from, to, side)` or `cost(from, to, side)`
 * callback, never a map object, so every game keeps its own walls, doorways or costs.
 *
 * A search starts from one cell, from several (all at distance 0: "the nearest of them"),
 * or from cells that already cost something to be on (`CellSources`). Results are
 * deterministic: ties go to fewer steps, then to the cell reached first (`forEachNeighbour`
 * visits in side order, sources are taken in the order given).
 */
import { MinHeap } from './heap.ts';

export interface CellGraph {
  /** Number of cell ids; ids that are not cells (holes in a mask) have no neighbours. */
  readonly size: number;
  /** Calls `visit(to, side)` for each neighbour of `cell`, in side order. */
  forEachNeighbour(cell: number, visit: (to: number, side: number) => void): void;
}

export type CanPass = (from: number, to: number, side: number) => boolean;
/** Cost of a step, or null if it cannot be taken. Costs must be ≥ 0. */
export type StepCostOf = (from: number, to: number, side: number) => number | null;
export type CellGoal = number | ((cell: number) => boolean);
/** Where a search starts: one cell, several cells, or cells with what it already costs to be there. */
export type CellSources = number | readonly number[] | ReadonlyMap<number, number>;
/**
 * Where a cheapest path may end: a cell, a test, or cells with what it costs to finish
 * there (leaving the board by an edge, picking something up).
 */
export type CostGoal = CellGoal | ReadonlyMap<number, number>;

/** Cheapest costs from the sources to every cell, and the cheapest paths as a tree. */
export interface CostTree {
  /** Per cell: the cheapest cost, Infinity when unreachable. */
  readonly cost: Float64Array;
  /** Per cell: the cell before it on its cheapest path; -1 for a source or an unreached cell. */
  readonly prev: Int32Array;
  /** Per cell: the side of `prev` it is reached through; -1 likewise. */
  readonly side: Int32Array;
}

const goalTest = (goal: CellGoal): ((cell: number) => boolean) =>
  typeof goal === 'function' ? goal : (cell) => cell === goal;

/** The sources as [cell, starting cost], cells outside the graph left out. */
function sourceList(g: CellGraph, from: CellSources): [number, number][] {
  const list: [number, number][] =
    typeof from === 'number'
      ? [[from, 0]]
      : Array.isArray(from)
        ? from.map((c): [number, number] => [c, 0])
        : [...(from as ReadonlyMap<number, number>)];
  return list.filter(([c]) => c >= 0 && c < g.size);
}

/** Breadth-first search; stops at the first goal dequeued when `isGoal` is given. */
function breadthFirst(
  g: CellGraph,
  from: number | readonly number[],
  canPass: CanPass,
  isGoal: ((cell: number) => boolean) | null,
): { dist: Int32Array; prev: Int32Array | null; found: number } {
  const dist = new Int32Array(g.size).fill(-1);
  const prev = isGoal === null ? null : new Int32Array(g.size).fill(-1);
  const queue = new Int32Array(g.size);
  let head = 0;
  let tail = 0;
  for (const [c] of sourceList(g, from)) {
    if (dist[c] !== -1) continue;
    dist[c] = 0;
    queue[tail++] = c;
  }
  let i = 0;
  let next = 0;
  const visit = (j: number, side: number): void => {
    if (dist[j] !== -1 || !canPass(i, j, side)) return;
    dist[j] = next;
    if (prev !== null) prev[j] = i;
    queue[tail++] = j;
  };
  while (head < tail) {
    i = queue[head++] as number;
    if (isGoal?.(i)) return { dist, prev, found: i };
    next = (dist[i] as number) + 1;
    g.forEachNeighbour(i, visit);
  }
  return { dist, prev, found: -1 };
}

/** Breadth-first distances (in steps) from the nearest start to every cell; -1 when unreachable. */
export function graphDistances(
  g: CellGraph,
  start: number | readonly number[],
  canPass: CanPass,
): Int32Array {
  return breadthFirst(g, start, canPass, null).dist;
}

/** A shortest path from a start to the nearest cell satisfying `goal`, both ends included, or null. */
export function graphShortestPath(
  g: CellGraph,
  from: number | readonly number[],
  goal: CellGoal,
  canPass: CanPass,
): number[] | null {
  const r = breadthFirst(g, from, canPass, goalTest(goal));
  return r.found < 0 || r.prev === null ? null : unwind(r.prev, r.found);
}

interface Dijkstra {
  readonly best: Float64Array;
  readonly prev: Int32Array;
  readonly side: Int32Array;
  /** The goal settled (the virtual finish node `g.size` for finishing costs), or -1. */
  readonly reached: number;
}

/**
 * Dijkstra from the sources. With a goal it stops when the goal is settled; finishing costs
 * lead to a virtual node `g.size`. Equal costs go to fewer steps, then to the earlier push.
 */
function dijkstra(g: CellGraph, from: CellSources, cost: StepCostOf, goal: CostGoal | null): Dijkstra {
  const n = g.size;
  const finish = goal instanceof Map ? (goal as ReadonlyMap<number, number>) : null;
  const isGoal = goal === null || finish !== null ? null : goalTest(goal as CellGoal);
  const best = new Float64Array(n + 1).fill(Number.POSITIVE_INFINITY);
  const steps = new Int32Array(n + 1);
  const prev = new Int32Array(n + 1).fill(-1);
  const side = new Int32Array(n + 1).fill(-1);
  const done = new Uint8Array(n + 1);
  const heap = new MinHeap();
  const relax = (j: number, total: number, st: number, from: number, sd: number): void => {
    if (total < (best[j] as number) || (total === best[j] && st < (steps[j] as number))) {
      best[j] = total;
      steps[j] = st;
      prev[j] = from;
      side[j] = sd;
      heap.push(total, st, j);
    }
  };
  for (const [c, c0] of sourceList(g, from)) relax(c, c0, 0, -1, -1);
  let i = 0;
  let here = 0;
  let st = 0;
  const visit = (j: number, sd: number): void => {
    if (done[j]) return;
    const c = cost(i, j, sd);
    if (c !== null) relax(j, here + c, st, i, sd);
  };
  while (heap.size > 0) {
    i = heap.pop();
    if (done[i]) continue;
    done[i] = 1;
    if (i === n || isGoal?.(i)) return { best, prev, side, reached: i };
    here = best[i] as number;
    st = (steps[i] as number) + 1;
    const end = finish?.get(i);
    if (end !== undefined) relax(n, here + end, st, i, -1);
    g.forEachNeighbour(i, visit);
  }
  return { best, prev, side, reached: -1 };
}

/**
 * Cheapest path by Dijkstra, from the sources to a goal. Equal costs are broken by fewer
 * steps, then by the order cells were reached. Lexicographic preferences (fewest walls,
 * then shortest) are costs such as `walls * 1000 + 1`. With finishing costs (a map) the
 * path ends on the cell finished from, and `cost` includes what finishing there costs.
 */
export function graphCheapestPath(
  g: CellGraph,
  from: CellSources,
  goal: CostGoal,
  cost: StepCostOf,
): { path: number[]; cost: number } | null {
  const r = dijkstra(g, from, cost, goal);
  if (r.reached < 0) return null;
  const last = r.reached === g.size ? (r.prev[r.reached] as number) : r.reached;
  return { path: unwind(r.prev, last), cost: r.best[r.reached] as number };
}

/** Cheapest costs from the sources to every cell, with the tree of cheapest paths. */
export function graphCosts(g: CellGraph, from: CellSources, cost: StepCostOf): CostTree {
  const r = dijkstra(g, from, cost, null);
  const n = g.size;
  return { cost: r.best.subarray(0, n), prev: r.prev.subarray(0, n), side: r.side.subarray(0, n) };
}

/** The cheapest path to `cell` in a tree, from its source, both ends included; null if unreached. */
export function pathTo(tree: CostTree, cell: number): number[] | null {
  if (!((tree.cost[cell] ?? Number.POSITIVE_INFINITY) < Number.POSITIVE_INFINITY)) return null;
  return unwind(tree.prev, cell);
}

/** The side by which the cheapest path to `cell` leaves its source; -1 for a source or an unreached cell. */
export function firstSide(tree: CostTree, cell: number): number {
  let at = cell;
  let side = -1;
  while ((tree.prev[at] ?? -1) !== -1) {
    side = tree.side[at] as number;
    at = tree.prev[at] as number;
  }
  return side;
}

function unwind(prev: Int32Array, end: number): number[] {
  const path: number[] = [];
  for (let i = end; i !== -1; i = prev[i] as number) path.push(i);
  return path.reverse();
}
