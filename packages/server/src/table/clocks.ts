/**
 * The clocks of a table: when each seat that must decide started its decision,
 * its deadline, and a timer for it on the injected `Clock` (never the real time,
 * so tests move time forward instead of waiting).
 *
 * A seat's clock starts when it must decide, and again after each of its own
 * actions if it must decide again — unless the game groups several actions into
 * one decision (`Actor.decision`, e.g. a Labyrinth turn with its status queries)
 * and that decision goes on. The start times follow from the log's timestamps, so
 * a rebuilt table restores them (see rebuild.ts).
 */
import type { Actor, AnyGame, Seat } from '@daedalus/core';
import type { Clock, Timer } from '../clock.ts';

export class TableClocks {
  /** When each current actor's clock started. */
  #since = new Map<Seat, number>();
  /** The actors the clocks were last set for (with their `decision` keys). */
  #actors: readonly Actor[] = [];
  readonly #timers = new Map<Seat, Timer>();

  constructor(
    readonly clock: Clock,
    /** Seconds a seat has for its current decision, or null for no limit. */
    readonly limit: (seat: Seat) => number | null,
  ) {}

  /** Whether any seat of such a table can ever have a deadline. */
  static possible(game: AnyGame, moveSeconds: number | null): boolean {
    return moveSeconds !== null || game.decisionSeconds !== undefined;
  }

  /** Every actor's clock starts at `at` (the start of the game). */
  restart(actors: readonly Actor[], at: number): void {
    this.#since = new Map(actors.map((a) => [a.seat, at]));
    this.#actors = actors;
  }

  /** After a step of `mover` at `at`, the actors are `after`. */
  next(after: readonly Actor[], mover: Seat, at: number): void {
    const next = new Map<Seat, number>();
    for (const a of after) {
      const was = this.#actors.find((b) => b.seat === a.seat);
      const goesOn =
        was !== undefined && (a.seat !== mover || (a.decision !== undefined && a.decision === was.decision));
      next.set(a.seat, goesOn ? (this.#since.get(a.seat) ?? at) : at);
    }
    this.#since = next;
    this.#actors = after;
  }

  /** When the seat's clock runs out (ms since the epoch), or null. */
  deadline(seat: Seat | null): number | null {
    const since = seat === null ? undefined : this.#since.get(seat);
    if (seat === null || since === undefined) return null;
    const limit = this.limit(seat);
    return limit === null ? null : since + limit * 1000;
  }

  /** Sets a timer for each running clock (replacing the previous ones); `due` is called when one runs out. */
  arm(due: (seat: Seat) => void): void {
    this.cancel();
    for (const seat of this.#since.keys()) {
      const at = this.deadline(seat);
      if (at !== null)
        this.#timers.set(
          seat,
          this.clock.at(at, () => due(seat)),
        );
    }
  }

  /** Cancels the timers (the start times stay). */
  cancel(): void {
    for (const t of this.#timers.values()) t.cancel();
    this.#timers.clear();
  }

  /** The game is over: no clock runs. */
  stop(): void {
    this.cancel();
    this.#since.clear();
  }
}
