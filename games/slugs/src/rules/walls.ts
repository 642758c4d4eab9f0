/**
 * Walls and the stock. A player places walls from a stock the level gives (a wall a
 * slug evaporated comes back later, see `evaporation.ts`). In defence and duel, placing
 * one wall is the player's whole turn and it stands at once. In escort, walls are ordered
 * with the delay rule (`delay.ts`).
 *
 * A wall may go on an empty floor cell of the map only: not on a slug (awake or asleep),
 * a base, a killing machine, the hero, a door, a wall, or a cell where a wall is already
 * on its way.
 */
import { err, type Point, type Result, type RuleError, type Seat } from '@daedalus/core';
import { cellName, inside } from '../cells.ts';
import { wordedError } from '../lang/errors-en.ts';
import type { SlugsState } from '../types.ts';
import { type Ctx, heroOn, setWall, slugOn, terrainAt, wallAt, wallMark } from './board.ts';

const inTransit = (s: SlugsState, p: Point): boolean =>
  s.transit.some((t) => t.at.some((q) => q.x === p.x && q.y === p.y));

/** Why no wall may go at p, or null if one may. */
export function whyNotWallAt(s: SlugsState, p: Point): RuleError | null {
  const why = obstacle(s, p);
  if (why === null) return null;
  if (why === 'outside') return wordedError('wall/outside', cellName(p), s.width, s.height);
  return wordedError(`wall/${why}`, cellName(p));
}

type Obstacle =
  | 'outside'
  | 'on-wall'
  | 'in-transit'
  | 'on-slug'
  | 'on-hero'
  | 'on-base'
  | 'on-machine'
  | 'on-door';

function obstacle(s: SlugsState, p: Point): Obstacle | null {
  if (!inside(s.width, s.height, p)) return 'outside';
  if (wallAt(s, p)) return 'on-wall';
  if (inTransit(s, p)) return 'in-transit';
  if (slugOn(s, p)) return 'on-slug';
  if (heroOn(s, p)) return 'on-hero';
  const t = terrainAt(s, p);
  if (t === 'A' || t === 'B') return 'on-base';
  if (t === 'X') return 'on-machine';
  if (t === 'D' || t === 'E') return 'on-door';
  return null;
}

/** Every cell where a wall may go now, in reading order. */
export function wallCells(s: SlugsState): Point[] {
  const taken = new Uint8Array(s.width * s.height);
  for (const g of s.slugs) if (g.alive) taken[g.at.y * s.width + g.at.x] = 1;
  if (s.hero) taken[s.hero.at.y * s.width + s.hero.at.x] = 1;
  for (const t of s.transit) for (const p of t.at) taken[p.y * s.width + p.x] = 1;
  const out: Point[] = [];
  for (let i = 0; i < taken.length; i++)
    if (taken[i] === 0 && s.walls[i] === '.' && s.terrain[i] === '.')
      out.push({ x: i % s.width, y: Math.floor(i / s.width) });
  return out;
}

/** Checks that a seat may place `cells` now (stock, each cell, no cell twice). */
export function checkWalls(s: SlugsState, seat: Seat, cells: readonly Point[]): Result<void, RuleError> {
  const stock = s.stock[seat] ?? 0;
  if (cells.length > stock)
    return err(
      stock === 0 ? wordedError('wall/no-stock') : wordedError('wall/no-stock#fewer', stock, cells.length),
    );
  for (const [i, p] of cells.entries()) {
    if (cells.slice(0, i).some((q) => q.x === p.x && q.y === p.y))
      return err(wordedError('wall/repeated', cellName(p)));
    const why = whyNotWallAt(s, p);
    if (why) return err(why);
  }
  return { ok: true, value: undefined };
}

/** Defence and duel: the wall stands at once. */
export function placeWall(ctx: Ctx, seat: Seat, p: Point): void {
  const { s } = ctx;
  setWall(s, p, wallMark(seat));
  s.stock[seat] = (s.stock[seat] ?? 0) - 1;
  ctx.events.push({ type: 'wall/placed', audience: 'all', seat, at: { ...p } });
}
