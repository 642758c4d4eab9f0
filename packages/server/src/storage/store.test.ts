/**
 * The `Store` contract, run against every implementation: the in-memory store, the
 * Drizzle store on PGlite and, when DATABASE_URL is set, on PostgreSQL (a schema of
 * its own, dropped afterwards). The table master's unit tests use the memory store:
 * this suite is what lets them stand for the real one.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS as DATABASES, tempStorage } from '../../test/temp-storage.ts';
import { openDb } from './db.ts';
import {
  CLAIM_SEAT,
  DrizzleStore,
  READ_LOGS,
  READ_TABLES,
  READ_TABLES_WITH_LOGS,
  RELEASE_SEAT,
  WRITE_STEP,
  WRITE_STEPS,
} from './drizzle-store.ts';
import { MemoryStore } from './memory-store.ts';
import { migrate } from './migrations.ts';
import type { LogEntry, SeatRow, Store, TableRow } from './store.ts';

/** Carries the plans out of a transaction that is rolled back. */
class Plans extends Error {
  constructor(readonly plans: string[]) {
    super('plans read');
  }
}

interface Backend {
  readonly name: string;
  open(): Promise<{ store: Store; close(): Promise<void> }>;
}

async function drizzle(backend: 'pglite' | 'postgres'): Promise<{ store: Store; close(): Promise<void> }> {
  const storage = tempStorage(backend);
  const opened = await openDb({
    dataDir: storage.dataDir,
    databaseUrl: storage.databaseUrl,
    schema: storage.dbSchema,
  });
  await migrate(opened.db);
  return {
    store: new DrizzleStore(opened.db, opened.runPrepared),
    async close() {
      await opened.close();
      await storage.drop();
    },
  };
}

const BACKENDS: Backend[] = [
  { name: 'memory', open: async () => ({ store: new MemoryStore(), close: async () => {} }) },
  ...DATABASES.map((name) => ({ name, open: () => drizzle(name) })),
];

const table = (id: string, over: Partial<TableRow> = {}): TableRow => ({
  id,
  game: 'hunt',
  edition: 1,
  options: { size: 3, moveCap: 6 },
  players: 2,
  seed: 'seed',
  seedChosen: false,
  isPublic: true,
  invite: null,
  moveSeconds: null,
  status: 'waiting',
  outcome: null,
  stateId: 0,
  createdAt: 1000,
  updatedAt: 1000,
  rematch: null,
  ...over,
});
const seats: SeatRow[] = [
  { seat: 1, kind: 'bot', level: 'random', name: 'Computer (random)', tokenHash: null },
  { seat: 0, kind: 'human', level: null, name: null, tokenHash: null },
];
const claim = (seq: number, seat: number, at: number): LogEntry => ({
  seq,
  kind: 'claim',
  seat,
  action: null,
  hash: null,
  source: 'human',
  at,
});
const step = (seq: number, at: number): LogEntry => ({
  seq,
  kind: 'action',
  seat: 0,
  action: { type: 'move', dir: 'up' },
  hash: `h${seq}`,
  source: 'human',
  at,
});

describe.each(BACKENDS)('store contract: $name', (backend) => {
  let store: Store;
  let close: () => Promise<void>;
  // Opening a new PGlite database takes seconds, more on a busy machine.
  beforeAll(async () => {
    ({ store, close } = await backend.open());
  }, 60_000);
  afterAll(() => close(), 60_000);

  it('keeps a table and its seats (in seat order); an unknown table is null', async () => {
    await store.createTable(table('t1'), seats);
    const got = await store.getTable('t1');
    expect(got?.table).toEqual(table('t1'));
    expect(got?.seats.map((s) => s.seat)).toEqual([0, 1]);
    expect(got?.seats[1]).toEqual(seats[0]);
    expect(await store.getTable('nope')).toBeNull();
    expect(await store.loadLog('t1')).toEqual([]);
    await expect(store.createTable(table('t1'), seats)).rejects.toThrow();
  });

  it('a claim takes a free human seat once, logs it and moves the table on', async () => {
    const change = { status: 'playing' as const, outcome: null };
    expect(await store.claimSeat('t1', 0, 'Ariadne', 'hash-a', claim(1, 0, 2000), change)).toBe(true);
    // Taken, a bot's, or missing: refused, and nothing is written.
    expect(await store.claimSeat('t1', 0, 'Theseus', 'hash-b', claim(2, 0, 2001), change)).toBe(false);
    expect(await store.claimSeat('t1', 1, 'Theseus', 'hash-b', claim(2, 1, 2001), change)).toBe(false);
    expect(await store.claimSeat('t1', 5, 'Theseus', 'hash-b', claim(2, 5, 2001), change)).toBe(false);
    const got = await store.getTable('t1');
    expect(got?.seats[0]).toMatchObject({ name: 'Ariadne', tokenHash: 'hash-a' });
    expect(got?.table).toMatchObject({ status: 'playing', stateId: 1, updatedAt: 2000 });
    expect(await store.loadLog('t1')).toEqual([claim(1, 0, 2000)]);
  });

  it('appends steps in order; a seq used twice is refused and changes nothing', async () => {
    await store.appendStep('t1', step(2, 3000), { status: 'playing', outcome: null });
    const outcome = { over: true as const, winners: [0], draw: false, reason: 'treasure-found' };
    await store.appendStep('t1', step(3, 4000), { status: 'finished', outcome });
    await expect(
      store.appendStep('t1', step(3, 5000), { status: 'playing', outcome: null }),
    ).rejects.toThrow();
    expect(await store.loadLog('t1')).toEqual([claim(1, 0, 2000), step(2, 3000), step(3, 4000)]);
    expect((await store.getTable('t1'))?.table).toMatchObject({
      status: 'finished',
      outcome,
      stateId: 3,
      updatedAt: 4000,
    });
  });

  it('lists tables by status and visibility, most recently updated first, up to a limit', async () => {
    await store.createTable(table('t2', { updatedAt: 9000 }), seats);
    await store.createTable(table('t3', { isPublic: false, invite: 'x', updatedAt: 9500 }), seats);
    await store.createTable(table('t4', { status: 'playing', updatedAt: 8000 }), seats);
    const ids = async (q: Parameters<Store['listTables']>[0]) =>
      (await store.listTables(q)).map((s) => s.table.id);
    expect(await ids({ statuses: ['waiting', 'playing'], publicOnly: true, limit: 10 })).toEqual([
      't2',
      't4',
    ]);
    expect(await ids({ statuses: ['waiting', 'playing'], publicOnly: false, limit: 2 })).toEqual([
      't3',
      't2',
    ]);
    expect(await ids({ statuses: ['finished'], publicOnly: true, limit: 10 })).toEqual(['t1']);
    // Only tables where something happened since a time (the lobby leaves out abandoned ones).
    expect(
      await ids({ statuses: ['waiting', 'playing'], publicOnly: false, limit: 10, updatedSince: 9000 }),
    ).toEqual(['t3', 't2']);
    expect(
      (await store.listTables({ statuses: ['finished'], publicOnly: true, limit: 1 }))[0]?.seats,
    ).toHaveLength(2);
    expect((await store.tableIds(['waiting', 'playing'])).sort()).toEqual(['t2', 't3', 't4']);
    expect((await store.tableIds(['playing'])).sort()).toEqual(['t4']);
  });

  it('creates a rematch once: a second one answers with the first and creates nothing', async () => {
    const playing = { status: 'playing' as const };
    expect(await store.createRematch('t1', table('r1', playing), seats)).toBe('r1');
    expect(await store.createRematch('t1', table('r2', playing), seats)).toBe('r1');
    expect((await store.getTable('t1'))?.table.rematch).toBe('r1');
    expect((await store.getTable('r1'))?.table).toEqual(table('r1', playing));
    expect(await store.getTable('r2')).toBeNull();
    await expect(store.createRematch('nope', table('r3'), seats)).rejects.toThrow();
    expect(await store.getTable('r3')).toBeNull();
  });

  it('what it returns is a copy', async () => {
    const got = await store.getTable('t2');
    (got!.seats[0] as { name: string | null }).name = 'changed';
    const log = await store.loadLog('t1');
    log.pop();
    expect((await store.getTable('t2'))?.seats[0]?.name).toBeNull();
    expect(await store.loadLog('t1')).toHaveLength(3);
  });

  it('steps of many tables at once are all stored; one refused step fails only its own table', async () => {
    const ids = Array.from({ length: 30 }, (_, i) => `g${i}`);
    for (const id of ids) await store.createTable(table(id, { status: 'playing' }), seats);
    const playing = { status: 'playing' as const, outcome: null };
    // A step of each table, sent together: the database's store writes them in groups
    // (group commit), not one round trip each.
    await Promise.all(ids.map((id) => store.appendStep(id, step(1, 100), playing)));
    if (store instanceof DrizzleStore) expect(store.groupCommitStats.largest).toBeGreaterThan(10);
    // Two more of each table, and one of g7 reusing a seq: refused, while every other step
    // (g7's own before it included) is stored.
    const writes = ids.flatMap((id) => [
      store.appendStep(id, step(2, 200), playing),
      store.appendStep(id, step(3, 300), playing),
    ]);
    const clash = store.appendStep('g7', step(3, 400), playing);
    const results = await Promise.allSettled([...writes, clash]);
    expect(results.slice(0, -1).every((r) => r.status === 'fulfilled')).toBe(true);
    expect(results.at(-1)?.status).toBe('rejected');
    for (const id of ids) {
      expect(await store.loadLog(id)).toEqual([step(1, 100), step(2, 200), step(3, 300)]);
      expect((await store.getTable(id))?.table).toMatchObject({ stateId: 3, updatedAt: 300 });
    }
  });

  it('a seat given up is free again while the table waits; a wrong token or a game begun changes nothing', async () => {
    const people: SeatRow[] = [0, 1].map((seat) => ({
      seat,
      kind: 'human',
      level: null,
      name: null,
      tokenHash: null,
    }));
    await store.createTable(table('t-release'), people);
    const waiting = { status: 'waiting' as const, outcome: null };
    const release = (seq: number, seat: number, at: number): LogEntry => ({
      ...claim(seq, seat, at),
      kind: 'release',
    });
    expect(await store.claimSeat('t-release', 0, 'Ariadne', 'hash-a', claim(1, 0, 2000), waiting)).toBe(true);
    // Not held by that token, or not held at all: refused, nothing written.
    expect(await store.releaseSeat('t-release', 0, 'hash-b', release(2, 0, 2001), waiting)).toBe(false);
    expect(await store.releaseSeat('t-release', 1, 'hash-a', release(2, 1, 2001), waiting)).toBe(false);
    expect(await store.releaseSeat('t-release', 0, 'hash-a', release(2, 0, 2002), waiting)).toBe(true);
    let got = await store.getTable('t-release');
    expect(got?.seats[0]).toMatchObject({ name: null, tokenHash: null });
    expect(got?.table).toMatchObject({ status: 'waiting', stateId: 2, updatedAt: 2002 });
    // Free again: someone else takes it; once the game has begun, it cannot be given up.
    expect(await store.claimSeat('t-release', 0, 'Theseus', 'hash-t', claim(3, 0, 2003), waiting)).toBe(true);
    const playing = { status: 'playing' as const, outcome: null };
    expect(await store.claimSeat('t-release', 1, 'Minos', 'hash-m', claim(4, 1, 2004), playing)).toBe(true);
    expect(await store.releaseSeat('t-release', 0, 'hash-t', release(5, 0, 2005), waiting)).toBe(false);
    got = await store.getTable('t-release');
    expect(got?.seats.map((s) => s.name)).toEqual(['Theseus', 'Minos']);
    expect(got?.table).toMatchObject({ status: 'playing', stateId: 4 });
    expect((await store.loadLog('t-release')).map((e) => [e.seq, e.kind, e.seat])).toEqual([
      [1, 'claim', 0],
      [2, 'release', 0],
      [3, 'claim', 0],
      [4, 'claim', 1],
    ]);
  });

  it('tables and logs read at the same time each get their own rows', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `read-${i}`);
    const playing = { status: 'playing' as const, outcome: null };
    for (const [i, id] of ids.entries()) {
      await store.createTable(table(id, { status: 'playing', players: 2 + (i % 3) }), seats);
      for (let seq = 1; seq <= i % 4; seq++) await store.appendStep(id, step(seq, 100 * i + seq), playing);
    }
    // Asked together (the database's store reads them in groups), with a table that does not exist.
    const asked = [...ids, 'none'];
    const [got, logs, opened] = await Promise.all([
      Promise.all(asked.map((id) => store.getTable(id))),
      Promise.all(asked.map((id) => store.loadLog(id))),
      Promise.all(asked.map((id) => store.getTableWithLog(id))),
    ]);
    for (const [i, id] of ids.entries()) {
      expect(got[i]?.table).toMatchObject({ id, players: 2 + (i % 3), stateId: i % 4 });
      expect(got[i]?.seats.map((s) => s.seat)).toEqual([0, 1]);
      expect(logs[i]).toEqual(Array.from({ length: i % 4 }, (_, k) => step(k + 1, 100 * i + k + 1)));
      // Read in one go: the same table, seats and log.
      expect(opened[i]).toEqual({ ...got[i], log: logs[i] });
    }
    expect(got.at(-1)).toBeNull();
    expect(logs.at(-1)).toEqual([]);
    expect(opened.at(-1)).toBeNull();
  });

  // A generic plan is made without the parameters' values: what a prepared statement keeps
  // (PGlite runs no autovacuum: its plans are not made again as the tables grow, and it has no
  // statistics but the tables' sizes). On PGlite a thousand tables without statistics, what a
  // young server has and what the benchmarks play (its settings, db.ts, make lookups the
  // cheaper plan there); on both, five thousand with statistics, as autovacuum gathers them. A
  // PostgreSQL server keeps its operator's `random_page_cost`: with its default of 4 it rightly
  // scans a thousand tables' thirteen pages, which native PostgreSQL does quickly.
  const sizes =
    backend.name === 'pglite'
      ? [
          { count: 1000, analyze: false },
          { count: 5000, analyze: true },
        ]
      : [{ count: 5000, analyze: true }];
  for (const { count, analyze } of sizes) {
    it(`the group statements' generic plans find tables and logs by their keys among ${count} tables${analyze ? ' (statistics gathered)' : ''}`, async () => {
      if (!(store instanceof DrizzleStore)) return;
      const ids = JSON.stringify(['g1', 'g2']);
      const moves = JSON.stringify([{ id: 'g1', seq: 9, status: 'playing', outcome: null, at: 1 }]);
      const statements = [
        [READ_TABLES, `'${ids}'`],
        [READ_LOGS, `'${ids}'`],
        [READ_TABLES_WITH_LOGS, `'${ids}'`],
        [WRITE_STEPS, `'[]', '${moves}'`],
        [WRITE_STEP, `'g1', 0, 9, 'action', null, null, 'human', 1, 'playing', null`],
        [CLAIM_SEAT, `'g1', 0, 1, 'claim', null, null, 'human', 1, 'playing', null, 'n', 'h'`],
        [RELEASE_SEAT, `'g1', 0, 1, 'release', null, null, 'human', 1, 'waiting', null, 'h'`],
      ] as const;
      // In one transaction (one connection of a pool), rolled back.
      const plans = await store.db
        .transaction(async (tx) => {
          await tx.execute(sql.raw('SET LOCAL plan_cache_mode = force_generic_plan'));
          await tx.execute(
            sql.raw(`INSERT INTO daedalus_tables (id, game, options, players, seed, is_public, status, state_id, created_at, updated_at)
              SELECT 'plan-' || i, 'hunt', '{}', 2, 's', true, 'playing', 0, 0, 0 FROM generate_series(1, ${count}) AS i`),
          );
          await tx.execute(
            sql.raw(`INSERT INTO daedalus_seats (table_id, seat, kind)
              SELECT 'plan-' || i, s, 'human' FROM generate_series(1, ${count}) AS i, generate_series(0, 1) AS s`),
          );
          await tx.execute(
            sql.raw(`INSERT INTO daedalus_log (table_id, seq, kind, seat, source, at)
              SELECT 'plan-' || (i % ${count} + 1), i, 'action', 0, 'human', 0 FROM generate_series(1, ${4 * count}) AS i`),
          );
          if (analyze) await tx.execute(sql.raw('ANALYZE daedalus_tables, daedalus_seats, daedalus_log'));
          const found: string[] = [];
          for (const [statement, values] of statements) {
            await tx.execute(sql.raw(`PREPARE plan_check AS ${statement.text}`));
            const explained = (await tx.execute(
              sql.raw(`EXPLAIN EXECUTE plan_check(${values})`),
            )) as unknown as {
              rows: Record<string, string>[];
            };
            found.push(explained.rows.map((row) => Object.values(row)[0]).join('\n'));
            await tx.execute(sql.raw('DEALLOCATE plan_check'));
          }
          throw new Plans(found);
        })
        .catch((error: unknown) => (error instanceof Plans ? error.plans : Promise.reject(error)));
      expect(plans).toHaveLength(7);
      for (const plan of plans) {
        expect(plan).not.toMatch(/Seq Scan on daedalus_/);
        expect(plan).toMatch(/Index Scan/);
      }
    });
  }

  // Last: its table would be listed by the listing test above.
  it('stores any JSON action and outcome exactly, whatever its characters, in one group or one by one', async () => {
    await store.createTable(table('odd'), seats);
    const odd = (seq: number, action: LogEntry['action'], seat: number, hash: string | null): LogEntry => ({
      seq,
      kind: 'action',
      seat,
      action,
      hash,
      source: 'human',
      at: 2 ** 40 + seq,
    });
    const entries = [
      odd(
        1,
        { say: 'a "quoted", {braced} \\ back\\slashed, NULL, null\n line', list: [1, [2, {}], null] },
        0,
        'h1',
      ),
      odd(2, { text: 'é ✓ 😀 \u0001 tab\t', n: -1.5e-7, t: true }, 1, null),
      odd(3, null, 1, '{"not":"json"}'),
      odd(4, [], 0, ''),
    ];
    const outcome = { over: true as const, winners: [1], draw: false, reason: 'a "quoted", {odd} reason' };
    // Sent together: stored in one group.
    await Promise.all(
      entries.map((e, i) =>
        store.appendStep(
          'odd',
          e,
          i === entries.length - 1 ? { status: 'finished', outcome } : { status: 'playing', outcome: null },
        ),
      ),
    );
    expect(await store.loadLog('odd')).toEqual(entries);
    expect((await store.getTable('odd'))?.table).toMatchObject({ status: 'finished', outcome, stateId: 4 });
    // The same steps one at a time: each a group of its own (`WRITE_STEP`).
    await store.createTable(table('odd-alone'), seats);
    for (const [i, e] of entries.entries()) {
      await store.appendStep(
        'odd-alone',
        e,
        i === entries.length - 1 ? { status: 'finished', outcome } : { status: 'playing', outcome: null },
      );
    }
    expect(await store.loadLog('odd-alone')).toEqual(entries);
    expect((await store.getTable('odd-alone'))?.table).toMatchObject({
      status: 'finished',
      outcome,
      stateId: 4,
    });
    // Every field of a table and its seats read back as written, none at its default.
    const full = table('full', {
      options: { size: 5, nested: { list: [1, 'two', null], text: 'é "q"' } },
      players: 3,
      seed: 's\\e"e\'d',
      edition: 3,
      seedChosen: true,
      isPublic: false,
      invite: 'inv"ite',
      moveSeconds: 45,
      status: 'finished',
      outcome,
      stateId: 0,
      createdAt: 2 ** 41,
      updatedAt: 2 ** 41 + 7,
    });
    const named: SeatRow[] = [
      { seat: 2, kind: 'bot', level: 'strong', name: 'Computer', tokenHash: null },
      { seat: 0, kind: 'human', level: null, name: 'Ada "A"', tokenHash: 'f00d' },
      { seat: 1, kind: 'human', level: null, name: null, tokenHash: null },
    ];
    await store.createTable(full, named);
    expect(await store.getTable('full')).toEqual({ table: full, seats: [named[1], named[2], named[0]] });
  });
});

describe.each(DATABASES)('migrations: %s', (backend) => {
  it('a table stored before editions were recorded is of the first edition once migrated', async () => {
    const storage = tempStorage(backend);
    const opened = await openDb({
      dataDir: storage.dataDir,
      databaseUrl: storage.databaseUrl,
      schema: storage.dbSchema,
    });
    try {
      await migrate(opened.db);
      // The database as the version before migration 0004 left it, with a table in it.
      await opened.db.execute(sql.raw('ALTER TABLE daedalus_tables DROP COLUMN edition'));
      await opened.db.execute(sql.raw("DELETE FROM daedalus_migrations WHERE id = '0004-edition'"));
      await opened.db.execute(
        sql.raw(`INSERT INTO daedalus_tables (id, game, options, players, seed, is_public, status, state_id, created_at, updated_at)
                 VALUES ('old', 'slugs', '{"level":"random"}', 2, 's', true, 'playing', 0, 1, 1)`),
      );
      expect(await migrate(opened.db)).toEqual(['0004-edition']);
      const store = new DrizzleStore(opened.db, opened.runPrepared);
      expect((await store.getTable('old'))?.table).toMatchObject({ game: 'slugs', edition: 1 });
    } finally {
      await opened.close();
      await storage.drop();
    }
  }, 60_000);
});
