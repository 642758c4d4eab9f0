// `npm run bench`: the search player's speed on Shifting Maze. Each case is one decision of
// seat 0 in a 2-player game after 40 actions of the heuristic players, compared over every
// legal action (the paired comparison, 200 simulations, the `strong` level's budget — in play
// it compares this many only in a reaction or beside an attack); simulations per second =
// 200 × the case's hz.
import { type Actor, eventsFor, Match, Random, unwrap } from '@daedalus/core';
import { bench, describe } from 'vitest';
import { shiftingMaze } from '../game.ts';
import type { SmEvent, SmState } from '../types.ts';
import { decide } from './bot.ts';
import { pairedSearch } from './paired.ts';
import { smSampler } from './sampler.ts';
import { smNormalRoot, smPaired } from './search.ts';
import { smPlayInPlace } from './simulation.ts';

/** A mid-game decision of seat 0 (heuristic players for 40 actions): what it knows and the state. */
function decision() {
  const match = unwrap(Match.create<SmState>(shiftingMaze, { players: 2, seed: 'bench' }));
  let known = smSampler.observe(
    smSampler.init(0, 2),
    eventsFor(match.opening, 0) as SmEvent[],
    shiftingMaze.view(match.state, 0),
  );
  const random = Random.fromSeed('bench');
  for (let i = 0; ; i++) {
    const actor = shiftingMaze.actors(match.state)[0] as Actor;
    const legal = shiftingMaze.legalActions(match.state, actor.seat);
    if (i >= 40 && actor.seat === 0 && legal.length > 4) break;
    const view = shiftingMaze.view(match.state, actor.seat);
    const step = unwrap(
      match.play(actor.seat, decide(view, actor.seat, 'normal', { view, legal, actor, random })),
    );
    known = smSampler.observe(
      known,
      eventsFor(step.events, 0) as SmEvent[],
      shiftingMaze.view(match.state, 0),
    );
  }
  return { state: match.state, known };
}

const brief = { time: 2_000, iterations: 3, warmupTime: 200, warmupIterations: 1 };

describe(`search on Shifting Maze: one decision of ${smPaired.budget?.iterations} simulations`, () => {
  const { state, known } = decision();
  const seat = shiftingMaze.actors(state)[0]?.seat ?? 0;
  const input = {
    game: shiftingMaze,
    seat,
    players: 2,
    known,
    view: shiftingMaze.view(state, seat),
    legal: shiftingMaze.legalActions(state, seat),
  };
  const { preferred } = smNormalRoot(input.view, input.legal, known, Random.fromSeed('bench'));
  let n = 0;
  bench(
    '2 players, mid-game, strong (every legal action)',
    () => {
      pairedSearch({ plies: 2, candidates: 'all', step: smPlayInPlace }, smPaired, {
        ...input,
        preferred,
        random: Random.fromSeed(`bench${n++}`),
      });
    },
    brief,
  );
});
