import { playBots, Random } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { slugs } from '../game.ts';
import { game, play } from '../test-helpers.ts';
import { viewOf } from '../view.ts';
import { decide, slugsBot } from './bot.ts';
import { stateFromView } from './model.ts';

/** Share of seeded bot games seat `seat` wins. */
function winRate(level: string, levels: string[], seeds: string[], seat = 0, options: object = {}): number {
  let wins = 0;
  for (const seed of seeds) {
    const r = playBots(slugs, {
      bots: [slugsBot],
      players: levels.length,
      seed,
      options: { level, ...options },
      levels,
    });
    if (!r.ok) throw new Error(r.error.message);
    if (r.value.outcome.over && r.value.outcome.winners.includes(seat)) wins++;
  }
  return wins / seeds.length;
}

const SEEDS = ['bot-a', 'bot-b', 'bot-c', 'bot-d', 'bot-e'];
const DEFENCE = ['defence-1', 'defence-2', 'defence-3', 'defence-4', 'defence-5', 'defence-6'];

describe('the computer players', () => {
  it('normal wins the shipped defence levels in at least 80% of seeded runs; easy wins fewer', () => {
    const rate = (level: string) =>
      DEFENCE.map((l) => winRate(l, [level], SEEDS)).reduce((a, b) => a + b, 0) / 6;
    const normal = rate('normal');
    const easy = rate('easy');
    expect(normal).toBeGreaterThanOrEqual(0.8);
    expect(easy).toBeLessThan(normal);
    expect(easy).toBeGreaterThan(0.3);
  });

  it('normal beats easy in the duels, from either seat', () => {
    const seeds = SEEDS.slice(0, 4);
    let won = 0;
    for (const level of ['duel-1', 'duel-2', 'duel-3', 'duel-4']) {
      won += winRate(level, ['normal', 'easy'], seeds, 0) * seeds.length;
      won += winRate(level, ['easy', 'normal'], seeds, 1) * seeds.length;
    }
    expect(won / 32).toBeGreaterThanOrEqual(0.7);
  });

  it('normal leads the hero out through the shipped campaign', () => {
    expect(winRate('escort', ['normal'], ['bot-a'])).toBe(1);
  });

  it('decides from a view alone, and plays when the paths are hidden', () => {
    const s = game('defence-2', { hidePaths: true });
    const view = viewOf(play(s, 'wait').state, 0);
    expect(view.slugs.every((g) => g.path === null)).toBe(true);
    const legal = slugs.legalActions(play(s, 'wait').state, 0);
    const chosen = decide(view, legal, 'normal', Random.fromSeed('view'));
    expect(legal).toContainEqual(chosen);
    expect(winRate('defence-1', ['normal'], SEEDS.slice(0, 2), 0, { hidePaths: true })).toBe(1);
  });

  it('rebuilds from the view the very game it shows (paths shown)', () => {
    let s = game('defence-4');
    for (let i = 0; i < 12; i++) s = play(s, i === 1 ? 'wall at h5' : 'wait').state;
    const rebuilt = stateFromView(viewOf(s, 0));
    expect(rebuilt.slugs).toEqual(s.slugs);
    expect(rebuilt.walls).toBe(s.walls);
    // Played forward, the model and the game agree.
    const a = play(s, 'wait', 'wait', 'wait').state;
    const b = play(rebuilt, 'wait', 'wait', 'wait').state;
    expect(b.slugs).toEqual(a.slugs);
  });
});
