/** The `Store` in PGlite or PostgreSQL, through Drizzle: the same schema and queries for both. */
import type { JsonValue, Outcome, Seat } from '@daedalus/core';
import { and, asc, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Db } from './db.ts';
import { GroupCommit } from './group-commit.ts';
import { GroupRead } from './group-read.ts';
import type { PreparedStatement, RunPrepared } from './prepared.ts';
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

/** One game step of one table, as the group commit holds it. */
interface StepWrite {
  readonly tableId: string;
  readonly entry: LogEntry;
  readonly change: TableChange;
}

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

/**
 * The group commit's write: the log rows, and each table moved to its last step's state id,
 * in one statement, atomic on its own (a statement's data-changing `WITH` runs whether or not
 * it is read). Two parameters whatever the group's size, each a JSON array of records: the
 * statement's text never changes, so it is prepared once (prepared.ts), and no query object
 * is built per row.
 */
const WRITE_STEPS: PreparedStatement = {
  name: 'daedalus_write_steps',
  text: `
    WITH steps AS (
      INSERT INTO daedalus_log (table_id, seq, kind, seat, action, hash, source, at)
      SELECT r.table_id, r.seq, r.kind, r.seat, r.action, r.hash, r.source, r.at
      FROM json_to_recordset($1::json) AS r (
        table_id text, seq integer, kind text, seat integer, action jsonb, hash text, source text, at bigint
      )
    )
    UPDATE daedalus_tables AS t
    SET state_id = m.seq, status = m.status, outcome = m.outcome, updated_at = m.at
    FROM json_to_recordset($2::json) AS m (id text, seq integer, status text, outcome jsonb, at bigint)
    WHERE t.id = m.id`,
};

export class DrizzleStore implements Store {
  constructor(
    readonly db: Db,
    readonly runPrepared: RunPrepared,
  ) {}

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

  /** A table and its seats, read with the other tables asked for meanwhile (group-read.ts). */
  getTable(id: string): Promise<StoredTable | null> {
    return this.#tableReads.get(id);
  }

  /** A table's log in order, read with the other logs asked for meanwhile. */
  loadLog(id: string): Promise<LogEntry[]> {
    return this.#logReads.get(id);
  }

  readonly #tableReads = new GroupRead<string, StoredTable | null>({
    read: async (ids) => {
      const rows = await this.db
        .select()
        .from(tables)
        .where(inArray(tables.id, [...ids]));
      if (rows.length === 0) return new Map();
      const seatRows = await this.db
        .select()
        .from(seats)
        .where(inArray(seats.tableId, [...ids]))
        .orderBy(asc(seats.tableId), asc(seats.seat));
      const found = new Map<string, StoredTable>(rows.map((r) => [r.id, { table: toTable(r), seats: [] }]));
      for (const s of seatRows) (found.get(s.tableId)?.seats as SeatRow[] | undefined)?.push(toSeat(s));
      return found;
    },
    missing: () => null,
    maxGroup: 500,
  });

  readonly #logReads = new GroupRead<string, LogEntry[]>({
    read: async (ids) => {
      const rows = await this.db
        .select()
        .from(log)
        .where(inArray(log.tableId, [...ids]))
        .orderBy(asc(log.tableId), asc(log.seq));
      const found = new Map<string, LogEntry[]>();
      for (const r of rows) {
        const entries = found.get(r.tableId) ?? [];
        entries.push({
          seq: r.seq,
          kind: r.kind as LogEntry['kind'],
          seat: r.seat,
          action: (r.action ?? null) as JsonValue | null,
          hash: r.hash,
          source: r.source as LogEntry['source'],
          at: r.at,
        });
        found.set(r.tableId, entries);
      }
      return found;
    },
    missing: () => [],
    // A log can be long (a whole game): fewer of them at once.
    maxGroup: 50,
  });

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

  /**
   * The hot path of every action: steps of all tables arriving while one write is
   * under way are stored together (group-commit.ts), each resolving once stored.
   */
  appendStep(tableId: string, entry: LogEntry, change: TableChange): Promise<void> {
    return this.#steps.add({ tableId, entry, change });
  }

  /** Groups stored so far (for the load benchmark and tests). */
  get groupCommitStats(): Readonly<GroupCommit<StepWrite>['stats']> {
    return this.#steps.stats;
  }

  readonly #steps = new GroupCommit<StepWrite>({
    write: (steps) => this.#writeSteps(steps),
    keyOf: (step) => step.tableId,
    // A group is two parameters whatever its size (`WRITE_STEPS`).
    maxGroup: 1000,
  });

  /** One group's steps, in one prepared statement (`WRITE_STEPS`). */
  async #writeSteps(steps: readonly StepWrite[]): Promise<void> {
    const last = new Map<string, StepWrite>();
    for (const step of steps) last.set(step.tableId, step);
    const rows = steps.map(({ tableId, entry }) => ({
      table_id: tableId,
      seq: entry.seq,
      kind: entry.kind,
      seat: entry.seat,
      action: entry.action,
      hash: entry.hash,
      source: entry.source,
      at: entry.at,
    }));
    const moves = [...last.values()].map(({ tableId, entry, change }) => ({
      id: tableId,
      seq: entry.seq,
      status: change.status,
      outcome: change.outcome,
      at: entry.at,
    }));
    await this.runPrepared(WRITE_STEPS, [JSON.stringify(rows), JSON.stringify(moves)]);
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
