/**
 * Speed: applied actions per second in random games (legal actions generated and one applied
 * per step), on the full maze and on the small one, and the computer player's decisions per
 * second, and the `strong` level's search iterations per second (each of those positions searched
 * with the level's settings and root choices, `STRONG_ITERATIONS` iterations a decision). The teardowns print the rates.
 */
import { Random, search, unwrap } from '@daedalus/core';
import { bench, describe } from 'vitest';
import { decide } from './bots/bot.ts';
import { STRONG_ITERATIONS, smSampler, strongSettings } from './bots/search.ts';
import { spaceMaze } from './game.ts';
import { actorSeat } from './rules/turn.ts';
import type { SmAction, SmOptions, SmState } from './types.ts';

interface Rate {
  actions: number;
  millis: number;
}

function player(options: SmOptions, rate: Rate): () => void {
  let seed = 0;
  return () => {
    const started = performance.now();
    const random = Random.fromSeed(`bench${seed}`);
    let s = unwrap(spaceMaze.setup({ options, players: 2, seed: `bench${seed++}` })).state;
    while (s.stage.kind !== 'over') {
      const seat = actorSeat(s)!;
      s = unwrap(spaceMaze.apply(s, seat, random.pick(spaceMaze.legalActions(s, seat)))).state;
      rate.actions++;
    }
    rate.millis += performance.now() - started;
  };
}

const full: Rate = { actions: 0, millis: 0 };
const small: Rate = { actions: 0, millis: 0 };
const report = (label: string, r: Rate) => () => {
  if (r.millis > 0)
    console.log(`space-maze: ${Math.round((r.actions * 1000) / r.millis)} applied actions/s (${label})`);
};

/** Positions of a random game where the seat must decide, for timing the bot. */
function positions(): SmState[] {
  const random = Random.fromSeed('bench positions');
  const out: SmState[] = [];
  let s = unwrap(
    spaceMaze.setup({ options: spaceMaze.optionsSchema.parse({}), players: 2, seed: 'bp' }),
  ).state;
  for (let i = 0; i < 400 && s.stage.kind !== 'over'; i++) {
    const seat = actorSeat(s)!;
    if (i % 10 === 0) out.push(s);
    s = unwrap(spaceMaze.apply(s, seat, random.pick(spaceMaze.legalActions(s, seat)))).state;
  }
  return out;
}

const decisions: Rate = { actions: 0, millis: 0 };
const states = positions();
const iterations: Rate = { actions: 0, millis: 0 };
/**
 * A few of those positions where the seat drafts or uses a power die (what `strong` searches), as the
 * deciding seat knows them (its view; no history: no reshuffle known), with the root's choices
 * narrowed as the level narrows them.
 */
const searches = states
  .filter((s) => s.stage.kind === 'take' || s.stage.kind === 'power')
  .slice(0, 8)
  .map((s) => {
    const seat = actorSeat(s)!;
    const view = spaceMaze.view(s, seat);
    const known = smSampler.observe(smSampler.init(seat, s.players), [], view);
    const legal = spaceMaze.legalActions(s, seat) as SmAction[];
    const root = strongSettings.root!(view, legal, known, Random.fromSeed('root'));
    return { game: spaceMaze, seat, players: s.players, known, view, ...root };
  });

describe('space-maze', () => {
  bench(
    'random game, 2 players, 5×5, 10 rounds (legalActions + apply per action)',
    player(spaceMaze.optionsSchema.parse({ roundCap: 10 }), full),
    { time: 3000, teardown: report('5×5, with legal actions', full) },
  );
  bench(
    'random game, 2 players, 3×3, 20 rounds (legalActions + apply per action)',
    player(spaceMaze.optionsSchema.parse({ board: '3x3', roundCap: 20 }), small),
    { time: 3000, teardown: report('3×3, with legal actions', small) },
  );
  bench(
    'normal computer player: one decision from a seat view',
    () => {
      const started = performance.now();
      for (const s of states) {
        const seat = actorSeat(s)!;
        decide(spaceMaze.view(s, seat), spaceMaze.legalActions(s, seat), 'normal', Random.fromSeed('d'));
        decisions.actions++;
      }
      decisions.millis += performance.now() - started;
    },
    {
      time: 3000,
      teardown: () => {
        if (decisions.millis > 0)
          console.log(
            `space-maze: ${Math.round((decisions.actions * 1000) / decisions.millis)} normal bot decisions/s`,
          );
      },
    },
  );
  bench(
    `strong computer player: search iterations (${STRONG_ITERATIONS} a decision, 8 positions)`,
    () => {
      const started = performance.now();
      let n = 0;
      for (const input of searches) {
        iterations.actions += search(strongSettings, {
          ...input,
          random: Random.fromSeed(`s${n++}`),
        }).iterations;
      }
      iterations.millis += performance.now() - started;
    },
    {
      time: 3000,
      iterations: 2,
      teardown: () => {
        if (iterations.millis > 0)
          console.log(
            `space-maze: ${Math.round((iterations.actions * 1000) / iterations.millis)} strong search iterations/s`,
          );
      },
    },
  );
});
