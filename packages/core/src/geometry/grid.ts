/**
 * Square-grid geometry shared by the games: coordinates, directions, topologies
 * (rectangles, optionally with cells masked out), and sliding a whole row or column
 * by one. Searches on a grid go through `squareGraph` (`graph.ts`).
 *
 * Coordinates are screen-like: x grows to the right, y grows downwards, so "up"
 * is y − 1. Directions are listed clockwise from up; a cell's sides use the same order.
 */
export const DIRECTIONS = ['up', 'right', 'down', 'left'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export interface Point {
  readonly x: number;
  readonly y: number;
}

const DX = [0, 1, 0, -1] as const;
const DY = [-1, 0, 1, 0] as const;

export const dirIndex = (d: Direction): number => DIRECTIONS.indexOf(d);
export const opposite = (d: Direction): Direction => DIRECTIONS[(dirIndex(d) + 2) % 4] as Direction;

export function step(p: Point, d: Direction, n = 1): Point {
  const i = dirIndex(d);
  return { x: p.x + (DX[i] as number) * n, y: p.y + (DY[i] as number) * n };
}

export const samePoint = (a: Point, b: Point): boolean => a.x === b.x && a.y === b.y;

/** The direction from a to an orthogonally adjacent b, or null. */
export function directionTo(a: Point, b: Point): Direction | null {
  for (let i = 0; i < 4; i++)
    if (a.x + (DX[i] as number) === b.x && a.y + (DY[i] as number) === b.y) return DIRECTIONS[i]!;
  return null;
}

export const manhattan = (a: Point, b: Point): number => Math.abs(a.x - b.x) + Math.abs(a.y - b.y);

/**
 * Which cells exist. A rectangle W×H, optionally with cells masked out (a square
 * without its corners, an L shape…). Cells are also numbered `y * width + x`.
 */
export interface Topology {
  readonly width: number;
  readonly height: number;
  /** Row-major; false marks a cell that is not part of the board. Absent: all cells exist. */
  readonly mask?: readonly boolean[];
}

export function rectangle(width: number, height: number): Topology {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`bad grid size ${width}×${height}`);
  }
  return { width, height };
}

/** Whether p is a whole-numbered position of the rectangle (masked or not). */
export function inBounds(t: Pick<Topology, 'width' | 'height'>, p: Point): boolean {
  return (
    Number.isInteger(p.x) && Number.isInteger(p.y) && p.x >= 0 && p.y >= 0 && p.x < t.width && p.y < t.height
  );
}

export function contains(t: Topology, p: Point): boolean {
  return inBounds(t, p) && (t.mask === undefined || t.mask[p.y * t.width + p.x] === true);
}

export const indexOf = (t: Pick<Topology, 'width'>, p: Point): number => p.y * t.width + p.x;
export const pointAt = (t: Pick<Topology, 'width'>, i: number): Point => ({
  x: i % t.width,
  y: Math.floor(i / t.width),
});

/** Every cell of the topology, row by row. */
export function cells(t: Topology): Point[] {
  const out: Point[] = [];
  for (let y = 0; y < t.height; y++)
    for (let x = 0; x < t.width; x++) if (contains(t, { x, y })) out.push({ x, y });
  return out;
}

/** Whether the side of p towards d lies on the outline of the board (no cell beyond). */
export function isOuterSide(t: Topology, p: Point, d: Direction): boolean {
  return !contains(t, step(p, d));
}

/** A line slide: row `index` moves along x, or column `index` along y, by +1 or −1. */
export interface Slide {
  readonly axis: 'row' | 'column';
  readonly index: number;
  readonly delta: 1 | -1;
}

/**
 * Slides one row or column of a row-major grid by one cell. The cell pushed past the
 * edge falls off and is returned; the cell vacated at the other end gets `fill`.
 * Returns a new array; the input is not changed.
 */
export function slideLine<T>(
  grid: readonly T[],
  t: Pick<Topology, 'width' | 'height'>,
  slide: Slide,
  fill: T,
): { grid: T[]; fallen: T; fallenFrom: Point } {
  const { axis, index, delta } = slide;
  const length = axis === 'row' ? t.width : t.height;
  if (!Number.isInteger(index) || index < 0 || index >= (axis === 'row' ? t.height : t.width)) {
    throw new RangeError(`slideLine: no ${axis} ${index}`);
  }
  const at = (k: number): number => (axis === 'row' ? index * t.width + k : k * t.width + index);
  const out = grid.slice();
  const lastK = delta === 1 ? length - 1 : 0;
  const fallen = grid[at(lastK)] as T;
  for (let k = 0; k < length; k++) {
    const from = k - delta;
    out[at(k)] = from >= 0 && from < length ? (grid[at(from)] as T) : fill;
  }
  const fallenFrom = axis === 'row' ? { x: lastK, y: index } : { x: index, y: lastK };
  return { grid: out, fallen, fallenFrom };
}

/** Where a point ends up after a slide: moved along, untouched, or null if it fell off. */
export function slidePoint(t: Pick<Topology, 'width' | 'height'>, slide: Slide, p: Point): Point | null {
  if (slide.axis === 'row') {
    if (p.y !== slide.index) return p;
    const x = p.x + slide.delta;
    return x < 0 || x >= t.width ? null : { x, y: p.y };
  }
  if (p.x !== slide.index) return p;
  const y = p.y + slide.delta;
  return y < 0 || y >= t.height ? null : { x: p.x, y };
}
