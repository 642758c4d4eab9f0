/**
 * A square grid as a `CellGraph`: cell id `y * width + x`, sides numbered as `DIRECTIONS`
 * (0 up, 1 right, 2 down, 3 left). Neighbours are visited in the order given (default:
 * clockwise from up), which decides ties between equally good paths. Cells masked out of
 * the topology have no neighbours and are nobody's neighbour. The neighbours are worked out
 * once, when the graph is made: searches and bots read them from a table.
 */
import type { CellGraph } from './graph.ts';
import { DIRECTIONS, type Direction, dirIndex, step, type Topology } from './grid.ts';

export interface SquareGraph extends CellGraph {
  readonly topology: Topology;
  /** The cell beyond each side, `cell * 4 + side` (sides as `DIRECTIONS`); -1 on the outline. */
  readonly neighbours: Int32Array;
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
  const neighbours = new Int32Array(size * 4).fill(-1);
  for (let cell = 0; cell < size; cell++) {
    if (!isCell(cell)) continue;
    const x = cell % width;
    const y = (cell - x) / width;
    for (let side = 0; side < 4; side++) {
      const nx = x + (DX[side] as number);
      const ny = y + (DY[side] as number);
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      if (mask === undefined || mask[j] === true) neighbours[cell * 4 + side] = j;
    }
  }
  return {
    size,
    topology: t,
    neighbours,
    neighbour: (cell, side) => neighbours[cell * 4 + side] ?? -1,
    isCell,
    forEachNeighbour(cell, visit) {
      if (!isCell(cell)) return;
      const base = cell * 4;
      for (const side of sides) {
        const j = neighbours[base + side] as number;
        if (j >= 0) visit(j, side);
      }
    },
  };
}
