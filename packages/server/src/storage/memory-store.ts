/**
 * The `Store` in memory: the same contract as `DrizzleStore` (storage/store.test.ts
 * runs one suite against both), for fast tests of the table master. Rows go in and
 * out as copies, so nobody can change what is stored behind the store's back; a
 * write that breaks a rule of the schema (a table id or a log `seq` used twice, a
 * table that does not exist) throws, as the database would, and changes nothing.
 */
import type { Seat } from '@daedalus/core';
import type {
  LogEntry,
  SeatRow,
  Store,
  StoredTable,
  StoredTableWithLog,
  TableChange,
  TableQuery,
  TableRow,
  TableStatus,
} from './store.ts';

interface Stored {
  table: TableRow;
  seats: SeatRow[];
  log: LogEntry[];
}

export class MemoryStore implements Store {
  readonly #tables = new Map<string, Stored>();

  async createTable(table: TableRow, seats: readonly SeatRow[]): Promise<void> {
    if (this.#tables.has(table.id)) throw new Error(`table ${table.id} exists already`);
    const rows = [...seats].sort((a, b) => a.seat - b.seat);
    if (new Set(rows.map((s) => s.seat)).size !== rows.length) throw new Error('a seat is given twice');
    this.#tables.set(table.id, { table: copy(table), seats: copy(rows), log: [] });
  }

  async createRematch(of: string, table: TableRow, seats: readonly SeatRow[]): Promise<string> {
    const from = this.#tables.get(of);
    if (!from) throw new Error(`no table ${of}`);
    if (from.table.rematch !== null) return from.table.rematch;
    await this.createTable(table, seats);
    from.table = { ...from.table, rematch: table.id };
    return table.id;
  }

  async getTable(id: string): Promise<StoredTable | null> {
    const stored = this.#tables.get(id);
    return stored ? copy({ table: stored.table, seats: stored.seats }) : null;
  }

  async loadLog(id: string): Promise<LogEntry[]> {
    return copy(this.#tables.get(id)?.log ?? []);
  }

  async getTableWithLog(id: string): Promise<StoredTableWithLog | null> {
    const stored = this.#tables.get(id);
    return stored ? copy({ table: stored.table, seats: stored.seats, log: stored.log }) : null;
  }

  async claimSeat(
    tableId: string,
    seat: Seat,
    name: string | null,
    tokenHash: string,
    entry: LogEntry,
    change: TableChange,
  ): Promise<boolean> {
    const stored = this.#tables.get(tableId);
    const index = stored?.seats.findIndex((s) => s.seat === seat) ?? -1;
    const row = stored?.seats[index];
    if (!stored || !row || row.kind !== 'human' || row.tokenHash !== null) return false;
    this.#append(stored, entry, change);
    stored.seats[index] = { ...row, name, tokenHash };
    return true;
  }

  async releaseSeat(
    tableId: string,
    seat: Seat,
    tokenHash: string,
    entry: LogEntry,
    change: TableChange,
  ): Promise<boolean> {
    const stored = this.#tables.get(tableId);
    const index = stored?.seats.findIndex((s) => s.seat === seat) ?? -1;
    const row = stored?.seats[index];
    if (stored?.table.status !== 'waiting' || !row || row.kind !== 'human') return false;
    if (row.tokenHash !== tokenHash) return false;
    this.#append(stored, entry, change);
    stored.seats[index] = { ...row, name: null, tokenHash: null };
    return true;
  }

  async appendStep(tableId: string, entry: LogEntry, change: TableChange): Promise<void> {
    const stored = this.#tables.get(tableId);
    if (!stored) throw new Error(`no table ${tableId}`);
    this.#append(stored, entry, change);
  }

  /** Adds a log entry and moves the table to its state id (nothing changes if the entry's `seq` is taken). */
  #append(stored: Stored, entry: LogEntry, change: TableChange): void {
    if (stored.log.some((e) => e.seq === entry.seq))
      throw new Error(`table ${stored.table.id} has a log entry ${entry.seq} already`);
    stored.log.push(copy(entry));
    stored.log.sort((a, b) => a.seq - b.seq);
    stored.table = {
      ...stored.table,
      stateId: entry.seq,
      status: change.status,
      outcome: copy(change.outcome),
      updatedAt: entry.at,
    };
  }

  async listTables(query: TableQuery): Promise<StoredTable[]> {
    return [...this.#tables.values()]
      .filter(
        (s) =>
          query.statuses.includes(s.table.status) &&
          (!query.publicOnly || s.table.isPublic) &&
          s.table.updatedAt >= (query.updatedSince ?? Number.NEGATIVE_INFINITY),
      )
      .sort((a, b) => b.table.updatedAt - a.table.updatedAt)
      .slice(0, query.limit)
      .map((s) => copy({ table: s.table, seats: s.seats }));
  }

  async tableIds(statuses: readonly TableStatus[]): Promise<string[]> {
    return [...this.#tables.values()].filter((s) => statuses.includes(s.table.status)).map((s) => s.table.id);
  }
}

const copy = <T>(value: T): T => structuredClone(value);
