/**
 * The computer players of one table, driven through an injected `BotDriver` (the
 * worker pool in the server, a fake in unit tests). A bot sees only its seat: its
 * view, the events addressed to it and, when it must decide, its legal actions.
 *
 * A bot remembers what its seat was told, so bots are created at the start of the
 * game and shown every step since, in order: a table resumed mid-game (after a
 * restart) takes what they were shown from the one replay that rebuilt it
 * (`BotMemory`, kept until the bots are created); a worker that is replaced asks
 * again (`recall`), and one replay of the log serves all the bots it held.
 */
import {
  type AnyGame,
  botSeed,
  eventsFor,
  type GameEvent,
  type JsonValue,
  Match,
  type Seat,
} from '@daedalus/core';
import type { BotDecisionRequest, BotPool } from '../bots/pool.ts';
import type { BotObservation } from '../bots/protocol.ts';
import type { Ledger, Step } from '../ledger.ts';
import type { SeatRow } from '../storage/store.ts';

/** What a table needs of the bot pool. */
export type BotDriver = Pick<BotPool, 'create' | 'observe' | 'choose' | 'refused' | 'dispose'>;

/** What each bot seat was shown: at the start of the game, then after each step. */
export class BotMemory {
  readonly #start = new Map<Seat, BotObservation>();
  readonly #after = new Map<Seat, BotObservation[]>();
  /** Steps remembered. */
  steps = 0;

  constructor(
    readonly game: AnyGame,
    seats: readonly Seat[],
    /** The game as setup left it, when the start is to be remembered too. */
    start?: { readonly state: unknown; readonly opening: readonly GameEvent[] },
  ) {
    for (const seat of seats) {
      this.#after.set(seat, []);
      if (start)
        this.#start.set(seat, {
          events: eventsFor(start.opening, seat),
          view: game.view(start.state, seat),
        });
    }
  }

  add(state: unknown, events: readonly GameEvent[]): void {
    this.steps++;
    for (const [seat, shown] of this.#after)
      shown.push({ events: eventsFor(events, seat), view: this.game.view(state, seat) });
  }

  start(seat: Seat): BotObservation {
    return this.#start.get(seat) ?? { events: [], view: null };
  }

  after(seat: Seat): readonly BotObservation[] {
    return this.#after.get(seat) ?? [];
  }
}

export interface TableBotsInit {
  readonly driver: BotDriver;
  readonly game: AnyGame;
  readonly table: string;
  readonly seed: string;
  readonly players: number;
  readonly seats: readonly SeatRow[];
  readonly log: (message: string) => void;
}

/** Called with a bot's answer (its action, or the pool's fallback move) to the decision asked at `askedAt`. */
export type BotAnswer = (
  seat: Seat,
  askedAt: number,
  action: JsonValue,
  decision: BotDecisionRequest,
) => Promise<void>;

export class TableBots {
  readonly #seats: readonly SeatRow[];
  /** Kept from the rebuild (or the start) until the bots are created. */
  #memory: BotMemory | null = null;
  /** A replay shared by the bots created together in a new worker (see `#recall`). */
  #recalled: BotMemory | null = null;
  readonly #asked = new Set<Seat>();
  #created = false;

  constructor(readonly init: TableBotsInit) {
    this.#seats = init.seats.filter((s) => s.kind === 'bot');
  }

  get any(): boolean {
    return this.#seats.length > 0;
  }

  #id(seat: Seat): string {
    return `${this.init.table}:${seat}`;
  }

  /** Starts remembering what the bot seats are shown, from the start of the game in `match`. */
  remember(match: Match): void {
    if (!this.any) return;
    const seats = this.#seats.map((s) => s.seat);
    this.#memory = new BotMemory(this.init.game, seats, { state: match.state, opening: match.opening });
  }

  /**
   * A step was committed (or replayed while rebuilding): every bot hears of it with
   * its seat's view (`views` may give views already computed for clients).
   */
  observe(
    state: unknown,
    events: readonly GameEvent[],
    views: (seat: Seat) => JsonValue | undefined = () => undefined,
  ): void {
    this.#memory?.add(state, events);
    if (!this.#created) return;
    for (const s of this.#seats) {
      const view = views(s.seat) ?? this.init.game.view(state, s.seat);
      this.init.driver.observe(this.#id(s.seat), eventsFor(events, s.seat), view);
    }
  }

  /** Creates the bots, shown what their seats were shown so far. */
  create(ledger: Ledger): void {
    if (this.#created || !this.any) return;
    this.#created = true;
    // Normally remembered since the start or the rebuild; else the log is replayed.
    const shown = this.#memory ?? this.#replay(ledger, ledger.steps, true);
    this.#memory = null;
    let memory: BotMemory | null = shown;
    for (const s of this.#seats) {
      const start = shown.start(s.seat);
      this.init.driver.create({
        bot: this.#id(s.seat),
        table: this.init.table,
        game: this.init.game.meta.id,
        seat: s.seat,
        players: this.init.players,
        level: s.level ?? 'random',
        events: start.events,
        view: start.view,
        seen: ledger.steps,
        recall: (steps) =>
          memory && steps === memory.steps ? memory.after(s.seat) : this.#recall(ledger, s.seat, steps),
      });
    }
    // The memory serves the bots created now; later (a replaced worker) the log is replayed.
    queueMicrotask(() => {
      memory = null;
    });
  }

  /**
   * What `seat` was shown after each of the first `steps` steps, for a bot created again
   * in a replaced worker: the log replayed, once for all the bots created together.
   */
  #recall(ledger: Ledger, seat: Seat, steps: number): readonly BotObservation[] {
    if (steps === 0) return [];
    if (this.#recalled?.steps !== steps) {
      const recalled = this.#replay(ledger, steps, false);
      this.#recalled = recalled;
      queueMicrotask(() => {
        if (this.#recalled === recalled) this.#recalled = null;
      });
    }
    return this.#recalled!.after(seat);
  }

  /** The first `steps` steps of the log replayed, as the bot seats were shown them. */
  #replay(ledger: Ledger, steps: number, withStart: boolean): BotMemory {
    const { game } = this.init;
    const record = ledger.record();
    const start = withStart ? Match.create(game, record) : null;
    const memory = new BotMemory(
      game,
      this.#seats.map((s) => s.seat),
      start?.ok ? { state: start.value.state, opening: start.value.opening } : undefined,
    );
    Match.replay(
      game,
      { ...record, actions: record.actions.slice(0, steps) },
      { verify: false, onStep: (_i, match, step) => memory.add(match.state, step.events) },
    );
    return memory;
  }

  /** Asks each bot that must decide now (and is not asked already); `answer` gets its action. */
  drive(ledger: Ledger, stateId: number, answer: BotAnswer): void {
    for (const actor of ledger.actors()) {
      const seat = this.#seats.find((s) => s.seat === actor.seat);
      if (!seat || this.#asked.has(actor.seat)) continue;
      this.#asked.add(actor.seat);
      const legal = this.init.game.legalActions(ledger.state, actor.seat) as JsonValue[];
      const view = this.init.game.view(ledger.state, actor.seat);
      // The one seed scheme of every bot driver (core's botSeed): state id n follows n − 1 actions.
      const seed = botSeed(this.init.seed, stateId - 1, actor.seat);
      const decision: BotDecisionRequest = { view, legal, actor, seed };
      // The pool always answers: the bot's action, or a fallback move if the bot failed.
      this.init.driver
        .choose(this.#id(actor.seat), decision)
        .then((action) => answer(actor.seat, stateId, action, decision))
        .catch((error) => this.init.log(`table ${this.init.table}: ${String(error)}`));
    }
  }

  /** The bot of `seat` answered: it may be asked again. */
  answered(seat: Seat): void {
    this.#asked.delete(seat);
  }

  /** The bot's action as a step, or its fallback move if the game refused it (null: neither). */
  play(ledger: Ledger, seat: Seat, action: JsonValue, decision: BotDecisionRequest): Step | null {
    const step = ledger.play(seat, action);
    if (step.ok) return step.value;
    const fallback = this.init.driver.refused(this.#id(seat), step.error.message, decision);
    if (fallback === undefined) return null;
    const second = ledger.play(seat, fallback);
    return second.ok ? second.value : null;
  }

  /** The game ended or the table closes: the bots go. */
  dispose(): void {
    this.#memory = null;
    if (!this.#created) return;
    for (const s of this.#seats) this.init.driver.dispose(this.#id(s.seat));
  }
}
