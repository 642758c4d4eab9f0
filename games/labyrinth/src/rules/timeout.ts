/**
 * B.9: a player who does not move in time has lost; his corpse and all his items are
 * left where he "died". In the start phase (nothing placed yet) he simply leaves the game.
 */
import { err, ok, type Result, type RuleError, type Seat, type Transition } from '@daedalus/core';
import { wordedError } from '../lang/errors-en.ts';
import type { LabyrinthEvent, LabyrinthState, PlayerState } from '../types.ts';
import { announce } from './context.ts';
import { draftState } from './draft.ts';
import { kill } from './items.ts';
import { settleStarts } from './start.ts';
import { actorsOf, checkSurvivors, endGame, endTurn } from './turns.ts';

export function timeoutSeat(
  state: LabyrinthState,
  seat: Seat,
): Result<Transition<LabyrinthState, LabyrinthEvent>, RuleError> {
  if (state.phase === 'over') return err(wordedError('game/over'));
  if (!actorsOf(state).some((a) => a.seat === seat)) return err(wordedError('timeout/not-deciding', seat));
  const s = draftState(state);
  const events: LabyrinthEvent[] = [];
  const p = s.players[seat] as PlayerState;
  p.onBreak = false;
  if (s.phase === 'start') {
    p.condition = 'lost';
    announce(events, { type: 'labyrinth/lost', seat, reason: 'timeout' });
    settleStarts(s, events);
    // B.3.5: one player left wins at once, before he has even chosen his cell (with B.7.9 moves he must
    // still start and play them: settling the starts gives him his moves).
    if (s.phase === 'start' && s.options.lastSurvivorMoves === null) {
      checkSurvivors(s, events);
      if (s.result !== null) endGame(s, events);
    }
  } else {
    if (p.outside !== null) {
      p.condition = 'lost';
      p.outside = null;
      s.roundChanged = true;
      announce(events, { type: 'labyrinth/lost', seat, reason: 'timeout' });
    } else {
      kill(s, seat);
      p.deathAnnounced = true;
      announce(events, { type: 'labyrinth/died', seat, cause: 'timeout' });
    }
    // Whatever his leaving decides (the last survivor, everyone left having skipped) is declared now.
    endTurn(s, events, null);
  }
  if (s.options.recall === 'full') s.log = s.log.concat(events);
  return ok({ state: s, events });
}
