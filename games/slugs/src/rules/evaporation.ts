/**
 * Evaporation and the two-turn return. A defence or duel slug whose path goes through a
 * wall evaporates it when it reaches it: that takes the slug's turn (it is not a step),
 * the wall vanishes at once, and the wall is back in a stock at the end of the second
 * turn after (evaporated on turn t: usable from turn t + 3). It returns to whoever placed
 * it; a wall of the level returns to the player the slug hunts. Escort slugs do not
 * evaporate walls.
 */
import type { Point, Seat } from '@daedalus/core';
import { RETURN_DELAY, type Slug, type SlugsState } from '../types.ts';
import { type Ctx, setWall, wallOwner } from './board.ts';

export function evaporate(ctx: Ctx, slug: Slug, p: Point): void {
  const { s } = ctx;
  const seat: Seat = wallOwner(s, p) ?? (slug.hunts as Seat);
  setWall(s, p, '.');
  const turn = s.turn + RETURN_DELAY;
  const same = s.returning.find((r) => r.seat === seat && r.turn === turn);
  if (same) same.count++;
  else s.returning.push({ seat, turn, count: 1 });
  ctx.events.push({ type: 'slug/evaporated', audience: 'all', slug: slug.id, at: { ...p }, seat, turn });
}

/** End of turn: the walls due now are back in their stocks. */
export function returnWalls(ctx: Ctx): void {
  const { s } = ctx;
  const due = s.returning.filter((r) => r.turn <= s.turn);
  if (due.length === 0) return;
  s.returning = s.returning.filter((r) => r.turn > s.turn);
  for (const r of due) {
    s.stock[r.seat] = (s.stock[r.seat] ?? 0) + r.count;
    ctx.events.push({ type: 'wall/returned', audience: 'all', seat: r.seat, count: r.count });
  }
}

/** Walls of a seat on their way back. */
export const returningTo = (s: SlugsState, seat: Seat): number =>
  s.returning.filter((r) => r.seat === seat).reduce((n, r) => n + r.count, 0);
