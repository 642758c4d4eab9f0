/**
 * The `Store` in PGlite or PostgreSQL: the same schema and queries for both, through Drizzle,
 * and on the hot paths (the group commit's write, the group reads, a table's creation and a
 * seat's claim) prepared statements.
 */
import type { JsonValue, Outcome, Seat } from '@daedalus/core';
import { and, asc, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Db } from './db.ts';
import { GroupCommit } from './group-commit.ts';
import { GroupRead } from './group-read.ts';
import type { PreparedStatement, RunPrepared } from './prepared.ts';
import { seats, tables } from './schema.ts';
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

/** A JSON value as a statement's parameter: its text, or SQL's NULL for none. */
const jsonOrNull = (value: JsonValue | null): string | null =>
  value === null ? null : JSON.stringify(value);

/**
 * `$1`–`$10` of `WRITE_STEP` and `CLAIM_SEAT`: the table, the seat, the log entry (seq, kind,
 * action, hash, source, time) and the table's change (status, outcome).
 */
const stepParameters = (tableId: string, seat: Seat, entry: LogEntry, change: TableChange) => [
  tableId,
  String(seat),
  String(entry.seq),
  entry.kind,
  jsonOrNull(entry.action),
  entry.hash,
  entry.source,
  String(entry.at),
  change.status,
  jsonOrNull(change.outcome),
];

/** A table as a record with its columns' names (`CREATE_TABLE`). */
const tableRecord = (t: TableRow) => ({
  id: t.id,
  game: t.game,
  edition: t.edition,
  options: t.options,
  players: t.players,
  seed: t.seed,
  seed_chosen: t.seedChosen,
  is_public: t.isPublic,
  invite: t.invite,
  move_seconds: t.moveSeconds,
  status: t.status,
  outcome: t.outcome,
  state_id: t.stateId,
  created_at: t.createdAt,
  updated_at: t.updatedAt,
  rematch: t.rematch,
});

/** A seat as a record with its columns' names (`CREATE_TABLE`). */
const seatRecord = (tableId: string, s: SeatRow) => ({
  table_id: tableId,
  seat: s.seat,
  kind: s.kind,
  level: s.level,
  name: s.name,
  token_hash: s.tokenHash,
});

/**
 * The group commit's write: the log rows, and each table moved to its last step's state id,
 * in one statement, atomic on its own (a statement's data-changing `WITH` runs whether or not
 * it is read). Two parameters whatever the group's size, each a JSON array of records: the
 * statement's text never changes, so it is prepared once (prepared.ts), and no query object
 * is built per row.
 *
 * A prepared statement keeps a generic plan, made without the parameters' values, which
 * guesses a hundred records from a JSON array: matched against `daedalus_tables` by a join
 * alone, it scans the whole table at every write. So the tables are also found with
 * `= ANY (ARRAY(…))`, which the plan looks up in the primary key once a scan would cost more
 * (on PGlite from a thousand tables on, with its settings in db.ts); the reads below likewise
 * (the store contract test checks the generic plans). A group of one step has a statement of
 * its own, `WRITE_STEP`.
 */
export const WRITE_STEPS: PreparedStatement = {
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
    WHERE t.id = m.id AND t.id = ANY (ARRAY(SELECT json_array_elements($2::json) ->> 'id'))`,
};

/**
 * A group of a single step: the same write with each value a parameter of its own, the table
 * found by its key. Most groups are one step when the server is not busy (each action is
 * written as soon as the turn of the event loop that took it ends), and on PGlite this costs
 * about a quarter less than the JSON records of `WRITE_STEPS` (docs/performance.md, "Fifth
 * round").
 */
export const WRITE_STEP: PreparedStatement = {
  name: 'daedalus_write_step',
  text: `
    WITH step AS (
      INSERT INTO daedalus_log (table_id, seq, kind, seat, action, hash, source, at)
      VALUES ($1, $3, $4, $2, $5, $6, $7, $8)
    )
    UPDATE daedalus_tables SET state_id = $3, status = $9, outcome = $10, updated_at = $8 WHERE id = $1`,
};

/**
 * A new table and its seats in one statement: the table a JSON record named by its columns
 * (`tableRecord`), the seats an array of them (`seatRecord`), read into the tables' row types.
 * The seats' reference to their table is checked at the end of the statement, after the
 * table's row is in. On PGlite about a quarter of the CPU of Drizzle's transaction of two
 * inserts, and a claim a sixth (docs/performance.md, "Fifth round"): both hold the server's
 * one thread while they run.
 */
export const CREATE_TABLE: PreparedStatement = {
  name: 'daedalus_create_table',
  text: `
    WITH created AS (
      INSERT INTO daedalus_tables SELECT * FROM json_populate_record(NULL::daedalus_tables, $1::json)
    )
    INSERT INTO daedalus_seats SELECT * FROM json_populate_recordset(NULL::daedalus_seats, $2::json)`,
};

/**
 * A seat claimed, in one statement: the seat is taken only if it is a free human one; only
 * then is the claim logged and the table moved on. One row back if it was taken, none if not.
 * On PostgreSQL a second claim of the same seat waits for the first's row lock, then finds the
 * seat taken, as in a transaction of three statements.
 */
export const CLAIM_SEAT: PreparedStatement = {
  name: 'daedalus_claim_seat',
  text: `
    WITH claimed AS (
      UPDATE daedalus_seats SET name = $11::text, token_hash = $12::text
      WHERE table_id = $1::text AND seat = $2::integer AND kind = 'human' AND token_hash IS NULL
      RETURNING seat
    ), logged AS (
      INSERT INTO daedalus_log (table_id, seq, kind, seat, action, hash, source, at)
      SELECT $1::text, $3::integer, $4::text, seat, $5::jsonb, $6::text, $7::text, $8::bigint FROM claimed
    )
    UPDATE daedalus_tables
    SET state_id = $3::integer, status = $9::text, outcome = $10::jsonb, updated_at = $8::bigint
    WHERE id = $1::text AND EXISTS (SELECT 1 FROM claimed)
    RETURNING 'claimed'`,
};

/**
 * A seat given up, in one statement: freed only if `$11` holds it and the table still waits
 * for players; only then is the release logged and the table moved on. One row back if it
 * was freed, none if not.
 */
export const RELEASE_SEAT: PreparedStatement = {
  name: 'daedalus_release_seat',
  text: `
    WITH released AS (
      UPDATE daedalus_seats SET name = NULL, token_hash = NULL
      WHERE table_id = $1::text AND seat = $2::integer AND kind = 'human' AND token_hash = $11::text
        AND EXISTS (SELECT 1 FROM daedalus_tables WHERE id = $1::text AND status = 'waiting')
      RETURNING seat
    ), logged AS (
      INSERT INTO daedalus_log (table_id, seq, kind, seat, action, hash, source, at)
      SELECT $1::text, $3::integer, $4::text, seat, $5::jsonb, $6::text, $7::text, $8::bigint FROM released
    )
    UPDATE daedalus_tables
    SET state_id = $3::integer, status = $9::text, outcome = $10::jsonb, updated_at = $8::bigint
    WHERE id = $1::text AND EXISTS (SELECT 1 FROM released)
    RETURNING 'released'`,
};

/** Table `t`'s row as the JSON of a `TableRow`. */
const TABLE_JSON = `json_build_object(
  'id', t.id, 'game', t.game, 'edition', t.edition, 'options', t.options, 'players', t.players, 'seed', t.seed,
  'seedChosen', t.seed_chosen, 'isPublic', t.is_public, 'invite', t.invite,
  'moveSeconds', t.move_seconds, 'status', t.status, 'outcome', t.outcome, 'stateId', t.state_id,
  'createdAt', t.created_at, 'updatedAt', t.updated_at, 'rematch', t.rematch
)`;
/** Table `t`'s seats in seat order, as `SeatRow`s. */
const SEATS_JSON = `coalesce(
  (SELECT json_agg(json_build_object(
     'seat', s.seat, 'kind', s.kind, 'level', s.level, 'name', s.name, 'tokenHash', s.token_hash
   ) ORDER BY s.seat)
   FROM daedalus_seats s WHERE s.table_id = t.id),
  '[]'::json
)`;
/** Log row `l` as a `LogEntry`. */
const LOG_ENTRY_JSON = `'seq', l.seq, 'kind', l.kind, 'seat', l.seat, 'action', l.action,
  'hash', l.hash, 'source', l.source, 'at', l.at`;
/** The ids asked for, a JSON array in `$1`: matched by `= ANY (ARRAY(…))`, which a generic plan looks up by key. */
const ASKED = 'ANY (ARRAY(SELECT json_array_elements_text($1::json)))';

/**
 * The group reads (group-read.ts), prepared like the write: the tables asked for (a JSON array
 * of ids), each row one table with its seats in seat order, built by the database as the JSON
 * of a `StoredTable`…
 */
export const READ_TABLES: PreparedStatement = {
  name: 'daedalus_read_tables',
  text: `SELECT json_build_object('table', ${TABLE_JSON}, 'seats', ${SEATS_JSON})::text
    FROM daedalus_tables t WHERE t.id = ${ASKED}`,
};

/** …their logs, each row one `LogEntry` with its table's id, in order… */
export const READ_LOGS: PreparedStatement = {
  name: 'daedalus_read_logs',
  text: `SELECT json_build_object('tableId', l.table_id, ${LOG_ENTRY_JSON})::text
    FROM daedalus_log l WHERE l.table_id = ${ASKED}
    ORDER BY l.table_id, l.seq`,
};

/**
 * …and tables with their seats and their logs, one row a table (a `StoredTableWithLog`): what
 * a room opening reads, one statement where it was two, one after the other.
 */
export const READ_TABLES_WITH_LOGS: PreparedStatement = {
  name: 'daedalus_read_tables_with_logs',
  text: `SELECT json_build_object(
      'table', ${TABLE_JSON},
      'seats', ${SEATS_JSON},
      'log', coalesce(
        (SELECT json_agg(json_build_object(${LOG_ENTRY_JSON}) ORDER BY l.seq)
         FROM daedalus_log l WHERE l.table_id = t.id),
        '[]'::json
      )
    )::text
    FROM daedalus_tables t WHERE t.id = ${ASKED}`,
};

export interface DrizzleStoreOptions {
  /**
   * Least time between the starts of two group writes of steps, in ms (group-commit.ts):
   * 1 on PGlite, whose writes cost the server's own thread (docs/performance.md, "Thirteenth
   * round"); 0 (the default) on PostgreSQL, where the wait for its answer gathers the next group.
   */
  readonly stepSpacingMs?: number;
}

export class DrizzleStore implements Store {
  readonly #steps: GroupCommit<StepWrite>;

  constructor(
    readonly db: Db,
    readonly runPrepared: RunPrepared,
    options: DrizzleStoreOptions = {},
  ) {
    this.#steps = new GroupCommit<StepWrite>({
      write: (steps) => this.#writeSteps(steps),
      keyOf: (step) => step.tableId,
      // A group is two parameters whatever its size (`WRITE_STEPS`).
      maxGroup: 1000,
      spacingMs: options.stepSpacingMs ?? 0,
    });
  }

  async createTable(table: TableRow, rows: readonly SeatRow[]): Promise<void> {
    await this.runPrepared(CREATE_TABLE, [
      JSON.stringify(tableRecord(table)),
      JSON.stringify(rows.map((seat) => seatRecord(table.id, seat))),
    ]);
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
      // Inside this transaction, so not `CREATE_TABLE`: a prepared statement runs outside it (on
      // PGlite it would wait for this transaction to end; on PostgreSQL it takes another connection).
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
      const rows = await this.runPrepared(READ_TABLES, [JSON.stringify(ids)]);
      const found = new Map<string, StoredTable>();
      for (const row of rows) {
        const stored = JSON.parse(row as string) as StoredTable;
        found.set(stored.table.id, stored);
      }
      return found;
    },
    missing: () => null,
    maxGroup: 500,
  });

  readonly #logReads = new GroupRead<string, LogEntry[]>({
    read: async (ids) => {
      const rows = await this.runPrepared(READ_LOGS, [JSON.stringify(ids)]);
      const found = new Map<string, LogEntry[]>();
      for (const row of rows) {
        const { tableId, ...entry } = JSON.parse(row as string) as LogEntry & { tableId: string };
        const entries = found.get(tableId);
        if (entries) entries.push(entry);
        else found.set(tableId, [entry]);
      }
      return found;
    },
    missing: () => [],
    // A log can be long (a whole game): fewer of them at once.
    maxGroup: 50,
  });

  /** A table, its seats and its log, read with the other tables opened meanwhile. */
  getTableWithLog(id: string): Promise<StoredTableWithLog | null> {
    return this.#openReads.get(id);
  }

  readonly #openReads = new GroupRead<string, StoredTableWithLog | null>({
    read: async (ids) => {
      const rows = await this.runPrepared(READ_TABLES_WITH_LOGS, [JSON.stringify(ids)]);
      const found = new Map<string, StoredTableWithLog>();
      for (const row of rows) {
        const stored = JSON.parse(row as string) as StoredTableWithLog;
        found.set(stored.table.id, stored);
      }
      return found;
    },
    missing: () => null,
    // A log can be long (a whole game): fewer of them at once.
    maxGroup: 50,
  });

  async claimSeat(
    tableId: string,
    seat: Seat,
    name: string | null,
    tokenHash: string,
    entry: LogEntry,
    change: TableChange,
  ): Promise<boolean> {
    const rows = await this.runPrepared(CLAIM_SEAT, [
      ...stepParameters(tableId, seat, entry, change),
      name,
      tokenHash,
    ]);
    return rows.length === 1;
  }

  async releaseSeat(
    tableId: string,
    seat: Seat,
    tokenHash: string,
    entry: LogEntry,
    change: TableChange,
  ): Promise<boolean> {
    const rows = await this.runPrepared(RELEASE_SEAT, [
      ...stepParameters(tableId, seat, entry, change),
      tokenHash,
    ]);
    return rows.length === 1;
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

  /** One group's steps, in one prepared statement (`WRITE_STEP` for one step, else `WRITE_STEPS`). */
  async #writeSteps(steps: readonly StepWrite[]): Promise<void> {
    if (steps.length === 1) {
      const { tableId, entry, change } = steps[0]!;
      await this.runPrepared(WRITE_STEP, stepParameters(tableId, entry.seat, entry, change));
      return;
    }
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
