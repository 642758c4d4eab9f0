/**
 * Route planning for the Shifting Maze bot, from a seat's view only: a cheapest
 * path (core's `graphCheapestPath` over the 10×10 positions) towards the goal edge, where
 *  - a passage through open doorways costs 1,
 *  - a passage that needs rotations costs 1 plus a price per quarter turn (if the
 *    Power Points allow it),
 *  - an unrevealed position costs an Investigate, a Move and the risk that the new
 *    cube faces the wrong way,
 *  - a cube with a Defender in it is expensive.
 */
import {
  DIRECTIONS,
  type Direction,
  graphCheapestPath,
  opposite,
  type Point,
  rectangle,
  squareGraph,
  step,
} from '@daedalus/core';
import { hasDoor, rotateDoors } from '../rules/tiles.ts';
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

/** The maze as a graph: position `y * SIZE + x`, sides as core's directions. */
const MAZE = squareGraph(rectangle(SIZE, SIZE));
const pointOf = (i: number): Point => ({ x: i % SIZE, y: Math.floor(i / SIZE) });
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
 * Cheapest route from sources (position → starting cost) to a target (position → cost
 * of finishing there: leaving by an edge, or picking something up), by core's cheapest
 * path over the maze as a square grid.
 */
export function cheapestRoute(
  view: SmView,
  sources: ReadonlyMap<number, number>,
  targets: ReadonlyMap<number, number> | 'left' | 'right',
  costs: Costs,
): Route | null {
  const finish = typeof targets === 'string' ? edgeTargets(view, targets, costs) : targets;
  const defenders = new Set(view.defenders.map((d) => d.at.y * SIZE + d.at.x));
  const found = graphCheapestPath(MAZE, sources, finish, (i, _j, side) => {
    const c = stepCost(view, pointOf(i), DIRECTIONS[side] as Direction, costs, defenders);
    return c === Number.POSITIVE_INFINITY ? null : c;
  });
  return found && { path: found.path.map(pointOf), cost: found.cost };
}
