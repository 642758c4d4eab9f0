// The Slug Labyrinth's search player: sampled worlds show the seat its own view, `strong`
// beats `random` in duels and wins defences, and — fairness — two different full states that
// show a seat the same view and history get the same decisions from the same random stream.

import { Match, playBots, Random, unwrap, withSearchBudget } from '@daedalus/core';
import { playSeatFrom } from '@daedalus/testkit';
import { describe, expect, it } from 'vitest';
import { slugsBundle } from '../bundle.ts';
import { slugs } from '../game.ts';
import type { SlugsState, SlugsView } from '../types.ts';
import { slugsBot } from './bot.ts';
import { slugsSampler, slugsStrong } from './search.ts';

describe("the Slug Labyrinth's strong level (search)", () => {
  it('is in the bundle, after the heuristic player', () => {
    expect(slugsBundle.bots).toEqual([slugsBot, slugsStrong]);
    expect(slugsStrong.levels).toEqual(['strong']);
  });

  it('samples worlds that show the seat its own view, with the same legal actions', () => {
    const match = unwrap(Match.create<SlugsState>(slugs, { players: 2, seed: 'sample', preset: 'duel' }));
    const random = Random.fromSeed('sample');
    for (let i = 0; i < 12 && !match.state.result; i++) {
      const seat = match.state.current;
      const view = slugs.view(match.state, seat) as SlugsView;
      const world = slugsSampler.sample(slugsSampler.init(seat, 2), view, seat, random);
      expect(slugs.view(world, seat)).toEqual(view);
      expect(slugs.legalActions(world, seat)).toEqual(slugs.legalActions(match.state, seat));
      unwrap(match.play(seat, random.pick(slugs.legalActions(match.state, seat))));
    }
  });

  it('beats random in duels and wins defences, on fixed seeds', () => {
    const bots = withSearchBudget(slugsBundle.bots, { iterations: 40 });
    for (let i = 0; i < 2; i++) {
      const seat = i % 2;
      const levels = seat === 0 ? ['strong', 'random'] : ['random', 'strong'];
      const r = unwrap(playBots(slugs, { bots, players: 2, seed: `duel:${i}`, levels, preset: 'duel' }));
      expect(r.outcome.over && r.outcome.winners.includes(seat)).toBe(true);
    }
    const r = unwrap(
      playBots(slugs, { bots, players: 1, seed: 'defence', levels: ['strong'], preset: 'defence' }),
    );
    expect(r.outcome.over && r.outcome.winners.includes(0)).toBe(true);
  });
});

/** Plays `turns` decisions of seat 0 (strong, small budget) against seat 1 (normal) from `start`. */
function playFrom(start: SlugsState, turns: number) {
  const bots = withSearchBudget(slugsBundle.bots, { iterations: 30 });
  return playSeatFrom(slugs, { bots, levels: ['strong', 'normal'], start, turns });
}

describe('fairness: the search sees only its seat', () => {
  it('two different full states with the same view and history give the same decisions', () => {
    // World B: another generator state (the one thing of a duel a seat cannot see).
    const a = unwrap(Match.create<SlugsState>(slugs, { players: 2, seed: 'fair', preset: 'duel' })).state;
    const b: SlugsState = { ...structuredClone(a), rng: [5, 6, 7, 8] };
    expect(b).not.toEqual(a);
    expect(slugs.view(b, 0)).toEqual(slugs.view(a, 0));
    const first = playFrom(a, 5);
    const second = playFrom(b, 5);
    expect(first.decisions.length).toBe(5);
    expect(second.shown).toEqual(first.shown);
    expect(second.decisions).toEqual(first.decisions);
    expect(second.state).not.toEqual(first.state);
  });
});
