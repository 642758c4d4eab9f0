/**
 * Small read-only questions about a plan, shared by movement, validation, the text
 * format and the generator: which positions are cells, what lies on each side of a
 * cell (another cell, an inner wall, the outline, an exit), where a river flows and
 * which pit comes next in a loop.
 */
import {
  cells,
  contains,
  type Direction,
  inBounds,
  indexOf,
  isOuterSide,
  type Point,
  pointAt,
  step,
} from '@daedalus/core';
import type { CellType, Exit, OuterSide, Plan } from './types.ts';

/*
 * A plan is a core `Topology` (width, height, optional mask): its cells, their numbering
 * and the outline are core's grid functions, named here as the rules speak of a plan.
 */

/** The index of position p in the plan's row-major arrays (core `indexOf`). */
export const indexOfPoint: (plan: Pick<Plan, 'width'>, p: Point) => number = indexOf;

/** The position of index i (core `pointAt`). */
export const pointOfIndex: (plan: Pick<Plan, 'width'>, i: number) => Point = pointAt;

/** Whether p is a whole-numbered position inside the plan's rectangle (core `inBounds`). */
export const inRect: (plan: Pick<Plan, 'width' | 'height'>, p: Point) => boolean = inBounds;

/** Whether p is a cell of the labyrinth: inside the rectangle and not masked out (core `contains`). */
export const isCell: (plan: Pick<Plan, 'width' | 'height' | 'mask'>, p: Point) => boolean = contains;

/** Every cell of the plan, row by row (core `cells`). */
export const planCells: (plan: Pick<Plan, 'width' | 'height' | 'mask'>) => Point[] = cells;

export function cellType(plan: Plan, p: Point): CellType {
  return plan.cells[indexOfPoint(plan, p)] as CellType;
}

/** Whether the side of cell p towards d is on the outline: no cell beyond it (core `isOuterSide`). */
export const isOuter: (plan: Pick<Plan, 'width' | 'height' | 'mask'>, p: Point, d: Direction) => boolean =
  isOuterSide;

/** The inner wall between cell p and its neighbour towards d (both must be cells). */
export function hasInnerWall(plan: Plan, p: Point, d: Direction): boolean {
  switch (d) {
    case 'right':
      return plan.wallRight[indexOfPoint(plan, p)] === true;
    case 'down':
      return plan.wallDown[indexOfPoint(plan, p)] === true;
    case 'left':
      return plan.wallRight[indexOfPoint(plan, { x: p.x - 1, y: p.y })] === true;
    case 'up':
      return plan.wallDown[indexOfPoint(plan, { x: p.x, y: p.y - 1 })] === true;
  }
}

/** The exit on the outer side of p towards d, if any. */
export function exitAt(plan: Plan, p: Point, d: Direction): Exit | undefined {
  for (const e of plan.exits) if (e.at.x === p.x && e.at.y === p.y && e.side === d) return e;
  return undefined;
}

/** What an outer side is: an indestructible wall, a closed exit or an open exit. */
export function outerSide(plan: Plan, p: Point, d: Direction): OuterSide {
  const e = exitAt(plan, p, d);
  if (e === undefined) return 'wall';
  return e.open ? 'open-exit' : 'closed-exit';
}

/** What lies beyond the side of cell p towards d, for a player walking that way. */
export type Beyond =
  | { readonly kind: 'cell'; readonly at: Point }
  | { readonly kind: 'wall' }
  | { readonly kind: 'outline'; readonly side: OuterSide; readonly exit?: Exit };

export function beyond(plan: Plan, p: Point, d: Direction): Beyond {
  const q = step(p, d);
  if (!isCell(plan, q)) {
    const e = exitAt(plan, p, d);
    if (e === undefined) return { kind: 'outline', side: 'wall' };
    return { kind: 'outline', side: e.open ? 'open-exit' : 'closed-exit', exit: e };
  }
  if (hasInnerWall(plan, p, d)) return { kind: 'wall' };
  return { kind: 'cell', at: q };
}

/** The cell a river cell flows into, or null (not a river, or a river without a flow). */
export function downstream(plan: Plan, p: Point): Point | null {
  if (cellType(plan, p) !== 'river') return null;
  const d = plan.flow[indexOfPoint(plan, p)];
  return d === null || d === undefined ? null : step(p, d);
}

/** Whether river cell q flows into p. */
export function flowsInto(plan: Plan, q: Point, p: Point): boolean {
  const r = downstream(plan, q);
  return r !== null && r.x === p.x && r.y === p.y;
}

/** The pit after p in its loop, or null when p is in no loop. */
export function nextPit(plan: Plan, p: Point): Point | null {
  for (const loop of plan.pitLoops) {
    for (let i = 0; i < loop.length; i++) {
      const q = loop[i] as Point;
      if (q.x === p.x && q.y === p.y) return loop[(i + 1) % loop.length] as Point;
    }
  }
  return null;
}

/** River cells into which no river flows (B.8.5: the only cells that need not be reachable). */
export function riverSources(plan: Plan): Point[] {
  const inflow = new Uint8Array(plan.width * plan.height);
  const cells = planCells(plan);
  for (const p of cells) {
    const q = downstream(plan, p);
    if (q !== null && inRect(plan, q)) inflow[indexOfPoint(plan, q)] = 1;
  }
  return cells.filter((p) => cellType(plan, p) === 'river' && inflow[indexOfPoint(plan, p)] === 0);
}
