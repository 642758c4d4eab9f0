/**
 * The board: positions, the tiles on them, UFO docks, where each alien and the relic are, and
 * the colour passages between neighbouring tiles as a graph for core's path algorithms.
 */
import {
  type CanPass,
  type CellGraph,
  DIRECTIONS,
  type Direction,
  dirIndex,
  type Point,
  rectangle,
  squareGraph,
  step,
} from '@daedalus/core';
import { ALIENS, type Alien, type Dock, type SmOptions, type SmState } from '../types.ts';
import { passes, sideColour } from './tiles.ts';

export type Who = { seat: number; alien: Alien };

/** At most this many aliens on one tile. */
export const TILE_CAPACITY = 4;

export const sizeOf = (options: Pick<SmOptions, 'board'>): number => (options.board === '3x3' ? 3 : 5);
export const boardSize = (s: SmState): number => Math.round(Math.sqrt(s.board.length));

export const pointOf = (size: number, cell: number): Point => ({
  x: cell % size,
  y: Math.floor(cell / size),
});
export const cellAt = (size: number, p: Point): number => p.y * size + p.x;
export const onBoard = (size: number, p: Point): boolean => p.x >= 0 && p.y >= 0 && p.x < size && p.y < size;
/** Board positions in words: columns a–e from the left, rows 1–5 from the top ("b3"). */
export const cellName = (size: number, cell: number): string => {
  const p = pointOf(size, cell);
  return `${'abcde'[p.x] ?? '?'}${p.y + 1}`;
};

export const centreCell = (size: number): number => cellAt(size, { x: (size - 1) / 2, y: (size - 1) / 2 });

const graphs = new Map<number, CellGraph>();
/** The board as core's square-grid graph (sides numbered like DIRECTIONS). */
export function graphOf(size: number): CellGraph {
  let g = graphs.get(size);
  if (!g) {
    g = squareGraph(rectangle(size, size));
    graphs.set(size, g);
  }
  return g;
}

/** The cell a tile lies on, or -1 if it is not on the board. */
export function cellOfTile(s: SmState, tile: number): number {
  for (let i = 0; i < s.board.length; i++) if (s.board[i]!.tile === tile) return i;
  return -1;
}

/** Whether the passage from `from` through its side `side` to the neighbour `to` lets `who` through. */
export function passageOpen(
  s: SmState,
  who: Alien | 'relic',
  from: number,
  to: number,
  side: number,
): boolean {
  const a = s.board[from];
  const b = s.board[to];
  if (!a || !b) return false;
  if (who === 'relic') return true;
  return passes(who, sideColour(a, side), sideColour(b, (side + 2) % 4));
}
/** A `canPass` for core's graph algorithms: the passages `who` may cross on this board. */
export const passable =
  (s: SmState, who: Alien | 'relic'): CanPass =>
  (from, to, side) =>
    passageOpen(s, who, from, to, side);

// ——— UFOs ———

/** The corner each seat docks at, for 2, 3 or 4 players (clockwise from the top left). */
export function startDocks(size: number, players: number): Dock[] {
  const m = size - 1;
  const corners: Dock[] = [
    { cell: 0, side: 'left' },
    { cell: m, side: 'up' },
    { cell: m * size + m, side: 'right' },
    { cell: m * size, side: 'down' },
  ];
  const order = players === 2 ? [0, 2] : players === 3 ? [0, 1, 2] : [0, 1, 2, 3];
  return order.map((i) => corners[i]!);
}

/** The docking places clockwise round the board: the top edge's up sides left to right, then the right edge… */
export function dockRing(size: number): Dock[] {
  const m = size - 1;
  const ring: Dock[] = [];
  for (let x = 0; x <= m; x++) ring.push({ cell: x, side: 'up' });
  for (let y = 0; y <= m; y++) ring.push({ cell: y * size + m, side: 'right' });
  for (let x = m; x >= 0; x--) ring.push({ cell: m * size + x, side: 'down' });
  for (let y = m; y >= 0; y--) ring.push({ cell: y * size, side: 'left' });
  return ring;
}

/**
 * Move Base: the next border tile clockwise or anticlockwise that no other UFO docks at. The
 * UFO slides along the edge, round a corner onto the other axis (arriving at a corner it docks on
 * the side of the edge it came along).
 */
export function nextDock(s: SmState, seat: number, dir: 'cw' | 'ccw'): Dock | null {
  const size = boardSize(s);
  const ring = dockRing(size);
  const here = s.ufos[seat]!;
  const i = ring.findIndex((d) => d.cell === here.cell && d.side === here.side);
  if (i < 0) return null;
  const taken = new Set(s.ufos.filter((_, k) => k !== seat).map((d) => d.cell));
  const delta = dir === 'cw' ? 1 : -1;
  for (let k = 1; k < ring.length; k++) {
    const d = ring[(((i + delta * k) % ring.length) + ring.length) % ring.length]!;
    if (d.cell !== here.cell && !taken.has(d.cell)) return d;
  }
  return null;
}

/** The point just outside the board where a UFO docks: a tile's place for range, never moved. */
export const ufoPoint = (size: number, dock: Dock): Point => step(pointOf(size, dock.cell), dock.side);

// ——— Aliens and the relic ———

/** The cell an alien stands on, or null while it is in its UFO. */
export function alienCell(s: SmState, who: Who): number | null {
  const tile = s.aliens[who.seat]![who.alien].tile;
  return tile === null ? null : cellOfTile(s, tile);
}

/** Where an alien is for ranges: its tile's position, or its UFO's place outside the board. */
export function alienPoint(s: SmState, who: Who): Point {
  const size = boardSize(s);
  const cell = alienCell(s, who);
  return cell === null ? ufoPoint(size, s.ufos[who.seat]!) : pointOf(size, cell);
}

/** Every alien on a tile. */
export function aliensOn(s: SmState, tile: number): Who[] {
  const out: Who[] = [];
  for (let seat = 0; seat < s.aliens.length; seat++)
    for (const alien of ALIENS) if (s.aliens[seat]![alien].tile === tile) out.push({ seat, alien });
  return out;
}

export function countOn(s: SmState, tile: number): number {
  let n = 0;
  for (const team of s.aliens) for (const alien of ALIENS) if (team[alien].tile === tile) n++;
  return n;
}

/** Whether someone already occupies the datapad of a tile. */
export function padTaken(s: SmState, tile: number): boolean {
  for (const team of s.aliens)
    for (const alien of ALIENS) if (team[alien].tile === tile && team[alien].pad) return true;
  return false;
}

/** The alien wearing the relic, or null while it lies on a tile. */
export const wearer = (s: SmState): Who | null => ('seat' in s.relic ? s.relic : null);

export const wears = (s: SmState, who: Who): boolean =>
  'seat' in s.relic && s.relic.seat === who.seat && s.relic.alien === who.alien;

/** The tile the relic is on (on its wearer's tile, or lying there); null if its wearer is aboard a UFO. */
export function relicTile(s: SmState): number | null {
  return 'seat' in s.relic ? s.aliens[s.relic.seat]![s.relic.alien].tile : s.relic.tile;
}

/** What a passage rule applies to this alien: its own colour, or any passage for the relic wearer. */
export const moverOf = (s: SmState, who: Who): Alien | 'relic' => (wears(s, who) ? 'relic' : who.alien);

/** The direction index from one cell to a neighbouring one, or -1. */
export function sideTowards(size: number, from: number, to: number): number {
  const a = pointOf(size, from);
  const b = pointOf(size, to);
  for (const d of DIRECTIONS) {
    const p = step(a, d);
    if (p.x === b.x && p.y === b.y) return dirIndex(d);
  }
  return -1;
}

/** The neighbouring cell in a direction, or -1 off the board. */
export function neighbour(size: number, cell: number, dir: Direction): number {
  const p = step(pointOf(size, cell), dir);
  return onBoard(size, p) ? cellAt(size, p) : -1;
}
