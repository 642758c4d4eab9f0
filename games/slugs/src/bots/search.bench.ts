// `npm run bench`: the search player's speed on the Slug Labyrinth. One case is one decision
// of seat 0 (120 iterations, the `strong` level's budget; each leaf looks 30 turns ahead) in
// the first duel after 6 turns of the heuristic players; iterations per second = 120 × hz.
import { Match, Random, search, unwrap } from '@daedalus/core';
import { bench, describe } from 'vitest';
import { slugs } from '../game.ts';
import type { SlugsState, SlugsView } from '../types.ts';
import { decide } from './bot.ts';
import { slugsSampler, slugsSearch } from './search.ts';

function decision() {
  const match = unwrap(Match.create<SlugsState>(slugs, { players: 2, seed: 'bench', preset: 'duel' }));
  const random = Random.fromSeed('bench');
  while (!(match.state.turn > 6 && match.state.current === 0) && !match.state.result) {
    const seat = match.state.current;
    const view = slugs.view(match.state, seat) as SlugsView;
    unwrap(match.play(seat, decide(view, slugs.legalActions(match.state, seat), 'normal', random)));
  }
  return match.state;
}

const brief = { time: 2_000, iterations: 3, warmupTime: 200, warmupIterations: 1 };

describe(`search on the Slug Labyrinth: one decision of ${slugsSearch.budget?.iterations} iterations`, () => {
  const state = decision();
  const input = {
    game: slugs,
    seat: 0,
    players: 2,
    known: slugsSampler.init(0, 2),
    view: slugs.view(state, 0) as SlugsView,
    legal: slugs.legalActions(state, 0),
  };
  let n = 0;
  bench(
    `duel, turn 7 (${input.legal.length} legal actions), strong`,
    () => {
      search(slugsSearch, { ...input, random: Random.fromSeed(`bench${n++}`) });
    },
    brief,
  );
});
