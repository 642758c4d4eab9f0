/**
 * Input of odd shapes gets a coded answer that names the real problem: options nested
 * thousands of levels deep, a deeply nested action (the connection stays open),
 * `__proto__` among the options, join options with one bad field, and a seat
 * reservation that expired before its connection arrived.
 */
import { Protocol } from '@colyseus/core';
import { Client } from '@colyseus/sdk';
import { DaedalusError, newClaimSecret, parseJoinError } from '@daedalus/protocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer, until } from './helpers.ts';

/** `depth` levels of objects (`{"a":{"a":…}}`) or arrays (`[[…]]`) around 1, as JSON text. */
const nested = (depth: number, kind: 'object' | 'array') =>
  kind === 'object'
    ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    : `${'['.repeat(depth)}1${']'.repeat(depth)}`;

async function post(url: string, body: string): Promise<{ status: number; code: string; message: string }> {
  const res = await fetch(`${url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const json = (await res.json()) as { error?: { code: string; message: string } };
  return { status: res.status, code: json.error?.code ?? 'none', message: json.error?.message ?? '' };
}

async function joinError(promise: Promise<unknown>): Promise<DaedalusError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(DaedalusError);
    return error as DaedalusError;
  }
  throw new Error('the join was accepted');
}

describe.each(BACKENDS)('bad shapes on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend, { config: { seatReservationSeconds: 1 } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  }, 30_000);

  it('options nested 5,000 and more levels deep: a coded 400, not a server error', async () => {
    for (const kind of ['object', 'array'] as const)
      for (const depth of [5_000, 6_000]) {
        const body = `{"game":"hunt","seats":[{"kind":"human"}],"options":{"size":${nested(depth, kind)}}}`;
        expect(body.length).toBeLessThan(64 * 1024);
        const r = await post(t.url, body);
        expect(r, `${kind} ${depth}`).toMatchObject({ status: 400, code: 'protocol/too-deep' });
        expect(r.message).toMatch(/nested/);
      }
    // The server still answers.
    expect((await t.client.games()).length).toBeGreaterThan(0);
  });

  it('`__proto__` among the options is refused like any unknown key', async () => {
    // Labyrinth's options refuse unknown keys.
    const seats = '"seats":[{"kind":"human"},{"kind":"human"}]';
    const unknown = await post(t.url, `{"game":"labyrinth",${seats},"options":{"foo":1}}`);
    const proto = await post(t.url, `{"game":"labyrinth",${seats},"options":{"__proto__":{"width":4}}}`);
    expect(unknown.status).toBe(400);
    expect(proto.status).toBe(400);
    expect(proto.code).toBe(unknown.code);
    expect(unknown.message).toMatch(/foo/);
    expect(proto.message).toBe(unknown.message.replace('"foo"', '"__proto__"'));
    const top = await post(t.url, '{"game":"hunt","seats":[{"kind":"human"}],"__proto__":{"seed":"x"}}');
    expect(top).toMatchObject({ status: 400, code: 'table/invalid' });
    expect(top.message).toMatch(/__proto__/);
  });

  it('a 6,000-deep action is refused with a code, and the connection stays open', async () => {
    const { table } = await t.client.createTable({
      game: 'hunt',
      options: { size: 3 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    // A plain Colyseus client: the frames are written by hand (msgpackr itself cannot
    // encode such a payload without overflowing its stack).
    const room = await new Client(t.url).joinOrCreate('table', {
      tableId: table.id,
      claim: { seat: 0, name: 'A', secret: newClaimSecret() },
    });
    const b = await t.client.join(
      { tableId: table.id, claim: { seat: 1, name: 'B' } },
      { autoReconnect: false },
    );
    const errors: string[] = [];
    const acks: string[] = [];
    room.onMessage('*', (_type, m: { type: string; error?: { code: string }; requestId?: string }) => {
      if (m.type === 'error') errors.push(m.error!.code);
      if (m.type === 'ack') acks.push(m.requestId ?? '');
    });
    let closed = false;
    room.onLeave(() => {
      closed = true;
    });
    const str = (text: string) => [0xa0 | text.length, ...Buffer.from(text)];
    // {"action": <deep>, "requestId": "deep"} after the frame header and the type "action".
    const frame = (deep: number[]) =>
      new Uint8Array([
        Protocol.ROOM_DATA,
        ...str('action'),
        0x82,
        ...str('action'),
        ...deep,
        ...str('requestId'),
        ...str('deep'),
      ]);
    const arrays = [...Array(6_000).fill(0x91), 0x01];
    const objects = [...Array.from({ length: 6_000 }, () => [0x81, ...str('a')]).flat(), 0x01];
    const broken = [0xc1];
    for (const deep of [arrays, objects, broken]) room.connection.send(frame(deep));
    room.send('action', { action: { type: 'start', at: { x: 0, y: 0 } }, requestId: 'fine' });
    await until(
      () => acks.length > 0 || closed,
      10_000,
      () => 'no answer',
    );
    expect(errors).toEqual(['protocol/too-deep', 'protocol/too-deep', 'protocol/malformed']);
    expect(acks).toEqual(['fine']);
    expect(closed).toBe(false);
    // Deep, as the client library encodes it: refused the same way.
    const moderate = JSON.parse(nested(500, 'array')) as unknown;
    room.send('action', { action: moderate, requestId: 'moderate' });
    await until(
      () => errors.length > 3,
      10_000,
      () => 'no answer',
    );
    expect(errors[3]).toBe('protocol/too-deep');
    await Promise.all([room.leave(), b.leave()]);
  });

  it('join errors name the field that is wrong', async () => {
    const { table } = await t.client.createTable({
      game: 'hunt',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const tableId = table.id;
    const secret = 's'.repeat(24);
    const cases: [object, RegExp][] = [
      [{ tableId, claim: { seat: 0, name: '', secret } }, /claim\.name.*1 to 40 characters/],
      [{ tableId, claim: { seat: 0, name: '   ', secret } }, /claim\.name.*1 to 40 characters/],
      [{ tableId, claim: { seat: 0, name: 'x'.repeat(41), secret } }, /claim\.name.*1 to 40 characters/],
      [{ tableId, claim: { seat: -1, name: 'A', secret } }, /claim\.seat/],
      [{ tableId, claim: { seat: 0, name: 'A', secret: 'short' } }, /claim\.secret.*22/],
      [{ tableId, token: 't'.repeat(201) }, /token.*200 characters/],
      [{ tableId, spectate: true, since: -1 }, /since/],
      [{ tableId, spectate: true, color: 'red' }, /color/],
      [{ tableId, spectate: true, token: 'x' }, /exactly one of token, claim or spectate/],
      [{ tableId }, /exactly one of token, claim or spectate/],
    ];
    for (const [options, message] of cases) {
      const error = await joinError(t.client.join(options as never, { autoReconnect: false }));
      expect(error.code, JSON.stringify(options)).toBe('protocol/malformed');
      expect(error.message, JSON.stringify(options)).toMatch(message);
    }
  });

  it('a seat reservation that expired before its connection reaches the client with a Daedalus code', async () => {
    const { table } = await t.client.createTable({
      game: 'hunt',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const res = await fetch(`${t.url}/matchmake/joinOrCreate/table`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tableId: table.id, spectate: true }),
    });
    expect(res.status).toBe(200);
    const reservation = (await res.json()) as Parameters<Client['consumeSeatReservation']>[0];
    // The room keeps a reservation for one second here; this connection comes later.
    await new Promise((r) => setTimeout(r, 2500));
    const error = await new Client(t.url).consumeSeatReservation(reservation).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(/^server\/reservation-expired: /);
    expect(parseJoinError(error).code).toBe('server/reservation-expired');
  });
});
