/**
 * PGlite's upkeep: what PostgreSQL's own background processes do, and PGlite — PostgreSQL run
 * as one single-user backend — does not.
 *
 * - **Checkpoints.** PostgreSQL checkpoints by time and by the size of the write-ahead log;
 *   PGlite makes none until it is closed. After a `kill -9` it then replays every write since
 *   the last clean stop, and the log's files are never removed: a database that took 100,000
 *   steps reopened in 3.1 s instead of 1.0 s, with 81 MB of log against 33 MB
 *   (docs/performance.md, "Fifth round"). So the server asks for a checkpoint itself whenever
 *   the log has grown by `everyBytes` since the last one, looking every `intervalMs`. A
 *   checkpoint writes the changed pages out (about 20 ms after 25,000 steps) and lets PGlite
 *   drop the log before it.
 * - **Freezing.** PostgreSQL's autovacuum freezes old rows' transaction ids; PGlite runs no
 *   autovacuum, and PostgreSQL stops taking writes about 2.1 billion transactions after the
 *   oldest unfrozen one — every group write, table creation and claim is one: at a thousand
 *   group writes a second, 25 days. So before each checkpoint, and whenever the oldest
 *   unfrozen transaction is `freezeAge` transactions old (a server restarted often may never
 *   grow its log to a checkpoint), the server runs `VACUUM (FREEZE)`. Pages already frozen are
 *   skipped, so each run freezes only what came since the last: 23–32 ms after 50,000 steps in
 *   a measurement (docs/server.md, *PGlite's upkeep*).
 */
import type { PGlite } from '@electric-sql/pglite';

export interface UpkeepOptions {
  /** How much the log may grow between checkpoints (bytes); 32 MB, about 50,000 steps. */
  readonly everyBytes?: number;
  /** Transactions since the oldest unfrozen one that call for freezing without a checkpoint; 10 million. */
  readonly freezeAge?: number;
  /** How often the log's growth and the transactions' age are looked at (ms). */
  readonly intervalMs?: number;
  /** Told of a failed look, freeze or checkpoint; the next look tries again. */
  readonly onError?: (error: unknown) => void;
}

export interface Upkeep {
  /** Stops looking; resolves once a freeze or checkpoint under way has ended. */
  stop(): Promise<void>;
}

export function startUpkeep(client: PGlite, options: UpkeepOptions = {}): Upkeep {
  const everyBytes = options.everyBytes ?? 32 * 2 ** 20;
  const freezeAge = options.freezeAge ?? 10_000_000;
  const onError = options.onError ?? ((error) => console.error(`[daedalus] PGlite upkeep: ${String(error)}`));
  let running: Promise<void> | null = null;
  const look = async () => {
    const { rows } = await client.query<{ grown: string; age: number }>(
      `SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::text AS grown, age(datfrozenxid) AS age
       FROM pg_control_checkpoint(), pg_database WHERE datname = current_database()`,
    );
    const checkpoint = Number(rows[0]?.grown) >= everyBytes;
    if (checkpoint || Number(rows[0]?.age) >= freezeAge) await client.exec('VACUUM (FREEZE)');
    if (checkpoint) await client.exec('CHECKPOINT');
  };
  const timer = setInterval(() => {
    running ??= look()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, options.intervalMs ?? 5000);
  // Looking is no reason to keep the process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
