/**
 * A match is `game id + options + players + seed + list of (seat, action)`.
 * Replaying the list reproduces every state exactly; the hash after each step
 * proves it. A match exports to a JSON record and imports back.
 */
import { z } from 'zod';
import { type Actor, type AnyGame, type GameEvent, isActor, type Outcome, type Seat } from './game.ts';
import { hashJson, type JsonValue } from './json.ts';
import { parseAction, parseOptions, parseWith } from './options.ts';
import { fail, ok, type Result, type RuleError } from './result.ts';

export const RECORD_FORMAT = 'daedalus/match@1';

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
  readonly name: string;
  readonly kind: 'human' | 'bot';
  /** Bot level or name, for bots. */
  readonly bot?: string;
}

export interface MatchRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly game: string;
  readonly options: JsonValue;
  readonly players: number;
  readonly seed: string;
  readonly seats?: readonly SeatInfo[];
  readonly actions: readonly LoggedAction[];
  /** `hashes[0]` after setup, `hashes[i]` after action i. */
  readonly hashes: readonly string[];
  readonly outcome: Outcome;
}

const seatInfoSchema = z.object({
  name: z.string().max(200),
  kind: z.enum(['human', 'bot']),
  bot: z.string().max(200).optional(),
});

const jsonSchema: z.ZodType<JsonValue> = z.json() as z.ZodType<JsonValue>;

export const matchRecordSchema = z.object({
  format: z.literal(RECORD_FORMAT),
  game: z.string().min(1),
  options: jsonSchema,
  players: z.number().int().min(1).max(64),
  seed: z.string().max(1000),
  seats: z.array(seatInfoSchema).optional(),
  actions: z.array(
    z.object({ seat: z.number().int().min(0), action: jsonSchema, timeout: z.literal(true).optional() }),
  ),
  hashes: z.array(z.string().regex(/^[0-9a-f]{16}$/)),
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
  /** The new state's hash (computed when first read). */
  readonly hash: string;
}

/** A running match: the game, the current state, and the log that reproduces it. */
export class Match<S = unknown> {
  #state: S;
  readonly #actions: LoggedAction[] = [];
  /**
   * The hash of each state (0: after setup, i: after action i), computed when first
   * needed: hashing a whole position is most of the cost of a step, and simulations that
   * keep no record never need it. States are immutable, so hashing later gives the same.
   */
  readonly #hashes: (string | undefined)[] = [];
  /** States not hashed yet, by index; each is released once hashed. */
  readonly #unhashed = new Map<number, S>();

  private constructor(
    readonly game: AnyGame,
    readonly options: JsonValue,
    readonly players: number,
    readonly seed: string,
    state: S,
    /** What setup told (the events `setup` returned), before the first action. */
    readonly opening: readonly GameEvent[],
    readonly seats?: readonly SeatInfo[],
  ) {
    this.#state = state;
    this.#keep(state);
  }

  /** Starts a match; `rawOptions` are validated (defaults filled in). */
  static create<S>(
    game: AnyGame,
    init: { options?: unknown; preset?: string; players: number; seed: string; seats?: readonly SeatInfo[] },
  ): Result<Match<S>, RuleError> {
    const options = parseOptions(game, init.options ?? {}, init.preset);
    if (!options.ok) return options;
    const { minPlayers, maxPlayers, id } = game.meta;
    if (!Number.isInteger(init.players) || init.players < minPlayers || init.players > maxPlayers) {
      return fail(
        'setup/players',
        `${id} is played by ${minPlayers === maxPlayers ? minPlayers : `${minPlayers} to ${maxPlayers}`} players, not ${init.players}.`,
      );
    }
    const input = { options: options.value, players: init.players, seed: init.seed };
    const setup = game.setup(input);
    if (!setup.ok) return setup;
    return ok(
      new Match<S>(
        game,
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

  get hash(): string {
    return this.#hashAt(this.#hashes.length - 1);
  }

  /** Logs a new state (its hash to be computed when needed); returns its index. */
  #keep(state: S): number {
    const index = this.#hashes.length;
    this.#hashes.push(undefined);
    this.#unhashed.set(index, state);
    return index;
  }

  #hashAt(index: number): string {
    const known = this.#hashes[index];
    if (known !== undefined) return known;
    const hash = hashJson(this.game.position.encode(this.#unhashed.get(index) as S));
    this.#hashes[index] = hash;
    this.#unhashed.delete(index);
    return hash;
  }

  /** A step's result, its hash read from the log when asked for. */
  #result(index: number, state: S, events: readonly GameEvent[]): StepResult<S> {
    const match = this;
    return {
      state,
      events,
      get hash() {
        return match.#hashAt(index);
      },
    };
  }

  actors(): readonly Actor[] {
    return this.game.actors(this.#state);
  }

  outcome(): Outcome {
    return this.game.outcome(this.#state);
  }

  /**
   * Validates and applies an action from a seat. Rejected actions change nothing
   * and are not logged.
   */
  play(seat: Seat, rawAction: unknown): Result<StepResult<S>, RuleError> {
    if (this.game.outcome(this.#state).over) return fail('match/over', 'The game is over.');
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.players) {
      return fail('match/no-such-seat', `There is no seat ${seat} at this table.`);
    }
    if (!isActor(this.game.actors(this.#state), seat)) {
      return fail('turn/not-your-turn', `Seat ${seat} has nothing to decide now.`);
    }
    const action = parseAction(this.game, rawAction);
    if (!action.ok) return action;
    const result = this.game.apply(this.#state, seat, action.value);
    if (!result.ok) return result;
    const state = result.value.state as S;
    this.#state = state;
    this.#actions.push({ seat, action: action.value as JsonValue });
    return ok(this.#result(this.#keep(state), state, result.value.events));
  }

  /**
   * A seat's clock ran out. The game's own rule (`game.timeout`) is applied and logged
   * as a timeout step; a game without one has the platform default: the seat plays its
   * first legal action, logged like any other action.
   */
  timeout(seat: Seat): Result<StepResult<S> & { readonly logged: LoggedAction }, RuleError> {
    if (this.game.outcome(this.#state).over) return fail('match/over', 'The game is over.');
    if (!isActor(this.game.actors(this.#state), seat)) {
      return fail('turn/not-your-turn', `Seat ${seat} has nothing to decide now.`);
    }
    if (!this.game.timeout) {
      const first = this.game.legalActions(this.#state, seat)[0];
      if (first === undefined) return fail('clock/no-action', `Seat ${seat} has no legal action to play.`);
      const step = this.play(seat, first);
      if (!step.ok) return step;
      const logged = this.#actions[this.#actions.length - 1] as LoggedAction;
      return ok(
        Object.assign(this.#result(this.#hashes.length - 1, step.value.state, step.value.events), { logged }),
      );
    }
    const result = this.game.timeout(this.#state, seat);
    if (!result.ok) return result;
    const state = result.value.state as S;
    const logged: LoggedAction = { seat, action: null, timeout: true };
    this.#state = state;
    this.#actions.push(logged);
    return ok(Object.assign(this.#result(this.#keep(state), state, result.value.events), { logged }));
  }

  toRecord(): MatchRecord {
    return {
      format: RECORD_FORMAT,
      game: this.game.meta.id,
      options: this.options,
      players: this.players,
      seed: this.seed,
      ...(this.seats ? { seats: this.seats } : {}),
      actions: this.#actions.slice(),
      hashes: this.#hashes.map((_, i) => this.#hashAt(i)),
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
    opts: { verify?: boolean; onStep?: (index: number, match: Match<S>, step: StepResult<S>) => void } = {},
  ): Result<Match<S>, RuleError & { index?: number }> {
    const verify = opts.verify ?? true;
    if (record.game !== game.meta.id) {
      return fail('record/wrong-game', `The record is a ${record.game} game, not ${game.meta.id}.`);
    }
    const created = Match.create<S>(game, {
      options: record.options,
      players: record.players,
      seed: record.seed,
      ...(record.seats ? { seats: record.seats } : {}),
    });
    if (!created.ok) return created;
    const match = created.value;
    const check = (i: number): (RuleError & { index: number }) | null => {
      const expected = record.hashes[i];
      if (!verify || expected === undefined || expected === match.hash) return null;
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
      const step = timeout ? match.timeout(seat) : match.play(seat, action);
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
    if (verify && record.outcome.over !== match.outcome().over) {
      return fail('record/outcome-mismatch', 'The replayed outcome differs from the recorded one.');
    }
    return ok(match);
  }
}
