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
import type { ServerMessage, Situation } from '@daedalus/protocol';
import type { Ledger } from '../ledger.ts';

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
  deadline: (seat: Seat | null) => number | null,
): Situation {
  const state = ledger.state;
  const you = viewer === SPECTATOR ? null : (ledger.actors().find((a) => a.seat === viewer) ?? null);
  return {
    view: game.view(state, viewer),
    you,
    legal: you ? (game.legalActions(state, you.seat) as JsonValue[]) : [],
    outcome: ledger.outcome(),
    deadline: deadline(viewer === SPECTATOR ? null : viewer),
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

/** The steps since the table was loaded (state id `from`): what a reconnecting client may have missed. */
export class StepHistory {
  readonly #steps: HistoryStep[] = [];

  constructor(readonly from: number) {}

  push(stateId: number, seat: Seat, events: readonly GameEvent[]): void {
    this.#steps.push({ stateId, seat, events });
  }

  /**
   * An action chosen on state `stateId` is stale when this seat has acted since
   * (a double submit) or the id is not one this table can vouch for. Steps of
   * other seats in between (simultaneous decisions) do not make it stale: the
   * game itself checks that the action is still legal.
   */
  isStale(seat: Seat, stateId: number, current: number): boolean {
    if (stateId === current) return false;
    if (stateId > current || stateId < this.from) return true;
    return this.#steps.some((h) => h.stateId > stateId && h.seat === seat);
  }

  /**
   * What brings `viewer` from state `since` to `current`: a catch-up with the events of
   * the steps it missed if they are at hand, else a fresh snapshot.
   */
  bringUpToDate(
    viewer: Viewer,
    since: number | undefined,
    current: number,
    now: Situation | null,
  ): ServerMessage {
    if (since !== undefined && since <= current && since >= this.from)
      return {
        type: 'catchup',
        from: since,
        stateId: current,
        steps: this.#steps
          .filter((h) => h.stateId > since)
          .map((h) => ({ stateId: h.stateId, events: shownEvents(h.events, viewer) })),
        situation: now,
      };
    return { type: 'snapshot', stateId: current, started: now !== null, situation: now };
  }
}
