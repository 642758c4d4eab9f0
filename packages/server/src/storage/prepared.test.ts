/**
 * Prepared statements (prepared.ts) on PGlite and, when DATABASE_URL is set, PostgreSQL: values
 * are bound, never spliced into the text, a statement is reused, a failure is reported and
 * leaves nothing behind; and on PGlite, one connection, a statement never runs inside another
 * caller's open transaction.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type Backend, tempStorage } from '../../test/temp-storage.ts';
import { type OpenedDb, openDb } from './db.ts';
import type { PreparedStatement } from './prepared.ts';

const PUT: PreparedStatement = {
  name: 'test_put',
  text: 'INSERT INTO prepared_kv (k, v) SELECT r.k, r.v FROM json_to_recordset($1::json) AS r (k text, v jsonb)',
};
const rows = async (db: OpenedDb) => {
  const result = (await db.db.execute(sql`SELECT k, v FROM prepared_kv ORDER BY k`)) as unknown as {
    rows: { k: string; v: unknown }[];
  };
  return result.rows;
};

/** A database of the test's own with one table, open for the tests of the enclosing `describe`. */
function withDatabase(backend: Backend): () => OpenedDb {
  const storage = tempStorage(backend);
  let db: OpenedDb | undefined;
  beforeAll(async () => {
    db = await openDb({
      dataDir: storage.dataDir,
      databaseUrl: storage.databaseUrl,
      schema: storage.dbSchema,
    });
    await db.db.execute(sql`CREATE TABLE prepared_kv (k text PRIMARY KEY, v jsonb)`);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await storage.drop();
  }, 60_000);
  return () => db as OpenedDb;
}

describe.each(BACKENDS)('prepared statements: %s', (backend) => {
  const opened = withDatabase(backend);

  it('binds values as they are, runs again without preparing again, and a failure leaves nothing', async () => {
    const db = opened();
    const odd = { say: `it's "quoted"; DROP TABLE prepared_kv; -- $1 \\ é 😀` };
    await db.runPrepared(PUT, [
      JSON.stringify([
        { k: 'a', v: odd },
        { k: "b'); --", v: null },
      ]),
    ]);
    await db.runPrepared(PUT, [JSON.stringify([{ k: 'c', v: [1, 2] }])]);
    // A key used twice within one statement: refused whole, the statement still usable after.
    await expect(
      db.runPrepared(PUT, [
        JSON.stringify([
          { k: 'd', v: 1 },
          { k: 'a', v: 2 },
        ]),
      ]),
    ).rejects.toThrow(/duplicate key/);
    await db.runPrepared(PUT, [JSON.stringify([{ k: 'e', v: true }])]);
    expect(await rows(db)).toEqual([
      { k: 'a', v: odd },
      { k: "b'); --", v: null },
      { k: 'c', v: [1, 2] },
      { k: 'e', v: true },
    ]);
  });
});

describe('prepared statements on PGlite, one connection', () => {
  const opened = withDatabase('pglite');

  it('wait for a transaction under way, and are not rolled back with it', async () => {
    const db = opened();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let begun = () => {};
    const open = new Promise<void>((resolve) => {
      begun = resolve;
    });
    const rolledBack = db.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO prepared_kv (k, v) VALUES ('inside', '1')`);
        begun();
        await held;
        throw new Error('rolled back');
      })
      .catch((error: Error) => error.message);
    await open;
    let settled = false;
    const put = db.runPrepared(PUT, [JSON.stringify([{ k: 'outside', v: 2 }])]).finally(() => {
      settled = true;
    });
    // PGlite is one connection: run now, the statement would be part of the open transaction.
    // It must wait instead (a bound to give it the chance to go wrong: a slow machine can only
    // hide the fault, never fail the test).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toBe(false);
    release();
    expect(await rolledBack).toBe('rolled back');
    await put;
    const keys = (await rows(db)).map((r) => r.k);
    expect(keys).toContain('outside');
    expect(keys).not.toContain('inside');
  });
});
