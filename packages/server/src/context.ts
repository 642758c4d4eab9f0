/**
 * What rooms need from the server they run in: storage, the clock, the games,
 * the bot workers and the limits. Colyseus creates rooms itself, so the running
 * server registers its context here (one server per process).
 */
import type { AnyGame } from '@daedalus/core';
import type { BotPool } from './bots/pool.ts';
import type { Clock } from './clock.ts';
import type { GuessLimiter } from './rate-limit.ts';
import type { Store } from './storage/store.ts';

export interface Limits {
  /** Largest client message accepted (bytes of its JSON form). */
  readonly maxMessageBytes: number;
  /** Messages per connection: bucket size and refill per second. */
  readonly rate: { readonly perSecond: number; readonly burst: number };
  /** New tables per minute from one network address (a burst of as many, refilled evenly). */
  readonly tablesPerMinute: number;
  /**
   * A table still open where nothing happened (no seat taken, no step) for this long (ms)
   * is abandoned: it falls out of the lobby's list (it stays playable by its link).
   */
  readonly abandonedAfterMs: number;
  /** Failed guesses of seat tokens and invite codes a minute from one network address. */
  readonly guessesPerMinute: number;
  /** Failed guesses a minute at one table (from all addresses). */
  readonly tableGuessesPerMinute: number;
}

export interface ServerContext {
  readonly store: Store;
  readonly clock: Clock;
  readonly findGame: (id: string) => AnyGame | undefined;
  readonly bots: BotPool;
  readonly limits: Limits;
  /** The server's secret part of a new table's seed. */
  readonly seedSecret: () => string;
  /** How long a table room keeps a seat reserved for a connection (default: Colyseus's 15 s). */
  readonly seatReservationSeconds?: number | undefined;
  /** Failed guesses of secrets, per address and per table (HTTP and websocket alike). */
  readonly guesses: GuessLimiter;
  /** Tells every lobby (on any process) that the open tables changed. */
  notifyLobby(): void;
  /** Makes sure a table's room runs somewhere (for clocks and bots). */
  ensureRoom(tableId: string): Promise<void>;
  readonly log: (message: string) => void;
}

let current: ServerContext | null = null;

export function setContext(context: ServerContext | null): void {
  current = context;
}

export function context(): ServerContext {
  if (!current) throw new Error('The Daedalus server context is not set.');
  return current;
}
