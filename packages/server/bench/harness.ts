/** What the server benchmarks share: their arguments, server processes, tables and figures. */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DaedalusClient, TableConnection } from '@daedalus/protocol/client';
import pg from 'pg';

const args = process.argv.slice(2);

/** The value after `--name` on the command line, or `fallback`. */
export const arg = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};

/**
 * Starts a server script as a process of its own (a TypeScript one through tsx); resolves with
 * its address once it says `ready`.
 */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  ready: string,
  port = 30_000 + Math.floor(Math.random() * 20_000),
): Promise<{ url: string; child: ChildProcess; port: number }> {
  const path = new URL(script, import.meta.url).pathname;
  const child = spawn(process.execPath, path.endsWith('.ts') ? ['--import', 'tsx', path] : [path], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Whatever happens to the benchmark, its servers go with it.
  process.on('exit', () => child.kill('SIGKILL'));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += String(d);
      if (out.includes(ready)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}): ${out}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child, port };
}

/**
 * Where the Daedalus server runs from (`--from`): `compiled`, as `npm start` runs it (dist/,
 * compiled first when older than its sources), or `sources`, through tsx.
 */
const from = arg('from', 'compiled');
if (from !== 'compiled' && from !== 'sources') throw new Error('--from: expected compiled or sources');

/**
 * `--profile <folder>`: each Daedalus server process writes a V8 CPU profile there when it
 * exits (`node --cpu-prof`), one file per thread; the bot workers' are the small ones.
 */
const profileArg = arg('profile', '');
const profile = profileArg && resolve(profileArg);

/** Starts the Daedalus server as `--from` says; resolves once it is ready. */
export function startDaedalus(env: Record<string, string>, port?: number) {
  const profiling = profile ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profile}` } : {};
  return startProcess(
    from === 'compiled' ? '../start.mjs' : '../src/main.ts',
    { ...env, ...profiling },
    'server ready',
    port,
  );
}

export async function stop(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The benchmark's own random stream (the same load every run). */
export function randomStream(seed: number): () => number {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
}

/** Runs `tasks` with at most `limit` in flight. */
export async function limited<T>(
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

/**
 * A table of hunt 7×7 (up to 200 moves) with both seats taken by people: the benchmarks'
 * load. Games long enough that playing, not opening tables, is what is measured.
 */
export async function openTable(client: DaedalusClient): Promise<TableConnection[]> {
  const { table } = await client.createTable({
    game: 'hunt',
    options: { size: 7, moveCap: 200 },
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  const a = await client.join({ tableId: table.id, claim: { seat: 0, name: 'A' } }, { autoReconnect: false });
  const b = await client.join({ tableId: table.id, claim: { seat: 1, name: 'B' } }, { autoReconnect: false });
  return [a, b];
}

/**
 * Where a benchmark's server keeps its data: with DATABASE_URL a PostgreSQL schema of its
 * own (dropped by `drop`), so nothing is left behind for the next server on that database.
 */
export function benchStorage(dataDir: string): { env: Record<string, string>; drop(): Promise<void> } {
  const url = process.env.DATABASE_URL;
  if (!url) return { env: { DAEDALUS_DATA_DIR: dataDir }, drop: async () => {} };
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  return {
    env: { DAEDALUS_DATA_DIR: dataDir, DAEDALUS_DB_SCHEMA: schema },
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

/**
 * A process's CPU time so far (user + system, ms), from /proc on Linux; null elsewhere or
 * when the process is gone. Read before and after a measurement: the server's CPU per action
 * is steadier than its actions per second on a shared machine.
 */
export function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Linux's clock ticks per second for /proc times (USER_HZ, 100 on every common build). */
const TICKS_PER_SECOND = 100;
