/**
 * Nothing is lost: the real server runs as a child process, players play, the
 * process is killed with SIGKILL (no chance to clean up), a new process starts
 * on the same storage, and every unfinished table resumes: seats, tokens, state
 * ids, views, clocks and computer players intact. Tables that go on by themselves (a
 * clock, a computer player) are opened at start-up; one of people only, without a
 * clock, when one of them comes back.
 */
import { Match } from '@daedalus/core';
import { games } from '@daedalus/games';
import { DaedalusClient, type TableConnection } from '@daedalus/protocol/client';
import { afterAll, describe, expect, it } from 'vitest';
import {
  autoplay,
  BACKENDS,
  type ChildServer,
  type Storage,
  seededChooser,
  spawnServer,
  storageEnv,
  tempStorage,
  untilTurn,
  waitForRecord,
} from './helpers.ts';

describe.each(BACKENDS)('kill -9 and restart on %s', (backend) => {
  const storage: Storage = tempStorage(backend);
  let server: ChildServer | null = null;
  afterAll(async () => {
    await server?.kill();
    await storage.drop();
  }, 30_000);

  it('resumes every unfinished table from storage', async () => {
    server = await spawnServer(storageEnv(storage));
    let client = new DaedalusClient(server.url);
    const duel = await client.createTable({
      game: 'hunt',
      options: { size: 4, moveCap: 16 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
      moveSeconds: 3600,
      seed: 'restart-duel',
    });
    const solo = await client.createTable({
      game: 'hunt',
      options: { size: 4, moveCap: 12 },
      seats: [{ kind: 'human' }, { kind: 'bot' }],
      seed: 'restart-solo',
    });
    // People only, no clock: nothing happens there until one of them comes back.
    const quiet = await client.createTable({
      game: 'hunt',
      options: { size: 4, moveCap: 10 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
      seed: 'restart-quiet',
    });
    const q = await Promise.all(
      ['Q', 'R'].map((name, seat) =>
        client.join({ tableId: quiet.table.id, claim: { seat, name } }, { autoReconnect: false }),
      ),
    );
    await q[0]!.play({ type: 'start', at: { x: 0, y: 0 } });
    const quietBefore = { stateId: q[0]!.stateId, tokens: q.map((c) => c.token!) };
    const a = await client.join(
      { tableId: duel.table.id, claim: { seat: 0, name: 'A' } },
      { autoReconnect: false },
    );
    const b = await client.join(
      { tableId: duel.table.id, claim: { seat: 1, name: 'B' } },
      { autoReconnect: false },
    );
    const s = await client.join(
      { tableId: solo.table.id, claim: { seat: 0, name: 'S' } },
      { autoReconnect: false },
    );
    await a.play({ type: 'start', at: { x: 0, y: 0 } });
    await b.play({ type: 'start', at: { x: 3, y: 3 } });
    await untilTurn(a);
    await a.play(a.situation!.legal[1]!);
    await s.play({ type: 'start', at: { x: 1, y: 1 } });
    await untilTurn(s);
    await untilTurn(b);
    // Fire an action and kill the process at once: if it was acknowledged, it must survive.
    let acked: number | null = null;
    const pending = b.play(b.situation!.legal[0]!).then(
      (id) => {
        acked = id;
      },
      () => undefined,
    );
    const before = {
      a: { stateId: a.stateId, token: a.token!, deadline: a.situation!.deadline, view: a.situation!.view },
      s: { token: s.token! },
    };
    await server.kill('SIGKILL');
    await Promise.race([pending, new Promise((r) => setTimeout(r, 200))]);

    server = await spawnServer(storageEnv(storage), server.port);
    client = new DaedalusClient(server.url);
    // The duel (a clock) and the solo table (a computer player); the quiet one waits.
    expect(server.output()).toMatch(/2 table\(s\) resumed/);
    const table = await client.table(duel.table.id);
    expect(table.status).toBe('playing');
    expect(table.seats.map((x) => x.name)).toEqual(['A', 'B']);
    // An acknowledged action is stored; one killed in flight may or may not be.
    if (acked !== null) expect(table.stateId).toBe(acked);
    else expect([before.a.stateId, before.a.stateId + 1]).toContain(table.stateId);
    expect(table.stateId).toBeGreaterThanOrEqual(before.a.stateId);

    // A comes back with its token and the last id it saw: it gets what it missed, nothing twice.
    const a2 = await client.join({ tableId: duel.table.id, token: before.a.token, since: before.a.stateId });
    expect(a2.seat).toBe(0);
    const first = a2.received.find((m) => m.type === 'catchup' || m.type === 'snapshot')!;
    expect(first.stateId).toBe(table.stateId);
    if (table.stateId === before.a.stateId) {
      expect(a2.situation?.view).toEqual(before.a.view);
      expect(a2.situation?.deadline).toBe(before.a.deadline);
    }
    const b2 = await client.join({ tableId: duel.table.id, token: b.token! });
    const s2 = await client.join({ tableId: solo.table.id, token: before.s.token });
    // A bad token still fails after the restart.
    await expect(client.join({ tableId: duel.table.id, token: 'nope' })).rejects.toMatchObject({
      code: 'auth/bad-token',
    });
    // The quiet table opens when its people come back, where they left it.
    const q2 = await Promise.all(
      quietBefore.tokens.map((token) => client.join({ tableId: quiet.table.id, token })),
    );
    expect(q2.map((c) => c.stateId)).toEqual([quietBefore.stateId, quietBefore.stateId]);
    const stops = [
      autoplay(a2, seededChooser(3)),
      autoplay(b2, seededChooser(4)),
      autoplay(s2, seededChooser(5)),
      ...q2.map((c, i) => autoplay(c, seededChooser(6 + i))),
    ];
    const [r1, r2, r3, r4] = await Promise.all([
      waitForRecord(a2),
      waitForRecord(b2),
      waitForRecord(s2),
      waitForRecord(q2[0]!),
    ]);
    for (const stop of stops) stop();
    expect(r1).toEqual(r2);
    expect(r4.actions[0]).toEqual({ seat: 0, action: { type: 'start', at: { x: 0, y: 0 } } });
    for (const r of [r1, r3, r4]) {
      expect(r.outcome.over).toBe(true);
      expect(Match.replay(games.get('hunt')!, r).ok).toBe(true);
    }
    expect(r3.actions.some((x) => x.seat === 1)).toBe(true);
    expect((await client.finished()).map((f) => f.table.id)).toEqual(
      expect.arrayContaining([duel.table.id, solo.table.id]),
    );
    await Promise.all([a2, b2, s2, a, b, s, ...q, ...q2].map((c: TableConnection) => c.leave()));
  }, 240_000);
});
