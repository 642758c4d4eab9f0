/**
 * Storage behind a small interface: tables, their seats and their logs. The table's
 * master is the only writer of a table; every accepted action is appended here (in
 * one transaction with the table's new state id) before anyone hears of it.
 * `DrizzleStore` (drizzle-store.ts) keeps them in PGlite or PostgreSQL, `MemoryStore`
 * (memory-store.ts) in memory, for fast tests.
 */
import type { JsonValue, Outcome, Seat } from '@daedalus/core';

export type TableStatus = 'waiting' | 'playing' | 'finished';

export interface TableRow {
  readonly id: string;
  readonly game: string;
  /** The edition of the game's rules the table is played by (`GameMeta.edition`; 1 for tables from before editions). */
  readonly edition: number;
  readonly options: JsonValue;
  readonly players: number;
  /**
   * The seed the game is created from: the server's own secret, after the creator's
   * chosen seed if there was one (`tableSeed` in tokens.ts). Revealed with the record
   * when the game is over, never before.
   */
  readonly seed: string;
  /** Whether the creator chose a seed (shown on the table; it was mixed with the server's secret). */
  readonly seedChosen: boolean;
  readonly isPublic: boolean;
  readonly invite: string | null;
  readonly moveSeconds: number | null;
  readonly status: TableStatus;
  readonly outcome: Outcome | null;
  readonly stateId: number;
  readonly createdAt: number;
  readonly updatedAt: number;
  /** The table created as this one's rematch, once a player asked for one. */
  readonly rematch: string | null;
}

export interface SeatRow {
  readonly seat: Seat;
  readonly kind: 'human' | 'bot';
  readonly level: string | null;
  readonly name: string | null;
  readonly tokenHash: string | null;
}

/** One change of a table; `seq` is the state id it produced. */
export interface LogEntry {
  readonly seq: number;
  /**
   * `claim`: a seat was taken; `release`: a seat was given up before the game began;
   * `action`: a seat's action; `timeout`: the game's own timeout rule.
   */
  readonly kind: 'claim' | 'release' | 'action' | 'timeout';
  readonly seat: Seat;
  readonly action: JsonValue | null;
  /** State hash after the step (game steps only). */
  readonly hash: string | null;
  /** Who caused it: the seat's player, its bot, or the clock. */
  readonly source: 'human' | 'bot' | 'clock';
  readonly at: number;
}

export interface StoredTable {
  readonly table: TableRow;
  readonly seats: readonly SeatRow[];
}

/** A table with its seats and its whole log: what opening its room needs. */
export interface StoredTableWithLog extends StoredTable {
  readonly log: readonly LogEntry[];
}

export interface TableChange {
  readonly status: TableStatus;
  readonly outcome: Outcome | null;
}

export interface TableQuery {
  readonly statuses: readonly TableStatus[];
  readonly publicOnly: boolean;
  readonly limit: number;
  /** Only tables where something happened (created, a seat taken, a step) at or after this time (ms). */
  readonly updatedSince?: number;
}

export interface Store {
  createTable(table: TableRow, seats: readonly SeatRow[]): Promise<void>;
  /**
   * Creates `table` as the rematch of table `of`, in one transaction with naming it
   * there, unless `of` has a rematch already: resolves with the id of `of`'s rematch
   * (the new one, or the one it had, and then nothing was created).
   */
  createRematch(of: string, table: TableRow, seats: readonly SeatRow[]): Promise<string>;
  getTable(id: string): Promise<StoredTable | null>;
  loadLog(id: string): Promise<LogEntry[]>;
  /** A table, its seats and its log, read together (a room opening); null if there is no such table. */
  getTableWithLog(id: string): Promise<StoredTableWithLog | null>;
  /** Takes a free human seat (`name` null: the player gave none); false if it was taken meanwhile. */
  claimSeat(
    tableId: string,
    seat: Seat,
    name: string | null,
    tokenHash: string,
    entry: LogEntry,
    change: TableChange,
  ): Promise<boolean>;
  /**
   * Frees the person's seat that `tokenHash` holds while the table waits for players (its
   * name and token cleared), logs `entry` and moves the table on; false if the seat is not
   * held by that token or the table no longer waits: nothing changed.
   */
  releaseSeat(
    tableId: string,
    seat: Seat,
    tokenHash: string,
    entry: LogEntry,
    change: TableChange,
  ): Promise<boolean>;
  /** Appends a game step and moves the table to its new state id, atomically. */
  appendStep(tableId: string, entry: LogEntry, change: TableChange): Promise<void>;
  /** Tables with one of the statuses, most recently updated first. */
  listTables(query: TableQuery): Promise<StoredTable[]>;
  /** The ids of the tables with one of the statuses. */
  tableIds(statuses: readonly TableStatus[]): Promise<string[]>;
}
