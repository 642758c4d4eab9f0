/**
 * A room listing that outlived its room. Colyseus restoring the listings a health check
 * removed, or the keeper listing a room again, writes a room's listing; when that write lands
 * just after the room closed, the listing stays with no room behind it. Its process is alive,
 * so no process would open the table while it stands: a table of computer players would stand
 * still for good, and nobody could join the table. The keeper of the listing's process removes
 * it and opens the table again.
 */
import { type IRoomCache, matchMaker } from '@colyseus/core';
import { ROOM_TABLE } from '@daedalus/protocol';
import { describe, expect, it } from 'vitest';
import { TableKeeper } from '../src/cluster.ts';
import { LONG_HUNT, startTestServer, type TestServer, until, waitForRecord } from './helpers.ts';

/** A server whose keeper looks every 200 ms, with the test's `sleepy` computer players. */
const lookingOften = () =>
  startTestServer('pglite', {
    config: { botModules: [new URL('./misbehaving-bots.ts', import.meta.url).href], orphanCheckMs: 200 },
  });

/** A hunt table of two computer players of `level`. */
async function botTable(t: TestServer, options: { size: number; moveCap: number }, level: string) {
  const seats = [0, 1].map(() => ({ kind: 'bot' as const, level }));
  return (await t.client.createTable({ game: 'hunt', options, seats })).table;
}

describe('a listing without its room', () => {
  it('is removed only when the same listing is found without its room at two looks in a row', async () => {
    // The server's own keeper looks once, at start: the looks here are the test's.
    const t = await startTestServer('pglite', { config: { orphanCheckMs: 600_000 } });
    try {
      const keeper = new TableKeeper(
        t.server.store,
        () => undefined,
        () => false,
        async () => undefined,
        () => undefined,
      );
      const listing = (createdAt: Date): IRoomCache =>
        ({
          roomId: 'ghost',
          name: ROOM_TABLE,
          processId: matchMaker.processId,
          clients: 0,
          maxClients: 100,
          createdAt,
        }) as IRoomCache;
      const listed = async () => (await matchMaker.driver.query({ roomId: 'ghost' })).length;
      await matchMaker.driver.persist(listing(new Date(1_000)), true);
      await keeper.check();
      expect(await listed()).toBe(1);
      // Another room's listing in its place (as one being created would be): a first look again.
      matchMaker.driver.remove('ghost');
      await matchMaker.driver.persist(listing(new Date(2_000)), true);
      await keeper.check();
      expect(await listed()).toBe(1);
      await keeper.check();
      expect(await listed()).toBe(0);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('is removed by its own process, and the table goes on in a new room', async () => {
    const t = await lookingOften();
    try {
      // Walkers: the game cannot end early by a lucky search, before the test is done with it.
      const table = await botTable(t, LONG_HUNT, 'sleepy-walking');
      const stateId = async () => (await t.client.table(table.id)).stateId;
      await until(
        async () => (await stateId()) >= 2,
        20_000,
        () => 'the computer players never moved',
      );

      // The room closes, and its listing is written again right after (as a late write would).
      const room = matchMaker.getLocalRoomById(table.id);
      expect(room).toBeDefined();
      const listing = { ...(await matchMaker.driver.findOne({ roomId: table.id })) };
      await room!.disconnect();
      expect(matchMaker.getLocalRoomById(table.id)).toBeUndefined();
      await matchMaker.driver.persist(listing, true);
      const stoodAt = await stateId();

      // The table goes on, in a room of its own, listed once.
      await until(
        async () => (await stateId()) > stoodAt + 2,
        30_000,
        async () => `the table stands at ${await stateId()} (it stood at ${stoodAt})`,
      );
      const listings = await matchMaker.driver.query({ roomId: table.id });
      expect(listings).toHaveLength(1);
      const running = matchMaker.getLocalRoomById(table.id);
      expect(running).toBeDefined();
      expect(running).not.toBe(room);
    } finally {
      await t.close();
    }
  }, 60_000);

  it("of a finished table is removed too, and the table's viewers get in", async () => {
    const t = await lookingOften();
    try {
      const table = await botTable(t, { size: 3, moveCap: 12 }, 'sleepy');
      const listing = { ...(await matchMaker.driver.findOne({ roomId: table.id })) };
      expect(listing.roomId).toBe(table.id);
      // The game ends and its room closes (nobody is there); then its listing is written again.
      await until(
        async () =>
          (await t.client.table(table.id)).status === 'finished' && !matchMaker.getLocalRoomById(table.id),
        30_000,
        () => 'the game never ended, or its room stayed',
      );
      await matchMaker.driver.persist(listing, true);
      await until(
        async () => (await matchMaker.driver.query({ roomId: table.id })).length === 0,
        20_000,
        () => 'the listing without its room stayed',
      );
      const viewer = await t.client.join({ tableId: table.id, spectate: true });
      try {
        expect((await waitForRecord(viewer)).outcome.over).toBe(true);
      } finally {
        await viewer.leave();
      }
    } finally {
      await t.close();
    }
  }, 60_000);
});
