/**
 * The Ancient Relic and the relic tokens. An alien on the relic's tile takes it for one
 * footprint — from the maze, or by stealing it from another player's alien (unless it is
 * superglued). Every take earns a relic token while the eight last; passing the relic to a
 * teammate, or keeping it over rounds, earns none. Three tokens win, and so does carrying the
 * relic into your own UFO.
 */
import type { RuleError } from '@daedalus/core';
import { wordedError } from '../lang/errors-en.ts';
import type { Alien, SmState } from '../types.ts';
import { alienCell, boardSize, pointOf, relicTile, type Who, wearer } from './board.ts';
import type { Ctx } from './state.ts';

/** Relic tokens in the box. */
export const TOKEN_SUPPLY = 8;

export const tokensLeft = (s: SmState): number => TOKEN_SUPPLY - s.tokens.reduce((a, b) => a + b, 0);

/** Why `who` may not take the relic now (footprints are checked by the caller), or null. */
export function takeRelicError(s: SmState, who: Who): RuleError | null {
  const tile = s.aliens[who.seat]![who.alien].tile;
  if (tile === null) return wordedError('relic/not-here#ufo', who.alien);
  const w = wearer(s);
  if (w && w.seat === who.seat && w.alien === who.alien) return wordedError('relic/already-worn', who.alien);
  if (relicTile(s) !== tile) return wordedError('relic/not-here', who.alien);
  if (w && w.seat === who.seat) return wordedError('relic/teammate', w.alien, who.alien);
  if (w && s.glued) return wordedError('relic/glued', w.seat + 1, w.alien);
  return null;
}

/** Takes (or steals) the relic: a token if any are left, and three tokens win. */
export function takeRelic(ctx: Ctx, who: Who): void {
  const { s } = ctx;
  const from = wearer(s);
  const cell = alienCell(s, who)!;
  s.relic = { seat: who.seat, alien: who.alien };
  const token = tokensLeft(s) > 0;
  if (token) s.tokens[who.seat]!++;
  ctx.events.push({
    type: 'relic/taken',
    audience: 'all',
    seat: who.seat,
    alien: who.alien,
    from: from ? { seat: from.seat, alien: from.alien } : null,
    at: pointOf(boardSize(s), cell),
    token,
    tokens: s.tokens[who.seat]!,
  });
  if (s.tokens[who.seat]! >= s.options.tokensToWin) win(ctx, who.seat, 'relic-tokens');
}

/** Why `seat`'s relic wearer may not hand the relic to its `to` teammate, or null. */
export function giveError(s: SmState, seat: number, to: Alien): RuleError | null {
  const w = wearer(s);
  if (!w || w.seat !== seat) return wordedError('give/no-relic');
  if (w.alien === to) return wordedError('give/same-alien', to);
  if (s.glued) return wordedError('give/glued', w.alien);
  const here = s.aliens[seat]![w.alien].tile;
  if (here === null || s.aliens[seat]![to].tile !== here)
    return wordedError('give/not-together', to, w.alien);
  return null;
}

/** Hands the relic to a teammate on the same tile: no token. */
export function giveRelic(ctx: Ctx, seat: number, to: Alien): void {
  const from = wearer(ctx.s)!;
  ctx.s.relic = { seat, alien: to };
  ctx.events.push({ type: 'relic/given', audience: 'all', seat, alien: from.alien, to });
}

/** The game ends at once with `seat` the winner. */
export function win(ctx: Ctx, seat: number, reason: 'relic-home' | 'relic-tokens'): void {
  const { s } = ctx;
  s.winner = seat;
  s.reason = reason;
  s.stage = { kind: 'over' };
  ctx.events.push({ type: 'game/won', audience: 'all', seat, reason, tokens: s.tokens.slice() });
}
