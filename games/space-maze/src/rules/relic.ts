/**
 * The Ancient Relic and the relic tokens. An alien on the relic's tile takes it for one
 * footprint — from the maze, or by stealing it from another player's alien (unless it is
 * superglued). Every take earns a relic token while the eight last; passing the relic to a
 * teammate, or keeping it over rounds, earns none. Three tokens win, and so does carrying the
 * relic into your own UFO.
 */
import { type RuleError, ruleError } from '@daedalus/core';
import type { Alien, SmState } from '../types.ts';
import { alienCell, boardSize, pointOf, relicTile, type Who, wearer } from './board.ts';
import type { Ctx } from './state.ts';

/** Relic tokens in the box. */
export const TOKEN_SUPPLY = 8;

export const tokensLeft = (s: SmState): number => TOKEN_SUPPLY - s.tokens.reduce((a, b) => a + b, 0);

/** Why `who` may not take the relic now (footprints are checked by the caller), or null. */
export function takeRelicError(s: SmState, who: Who): RuleError | null {
  const tile = s.aliens[who.seat]![who.alien].tile;
  if (tile === null)
    return ruleError('relic/not-here', `Your ${who.alien} alien is in its UFO: the relic is not there.`);
  const w = wearer(s);
  if (w && w.seat === who.seat && w.alien === who.alien)
    return ruleError('relic/already-worn', `Your ${who.alien} alien already wears the relic.`);
  if (relicTile(s) !== tile)
    return ruleError('relic/not-here', `The relic is not on the tile of your ${who.alien} alien.`);
  if (w && w.seat === who.seat)
    return ruleError(
      'relic/teammate',
      `Your own ${w.alien} alien wears the relic: pass it with "give" instead of taking it.`,
    );
  if (w && s.glued)
    return ruleError(
      'relic/glued',
      `The relic is superglued to the head of Player ${w.seat + 1}'s ${w.alien} alien until the end of the round.`,
    );
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
  if (!w || w.seat !== seat) return ruleError('give/no-relic', 'None of your aliens wears the relic.');
  if (w.alien === to) return ruleError('give/same-alien', `Your ${to} alien already wears the relic.`);
  if (s.glued)
    return ruleError(
      'give/glued',
      `The relic is superglued to your ${w.alien} alien's head until the end of the round.`,
    );
  const here = s.aliens[seat]![w.alien].tile;
  if (here === null || s.aliens[seat]![to].tile !== here)
    return ruleError(
      'give/not-together',
      `Your ${to} alien must be on the same tile as your ${w.alien} alien.`,
    );
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
