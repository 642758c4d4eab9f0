/**
 * No hidden information reaches anyone who may not see it: full games are played
 * at a table, then every message each client received is compared with exactly
 * what the game allows that viewer (its view and its events at each step), and
 * scanned for the secrets of the others (the hunt's treasure, other players'
 * positions, the generator state, other seats' tokens, the seed).
 */
import {
  type AnyGame,
  eventsFor,
  type JsonValue,
  Match,
  type MatchRecord,
  type Viewer,
} from '@daedalus/core';
import { bundleOf, bundles, games } from '@daedalus/games';
import type { LabyrinthState } from '@daedalus/labyrinth';
import type { ServerMessage } from '@daedalus/protocol';
import type { TableConnection } from '@daedalus/protocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoplay, seededChooser, startTestServer, type TestServer, waitForRecord } from './helpers.ts';

function needles(secret: unknown): string[] {
  if (secret !== null && typeof secret === 'object' && !Array.isArray(secret)) {
    const keys = Object.keys(secret);
    if (keys.length === 1) {
      const k = keys[0]!;
      return [`"${k}":${JSON.stringify((secret as Record<string, unknown>)[k])}`];
    }
  }
  return [JSON.stringify(secret)];
}

/** Every step of a game: the state after it and its events (step 0: what setup told). */
function steps(game: AnyGame, record: Pick<MatchRecord, 'options' | 'players' | 'seed' | 'actions'>) {
  const created = Match.create(game, { options: record.options, players: record.players, seed: record.seed });
  if (!created.ok) throw new Error(created.error.message);
  const match = created.value;
  const out = [{ state: match.state, events: match.opening as unknown as JsonValue[] }];
  for (const a of record.actions) {
    const step = match.play(a.seat, a.action);
    if (!step.ok) throw new Error(step.error.message);
    out.push({ state: step.value.state, events: step.value.events as unknown as JsonValue[] });
  }
  return out;
}

function check(
  game: AnyGame,
  conn: TableConnection,
  viewer: Viewer,
  record: Pick<MatchRecord, 'options' | 'players' | 'seed' | 'actions'>,
  claims: number,
  forbidden: string[],
) {
  const all = steps(game, record);
  const secretsOf = bundleOf(game.meta.id)!.secrets;
  let checked = 0;
  for (const m of conn.received) {
    if (m.type === 'record') continue; // the full record is everyone's once the game is over
    const text = JSON.stringify(m);
    for (const f of forbidden) {
      const at = text.indexOf(f);
      expect(
        text,
        `${m.type} to ${viewer} holds a secret: …${text.slice(Math.max(0, at - 200), at + 200)}…`,
      ).not.toContain(f);
    }
    const situation =
      m.type === 'update' || m.type === 'snapshot' || m.type === 'catchup' ? m.situation : null;
    if (!situation) continue;
    const index = m.stateId - claims;
    const at = all[index];
    if (!at) throw new Error(`no step for state id ${m.stateId}`);
    expect(situation.view).toEqual(JSON.parse(JSON.stringify(game.view(at.state, viewer))));
    if (m.type === 'update') expect(m.events).toEqual(eventsFor(at.events as never[], viewer));
    for (const s of secretsOf(at.state as never, viewer)) {
      for (const needle of needles(s))
        expect(text, `${m.type} to ${viewer} at ${m.stateId}`).not.toContain(needle);
    }
    checked++;
  }
  return checked;
}

describe('hidden information', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  }, 30_000);

  for (const seed of [11, 12]) {
    it(`hunt, three players and a spectator (game ${seed}): each gets only its own view and events`, async () => {
      const game = games.get('hunt')!;
      const { table } = await t.client.createTable({
        game: 'hunt',
        options: { size: 5, moveCap: 40 },
        seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
        seed: `leak-${seed}`,
      });
      const players: TableConnection[] = [];
      for (let seat = 0; seat < 3; seat++) {
        players.push(await t.client.join({ tableId: table.id, claim: { seat, name: `P${seat}` } }));
      }
      const watcher = await t.client.join({ tableId: table.id, spectate: true });
      const stops = players.map((p, i) => autoplay(p, seededChooser(seed * 10 + i)));
      const record = await waitForRecord(players[0]!);
      await Promise.all([...players, watcher].map((c) => waitForRecord(c)));
      for (const s of stops) s();
      expect(record.actions.length).toBeGreaterThan(3);
      const tokens = players.map((p) => p.token!);
      for (const [seat, p] of players.entries()) {
        const others = tokens.filter((_, i) => i !== seat);
        const n = check(game, p, seat, record, 3, [...others, record.seed, '"rng"', '"treasure"']);
        expect(n).toBeGreaterThan(record.actions.length / 2);
      }
      check(game, watcher, 'spectator', record, 3, [...tokens, record.seed, '"rng"', '"treasure"']);
      // Table descriptions never carry tokens, token hashes, the seed or the invite code.
      const listed = JSON.stringify(await t.client.tables()) + JSON.stringify(await t.client.finished());
      for (const f of [...tokens, record.seed, 'token', 'invite":"']) expect(listed).not.toContain(f);
      await Promise.all([...players, watcher].map((c) => c.leave()));
    });
  }

  it('a computer player table: spectators see only the public view', async () => {
    const game = games.get('hunt')!;
    const { table } = await t.client.createTable({
      game: 'hunt',
      options: { size: 4, moveCap: 30 },
      seats: [{ kind: 'human' }, { kind: 'bot' }],
      seed: 'leak-bots',
    });
    const watcher = await t.client.join({ tableId: table.id, spectate: true });
    const p = await t.client.join({ tableId: table.id, claim: { seat: 0, name: 'Human' } });
    const stop = autoplay(p, seededChooser(5));
    const record = await waitForRecord(p);
    await waitForRecord(watcher);
    stop();
    check(game, watcher, 'spectator', record, 1, [p.token!, record.seed, '"rng"', '"treasure"']);
    check(game, p, 0, record, 1, [record.seed, '"rng"', '"treasure"']);
    const types = new Set(watcher.received.map((m: ServerMessage) => m.type));
    expect(types.has('update')).toBe(true);
    await Promise.all([p.leave(), watcher.leave()]);
  });

  // Every game of the registry, in its test preset: none of its secrets leaks.
  for (const { game, testPreset } of bundles) {
    const id = game.meta.id;
    it(`${id} with a computer player and a spectator: none of its secrets leaks`, async () => {
      const seed = `leak-${id}`;
      const players = Math.min(Math.max(2, game.meta.minPlayers), game.meta.maxPlayers);
      const { table } = await t.client.createTable({
        game: id,
        preset: testPreset,
        seats: [
          { kind: 'human' },
          ...Array.from({ length: players - 1 }, () => ({ kind: 'bot' as const, level: 'random' })),
        ],
        seed,
      });
      const watcher = await t.client.join({ tableId: table.id, spectate: true });
      const p = await t.client.join({ tableId: table.id, claim: { seat: 0, name: 'Explorer' } });
      const stop = autoplay(p, seededChooser(9));
      // Play until the game ends or for a good while.
      for (let i = 0; i < 200 && !p.record && p.stateId < 120; i++)
        await new Promise((r) => setTimeout(r, 50));
      stop();
      await new Promise((r) => setTimeout(r, 300));
      const log = (await t.server.store.loadLog(table.id)).filter((e) => e.kind === 'action');
      const stored = await t.server.store.getTable(table.id);
      const played = {
        options: stored!.table.options,
        players,
        // The game's seed: the chosen one mixed with the server's secret.
        seed: stored!.table.seed,
        actions: log.map((e) => ({ seat: e.seat, action: e.action! })),
      };
      expect(played.actions.length).toBeGreaterThan(1);
      const until = (c: TableConnection) => {
        // Compare only messages up to the last logged step.
        const last = 1 + played.actions.length;
        const kept = c.received.filter((m) => m.stateId <= last);
        return { received: kept } as unknown as TableConnection;
      };
      expect(check(game, until(p), 0, played, 1, [seed, played.seed])).toBeGreaterThan(1);
      check(game, until(watcher), 'spectator', played, 1, [p.token!, seed, played.seed]);
      await Promise.all([p.leave(), watcher.leave()]);
    });
  }

  it('an explicit secret map in the options (a Labyrinth plan) is withheld from table descriptions', async () => {
    const game = games.get('labyrinth')!;
    const setup = game.setup({
      options: game.optionsSchema.parse({ width: 4, height: 4 }),
      players: 2,
      seed: 'p',
    });
    if (!setup.ok) throw new Error(setup.error.message);
    const plan = (setup.value.state as LabyrinthState).plan;
    const { table } = await t.client.createTable({
      game: 'labyrinth',
      options: { plan: plan as never },
      seats: [{ kind: 'human' }, { kind: 'bot' }],
    });
    expect(table.options).not.toHaveProperty('plan');
    expect(table.options).toMatchObject({ customPlan: true });
    const watcher = await t.client.join({ tableId: table.id, spectate: true });
    const p = await t.client.join({ tableId: table.id, claim: { seat: 0, name: 'Explorer' } });
    const planText = JSON.stringify(plan);
    const described = JSON.stringify([await t.client.tables(), await t.client.table(table.id)]);
    for (const m of [...watcher.received, ...p.received]) {
      if (m.type !== 'record') expect(JSON.stringify(m)).not.toContain(planText);
    }
    expect(described).not.toContain(planText);
    await Promise.all([p.leave(), watcher.leave()]);
  });
});
