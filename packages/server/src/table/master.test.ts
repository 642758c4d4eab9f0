/**
 * The table master without a transport or a database: joining, seats and tokens,
 * messages and their refusals, the order of commits, what each viewer receives,
 * and the end of a game. Clocks: master-clocks.test.ts; bots: master-bots.test.ts.
 */
import {
  type AnyGame,
  currentEdition,
  eventsFor,
  type GameEvent,
  type JsonValue,
  Match,
  type Seat,
} from '@daedalus/core';
import { findGame } from '@daedalus/games';
import { explainWireError, type ServerMessage } from '@daedalus/protocol';
import { hunt } from '@daedalus/testkit/fixtures';
import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../storage/memory-store.ts';
import type { LogEntry, TableChange } from '../storage/store.ts';
import type { TableMaster } from './master.ts';
import type { Recorder } from './test-table.ts';
import { secret, type TestTable, testTable } from './test-table.ts';

const types = (messages: readonly ServerMessage[]) => messages.map((m) => m.type);

/** Two people at a table, both seated: the game has started. */
async function started(t: TestTable) {
  const { master, host } = await t.open();
  const a = await master.join('a', { tableId: t.id, claim: { seat: 0, name: 'Ariadne', secret: secret() } });
  const b = await master.join('b', { tableId: t.id, claim: { seat: 1, name: 'Theseus', secret: secret() } });
  if (!a.ok || !b.ok || a.value.role !== 'seat' || b.value.role !== 'seat') throw new Error('not seated');
  host.take('a');
  host.take('b');
  return { master, host, tokens: [a.value.token, b.value.token] };
}

/** Sends an action and waits until it is answered. */
const act = (master: TableMaster, id: string, payload: object) => master.receive(id, 'action', payload);

describe('table master: joining', () => {
  it('claims take free seats; the last one starts the game, and everyone hears of it in order', async () => {
    const t = await testTable();
    const { master, host } = await t.open();
    const a = await master.join('a', {
      tableId: t.id,
      claim: { seat: 0, name: 'Ariadne', secret: secret() },
    });
    expect(a).toMatchObject({ ok: true, value: { role: 'seat', seat: 0 } });
    expect(types(host.take('a'))).toEqual(['welcome', 'snapshot']);
    expect(master.status).toBe('waiting');
    expect(host.alive).toBeNull();

    const b = await master.join('b', {
      tableId: t.id,
      claim: { seat: 1, name: 'Theseus', secret: secret() },
    });
    expect(b.ok).toBe(true);
    expect(master.status).toBe('playing');
    expect(host.alive).toBe(true);
    // Already here: the new seat, the first situation, then the new seat's connection.
    const toA = host.take('a');
    expect(types(toA)).toEqual(['table', 'update', 'table']);
    expect(toA[1]).toMatchObject({ stateId: 2, events: [], situation: { you: { seat: 0 } } });
    expect(toA[2]).toMatchObject({ table: { seats: [{ connected: true }, { connected: true }] } });
    // The claimant: its welcome, then a catch-up from just before its claim.
    const toB = host.take('b');
    expect(types(toB)).toEqual(['welcome', 'catchup']);
    expect(toB[0]).toMatchObject({ you: { role: 'seat', seat: 1 }, table: { status: 'playing' } });
    expect(toB[1]).toMatchObject({ from: 1, stateId: 2, steps: [{ stateId: 2, events: [] }] });

    const log = await t.store.loadLog(t.id);
    expect(log.map((e) => [e.seq, e.kind, e.seat])).toEqual([
      [1, 'claim', 0],
      [2, 'claim', 1],
    ]);
    const stored = await t.store.getTable(t.id);
    expect(stored?.table).toMatchObject({ status: 'playing', stateId: 2 });
    expect(stored?.seats.map((s) => s.name)).toEqual(['Ariadne', 'Theseus']);
    // Only hashes are stored, never the tokens themselves.
    if (a.ok && a.value.role === 'seat') expect(JSON.stringify(stored)).not.toContain(a.value.token);
    expect(t.log.filter((l) => l === 'lobby')).toHaveLength(2);
  });

  it('a claim without a name takes the seat with none (not a default in one language), also after a restart', async () => {
    const t = await testTable();
    const { master, host } = await t.open();
    const token = secret();
    const joined = await master.join('a', { tableId: t.id, claim: { seat: 1, secret: token } });
    expect(joined).toMatchObject({ ok: true, value: { role: 'seat', seat: 1 } });
    const seatOf = (messages: readonly ServerMessage[]) => {
      const welcome = messages.find((m) => m.type === 'welcome');
      return welcome?.type === 'welcome' ? welcome.table.seats[1] : undefined;
    };
    // Taken, and nameless: each client names it "Player 2" in its reader's language.
    expect(seatOf(host.take('a'))).toMatchObject({ taken: true, name: null });
    const reopened = await t.open();
    await reopened.master.join('b', { tableId: t.id, spectate: true });
    expect(seatOf(reopened.host.take('b'))).toMatchObject({ taken: true, name: null });
    // The game's record names that seat '' too, not "Player 2" in one language.
    await reopened.master.join('a', { tableId: t.id, token });
    await reopened.master.join('c', { tableId: t.id, claim: { seat: 0, name: 'Ada', secret: secret() } });
    await playOut(reopened.master, reopened.host, ['c', 'a'], (legal) => legal[0]);
    const record = reopened.host.last('b', 'record')?.record;
    expect(record?.seats?.map((s) => s.name)).toEqual(['Ada', '']);
  });

  it('refuses bad joins with a coded error, sends nothing and stores nothing', async () => {
    const t = await testTable({ seats: ['human', 'random', 'human'], invite: 'secret' });
    const { master, host } = await t.open();
    const claim = (seat: number) => ({
      tableId: t.id,
      invite: 'secret',
      claim: { seat, name: 'N', secret: secret() },
    });
    expect((await master.join('x', claim(0))).ok).toBe(true);
    const cases: [object, string][] = [
      [{ tableId: t.id }, 'protocol/malformed'],
      [{ tableId: t.id, spectate: true, token: 'x' }, 'protocol/malformed'],
      [{ tableId: t.id, token: 'not-a-token' }, 'auth/bad-token'],
      [{ tableId: t.id, claim: { seat: 2, name: 'N', secret: secret() } }, 'auth/invite-required'],
      [{ tableId: t.id, spectate: true, invite: 'wrong' }, 'auth/invite-required'],
      [claim(0), 'table/seat-taken'],
      [claim(1), 'table/seat-is-bot'],
      [claim(7), 'table/no-such-seat'],
    ];
    for (const [options, code] of cases) {
      const joined = await master.join('y', options);
      expect(joined, code).toMatchObject({ ok: false, error: { code } });
      expect(host.take('y'), code).toEqual([]);
    }
    expect(await t.store.loadLog(t.id)).toHaveLength(1);
    // A refused join does not hold a seat: the table shows one connected person.
    expect((await master.join('z', { tableId: t.id, spectate: true, invite: 'secret' })).ok).toBe(true);
    expect(
      host.last('z', 'welcome')?.table.seats.filter((s) => s.kind === 'human' && s.connected),
    ).toHaveLength(1);
  });

  it('a claim sent again with its secret gets the seat it took, storing nothing; another secret finds it taken', async () => {
    const t = await testTable();
    const { master, host } = await t.open();
    const mine = secret();
    const first = await master.join('a', {
      tableId: t.id,
      claim: { seat: 0, name: 'Ariadne', secret: mine },
    });
    expect(first).toMatchObject({ ok: true, value: { role: 'seat', seat: 0, token: mine } });
    // The answer was lost: the same claim again, on a new connection.
    const again = await master.join('a2', {
      tableId: t.id,
      claim: { seat: 0, name: 'Ariadne', secret: mine },
    });
    expect(again).toMatchObject({ ok: true, value: { role: 'seat', seat: 0, token: mine } });
    expect(host.last('a2', 'welcome')?.you).toEqual({ role: 'seat', seat: 0, token: mine });
    expect(await t.store.loadLog(t.id)).toHaveLength(1);
    // The secret is the seat's token.
    expect((await master.join('a3', { tableId: t.id, token: mine })).ok).toBe(true);
    const other = await master.join('b', { tableId: t.id, claim: { seat: 0, name: 'B', secret: secret() } });
    expect(other).toMatchObject({ ok: false, error: { code: 'table/seat-taken' } });
    // One secret holds one seat.
    const twice = await master.join('c', { tableId: t.id, claim: { seat: 1, name: 'C', secret: mine } });
    expect(twice).toMatchObject({ ok: false, error: { code: 'table/secret-in-use' } });
    expect(await t.store.loadLog(t.id)).toHaveLength(1);
  });

  it('a claim storage refuses (taken on another process) is seat-taken, and the seat stays free here', async () => {
    const store = new MemoryStore();
    const t = await testTable({ store });
    const { master } = await t.open();
    // Another process took seat 0 behind this master's back.
    await store.claimSeat(t.id, 0, 'Other', 'hash', claimEntry(1, 0), { status: 'waiting', outcome: null });
    const joined = await master.join('a', {
      tableId: t.id,
      claim: { seat: 0, name: 'Ariadne', secret: secret() },
    });
    expect(joined).toMatchObject({ ok: false, error: { code: 'table/seat-taken' } });
    expect(master.stateId).toBe(0);
  });

  it('a seat given up before the start is free again: stored, its token void, everyone told; not once the game began', async () => {
    const t = await testTable({ seats: ['human', 'human', 'human'] });
    const { master, host } = await t.open();
    const joined = await master.join('a', {
      tableId: t.id,
      claim: { seat: 0, name: 'Ariadne', secret: secret() },
    });
    await master.join('b', { tableId: t.id, claim: { seat: 1, name: 'Theseus', secret: secret() } });
    await master.join('spy', { tableId: t.id, spectate: true });
    const token = joined.ok && joined.value.role === 'seat' ? joined.value.token : '';
    for (const id of ['a', 'b', 'spy']) host.take(id);

    // A spectator has no seat to give up; a message of the wrong shape is refused.
    await master.receive('spy', 'giveUpSeat', { requestId: 's1' });
    expect(host.last('spy', 'error')).toMatchObject({ requestId: 's1', error: { code: 'auth/no-seat' } });
    await master.receive('a', 'giveUpSeat', { requestId: 'g0', seat: 0 });
    expect(host.last('a', 'error')).toMatchObject({ requestId: 'g0', error: { code: 'protocol/malformed' } });
    expect(master.stateId).toBe(2);

    await master.receive('a', 'giveUpSeat', { requestId: 'g1' });
    expect(host.last('a', 'ack')).toMatchObject({ requestId: 'g1', stateId: 3 });
    // Everyone (the giver too) sees seat 0 free again.
    for (const id of ['a', 'b', 'spy'])
      expect(host.last(id, 'table')?.table.seats[0], id).toMatchObject({ taken: false, name: null });
    expect(t.log.filter((l) => l === 'lobby')).toHaveLength(3);
    const stored = await t.store.getTable(t.id);
    expect(stored?.seats[0]).toMatchObject({ name: null, tokenHash: null });
    expect((await t.store.loadLog(t.id)).map((e) => [e.seq, e.kind, e.seat])).toEqual([
      [1, 'claim', 0],
      [2, 'claim', 1],
      [3, 'release', 0],
    ]);
    // The connection watches on: no chat, no second release; the old token opens nothing.
    await master.receive('a', 'chat', { text: 'hello', requestId: 'c1' });
    expect(host.last('a', 'error')).toMatchObject({ requestId: 'c1', error: { code: 'auth/no-seat' } });
    expect(await master.join('a-again', { tableId: t.id, token })).toMatchObject({
      ok: false,
      error: { code: 'auth/bad-token' },
    });

    // Someone else takes it, the last seat starts the game; the table reopens from its log.
    expect(
      (await master.join('c', { tableId: t.id, claim: { seat: 0, name: 'Minos', secret: secret() } })).ok,
    ).toBe(true);
    expect(
      (await master.join('d', { tableId: t.id, claim: { seat: 2, name: 'Icarus', secret: secret() } })).ok,
    ).toBe(true);
    expect(master.status).toBe('playing');
    const started = situationOf(host, 'c');
    expect(started?.you).not.toBeNull();
    await act(master, 'c', { action: started!.legal[0] });
    expect(master.stateId).toBe(6);
    const reopened = await t.open();
    expect(reopened.master.stateId).toBe(6);
    await reopened.master.join('c2', { tableId: t.id, spectate: true });
    expect(reopened.host.last('c2', 'welcome')?.table.seats.map((s) => s.name)).toEqual([
      'Minos',
      'Theseus',
      'Icarus',
    ]);

    // Once the game has begun a seat cannot be given up: refused, nothing stored.
    await master.receive('b', 'giveUpSeat', { requestId: 'g2' });
    expect(host.last('b', 'error')).toMatchObject({ requestId: 'g2', error: { code: 'table/started' } });
    expect(explainWireError(host.last('b', 'error')!.error, 'de')).toMatch(/wartet/);
    expect(await t.store.loadLog(t.id)).toHaveLength(6);
  });

  it('a token resumes its seat; `since` brings exactly the missed steps, or a snapshot', async () => {
    const t = await testTable();
    const { master, host, tokens } = await started(t);
    await act(master, 'a', { action: { type: 'start', at: { x: 0, y: 0 } } });
    master.leave('b');
    await act(master, 'a', { action: { type: 'move', dir: 'down' } }); // not b's turn: b only watches
    expect(types(host.take('a'))).toEqual(['update', 'ack', 'table', 'error']);
    const back = await master.join('b2', { tableId: t.id, token: tokens[1], since: 2 });
    expect(back).toMatchObject({ ok: true, value: { role: 'seat', seat: 1 } });
    const [welcome, catchup] = host.take('b2');
    expect(welcome).toMatchObject({ type: 'welcome', you: { seat: 1, token: tokens[1] } });
    expect(catchup).toMatchObject({ type: 'catchup', from: 2, stateId: 3, steps: [{ stateId: 3 }] });
    // The old connection is gone; the seat is connected again.
    expect(host.last('a', 'table')?.table.seats[1]?.connected).toBe(true);
    // A state id this table never had, or none: a snapshot.
    await master.join('b3', { tableId: t.id, token: tokens[1], since: 99 });
    expect(types(host.take('b3'))).toEqual(['welcome', 'snapshot']);
    await master.receive('b3', 'sync', { since: 3 });
    expect(host.take('b3')).toEqual([
      expect.objectContaining({ type: 'catchup', from: 3, stateId: 3, steps: [] }),
    ]);
  });
});

describe('table master: actions', () => {
  it('answers every bad message with a coded error (and its request id) and changes nothing', async () => {
    const t = await testTable({ rate: { perSecond: 0.001, burst: 9 } });
    const { master, host } = await started(t);
    await master.join('s', { tableId: t.id, spectate: true });
    host.take('s');
    const big = 'x'.repeat(17 * 1024);
    const cases: [string, string, unknown, string][] = [
      ['a', 'action', { action: { type: 'fly' }, requestId: 'r1' }, 'action/malformed'],
      ['a', 'action', { action: { type: 'start', at: { x: 9, y: 9 } }, requestId: 'r2' }, 'hunt/off-board'],
      ['a', 'action', { action: { type: 'move', dir: 'up' }, requestId: 'r3' }, 'hunt/wrong-action'],
      ['a', 'action', { action: { type: 'search' }, seat: 1, requestId: 'r4' }, 'auth/wrong-seat'],
      ['a', 'action', { act: 1, requestId: 'r5' }, 'protocol/malformed'],
      ['a', 'action', { action: big, requestId: 'r6' }, 'protocol/too-large'],
      ['a', 'dance', { requestId: 'r7' }, 'protocol/unknown-message'],
      ['a', 'sync', { since: -1, requestId: 'r8' }, 'protocol/malformed'],
      ['s', 'action', { action: { type: 'search' }, requestId: 'r9' }, 'auth/no-seat'],
    ];
    for (const [who, type, payload, code] of cases) {
      await master.receive(who, type, payload);
      const answer = host.take(who);
      expect(answer, code).toEqual([
        {
          type: 'error',
          stateId: 2,
          error: expect.objectContaining({ code, message: expect.any(String) }),
          requestId: expect.any(String),
        },
      ]);
    }
    // Nine messages were allowed at once; the rest are rate-limited.
    await master.receive('a', 'sync', { since: 2 });
    await master.receive('a', 'sync', { since: 2 });
    expect(types(host.take('a'))).toEqual(['catchup', 'error']);
    expect(host.last('b', 'update')).toBeUndefined();
    expect(await t.store.loadLog(t.id)).toHaveLength(2);
  });

  it('before the start an action is not-started; a double submit is stale and brings the situation', async () => {
    const t = await testTable();
    const { master, host } = await t.open();
    await master.join('a', { tableId: t.id, claim: { seat: 0, name: 'A', secret: secret() } });
    await act(master, 'a', { action: { type: 'search' } });
    expect(host.last('a', 'error')?.error.code).toBe('table/not-started');
    await master.join('b', { tableId: t.id, claim: { seat: 1, name: 'B', secret: secret() } });
    host.take('a');
    // Both choose a start cell on state 2 (simultaneous): seat 1's step does not make seat 0's stale.
    await act(master, 'b', { action: { type: 'start', at: { x: 1, y: 1 } }, stateId: 2 });
    await act(master, 'a', { action: { type: 'start', at: { x: 0, y: 0 } }, stateId: 2, requestId: 'go' });
    expect(types(host.take('a'))).toEqual(['update', 'update', 'ack']);
    // Seat 0 sends its move twice on state 4: the second is stale (and the client is brought up to date).
    await act(master, 'a', { action: { type: 'search' }, stateId: 4 });
    await act(master, 'a', { action: { type: 'search' }, stateId: 4, requestId: 'again' });
    const answers = host.take('a');
    expect(types(answers)).toEqual(['update', 'ack', 'error', 'catchup']);
    expect(answers[2]).toMatchObject({ error: { code: 'action/stale' }, requestId: 'again' });
    // Errors travel with how they were worded, for the client to say in its player's language.
    const stale = (answers[2] as Extract<ServerMessage, { type: 'error' }>).error;
    expect(stale.details).toEqual({ words: 'action/stale#own', args: [4] });
    expect(explainWireError(stale, 'de')).toMatch(/^Dein Platz hat nach Stand 4 schon gehandelt/);
    await act(master, 'a', { action: { type: 'search' } });
    const early = host.last('a', 'error')?.error;
    expect(early).toEqual({
      code: 'turn/not-your-turn',
      message: 'Seat 0 has nothing to decide now.',
      details: { words: 'turn/not-your-turn#match', args: [0] },
    });
    expect(explainWireError(early!, 'ru')).toBe('Сейчас не ваш ход: решать нечего.');
    expect(answers[3]).toMatchObject({ from: 4, stateId: 5 });
    // A state id from the future is stale too.
    await act(master, 'b', { action: { type: 'search' }, stateId: 9 });
    expect(host.last('b', 'error')?.error.code).toBe('action/stale');
    expect(await t.store.loadLog(t.id)).toHaveLength(5);
  });

  it('every accepted action is stored before anyone hears of it, and commits keep the order of arrival', async () => {
    const store = new GatedStore();
    const t = await testTable({ store });
    const { master, host } = await started(t);
    const sent = host.all.length;
    const first = act(master, 'a', { action: { type: 'start', at: { x: 0, y: 0 } }, requestId: '1' });
    const second = act(master, 'b', { action: { type: 'start', at: { x: 2, y: 2 } }, requestId: '2' });
    await until(() => store.pending.length === 1);
    // The write is under way: nobody has heard of the action, and the second waits its turn.
    expect(host.all.length).toBe(sent);
    expect(store.pending.map((p) => p.entry.seat)).toEqual([0]);
    store.release();
    await until(() => store.pending.length === 1);
    expect(types(host.take('a'))).toEqual(['update', 'ack']);
    expect(types(host.take('b'))).toEqual(['update']);
    store.release();
    await Promise.all([first, second]);
    expect(types(host.take('b'))).toEqual(['update', 'ack']);
    expect((await t.store.loadLog(t.id)).map((e) => [e.seq, e.seat])).toEqual([
      [1, 0],
      [2, 1],
      [3, 0],
      [4, 1],
    ]);
  });

  it('a failed write: the player hears server/storage, nobody sees the step, and the table closes', async () => {
    const store = new GatedStore();
    const t = await testTable({ store });
    const { master, host } = await started(t);
    store.failing = true;
    await act(master, 'a', { action: { type: 'start', at: { x: 0, y: 0 } }, requestId: 'r' });
    expect(host.take('a')).toEqual([
      expect.objectContaining({
        type: 'error',
        stateId: 2,
        error: expect.objectContaining({ code: 'server/storage' }),
      }),
    ]);
    expect(host.take('b')).toEqual([]);
    expect(host.closed).toBe(1);
    expect(master.closing).toBe(true);
    await act(master, 'b', { action: { type: 'start', at: { x: 1, y: 1 } } });
    expect(host.last('b', 'error')?.error.code).toBe('table/unavailable');
    // A master rebuilt from storage has the table as stored: before the failed step.
    store.failing = false;
    const again = await t.open();
    expect(again.master.stateId).toBe(2);
  });
});

describe('table master: what each viewer receives', () => {
  it('each seat gets exactly its own view and the events addressed to it; a spectator the public ones', async () => {
    const t = await testTable({ seats: ['human', 'human', 'human'], options: { size: 3, moveCap: 12 } });
    const { master, host } = await t.open();
    const ids = ['p0', 'p1', 'p2'];
    for (const [seat, id] of ids.entries())
      await master.join(id, { tableId: t.id, claim: { seat, name: id, secret: secret() } });
    await master.join('spy', { tableId: t.id, spectate: true });
    await playOut(master, host, ids, (legal, i) => legal[(i * 7) % legal.length]);
    expect(master.status).toBe('finished');
    // Replay the record: every update any viewer got is exactly what the game lets it see.
    const record = host.last('spy', 'record')!.record;
    const shown = new Map<number, { state: unknown; events: readonly GameEvent[] }>();
    const start = Match.create(hunt as AnyGame, record);
    if (!start.ok) throw new Error(start.error.message);
    shown.set(3, { state: start.value.state, events: start.value.opening });
    Match.replay(hunt as AnyGame, record, {
      onStep: (i, match, step) => shown.set(i + 3, { state: match.state, events: step.events }),
    });
    let checked = 0;
    for (const [id, viewer] of [
      ...ids.map((id, seat) => [id, seat] as const),
      ['spy', 'spectator'] as const,
    ]) {
      for (const m of host.sent.get(id) ?? []) {
        if (m.type !== 'update') continue;
        const step = shown.get(m.stateId)!;
        expect(m.situation.view).toEqual(hunt.view(step.state as never, viewer as Seat));
        expect(m.events).toEqual(eventsFor(step.events as never, viewer as Seat));
        checked++;
      }
    }
    // Every step to all four, and the start to the two seated before it.
    expect(checked).toBe(4 * record.actions.length + 2);
    // Private events (how far the treasure is) went to their mover only.
    const warmth = (id: string) =>
      (host.sent.get(id) ?? [])
        .flatMap((m) => (m.type === 'update' ? m.events : []))
        .filter((e) => (e as { type: string }).type === 'hunt/warmth');
    expect(warmth('spy')).toEqual([]);
    for (const [seat, id] of ids.entries())
      expect(warmth(id).every((e) => (e as { seat: number }).seat === seat)).toBe(true);
  });

  it('newcomers hear the story so far as their seat or a spectator may, also from a table reopened from storage', async () => {
    const t = await testTable({ seats: ['human', 'human', 'human'], options: { size: 3, moveCap: 12 } });
    const { master, host } = await t.open();
    const ids = ['p0', 'p1', 'p2'];
    const tokens: string[] = [];
    await master.join('spy', { tableId: t.id, spectate: true });
    for (const [seat, id] of ids.entries()) {
      const joined = await master.join(id, { tableId: t.id, claim: { seat, name: id, secret: secret() } });
      if (joined.ok && joined.value.role === 'seat') tokens.push(joined.value.token);
    }
    for (let i = 0; i < 7 && master.status === 'playing'; i++) {
      const id = ids.find((id) => situationOf(host, id)?.you)!;
      await act(master, id, {
        action: situationOf(host, id)!.legal[(i * 5) % situationOf(host, id)!.legal.length],
      });
    }
    expect(master.status).toBe('playing');
    /** Every event a connection was told, in order. */
    const heard = (h: Recorder, id: string) =>
      (h.sent.get(id) ?? []).flatMap((m) =>
        m.type === 'update' ? m.events : m.type === 'catchup' ? m.steps.flatMap((x) => x.events) : [],
      );
    expect(heard(host, 'spy').length).toBeGreaterThan(0);
    expect(heard(host, 'p1').some((e) => (e as { type: string }).type === 'hunt/warmth')).toBe(true);

    await master.join('late', { tableId: t.id, spectate: true });
    expect(types(host.sent.get('late') ?? [])).toEqual(['welcome', 'catchup']);
    expect(heard(host, 'late')).toEqual(heard(host, 'spy'));
    await master.join('p1-phone', { tableId: t.id, token: tokens[1]! });
    expect(heard(host, 'p1-phone')).toEqual(heard(host, 'p1'));

    // After a restart: the history is rebuilt from the log.
    const reopened = await t.open();
    await reopened.master.join('late', { tableId: t.id, spectate: true });
    await reopened.master.join('p2-again', { tableId: t.id, token: tokens[2]! });
    expect(heard(reopened.host, 'late')).toEqual(heard(host, 'spy'));
    expect(heard(reopened.host, 'p2-again')).toEqual(heard(host, 'p2'));
  });

  it('a table is played and reopened by the edition of the rules it was stored with', async () => {
    // The Slug Labyrinth's generated duel maps are 15 × 11 in its first edition, 15 × 15 since.
    const slugs = findGame('slugs')!;
    for (const [edition, height] of [
      [1, 11],
      [currentEdition(slugs.meta), 15],
    ] as const) {
      const t = await testTable({ game: slugs, options: { level: 'random' }, edition });
      const { master, host, tokens } = await started(t);
      expect((situationOf(host, 'a')!.view as { height: number }).height).toBe(height);
      for (let i = 0; i < 4 && master.status === 'playing'; i++) {
        const id = ['a', 'b'].find((id) => situationOf(host, id)?.you)!;
        await act(master, id, { action: situationOf(host, id)!.legal[0] });
      }
      // After a restart the log replays, every step's proof checked, on the same map.
      const reopened = await t.open();
      await reopened.master.join('a-again', { tableId: t.id, token: tokens[0]! });
      expect((situationOf(reopened.host, 'a-again')!.view as { height: number }).height).toBe(height);
      expect(reopened.master.status).toBe('playing');
    }
  });

  it('chat: a seated player says a line to everyone at the table; spectators read; newcomers get the latest lines', async () => {
    const t = await testTable();
    const { master, host } = await started(t);
    await master.join('spy', { tableId: t.id, spectate: true });
    host.take('spy');
    await master.receive('a', 'chat', { text: '  Good luck!  ', requestId: 'c1' });
    const said = { seat: 0, name: 'Ariadne', text: 'Good luck!', at: t.clock.now() };
    for (const id of ['a', 'b', 'spy'])
      expect(host.last(id, 'chat')).toMatchObject({ type: 'chat', lines: [said], all: false });
    expect(host.last('a', 'ack')).toMatchObject({ requestId: 'c1' });
    // Spectators read but do not speak; a line too long or empty is refused, saying why.
    await master.receive('spy', 'chat', { text: 'hello' });
    expect(host.last('spy', 'error')?.error.code).toBe('auth/no-seat');
    await master.receive('b', 'chat', { text: 'x'.repeat(301) });
    expect(host.last('b', 'error')?.error.message).toMatch(/1 to 300 characters/);
    await master.receive('b', 'chat', { text: '   ' });
    expect(host.last('b', 'error')?.error.code).toBe('protocol/malformed');
    // A newcomer gets what was said, after its welcome and the story so far.
    await master.join('late', { tableId: t.id, spectate: true });
    expect(types(host.sent.get('late') ?? [])).toEqual(['welcome', 'catchup', 'chat']);
    expect(host.last('late', 'chat')).toMatchObject({ lines: [said], all: true });
  });

  it('the end: the record and the finished table to everyone, the lobby told, late joiners get the record', async () => {
    const t = await testTable({ options: { size: 3, moveCap: 2 } });
    const { master, host } = await started(t);
    await master.join('s', { tableId: t.id, spectate: true });
    const lobby = t.log.length;
    const last = await playOut(master, host, ['a', 'b'], (legal) => legal[0]);
    expect(master.status).toBe('finished');
    expect(host.alive).toBe(false);
    // The last step, then the record and the finished table; its player's ack comes last.
    for (const id of ['a', 'b', 's']) {
      const tail = id === last ? ['update', 'record', 'table', 'ack'] : ['update', 'record', 'table'];
      expect(types(host.sent.get(id)!).slice(-tail.length), id).toEqual(tail);
    }
    expect(t.log.slice(lobby)).toEqual(['lobby']);
    const stored = await t.store.getTable(t.id);
    expect(stored?.table).toMatchObject({ status: 'finished', outcome: { over: true, reason: 'move-cap' } });
    await master.join('late', { tableId: t.id, spectate: true });
    expect(types(host.take('late'))).toEqual(['welcome', 'catchup', 'record']);
    await act(master, 'a', { action: { type: 'search' } });
    expect(host.last('a', 'error')?.error.code).toBe('match/over');
  });
});

/**
 * Plays until the game ends: each time, the first connection whose last situation
 * asks it to decide plays `choose(legal, i)`. Returns the connection that acted last.
 */
async function playOut(
  master: TableMaster,
  host: Recorder,
  ids: readonly string[],
  choose: (legal: readonly JsonValue[], i: number) => JsonValue | undefined,
): Promise<string> {
  let last = '';
  for (let i = 0; i < 500 && master.status === 'playing'; i++) {
    const id = ids.find((id) => situationOf(host, id)?.you);
    if (!id) throw new Error('nobody must decide');
    const action = choose(situationOf(host, id)!.legal, i);
    await act(master, id, { action });
    last = id;
  }
  return last;
}

/** The last situation a connection was sent. */
function situationOf(host: Recorder, id: string) {
  for (const { to, message: m } of [...host.all].reverse())
    if (to === id && (m.type === 'update' || m.type === 'catchup' || m.type === 'snapshot'))
      return m.situation;
  return undefined;
}

function claimEntry(seq: number, seat: number): LogEntry {
  return { seq, kind: 'claim', seat, action: null, hash: null, source: 'human', at: 0 };
}

/** A memory store whose game steps wait until released (or fail). */
class GatedStore extends MemoryStore {
  readonly pending: { entry: LogEntry; go: () => void }[] = [];
  failing = false;

  override async appendStep(tableId: string, entry: LogEntry, change: TableChange): Promise<void> {
    if (this.failing) throw new Error('disk full');
    await new Promise<void>((go) => this.pending.push({ entry, go }));
    await super.appendStep(tableId, entry, change);
  }

  release(): void {
    this.pending.shift()?.go();
  }
}

async function until(test: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !test(); i++) await new Promise((r) => setImmediate(r));
  if (!test()) throw new Error('never happened');
}
