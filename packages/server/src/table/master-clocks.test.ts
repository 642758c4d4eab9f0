/**
 * The table master's clocks, on a `ManualClock`: deadlines in every situation,
 * timeouts (the default first legal action, or the game's own rule), a game's own
 * move time, decisions that group several actions, clocks restored by a rebuild,
 * and no timer left once the game is over or the table closed.
 */
import type { AnyGame, JsonValue } from '@daedalus/core';
import type { Situation } from '@daedalus/protocol';
import { hunt } from '@daedalus/testkit/fixtures';
import { describe, expect, it } from 'vitest';
import type { TableMaster } from './master.ts';
import { hastyHunt, patientHunt } from './test-games.ts';
import { type Recorder, secret, settle, testTable } from './test-table.ts';

/** Hunt where everything seat 0 does is one decision (`Actor.decision` never changes). */
const oneDecisionHunt: AnyGame = {
  ...hunt,
  meta: { ...hunt.meta, id: 'hunt-one-decision' },
  actors: (state) => hunt.actors(state as never).map((a) => ({ ...a, decision: 'all-of-it' })),
};

async function seated(game: AnyGame | undefined, moveSeconds: number | null, options?: JsonValue) {
  const t = await testTable({
    ...(game ? { game } : {}),
    moveSeconds,
    options: options ?? { size: 3, moveCap: 4 },
  });
  const { master, host } = await t.open();
  await master.join('a', { tableId: t.id, claim: { seat: 0, name: 'A', secret: secret() } });
  await master.join('b', { tableId: t.id, claim: { seat: 1, name: 'B', secret: secret() } });
  return { t, master, host, startedAt: t.clock.now() };
}

/** The last situation sent to a connection. */
function now(host: Recorder, id: string): Situation | null | undefined {
  return host.all
    .filter((m) => m.to === id)
    .map((m) => m.message)
    .flatMap((m) =>
      m.type === 'update' || m.type === 'catchup' || m.type === 'snapshot' ? [m.situation] : [],
    )
    .at(-1);
}

async function advance(t: { clock: { advance(ms: number): void } }, master: TableMaster, ms: number) {
  t.clock.advance(ms);
  await settle(master);
}

describe('table master: clocks', () => {
  it('a seat whose clock runs out plays its first legal action, logged as the clock', async () => {
    const { t, master, host, startedAt } = await seated(undefined, 60);
    expect(now(host, 'a')?.deadline).toBe(startedAt + 60_000);
    expect(now(host, 'b')?.deadline).toBe(startedAt + 60_000);
    expect(now(host, 'a')?.clocks).toEqual([
      { seat: 0, deadline: startedAt + 60_000 },
      { seat: 1, deadline: startedAt + 60_000 },
    ]);
    await master.receive('a', 'action', { action: { type: 'start', at: { x: 2, y: 2 } } });
    // A has chosen: it has no clock of its own now, and sees whom it waits for, and until when.
    expect(now(host, 'a')).toMatchObject({
      deadline: null,
      clocks: [{ seat: 1, deadline: startedAt + 60_000 }],
    });
    await master.join('spy', { tableId: t.id, spectate: true });
    expect(now(host, 'spy')).toMatchObject({
      deadline: null,
      clocks: [{ seat: 1, deadline: startedAt + 60_000 }],
    });
    await advance(t, master, 59_999);
    expect(now(host, 'b')?.you?.prompt).toBe('hunt/choose-start');
    await advance(t, master, 1);
    expect(now(host, 'b')?.view).toMatchObject({ me: { x: 0, y: 0 }, phase: 'play' });
    expect(now(host, 'a')?.deadline).toBe(t.clock.now() + 60_000);
    // Nobody moves any more: the clock plays the game to its end.
    for (let i = 0; i < 10 && master.status === 'playing'; i++) await advance(t, master, 60_000);
    expect(master.status).toBe('finished');
    const log = await t.store.loadLog(t.id);
    expect(log.filter((e) => e.source === 'clock').length).toBeGreaterThanOrEqual(4);
    expect(log.filter((e) => e.source === 'clock').every((e) => e.kind === 'action')).toBe(true);
    expect(t.clock.pending).toBe(0);
    expect(now(host, 'a')?.deadline).toBeNull();
    expect(now(host, 'a')?.clocks).toEqual([]);
  });

  it("a game's own timeout rule is applied and logged as a timeout step, which a rebuild replays", async () => {
    const { t, master, host } = await seated(patientHunt, 30);
    await advance(t, master, 30_000);
    await advance(t, master, 0); // seat 1's clock ran out at the same moment
    expect(now(host, 'a')?.view).toMatchObject({ me: { x: 0, y: 0 }, phase: 'play' });
    await advance(t, master, 30_000);
    const log = await t.store.loadLog(t.id);
    expect(log.filter((e) => e.kind === 'timeout').map((e) => [e.seat, e.source, e.action])).toEqual([
      [0, 'clock', null],
      [1, 'clock', null],
      [0, 'clock', null],
    ]);
    master.dispose();
    const again = await t.open();
    expect(again.master.stateId).toBe(master.stateId);
  });

  it("a game's own move time gives the deadline; the table's clock serves the others", async () => {
    const { master, host, startedAt } = await seated(hastyHunt, 60);
    expect(now(host, 'a')?.deadline).toBe(startedAt + 20_000);
    expect(now(host, 'b')?.deadline).toBe(startedAt + 60_000);
    await master.join('s', { tableId: 'ignored', spectate: true });
    expect(now(host, 's')?.deadline).toBeNull();
  });

  it('a seat that must decide again after its own action gets a new clock, unless it is the same decision', async () => {
    for (const [game, restarts] of [
      [hunt as AnyGame, true],
      [oneDecisionHunt, false],
    ] as const) {
      const t = await testTable({
        game,
        seats: ['human'],
        moveSeconds: 60,
        options: { size: 3, moveCap: 20 },
      });
      const { master, host } = await t.open();
      await master.join('a', { tableId: t.id, claim: { seat: 0, name: 'A', secret: secret() } });
      const startedAt = t.clock.now();
      await advance(t, master, 10_000);
      await master.receive('a', 'action', { action: { type: 'start', at: { x: 0, y: 0 } } });
      await advance(t, master, 10_000);
      await master.receive('a', 'action', { action: { type: 'search' } });
      expect(now(host, 'a')?.you?.seat).toBe(0);
      expect(now(host, 'a')?.deadline, game.meta.id).toBe((restarts ? t.clock.now() : startedAt) + 60_000);
    }
  });

  it('no timer runs before the table is active, after the end or once it is disposed', async () => {
    const t = await testTable({ moveSeconds: 60 });
    const { master } = await t.open(undefined, { activate: false });
    await master.join('a', { tableId: t.id, claim: { seat: 0, name: 'A', secret: secret() } });
    await master.join('b', { tableId: t.id, claim: { seat: 1, name: 'B', secret: secret() } });
    expect(t.clock.pending).toBe(0);
    master.activate();
    expect(t.clock.pending).toBe(2);
    master.dispose();
    expect(t.clock.pending).toBe(0);
  });

  it('a rebuilt table restores each clock from the log and times out when it would have', async () => {
    const { t, master, startedAt } = await seated(undefined, 60, { size: 3, moveCap: 20 });
    await advance(t, master, 5_000);
    await master.receive('a', 'action', { action: { type: 'start', at: { x: 0, y: 0 } } });
    await advance(t, master, 5_000);
    await master.receive('b', 'action', { action: { type: 'start', at: { x: 2, y: 2 } } });
    const movedAt = t.clock.now();
    await advance(t, master, 7_000);
    master.dispose(); // the process stops; later a new one rebuilds the table
    const { master: again, host } = await t.open();
    const tokenless = await again.join('s', { tableId: t.id, spectate: true });
    expect(tokenless.ok).toBe(true);
    const log = await t.store.loadLog(t.id);
    expect(log.map((e) => e.at)).toEqual([startedAt, startedAt, startedAt + 5_000, movedAt]);
    // Seat 0 must move since `movedAt`: its timer fires 60 s after it, not after the rebuild.
    await advance(t, again, 60_000 - 7_000 - 1);
    expect((await t.store.loadLog(t.id)).length).toBe(4);
    await advance(t, again, 1);
    expect((await t.store.loadLog(t.id)).at(-1)).toMatchObject({
      seat: 0,
      source: 'clock',
      at: movedAt + 60_000,
    });
    expect(host.last('s', 'update')?.stateId).toBe(5);
  });
});
