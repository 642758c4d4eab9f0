/**
 * The escort's delay rule. On a turn the operator may order N walls at once (N ≥ 1, from
 * the stock): they appear together at the end of the operator's (N−1)-th following turn —
 * one wall at the end of this turn, two at the end of the next, three at the end of the
 * one after… "The end of a turn" is after the slugs and the hero have acted. Walls on
 * their way are not walls yet: they block nothing and the hero does not see them.
 *
 * A wall due on a cell where a slug or the hero now stands cannot appear there: it goes
 * back to the stock (`wall/blocked`).
 */
import type { Point, Seat } from '@daedalus/core';
import { type Ctx, heroOn, setWall, slugOn, wallMark } from './board.ts';

/** The turn at whose end N walls ordered on `turn` appear. */
export const arrivalTurn = (turn: number, n: number): number => turn + n - 1;

export function orderWalls(ctx: Ctx, seat: Seat, cells: readonly Point[]): void {
  const { s } = ctx;
  const turn = arrivalTurn(s.turn, cells.length);
  s.transit.push({ at: cells.map((p) => ({ ...p })), turn });
  s.stock[seat] = (s.stock[seat] ?? 0) - cells.length;
  ctx.events.push({ type: 'wall/ordered', audience: 'all', seat, cells: cells.map((p) => ({ ...p })), turn });
}

/** End of turn: the walls due now appear (or go back to the stock when a cell is taken). */
export function wallsArrive(ctx: Ctx, seat: Seat = 0): void {
  const { s } = ctx;
  const due = s.transit.filter((t) => t.turn <= s.turn);
  if (due.length === 0) return;
  s.transit = s.transit.filter((t) => t.turn > s.turn);
  for (const batch of due) {
    const stood: Point[] = [];
    for (const p of batch.at) {
      if (slugOn(s, p) || heroOn(s, p)) {
        s.stock[seat] = (s.stock[seat] ?? 0) + 1;
        ctx.events.push({ type: 'wall/blocked', audience: 'all', seat, at: { ...p } });
      } else {
        setWall(s, p, wallMark(seat));
        stood.push({ ...p });
      }
    }
    if (stood.length > 0) ctx.events.push({ type: 'wall/appeared', audience: 'all', seat, cells: stood });
  }
}
