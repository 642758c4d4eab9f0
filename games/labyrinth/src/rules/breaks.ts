/**
 * B.9 move time: "any player, before his move, can take a 5-minute break to consider the move. He can
 * then only take another one when at least half of the players use the privilege."
 *
 * The game sets the time of each decision (`decisionSeconds`, read by the platform's clock): the table's
 * `moveSeconds`, or five minutes while the player to move is on a break. Running out is `timeout`.
 *
 * A break is legal for the player to move, in the play phase, before his move, once per turn, when the
 * table plays breaks (`thinkingBreaks`) with a move time shorter than the break (`moveSeconds` < 300:
 * the break is five minutes from when it is taken, so with five minutes or more per move it would be no
 * more than the move's own time). The turn's actor carries a `decision` key (turns.ts) so that the
 * platform's clock runs once per move and starts again at a break. The first break is always allowed; a player who has taken k breaks may take another
 * only when at least half of the other players still in the game have taken at least k. Only the
 * others count: counting himself, in a game of two he would never wait for his opponent.
 *
 * A break is not a move: it changes no position, no draw counter (Nstop, B.6.6 all-skip), nor the
 * repeat ban (B.7.7); the same player must still move.
 */
import { err, ok, type Result, type RuleError, type Seat } from '@daedalus/core';
import { wordedError } from '../lang/errors-en.ts';
import type { LabyrinthEvent, LabyrinthState, PlayerState } from '../types.ts';
import { announce } from './context.ts';
import { actorsOf } from './turns.ts';

/** A thinking break: five minutes (B.9). */
export const BREAK_SECONDS = 300;

/** Why the seat may not take a break now (null: it may). The seat is the one to move, in the play phase. */
export function breakProblem(s: LabyrinthState, seat: Seat): RuleError | null {
  const o = s.options;
  if (!o.thinkingBreaks || o.moveSeconds === null) return wordedError('break/not-played');
  if (o.moveSeconds >= BREAK_SECONDS) return wordedError('break/not-needed');
  const p = s.players[seat] as PlayerState;
  if (p.onBreak) return wordedError('break/once');
  const others = s.players.filter((q, i) => i !== seat && q.condition === 'playing');
  const caughtUp = others.filter((q) => q.breaks >= p.breaks).length;
  if (2 * caughtUp < others.length) return wordedError('break/wait');
  return null;
}

/** Takes a break: told to all; nothing else changes, the same player still must move. */
export function takeBreak(s: LabyrinthState, seat: Seat, events: LabyrinthEvent[]): Result<void, RuleError> {
  const problem = breakProblem(s, seat);
  if (problem !== null) return err(problem);
  const p = s.players[seat] as PlayerState;
  p.breaks++;
  p.onBreak = true;
  announce(events, { type: 'labyrinth/break', seat });
  return ok(undefined);
}

/**
 * The contract's `decisionSeconds`: five minutes while the seat to move is on a break, otherwise the
 * table's `moveSeconds` for a seat that must decide (the start choice included); null when the table
 * has no move time, for a seat that need not decide, and when the game is over.
 */
export function decisionSeconds(s: LabyrinthState, seat: Seat): number | null {
  if (s.options.moveSeconds === null) return null;
  if (!actorsOf(s).some((a) => a.seat === seat)) return null;
  if (s.phase === 'play' && s.players[seat]?.onBreak === true) return BREAK_SECONDS;
  return s.options.moveSeconds;
}
