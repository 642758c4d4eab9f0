/**
 * Load benchmark, against the transport's ceiling in the same run. For each N it
 * measures, on this machine, one after the other:
 *
 * - `echo`: a bare Colyseus room (echo-server.ts, its own process) with N pairs of
 *   clients, each sending a small message as soon as the last came back: the most
 *   round trips the transport carries;
 * - `closed`: N Daedalus tables of two random players (hunt 7×7, up to 200 moves) on a real server
 *   process (temporary PGlite, or DATABASE_URL), each player acting as soon as its
 *   turn comes: the most actions the server stores and answers;
 * - `paced`: the same tables, each player waiting about `1/pace` seconds before acting
 *   (`--pace 2`: ~2 actions/s a table, 2,000 actions/s offered at 1,000 tables):
 *   latency under a steady load.
 *
 * and prints actions (round trips) per second, the latency from sending an action to
 * receiving the view it produced (p50/p99), and the ratio to the echo at the same N.
 *
 *   npm run bench:server -- [--tables 10,100,1000] [--seconds 15] [--pace 2]
 *                           [--modes echo,closed,paced] [--url http://host:port [--server-pid P]]
 *                           [--from compiled|sources]
 *
 * With `--url` it loads a running server instead of starting one (give that server
 * a high DAEDALUS_RATE_PER_SECOND). On Linux it also prints the server process's CPU
 * time per action over the timed play (of the server it started, or `--server-pid`'s):
 * steadier than actions per second when other work shares the machine, and its own (the
 * clients') CPU time per action.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client as ColyseusClient, type Room } from '@colyseus/sdk';
import type { JsonValue } from '@daedalus/core';
import { DaedalusClient, type TableConnection } from '@daedalus/protocol/client';
import {
  arg,
  benchStorage,
  cpuMs,
  limited,
  openTable,
  percentile,
  randomStream,
  startDaedalus,
  startProcess,
  stop,
} from './harness.ts';

const sizes = arg('tables', '10,100,1000').split(',').map(Number);
const seconds = Number(arg('seconds', '15'));
const pace = Number(arg('pace', '2'));
const modes = new Set(arg('modes', 'echo,closed,paced').split(','));
for (const [name, ok] of [
  ['--tables', sizes.every((n) => Number.isInteger(n) && n > 0)],
  ['--seconds', seconds > 0],
  ['--pace', pace > 0],
  ['--modes', [...modes].every((m) => ['echo', 'closed', 'paced'].includes(m))],
] as const)
  if (!ok)
    throw new Error(`${name}: expected ${name === '--modes' ? 'echo, closed or paced' : 'positive numbers'}`);

interface Measured {
  readonly mode: string;
  readonly n: number;
  readonly actions: number;
  readonly elapsed: number;
  readonly latencies: number[];
  readonly failures: number;
  readonly note: string;
  /** The server's CPU time over the timed play, ms (null: not known). */
  readonly cpu?: number | null;
  /** This benchmark's own CPU time over the timed play (its clients), ms. */
  readonly clientCpu?: number;
}

// ---- the ceiling: a bare echo room -------------------------------------------------

async function echo(url: string, n: number): Promise<Measured> {
  const client = new ColyseusClient(url);
  const latencies: number[] = [];
  let trips = 0;
  let running = true;
  const opened = await limited(n, 25, async () => {
    const a = await client.create('echo');
    const b = await client.joinById(a.roomId);
    return [a, b];
  });
  const rooms = opened.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
  const payload = { type: 'act', action: { type: 'move', dir: 'up' }, stateId: 1 };
  const start = performance.now();
  const loop = (room: Room) => {
    let sentAt = 0;
    const send = () => {
      sentAt = performance.now();
      room.send('act', payload);
    };
    room.onMessage('act', () => {
      latencies.push(performance.now() - sentAt);
      trips++;
      if (running) send();
    });
    send();
  };
  rooms.forEach(loop);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  running = false;
  const elapsed = (performance.now() - start) / 1000;
  await Promise.all(rooms.map((room) => room.leave().catch(() => undefined)));
  return {
    mode: 'echo',
    n,
    actions: trips,
    elapsed,
    latencies,
    failures: opened.length * 2 - rooms.length,
    note: '',
  };
}

// ---- Daedalus tables ----------------------------------------------------------------

/**
 * One seat played by a random computer player, timing each action until its new view
 * arrives; `think` is how long it waits before acting (0: at once).
 */
function drive(
  conn: TableConnection,
  latencies: number[],
  counter: { actions: number },
  random: () => number,
  think: () => number,
) {
  let sentAt = 0;
  let sentOn = -1;
  let thinking = false;
  const act = () => {
    thinking = false;
    const s = conn.situation;
    if (!s?.you || s.outcome.over || sentOn >= 0 || !conn.connected || conn.awaiting) return;
    const legal = s.legal as JsonValue[];
    sentOn = conn.stateId;
    sentAt = performance.now();
    conn.act(legal[Math.floor(random() * legal.length)]!);
  };
  const step = () => {
    const s = conn.situation;
    if (sentOn >= 0 && conn.stateId > sentOn) {
      latencies.push(performance.now() - sentAt);
      counter.actions++;
      sentOn = -1;
    }
    // One action per decision: none while the last one is unanswered.
    if (!s?.you || s.outcome.over || sentOn >= 0 || thinking || !conn.connected || conn.awaiting) return;
    const wait = think();
    if (wait <= 0) return act();
    thinking = true;
    setTimeout(act, wait);
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

async function playTables(url: string, n: number, paced: boolean, pid?: number): Promise<Measured> {
  const client = new DaedalusClient(url);
  const latencies: number[] = [];
  const counter = { actions: 0 };
  let finished = 0;
  let failures = 0;
  const random = randomStream(12345);
  // Two players a table take turns: each waits ~1/pace s (±50%) before its action.
  const think = paced ? () => (0.5 + random()) * (1000 / pace) : () => 0;
  // Set-up (not timed): N tables with both seats taken, 25 being opened at a time.
  const t0 = performance.now();
  const opened = await limited(n, 25, () => openTable(client));
  const ready = opened.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  failures += opened.length - ready.length;
  const setup = (performance.now() - t0) / 1000;
  // Play (timed): every table at once; a finished table is replaced by a new one.
  const cpuBefore = cpuMs(pid);
  const clientBefore = process.cpuUsage();
  const start = performance.now();
  const deadline = start + seconds * 1000;
  const play = async (first: TableConnection[]) => {
    let pair: TableConnection[] | null = first;
    while (pair && performance.now() < deadline) {
      const done = Promise.all(
        pair.map((c) => c.record ?? c.waitFor((m) => m.type === 'record', seconds * 1000 + 60_000)),
      );
      for (const c of pair) drive(c, latencies, counter, random, think);
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
  const cpuAfter = cpuMs(pid);
  const clientCpu = process.cpuUsage(clientBefore);
  return {
    mode: paced ? `paced ${pace}/s` : 'closed',
    n,
    actions: counter.actions,
    elapsed,
    latencies,
    failures,
    note: `set-up ${setup.toFixed(1)} s, ${finished} games finished`,
    cpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    clientCpu: (clientCpu.user + clientCpu.system) / 1000,
  };
}

// ---- the run --------------------------------------------------------------------------

function report(m: Measured, ceiling: Measured | undefined): string {
  const sorted = [...m.latencies].sort((x, y) => x - y);
  const rate = m.actions / m.elapsed;
  const ratio =
    ceiling && m.mode === 'closed'
      ? `  ${((100 * rate) / (ceiling.actions / ceiling.elapsed)).toFixed(1)}% of echo`
      : '';
  return (
    `${m.mode.padEnd(11)} N=${String(m.n).padStart(4)}  ${String(Math.round(rate)).padStart(6)} ${m.mode === 'echo' ? 'round trips' : 'actions'}/s  ` +
    `p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms${ratio}` +
    (m.cpu != null && m.actions > 0 ? `  server CPU ${(m.cpu / m.actions).toFixed(3)} ms/action` : '') +
    (m.clientCpu !== undefined && m.actions > 0
      ? `, clients ${(m.clientCpu / m.actions).toFixed(3)} ms/action`
      : '') +
    (m.note ? `  (${m.note})` : '') +
    (m.failures > 0 ? `  [${m.failures} failed to open]` : '')
  );
}

const external = arg('url', '');
const externalPid = arg('server-pid', '');
if (externalPid !== '' && !(Number.isInteger(Number(externalPid)) && Number(externalPid) > 0))
  throw new Error('--server-pid: expected a process id');
const dataDir = mkdtempSync(join(tmpdir(), 'daedalus-bench-'));
const data = benchStorage(dataDir);
const storageName = external ? external : process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(
  `server bench: ${seconds} s per measurement; hunt 7x7 tables of two random players on ${storageName}; ` +
    `the echo is a bare Colyseus room on the same machine`,
);
const servers: ChildProcess[] = [];
try {
  const echoServer = modes.has('echo') ? await startProcess('./echo-server.ts', {}, 'echo ready') : null;
  if (echoServer) servers.push(echoServer.child);
  const daedalus =
    external || !(modes.has('closed') || modes.has('paced'))
      ? { url: external, child: null }
      : await startDaedalus({
          ...data.env,
          DAEDALUS_RATE_PER_SECOND: '1000',
          // It opens (and replaces) up to thousands of tables a minute from one address.
          DAEDALUS_TABLES_PER_MINUTE: '1000000',
        });
  if (daedalus.child) servers.push(daedalus.child);
  for (const n of sizes) {
    const ceiling = echoServer ? await echo(echoServer.url, n) : undefined;
    if (ceiling) console.log(report(ceiling, undefined));
    const pid = daedalus.child?.pid ?? (externalPid ? Number(externalPid) : undefined);
    if (modes.has('closed')) console.log(report(await playTables(daedalus.url, n, false, pid), ceiling));
    if (modes.has('paced')) console.log(report(await playTables(daedalus.url, n, true, pid), ceiling));
  }
} finally {
  for (const child of servers) await stop(child);
  await data.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
