/**
 * Load benchmark: N tables played at once by computer players connected over
 * websockets on loopback, against a real server process (temporary PGlite, or
 * DATABASE_URL). Reports actions per second and the latency from sending an
 * action to receiving the view it produced (p50/p99), for each N.
 *
 *   npm run bench:server -w @daedalus/server -- [--tables 10,100,1000] [--seconds 15] [--url http://host:port]
 *
 * With `--url` it loads a running server instead of starting one (give that server
 * a high DAEDALUS_RATE_PER_SECOND).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JsonValue } from '@daedalus/core';
import { DaedalusClient, type TableConnection } from '@daedalus/protocol/client';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const sizes = arg('tables', '10,100,1000').split(',').map(Number);
const seconds = Number(arg('seconds', '15'));

async function startServer(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = 30_000 + Math.floor(Math.random() * 20_000);
  const main = new URL('../src/main.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DAEDALUS_DATA_DIR: dataDir,
      DAEDALUS_RATE_PER_SECOND: '1000',
      // It opens (and replaces) up to thousands of tables a minute from one address.
      DAEDALUS_TABLES_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Whatever happens to the benchmark, its server goes with it.
  process.on('exit', () => child.kill('SIGKILL'));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += String(d);
      if (out.includes('server ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** One seat played by a random computer player, timing each action until its new view arrives. */
function drive(
  conn: TableConnection,
  latencies: number[],
  counter: { actions: number },
  random: () => number,
) {
  let sentAt = 0;
  let sentOn = -1;
  const step = () => {
    const s = conn.situation;
    if (sentOn >= 0 && conn.stateId > sentOn) {
      latencies.push(performance.now() - sentAt);
      counter.actions++;
      sentOn = -1;
    }
    // One action per decision: none while the last one is unanswered.
    if (!s?.you || s.outcome.over || sentOn >= 0 || !conn.connected || conn.awaiting) return;
    const legal = s.legal as JsonValue[];
    sentOn = conn.stateId;
    sentAt = performance.now();
    conn.act(legal[Math.floor(random() * legal.length)]!);
  };
  conn.on('update', step);
  conn.on('snapshot', step);
  conn.on('ack', step);
  conn.on('error', () => {
    sentOn = -1;
    step();
  });
  step();
}

async function openTable(client: DaedalusClient): Promise<TableConnection[]> {
  const { table } = await client.createTable({
    game: 'hunt',
    options: { size: 5, moveCap: 40 },
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  const a = await client.join({ tableId: table.id, claim: { seat: 0, name: 'A' } }, { autoReconnect: false });
  const b = await client.join({ tableId: table.id, claim: { seat: 1, name: 'B' } }, { autoReconnect: false });
  return [a, b];
}

/** Runs `tasks` with at most `limit` in flight. */
async function limited<T>(
  count: number,
  limit: number,
  task: () => Promise<T>,
): Promise<PromiseSettledResult<T>[]> {
  const results: PromiseSettledResult<T>[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      results.push(
        await task().then(
          (value) => ({ status: 'fulfilled' as const, value }),
          (reason) => ({ status: 'rejected' as const, reason }),
        ),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
}

async function playTables(url: string, n: number): Promise<void> {
  const client = new DaedalusClient(url);
  const latencies: number[] = [];
  const counter = { actions: 0 };
  let finished = 0;
  let failures = 0;
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  // Set-up (not timed): N tables with both seats taken, 25 being opened at a time.
  const t0 = performance.now();
  const opened = await limited(n, 25, () => openTable(client));
  const ready = opened.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  failures += opened.length - ready.length;
  const setup = (performance.now() - t0) / 1000;
  // Play (timed): every table at once; a finished table is replaced by a new one.
  const start = performance.now();
  const deadline = start + seconds * 1000;
  const play = async (first: TableConnection[]) => {
    let pair: TableConnection[] | null = first;
    while (pair && performance.now() < deadline) {
      const done = Promise.all(
        pair.map((c) => c.record ?? c.waitFor((m) => m.type === 'record', seconds * 1000 + 60_000)),
      );
      for (const c of pair) drive(c, latencies, counter, random);
      const over = await Promise.race([
        done.then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((r) => setTimeout(() => r(false), Math.max(0, deadline - performance.now()))),
      ]);
      await Promise.all(pair.map((c) => c.leave()));
      if (over) finished++;
      pair = null;
      if (performance.now() < deadline) {
        pair = await openTable(client).catch(() => {
          failures++;
          return null;
        });
      }
    }
  };
  await Promise.all(ready.map(play));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((x, y) => x - y);
  console.log(
    `N=${String(n).padStart(4)}  set-up ${setup.toFixed(1)} s  games finished ${String(finished).padStart(5)}  ` +
      `actions ${String(counter.actions).padStart(6)} in ${elapsed.toFixed(1)} s = ${(counter.actions / elapsed).toFixed(0).padStart(5)} actions/s  ` +
      `latency p50 ${percentile(latencies, 50).toFixed(1)} ms  p99 ${percentile(latencies, 99).toFixed(1)} ms` +
      (failures > 0 ? `  (${failures} tables failed to open)` : ''),
  );
}

const external = arg('url', '');
const dataDir = mkdtempSync(join(tmpdir(), 'daedalus-bench-'));
const { url, child } = external ? { url: external, child: null } : await startServer(dataDir);
console.log(`server bench: ${seconds} s per N, hunt 5x5 tables of two random players, server at ${url}`);
try {
  for (const n of sizes) await playTables(url, n);
} finally {
  if (child) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
