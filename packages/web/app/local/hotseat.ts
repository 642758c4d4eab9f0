/**
 * Hot-seat play: a match run in the browser with the game's bundle, several
 * people at one screen and computer seats played by the game's bots through core's `BotSeats`. Each bot
 * sees only its seat's view and events, as on the server.
 */
import {
  type Actor,
  type AnyGame,
  BotSeats,
  type GameBundle,
  type GameEvent,
  Match,
  type MatchRecord,
  ok,
  type Result,
  type RuleError,
  type Seat,
} from '@daedalus/core';

export type LocalSeat = { kind: 'human'; name: string } | { kind: 'bot'; level: string; name: string };

export interface SavedHotSeat {
  readonly record: MatchRecord;
  readonly seats: readonly LocalSeat[];
}

export interface LoggedEvent {
  readonly step: number;
  readonly event: GameEvent;
}

export class HotSeat {
  /** Every event so far, by step (0: what setup told). */
  readonly log: LoggedEvent[];
  readonly #bots: BotSeats;

  readonly game: AnyGame;

  private constructor(
    /** The game's bundle: its rules and its computer players. */
    readonly bundle: GameBundle,
    readonly match: Match,
    readonly seats: readonly LocalSeat[],
    bots: BotSeats,
  ) {
    this.game = bundle.game;
    this.log = match.opening.map((event) => ({ step: 0, event }));
    this.#bots = bots;
  }

  static start(
    bundle: GameBundle,
    init: {
      options: unknown;
      preset?: string;
      seats: readonly LocalSeat[];
      seed: string;
      /** A resumed game's rules edition (absent: a new game, the current edition). */
      edition?: number;
    },
  ): Result<HotSeat, RuleError> {
    const game = bundle.game;
    const created = Match.create(game, {
      ...(init.edition !== undefined ? { edition: init.edition } : {}),
      options: init.options,
      ...(init.preset ? { preset: init.preset } : {}),
      players: init.seats.length,
      seed: init.seed,
      seats: init.seats.map((s) =>
        s.kind === 'bot'
          ? { name: s.name, kind: 'bot' as const, bot: s.level }
          : { name: s.name, kind: 'human' as const },
      ),
    });
    if (!created.ok) return created;
    const match = created.value;
    const bots = BotSeats.create({
      game,
      bots: bundle.bots,
      levels: init.seats.map((s) => (s.kind === 'bot' ? s.level : null)),
      seed: match.seed,
      state: match.state,
      opening: match.opening,
    });
    if (!bots.ok) return bots;
    return ok(new HotSeat(bundle, match, init.seats, bots.value));
  }

  get state(): unknown {
    return this.match.state;
  }

  actors(): readonly Actor[] {
    return this.match.actors();
  }

  /** The person who must decide now (the first, when several choose at once). */
  humanToAct(): Actor | null {
    return this.actors().find((a) => this.seats[a.seat]?.kind === 'human') ?? null;
  }

  botToAct(): Actor | null {
    return this.#bots.toAct(this.actors()) ?? null;
  }

  humans(): number {
    return this.seats.filter((s) => s.kind === 'human').length;
  }

  /**
   * Whether a seat's view shows more than a spectator's (then others must look away). A view
   * that only names its viewer (a spectator's has null where the seat's has the seat: Slugs'
   * and Shifting Maze's `you`) tells nothing secret.
   */
  hasSecrets(seat: Seat): boolean {
    return !sameButViewer(this.game.view(this.state, seat), this.game.view(this.state, 'spectator'), seat);
  }

  play(seat: Seat, action: unknown): Result<readonly GameEvent[], RuleError> {
    const played = this.match.play(seat, action);
    if (!played.ok) return played;
    const step = this.match.actions.length;
    for (const event of played.value.events) this.log.push({ step, event });
    this.#bots.observe(played.value.events, this.state);
    return ok(played.value.events);
  }

  /** Lets one computer seat decide and play. */
  stepBot(): Result<readonly GameEvent[], RuleError> | null {
    const actor = this.botToAct();
    if (!actor) return null;
    const action = this.#bots.choose(this.state, actor, this.match.actions.length);
    return action === null ? null : this.play(actor.seat, action);
  }

  record(): MatchRecord {
    return this.match.toRecord();
  }

  /** What it takes to rebuild this game after a reload: the record and who sits where. */
  saved(): SavedHotSeat {
    return { record: this.record(), seats: this.seats };
  }

  /** Rebuilds a saved game by replaying its actions (computer seats observe them again). */
  static resume(bundle: GameBundle, saved: SavedHotSeat): Result<HotSeat, RuleError> {
    const started = HotSeat.start(bundle, {
      // Saved before editions were recorded: the first edition.
      edition: saved.record.edition ?? 1,
      options: saved.record.options,
      seats: saved.seats,
      seed: saved.record.seed,
    });
    if (!started.ok) return started;
    for (const { seat, action } of saved.record.actions) {
      const played = started.value.play(seat, action);
      if (!played.ok) return played;
    }
    return started;
  }
}

/** Whether two JSON values are equal but where `a` names `seat` and `b` has null instead. */
export function sameButViewer(a: unknown, b: unknown, seat: Seat): boolean {
  if (a === b || (a === seat && b === null)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => Object.hasOwn(rb, k) && sameButViewer(ra[k], rb[k], seat));
}
