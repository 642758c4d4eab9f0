/**
 * The game at one table: a core `Match`, which validates every action, applies clock
 * timeouts (the game's own rule, or the first legal action), and keeps the log and the
 * step hashes (core's proof.ts). The ledger adds what the room stores per step: its kind
 * and its hash, and rebuilds a table from those steps through `Match.replay` (every hash
 * verified; steps stored with full state hashes, before the chain, verify too).
 */
import {
  type Actor,
  type AnyGame,
  type GameEvent,
  type JsonValue,
  type LoggedAction,
  Match,
  type MatchRecord,
  type Outcome,
  ok,
  RECORD_FORMAT,
  type Result,
  type RuleError,
  type Seat,
  type SeatInfo,
  type StepResult,
} from '@daedalus/core';

export interface Step {
  readonly events: readonly GameEvent[];
  readonly hash: string;
  readonly kind: 'action' | 'timeout';
  /** The action logged (for `timeout` steps: null). */
  readonly action: JsonValue | null;
}

export interface LedgerInit {
  /** The edition of the rules a stored table is played by; absent for a new table (the current one). */
  readonly edition?: number;
  readonly options: JsonValue;
  readonly players: number;
  readonly seed: string;
  readonly seats?: readonly SeatInfo[];
}

export interface StoredStep {
  readonly seat: Seat;
  readonly kind: 'action' | 'timeout';
  readonly action: JsonValue | null;
  readonly hash: string | null;
}

/** Watches a rebuild's one replay of the log (to restore what depends on the steps, e.g. clocks). */
export interface RebuildHooks {
  /** The game as setup left it, before the first stored step (look, do not play). */
  readonly start?: (match: Match) => void;
  /** After stored step `index` (from 1): the match after it and what the step produced. */
  readonly step?: (index: number, match: Match, step: StepResult<unknown>) => void;
}

export class Ledger {
  private constructor(readonly match: Match) {}

  static create(game: AnyGame, init: LedgerInit): Result<Ledger, RuleError> {
    const match = Match.create(game, init);
    return match.ok ? ok(new Ledger(match.value)) : match;
  }

  get game(): AnyGame {
    return this.match.game;
  }

  get state(): unknown {
    return this.match.state;
  }

  get steps(): number {
    return this.match.actions.length;
  }

  actors(): readonly Actor[] {
    return this.match.actors();
  }

  outcome(): Outcome {
    return this.match.outcome();
  }

  play(seat: Seat, raw: unknown): Result<Step, RuleError> {
    const step = this.match.play(seat, raw);
    if (!step.ok) return step;
    const action = this.match.actions[this.match.actions.length - 1]!.action;
    return ok({ events: step.value.events, hash: step.value.hash, kind: 'action', action });
  }

  /** The seat's clock ran out: the game's timeout rule, or its first legal action. */
  timeout(seat: Seat): Result<Step, RuleError> {
    const step = this.match.timeout(seat);
    if (!step.ok) return step;
    const { logged } = step.value;
    return ok({
      events: step.value.events,
      hash: step.value.hash,
      kind: logged.timeout ? 'timeout' : 'action',
      action: logged.timeout ? null : logged.action,
    });
  }

  record(): MatchRecord {
    return this.match.toRecord();
  }

  /**
   * Rebuilds a table's game from its stored steps, every hash verified: the log is
   * replayed once, and `hooks` see the start and every step of that replay.
   */
  static rebuild(
    game: AnyGame,
    init: LedgerInit,
    steps: readonly StoredStep[],
    outcome: Outcome,
    hooks: RebuildHooks = {},
  ): Result<Ledger, RuleError> {
    const created = Match.create(game, init);
    if (!created.ok) return created;
    const actions: LoggedAction[] = steps.map((s) =>
      s.kind === 'timeout'
        ? { seat: s.seat, action: null, timeout: true }
        : { seat: s.seat, action: s.action },
    );
    const record: MatchRecord = {
      format: RECORD_FORMAT,
      game: game.meta.id,
      edition: created.value.edition,
      options: created.value.options,
      players: init.players,
      seed: init.seed,
      ...(init.seats ? { seats: init.seats } : {}),
      actions,
      // Game steps are always stored with their hash; a missing one fails the check.
      hashes: [created.value.hash, ...steps.map((s) => s.hash ?? '')],
      outcome,
    };
    hooks.start?.(created.value);
    const replayed = Match.replay(game, record, hooks.step ? { onStep: hooks.step } : {});
    return replayed.ok ? ok(new Ledger(replayed.value)) : replayed;
  }
}
