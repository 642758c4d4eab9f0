/**
 * Checkpoints for PGlite. PostgreSQL's checkpoints are made by a process of its own, by time
 * and by the size of the write-ahead log; PGlite runs PostgreSQL as one single-user backend,
 * which makes none until it is closed. After a `kill -9` it then replays every write since the
 * last clean stop, and the log's files are never removed: a database that took 100,000 steps
 * reopened in 3.1 s instead of 1.0 s, with 81 MB of log against 33 MB (docs/performance.md,
 * "Fifth round"). So the server asks for a checkpoint itself whenever the log has grown by
 * `everyBytes` since the last one, looking every `intervalMs`. A checkpoint writes the changed
 * pages out (about 20 ms after 25,000 steps) and lets PGlite drop the log before it.
 */
import type { PGlite } from '@electric-sql/pglite';

export interface CheckpointOptions {
  /** How much the log may grow between checkpoints (bytes); 32 MB, about 50,000 steps. */
  readonly everyBytes?: number;
  /** How often the log's growth is looked at (ms). */
  readonly intervalMs?: number;
  /** Told of a failed look or checkpoint; the next look tries again. */
  readonly onError?: (error: unknown) => void;
}

export interface Checkpoints {
  /** Stops looking; resolves once a checkpoint under way has ended. */
  stop(): Promise<void>;
}

export function startCheckpoints(client: PGlite, options: CheckpointOptions = {}): Checkpoints {
  const everyBytes = options.everyBytes ?? 32 * 2 ** 20;
  const onError =
    options.onError ?? ((error) => console.error(`[daedalus] PGlite checkpoint: ${String(error)}`));
  let running: Promise<void> | null = null;
  const look = async () => {
    const { rows } = await client.query<{ grown: string }>(
      'SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::text AS grown FROM pg_control_checkpoint()',
    );
    if (Number(rows[0]?.grown) >= everyBytes) await client.exec('CHECKPOINT');
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
