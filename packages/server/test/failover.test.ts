/**
 * Two server processes sharing PostgreSQL and Redis, one of which dies. Computer
 * players move on both (a room starts its bots and clocks once Colyseus has really
 * registered it, which with Redis takes a round trip); the lobby on one process lists
 * every table running on the other; and when one process is killed with SIGKILL, the
 * survivor picks up its orphaned tables (bot-only tables that no client would ever
 * rejoin), so that every table, bots and people alike, plays to its end: one room per
 * table, every record replayable. Runs when DATABASE_URL and REDIS_URL are both set.
 */
import { Match, type MatchRecord } from '@daedalus/core';
import { games } from '@daedalus/games';
import type { TableInfo } from '@daedalus/protocol';
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

describe.skipIf(!enabled)('two server processes, one killed', () => {
  const storage = enabled ? tempStorage('postgres') : null;
  const servers: ChildServer[] = [];
  const connections: TableConnection[] = [];
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.leave()));
    await Promise.all(servers.map((s) => s.kill('SIGTERM')));
    await storage?.drop();
  }, 30_000);

  it('bots move on both, the lobby lists both, and the survivor finishes every table of the dead one', async () => {
    const { redis, first, second } = await spawnPair(storage!, servers, {
      DAEDALUS_BOT_MODULES: new URL('./misbehaving-bots.ts', import.meta.url).href,
      DAEDALUS_ORPHAN_CHECK_SECONDS: '1',
    });
    const one = new DaedalusClient(first.url);
    const two = new DaedalusClient(second.url);
    // The lobby of the first process, from the start.
    const seen: (readonly TableInfo[])[] = [];
    const lobby = await one.lobby((tables) => seen.push(tables));

    // Bot-only tables, created through both processes (Colyseus puts each room on the
    // process with the fewest rooms).
    const bots = await sleepyTables([one, two], 6);
    // People: one against a bot, and two against each other, all matched through the
    // second process (which sends each client to the process that runs its table).
    const { table: solo } = await one.createTable({
      game: 'hunt',
      options: LONG_HUNT,
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'sleepy' }],
    });
    const { table: duel } = await one.createTable({
      game: 'hunt',
      options: LONG_HUNT,
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const players = [
      await two.join({ tableId: solo.id, claim: { seat: 0, name: 'Solo' } }),
      await two.join({ tableId: duel.id, claim: { seat: 0, name: 'Ariadne' } }),
      await two.join({ tableId: duel.id, claim: { seat: 1, name: 'Theseus' } }),
    ];
    connections.push(...players);
    // People think a little before each move, so their games last too.
    const stops = players.map((p, i) => autoplay(p, seededChooser(i + 1), 30));

    // The lobby of the first process lists every table being played, wherever it runs.
    const everyTable = [...bots, solo.id, duel.id];
    const listed = (id: string) => seen.some((l) => l.some((t) => t.id === id && t.status === 'playing'));
    await until(
      () => everyTable.every(listed),
      30_000,
      () => `the lobby never listed ${everyTable.filter((id) => !listed(id)).join(', ')} as playing`,
    );
    await lobby.leave();

    // Computer players move on both processes (a game may also end early: a lucky search).
    await until(
      async () => (await Promise.all(bots.map((id) => two.table(id)))).every(movedOn),
      60_000,
      async () =>
        `bot tables stand still: ${JSON.stringify((await Promise.all(bots.map((id) => two.table(id)))).map((t) => `${t.stateId} ${t.status}`))}\nrooms: ${JSON.stringify([...(await roomAddresses(redis))])}\nfirst:\n${first.output()}\nsecond:\n${second.output()}`,
    );
    // Some tables being played run on the first process.
    const where = await roomAddresses(redis);
    const running = (await Promise.all(everyTable.map((id) => two.table(id)))).filter(
      (t) => t.status === 'playing',
    );
    expect(running.filter((t) => where.get(t.id) === `127.0.0.1:${first.port}`).length).toBeGreaterThan(0);

    // The first process dies in the middle of its games.
    await first.kill('SIGKILL');

    // The survivor finishes every table: the bot-only ones nobody rejoins, and the
    // people's, whose clients reconnect through it.
    await until(
      async () =>
        (await Promise.all(everyTable.map((id) => two.table(id)))).every((t) => t.status === 'finished'),
      120_000,
      async () =>
        `unfinished: ${JSON.stringify((await Promise.all(everyTable.map((id) => two.table(id)))).filter((t) => t.status !== 'finished').map((t) => [t.id, t.stateId, t.seats.map((x) => x.kind)]))}\nclients: ${JSON.stringify(players.map((p) => ({ table: p.table?.id, seat: p.seat, connected: p.connected, stateId: p.stateId, you: p.situation?.you, last: p.received.slice(-6).map((m) => [m.type, m.stateId, 'error' in m ? m.error : undefined]) })))}\n${second.output()}`,
    );
    const clientRecords = await Promise.all(players.map((p) => waitForRecord(p)));
    for (const s of stops) s();
    const records = new Map<string, MatchRecord>();
    for (const id of everyTable) {
      const record = await two.record(id);
      expect(Match.replay(hunt, record).ok, id).toBe(true);
      expect(record.outcome.over).toBe(true);
      records.set(id, record);
    }
    expect(clientRecords[0]).toEqual(records.get(solo.id));
    expect(clientRecords[1]).toEqual(records.get(duel.id));
    expect(clientRecords[2]).toEqual(records.get(duel.id));
    // One room per table: no table ever ran twice at once (a second room would have
    // collided with the first in storage, and said so).
    expect(second.output()).not.toMatch(/storage failed|duplicate room/);
    expect(first.output()).not.toMatch(/storage failed|duplicate room/);
  }, 240_000);
});
