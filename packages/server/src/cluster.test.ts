/**
 * The room listings in Redis belong to their processes (cluster.ts): a listing is written
 * over, or removed, only by the process it names, so a process taken for dead cannot undo the
 * listing of the room that replaced its own. Runs when REDIS_URL is set (real Redis).
 */
import { type IRoomCache, initializeRoomCache, type matchMaker } from '@colyseus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisTestUrl } from '../test/helpers.ts';
import { redisTableDriver } from './cluster.ts';

const listing = (roomId: string, processId: string, clients = 0): IRoomCache =>
  initializeRoomCache({ roomId, processId, name: 'table', clients });

describe.skipIf(!process.env.REDIS_URL)('room listings in Redis', () => {
  let mine: matchMaker.MatchMakerDriver;
  let theirs: matchMaker.MatchMakerDriver;
  const owner = async (roomId: string) => (await mine.findOne({ roomId }))?.processId;
  beforeAll(async () => {
    const url = await redisTestUrl();
    mine = await redisTableDriver(url, () => 'mine');
    theirs = await redisTableDriver(url, () => 'theirs');
  });
  afterAll(async () => {
    await Promise.all([mine.shutdown(), theirs.shutdown()]);
  });

  it('a room is listed only if its table is not', async () => {
    expect(await mine.insert!(listing('t1', 'mine'))).toBe(true);
    expect(await theirs.insert!(listing('t1', 'theirs'))).toBe(false);
    expect(await owner('t1')).toBe('mine');
  });

  it('a listing is written over only by its own process, or where there is none', async () => {
    await mine.insert!(listing('t2', 'mine'));
    // Colyseus restoring the other process's listing, or updating its room's clients: refused.
    expect(await theirs.persist(listing('t2', 'theirs'), true)).toBe(false);
    expect(await theirs.update(listing('t2', 'theirs'), { $inc: { clients: 1 } })).toBe(false);
    expect(await owner('t2')).toBe('mine');
    // Its own process updates it.
    expect(await mine.update(listing('t2', 'mine'), { $inc: { clients: 2 } })).toBe(true);
    expect((await mine.findOne({ roomId: 't2' }))?.clients).toBe(2);
    // None listed: a process lists its room again.
    expect(await theirs.persist(listing('t3', 'theirs'))).toBe(true);
    expect(await owner('t3')).toBe('theirs');
  });

  it('a listing is removed only by its own process, and a dead process is cleaned of its own only', async () => {
    await mine.insert!(listing('t4', 'mine'));
    await theirs.insert!(listing('t5', 'theirs'));
    expect(await theirs.remove('t4')).toBe(false);
    expect(await owner('t4')).toBe('mine');
    await theirs.cleanup!('mine');
    expect(await owner('t4')).toBeUndefined();
    expect(await owner('t5')).toBe('theirs');
    expect(await theirs.remove('t5')).toBe(true);
    expect(await owner('t5')).toBeUndefined();
  });
});
