/**
 * The matchmaking request answered by Daedalus itself (src/matchmaking.ts) gives what
 * Colyseus's own route gave: a seat reservation the SDK connects with, the matchmaker's
 * errors with their codes as HTTP statuses, the CORS headers; a body that is not JSON
 * or too large gets a coded Daedalus error; other paths and the preflight go on as before.
 */
import { Client } from '@colyseus/sdk';
import { explainWireError, protocolErrorsEn } from '@daedalus/protocol';
import { type DaedalusError, parseJoinError } from '@daedalus/protocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCHMAKING_MAX_BYTES } from '../src/matchmaking.ts';
import { startTestServer, type TestServer } from './helpers.ts';

interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Record<string, unknown>;
}

describe('the matchmaking request', () => {
  let t: TestServer;
  let tableId: string;
  beforeAll(async () => {
    t = await startTestServer('pglite');
    ({
      table: { id: tableId },
    } = await t.client.createTable({
      game: 'hunt',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    }));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  }, 30_000);

  const post = async (path: string, body: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const res = await fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://example.com', ...headers },
      body,
    });
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      body: text.startsWith('{') ? JSON.parse(text) : { text },
    };
  };
  const join = (options: unknown) => post('/matchmake/joinOrCreate/table', JSON.stringify(options));

  it('answers with a seat reservation the SDK connects with, and the CORS headers', async () => {
    const answer = await join({ tableId, spectate: true });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://example.com');
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.body).toMatchObject({ name: 'table', roomId: tableId });
    expect(typeof answer.body.sessionId).toBe('string');
    const room = await new Client(t.url).consumeSeatReservation(answer.body as never);
    expect(room.roomId).toBe(tableId);
    await room.leave();
  });

  it("passes on the matchmaker's errors with their codes", async () => {
    const missing = await join({ tableId: 'no-such-table', spectate: true });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(404);
    expect(parseJoinError(new Error(String(missing.body.error))).code).toBe('table/not-found');

    const method = await post('/matchmake/frobnicate/table', '{}');
    expect([method.status, method.body.error]).toEqual([520, 'invalid method "frobnicate"']);
    const room = await post('/matchmake/joinOrCreate/nope', '{}');
    expect([room.status, room.body.error]).toEqual([520, 'provided room name "nope" not defined']);
    const byId = await post('/matchmake/joinById/xyz', '{}');
    expect([byId.status, byId.body.error]).toEqual([522, 'room "xyz" not found']);
  });

  it("words a refused claim precisely in the player's language, with its arguments", async () => {
    const { table } = await t.client.createTable({
      game: 'hunt',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const secret = 'the-same-secret-for-two-seats';
    const first = await t.client.join({ tableId: table.id, claim: { seat: 1, name: 'Ada', secret } });
    const second = await t.client
      .join({ tableId: table.id, claim: { seat: 0, name: 'Ada', secret } })
      .catch((e: unknown) => e as DaedalusError);
    expect(second).toMatchObject({ code: 'table/secret-in-use' });
    const error = second as DaedalusError;
    expect(error.message).toBe(protocolErrorsEn['table/secret-in-use#seat'](1));
    expect(explainWireError(error, 'de')).toMatch(/Platz 1\b/);
    expect(explainWireError(error, 'ru')).toMatch(/1/);
    await first.leave();
  });

  it('refuses a body that is not a JSON object, or too large, with a coded error', async () => {
    for (const body of ['{"tableId":', '[1, 2]', '"text"', 'null']) {
      const answer = await post('/matchmake/joinOrCreate/table', body);
      expect(answer.status, body).toBe(400);
      expect(parseJoinError(new Error(String(answer.body.error))).code, body).toBe('protocol/malformed');
    }
    const large = await join({ tableId, spectate: true, pad: 'x'.repeat(MATCHMAKING_MAX_BYTES) });
    expect(large.status).toBe(413);
    const tooLarge = parseJoinError(new Error(String(large.body.error)));
    expect(tooLarge.code).toBe('protocol/too-large');
    // Said precisely in the player's language, its argument carried in the one line.
    expect(explainWireError(tooLarge, 'de')).toContain(String(MATCHMAKING_MAX_BYTES));
    // An empty body is no options, as in Colyseus: a lobby's seat.
    const lobby = await post('/matchmake/joinOrCreate/lobby', '');
    expect([lobby.status, lobby.body.name]).toEqual([200, 'lobby']);
  });

  it('leaves the preflight, other methods and other paths to the server as before', async () => {
    const preflight = await fetch(`${t.url}/matchmake/joinOrCreate/table`, {
      method: 'OPTIONS',
      headers: { origin: 'http://example.com', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://example.com');
    expect((await fetch(`${t.url}/matchmake/joinOrCreate/table`)).status).toBe(404);
    expect((await post('/matchmake/joinOrCreate/table/more', '{}')).status).toBe(404);
    const games = await fetch(`${t.url}/api/games`);
    expect(games.status).toBe(200);
    expect(((await games.json()) as { games: unknown[] }).games.length).toBeGreaterThan(0);
  });
});
