/**
 * A square grid as a `CellGraph`: cell id `y * width + x`, sides numbered as `DIRECTIONS`
 * (0 up, 1 right, 2 down, 3 left). Neighbours are visited in the order given (default:
 * clockwise from up), which decides ties between equally good paths. Cells masked out of
 * the topology have no neighbours and are nobody's neighbour.
 */
import type { CellGraph } from './graph.ts';
import { DIRECTIONS, type Direction, dirIndex, step, type Topology } from './grid.ts';

export interface SquareGraph extends CellGraph {
  readonly topology: Topology;
  /** The cell beyond side `side` (0–3, as `DIRECTIONS`) of `cell`, or -1 on the outline. */
  neighbour(cell: number, side: number): number;
  /** Whether `cell` is a cell of the board. */
  isCell(cell: number): boolean;
}

const DX = DIRECTIONS.map((d) => step({ x: 0, y: 0 }, d).x);
const DY = DIRECTIONS.map((d) => step({ x: 0, y: 0 }, d).y);

export function squareGraph(t: Topology, order: readonly Direction[] = DIRECTIONS): SquareGraph {
  const { width, height, mask } = t;
  const size = width * height;
  const sides = order.map(dirIndex);
  const isCell = (cell: number): boolean =>
    Number.isInteger(cell) && cell >= 0 && cell < size && (mask === undefined || mask[cell] === true);
  const neighbour = (cell: number, side: number): number => {
    const x = (cell % width) + (DX[side] as number);
    const y = Math.floor(cell / width) + (DY[side] as number);
    if (x < 0 || y < 0 || x >= width || y >= height) return -1;
    const j = y * width + x;
    return mask === undefined || mask[j] === true ? j : -1;
  };
  return {
    size,
    topology: t,
    neighbour,
    isCell,
    forEachNeighbour(cell, visit) {
      if (!isCell(cell)) return;
      for (const side of sides) {
        const j = neighbour(cell, side);
        if (j >= 0) visit(j, side);
      }
    },
  };
}
