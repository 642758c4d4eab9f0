/**
 * The round flow. A round is the action phase — three turns per player, one die each, from the
 * start player round the table — then the discard phase. A new round starts with the next
 * player to the left as start player, who rolls the dice. With the deck exhausted, the discard
 * pile is reshuffled into it. After the last round allowed by `roundCap` the game ends: the
 * player with the most relic tokens wins, a tie is a draw.
 */
import { reshuffle } from './deck.ts';
import { rollDice, turnsPerRound } from './dice.ts';
import { clearRound, discarder } from './discard.ts';
import type { Ctx } from './state.ts';

/** A round begins: the start player rolls every die. */
export function beginRound(ctx: Ctx): void {
  const { s } = ctx;
  rollDice(ctx);
  s.pick = 0;
  s.stage = { kind: 'take' };
  ctx.events.push({
    type: 'round/started',
    audience: 'all',
    round: s.round,
    start: s.start,
    dice: s.dice.map((d) => ({ ...d })),
  });
}

/**
 * Moves the game on after an action, as far as the rules go without a decision: from the last
 * turn into the discard phase, through it when no hand is too large, into the next round.
 */
export function advance(ctx: Ctx): void {
  const { s } = ctx;
  if (s.stage.kind === 'take' && s.pick >= turnsPerRound(s)) clearRound(ctx);
  if (s.stage.kind !== 'discard' || discarder(s) !== null) return;
  reshuffle(ctx);
  if (s.round >= s.options.roundCap) {
    endByCap(ctx);
    return;
  }
  s.round++;
  s.start = (s.start + 1) % s.players;
  beginRound(ctx);
}

/** The round limit is reached: most relic tokens wins; equal most is a draw. */
function endByCap(ctx: Ctx): void {
  const { s } = ctx;
  const best = Math.max(...s.tokens);
  const winners = s.tokens.flatMap((t, seat) => (t === best ? [seat] : []));
  s.winner = winners.length === 1 ? winners[0]! : null;
  s.reason = 'round-cap';
  s.stage = { kind: 'over' };
  ctx.events.push({
    type: 'game/capped',
    audience: 'all',
    round: s.round,
    winners: winners.length === 1 ? winners : [],
    tokens: s.tokens.slice(),
  });
}
