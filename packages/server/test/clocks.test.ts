import { Match } from '@daedalus/core';
import { games } from '@daedalus/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/index.ts';
import { hastyHunt, patientHunt } from '../src/table/test-games.ts';
import { startTestServer, type TestServer, waitForRecord } from './helpers.ts';

describe('move clocks (injected clock)', () => {
  let t: TestServer;
  const clock = new ManualClock();
  beforeAll(async () => {
    t = await startTestServer('pglite', {
      clock,
      games: new Map([...games, ['hunt-timeout', patientHunt], ['hunt-hasty', hastyHunt]]),
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  }, 30_000);

  it('a seat whose clock runs out plays its first legal action (the default), logged like an action', async () => {
    const { table } = await t.client.createTable({
      game: 'hunt',
      options: { size: 3, moveCap: 4 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
      moveSeconds: 60,
    });
    const a = await t.client.join({ tableId: table.id, claim: { seat: 0, name: 'A' } });
    const startedAt = clock.now();
    const b = await t.client.join({ tableId: table.id, claim: { seat: 1, name: 'B' } });
    if (!a.situation) await a.waitFor((m) => m.type === 'snapshot' && m.started);
    expect(a.situation?.deadline).toBe(startedAt + 60_000);
    // Seat 0 chooses in time; seat 1 does not.
    await a.play({ type: 'start', at: { x: 2, y: 2 } });
    const next = b.waitFor(
      (m) => m.type === 'update' && (m.situation.view as { phase: string }).phase === 'play',
    );
    clock.advance(59_000);
    await new Promise((r) => setTimeout(r, 50));
    expect(b.situation?.you?.prompt).toBe('hunt/choose-start');
    clock.advance(1_000);
    await next;
    // Seat 1 was placed by the default rule: its first legal action, start at (0, 0).
    expect(b.situation?.view).toMatchObject({ me: { x: 0, y: 0 }, phase: 'play' });
    expect(a.situation?.deadline).toBe(clock.now() + 60_000);
    // Nobody moves any more: the clock plays the game to its end.
    for (let i = 0; i < 10 && !a.record; i++) {
      clock.advance(60_000);
      await new Promise((r) => setTimeout(r, 50));
    }
    const record = await waitForRecord(a);
    expect(record.outcome).toMatchObject({ over: true, draw: true, reason: 'move-cap' });
    expect(Match.replay(games.get('hunt')!, record).ok).toBe(true);
    const log = await t.server.store.loadLog(table.id);
    expect(log.filter((e) => e.source === 'clock').length).toBeGreaterThanOrEqual(4);
    expect(log.filter((e) => e.source === 'human')).toHaveLength(3); // two claims and one start
    await Promise.all([a.leave(), b.leave()]);
  });

  it("a game's own timeout rule is used when it has one, and the table still rebuilds from its log", async () => {
    const { table } = await t.client.createTable({
      game: 'hunt-timeout',
      options: { size: 3, moveCap: 3 },
      seats: [{ kind: 'human' }],
      moveSeconds: 10,
    });
    const a = await t.client.join({ tableId: table.id, claim: { seat: 0, name: 'A' } });
    for (let i = 0; i < 10 && !a.record; i++) {
      clock.advance(10_000);
      await new Promise((r) => setTimeout(r, 50));
    }
    const record = await waitForRecord(a);
    expect(record.outcome.over).toBe(true);
    const log = await t.server.store.loadLog(table.id);
    expect(log.filter((e) => e.kind === 'timeout').length).toBe(record.actions.length);
    expect(record.actions.every((a: { timeout?: boolean }) => a.timeout === true)).toBe(true);
    // The exported record is the same, rebuilt from storage.
    expect(await t.client.record(table.id)).toEqual(record);
    await a.leave();
  });

  it("a game's own move time (decisionSeconds) is used for its seats; the table's clock for the rest", async () => {
    const { table } = await t.client.createTable({
      game: 'hunt-hasty',
      options: { size: 3, moveCap: 4 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
      moveSeconds: 60,
    });
    const a = await t.client.join({ tableId: table.id, claim: { seat: 0, name: 'A' } });
    const startedAt = clock.now();
    const b = await t.client.join({ tableId: table.id, claim: { seat: 1, name: 'B' } });
    await expect.poll(() => a.situation?.deadline).toBe(startedAt + 20_000);
    expect(b.situation?.deadline).toBe(startedAt + 60_000);
    // Twenty seconds on: seat 0 was placed by the clock (its first legal action); seat 1 still chooses.
    const placed = a.waitFor((m) => m.type === 'update');
    clock.advance(20_000);
    await placed;
    expect(a.situation?.view).toMatchObject({ me: { x: 0, y: 0 } });
    expect(b.situation?.you?.prompt).toBe('hunt/choose-start');
    const log = await t.server.store.loadLog(table.id);
    expect(log.filter((e) => e.source === 'clock').map((e) => e.seat)).toEqual([0]);
    await Promise.all([a.leave(), b.leave()]);
  });

  it('Labyrinth (B.9): one clock per move — a status query does not restart it, a thinking break gives five minutes', async () => {
    const { table } = await t.client.createTable({
      game: 'labyrinth',
      options: { width: 4, height: 4, moveSeconds: 60 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const a = await t.client.join({ tableId: table.id, claim: { seat: 0, name: 'A' } });
    const b = await t.client.join({ tableId: table.id, claim: { seat: 1, name: 'B' } });
    // Both choose a start cell (different ones; a clash or a forbidden cell means choosing again).
    // Each round they try other cells: the map is new each run, and a river cell (forbidden, and
    // unknown to them) chosen every round would never let the game start.
    await expect.poll(() => a.situation?.you?.prompt).toBe('labyrinth/choose-start');
    for (let round = 0; round < 10; round++) {
      const choosing = [a, b].filter((c) => c.situation?.you?.prompt === 'labyrinth/choose-start');
      if (choosing.length === 0) break;
      for (const c of choosing) {
        const legal = c.situation!.legal;
        await c.play(
          c === a ? legal[round % legal.length]! : legal[legal.length - 1 - (round % legal.length)]!,
        );
      }
    }
    await expect
      .poll(() => [a, b].filter((c) => c.situation?.you?.prompt === 'labyrinth/move').length, {
        timeout: 15_000,
      })
      .toBe(1);
    // (The other connection may still show its start choice until the next update reaches it.)
    const mover = [a, b].find((c) => c.situation?.you?.prompt === 'labyrinth/move')!;
    const deadline = mover.situation!.deadline!;
    expect(deadline).toBe(clock.now() + 60_000);
    clock.advance(20_000);
    await mover.play({ type: 'status' });
    expect(mover.situation?.deadline).toBe(deadline);
    await mover.play({ type: 'break' });
    expect(mover.situation?.deadline).toBe(clock.now() + 300_000);
    await Promise.all([a.leave(), b.leave()]);
  });
});
