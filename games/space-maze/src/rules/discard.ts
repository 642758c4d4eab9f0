/**
 * The discard phase. When every player has drafted three dice, the dice come off the control
 * panels, the activated cards go onto the discard pile, every datapad is cleared (aliens on them
 * stay on their tiles) and Superglue wears off. Then each player holding more than seven cards
 * discards down to seven, one card at a time, in turn order from the start player.
 */
import type { RuleError } from '@daedalus/core';
import { wordedError } from '../lang/errors-en.ts';
import type { SmState } from '../types.ts';
import { HAND_LIMIT } from './deck.ts';
import type { Ctx } from './state.ts';

/** Clears the round: dice gathered, placed cards discarded, datapads cleared, glue gone. */
export function clearRound(ctx: Ctx): void {
  const { s } = ctx;
  ctx.events.push({ type: 'round/ended', audience: 'all', round: s.round });
  let placed = 0;
  for (const panel of s.panels) {
    for (const { card } of panel.cards) s.discard.push(card);
    placed += panel.cards.length;
    panel.cards = [];
    panel.idle = [];
    panel.move = null;
  }
  for (const d of s.dice) d.seat = null;
  if (placed > 0) ctx.events.push({ type: 'cards/discarded', audience: 'all', count: placed });
  const cleared: { seat: number; alien: 'green' | 'purple' | 'orange' }[] = [];
  for (const [seat, team] of s.aliens.entries())
    for (const alien of ['green', 'purple', 'orange'] as const)
      if (team[alien].pad) {
        team[alien].pad = false;
        cleared.push({ seat, alien });
      }
  if (cleared.length > 0) ctx.events.push({ type: 'datapads/cleared', audience: 'all', aliens: cleared });
  s.glued = false;
  s.stage = { kind: 'discard' };
}

/** The next seat (in turn order from the start player) that must discard, or null. */
export function discarder(s: SmState): number | null {
  if (s.stage.kind !== 'discard') return null;
  for (let k = 0; k < s.players; k++) {
    const seat = (s.start + k) % s.players;
    if (s.hands[seat]!.length > HAND_LIMIT) return seat;
  }
  return null;
}

/** Why `seat` may not discard `card` now, or null. */
export function discardError(s: SmState, seat: number, card: string): RuleError | null {
  if (s.stage.kind !== 'discard') return wordedError('discard/not-now');
  if (s.hands[seat]!.length <= HAND_LIMIT) return wordedError('discard/not-needed', s.hands[seat]!.length);
  if (!s.hands[seat]!.includes(card)) return wordedError('card/not-in-hand', card);
  return null;
}

export function discardCard(ctx: Ctx, seat: number, card: string): void {
  const hand = ctx.s.hands[seat]!;
  hand.splice(hand.indexOf(card), 1);
  ctx.s.discard.push(card);
  ctx.events.push({ type: 'hand/discarded', audience: 'all', seat, card });
}
