/**
 * Giving up a seat before the game begins, with real websocket clients and real storage: the
 * seat is free again in the lobby and at the table, the old token opens nothing (also after the
 * connection's own reconnect, which watches), someone else takes it, and once the game has begun
 * a seat can no longer be given up.
 */
import { describe, expect, it } from 'vitest';
import { BACKENDS, testServerFor, until } from './helpers.ts';

describe.each(BACKENDS)('giving up a seat on %s', (backend) => {
  const t = testServerFor(backend);

  it('frees the seat for the lobby and the table; the token is void; refused once the game began', async () => {
    const { table } = await t.client.createTable({
      game: 'hunt',
      preset: 'tiny',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      visibility: 'public',
    });
    const taken = async () =>
      (await t.client.tables()).find((x) => x.id === table.id)?.seats.filter((s) => s.taken).length;
    const a = await t.client.join({ tableId: table.id, claim: { seat: 0, name: 'Ariadne' } });
    const token = a.token!;
    // The same seat open a second time (another tab).
    const tab = await t.client.join({ tableId: table.id, token });
    const watcher = await t.client.join({ tableId: table.id, spectate: true });
    expect(await taken()).toBe(1);

    const told = watcher.waitFor((m) => m.type === 'table' && !m.table.seats[0]!.taken);
    const toldTab = tab.waitFor((m) => m.type === 'table' && !m.table.seats[0]!.taken);
    await a.giveUpSeat();
    expect(a.seat).toBeNull();
    await toldTab;
    expect(tab.you).toEqual({ role: 'spectator' });
    await expect(tab.say('me too?')).rejects.toMatchObject({ code: 'auth/no-seat' });
    expect(await told).toMatchObject({ table: { status: 'waiting', seats: [{ name: null }, {}] } });
    expect(await taken()).toBe(0);
    await expect(a.say('still here?')).rejects.toMatchObject({ code: 'auth/no-seat' });
    await expect(t.client.join({ tableId: table.id, token })).rejects.toMatchObject({
      code: 'auth/bad-token',
    });
    // Its own reconnect watches: the seat stays free.
    a.drop({ reconnect: true });
    await until(
      () => a.connected,
      10_000,
      () => 'the connection never came back',
    );
    expect(a.you).toEqual({ role: 'spectator' });
    expect(await taken()).toBe(0);

    const b = await t.client.join({ tableId: table.id, claim: { seat: 0, name: 'Theseus' } });
    const c = await t.client.join({ tableId: table.id, claim: { seat: 1, name: 'Minos' } });
    expect(c.table?.status).toBe('playing');
    await expect(b.giveUpSeat()).rejects.toMatchObject({ code: 'table/started' });
    expect((await t.client.table(table.id)).seats.map((s) => s.name)).toEqual(['Theseus', 'Minos']);
    for (const conn of [a, tab, b, c, watcher]) await conn.leave();
  });
});
