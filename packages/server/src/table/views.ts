/**
 * What each viewer of a table receives: its situation (`game.view` for its seat or
 * the spectator view, its decision, its legal actions, its deadline), and the
 * events of each step filtered by their audience. Nothing else of the state is
 * ever sent. `StepHistory` keeps the steps since the table was loaded, for
 * reconnecting clients and to recognise stale actions.
 */
import {
  type AnyGame,
  eventsFor,
  type GameEvent,
  type JsonValue,
  type Seat,
  SPECTATOR,
  type Viewer,
} from '@daedalus/core';
import type { SeatClock, ServerMessage, Situation } from '@daedalus/protocol';
import type { Ledger } from '../ledger.ts';
import type { LogEntry } from '../storage/store.ts';

/**
 * The events of a step that `viewer` may see, as sent. Every event is plain JSON data by
 * the contract (`Transition`'s events are `JsonData`); the erased `GameEvent` type only
 * forgets it.
 */
export function shownEvents(events: readonly GameEvent[], viewer: Viewer): JsonValue[] {
  return eventsFor(events, viewer) as unknown as JsonValue[];
}

/** What `viewer` sees of the game now. */
export function situation(
  game: AnyGame,
  ledger: Ledger,
  viewer: Viewer,
  deadline: (seat: Seat) => number | null,
): Situation {
  const state = ledger.state;
  const actors = ledger.actors();
  const you = viewer === SPECTATOR ? null : (actors.find((a) => a.seat === viewer) ?? null);
  const clocks: SeatClock[] = [];
  for (const { seat } of actors) {
    const at = deadline(seat);
    if (at !== null) clocks.push({ seat, deadline: at });
  }
  return {
    view: game.view(state, viewer),
    you,
    legal: you ? (game.legalActions(state, you.seat) as JsonValue[]) : [],
    outcome: ledger.outcome(),
    deadline: clocks.find((c) => c.seat === viewer)?.deadline ?? null,
    clocks,
  };
}

/** Situations computed once per viewer (several connections may watch as one viewer). */
export class Situations {
  readonly #cache = new Map<Viewer, Situation>();

  constructor(readonly of: (viewer: Viewer) => Situation) {}

  get(viewer: Viewer): Situation {
    let found = this.#cache.get(viewer);
    if (!found) {
      found = this.of(viewer);
      this.#cache.set(viewer, found);
    }
    return found;
  }

  /** The situation if it was computed already. */
  peek(viewer: Viewer): Situation | undefined {
    return this.#cache.get(viewer);
  }
}

interface HistoryStep {
  readonly stateId: number;
  readonly seat: Seat;
  readonly events: readonly GameEvent[];
}

/**
 * Every step of the table since it was created (claims with no events, the claim that
 * started the game with what setup told, then the game's steps), rebuilt from the log when
 * a table is opened: the story that newcomers are told and that reconnecting clients catch
 * up on, and what tells a stale action.
 */
export class StepHistory {
  readonly #steps: HistoryStep[] = [];

  push(stateId: number, seat: Seat, events: readonly GameEvent[]): void {
    this.#steps.push({ stateId, seat, events });
  }

  /**
   * The history of a stored table: each log entry in order, the game's steps with the
   * events the one replay produced (`eventsAt`, by log sequence number), and the claim that
   * started the game (or, for a table of computer players only, state 0) with `opening`.
   */
  static fromLog(
    log: readonly LogEntry[],
    opening: readonly GameEvent[],
    eventsAt: ReadonlyMap<number, readonly GameEvent[]>,
  ): StepHistory {
    const history = new StepHistory();
    const claims = log.filter((e) => e.kind === 'claim');
    const startedBy = opening.length > 0 ? (claims.at(-1)?.seq ?? 0) : null;
    if (startedBy === 0) history.push(0, 0, opening);
    for (const e of log)
      history.push(e.seq, e.seat, e.seq === startedBy ? opening : (eventsAt.get(e.seq) ?? []));
    return history;
  }

  /**
   * An action chosen on state `stateId` is stale when this seat has acted since
   * (a double submit) or the id is not one this table has reached. Steps of other
   * seats in between (simultaneous decisions) do not make it stale: the game itself
   * checks that the action is still legal.
   */
  isStale(seat: Seat, stateId: number, current: number): boolean {
    if (stateId === current) return false;
    if (stateId > current || stateId < 0) return true;
    return this.#steps.some((h) => h.stateId > stateId && h.seat === seat);
  }

  /**
   * What brings `viewer` from state `since` to `current`: a catch-up with the events of
   * the steps it missed. A newcomer (no `since`) is told the whole story so far, from
   * before the game (`from: -1`), as its seat or a spectator may hear it; a client that
   * claims a state this table has not reached, or a game not started, gets a snapshot.
   */
  bringUpToDate(
    viewer: Viewer,
    since: number | undefined,
    current: number,
    now: Situation | null,
  ): ServerMessage {
    const from = since ?? -1;
    if (now === null || from > current || from < -1)
      return { type: 'snapshot', stateId: current, started: now !== null, situation: now };
    return {
      type: 'catchup',
      from,
      stateId: current,
      steps: this.#steps
        .filter((h) => h.stateId > from)
        .map((h) => ({ stateId: h.stateId, events: shownEvents(h.events, viewer) })),
      situation: now,
    };
  }
}
