/**
 * The server's bot workers give search levels (`strong`) a time budget per decision
 * (`botSearchMs`), their own iterations a cap. The `ponders` level (search-bots.ts) has
 * an iteration cap no decision could reach: without the time budget every one of its
 * decisions would run past the pool's budget and be replaced by a fallback move (a
 * `timeout` incident). With it, a whole game against a person finishes with no incident
 * at all. The pool's budget is the failure bound; nothing here measures speed.
 */
import { Match, type MatchRecord } from '@daedalus/core';
import { games } from '@daedalus/games';
import { describe, expect, it } from 'vitest';
import { startServer } from '../src/index.ts';
import { botTestServer, personAgainstBot, seededChooser, tempStorage } from './helpers.ts';

const hunt = games.get('hunt')!;

describe('search levels think under the server’s time budget per decision', () => {
  const { server, incidents } = botTestServer({
    botWorkers: 1,
    botBudgetMs: 10_000,
    botSearchMs: 50,
    botModules: [new URL('./search-bots.ts', import.meta.url).href],
  });

  async function playAgainst(level: string): Promise<{ id: string; record: MatchRecord }> {
    const table = await personAgainstBot(server().client, level);
    // The person never searches, so never finds the treasure: the game goes on until the
    // bot finds it (or the move cap), the bot deciding each of its turns by a search.
    const pick = seededChooser(5);
    const record = await table.play((legal) => {
      const moves = legal.filter((a) => (a as { type?: string }).type !== 'search');
      return pick(moves.length > 0 ? moves : legal);
    }, 100_000);
    return { id: table.id, record };
  }

  it('a search level with no reachable iteration cap plays a whole game, every decision its own', async () => {
    const { id, record } = await playAgainst('ponders');
    expect(incidents.filter((i) => i.table === id)).toEqual([]);
    expect(record.outcome.over).toBe(true);
    expect(record.actions.filter((a) => a.seat === 1).length).toBeGreaterThan(1);
    // The record holds the actions: it replays exactly, whatever the clock made the search choose.
    expect(Match.replay(hunt, record).ok).toBe(true);
  }, 120_000);

  it('the registry’s strong level plays under the same budget', async () => {
    const { id, record } = await playAgainst('strong');
    expect(incidents.filter((i) => i.table === id)).toEqual([]);
    expect(record.outcome.over).toBe(true);
    expect(Match.replay(hunt, record).ok).toBe(true);
  }, 120_000);
});

describe('the search time setting', () => {
  it('refuses a search time that is not a positive number of milliseconds, or not below the budget', async () => {
    const storage = tempStorage('pglite');
    try {
      const start = (config: { botSearchMs?: number; botBudgetMs?: number }) =>
        startServer({
          port: 0,
          host: '127.0.0.1',
          dataDir: storage.dataDir,
          webDist: null,
          quiet: true,
          ...config,
        });
      for (const botSearchMs of [0, -5, Number.NaN, Number.POSITIVE_INFINITY])
        await expect(start({ botSearchMs })).rejects.toThrow(
          /bot search time must be a positive number of milliseconds/,
        );
      await expect(start({ botSearchMs: 5_000 })).rejects.toThrow(
        /bot search time \(5000 ms\) must be less than the bot budget per decision \(5000 ms\)/,
      );
      await expect(start({ botSearchMs: 800, botBudgetMs: 500 })).rejects.toThrow(/must be less than/);
      await expect(start({ botBudgetMs: -1 })).rejects.toThrow(/bot budget must be a positive number/);
    } finally {
      await storage.drop();
    }
  });
});
