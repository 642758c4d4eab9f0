// `npm run bench`: the search player's speed on the Temple. One case is one decision of seat 0
// (300 iterations, the `strong` level's budget) in a 2-player game after setup and 20 more
// actions of the heuristic players; search iterations per second = 300 × the case's hz.
import { type Actor, eventsFor, Match, Random, search, unwrap } from '@daedalus/core';
import { bench, describe } from 'vitest';
import { temple } from '../game.ts';
import type { TempleEvent, TempleState } from '../types.ts';
import { decide } from './bot.ts';
import { templeSampler, templeSearch } from './search.ts';

function decision() {
  const match = unwrap(Match.create<TempleState>(temple, { players: 2, seed: 'bench' }));
  let known = templeSampler.observe(
    templeSampler.init(0, 2),
    eventsFor(match.opening, 0) as TempleEvent[],
    temple.view(match.state, 0),
  );
  const random = Random.fromSeed('bench');
  for (let played = 0; ; ) {
    const actor = temple.actors(match.state)[0] as Actor;
    const legal = temple.legalActions(match.state, actor.seat);
    const setup = match.state.phase === 'start' || match.state.phase === 'lay';
    if (!setup && played >= 20 && actor.seat === 0 && match.state.phase === 'rhombi') break;
    const view = temple.view(match.state, actor.seat);
    const step = unwrap(match.play(actor.seat, decide(view, actor.seat, 'normal', legal, random)));
    if (!setup) played++;
    known = templeSampler.observe(
      known,
      eventsFor(step.events, 0) as TempleEvent[],
      temple.view(match.state, 0),
    );
  }
  return { state: match.state, known };
}

const brief = { time: 2_000, iterations: 3, warmupTime: 200, warmupIterations: 1 };

describe(`search on the Temple: one decision of ${templeSearch.budget?.iterations} iterations`, () => {
  const { state, known } = decision();
  const input = {
    game: temple,
    seat: 0,
    players: 2,
    known,
    view: temple.view(state, 0),
    legal: temple.legalActions(state, 0),
  };
  let n = 0;
  bench(
    `2 players, phase 2 (${input.legal.length} legal actions), strong`,
    () => {
      search(templeSearch, { ...input, random: Random.fromSeed(`bench${n++}`) });
    },
    brief,
  );
});
