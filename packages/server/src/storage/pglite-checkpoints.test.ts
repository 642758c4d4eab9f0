/**
 * PGlite makes no checkpoint of its own until it is closed (pglite-checkpoints.ts): the
 * server's checkpoints move PostgreSQL's redo point on as the log grows, so that a restart
 * after `kill -9` replays only what came since.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { tempStorage } from '../../test/temp-storage.ts';
import { openDb } from './db.ts';

const storage = tempStorage('pglite');
afterEach(() => storage.drop());

async function redoPoint(db: Awaited<ReturnType<typeof openDb>>['db']): Promise<string> {
  const { rows } = (await db.execute(
    'SELECT redo_lsn::text AS redo FROM pg_control_checkpoint()',
  )) as unknown as {
    rows: { redo: string }[];
  };
  return rows[0]!.redo;
}

describe('PGlite checkpoints', () => {
  it('are made as the log grows, and never when it does not', async () => {
    const opened = await openDb({
      dataDir: storage.dataDir,
      checkpoints: { everyBytes: 256 * 1024, intervalMs: 10 },
    });
    try {
      const before = await redoPoint(opened.db);
      // Less than the threshold: many looks, no checkpoint.
      await opened.db.execute('CREATE TABLE filler (n integer, pad text)');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await redoPoint(opened.db)).toBe(before);
      // Over it: the next look checkpoints (within 10 s at most on a busy machine).
      await opened.db.execute(
        "INSERT INTO filler SELECT i, repeat('x', 200) FROM generate_series(1, 5000) AS i",
      );
      const deadline = Date.now() + 10_000;
      while ((await redoPoint(opened.db)) === before && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await redoPoint(opened.db)).not.toBe(before);
    } finally {
      await opened.close();
    }
  });
});
