/**
 * The board of a state: what stands on a cell (terrain, walls, slugs, the hero), who may
 * enter it, and the copy `apply` works on. The terrain never changes within a room;
 * walls are a row-major string (`.` none, `#` the level's, `A`/`B` placed by a seat).
 */
import type { Point, Seat } from '@daedalus/core';
import { at, inside } from '../cells.ts';
import type { Hero, Slug, SlugsEvent, SlugsState } from '../types.ts';

/** What `apply` and the bots' simulations carry while resolving a turn. */
export interface Ctx {
  readonly s: SlugsState;
  readonly events: SlugsEvent[];
}

export const onMap = (s: SlugsState, p: Point): boolean => inside(s.width, s.height, p);

export const terrainAt = (s: SlugsState, p: Point): string => s.terrain[at(s.width, p)] ?? '';

export const wallAt = (s: SlugsState, p: Point): boolean => {
  const w = s.walls[at(s.width, p)];
  return w !== undefined && w !== '.';
};

/** The seat that placed the wall at p (null for a wall of the level or no wall). */
export function wallOwner(s: SlugsState, p: Point): Seat | null {
  const w = s.walls[at(s.width, p)];
  return w === 'A' ? 0 : w === 'B' ? 1 : null;
}

/** The wall mark a seat leaves: `A` for player 1, `B` for player 2. */
export const wallMark = (seat: Seat): string => (seat === 0 ? 'A' : 'B');

export function setWall(s: SlugsState, p: Point, mark: string): void {
  const i = at(s.width, p);
  s.walls = s.walls.slice(0, i) + mark + s.walls.slice(i + 1);
}

export const sameCell = (a: Point, b: Point): boolean => a.x === b.x && a.y === b.y;

export const liveSlugs = (s: SlugsState): Slug[] => s.slugs.filter((g) => g.alive);

export const slugOn = (s: SlugsState, p: Point): boolean => s.slugs.some((g) => g.alive && sameCell(g.at, p));

export const heroOn = (s: SlugsState, p: Point): boolean => s.hero !== null && sameCell(s.hero.at, p);

/** The base of a seat (its `A` or `B` cell), or null in escort. */
export function baseOf(s: SlugsState, seat: Seat): Point | null {
  const i = s.terrain.indexOf(seat === 0 ? 'A' : 'B');
  return i < 0 ? null : { x: i % s.width, y: Math.floor(i / s.width) };
}

export function exitOf(s: SlugsState): Point | null {
  const i = s.terrain.indexOf('E');
  return i < 0 ? null : { x: i % s.width, y: Math.floor(i / s.width) };
}

/** Where a slug is heading: its base, or the hero where he stands now. */
export function goalOf(s: SlugsState, slug: Slug): Point | null {
  if (slug.hunts === 'hero') return s.hero ? s.hero.at : null;
  return baseOf(s, slug.hunts);
}

/** Escort slugs cannot evaporate walls and do not go through doors. */
export const evaporates = (s: SlugsState): boolean => s.mode !== 'escort';

/** The hero may walk on floor, machines and the exit; not on walls, the closed door or a slug. */
export function heroMayEnter(s: SlugsState, p: Point): boolean {
  if (!onMap(s, p) || wallAt(s, p)) return false;
  const t = terrainAt(s, p);
  return t !== 'D' && !slugOn(s, p);
}

/** A copy of the parts of a state that change during a turn (the rooms are shared: they never change). */
export function copyState(s: SlugsState): SlugsState {
  return {
    ...s,
    stock: s.stock.slice(),
    returning: s.returning.map((r) => ({ ...r })),
    transit: s.transit.map((t) => ({ at: t.at.map((p) => ({ ...p })), turn: t.turn })),
    slugs: s.slugs.map(copySlug),
    hero: s.hero ? copyHero(s.hero) : null,
    result: s.result ? { ...s.result, winners: s.result.winners.slice() } : null,
  };
}

function copySlug(g: Slug): Slug {
  return {
    ...g,
    at: { ...g.at },
    plan: g.plan
      ? { path: g.plan.path.map((p) => ({ ...p })), expect: g.plan.expect, steps: g.plan.steps }
      : null,
  };
}

const copyHero = (h: Hero): Hero => ({
  ...h,
  at: { ...h.at },
  lastSeen: h.lastSeen ? { ...h.lastSeen } : null,
});
