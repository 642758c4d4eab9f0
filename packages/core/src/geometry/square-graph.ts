/**
 * A square grid as a `CellGraph`: cell id `y * width + x`, sides numbered as
 * `DIRECTIONS` (up, right, down, left). Neighbours are visited in the order given
 * (default: clockwise from up), which decides ties between equally good paths.
 */
import type { CellGraph } from './graph.ts';
import {
  contains,
  DIRECTIONS,
  type Direction,
  dirIndex,
  indexOf,
  pointAt,
  step,
  type Topology,
} from './grid.ts';

export function squareGraph(t: Topology, order: readonly Direction[] = DIRECTIONS): CellGraph {
  const sides = order.map(dirIndex);
  return {
    size: t.width * t.height,
    forEachNeighbour(cell, visit) {
      const p = pointAt(t, cell);
      if (!contains(t, p)) return;
      for (let k = 0; k < order.length; k++) {
        const q = step(p, order[k] as Direction);
        if (contains(t, q)) visit(indexOf(t, q), sides[k] as number);
      }
    },
  };
}
