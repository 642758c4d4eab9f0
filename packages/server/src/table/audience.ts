/**
 * The connections at a table and how messages reach them: each connection is a
 * seat (after its token or claim was accepted) or a spectator, with its own rate
 * limit. Messages go out through the transport's `send`.
 */
import { type GameEvent, type Seat, SPECTATOR, type Viewer } from '@daedalus/core';
import type { ServerMessage, Situation, WireError } from '@daedalus/protocol';
import { type Rate, TokenBucket } from '../rate-limit.ts';
import { shownEvents } from './views.ts';

export interface Connection {
  readonly id: string;
  seat: Seat | null;
  /** Messages it may still send (`protocol/rate-limited` beyond). */
  readonly rate: TokenBucket;
  /** It reads the answer to its action in the update the action brings about (join option `acks`). */
  readonly acksInUpdate: boolean;
}

/** An action's answer, to the connection that sent it. */
export interface ActionAnswer {
  readonly to: string;
  readonly requestId: string | undefined;
}

export const viewerOf = (c: Connection): Viewer => c.seat ?? SPECTATOR;

export class Audience {
  readonly #connections = new Map<string, Connection>();

  constructor(
    readonly send: (connection: string, message: ServerMessage) => void,
    readonly rate: Rate,
  ) {}

  /** A new connection, a spectator until its seat is known. */
  add(id: string, acksInUpdate = false): Connection {
    const connection: Connection = { id, seat: null, rate: new TokenBucket(this.rate), acksInUpdate };
    this.#connections.set(id, connection);
    return connection;
  }

  remove(id: string): Connection | undefined {
    const connection = this.#connections.get(id);
    this.#connections.delete(id);
    return connection;
  }

  get(id: string): Connection | undefined {
    return this.#connections.get(id);
  }

  all(): IterableIterator<Connection> {
    return this.#connections.values();
  }

  /** Whether a connection holds the seat now. */
  holds(seat: Seat): boolean {
    for (const c of this.#connections.values()) if (c.seat === seat) return true;
    return false;
  }

  /** Sends one message to every connection (but `except`). */
  toAll(message: ServerMessage, except?: string): void {
    for (const id of this.#connections.keys()) if (id !== except) this.send(id, message);
  }

  /**
   * Tells every connection (but `except`) of a step: the events its viewer may see
   * and its situation after it; with `answer`, the action's sender gets its `ack` in its
   * update if it reads answers there. Whether it did.
   */
  update(
    stateId: number,
    events: readonly GameEvent[],
    situation: (viewer: Viewer) => Situation,
    { except, answer }: { except?: string; answer?: ActionAnswer | undefined } = {},
  ): boolean {
    let answered = false;
    for (const c of this.#connections.values()) {
      if (c.id === except) continue;
      const viewer = viewerOf(c);
      const folded = c.id === answer?.to && c.acksInUpdate;
      this.send(c.id, {
        type: 'update',
        stateId,
        events: shownEvents(events, viewer),
        situation: situation(viewer),
        ...(folded ? { ack: answer.requestId ? { requestId: answer.requestId } : {} } : {}),
      });
      answered ||= folded;
    }
    return answered;
  }

  error(id: string, stateId: number, error: WireError, requestId: string | undefined): void {
    this.send(id, { type: 'error', stateId, error, ...(requestId ? { requestId } : {}) });
  }
}
