/**
 * Two players claim the same seat of a new table at the same instant (both
 * joins reach a table that has no room yet). Exactly one gets the seat and
 * keeps it: its connection stays open, it is welcomed with its token, sees the
 * game and plays it to the end; the other is refused with `table/seat-taken`
 * and can then take another seat or watch.
 *
 * The refused join's socket is closed by Colyseus with code 4002, and
 * @colyseus/sdk logs "Room connection was closed unexpectedly (4002)" for it.
 * That line concerns the refused join only: the racers here do not reconnect
 * by themselves, so a winner dropped by the server would stay disconnected and
 * fail this test.
 */
import { DaedalusClient, type DaedalusError, type TableConnection } from '@daedalus/protocol/client';
import { describe, expect, it } from 'vitest';
import { autoplay, BACKENDS, seededChooser, testServerFor, waitForRecord } from './helpers.ts';

const ROUNDS = 6;

describe.each(BACKENDS)('claim race on %s', (backend) => {
  const t = testServerFor(backend);

  it('two clients claim seat 0 of a new table at once: the winner keeps its connection and plays, the loser gets table/seat-taken and can sit elsewhere or watch', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { table } = await t.client.createTable({
        game: 'hunt',
        preset: 'tiny',
        seats: [{ kind: 'human' }, { kind: 'human' }],
      });
      // Two separate clients (two browsers), neither reconnecting on its own.
      const claim = (name: string) =>
        new DaedalusClient(t.url)
          .join({ tableId: table.id, claim: { seat: 0, name } }, { autoReconnect: false })
          .then(
            (conn) => ({ conn }) as const,
            (error: DaedalusError) => ({ error }) as const,
          );
      const results = await Promise.all([claim('Ariadne'), claim('Theseus')]);
      const winners = results.flatMap((r) => ('conn' in r ? [r.conn] : []));
      const losers = results.flatMap((r) => ('error' in r ? [r.error] : []));
      expect(winners, `round ${round}`).toHaveLength(1);
      expect(
        losers.map((e) => e.code),
        `round ${round}`,
      ).toEqual(['table/seat-taken']);
      const winner = winners[0]!;
      expect(winner.seat).toBe(0);
      expect(winner.token).toMatch(/^[\w-]{20,}$/);
      expect(winner.received.map((m) => m.type).slice(0, 2)).toEqual(['welcome', 'snapshot']);
      const winnerName = winner.table?.seats[0]?.name;
      expect(['Ariadne', 'Theseus']).toContain(winnerName);

      // The loser takes seat 1 in even rounds; in odd rounds it watches and a
      // third player takes seat 1.
      const watchers: TableConnection[] = [];
      let second: TableConnection;
      if (round % 2 === 0) {
        second = await t.client.join({ tableId: table.id, claim: { seat: 1, name: 'Loser' } });
      } else {
        watchers.push(await t.client.join({ tableId: table.id, spectate: true }));
        second = await t.client.join({ tableId: table.id, claim: { seat: 1, name: 'Third' } });
      }
      expect(second.seat).toBe(1);
      expect(winner.connected).toBe(true);

      // The game runs to the end with the winner on its first connection.
      const everyone = [winner, second, ...watchers];
      const stops = [autoplay(winner, seededChooser(round + 1)), autoplay(second, seededChooser(round + 11))];
      const records = await Promise.all(everyone.map((c) => waitForRecord(c)));
      for (const s of stops) s();
      for (const r of records) expect(r).toEqual(records[0]);
      expect(records[0]!.seats?.map((s) => s.name)).toEqual([
        winnerName,
        round % 2 === 0 ? 'Loser' : 'Third',
      ]);
      expect(records[0]!.actions.some((a) => a.seat === 0)).toBe(true);
      expect(winner.connected).toBe(true);
      expect(winner.table?.seats[0]?.connected).toBe(true);
      expect(winner.received.filter((m) => m.type === 'welcome')).toHaveLength(1);
      await Promise.all(everyone.map((c) => c.leave()));
    }
  }, 120_000);
});
