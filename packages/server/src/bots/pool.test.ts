/**
 * The bot pool on its own (real worker threads, test bots written as plain
 * modules to a temporary folder): faults outside `choose`, a bot that takes its
 * worker down every time it is created, and a worker that cannot start.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Actor, JsonValue } from '@daedalus/core';
import { afterAll, describe, expect, it } from 'vitest';
import { BotCatalog } from './catalog.ts';
import { fallbackAction } from './fallback.ts';
import { type BotIncident, BotPool } from './pool.ts';

const dir = mkdtempSync(join(tmpdir(), 'daedalus-pool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * - `plain` always plays the last legal action;
 * - `grumpy` throws in `observe` when the view says `bad` (then plays on);
 * - `doomed` ends its worker thread whenever it is created.
 */
const bots = join(dir, 'bots.mjs');
writeFileSync(
  bots,
  `export const botSpecs = [{
  game: 'hunt',
  levels: ['plain', 'grumpy', 'doomed', 'counts', 'exits'],
  create: ({ level }) => {
    if (level === 'doomed') process.exit(9);
    let observed = 0;
    return {
      observe: (events, view) => {
        observed++;
        if (level === 'grumpy' && view && view.bad) throw new Error('grumpy about the view');
      },
      choose: ({ legal }) => {
        if (level === 'exits') process.exit(8);
        return level === 'counts' ? { observed } : legal[legal.length - 1];
      },
    };
  },
}];
`,
);

const legal: JsonValue[] = [{ type: 'stay' }, { type: 'search' }, { type: 'move', dir: 'up' }];
const actor: Actor = { seat: 1, kind: 'turn', prompt: 'turn/move' };
const init = (table: string, level: string) => ({
  bot: `${table}:1`,
  table,
  game: 'hunt',
  seat: 1,
  players: 2,
  level,
  view: { bad: false },
  seen: 0,
  recall: () => [],
});

async function until(check: () => boolean, what: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('bot pool', () => {
  it('a bot that throws while observing is reported and keeps playing its own moves', async () => {
    const incidents: BotIncident[] = [];
    const pool = new BotPool({
      workers: 1,
      catalog: await BotCatalog.load([bots]),
      onIncident: (i) => incidents.push(i),
    });
    try {
      await pool.ready();
      pool.create(init('t1', 'grumpy'));
      pool.observe('t1:1', [], { bad: true });
      const action = await pool.choose('t1:1', { view: {}, legal, actor, seed: 's' });
      expect(action).toEqual(legal[2]);
      expect(incidents).toMatchObject([
        { kind: 'fault', table: 't1', seat: 1, level: 'grumpy', fallback: false },
      ]);
      expect(incidents[0]?.message).toMatch(/grumpy about the view/);
    } finally {
      await pool.close();
    }
  });

  it('a bot that takes its worker down each time it is created is retired after its strikes; others play on', async () => {
    const incidents: BotIncident[] = [];
    const pool = new BotPool({
      workers: 1,
      maxStrikes: 2,
      catalog: await BotCatalog.load([bots]),
      onIncident: (i) => incidents.push(i),
    });
    try {
      await pool.ready();
      pool.create(init('calm', 'plain'));
      pool.create(init('doom', 'doomed'));
      await until(() => incidents.some((i) => i.kind === 'retired'), 'the doomed bot to be retired');
      const blamed = incidents.filter((i) => i.table === 'doom');
      expect(blamed.map((i) => i.kind)).toEqual(['crash', 'crash', 'retired']);
      expect(blamed[0]?.message).toMatch(/while handling its create/);
      expect(incidents.filter((i) => i.kind === 'worker')).toHaveLength(2);
      // The retired seat gets the fallback move at once; the other bot, created
      // again in the new worker, still makes its own choice.
      const seed = 'doom:bot:5:1';
      expect(await pool.choose('doom:1', { view: {}, legal, actor, seed })).toEqual(
        fallbackAction(legal, seed),
      );
      expect(await pool.choose('calm:1', { view: {}, legal, actor, seed: 's' })).toEqual(legal[2]);
      expect(incidents.filter((i) => i.table === 'calm')).toEqual([]);
    } finally {
      await pool.close();
    }
  });

  it('a bot created again in a replaced worker is shown every step its seat saw (it keeps its memory)', async () => {
    const incidents: BotIncident[] = [];
    const recalled: number[] = [];
    const pool = new BotPool({
      workers: 1,
      catalog: await BotCatalog.load([bots]),
      onIncident: (i) => incidents.push(i),
    });
    try {
      await pool.ready();
      const step = (n: number) => ({ events: [], view: { bad: false, step: n } });
      pool.create({
        ...init('mem', 'counts'),
        // Created mid-game: it has seen two steps already.
        seen: 2,
        recall: (steps) => {
          recalled.push(steps);
          return Array.from({ length: steps }, (_, i) => step(i + 1));
        },
      });
      pool.observe('mem:1', [], step(3).view);
      const ask = { view: {}, legal, actor, seed: 's' };
      // The start view, two recalled steps and one observed.
      expect(await pool.choose('mem:1', ask)).toEqual({ observed: 4 });
      pool.create(init('bomb', 'exits'));
      await pool.choose('bomb:1', ask);
      await until(() => incidents.some((i) => i.kind === 'worker'), 'the worker to be replaced');
      expect(await pool.choose('mem:1', ask)).toEqual({ observed: 4 });
      expect(recalled).toEqual([2, 3]);
      expect(incidents.filter((i) => i.table === 'mem')).toEqual([]);
      expect(incidents.find((i) => i.kind === 'worker')?.message).toMatch(/shown the game so far/);
    } finally {
      await pool.close();
    }
  });

  it('a worker that cannot start fails the pool at start-up (a configuration error)', async () => {
    const broken = join(dir, 'broken.mjs');
    writeFileSync(
      broken,
      `import { isMainThread } from 'node:worker_threads';
if (!isMainThread) throw new Error('this module refuses worker threads');
export const botSpecs = [];
`,
    );
    const pool = new BotPool({ workers: 1, catalog: await BotCatalog.load([broken]), onIncident: () => {} });
    await expect(pool.ready()).rejects.toThrow(/could not start.*refuses worker threads/);
    await pool.close();
  });
});
