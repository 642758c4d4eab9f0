/**
 * A replay: every state of a match record, rebuilt with the game from the seed
 * and the actions (each state's hash checked against the record), with the
 * events of each step. Steps the server played by a game's timeout rule are
 * timeout steps of the record, replayed with `game.timeout` by core.
 */
import {
  type AnyGame,
  type GameEvent,
  Match,
  type MatchRecord,
  ok,
  type Result,
  type RuleError,
} from '@daedalus/core';

export interface ReplayStep {
  readonly state: unknown;
  /** Events of the action that led here (for the start: what setup told, usually nothing). */
  readonly events: readonly GameEvent[];
}

export function replaySteps(game: AnyGame, record: MatchRecord): Result<ReplayStep[], RuleError> {
  const steps: ReplayStep[] = [];
  const replayed = Match.replay(game, record, {
    onStep: (_i, _match, step) => steps.push({ state: step.state, events: step.events }),
  });
  if (!replayed.ok) return replayed;
  const initial = Match.create(game, {
    edition: record.edition,
    options: record.options,
    players: record.players,
    seed: record.seed,
  });
  if (!initial.ok) return initial;
  return ok([{ state: initial.value.state, events: initial.value.opening }, ...steps]);
}
