/**
 * Test helpers: a real server (in this process on a free port, or a child
 * process), real websocket clients from @colyseus/sdk through the protocol's
 * client, and storage on PGlite or, when DATABASE_URL is set, PostgreSQL in a
 * schema of its own (dropped afterwards).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { AnyGame, JsonValue, MatchRecord } from '@daedalus/core';
import { DaedalusClient, type TableConnection } from '@daedalus/protocol/client';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import {
  type BotIncident,
  type Clock,
  type RunningServer,
  type ServerConfig,
  startServer,
} from '../src/index.ts';

import { type Backend, type Storage, tempStorage } from './temp-storage.ts';

export { BACKENDS, type Backend, type Storage, tempStorage } from './temp-storage.ts';

export interface TestServer {
  readonly server: RunningServer;
  readonly client: DaedalusClient;
  readonly url: string;
  close(): Promise<void>;
}

export async function startTestServer(
  backend: Backend,
  options: {
    clock?: Clock;
    games?: ReadonlyMap<string, AnyGame>;
    rate?: { perSecond: number; burst: number };
    tablesPerMinute?: number;
    /** Open tables with nothing happening for this long (ms) leave the lobby. */
    abandonedAfterMs?: number;
    /** A fixed server secret in every table's seed: a chosen seed then plays the same game every run. */
    seedSecret?: string;
    /** Failed guesses of secrets a minute, per address and per table (default: plenty). */
    guessesPerMinute?: number;
    tableGuessesPerMinute?: number;
    storage?: Storage;
    webDist?: string;
    /** Any other server settings (bot workers, budgets, modules, incident reporter). */
    config?: Partial<ServerConfig>;
  } = {},
): Promise<TestServer> {
  const storage = options.storage ?? tempStorage(backend);
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: storage.dataDir,
    databaseUrl: storage.databaseUrl,
    dbSchema: storage.dbSchema,
    webDist: options.webDist ?? null,
    quiet: true,
    botWorkers: 2,
    limits: {
      rate: options.rate ?? { perSecond: 10_000, burst: 10_000 },
      tablesPerMinute: options.tablesPerMinute ?? 100_000,
      ...(options.abandonedAfterMs !== undefined ? { abandonedAfterMs: options.abandonedAfterMs } : {}),
      guessesPerMinute: options.guessesPerMinute ?? 100_000,
      tableGuessesPerMinute: options.tableGuessesPerMinute ?? 100_000,
    },
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.seedSecret ? { seedSecret: () => options.seedSecret! } : {}),
    ...(options.games ? { games: options.games } : {}),
    ...options.config,
  });
  return {
    server,
    client: new DaedalusClient(server.url),
    url: server.url,
    async close() {
      await server.close();
      if (!options.storage) await storage.drop();
    },
  };
}

const here = new URL('.', import.meta.url).pathname;
/** The server as `npm start` runs it: compiled (the tests' global setup compiles it first). */
const start = join(here, '../start.mjs');

export interface ChildServer {
  readonly url: string;
  readonly port: number;
  readonly process: ChildProcess;
  readonly output: () => string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Runs the real server, as `npm start` does, as a child process and waits until it listens. */
export async function spawnServer(
  env: Record<string, string>,
  port = 20_000 + Math.floor(Math.random() * 20_000),
): Promise<ChildServer> {
  const child = spawn(process.execPath, [start], {
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  process.on('exit', () => child.kill('SIGKILL'));
  let out = '';
  child.stdout!.on('data', (d) => {
    out += String(d);
  });
  child.stderr!.on('data', (d) => {
    out += String(d);
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 120_000);
    const check = () => {
      if (out.includes('server ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    process: child,
    output: () => out,
    kill: (signal = 'SIGKILL') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

/**
 * Two server processes as a cluster: the same storage (PostgreSQL) and a Redis database of
 * their own (`redisTestUrl`), each with its public address; `env` for both. They go in
 * `servers` as they start, for the caller's `afterAll` to stop them.
 */
export async function spawnPair(
  storage: Storage,
  servers: ChildServer[],
  env: Record<string, string> = {},
): Promise<{ readonly redis: string; readonly first: ChildServer; readonly second: ChildServer }> {
  const redis = await redisTestUrl();
  for (let i = 0; i < 2; i++) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    servers.push(
      await spawnServer(
        { ...storageEnv(storage), ...env, REDIS_URL: redis, PUBLIC_ADDRESS: `127.0.0.1:${port}` },
        port,
      ),
    );
  }
  const [first, second] = servers.slice(-2) as [ChildServer, ChildServer];
  return { redis, first, second };
}

/**
 * Long hunt games: 9×9, up to 300 turns. Random searchers do find the treasure now and then: about
 * one game in five ends before 250 actions, one in 600 within its first three (seeded random play,
 * 3,000 games). A test waiting for such tables to move on counts a finished one as moved.
 */
export const LONG_HUNT = { size: 9, moveCap: 300 };

/** A table that has moved past its start (a few steps), or ended: a long hunt may end at once. */
export const movedOn = (t: { readonly stateId: number; readonly status: string }): boolean =>
  t.stateId >= 4 || t.status === 'finished';

/**
 * `count` long hunt tables between two `sleepy-walking` computer players (misbehaving-bots.ts):
 * they never search, so every game runs to its move cap, long enough to stop or kill its process
 * in the middle. Created through each client in turn (Colyseus puts each room on the process
 * with the fewest rooms).
 */
export async function sleepyTables(clients: readonly DaedalusClient[], count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const { table } = await clients[i % clients.length]!.createTable({
      game: 'hunt',
      options: LONG_HUNT,
      seats: [
        { kind: 'bot', level: 'sleepy-walking' },
        { kind: 'bot', level: 'sleepy-walking' },
      ],
    });
    ids.push(table.id);
  }
  return ids;
}

/** Where each table's room is listed (Colyseus's room listings in Redis): its process's public address. */
export async function roomAddresses(redisUrl: string): Promise<Map<string, string>> {
  const redis = new Redis(redisUrl);
  try {
    const listings = await redis.hgetall('roomcaches');
    return new Map(
      Object.values(listings).map((raw) => {
        const l = JSON.parse(raw) as { roomId: string; publicAddress: string };
        return [l.roomId, l.publicAddress];
      }),
    );
  } finally {
    redis.disconnect();
  }
}

/**
 * Plays for a connection whenever it must decide: a legal action picked by `choose`
 * (default: the first), after `thinkMs` (default: at once), stamped with the last state
 * id received. One action per decision: none while the last one is unanswered.
 */
export function autoplay(
  conn: TableConnection,
  choose: (legal: readonly JsonValue[], stateId: number) => JsonValue = (legal) => legal[0]!,
  thinkMs = 0,
): () => void {
  let lastActed = -1;
  let stopped = false;
  const act = () => {
    const s = conn.situation;
    if (stopped || !s?.you || s.outcome.over || !conn.connected || conn.awaiting) return;
    if (lastActed === conn.stateId) return;
    lastActed = conn.stateId;
    conn.act(choose(s.legal, conn.stateId));
  };
  const maybeAct = () => (thinkMs > 0 ? void setTimeout(act, thinkMs) : act());
  const off = [
    // Joined again (after a dropped connection): an action sent before may never have arrived.
    conn.on('welcome', () => {
      lastActed = -1;
    }),
    conn.on('snapshot', maybeAct),
    conn.on('update', maybeAct),
    conn.on('catchup', maybeAct),
    // The answer to the last action: the decision may still be open.
    conn.on('ack', maybeAct),
    // Refused for playing too fast (the server's per-connection rate limit): try again
    // in a moment, as the message says; any other refusal: look again.
    conn.on('error', (m) => {
      if (m.error.code !== 'protocol/rate-limited') return maybeAct();
      lastActed = -1;
      setTimeout(act, 250);
    }),
  ];
  maybeAct();
  return () => {
    stopped = true;
    for (const o of off) o();
  };
}

/**
 * Waits until `done` holds, looking every 50 ms; fails after `timeoutMs` with what
 * `explain` says (a failure bound, not a timing assertion).
 */
export async function until(
  done: () => boolean | Promise<boolean>,
  timeoutMs: number,
  explain: () => string | Promise<string> = () => 'the condition never held',
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`after ${timeoutMs} ms: ${await explain()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * REDIS_URL with a database of its own, emptied: databases 1–15 are taken in turn (a counter
 * in database 0), so that test files running at once never share one, and what a process
 * killed in an earlier run left listed there is gone. (Colyseus's channels are Redis's, shared
 * by every database; their names are the processes' and rooms' own ids.)
 */
export async function redisTestUrl(): Promise<string> {
  const counter = new Redis(process.env.REDIS_URL!);
  try {
    const url = new URL(process.env.REDIS_URL!);
    url.pathname = `/${1 + ((await counter.incr('daedalus:test-databases')) % 15)}`;
    const database = new Redis(url.href);
    await database.flushdb();
    database.disconnect();
    return url.href;
  } finally {
    counter.disconnect();
  }
}

/**
 * A test server for one `describe`, started before its tests and closed after them: the
 * object returned is filled in once it has started, so the tests use it as it is (`t.client`).
 */
export function testServerFor(backend: Backend, options?: Parameters<typeof startTestServer>[1]): TestServer {
  const t = {} as TestServer;
  beforeAll(async () => {
    Object.assign(t, await startTestServer(backend, options));
  }, 60_000);
  afterAll(async () => {
    await t.close?.();
  }, 30_000);
  return t;
}

/**
 * A PGlite test server for one `describe` (started before its tests, closed after) with
 * these settings, and the computer-player incidents it reports.
 */
export function botTestServer(config: Partial<ServerConfig>): {
  readonly server: () => TestServer;
  readonly incidents: BotIncident[];
} {
  const incidents: BotIncident[] = [];
  const t = testServerFor('pglite', { config: { ...config, onBotIncident: (i) => incidents.push(i) } });
  return { server: () => t, incidents };
}

/**
 * A person (seat 0) against a computer player of `level` (seat 1) at a tiny hunt table
 * (up to 12 moves). The game starts at once (the bot is asked for its start cell right
 * away); `play(choose)` lets the person play to the end and gives the record.
 */
export async function personAgainstBot(client: DaedalusClient, level: string) {
  const { table } = await client.createTable({
    game: 'hunt',
    preset: 'tiny',
    options: { moveCap: 12 },
    seats: [{ kind: 'human' }, { kind: 'bot', level }],
  });
  const person = await client.join({ tableId: table.id, claim: { seat: 0, name: 'Ariadne' } });
  return {
    id: table.id,
    async play(choose: (legal: readonly JsonValue[]) => JsonValue, timeoutMs: number): Promise<MatchRecord> {
      const stop = autoplay(person, choose);
      const record = await waitForRecord(person, timeoutMs);
      stop();
      await person.leave();
      return record;
    },
  };
}

export function waitForRecord(conn: TableConnection, timeoutMs = 30_000) {
  if (conn.record) return Promise.resolve(conn.record);
  return conn.waitFor((m) => m.type === 'record', timeoutMs).then(() => conn.record!);
}

/** A small deterministic chooser for test games (varied moves, reproducible). */
export function seededChooser(seed: number) {
  let x = seed >>> 0 || 1;
  return (legal: readonly JsonValue[]) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return legal[x % legal.length]!;
  };
}

/** Environment for a child server on this storage. */
export function storageEnv(storage: Storage): Record<string, string> {
  return {
    DAEDALUS_DATA_DIR: storage.dataDir,
    ...(storage.databaseUrl
      ? { DATABASE_URL: storage.databaseUrl, DAEDALUS_DB_SCHEMA: storage.dbSchema! }
      : {}),
  };
}

/** Waits until the connection's seat must decide (its situation says so). */
export async function untilTurn(conn: TableConnection, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!conn.situation?.you) {
    if (Date.now() > end) throw new Error(`seat ${conn.seat} never got a turn`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
