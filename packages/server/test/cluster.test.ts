/**
 * Two server processes sharing PostgreSQL and Redis (Colyseus RedisPresence and
 * RedisDriver): a table created on one is played by a client on each; the lobby
 * of one hears of tables made on the other. Runs when DATABASE_URL and REDIS_URL
 * are both set.
 */
import { Match } from '@daedalus/core';
import { games } from '@daedalus/games';
import type { TableInfo } from '@daedalus/protocol';
import { DaedalusClient } from '@daedalus/protocol/client';
import { afterAll, describe, expect, it } from 'vitest';
import {
  autoplay,
  type ChildServer,
  seededChooser,
  spawnPair,
  tempStorage,
  waitForRecord,
} from './helpers.ts';

const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.skipIf(!enabled)('two server processes with Redis and PostgreSQL', () => {
  const storage = enabled ? tempStorage('postgres') : null;
  const servers: ChildServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill('SIGTERM')));
    await storage?.drop();
  }, 30_000);

  it('a client on each process plays the same table', async () => {
    const { first, second } = await spawnPair(storage!, servers);
    const one = new DaedalusClient(first.url);
    const two = new DaedalusClient(second.url);
    const seen: (readonly TableInfo[])[] = [];
    const lobby = await two.lobby((tables) => seen.push(tables));
    const { table } = await one.createTable({
      game: 'hunt',
      options: { size: 4, moveCap: 20 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    for (let i = 0; i < 100 && !seen.at(-1)?.some((t) => t.id === table.id); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen.at(-1)?.some((t) => t.id === table.id)).toBe(true);
    const a = await one.join({ tableId: table.id, claim: { seat: 0, name: 'One' } });
    const b = await two.join({ tableId: table.id, claim: { seat: 1, name: 'Two' } });
    expect(b.table?.status).toBe('playing');
    const stops = [autoplay(a, seededChooser(1)), autoplay(b, seededChooser(2))];
    const [ra, rb] = await Promise.all([waitForRecord(a), waitForRecord(b)]);
    for (const s of stops) s();
    expect(ra).toEqual(rb);
    expect(Match.replay(games.get('hunt')!, ra).ok).toBe(true);
    expect(await two.record(table.id)).toEqual(ra);
    await Promise.all([a.leave(), b.leave(), lobby.leave()]);
  }, 240_000);
});
