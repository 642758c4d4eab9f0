/**
 * Guessing secrets is limited: wrong seat tokens, invite codes and claims of taken
 * seats count against the address they come from (HTTP and websocket alike) and
 * against the table; past either limit nothing is checked any more, right or wrong,
 * and the answer is `protocol/rate-limited` (HTTP 429). Invite codes are 128 bits.
 */
import { request } from 'node:http';
import { explainWireError } from '@daedalus/protocol';
import { DaedalusError } from '@daedalus/protocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from './helpers.ts';

/** GET from a given local address (the loopback network has many): status and error code. */
function getFrom(url: string, localAddress: string): Promise<{ status: number; code: string | null }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { localAddress }, (res) => {
      let body = '';
      res.on('data', (d) => {
        body += String(d);
      });
      res.on('end', () => {
        const parsed = JSON.parse(body) as { error?: { code: string } };
        resolve({ status: res.statusCode ?? 0, code: parsed.error?.code ?? null });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: DaedalusError) => {
      expect(e).toBeInstanceOf(DaedalusError);
      return e.code;
    },
  );

describe.each(BACKENDS)('guessing secrets on %s', (backend) => {
  // One server per process: five wrong guesses a minute per address, eight per table.
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend, { guessesPerMinute: 5, tableGuessesPerMinute: 8 });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  }, 30_000);

  it('one table: guesses from many addresses count against it; other tables are not affected', async () => {
    const make = () =>
      t.client.createTable({
        game: 'hunt',
        visibility: 'private',
        seats: [{ kind: 'human' }, { kind: 'human' }],
      });
    const target = await make();
    const other = await make();
    const at = (table: string, invite: string, from: string) =>
      getFrom(`${t.url}/api/tables/${table}?invite=${invite}`, from);
    // Four other addresses, two wrong guesses each (under their own limit): eight at the table.
    for (const n of [2, 3, 4, 5])
      for (let i = 0; i < 2; i++)
        expect(await at(target.table.id, 'wrong', `127.0.0.${n}`)).toEqual({
          status: 403,
          code: 'auth/invite-required',
        });
    // The table's limit is spent: a fresh address is refused, even with the right code.
    expect(await at(target.table.id, target.invite!, '127.0.0.6')).toEqual({
      status: 429,
      code: 'protocol/rate-limited',
    });
    expect(
      await codeOf(t.client.join({ tableId: target.table.id, spectate: true, invite: target.invite! })),
    ).toBe('protocol/rate-limited');
    // Another table, from the same addresses: its own limit.
    expect(await at(other.table.id, other.invite!, '127.0.0.2')).toEqual({ status: 200, code: null });
    const seat = await t.client.join({
      tableId: other.table.id,
      claim: { seat: 0, name: 'C' },
      invite: other.invite!,
    });
    expect(seat.seat).toBe(0);
    await seat.leave();
  });
  // 127.0.0.1 has guessed nothing wrong yet (the refused join above was not checked).
  it('one address: wrong tokens over the websocket and wrong invites over HTTP share one limit', async () => {
    const duel = await t.client.createTable({ game: 'hunt', seats: [{ kind: 'human' }, { kind: 'human' }] });
    const secret = await t.client.createTable({
      game: 'hunt',
      visibility: 'private',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    // Invite codes are long enough that guessing within the limits is hopeless.
    expect(secret.invite).toMatch(/^[\w-]{22,}$/);
    const seated = await t.client.join({ tableId: duel.table.id, claim: { seat: 0, name: 'A' } });
    const wrongToken = () => codeOf(t.client.join({ tableId: duel.table.id, token: 'x'.repeat(32) }));
    expect([await wrongToken(), await wrongToken(), await wrongToken()]).toEqual(
      Array(3).fill('auth/bad-token'),
    );
    // A claim of the taken seat guesses its token too.
    expect(await codeOf(t.client.join({ tableId: duel.table.id, claim: { seat: 0, name: 'B' } }))).toBe(
      'table/seat-taken',
    );
    expect(await codeOf(t.client.table(secret.table.id, 'wrong-invite'))).toBe('auth/invite-required');
    // Five wrong guesses: from now on nothing is checked, right or wrong, on either path.
    expect(await wrongToken()).toBe('protocol/rate-limited');
    const refused = await t.client.join({ tableId: duel.table.id, token: seated.token! }).catch((e) => e);
    expect(refused).toMatchObject({ code: 'protocol/rate-limited' });
    expect((refused as DaedalusError).message).toMatch(/Too many wrong seat tokens or invite codes/);
    // Said in the player's language, the precise sentence, though a join's refusal is one line of text.
    expect(explainWireError(refused as DaedalusError, 'de')).toMatch(/^Zu viele falsche Platzschlüssel/);
    const http = await fetch(`${t.url}/api/tables/${secret.table.id}?invite=${secret.invite}`);
    expect(http.status).toBe(429);
    expect(((await http.json()) as { error: { code: string } }).error.code).toBe('protocol/rate-limited');
    expect(await codeOf(t.client.record(secret.table.id, 'wrong'))).toBe('protocol/rate-limited');
    expect(
      await codeOf(t.client.join({ tableId: secret.table.id, spectate: true, invite: secret.invite! })),
    ).toBe('protocol/rate-limited');
    // What guesses no secret goes on: public tables, watching them, the seated player.
    expect((await t.client.table(duel.table.id)).id).toBe(duel.table.id);
    const watcher = await t.client.join({ tableId: duel.table.id, spectate: true });
    expect(watcher.you).toEqual({ role: 'spectator' });
    expect(seated.connected).toBe(true);
    await Promise.all([seated.leave(), watcher.leave()]);
  });
});
