/**
 * How a game ends:
 * - defence: every slug dead wins (`all-slugs-dead`); a slug reaching the base loses it
 *   for everyone (`slug-reached-base`: no winners, not a draw);
 * - duel: a player whose slugs are all dead wins (`all-slugs-dead`); a slug reaching a
 *   player's base makes the other player the winner (`slug-reached-base`). Whatever
 *   happens first in the order the slugs act decides;
 * - escort: the hero through the last room's exit wins (`campaign-won`); the hero
 *   caught by a slug loses (`hero-caught`: no winners, not a draw);
 * - any mode: the turn limit of a map reached is a draw (`draw/turn-limit`).
 */
import { type Outcome, RUNNING, type Seat } from '@daedalus/core';
import type { Result, SlugsState } from '../types.ts';
import type { Ctx } from './board.ts';

export function finish(ctx: Ctx, result: Result): void {
  ctx.s.result = result;
  ctx.events.push({
    type: 'game/over',
    audience: 'all',
    reason: result.reason,
    winners: result.winners.slice(),
    draw: result.draw,
    mode: ctx.s.mode,
  });
}

/** A slug of `hunted`'s enemies reached that seat's base. */
export function baseReached(ctx: Ctx, hunted: Seat): void {
  const winners = ctx.s.mode === 'duel' ? [1 - hunted] : [];
  finish(ctx, { reason: 'slug-reached-base', winners, draw: false });
}

/** After a slug died: did the seat it hunted just win? */
export function checkAllDead(ctx: Ctx, hunted: Seat): void {
  const { s } = ctx;
  if (s.mode === 'escort') return;
  if (s.slugs.some((g) => g.alive && g.hunts === hunted)) return;
  finish(ctx, { reason: 'all-slugs-dead', winners: [hunted], draw: false });
}

export function outcomeOf(s: SlugsState): Outcome {
  const r = s.result;
  if (!r) return RUNNING;
  const ranking: Seat[][] | undefined =
    s.seats === 2 && r.winners.length === 1 ? [[r.winners[0]!], [1 - r.winners[0]!]] : undefined;
  return {
    over: true,
    winners: r.winners.slice(),
    draw: r.draw,
    reason: r.reason,
    ...(ranking ? { ranking } : {}),
  };
}
