/**
 * The game contract. Every Daedalus game implements `Game`; the server, the
 * clients, the bots, the CLI and the contract test kit know games only through it.
 *
 * Conventions
 * - States, actions, views and events are plain JSON data. `apply` never mutates its
 *   input; it returns a new state (and may share unchanged parts with the old one).
 * - Randomness lives in the state (see `rng.ts`); nothing reads a clock or `Math.random`.
 * - Rule-driven characters (Defenders, slugs, the hero, the game master) are resolved
 *   inside `apply`/`setup`: after any call, `actors` names the seats that must decide.
 *   `actors` is empty exactly when the game is over.
 * - Hidden information leaves only through `view` and through events whose audience
 *   includes the viewer.
 */
import type { z } from 'zod';
import type { JsonData, JsonValue } from './json.ts';
import type { Result, RuleError } from './result.ts';

/** A seat at the table, numbered from 0. */
export type Seat = number;
/** Who is looking: a seat, or a spectator who may see only what is public. */
export type Viewer = Seat | 'spectator';
export const SPECTATOR = 'spectator' as const;

/** Who may receive an event: everybody (spectators included), listed seats only, or nobody. */
export type Audience = 'all' | 'none' | { readonly seats: readonly Seat[] };

export interface GameEvent {
  /** Namespaced by meaning, e.g. `move/hit-wall`, `maze/slide`. */
  readonly type: string;
  readonly audience: Audience;
}

/**
 * Why a seat must decide now:
 * - `turn`: its ordinary turn;
 * - `reaction`: out of turn, because something threatens it (it may decline);
 * - `simultaneous`: one of several seats choosing at once, each in secret
 *   (e.g. start cells); the game advances when all have chosen.
 */
export const DECISION_KINDS = ['turn', 'reaction', 'simultaneous'] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

export interface Actor {
  readonly seat: Seat;
  readonly kind: DecisionKind;
  /** A short code of what is asked (`turn/move`, `labyrinth/choose-start`, `react/defender`). */
  readonly prompt: string;
  /**
   * For clocks, when several actions make one decision (a Labyrinth turn: status queries,
   * recalls and cell orders before the move): the seat's clock restarts only when this key
   * changes. Absent: it restarts after each of the seat's own actions.
   */
  readonly decision?: string;
}

/**
 * How a game ended. Three kinds: some seats won (`winners` not empty); a draw (`draw`, no
 * winners); or everyone lost (no winners, not a draw: a solo defence overrun, an escort
 * whose hero is caught). `outcomeKind` names them.
 */
export type Outcome =
  | { readonly over: false }
  | {
      readonly over: true;
      /** Winning seats; empty for a draw or when everyone lost. */
      readonly winners: readonly Seat[];
      readonly draw: boolean;
      /** A code such as `treasure-escaped`, `last-survivor`, `draw/no-change`, `move-cap`. */
      readonly reason: string;
      /** Final scores, one per seat, where the game keeps score (relic tokens). */
      readonly scores?: readonly number[];
      /** Places, best first, for games that rank every seat; seats sharing a place are listed together. */
      readonly ranking?: readonly (readonly Seat[])[];
    };

export type OutcomeKind = 'running' | 'won' | 'draw' | 'lost';

/** Whether a game runs, was won (by `winners`), drawn, or lost by everyone. */
export function outcomeKind(outcome: Outcome): OutcomeKind {
  if (!outcome.over) return 'running';
  if (outcome.winners.length > 0) return 'won';
  return outcome.draw ? 'draw' : 'lost';
}

export const RUNNING: Outcome = { over: false };

export interface Transition<S, E extends GameEvent = GameEvent> {
  readonly state: S;
  /** Plain JSON data each (an event that is not does not compile). */
  readonly events: readonly (E & JsonData<E>)[];
}

export interface GameMeta {
  /** Stable id used in URLs, records and the CLI (`labyrinth`, `shifting-maze`…). */
  readonly id: string;
  readonly name: string;
  /** One line for lists. */
  readonly summary: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** `fixture` games exist to test the engine; they are listed but marked as such. */
  readonly kind?: 'game' | 'fixture';
  /**
   * The edition of the rules new matches are played by (1 when absent). A game raises it
   * when a change would make a stored match replay differently (another setup from the same
   * seed, another step for the same action), and keeps playing every older edition as it
   * was: a match records its edition and is always replayed by it (docs/engine.md, *Editions*).
   */
  readonly edition?: number;
}

export interface SetupInput<O> {
  readonly options: O;
  readonly players: number;
  readonly seed: string;
  /** The edition of the rules this match is played by (absent: the game's current one). */
  readonly edition?: number;
}

/** The edition new matches of a game are played by. */
export const currentEdition = (meta: GameMeta): number => meta.edition ?? 1;

export type Locale = 'en' | 'de' | 'ru';

/** `O`ptions, `S`tate, `A`ction, `V`iew and `E`vent types are all plain JSON data. */
export interface Game<O = unknown, S = unknown, A = unknown, V = unknown, E extends GameEvent = GameEvent> {
  readonly meta: GameMeta;

  /**
   * Options with their defaults and documentation (`.describe()` on each field).
   * Parsing `{}` gives the defaults; `parseOptions` in `options.ts` turns failures
   * into a rule error naming the field.
   */
  readonly optionsSchema: z.ZodType<O>;
  /** Named option sets (e.g. `beginner`), each a partial options object. */
  readonly presets?: Readonly<Record<string, Partial<O>>>;

  /**
   * The options anyone may see: table lists, invitations, computer players. A game whose
   * options can hold a secret (an explicit Labyrinth plan) hides it here. Default: all.
   */
  publicOptions?(options: O): JsonValue;

  /** Schema of one action, checked at every boundary (network, files, CLI). */
  readonly actionSchema: z.ZodType<A>;

  /**
   * The initial state and what happened in setup before anyone decides (usually nothing;
   * Shifting Maze plays the first turn's Defenders and Maze Event), events with their
   * audience like `apply`'s. Fails for an unsupported player count or inconsistent options.
   */
  setup(input: SetupInput<O>): Result<Transition<S, E>, RuleError>;

  /** Seats that must decide now; empty exactly when the game is over. */
  actors(state: S): readonly Actor[];

  /**
   * Optional: whether `seat` is among `actors(state)`, answered without building the list.
   * `Match` asks it before every action; a game whose actors cost something to build (a
   * decision id, a prompt) gives it. It must agree with `actors` (the contract kit checks).
   */
  mustDecide?(state: S, seat: Seat): boolean;

  /**
   * Seconds a seat has for its current decision when the game's own rules set the time
   * (Labyrinth B.9: its `moveSeconds` option, five minutes after a thinking break); null
   * when the game sets none, and then the table's clock, if any, applies. The clock runs
   * from when the seat became an actor or last acted; running out calls `timeout`.
   */
  decisionSeconds?(state: S, seat: Seat): number | null;

  /**
   * Legal actions for a seat (empty if it need not decide). For games whose moves
   * are compound (a Labyrinth move is a sequence), this is a documented generating
   * set that bots and simple UIs choose from; `apply` accepts every legal action.
   */
  legalActions(state: S, seat: Seat): readonly A[];

  /** Applies a seat's action. On error, nothing changed. */
  apply(state: S, seat: Seat, action: A): Result<Transition<S, E>, RuleError>;

  /** Exactly what the viewer may know, as JSON (a view that is not plain data does not compile). */
  view(state: S, viewer: Viewer): V & JsonData<V>;

  outcome(state: S): Outcome;

  /**
   * The position format: `encode` gives the documented JSON form of a state
   * (everything, including hidden parts and the RNG); `decode` validates untrusted
   * input and rebuilds the state. `decode(encode(s))` equals `s`.
   */
  readonly position: {
    encode(state: S): JsonValue;
    decode(json: unknown): Result<S, RuleError>;
  };

  /**
   * Builds a position from the game's scenario format: an explicit board and players'
   * states, friendlier to write by hand than the full position (see the game's docs).
   * `daedalus scenario` then applies a list of moves to it.
   */
  scenario?(spec: unknown): Result<S, RuleError>;

  /** What happens when a seat's clock runs out (optional: the platform has a default). */
  timeout?(state: S, seat: Seat): Result<Transition<S, E>, RuleError>;

  /** An event in words for a locale (announcements, logs). */
  describe?(event: E, locale: Locale): string;

  /**
   * A rule error in words for a locale: the game's own errors (from `setup`, `apply`, the
   * text parser) worded again in the player's language (`worded-error.ts`); any other error
   * as its message. Absent: every error as its message.
   */
  explain?(error: RuleError, locale: Locale): string;

  /** Text play (the terminal, logs, bug reports). */
  readonly text?: {
    /** A view drawn as text: an ASCII board and status lines. */
    render(view: V, locale: Locale): string;
    /** An action in words, for menus and logs. */
    formatAction(action: A, locale: Locale): string;
    /**
     * Parses what a player typed ("go up, then shoot right"). Errors name the word
     * that was not understood and what was expected.
     */
    parseAction?(input: string, view: V, locale: Locale): Result<A, RuleError>;
    /** After the game: everything that was hidden (a Labyrinth plan and every player's path). */
    reveal?(state: S, locale: Locale): string;
  };
}

/** Any game, with its type parameters erased: what registries and platforms hold. */
// biome-ignore lint/suspicious/noExplicitAny: a registry holds games of many state types.
export type AnyGame = Game<any, any, any, any, any>;

/** Whether a viewer is in an event's audience. */
export function canSee(audience: Audience, viewer: Viewer): boolean {
  if (audience === 'all') return true;
  if (audience === 'none') return false;
  return viewer !== SPECTATOR && audience.seats.includes(viewer);
}

/** The events a viewer may receive, in order. */
export function eventsFor<E extends GameEvent>(events: readonly E[], viewer: Viewer): E[] {
  return events.filter((e) => canSee(e.audience, viewer));
}

export function isActor(actors: readonly Actor[], seat: Seat): boolean {
  return actors.some((a) => a.seat === seat);
}
