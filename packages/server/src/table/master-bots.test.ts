/**
 * The table master's computer players, through a fake bot driver: what a bot is
 * asked and shown, its moves committed like a person's, refused actions, answers
 * that come too late, tables of bots only, and a rebuilt table that replays its
 * log once for the game, the clocks and every bot's memory together.
 */
import { type AnyGame, eventsFor, Match } from '@daedalus/core';
import { hunt } from '@daedalus/testkit/fixtures';
import { describe, expect, it } from 'vitest';
import { FakeBots, secret, settle, testTable } from './test-table.ts';

/** Hunt that counts how often a rule is applied (to count replays). */
function counting() {
  const counter = { applied: 0 };
  const game: AnyGame = {
    ...hunt,
    apply: (state, seat, action) => {
      counter.applied++;
      return hunt.apply(state as never, seat, action as never);
    },
  } as AnyGame;
  return { game, counter };
}

describe('table master: computer players', () => {
  it('a bot is created when the game starts, asked with its own view and legal actions, and its move is committed', async () => {
    const t = await testTable({ seats: ['human', 'random'] });
    const { master, host } = await t.open();
    await master.join('a', { tableId: t.id, claim: { seat: 0, name: 'A', secret: secret() } });
    await settle(master);
    const [created] = t.bots.created;
    expect(created?.init).toMatchObject({ bot: `${t.id}:1`, seat: 1, level: 'random', seen: 0, players: 2 });
    expect(created?.history).toEqual([]);
    expect(created?.init.view).toMatchObject({ me: null, phase: 'start' });
    const [asked] = t.bots.asked;
    expect(asked?.decision.actor).toMatchObject({ seat: 1, kind: 'simultaneous' });
    expect(asked?.decision.legal).toHaveLength(9);
    expect(asked?.decision.seed).toBe('unit:bot:0:1');
    const log = await t.store.loadLog(t.id);
    expect(log.at(-1)).toMatchObject({
      seq: 2,
      seat: 1,
      source: 'bot',
      action: { type: 'start', at: { x: 0, y: 0 } },
    });
    // The person sees the bot's step like any other (and not where the bot is).
    expect(host.last('a', 'update')).toMatchObject({
      stateId: 2,
      situation: { view: { chosen: [false, true] } },
    });
    // The bot was shown its own step: its view now places it.
    expect(t.bots.observed.get(`${t.id}:1`)?.at(-1)?.view).toMatchObject({ me: { x: 0, y: 0 } });
  });

  it("the game refusing a bot's action costs it its fallback move, logged as the bot's", async () => {
    const bots = new FakeBots(() => ({ type: 'fly' }));
    const t = await testTable({ seats: ['human', 'random'], bots });
    const { master } = await t.open();
    await master.join('a', { tableId: t.id, claim: { seat: 0, name: 'A', secret: secret() } });
    await settle(master);
    expect(bots.refusals).toEqual([expect.stringMatching(new RegExp(`^${t.id}:1: `))]);
    expect((await t.store.loadLog(t.id)).at(-1)).toMatchObject({
      seat: 1,
      source: 'bot',
      action: { type: 'start' },
    });
  });

  it('an answer that comes after the table moved on is not played: the bot is asked again', async () => {
    const bots = new FakeBots();
    bots.hold = true;
    const t = await testTable({ seats: ['human', 'human', 'random'], bots });
    const { master } = await t.open();
    await master.join('a', { tableId: t.id, claim: { seat: 0, name: 'A', secret: secret() } });
    await master.join('b', { tableId: t.id, claim: { seat: 1, name: 'B', secret: secret() } });
    expect(bots.held.map((h) => h.decision.seed)).toEqual(['unit:bot:1:2']);
    await master.receive('a', 'action', { action: { type: 'start', at: { x: 1, y: 1 } } });
    bots.held.shift()?.answer();
    await settle(master);
    // Still to choose its start (the others' steps do not change that): asked again on state 3.
    expect(bots.held.map((h) => h.decision.seed)).toEqual(['unit:bot:2:2']);
    expect((await t.store.loadLog(t.id)).filter((e) => e.seat === 2)).toEqual([]);
    bots.held.shift()?.answer();
    await settle(master);
    expect((await t.store.loadLog(t.id)).at(-1)).toMatchObject({ seq: 4, seat: 2, source: 'bot' });
  });

  it('a table of bots plays itself to the end; then its bots go', async () => {
    const t = await testTable({ seats: ['random', 'random', 'random'], options: { size: 3, moveCap: 10 } });
    const { master, host } = await t.open();
    expect(master.status).toBe('playing');
    for (let i = 0; i < 50 && master.status === 'playing'; i++) await settle(master);
    expect(master.status).toBe('finished');
    expect(host.alive).toBe(false);
    expect(t.bots.disposed.sort()).toEqual([`${t.id}:0`, `${t.id}:1`, `${t.id}:2`]);
    await master.join('s', { tableId: t.id, spectate: true });
    const record = Match.replay(hunt as AnyGame, host.last('s', 'record')!.record);
    expect(record.ok).toBe(true);
  });

  it('a rebuilt table replays its log once: for the game, the clocks and every bot it shows the game so far', async () => {
    const { game, counter } = counting();
    const t = await testTable({
      game,
      seats: ['human', 'random', 'random'],
      moveSeconds: 60,
      options: { size: 3, moveCap: 30 },
    });
    const first = await t.open();
    await first.master.join('a', { tableId: t.id, claim: { seat: 0, name: 'A', secret: secret() } });
    for (let i = 0; i < 6; i++) {
      await settle(first.master);
      const legal = first.host.last('a', 'update')?.situation.legal ?? [];
      if (legal[0]) await first.master.receive('a', 'action', { action: legal[0] });
    }
    await settle(first.master);
    first.master.dispose();
    const steps = (await t.store.loadLog(t.id)).filter((e) => e.kind !== 'claim').length;
    expect(steps).toBeGreaterThan(6);
    const shownBefore = (seat: number) => t.bots.observed.get(`${t.id}:${seat}`) ?? [];

    // A new process: the table's master is rebuilt, its bots created again (their answers wait).
    t.bots.hold = true;
    counter.applied = 0;
    const again = await t.open();
    expect(counter.applied).toBe(steps);
    const recreated = t.bots.created.slice(-2);
    for (const { init, history } of recreated) {
      expect(init.seen).toBe(steps);
      expect(history).toEqual(shownBefore(init.seat));
      // What the seat was shown is its own: its events and its view, no one else's.
      for (const o of history) expect(o.events).toEqual(eventsFor(o.events, init.seat));
    }
    expect(counter.applied).toBe(steps);
    // A worker replaced later asks again: then the log is replayed (once for both bots).
    await settle(again.master);
    counter.applied = 0;
    const recalled = recreated.map(({ init }) => init.recall(4));
    expect(counter.applied).toBe(4);
    expect(recalled[0]).toEqual(shownBefore(1).slice(0, 4));
    expect(recalled[1]).toEqual(shownBefore(2).slice(0, 4));
  });
});
