import { DaedalusClient, DaedalusError, type TableConnection } from '@daedalus/protocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer, waitForRecord } from './helpers.ts';

async function errorFor(conn: TableConnection, send: () => void): Promise<string> {
  const before = conn.received.length;
  send();
  const m = await conn.waitFor((x) => x.type === 'error' || x.type === 'ack');
  expect(conn.received.length).toBeGreaterThan(before);
  return m.type === 'error' ? m.error.code : 'ack';
}

async function joinError(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(DaedalusError);
    return (error as DaedalusError).code;
  }
  throw new Error('the join was accepted');
}

describe.each(BACKENDS)('bad input on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    // A tight rate limit for this file: 5 messages a second, bursts of 12.
    t = await startTestServer(backend, { rate: { perSecond: 5, burst: 12 } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  }, 30_000);

  it('rejects bad table requests over HTTP with coded errors', async () => {
    const codeOf = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (e: DaedalusError) => e.code,
      );
    expect(await codeOf(t.client.createTable({ game: 'nope', seats: [{ kind: 'human' }] }))).toBe(
      'table/unknown-game',
    );
    expect(await codeOf(t.client.createTable({ game: 'hunt', seats: [] }))).toBe('table/invalid');
    expect(
      await codeOf(t.client.createTable({ game: 'hunt', options: { size: 99 }, seats: [{ kind: 'human' }] })),
    ).toBe('options/invalid');
    expect(
      await codeOf(t.client.createTable({ game: 'hunt', preset: 'huge', seats: [{ kind: 'human' }] })),
    ).toBe('options/unknown-preset');
    expect(
      await codeOf(t.client.createTable({ game: 'hunt', seats: [{ kind: 'bot', level: 'grandmaster' }] })),
    ).toBe('table/invalid');
    expect(await codeOf(t.client.table('no-such-table'))).toBe('table/not-found');
    const raw = await fetch(`${t.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"game": ',
    });
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as { error: { code: string } }).error.code).toBe('protocol/malformed');
  });

  it('rejects bad joins: unknown table, bad token, taken or computer seat, private table without invite', async () => {
    const { table } = await t.client.createTable({
      game: 'hunt',
      preset: 'tiny',
      seats: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'human' }],
    });
    expect(await joinError(t.client.join({ tableId: 'nope', spectate: true }))).toBe('table/not-found');
    expect(await joinError(t.client.join({ tableId: table.id, token: 'forged-token' }))).toBe(
      'auth/bad-token',
    );
    const a = await t.client.join({ tableId: table.id, claim: { seat: 0, name: 'A' } });
    expect(await joinError(t.client.join({ tableId: table.id, claim: { seat: 0, name: 'B' } }))).toBe(
      'table/seat-taken',
    );
    expect(await joinError(t.client.join({ tableId: table.id, claim: { seat: 1, name: 'B' } }))).toBe(
      'table/seat-is-bot',
    );
    expect(await joinError(t.client.join({ tableId: table.id, claim: { seat: 9, name: 'B' } }))).toBe(
      'table/no-such-seat',
    );
    expect(
      await joinError(t.client.join({ tableId: table.id, claim: { seat: 2, name: 'x'.repeat(200) } })),
    ).toBe('protocol/malformed');
    // Raw options that the schema refuses (two roles at once).
    expect(
      await joinError(t.client.join({ tableId: table.id, spectate: true, token: a.token! } as never)),
    ).toBe('protocol/malformed');
    const secret = await t.client.createTable({
      game: 'hunt',
      preset: 'tiny',
      visibility: 'private',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    expect(secret.invite).toMatch(/.{6,}/);
    expect(await joinError(t.client.join({ tableId: secret.table.id, spectate: true }))).toBe(
      'auth/invite-required',
    );
    expect(
      await joinError(t.client.join({ tableId: secret.table.id, spectate: true, invite: 'wrong' })),
    ).toBe('auth/invite-required');
    expect(await joinError(t.client.join({ tableId: secret.table.id, claim: { seat: 0, name: 'C' } }))).toBe(
      'auth/invite-required',
    );
    const c = await t.client.join({
      tableId: secret.table.id,
      claim: { seat: 0, name: 'C' },
      invite: secret.invite!,
    });
    expect(c.seat).toBe(0);
    expect(await t.client.table(secret.table.id).catch((e: DaedalusError) => e.code)).toBe(
      'auth/invite-required',
    );
    expect((await t.client.table(secret.table.id, secret.invite!)).id).toBe(secret.table.id);
    expect((await t.client.tables()).map((x) => x.id)).not.toContain(secret.table.id);
    await Promise.all([a.leave(), c.leave()]);
  });

  it('answers every bad action with a coded error and keeps the table and connection working', async () => {
    const { table } = await t.client.createTable({
      game: 'hunt',
      options: { size: 3, moveCap: 2 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const a = await t.client.join({ tableId: table.id, claim: { seat: 0, name: 'A' } });
    // Before the game starts.
    expect(await errorFor(a, () => a.act({ type: 'start', at: { x: 0, y: 0 } }))).toBe('table/not-started');
    const b = await t.client.join({ tableId: table.id, claim: { seat: 1, name: 'B' } });
    const watcher = await new DaedalusClient(t.url).join({ tableId: table.id, spectate: true });
    // A spectator holds no seat.
    expect(await errorFor(watcher, () => watcher.act({ type: 'start', at: { x: 0, y: 0 } }))).toBe(
      'auth/no-seat',
    );
    // Claiming to act for another seat.
    expect(
      await errorFor(a, () => a.send('action', { action: { type: 'start', at: { x: 0, y: 0 } }, seat: 1 })),
    ).toBe('auth/wrong-seat');
    // Malformed messages and actions.
    expect(await errorFor(a, () => a.send('action', { nonsense: true }))).toBe('protocol/malformed');
    expect(await errorFor(a, () => a.send('action', 'just a string'))).toBe('protocol/malformed');
    expect(await errorFor(a, () => a.act({ type: 'fly', to: 'moon' }))).toBe('action/malformed');
    expect(await errorFor(a, () => a.send('teleport', {}))).toBe('protocol/unknown-message');
    // Oversized.
    expect(
      await errorFor(a, () => a.act({ type: 'start', at: { x: 0, y: 0 }, pad: 'x'.repeat(20_000) })),
    ).toBe('protocol/too-large');
    // Rule errors come with the game's own code.
    expect(await errorFor(a, () => a.act({ type: 'start', at: { x: 7, y: 7 } }))).toBe('hunt/off-board');
    await new Promise((r) => setTimeout(r, 2500)); // let the rate bucket refill
    // Both choose a start; then it is seat 0's turn and seat 1 acting is out of turn.
    expect(await errorFor(a, () => a.act({ type: 'start', at: { x: 0, y: 0 } }))).toBe('ack');
    // A second submit on the same state id is stale (a double click).
    expect(
      await errorFor(a, () => a.act({ type: 'start', at: { x: 1, y: 1 } }, { stateId: a.stateId - 1 })),
    ).toBe('action/stale');
    expect(await errorFor(b, () => b.act({ type: 'start', at: { x: 2, y: 2 } }))).toBe('ack');
    expect(await errorFor(b, () => b.act({ type: 'search' }))).toBe('turn/not-your-turn');
    // Too frequent: a burst past the bucket gets rate-limited answers, and nothing breaks.
    const codes: string[] = [];
    const off = a.on('error', (m) => codes.push(m.error.code));
    for (let i = 0; i < 30; i++) a.send('sync', { since: a.stateId });
    await new Promise((r) => setTimeout(r, 300));
    off();
    expect(codes).toContain('protocol/rate-limited');
    await new Promise((r) => setTimeout(r, 2500));
    // The connection still works: play out the (two-turn) game.
    expect(await errorFor(a, () => a.act({ type: 'search' }))).toBe('ack');
    // (The server's secret seed hides the treasure: the first search may have found it.)
    if (!a.situation?.outcome.over) expect(await errorFor(b, () => b.act({ type: 'search' }))).toBe('ack');
    expect((await waitForRecord(a)).outcome.over).toBe(true);
    // After the end.
    expect(await errorFor(a, () => a.act({ type: 'search' }, { stateId: null }))).toBe('match/over');
    await Promise.all([a.leave(), b.leave(), watcher.leave()]);
  });
});

describe('too many new tables from one address', () => {
  it('are refused with a coded error once the per-minute allowance is spent; tables made before stay', async () => {
    const t = await startTestServer('pglite', { tablesPerMinute: 3 });
    try {
      const made = [];
      for (let i = 0; i < 3; i++)
        made.push(
          await t.client.createTable({ game: 'hunt', seats: [{ kind: 'human' }, { kind: 'human' }] }),
        );
      const refused = await t.client.createTable({ game: 'hunt', seats: [{ kind: 'human' }] }).then(
        () => null,
        (e: DaedalusError) => e,
      );
      expect(refused?.code).toBe('protocol/rate-limited');
      expect(refused?.message).toMatch(/Too many new tables from your address \(3 a minute\)/);
      const listed = (await t.client.tables()).map((x) => x.id);
      for (const m of made) expect(listed).toContain(m.table.id);
      expect(listed).toHaveLength(3);
    } finally {
      await t.close();
    }
  }, 60_000);
});
