/**
 * The indexed room listing answers every lookup as Colyseus's stock one does: the same
 * random runs of rooms created, locked, unlocked and disposed are played on both, and
 * every lookup (by room id, by table, by anything else) is compared.
 */
import { type IRoomCache, LocalDriver } from '@colyseus/core';
import { Random } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { IndexedLocalDriver } from './room-index.ts';

function listing(roomId: string, tableId: string | undefined, name: string): IRoomCache {
  return {
    name,
    roomId,
    processId: 'p1',
    clients: 0,
    maxClients: 2,
    locked: false,
    private: false,
    ...(tableId === undefined ? {} : { metadata: { tableId } }),
  } as IRoomCache;
}

describe('IndexedLocalDriver', () => {
  it('finds what the stock driver finds, through random runs of rooms coming and going', async () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const random = Random.fromSeed(`room-index-${seed}`);
      const stock = new LocalDriver();
      const indexed = new IndexedLocalDriver(['tableId']);
      // Each driver keeps its own listing objects (they are mutated by `update`).
      const ids = Array.from({ length: 12 }, (_, i) => `t${i}`);
      for (let step = 0; step < 400; step++) {
        const id = random.pick(ids);
        const roll = random.int(10);
        if (roll < 3) {
          // A table room (its room id is the table id), a lobby room, or a room of a table under another id.
          const kind = random.int(3);
          const make = () =>
            kind === 0
              ? listing(id, id, 'table')
              : kind === 1
                ? listing(`lobby-${id}`, undefined, 'lobby')
                : listing(`other-${id}`, id, 'table');
          expect(await indexed.insert(make())).toBe(await stock.insert(make()));
        } else if (roll < 5) {
          const roomId = random.pick([id, `lobby-${id}`, `other-${id}`]);
          expect(indexed.remove(roomId)).toBe(stock.remove(roomId));
        } else if (roll < 6) {
          const roomId = random.pick([id, `other-${id}`]);
          const locked = random.int(2) === 1;
          for (const driver of [stock, indexed]) {
            const room = await driver.findOne({ roomId });
            if (room) driver.update(room, { $set: { locked } });
          }
        }
        const lookups: Record<string, unknown>[] = [
          { roomId: id },
          { roomId: `other-${id}` },
          { locked: false, name: 'table', private: false, tableId: id },
          { name: 'lobby', locked: false },
          { tableId: id },
        ];
        for (const conditions of lookups)
          expect(await indexed.findOne(conditions), JSON.stringify({ seed, step, conditions })).toEqual(
            await stock.findOne(conditions),
          );
        expect(indexed.query({})).toEqual(stock.query({}));
      }
    }
  });

  it('forgets a disposed room everywhere, and a room id can be used again', async () => {
    const driver = new IndexedLocalDriver(['tableId']);
    await driver.insert(listing('t1', 't1', 'table'));
    expect(driver.remove('t1')).toBe(true);
    expect(await driver.findOne({ roomId: 't1' })).toBeUndefined();
    expect(await driver.findOne({ tableId: 't1', name: 'table' })).toBeUndefined();
    expect(await driver.insert(listing('t1', 't1', 'table'))).toBe(true);
    expect((await driver.findOne({ tableId: 't1' }))?.roomId).toBe('t1');
    driver.clear();
    expect(await driver.findOne({ roomId: 't1' })).toBeUndefined();
  });
});
