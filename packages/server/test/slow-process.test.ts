/**
 * Two server processes sharing PostgreSQL and Redis, one of which stops for a while
 * (SIGSTOP: as a process does on an overloaded machine, or swapping) while a client is
 * being sent to one of its tables. Colyseus's health check (2 s) then takes it for dead
 * and removes its room listings, and the other process opens its tables again while the
 * stopped one's rooms, once it goes on (SIGCONT), still run. The stopped process's rooms
 * must step down (or win, and be listed again) instead of writing against the new rooms
 * for ever, and every table must play to its end: one room per table, every record
 * replayable, the people's clients back at their tables. Runs when DATABASE_URL and
 * REDIS_URL are both set.
 */
import { Match } from '@daedalus/core';
import { games } from '@daedalus/games';
import { DaedalusClient, type TableConnection } from '@daedalus/protocol/client';
import { afterAll, describe, expect, it } from 'vitest';
import {
  autoplay,
  type ChildServer,
  LONG_HUNT,
  movedOn,
  roomAddresses,
  seededChooser,
  sleepyTables,
  spawnPair,
  tempStorage,
  until,
  waitForRecord,
} from './helpers.ts';

const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const hunt = games.get('hunt')!;
/**
 * How long the process stays stopped: past Colyseus's seat reservation call (2 s) and its
 * health check (2 s more), with room for a busy machine.
 */
const STOPPED_MS = 12_000;

/** How many times each table's room closed because its write collided with another room's. */
function reloads(output: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of output.matchAll(/table (\S+): storage failed/g))
    counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  return counts;
}

describe.skipIf(!enabled)('two server processes, one stopped past the health check', () => {
  const storage = enabled ? tempStorage('postgres') : null;
  const servers: ChildServer[] = [];
  const connections: TableConnection[] = [];
  afterAll(async () => {
    for (const s of servers) s.process.kill('SIGCONT');
    await Promise.all(connections.map((c) => c.leave()));
    await Promise.all(servers.map((s) => s.kill('SIGTERM')));
    await storage?.drop();
  }, 30_000);

  it("the stopped process's rooms step down, and every table plays to its end once", async () => {
    const { redis, first, second } = await spawnPair(storage!, servers, {
      DAEDALUS_BOT_MODULES: new URL('./misbehaving-bots.ts', import.meta.url).href,
      DAEDALUS_ORPHAN_CHECK_SECONDS: '1',
    });
    const one = new DaedalusClient(first.url);
    const two = new DaedalusClient(second.url);

    // Bot-only tables through both processes, and two people at one table.
    const bots = await sleepyTables([one, two], 6);
    const { table: duel } = await one.createTable({
      game: 'hunt',
      options: LONG_HUNT,
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const players = [
      await two.join({ tableId: duel.id, claim: { seat: 0, name: 'Ariadne' } }),
      await two.join({ tableId: duel.id, claim: { seat: 1, name: 'Theseus' } }),
    ];
    connections.push(...players);
    const stops = players.map((p, i) => autoplay(p, seededChooser(i + 1), 30));
    const everyTable = [...bots, duel.id];
    const tables = () => Promise.all(everyTable.map((id) => two.table(id)));
    const states = async () => (await tables()).map((t) => `${t.stateId} ${t.status}`);
    // Every table moves on (a game may also end early: a lucky search).
    await until(
      async () => (await tables()).every(movedOn),
      60_000,
      async () =>
        `tables stand still: ${JSON.stringify(await states())} (${everyTable.join(', ')})\nrooms: ${JSON.stringify([...(await roomAddresses(redis))])}\nfirst:\n${first.output()}\nsecond:\n${second.output()}`,
    );

    // The first process stops while a spectator is being sent to one of its tables: the
    // seat reservation gets no answer, nor does the health check that follows.
    const where = await roomAddresses(redis);
    const onFirst = everyTable.filter((id) => where.get(id) === `127.0.0.1:${first.port}`);
    expect(onFirst.length).toBeGreaterThan(0);
    first.process.kill('SIGSTOP');
    const watching = two.join({ tableId: onFirst[0]!, spectate: true }).then(
      (c) => connections.push(c),
      () => undefined,
    );
    await new Promise((r) => setTimeout(r, STOPPED_MS));
    first.process.kill('SIGCONT');
    await watching;

    // The tables of the first process were opened on the second, and the first process's
    // rooms of them closed (stepped down, or lost a write and closed).
    await until(
      () => /runs on \S+ now/.test(first.output()),
      30_000,
      () => `the first process's rooms never made way:\n${first.output()}\n${second.output()}`,
    );

    // Every table plays to its end, the people's too (their clients rejoin wherever it runs).
    await until(
      async () =>
        (await Promise.all(everyTable.map((id) => two.table(id)))).every((t) => t.status === 'finished'),
      120_000,
      async () =>
        `unfinished: ${JSON.stringify(await states())}\nfirst:\n${first.output()}\nsecond:\n${second.output()}`,
    );
    const clientRecords = await Promise.all(players.map((p) => waitForRecord(p)));
    for (const s of stops) s();
    for (const id of everyTable) {
      const record = await two.record(id);
      expect(Match.replay(hunt, record).ok, id).toBe(true);
      expect(record.outcome.over).toBe(true);
      if (id === duel.id) for (const r of clientRecords) expect(r).toEqual(record);
    }
    // Two rooms of a table meet in storage at most a few times (before the listing
    // check of the first process after it went on), not at every step of the game.
    const output = first.output() + second.output();
    for (const [table, n] of reloads(output)) expect(n, `${table} reloaded ${n} times`).toBeLessThan(5);
    expect(output).not.toMatch(/could not be opened/);
  }, 300_000);
});
