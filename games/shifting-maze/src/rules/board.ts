/**
 * The maze board: cells, doorways, passages and line of sight. A passage between
 * two positions needs two revealed cubes with open doorways on BOTH facing sides;
 * line of sight runs straight through such passages and stops at anything else.
 */
import {
  DIRECTIONS,
  type Direction,
  dirIndex,
  opposite,
  type Point,
  type Random,
  ray,
  rectangle,
  samePoint,
  step,
} from '@daedalus/core';
import {
  type Agent,
  type Cell,
  type Challenger,
  type Cube,
  type Defender,
  FAR_X,
  type Item,
  type MazeEvent,
  type Reaction,
  SIZE,
  type SmEvent,
  type SmState,
  START_X,
  type Stage,
} from '../types.ts';
import { hasDoor } from './tiles.ts';

/**
 * A state being changed inside `apply`, with its random stream and the events so far.
 * `apply` works on a shallow copy (see `copyForApply`): the cells, the cubes and the tile
 * bag are still shared with its input and copied on first write. `owned` then holds the
 * cubes already copied, and `cellsShared` and `bagShared` say the cells and the bag still
 * are the input's (`ownCells`). Without `owned` the whole state is the caller's private
 * copy and is changed in place.
 */
export interface Ctx {
  s: SmState;
  random: Random;
  events: SmEvent[];
  owned?: Set<Cube>;
  cellsShared?: boolean;
  bagShared?: boolean;
}

/** The state's cells, ready to be changed (copied first if still shared with apply's input). */
export function ownCells(ctx: Ctx): Cell[] {
  if (ctx.cellsShared) {
    ctx.s.cells = ctx.s.cells.slice();
    ctx.cellsShared = false;
  }
  return ctx.s.cells;
}

export const inGrid = (p: Point): boolean => p.x >= 0 && p.y >= 0 && p.x < SIZE && p.y < SIZE;
export const cellIndex = (p: Point): number => p.y * SIZE + p.x;
export const pointOf = (i: number): Point => ({ x: i % SIZE, y: Math.floor(i / SIZE) });

export function cellAt(cells: readonly Cell[], p: Point): Cell | undefined {
  return inGrid(p) ? cells[cellIndex(p)] : undefined;
}

/** The revealed, undestroyed cube at p, if any. */
export function cubeAt(cells: readonly Cell[], p: Point): Cube | undefined {
  const c = cellAt(cells, p);
  return c && c !== 'destroyed' ? c : undefined;
}

export const isUnrevealed = (cells: readonly Cell[], p: Point): boolean =>
  inGrid(p) && cells[cellIndex(p)] === null;

/** Steps of the directions, in `DIRECTIONS` order (up is y − 1). */
const DX = [0, 1, 0, -1] as const;
const DY = [-1, 0, 1, 0] as const;

/**
 * Whether one can pass from the cube at (x, y) to its neighbour in direction `k` (an index
 * of `DIRECTIONS`): both revealed and undestroyed, with open doorways on both facing sides.
 * Allocates nothing: sight lines ask it for every step of every Defender's look around.
 */
function passableFrom(cells: readonly Cell[], x: number, y: number, k: number): boolean {
  if (x < 0 || y < 0 || x >= SIZE || y >= SIZE) return false;
  const a = cells[y * SIZE + x];
  if (!a || a === 'destroyed' || (a.doors & (1 << k)) === 0) return false;
  const nx = x + (DX[k] as number);
  const ny = y + (DY[k] as number);
  if (nx < 0 || ny < 0 || nx >= SIZE || ny >= SIZE) return false;
  const b = cells[ny * SIZE + nx];
  return !!b && b !== 'destroyed' && (b.doors & (1 << ((k + 2) & 3))) !== 0;
}

/** Whether one can pass from the cube at p to its neighbour in direction d. */
export function passable(cells: readonly Cell[], p: Point, d: Direction): boolean {
  return passableFrom(cells, p.x, p.y, dirIndex(d));
}

/**
 * How far from p, looking along d, the first position holding a Challenger is (1 for the
 * next position), or 0 if none is in sight within `within` positions; no array is built.
 * `seatsAt` then lists who stands there.
 */
export function sightToChallenger(s: SmState, p: Point, d: Direction, within: number): number {
  const k = dirIndex(d);
  let x = p.x;
  let y = p.y;
  for (let distance = 1; distance <= within; distance++) {
    if (!passableFrom(s.cells, x, y, k)) return 0;
    x += DX[k] as number;
    y += DY[k] as number;
    for (const c of s.challengers) if (c.at !== null && c.at.x === x && c.at.y === y) return distance;
  }
  return 0;
}

/** The maze as a topology for core geometry: 10 × 10 positions. */
export const MAZE = rectangle(SIZE, SIZE);

/** Positions seen from p looking along d, nearest first (p excluded): a ray through passages. */
export function sightLine(cells: readonly Cell[], p: Point, d: Direction): Point[] {
  return ray(MAZE, p, d, (from, _to, dir) => passable(cells, from, dir));
}

/** Whether b is in p's cube or in straight line of sight from it (both inside the maze). */
export function inSight(cells: readonly Cell[], p: Point, b: Point): boolean {
  if (!inGrid(p) || !inGrid(b)) return false;
  if (p.x === b.x && p.y === b.y) return true;
  let k: number;
  if (p.x === b.x) k = b.y < p.y ? 0 : 2;
  else if (p.y === b.y) k = b.x < p.x ? 3 : 1;
  else return false;
  for (let x = p.x, y = p.y; x !== b.x || y !== b.y; x += DX[k] as number, y += DY[k] as number)
    if (!passableFrom(cells, x, y, k)) return false;
  return true;
}

export const inMaze = (p: Point | null): p is Point => p !== null && inGrid(p);
export const atStart = (p: Point | null): boolean => p !== null && p.x === START_X;
export const atFarSide = (p: Point | null): boolean => p !== null && p.x === FAR_X;

export const hasKey = (c: Challenger): boolean => c.items.some((i) => i.kind === 'key');

/**
 * The row whose way in is shut for a Challenger waiting in its start area: its entry cube is a
 * Destroyed Cube, so it can neither investigate, turn nor enter it — nothing but end its turn
 * until a slide of that row moves the Destroyed Cube away. Null when it is not so.
 */
export function shutOut(cells: readonly Cell[], at: Point | null): number | null {
  if (at === null || !atStart(at)) return null;
  return cellAt(cells, { x: 0, y: at.y }) === 'destroyed' ? at.y : null;
}

/** Live Challengers whose Current Cube is p. */
export function challengersAt(s: SmState, p: Point): number[] {
  const out: number[] = [];
  s.challengers.forEach((c, seat) => {
    if (c.at && samePoint(c.at, p)) out.push(seat);
  });
  return out;
}

export function defendersAt(s: SmState, p: Point): number[] {
  return s.defenders.filter((d) => samePoint(d.at, p)).map((d) => d.id);
}

/** The cube at p, ready to be changed (copied first if it is still shared with apply's input). */
export function ownCube(ctx: Ctx, p: Point): Cube | undefined {
  const cube = cubeAt(ctx.s.cells, p);
  if (!cube || !ctx.owned || ctx.owned.has(cube)) return cube;
  const copy: Cube = {
    doors: cube.doors,
    items: cloneItems(cube.items),
    bodies: cube.bodies.map((b) => ({ seat: b.seat, items: cloneItems(b.items) })),
  };
  ownCells(ctx)[cellIndex(p)] = copy;
  ctx.owned.add(copy);
  return copy;
}

/** Draws a tile from the bag onto an unrevealed position; false if the bag is empty. */
export function reveal(ctx: Ctx, p: Point, by: Agent): boolean {
  const { s, random } = ctx;
  if (s.bag.length === 0) return false;
  if (ctx.bagShared) {
    s.bag = s.bag.slice();
    ctx.bagShared = false;
  }
  const doors = s.bag.pop() as number;
  const items: Item[] = [];
  if (random.chance(s.options.batteryChance)) items.push({ kind: 'battery', pp: random.range(1, 5) });
  const cube: Cube = { doors, items, bodies: [] };
  ownCells(ctx)[cellIndex(p)] = cube;
  ctx.owned?.add(cube);
  ctx.events.push({
    type: 'maze/revealed',
    audience: 'all',
    at: p,
    doors,
    by,
    ...(items[0] ? { item: items[0] } : {}),
  });
  return true;
}

/**
 * The directions from p's cube that lead somewhere: to a cube through open doorways
 * on both sides, through its own open doorway to an unrevealed position, to the far
 * side (high-X edge), or over the low-X edge when `lowXOpen` (carrying the Key, or
 * at the Challenger's own start row). Used to tell whether a reactive rotation
 * "creates a doorway that is not closed".
 */
export function exits(cells: readonly Cell[], p: Point, doors: number, lowXOpen: boolean): Set<Direction> {
  const out = new Set<Direction>();
  for (const d of DIRECTIONS) {
    if (!hasDoor(doors, d)) continue;
    const q = step(p, d);
    const c = cellAt(cells, q);
    if (c === null) out.add(d);
    else if (c && c !== 'destroyed' && hasDoor(c.doors, opposite(d))) out.add(d);
    else if (q.x >= SIZE || (q.x < 0 && lowXOpen)) out.add(d);
  }
  return out;
}

/** A fresh Challenger board: 10 PP, no objects, no crosses. */
export function freshChallenger(at: Point | null): Challenger {
  return { at, pp: 10, items: [], stunned: false, owed: 0 };
}

/**
 * A Challenger dies. Killed in a cube (by a Defender or another Challenger), its body
 * stays there with its objects; lost with its cube (slide, Z), everything goes. The
 * player's board is reset at once; the fresh Challenger appears on their next turn.
 */
export function killChallenger(ctx: Ctx, seat: number, by: Agent, withBody: boolean): void {
  const c = ctx.s.challengers[seat];
  if (!c?.at) return;
  const cube = withBody ? ownCube(ctx, c.at) : undefined;
  if (withBody && cube) cube.bodies.push({ seat, items: c.items });
  ctx.events.push({
    type: withBody ? 'challenger/killed' : 'challenger/lost',
    audience: 'all',
    seat,
    at: c.at,
    by,
  });
  ctx.s.challengers[seat] = freshChallenger(null);
}

function cloneItems(items: readonly Item[]): Item[] {
  return items.map((i) => (i.kind === 'key' ? { kind: 'key' } : { kind: 'battery', pp: i.pp }));
}

function cloneCell(c: Cell): Cell {
  return c === null || c === 'destroyed'
    ? c
    : {
        doors: c.doors,
        items: cloneItems(c.items),
        bodies: c.bodies.map((b) => ({ seat: b.seat, items: cloneItems(b.items) })),
      };
}

/** A deep copy of the maze cells (for views). */
export const cloneCells = (cells: readonly Cell[]): Cell[] => cells.map(cloneCell);

/** A deep copy of a state (faster than structuredClone on this shape). */
export function cloneState(s: SmState): SmState {
  const copy = copyForApply(s);
  copy.options = { ...s.options };
  copy.bag = s.bag.slice();
  copy.cells = cloneCells(s.cells);
  return copy;
}

/**
 * The copy `apply` changes: everything is copied except the cells, the cubes and the tile
 * bag, which stay shared with `s` until first written (`ownCells`, `ownCube`, `reveal`,
 * with a Ctx whose `owned` set is empty and `cellsShared` and `bagShared` true), and the
 * options, which no rule changes. Most actions (a move, a Defender's step) change no cell.
 * Slides and removals only replace entries of the (owned) cells array, so they never
 * touch a shared cube. The copies are written out field by field: a spread that overrides
 * fields (`{ ...d, at }`), or that copies an object itself made by a spread, takes V8's
 * slow path, ten times the cost and garbage that made up a third of `apply`'s time.
 */
export function copyForApply(s: SmState): SmState {
  return {
    options: s.options,
    rng: s.rng.slice() as SmState['rng'],
    bag: s.bag,
    cells: s.cells,
    lost: s.lost.slice(),
    destroyed: s.destroyed.slice(),
    defenders: s.defenders.map(copyDefender),
    challengers: s.challengers.map(copyChallenger),
    startRows: s.startRows.slice(),
    current: s.current,
    turns: s.turns,
    stage: copyStage(s.stage),
    attack: s.attack ? { defender: s.attack.defender, queue: s.attack.queue.slice() } : null,
    reaction: s.reaction ? cloneReaction(s.reaction) : null,
    phase: s.phase,
    winner: s.winner,
  };
}

const copyDefender = (d: Defender): Defender => ({
  id: d.id,
  at: { x: d.at.x, y: d.at.y },
  stunned: d.stunned,
  came: d.came,
});

const copyChallenger = (c: Challenger): Challenger => ({
  at: c.at ? { x: c.at.x, y: c.at.y } : null,
  pp: c.pp,
  items: cloneItems(c.items),
  stunned: c.stunned,
  owed: c.owed,
});

function copyStage(t: Stage): Stage {
  switch (t.kind) {
    case 'defenders':
      return { kind: 'defenders', next: t.next, current: t.current, actionsLeft: t.actionsLeft };
    case 'event':
      return { kind: 'event', event: cloneMazeEvent(t.event), queue: t.queue.slice(), done: t.done };
    case 'move': {
      const d = t.destroying;
      return d
        ? {
            kind: 'move',
            mainLeft: t.mainLeft,
            destroying: { at: { x: d.at.x, y: d.at.y }, by: d.by, queue: d.queue.slice() },
          }
        : { kind: 'move', mainLeft: t.mainLeft };
    }
  }
}

export function cloneMazeEvent(e: MazeEvent): MazeEvent {
  switch (e.kind) {
    case 'special':
      return { kind: 'special', at: { x: e.at.x, y: e.at.y } };
    case 'rotate':
      return { kind: 'rotate', at: { x: e.at.x, y: e.at.y }, turns: e.turns };
    case 'slide':
      return { kind: 'slide', axis: e.axis, line: e.line, delta: e.delta };
    case 'z':
      return { kind: 'z', at: { x: e.at.x, y: e.at.y }, delta: e.delta };
  }
}

export function cloneReaction(r: Reaction): Reaction {
  const t = r.threat;
  return {
    seat: r.seat,
    threat:
      t.kind === 'defender'
        ? { kind: 'defender', defender: t.defender }
        : { kind: 'doom', at: { x: t.at.x, y: t.at.y }, cause: t.cause },
    used: r.used,
  };
}
