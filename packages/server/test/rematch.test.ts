/**
 * Rematch with real websocket clients: at the end of a game a seated player asks
 * for a rematch; the server creates a new table with the same game, options and
 * seats (people take theirs back with the token they hold, the computer player stays
 * at its level), announces it to everyone at the old table (players and spectators),
 * and answers every later request with the same table.
 */
import { describe, expect, it } from 'vitest';
import { autoplay, BACKENDS, seededChooser, testServerFor, waitForRecord } from './helpers.ts';

describe.each(BACKENDS)('rematch on %s', (backend) => {
  const t = testServerFor(backend);

  it('makes one new table with the same seats, announced to everyone there', async () => {
    const { table, invite } = await t.client.createTable({
      game: 'hunt',
      preset: 'tiny',
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', level: 'random' }],
      visibility: 'private',
      moveSeconds: 600,
    });
    const inv = invite ?? undefined;
    const a = await t.client.join({ tableId: table.id, claim: { seat: 0, name: 'Ariadne' }, invite: inv });
    const b = await t.client.join({ tableId: table.id, claim: { seat: 1, name: 'Theseus' }, invite: inv });
    const watcher = await t.client.join({ tableId: table.id, spectate: true, invite: inv });
    // Not before the game is over.
    await expect(a.rematch()).rejects.toMatchObject({ code: 'table/not-finished' });
    const stops = [autoplay(a, seededChooser(3)), autoplay(b, seededChooser(4))];
    await Promise.all([waitForRecord(a), waitForRecord(b), waitForRecord(watcher)]);
    for (const stop of stops) stop();

    // Spectators watch: they cannot ask, but they hear of it.
    await expect(watcher.rematch()).rejects.toMatchObject({ code: 'auth/no-seat' });
    const heard = watcher.waitFor((m) => m.type === 'table' && m.table.rematch !== undefined);
    const heardByB = b.waitFor((m) => m.type === 'table' && m.table.rematch !== undefined);
    const id = await a.rematch();
    expect(id).not.toBe(table.id);
    expect(await heard).toMatchObject({ table: { rematch: id } });
    expect(await heardByB).toMatchObject({ table: { rematch: id } });
    // A second request (here, from the other player) finds the same table.
    expect(await b.rematch()).toBe(id);
    expect(await a.rematch()).toBe(id);

    // The new table: same game, options, clock, visibility and invite, seats held; it has started.
    const next = await t.client.table(id, inv);
    expect(next).toMatchObject({
      game: 'hunt',
      options: table.options,
      moveSeconds: 600,
      visibility: 'private',
      status: 'playing',
    });
    expect(next.seats.map((s) => [s.kind, s.name, s.level ?? null, s.taken])).toEqual([
      ['human', 'Ariadne', null, true],
      ['human', 'Theseus', null, true],
      ['bot', 'Computer (random)', 'random', true],
    ]);
    expect(next.rematch).toBeUndefined();
    // Private still: the new table wants the invite code, the same as before.
    await expect(t.client.table(id)).rejects.toMatchObject({ code: 'auth/invite-required' });
    // Someone arriving at the old table later sees where the rematch is.
    expect((await t.client.table(table.id, inv)).rematch).toBe(id);

    // Each person takes their seat back with the token they already hold; nobody else can.
    const a2 = await t.client.join({ tableId: id, token: a.token! });
    const b2 = await t.client.join({ tableId: id, token: b.token! });
    expect([a2.seat, b2.seat]).toEqual([0, 1]);
    await expect(
      t.client.join({ tableId: id, claim: { seat: 0, name: 'Minos' }, invite: inv }),
    ).rejects.toMatchObject({ code: 'table/seat-taken' });
    const watcher2 = await t.client.join({ tableId: id, spectate: true, invite: inv });
    // The rematch is a new game (its own secret seed), played to its end with its computer player.
    const again = [autoplay(a2, seededChooser(5)), autoplay(b2, seededChooser(6))];
    const [first, second] = await Promise.all([waitForRecord(a), waitForRecord(a2), waitForRecord(watcher2)]);
    for (const stop of again) stop();
    expect(second.seed).not.toBe(first.seed);
    // The computer player is recorded by its level, not named in one language ("Computer (random)"):
    // each reader words it in its own.
    expect(second.seats).toEqual([
      { name: 'Ariadne', kind: 'human' },
      { name: 'Theseus', kind: 'human' },
      { name: '', kind: 'bot', bot: 'random' },
    ]);
    for (const c of [a, b, watcher, a2, b2, watcher2]) await c.leave();
  }, 120_000);
});
