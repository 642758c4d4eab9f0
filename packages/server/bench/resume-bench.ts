/**
 * Resume benchmark: how soon after a `kill -9` the tables being played are back.
 * N unfinished tables (hunt 7×7; a share of them with a computer player, which must
 * go on by itself, the rest two people) are played a few steps on a real server
 * process (temporary PGlite, or DATABASE_URL), the process is killed with SIGKILL,
 * and a new one starts on the same storage. It prints the time from the new
 * process's start until it is ready, and until every table has answered an action
 * of a player who came back with their seat token (the p50/p99 of the tables' own
 * times beside it), and the new process's CPU time in both stretches, which is steadier than
 * the wall clock on a shared machine.
 *
 *   npm run bench:resume -- [--tables 1000] [--bots 0.2] [--steps 4] [--from compiled|sources]
 *
 * `--from sources` runs the server through tsx instead of compiled, as `npm start` runs it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JsonValue } from '@daedalus/core';
import { DaedalusClient, type TableConnection } from '@daedalus/protocol/client';
import { arg, benchStorage, cpuMs, limited, openTable, percentile, startDaedalus, stop } from './harness.ts';

const tables = Number(arg('tables', '1000'));
const botShare = Number(arg('bots', '0.2'));
const steps = Number(arg('steps', '4'));
if (!(Number.isInteger(tables) && tables > 0)) throw new Error('--tables: expected a positive whole number');
if (!(botShare >= 0 && botShare <= 1)) throw new Error('--bots: expected a share between 0 and 1');
if (!(Number.isInteger(steps) && steps >= 0)) throw new Error('--steps: expected a whole number');

interface Seated {
  readonly tableId: string;
  readonly token: string;
  readonly stateId: number;
}

const deciding = (c: TableConnection): boolean =>
  Boolean(c.situation?.you && !c.situation.outcome.over && c.situation.legal.length > 0);
const over = (c: TableConnection): boolean => Boolean(c.situation?.outcome.over);

/**
 * Plays one action (the first legal one) of a connection that has a decision, waiting
 * (within 30 s) for one to have it; false if the game is over.
 */
async function actOnce(connections: readonly TableConnection[]): Promise<boolean> {
  const has = () => connections.some(deciding) || connections.some(over);
  if (!has()) await Promise.race(connections.map((c) => c.waitFor(() => deciding(c) || over(c), 30_000)));
  const c = connections.find(deciding);
  if (!c) return false;
  await c.play(c.situation!.legal[0] as JsonValue, 30_000);
  return true;
}

async function withBot(client: DaedalusClient): Promise<TableConnection[]> {
  const { table } = await client.createTable({
    game: 'hunt',
    options: { size: 7, moveCap: 200 },
    seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }],
  });
  return [await client.join({ tableId: table.id, claim: { seat: 0, name: 'A' } }, { autoReconnect: false })];
}

const dataDir = mkdtempSync(join(tmpdir(), 'daedalus-resume-'));
const storage = benchStorage(dataDir);
const env = {
  ...storage.env,
  DAEDALUS_RATE_PER_SECOND: '1000',
  DAEDALUS_TABLES_PER_MINUTE: '1000000',
};
console.log(
  `resume bench: ${tables} tables (${Math.round(botShare * 100)}% with a computer player), ${steps} steps each, ` +
    `on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
const firstStart = performance.now();
let server = await startDaedalus(env);
const empty = (performance.now() - firstStart) / 1000;
try {
  // Set-up: the tables, played a few steps; what each person needs to come back.
  const client = new DaedalusClient(server.url);
  const t0 = performance.now();
  const withBots = Math.round(tables * botShare);
  let opened = 0;
  const made = await limited(tables, 25, async () => {
    const connections = opened++ < withBots ? await withBot(client) : await openTable(client);
    for (let i = 0; i < steps; i++) if (!(await actOnce(connections))) break;
    const seated = connections.map((c) => ({ tableId: c.table!.id, token: c.token!, stateId: c.stateId }));
    await Promise.all(connections.map((c) => c.leave()));
    return seated;
  });
  const seats: Seated[][] = made.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  console.log(
    `set-up: ${seats.length} tables in ${((performance.now() - t0) / 1000).toFixed(1)} s` +
      (seats.length < tables ? ` (${tables - seats.length} failed)` : ''),
  );

  // kill -9, and a new process on the same storage.
  server.child.kill('SIGKILL');
  await new Promise((r) => server.child.once('exit', r));
  const restart = performance.now();
  server = await startDaedalus(env, server.port);
  const ready = (performance.now() - restart) / 1000;
  const cpuReady = cpuMs(server.child.pid);

  // Everyone comes back at once (50 joins in flight): each table answers an action.
  const again = new DaedalusClient(server.url);
  const times: number[] = [];
  let failed = 0;
  let next = 0;
  await limited(seats.length, 50, async () => {
    const table = seats[next++]!;
    try {
      const back = await Promise.all(
        table.map((s) =>
          again.join({ tableId: s.tableId, token: s.token, since: s.stateId }, { autoReconnect: false }),
        ),
      );
      // A computer player may have finished its game meanwhile: the table is back all the same.
      if (!(await actOnce(back)) && !back.some(over))
        throw new Error(`table ${table[0]!.tableId}: nobody could act`);
      times.push((performance.now() - restart) / 1000);
      await Promise.all(back.map((c) => c.leave()));
    } catch (error) {
      failed++;
      console.error(String(error));
    }
  });
  const cpuBack = cpuMs(server.child.pid);
  times.sort((a, b) => a - b);
  console.log(
    `restart: ready after ${ready.toFixed(2)} s (an empty server: ${empty.toFixed(2)} s); all ${times.length} tables answered an action after ` +
      `${(times.at(-1) ?? Number.NaN).toFixed(2)} s (a table: p50 ${percentile(times, 50).toFixed(2)} s, ` +
      `p99 ${percentile(times, 99).toFixed(2)} s)` +
      (failed > 0 ? `; ${failed} failed` : ''),
  );
  if (cpuReady !== null && cpuBack !== null)
    console.log(
      `the new server's CPU time: ${(cpuReady / 1000).toFixed(2)} s until ready, ` +
        `${((cpuBack - cpuReady) / 1000).toFixed(2)} s more until every table answered`,
    );
} finally {
  await stop(server.child);
  await storage.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
