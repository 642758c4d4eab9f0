/**
 * PGlite makes no checkpoint of its own until it is closed, and freezes no transaction ids
 * (pglite-upkeep.ts): the server's checkpoints move PostgreSQL's redo point on as the log
 * grows, so that a restart after `kill -9` replays only what came since; and its freezing
 * keeps the oldest unfrozen transaction young, so that PostgreSQL never stops taking writes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { tempStorage } from '../../test/temp-storage.ts';
import { openDb } from './db.ts';

const storage = tempStorage('pglite');
afterEach(() => storage.drop());

type Db = Awaited<ReturnType<typeof openDb>>['db'];

async function one<T>(db: Db, sql: string): Promise<T> {
  const { rows } = (await db.execute(sql)) as unknown as { rows: T[] };
  return rows[0] as T;
}

const redoPoint = async (db: Db) =>
  (await one<{ redo: string }>(db, 'SELECT redo_lsn::text AS redo FROM pg_control_checkpoint()')).redo;

/** Transactions since the oldest unfrozen one, in the database and in table `filler`. */
const ages = (db: Db) =>
  one<{ database: number; filler: number }>(
    db,
    `SELECT age(datfrozenxid) AS database,
       (SELECT age(relfrozenxid) FROM pg_class WHERE relname = 'filler') AS filler
     FROM pg_database WHERE datname = current_database()`,
  );

/** `n` transactions, each a row of its own. */
async function transactions(db: Db, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await db.execute(`INSERT INTO filler VALUES (${i}, 'x')`);
}

/** Polls `done` every 20 ms, at most 10 s (a busy machine's bound, not a timing). */
async function until(done: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  while (!(await done()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return done();
}

describe('PGlite upkeep', () => {
  it('checkpoints as the log grows, and never when it does not; freezes before each checkpoint', async () => {
    const opened = await openDb({
      dataDir: storage.dataDir,
      upkeep: { everyBytes: 256 * 1024, intervalMs: 10 },
    });
    try {
      const db = opened.db;
      const before = await redoPoint(db);
      // Less than the threshold: many looks, no checkpoint, nothing frozen.
      await db.execute('CREATE TABLE filler (n integer, pad text)');
      await transactions(db, 50);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await redoPoint(db)).toBe(before);
      expect((await ages(db)).filler).toBeGreaterThanOrEqual(50);
      // Over it: the next look freezes, then checkpoints.
      await db.execute("INSERT INTO filler SELECT i, repeat('x', 200) FROM generate_series(1, 5000) AS i");
      expect(await until(async () => (await redoPoint(db)) !== before)).toBe(true);
      expect((await ages(db)).filler).toBeLessThan(5);
    } finally {
      await opened.close();
    }
  });

  it('freezes once the oldest unfrozen transaction is freezeAge old, with no checkpoint', async () => {
    const opened = await openDb({
      dataDir: storage.dataDir,
      upkeep: { everyBytes: 2 ** 40, freezeAge: 100, intervalMs: 10 },
    });
    try {
      const db = opened.db;
      const before = await redoPoint(db);
      await db.execute('CREATE TABLE filler (n integer, pad text)');
      await transactions(db, 150);
      // The database's oldest unfrozen transaction, catalogs included, is made young again.
      expect(await until(async () => (await ages(db)).database < 100)).toBe(true);
      expect((await ages(db)).filler).toBeLessThan(100);
      expect(await redoPoint(db)).toBe(before);
    } finally {
      await opened.close();
    }
  });
});
