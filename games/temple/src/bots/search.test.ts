// The Temple's search player: sampled worlds show the seat its own view, `strong` beats
// `random`, and — fairness — two different full states that show a seat the same view and
// history get the same decisions from the same random stream.

import {
  type Actor,
  eventsFor,
  Match,
  playBots,
  playout,
  Random,
  unwrap,
  withSearchBudget,
} from '@daedalus/core';
import { playSeatFrom } from '@daedalus/testkit';
import { describe, expect, it } from 'vitest';
import { templeBundle } from '../bundle.ts';
import { temple } from '../game.ts';
import type { TempleEvent, TempleState } from '../types.ts';
import { templeBot } from './bot.ts';
import { type TempleKnown, templeSampler, templeStrong } from './search.ts';

describe("the Temple's sampler", () => {
  it('draws worlds that show the seat its own view, with the same actors and legal actions', () => {
    let checks = 0;
    for (let g = 0; g < 2; g++) {
      const known: TempleKnown[] = [];
      const r = playout(temple, {
        players: 2,
        seed: `sampler${g}`,
        options: { statues: 1 },
        maxActions: 150,
        onStart: (match) => {
          for (let seat = 0; seat < 2; seat++)
            known[seat] = templeSampler.observe(
              templeSampler.init(seat, 2),
              eventsFor(match.opening, seat) as TempleEvent[],
              temple.view(match.state as TempleState, seat),
            );
          return undefined;
        },
        onStep: (match, step) => {
          const state = match.state as TempleState;
          for (let seat = 0; seat < 2; seat++) {
            const view = temple.view(state, seat);
            const k = templeSampler.observe(
              known[seat]!,
              eventsFor(step.events, seat) as TempleEvent[],
              view,
            );
            if (state.phase === 'over' || match.actions.length % 4 !== 0) continue;
            const world = templeSampler.sample(
              k,
              view,
              seat,
              Random.fromSeed(`w${g}:${match.actions.length}`),
            );
            expect(temple.view(world, seat)).toEqual(view);
            expect(world.stack.slice().sort()).toEqual(state.stack.slice().sort());
            const actors = temple.actors(state);
            expect(temple.actors(world)).toEqual(actors);
            for (const a of actors)
              expect(temple.legalActions(world, a.seat)).toEqual(temple.legalActions(state, a.seat));
            checks++;
          }
        },
      });
      expect(r.ok).toBe(true);
    }
    expect(checks).toBeGreaterThan(20);
  });
});

describe("the Temple's strong level (search)", () => {
  it('is in the bundle, after the heuristic player', () => {
    expect(templeBundle.bots).toEqual([templeBot, templeStrong]);
    expect(templeStrong.levels).toEqual(['strong']);
  });

  it('beats random, seats rotated, on fixed seeds', () => {
    const bots = withSearchBudget(templeBundle.bots, { iterations: 60 });
    let wins = 0;
    for (let i = 0; i < 2; i++) {
      const seat = i % 2;
      const levels = seat === 0 ? ['strong', 'random'] : ['random', 'strong'];
      const r = unwrap(
        playBots(temple, {
          bots,
          players: 2,
          seed: `strong-vs-random:${i}`,
          levels,
          options: { statues: 2 },
        }),
      );
      if (r.outcome.over && r.outcome.winners.includes(seat)) wins++;
    }
    expect(wins).toBe(2);
  });
});

/** Plays `turns` decisions of seat 0 (strong, small budget) against seat 1 (normal) from `start`. */
function playFrom(start: TempleState, turns: number) {
  const bots = withSearchBudget(templeBundle.bots, { iterations: 40 });
  return playSeatFrom(temple, { bots, levels: ['strong', 'normal'], start, turns });
}

describe('fairness: the search sees only its seat', () => {
  it('two different full states with the same view and history give the same decisions', () => {
    // World B: the same table in play with another generator state and another face-down
    // order of the rhombi still to be drawn (none: setup is over), i.e. what the seat cannot see.
    const match = unwrap(Match.create<TempleState>(temple, { players: 2, seed: 'fair' }));
    const random = Random.fromSeed('setup');
    while (match.state.phase === 'start' || match.state.phase === 'lay') {
      const actor = temple.actors(match.state)[0] as Actor;
      unwrap(match.play(actor.seat, random.pick(temple.legalActions(match.state, actor.seat))));
    }
    const a = match.state;
    const b: TempleState = { ...structuredClone(a), rng: [1, 2, 3, 4] };
    expect(b).not.toEqual(a);
    expect(temple.view(b, 0)).toEqual(temple.view(a, 0));
    const first = playFrom(a, 6);
    const second = playFrom(b, 6);
    expect(first.decisions.length).toBe(6);
    expect(second.shown).toEqual(first.shown);
    expect(second.decisions).toEqual(first.decisions);
    expect(second.state).not.toEqual(first.state);
  });
});
