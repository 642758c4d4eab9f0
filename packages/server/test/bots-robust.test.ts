/**
 * Computer players that misbehave never stall a table: a bot whose `choose`
 * throws, hangs or kills its worker thread is answered with a fallback move
 * (and, for hangs and deaths, its worker is replaced and its bots created
 * again), every game still finishes with a replayable record, and a healthy
 * table sharing the same (single) worker finishes too. The misbehaving levels
 * come from a test-only bot module (misbehaving-bots.ts) loaded through the
 * server's `botModules` setting.
 */
import { botSeed, type JsonValue, Match, type MatchRecord } from '@daedalus/core';
import { games } from '@daedalus/games';
import { describe, expect, it } from 'vitest';
import { fallbackAction } from '../src/index.ts';
import { botTestServer, personAgainstBot, seededChooser } from './helpers.ts';

const hunt = games.get('hunt')!;
const BUDGET_MS = 2_000;

describe('computer players that throw, hang or kill their worker', () => {
  const { server, incidents } = botTestServer({
    // One worker: every bot of every table shares it with the misbehaving one.
    botWorkers: 1,
    botBudgetMs: BUDGET_MS,
    botModules: [new URL('./misbehaving-bots.ts', import.meta.url).href],
  });

  const of = (table: string) => incidents.filter((i) => i.table === table);

  /** A person against a bot of `level`, who plays varied moves to the end. */
  async function table(level: string) {
    const bad = await personAgainstBot(server().client, level);
    return { id: bad.id, play: () => bad.play(seededChooser(3), 50_000) };
  }

  async function playAgainst(level: string): Promise<{ id: string; record: MatchRecord }> {
    const bad = await table(level);
    return { id: bad.id, record: await bad.play() };
  }

  function expectFinishedAndReplayable(record: MatchRecord): void {
    expect(record.outcome.over).toBe(true);
    // The bot's seat moved (fallback moves are logged like any action) ...
    expect(record.actions.some((a) => a.seat === 1)).toBe(true);
    // ... and the record replays with the game's own rules.
    expect(Match.replay(hunt, record).ok).toBe(true);
  }

  /**
   * Seat 1's moves, replayed: each is the fallback move for its decision (a
   * random legal action seeded by the table's seed, the state id it was chosen
   * on and the seat). State ids count the person's claim (1) and every step.
   */
  function expectSeededFallbacks(record: MatchRecord): void {
    const replay = Match.create(hunt, {
      options: record.options,
      players: record.players,
      seed: record.seed,
    });
    if (!replay.ok) throw new Error(replay.error.message);
    const match = replay.value;
    let checked = 0;
    for (const [k, a] of record.actions.entries()) {
      if (a.seat === 1) {
        const legal = hunt.legalActions(match.state, 1) as JsonValue[];
        expect(a.action).toEqual(fallbackAction(legal, botSeed(record.seed, k, 1)));
        checked++;
      }
      expect(match.play(a.seat, a.action).ok).toBe(true);
    }
    expect(checked).toBeGreaterThan(0);
  }

  it('the server offers the test levels by name only (the default stays the registry strongest)', async () => {
    const info = (await server().client.games()).find((g) => g.id === 'hunt');
    expect(info?.botLevels).toEqual([
      'random',
      'strong',
      'throws',
      'hangs',
      'exits',
      'slow',
      'sleepy',
      'sleepy-walking',
      'remembers',
      'remembers-walking',
    ]);
  });

  it.each([
    ['throws', ['error']],
    ['hangs', ['timeout', 'retired']],
    ['exits', ['crash', 'retired']],
  ])(
    'a bot that %s: fallback moves; its game and a healthy table on the same worker both finish',
    async (level, kinds) => {
      // The healthy table has started (its bot lives on the one worker) before the
      // misbehaving bot is asked for its first decision; both then play at once,
      // so the healthy bot's decisions queue behind the misbehaving one's. The healthy
      // bot (\`remembers\`) throws if, created again in a new worker, it was not shown
      // every step of its game so far.
      const healthy = await table('remembers');
      const bad = await table(level);
      const [record, healthyRecord] = await Promise.all([bad.play(), healthy.play()]);
      expectFinishedAndReplayable(record);
      expectFinishedAndReplayable(healthyRecord);

      // Each incident is reported with its table, seat and level.
      const reported = of(bad.id);
      for (const kind of kinds) expect(reported.map((i) => i.kind)).toContain(kind);
      for (const i of reported) expect(i).toMatchObject({ seat: 1, level });
      // Every move of the misbehaving seat is the seeded fallback move.
      expectSeededFallbacks(record);
      // The healthy table's bot was never blamed nor answered with a fallback.
      expect(of(healthy.id)).toEqual([]);
      if (level !== 'throws') {
        // Its worker was replaced, and the bots on it created again.
        expect(incidents.some((i) => i.kind === 'worker' && /replaced/.test(i.message))).toBe(true);
      }
    },
  );

  it('an exception in choose is not fatal for the worker: no worker is replaced', async () => {
    const before = incidents.filter((i) => i.kind === 'worker').length;
    const { id, record } = await playAgainst('throws');
    expectFinishedAndReplayable(record);
    const errors = of(id).filter((i) => i.kind === 'error');
    // Every decision of the bot's seat was an error answered by a fallback move.
    expect(errors.length).toBeGreaterThanOrEqual(record.actions.filter((a) => a.seat === 1).length);
    expect(incidents.filter((i) => i.kind === 'worker').length).toBe(before);
  });

  it("a level's own extra budget is honoured: a slow first decision within it is the bot's own move", async () => {
    const { id, record } = await playAgainst('slow');
    expectFinishedAndReplayable(record);
    expect(of(id)).toEqual([]);
  });
});
