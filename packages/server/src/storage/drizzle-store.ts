/** The `Store` in PGlite or PostgreSQL, through Drizzle: the same schema and queries for both. */
import type { JsonValue, Outcome, Seat } from '@daedalus/core';
import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from './db.ts';
import { log, seats, tables } from './schema.ts';
import type {
  LogEntry,
  SeatRow,
  Store,
  StoredTable,
  TableChange,
  TableQuery,
  TableRow,
  TableStatus,
} from './store.ts';

type TableSelect = typeof tables.$inferSelect;
type SeatSelect = typeof seats.$inferSelect;

const toTable = (r: TableSelect): TableRow => ({
  ...r,
  options: r.options as JsonValue,
  status: r.status as TableStatus,
  outcome: (r.outcome ?? null) as Outcome | null,
});
const toSeat = (r: SeatSelect): SeatRow => ({
  seat: r.seat,
  kind: r.kind as SeatRow['kind'],
  level: r.level,
  name: r.name,
  tokenHash: r.tokenHash,
});

export class DrizzleStore implements Store {
  constructor(readonly db: Db) {}

  async createTable(table: TableRow, rows: readonly SeatRow[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(tables).values({ ...table });
      await tx.insert(seats).values(rows.map((s) => ({ ...s, tableId: table.id })));
    });
  }

  async createRematch(of: string, table: TableRow, rows: readonly SeatRow[]): Promise<string> {
    return this.db.transaction(async (tx) => {
      // Naming the rematch first locks the row: a second request waits, then finds it named.
      const named = await tx
        .update(tables)
        .set({ rematch: table.id })
        .where(and(eq(tables.id, of), isNull(tables.rematch)))
        .returning({ id: tables.id });
      if (named.length === 0) {
        const [row] = await tx.select({ rematch: tables.rematch }).from(tables).where(eq(tables.id, of));
        if (!row?.rematch) throw new Error(`no table ${of}`);
        return row.rematch;
      }
      await tx.insert(tables).values({ ...table });
      await tx.insert(seats).values(rows.map((s) => ({ ...s, tableId: table.id })));
      return table.id;
    });
  }

  async getTable(id: string): Promise<StoredTable | null> {
    const [row] = await this.db.select().from(tables).where(eq(tables.id, id));
    if (!row) return null;
    const seatRows = await this.db.select().from(seats).where(eq(seats.tableId, id)).orderBy(asc(seats.seat));
    return { table: toTable(row), seats: seatRows.map(toSeat) };
  }

  async loadLog(id: string): Promise<LogEntry[]> {
    const rows = await this.db.select().from(log).where(eq(log.tableId, id)).orderBy(asc(log.seq));
    return rows.map((r) => ({
      seq: r.seq,
      kind: r.kind as LogEntry['kind'],
      seat: r.seat,
      action: (r.action ?? null) as JsonValue | null,
      hash: r.hash,
      source: r.source as LogEntry['source'],
      at: r.at,
    }));
  }

  async claimSeat(
    tableId: string,
    seat: Seat,
    name: string,
    tokenHash: string,
    entry: LogEntry,
    change: TableChange,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const updated = await tx
        .update(seats)
        .set({ name, tokenHash })
        .where(
          and(
            eq(seats.tableId, tableId),
            eq(seats.seat, seat),
            eq(seats.kind, 'human'),
            isNull(seats.tokenHash),
          ),
        )
        .returning({ seat: seats.seat });
      if (updated.length !== 1) return false;
      await tx.insert(log).values({ ...entry, tableId });
      await tx
        .update(tables)
        .set({ stateId: entry.seq, status: change.status, outcome: change.outcome, updatedAt: entry.at })
        .where(eq(tables.id, tableId));
      return true;
    });
  }

  /** One statement (atomic on its own): the hot path of every action. */
  async appendStep(tableId: string, entry: LogEntry, change: TableChange): Promise<void> {
    const json = (v: unknown) => (v === null ? null : JSON.stringify(v));
    await this.db.execute(sql`
      WITH step AS (
        INSERT INTO daedalus_log (table_id, seq, kind, seat, action, hash, source, at)
        VALUES (${tableId}, ${entry.seq}, ${entry.kind}, ${entry.seat}, ${json(entry.action)}::jsonb,
                ${entry.hash}, ${entry.source}, ${entry.at})
        RETURNING seq
      )
      UPDATE daedalus_tables
      SET state_id = (SELECT seq FROM step), status = ${change.status},
          outcome = ${json(change.outcome)}::jsonb, updated_at = ${entry.at}
      WHERE id = ${tableId}`);
  }

  async listTables(query: TableQuery): Promise<StoredTable[]> {
    const where = and(
      inArray(tables.status, [...query.statuses]),
      query.publicOnly ? eq(tables.isPublic, true) : undefined,
      query.updatedSince !== undefined ? gte(tables.updatedAt, query.updatedSince) : undefined,
    );
    const rows = await this.db
      .select()
      .from(tables)
      .where(where)
      .orderBy(desc(tables.updatedAt))
      .limit(query.limit);
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const seatRows = await this.db
      .select()
      .from(seats)
      .where(inArray(seats.tableId, ids))
      .orderBy(asc(seats.seat));
    return rows.map((r) => ({
      table: toTable(r),
      seats: seatRows.filter((s) => s.tableId === r.id).map(toSeat),
    }));
  }

  async tableIds(statuses: readonly TableStatus[]): Promise<string[]> {
    const rows = await this.db
      .select({ id: tables.id })
      .from(tables)
      .where(inArray(tables.status, [...statuses]));
    return rows.map((r) => r.id);
  }
}
