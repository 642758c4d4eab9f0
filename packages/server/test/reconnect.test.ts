import type { TableInfo } from '@daedalus/protocol';
import { DaedalusClient, type DaedalusError, type TableConnection } from '@daedalus/protocol/client';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { autoplay, BACKENDS, testServerFor, untilTurn, waitForRecord } from './helpers.ts';

/** Every event a connection was told, in order (updates and catch-ups). */
function heard(conn: TableConnection): unknown[] {
  return conn.received.flatMap((m) =>
    m.type === 'update' ? m.events : m.type === 'catchup' ? m.steps.flatMap((s) => s.events) : [],
  );
}

describe.each(BACKENDS)('seats, reconnects and the lobby on %s', (backend) => {
  const t = testServerFor(backend);

  it('a dropped player comes back with its token and gets exactly the steps it missed', async () => {
    const { table } = await t.client.createTable({
      game: 'hunt',
      options: { size: 3, moveCap: 12 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
      seed: 'reconnect',
    });
    const a = await t.client.join(
      { tableId: table.id, claim: { seat: 0, name: 'A' } },
      { autoReconnect: false },
    );
    const b = await t.client.join({ tableId: table.id, claim: { seat: 1, name: 'B' } });
    await a.play({ type: 'start', at: { x: 0, y: 0 } });
    await b.play({ type: 'start', at: { x: 2, y: 2 } });
    await untilTurn(a);
    await a.play(a.situation!.legal[0]!); // seat 0 moves; now seat 1's turn
    const seenByA = a.stateId;
    a.drop();
    await new Promise((r) => setTimeout(r, 100));
    expect((await t.client.table(table.id)).seats[0]!.taken).toBe(true);
    const bTable = b.received.filter((m) => m.type === 'table').at(-1);
    expect(bTable?.type === 'table' && bTable.table.seats[0]!.connected).toBe(false);
    // While A is away, B plays (and the reaction, if any, is B's or A's to answer).
    await untilTurn(b);
    await b.play(
      b.situation!.legal.find((x) => JSON.stringify(x).includes('search')) ?? b.situation!.legal[0]!,
    );
    const missed = b.stateId - seenByA;
    expect(missed).toBeGreaterThan(0);
    await a.resume();
    const catchup = a.received.filter((m) => m.type === 'catchup').at(-1);
    expect(catchup?.type).toBe('catchup');
    if (catchup?.type !== 'catchup') return;
    expect(catchup.from).toBe(seenByA);
    expect(catchup.stateId).toBe(b.stateId);
    expect(catchup.steps.map((s) => s.stateId)).toEqual(
      Array.from({ length: missed }, (_, i) => seenByA + 1 + i),
    );
    const viewAfterCatchup = a.situation?.view;
    expect(viewAfterCatchup).toBeTruthy();
    // Nothing is sent twice: every state id A received after the catch-up is new.
    const ids = a.received.filter((m) => m.type === 'update' || m.type === 'catchup').map((m) => m.stateId);
    expect(new Set(ids).size).toBe(ids.length);

    // A "reload": a new client, only the token; it is told the whole story of its seat so
    // far (everything A heard, in order), then the same situation.
    const token = a.token!;
    await a.leave();
    const again = await new DaedalusClient(t.url).join({ tableId: table.id, token });
    expect(again.seat).toBe(0);
    expect(again.received.map((m) => m.type).slice(0, 2)).toEqual(['welcome', 'catchup']);
    const story = again.received[1];
    expect(story?.type === 'catchup' && story.from).toBe(-1);
    expect(heard(again)).toEqual(heard(a));
    expect(heard(again).length).toBeGreaterThan(0);
    expect(again.stateId).toBe(b.stateId);
    expect(again.situation?.view).toEqual(viewAfterCatchup);
    // A sync request with a known id answers with a catch-up, an unknown one with a snapshot.
    again.send('sync', { since: again.stateId });
    const sync = await again.waitFor((m) => m.type === 'catchup' || m.type === 'snapshot');
    expect(sync.type).toBe('catchup');
    again.send('sync', { since: again.stateId + 50 });
    expect((await again.waitFor((m) => m.type === 'catchup' || m.type === 'snapshot')).type).toBe('snapshot');
    // Both play to the end.
    const stops = [autoplay(again), autoplay(b)];
    const [r1, r2] = await Promise.all([waitForRecord(again), waitForRecord(b)]);
    for (const s of stops) s();
    expect(r1).toEqual(r2);
    await Promise.all([again.leave(), b.leave()]);
  });

  it('the automatic reconnect of the client helper resumes the seat after a drop', async () => {
    const { table } = await t.client.createTable({
      game: 'hunt',
      options: { size: 3, moveCap: 8 },
      seats: [{ kind: 'human' }, { kind: 'bot' }],
    });
    const a = await t.client.join({ tableId: table.id, claim: { seat: 0, name: 'A' } });
    const token = a.token;
    // Drop the socket (as a network failure would) a few times; the helper rejoins with its token.
    for (let i = 0; i < 3; i++) {
      a.drop({ reconnect: true });
      await a.waitFor((m) => m.type === 'catchup');
      expect(a.connected).toBe(true);
      expect(a.token).toBe(token);
      expect(a.seat).toBe(0);
    }
    const stop = autoplay(a);
    const record = await waitForRecord(a);
    stop();
    expect(record.outcome.over).toBe(true);
    expect(a.received.filter((m) => m.type === 'welcome')).toHaveLength(4);
    await a.leave();
  });

  it('the lobby lists open public tables and updates live', async () => {
    const seen: (readonly TableInfo[])[] = [];
    const lobby = await t.client.lobby((tables) => seen.push(tables));
    const waitFor = async (test: (tables: readonly TableInfo[]) => boolean) => {
      for (let i = 0; i < 100; i++) {
        if (seen.length > 0 && test(seen[seen.length - 1]!)) return seen[seen.length - 1]!;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('lobby did not update');
    };
    const { table } = await t.client.createTable({
      game: 'hunt',
      preset: 'tiny',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const hidden = await t.client.createTable({
      game: 'hunt',
      preset: 'tiny',
      visibility: 'private',
      seats: [{ kind: 'human' }],
    });
    await waitFor((ts) => ts.some((x) => x.id === table.id && x.status === 'waiting'));
    const a = await t.client.join({ tableId: table.id, claim: { seat: 0, name: 'Daedalus' } });
    await waitFor((ts) => ts.some((x) => x.id === table.id && x.seats[0]!.name === 'Daedalus'));
    const b = await t.client.join({ tableId: table.id, claim: { seat: 1, name: 'Icarus' } });
    const playing = await waitFor((ts) => ts.some((x) => x.id === table.id && x.status === 'playing'));
    expect(playing.some((x) => x.id === hidden.table.id)).toBe(false);
    const stops = [autoplay(a), autoplay(b)];
    await Promise.all([waitForRecord(a), waitForRecord(b)]);
    for (const s of stops) s();
    await waitFor((ts) => !ts.some((x) => x.id === table.id));
    expect(seen.flat().some((x) => x.id === hidden.table.id)).toBe(false);
    await lobby.leave();
    await Promise.all([a.leave(), b.leave()]);
  });

  it('when storage fails, the action is refused, nothing is lost, and the table carries on from storage', async () => {
    const { table } = await t.client.createTable({
      game: 'hunt',
      options: { size: 3, moveCap: 6 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
      seed: 'storage-failure',
    });
    const a = await t.client.join({ tableId: table.id, claim: { seat: 0, name: 'A' } });
    const b = await t.client.join({ tableId: table.id, claim: { seat: 1, name: 'B' } });
    await a.play({ type: 'start', at: { x: 0, y: 0 } });
    const stored = a.stateId;
    const db = (t.server.store as unknown as { db: { execute(q: unknown): Promise<unknown> } }).db;
    await db.execute(sql.raw('ALTER TABLE daedalus_log RENAME TO daedalus_log_off'));
    let code = '';
    try {
      await b.play({ type: 'start', at: { x: 2, y: 2 } });
    } catch (error) {
      code = (error as DaedalusError).code;
    }
    await db.execute(sql.raw('ALTER TABLE daedalus_log_off RENAME TO daedalus_log'));
    expect(code).toBe('server/storage');
    // The room closed; both clients come back to a room rebuilt from storage, without B's start.
    await b.waitFor((m) => m.type === 'catchup' || m.type === 'snapshot', 15_000);
    expect(b.stateId).toBe(stored);
    await untilTurn(b);
    expect(b.situation?.you?.prompt).toBe('hunt/choose-start');
    await b.play({ type: 'start', at: { x: 2, y: 2 } });
    const stops = [autoplay(a), autoplay(b)];
    const [ra, rb] = await Promise.all([waitForRecord(a), waitForRecord(b)]);
    for (const s of stops) s();
    expect(ra).toEqual(rb);
    expect(ra.actions[1]).toEqual({ seat: 1, action: { type: 'start', at: { x: 2, y: 2 } } });
    await Promise.all([a.leave(), b.leave()]);
  });
});
