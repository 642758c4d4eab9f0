/**
 * Any board as a graph: cells numbered `0 … size − 1`, each with numbered sides leading
 * to neighbours. Square grids (`squareGraph`), the Temple's triangular hall or a Space
 * Maze board implement it, and the path algorithms below work on all of them. They take
 * a `canPass(from, to, side)` callback, never a map object, so every game keeps its own
 * walls, doorways, colours or costs.
 *
 * Results are deterministic: ties go to the neighbour visited first (`forEachNeighbour`
 * visits in side order).
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

const goalTest = (goal: CellGoal): ((cell: number) => boolean) =>
  typeof goal === 'function' ? goal : (cell) => cell === goal;

/** Breadth-first distances (in steps) from `start` to every cell; -1 when unreachable. */
export function graphDistances(g: CellGraph, start: number, canPass: CanPass): Int32Array {
  const dist = new Int32Array(g.size).fill(-1);
  if (start < 0 || start >= g.size) return dist;
  const queue = new Int32Array(g.size);
  let head = 0;
  let tail = 0;
  dist[start] = 0;
  queue[tail++] = start;
  while (head < tail) {
    const i = queue[head++] as number;
    const next = (dist[i] as number) + 1;
    g.forEachNeighbour(i, (j, side) => {
      if (dist[j] !== -1 || !canPass(i, j, side)) return;
      dist[j] = next;
      queue[tail++] = j;
    });
  }
  return dist;
}

/** A shortest path from `from` to the nearest cell satisfying `goal`, both ends included, or null. */
export function graphShortestPath(
  g: CellGraph,
  from: number,
  goal: CellGoal,
  canPass: CanPass,
): number[] | null {
  if (from < 0 || from >= g.size) return null;
  const isGoal = goalTest(goal);
  const prev = new Int32Array(g.size).fill(-2);
  const queue = new Int32Array(g.size);
  let head = 0;
  let tail = 0;
  prev[from] = -1;
  queue[tail++] = from;
  while (head < tail) {
    const i = queue[head++] as number;
    if (isGoal(i)) return unwind(prev, i);
    g.forEachNeighbour(i, (j, side) => {
      if (prev[j] !== -2 || !canPass(i, j, side)) return;
      prev[j] = i;
      queue[tail++] = j;
    });
  }
  return null;
}

/**
 * Cheapest path by Dijkstra. Equal costs are broken by fewer steps, then by the order
 * cells were reached. Lexicographic preferences (fewest walls, then shortest) are costs
 * such as `walls * 1000 + 1`.
 */
export function graphCheapestPath(
  g: CellGraph,
  from: number,
  goal: CellGoal,
  cost: StepCostOf,
): { path: number[]; cost: number } | null {
  if (from < 0 || from >= g.size) return null;
  const isGoal = goalTest(goal);
  const best = new Float64Array(g.size).fill(Number.POSITIVE_INFINITY);
  const steps = new Int32Array(g.size);
  const prev = new Int32Array(g.size).fill(-1);
  const done = new Uint8Array(g.size);
  const heap = new MinHeap();
  best[from] = 0;
  heap.push(0, 0, from);
  while (heap.size > 0) {
    const i = heap.pop();
    if (done[i]) continue;
    done[i] = 1;
    if (isGoal(i)) return { path: unwind(prev, i), cost: best[i] as number };
    g.forEachNeighbour(i, (j, side) => {
      if (done[j]) return;
      const c = cost(i, j, side);
      if (c === null) return;
      const total = (best[i] as number) + c;
      const st = (steps[i] as number) + 1;
      if (total < (best[j] as number) || (total === best[j] && st < (steps[j] as number))) {
        best[j] = total;
        steps[j] = st;
        prev[j] = i;
        heap.push(total, st, j);
      }
    });
  }
  return null;
}

/** Cheapest costs from `from` to every cell (Infinity when unreachable). */
export function graphCosts(g: CellGraph, from: number, cost: StepCostOf): Float64Array {
  const best = new Float64Array(g.size).fill(Number.POSITIVE_INFINITY);
  if (from < 0 || from >= g.size) return best;
  const done = new Uint8Array(g.size);
  const heap = new MinHeap();
  best[from] = 0;
  heap.push(0, 0, from);
  while (heap.size > 0) {
    const i = heap.pop();
    if (done[i]) continue;
    done[i] = 1;
    g.forEachNeighbour(i, (j, side) => {
      if (done[j]) return;
      const c = cost(i, j, side);
      if (c === null) return;
      const total = (best[i] as number) + c;
      if (total < (best[j] as number)) {
        best[j] = total;
        heap.push(total, 0, j);
      }
    });
  }
  return best;
}

function unwind(prev: Int32Array, end: number): number[] {
  const path: number[] = [];
  for (let i = end; i !== -1; i = prev[i] as number) path.push(i);
  return path.reverse();
}
