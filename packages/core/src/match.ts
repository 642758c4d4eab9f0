/**
 * A match is `game id + rules edition + options + players + seed + list of (seat, action)`.
 * Replaying the list reproduces every state exactly; the chain of step hashes
 * (proof.ts) proves it. A match exports to a JSON record and imports back.
 */
import { z } from 'zod';
import {
  type Actor,
  type AnyGame,
  currentEdition,
  type GameEvent,
  isActor,
  type Outcome,
  type Seat,
} from './game.ts';
import { hashJson, type JsonValue } from './json.ts';
import { matchError } from './match-errors.ts';
import { parseAction, parseOptions, parseWith } from './options.ts';
import { eventStepHash, isCheckpoint, legacyStepHash, setupHash, stepHash } from './proof.ts';
import { err, fail, ok, type Result, type RuleError } from './result.ts';

/** The record format written: `hashes` are chained step hashes (proof.ts). */
export const RECORD_FORMAT = 'daedalus/match@4';
/** The format whose chain also hashed each step's events (proof.ts). Still read and verified. */
export const RECORD_FORMAT_V3 = 'daedalus/match@3';
/** The format of the first chain, over the canonical JSON text (proof.ts). Still read and verified. */
export const RECORD_FORMAT_V2 = 'daedalus/match@2';
/** The format before the chain: `hashes` are full state hashes. Still read and verified. */
export const RECORD_FORMAT_V1 = 'daedalus/match@1';

/**
 * One step of the log: a seat's action, or its clock running out (`timeout: true`,
 * `action: null`) where the game has its own timeout rule.
 */
export interface LoggedAction {
  readonly seat: Seat;
  readonly action: JsonValue;
  readonly timeout?: true;
}

export interface SeatInfo {
  /**
   * The player's name; '' for a person who gave none and for a computer player (a reader says
   * "Player N" or "Computer N" in its language). Older records may name a computer player in
   * English ("Computer (strong)"): a reader words a computer seat itself whatever its name.
   */
  readonly name: string;
  readonly kind: 'human' | 'bot';
  /** Bot level or name, for bots. */
  readonly bot?: string;
}

export interface MatchRecord {
  readonly format:
    | typeof RECORD_FORMAT
    | typeof RECORD_FORMAT_V3
    | typeof RECORD_FORMAT_V2
    | typeof RECORD_FORMAT_V1;
  readonly game: string;
  /** The edition of the game's rules the match is played by (`GameMeta.edition`); a file without one: 1. */
  readonly edition: number;
  readonly options: JsonValue;
  readonly players: number;
  readonly seed: string;
  readonly seats?: readonly SeatInfo[];
  readonly actions: readonly LoggedAction[];
  /** Step hashes (proof.ts): `hashes[0]` after setup, `hashes[i]` after action i. */
  readonly hashes: readonly string[];
  /** The full hash of the last state (`hashJson` of its position), checked by a replay when present. */
  readonly stateHash?: string;
  readonly outcome: Outcome;
}

const seatInfoSchema = z.object({
  name: z.string().max(200),
  kind: z.enum(['human', 'bot']),
  bot: z.string().max(200).optional(),
});

const jsonSchema: z.ZodType<JsonValue> = z.json() as z.ZodType<JsonValue>;

export const matchRecordSchema = z.object({
  format: z.enum([RECORD_FORMAT, RECORD_FORMAT_V3, RECORD_FORMAT_V2, RECORD_FORMAT_V1]),
  game: z.string().min(1),
  // Written since editions exist; a record from before them was played by the first edition.
  edition: z.number().int().min(1).max(1_000_000).default(1),
  options: jsonSchema,
  players: z.number().int().min(1).max(64),
  seed: z.string().max(1000),
  seats: z.array(seatInfoSchema).optional(),
  actions: z.array(
    z.object({ seat: z.number().int().min(0), action: jsonSchema, timeout: z.literal(true).optional() }),
  ),
  hashes: z.array(z.string().regex(/^[0-9a-f]{16}$/)),
  stateHash: z
    .string()
    .regex(/^[0-9a-f]{16}$/)
    .optional(),
  outcome: z.union([
    z.object({ over: z.literal(false) }),
    z.object({
      over: z.literal(true),
      winners: z.array(z.number().int().min(0)),
      draw: z.boolean(),
      reason: z.string(),
      scores: z.array(z.number()).optional(),
      ranking: z.array(z.array(z.number().int().min(0))).optional(),
    }),
  ]),
});

/** Parses and checks the shape of an untrusted record (a file, an upload). */
export function parseRecord(raw: unknown): Result<MatchRecord, RuleError> {
  const parsed = parseWith(matchRecordSchema, raw, 'record/invalid', 'match record');
  if (!parsed.ok) return parsed;
  const record = parsed.value as MatchRecord;
  if (record.hashes.length !== 0 && record.hashes.length !== record.actions.length + 1) {
    return fail(
      'record/invalid',
      `Invalid match record: ${record.actions.length} actions need ${record.actions.length + 1} hashes, found ${record.hashes.length}.`,
    );
  }
  return ok(record);
}

export interface StepResult<S> {
  readonly state: S;
  readonly events: readonly GameEvent[];
  /** The step hash (proof.ts), computed when first read. */
  readonly hash: string;
}

/**
 * One accepted step: a class, its `hash` a getter on the prototype (an object literal
 * with a getter costs ~30 times as much to create, on every step).
 */
class Step<S> implements StepResult<S> {
  constructor(
    readonly state: S,
    readonly events: readonly GameEvent[],
    /** What the log keeps for this step. */
    readonly logged: LoggedAction,
    readonly match: Match<S>,
    readonly index: number,
  ) {}

  get hash(): string {
    return this.match.hashAt(this.index);
  }
}

/** A running match: the game, the current state, and the log that reproduces it. */
export class Match<S = unknown> {
  #state: S;
  /** Whether the game is over in the current state (states are immutable: asked once per state). */
  #over: boolean;
  readonly #actions: LoggedAction[] = [];
  /**
   * The step hashes known so far (index 0: setup). Step hashes are chained when first
   * read: simulations that keep no record never need them. Of the steps not chained yet
   * only the states of checkpoints are kept.
   */
  readonly #hashes: string[] = [];
  /** States of checkpoints not chained yet, by step index. */
  readonly #checkpoints = new Map<number, S>();
  /** The last step's events: a replay checks an older chain, which hashed them, at the last step. */
  #lastEvents: readonly GameEvent[];
  /** The step `hashAt` chained last, and its full state hash (null: not a checkpoint). */
  #lastChained = -1;
  #lastFull: string | null = null;

  private constructor(
    readonly game: AnyGame,
    /** The edition of the rules the match is played by. */
    readonly edition: number,
    readonly options: JsonValue,
    readonly players: number,
    readonly seed: string,
    state: S,
    /** What setup told (the events `setup` returned), before the first action. */
    readonly opening: readonly GameEvent[],
    readonly seats?: readonly SeatInfo[],
  ) {
    this.#state = state;
    this.#over = game.outcome(state).over;
    this.#lastEvents = opening;
    this.#checkpoints.set(0, state);
  }

  /**
   * Starts a match; `rawOptions` are validated (defaults filled in). `edition`: the rules'
   * edition, for a stored match (a record, a table) — absent, a new match: the current one.
   */
  static create<S>(
    game: AnyGame,
    init: {
      options?: unknown;
      preset?: string;
      players: number;
      seed: string;
      seats?: readonly SeatInfo[];
      edition?: number;
    },
  ): Result<Match<S>, RuleError> {
    const current = currentEdition(game.meta);
    const edition = init.edition ?? current;
    const { minPlayers, maxPlayers, id } = game.meta;
    if (!Number.isInteger(edition) || edition < 1 || edition > current) {
      return err(
        matchError(
          Number.isInteger(edition) && edition > current
            ? 'setup/edition#match-newer'
            : 'setup/edition#match-unknown',
          id,
          edition,
          current,
        ),
      );
    }
    const options = parseOptions(game, init.options ?? {}, init.preset);
    if (!options.ok) return options;
    if (!Number.isInteger(init.players) || init.players < minPlayers || init.players > maxPlayers) {
      return err(matchError('setup/players#match', id, minPlayers, maxPlayers, init.players));
    }
    const input = { options: options.value, players: init.players, seed: init.seed, edition };
    const setup = game.setup(input);
    if (!setup.ok) return setup;
    return ok(
      new Match<S>(
        game,
        edition,
        options.value as JsonValue,
        init.players,
        init.seed,
        setup.value.state as S,
        setup.value.events,
        init.seats,
      ),
    );
  }

  get state(): S {
    return this.#state;
  }

  get actions(): readonly LoggedAction[] {
    return this.#actions;
  }

  /** The step hash of the current state (proof.ts). */
  get hash(): string {
    return this.hashAt(this.#actions.length);
  }

  /** The full hash of the current state: `hashJson` of its encoded position (costs a walk of the whole state). */
  stateHash(): string {
    return hashJson(this.game.position.encode(this.#state));
  }

  /** The step hash of state `index` (0: after setup, i: after action i), chained up to it if needed. */
  hashAt(index: number): string {
    const hashes = this.#hashes;
    if (index < hashes.length) return hashes[index] as string;
    if (!Number.isInteger(index) || index < 0 || index > this.#actions.length)
      throw new RangeError(`No step ${index} in a match of ${this.#actions.length} actions.`);
    const last = this.#actions.length;
    for (let i = hashes.length; i <= index; i++) {
      const state = this.#checkpoints.get(i);
      const full =
        state === undefined && !(i === last && this.#over)
          ? null
          : hashJson(this.game.position.encode(state ?? this.#state));
      if (state !== undefined) this.#checkpoints.delete(i);
      hashes.push(
        i === 0
          ? setupHash(this.opening, full as string)
          : stepHash(hashes[i - 1] as string, this.#actions[i - 1] as LoggedAction, full),
      );
      if (i === index) {
        this.#lastChained = i;
        this.#lastFull = full;
      }
    }
    return hashes[index] as string;
  }

  /** Every step hash, from setup to the current state. */
  hashes(): string[] {
    this.hashAt(this.#actions.length);
    return this.#hashes.slice();
  }

  /** Logs an accepted step: its state becomes the current one, its hash is chained when read. */
  #step(state: S, events: readonly GameEvent[], logged: LoggedAction): Step<S> {
    this.#state = state;
    this.#over = this.game.outcome(state).over;
    this.#actions.push(logged);
    const index = this.#actions.length;
    this.#lastEvents = events;
    if (isCheckpoint(index)) this.#checkpoints.set(index, state);
    return new Step(state, events, logged, this, index);
  }

  actors(): readonly Actor[] {
    return this.game.actors(this.#state);
  }

  /** Whether `seat` must decide now: the game's `mustDecide` where it has one. */
  #decides(seat: Seat): boolean {
    const game = this.game;
    return game.mustDecide ? game.mustDecide(this.#state, seat) : isActor(game.actors(this.#state), seat);
  }

  outcome(): Outcome {
    return this.game.outcome(this.#state);
  }

  /**
   * Validates and applies an action from a seat. Rejected actions change nothing
   * and are not logged. `trusted`: the action is known to be of the game's action schema
   * (one of its legal actions, or read back from a log that only ever held parsed actions),
   * so it is not parsed again; the seat, the turn and the rules are checked as always.
   */
  play(
    seat: Seat,
    rawAction: unknown,
    opts?: { readonly trusted?: boolean },
  ): Result<StepResult<S> & { readonly logged: LoggedAction }, RuleError> {
    if (this.#over) return err(matchError('match/over#match'));
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.players) {
      return err(matchError('match/no-such-seat#match', seat));
    }
    if (!this.#decides(seat)) return err(matchError('turn/not-your-turn#match', seat));
    let action = rawAction;
    if (opts?.trusted !== true) {
      const parsed = parseAction(this.game, rawAction);
      if (!parsed.ok) return parsed;
      action = parsed.value;
    }
    const result = this.game.apply(this.#state, seat, action);
    if (!result.ok) return result;
    return ok(
      this.#step(result.value.state as S, result.value.events, { seat, action: action as JsonValue }),
    );
  }

  /**
   * A seat's clock ran out. The game's own rule (`game.timeout`) is applied and logged
   * as a timeout step; a game without one has the platform default: the seat plays its
   * first legal action, logged like any other action.
   */
  timeout(seat: Seat): Result<StepResult<S> & { readonly logged: LoggedAction }, RuleError> {
    if (this.#over) return err(matchError('match/over#match'));
    if (!this.#decides(seat)) return err(matchError('turn/not-your-turn#match', seat));
    if (!this.game.timeout) {
      const first = this.game.legalActions(this.#state, seat)[0];
      if (first === undefined) return err(matchError('clock/no-action#match', seat));
      return this.play(seat, first, { trusted: true });
    }
    const result = this.game.timeout(this.#state, seat);
    if (!result.ok) return result;
    return ok(
      this.#step(result.value.state as S, result.value.events, { seat, action: null, timeout: true }),
    );
  }

  toRecord(): MatchRecord {
    return {
      format: RECORD_FORMAT,
      game: this.game.meta.id,
      edition: this.edition,
      options: this.options,
      players: this.players,
      seed: this.seed,
      ...(this.seats ? { seats: this.seats } : {}),
      actions: this.#actions.slice(),
      hashes: this.hashes(),
      stateHash: this.stateHash(),
      outcome: this.outcome(),
    };
  }

  /**
   * Re-runs a record from its seed. With `verify` (the default) every recorded hash
   * must match the replayed state's; the first difference is reported by index.
   */
  static replay<S>(
    game: AnyGame,
    record: MatchRecord,
    opts: {
      verify?: boolean;
      /**
       * The record's actions are known to be of the game's current action schema: not parsed
       * again. Not for stored logs: a schema may have gained defaults since they were written.
       */
      trusted?: boolean;
      onStep?: (index: number, match: Match<S>, step: StepResult<S>) => void;
    } = {},
  ): Result<Match<S>, RuleError & { index?: number }> {
    const verify = opts.verify ?? true;
    const trusted = { trusted: opts.trusted === true };
    if (record.game !== game.meta.id) {
      return fail('record/wrong-game', `The record is a ${record.game} game, not ${game.meta.id}.`);
    }
    const created = Match.create<S>(game, {
      // A record that did not pass `parseRecord` (one an older server sent) may have none: the first.
      edition: record.edition ?? 1,
      options: record.options,
      players: record.players,
      seed: record.seed,
      ...(record.seats ? { seats: record.seats } : {}),
    });
    if (!created.ok) return created;
    const match = created.value;
    const check = (i: number): (RuleError & { index: number }) | null => {
      const expected = record.hashes[i];
      if (!verify || expected === undefined || match.#accepts(i, expected)) return null;
      return {
        code: 'record/hash-mismatch',
        message:
          i === 0
            ? `The initial state differs from the record (hash ${match.hash}, recorded ${expected}).`
            : `After action ${i} the state differs from the record (hash ${match.hash}, recorded ${expected}).`,
        index: i,
      };
    };
    const first = check(0);
    if (first) return { ok: false, error: first };
    for (let i = 0; i < record.actions.length; i++) {
      const { seat, action, timeout } = record.actions[i] as LoggedAction;
      if (timeout && !game.timeout) {
        return fail('record/invalid', `Step ${i + 1} is a timeout, but ${game.meta.id} has no timeout rule.`);
      }
      const step = timeout ? match.timeout(seat) : match.play(seat, action, trusted);
      if (!step.ok) {
        return {
          ok: false,
          error: {
            ...step.error,
            message: `${timeout ? 'Timeout' : 'Action'} ${i + 1} (seat ${seat}) was rejected: ${step.error.message}`,
            index: i + 1,
          },
        };
      }
      const bad = check(i + 1);
      if (bad) return { ok: false, error: bad };
      opts.onStep?.(i + 1, match, step.value);
    }
    if (verify && record.stateHash !== undefined && record.stateHash !== match.stateHash()) {
      return {
        ok: false,
        error: {
          code: 'record/hash-mismatch',
          message: `The final state differs from the record (hash ${match.stateHash()}, recorded ${record.stateHash}).`,
          index: record.actions.length,
        },
      };
    }
    if (verify && record.outcome.over !== match.outcome().over) {
      return fail('record/outcome-mismatch', 'The replayed outcome differs from the recorded one.');
    }
    return ok(match);
  }

  /**
   * Whether a recorded hash proves the current state, step `index`: the step hash, the step
   * hash of an older chain (`daedalus/match@3` or `@2`, from the recorded previous hash), or
   * (as logs and records written before any chain hold) the full state hash. A recorded hash
   * of an older form then stands as this step's hash for the chain that follows. The older
   * forms are checked at the last step only (where a replay checks each step's hash).
   */
  #accepts(index: number, recorded: string): boolean {
    if (this.hashAt(index) === recorded) return true;
    if (index !== this.#actions.length) return false;
    if (
      !(index > 0 && this.#lastChained === index && this.#olderChain(index, recorded)) &&
      this.stateHash() !== recorded
    )
      return false;
    this.#hashes[index] = recorded;
    return true;
  }

  /** Whether `recorded` is step `index`'s hash as an older chain (`@3`, `@2`) made it, from the previous hash. */
  #olderChain(index: number, recorded: string): boolean {
    const prev = this.#hashes[index - 1] as string;
    const logged = this.#actions[index - 1] as LoggedAction;
    return (
      eventStepHash(prev, logged, this.#lastEvents, this.#lastFull) === recorded ||
      legacyStepHash(prev, logged, this.#lastEvents, this.#lastFull) === recorded
    );
  }
}
