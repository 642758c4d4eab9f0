/**
 * Applied actions per second in simulated games (random legal actions, 2 players).
 * Each iteration plays one game of 40 player turns; vitest reports games per second
 * and the teardown prints the rate in applied actions per second.
 */
import { Random } from '@daedalus/core';
import { bench, describe } from 'vitest';
import { shiftingMaze } from './game.ts';

const options = shiftingMaze.optionsSchema.parse({ turnCap: 40 });
let seed = 0;
let actions = 0;
let games = 0;
let millis = 0;

function playOne(): void {
  const started = performance.now();
  const random = Random.fromSeed(`bench${seed}`);
  const setup = shiftingMaze.setup({ options, players: 2, seed: `bench${seed++}` });
  if (!setup.ok) throw new Error(setup.error.message);
  let s = setup.value.state;
  for (;;) {
    const actors = shiftingMaze.actors(s);
    if (actors.length === 0) break;
    const seat = actors[0]!.seat;
    const r = shiftingMaze.apply(s, seat, random.pick(shiftingMaze.legalActions(s, seat)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    actions++;
  }
  games++;
  millis += performance.now() - started;
}

describe('shifting-maze simulated games', () => {
  bench('random game, 2 players, 40 turns (legalActions + apply per action)', playOne, {
    time: 2000,
    teardown: () => {
      if (games > 0)
        console.log(
          `shifting-maze: ${Math.round((actions * 1000) / millis)} applied actions/s (${(actions / games).toFixed(1)} per game)`,
        );
    },
  });
});
