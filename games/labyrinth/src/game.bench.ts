/**
 * How fast the game master answers: applied actions per second in simulated random games
 * (3 players, generated 10×10 plans, the standard options). The games are played once
 * when the file loads, recording every (state, seat, action); `apply one action` then
 * replays those steps in a cycle, so its hz is applied actions per second and nothing
 * else. `random playout step` adds what a simulation also pays: the generating set of
 * legal actions for the seat to move. Run with `npm run bench -- games/labyrinth`.
 */
import { Random, type Seat, unwrap } from '@daedalus/core';
import { bench, describe } from 'vitest';
import { labyrinth } from './game.ts';
import { labyrinthOptionsSchema } from './options.ts';
import type { LabyrinthAction, LabyrinthState } from './types.ts';

const OPTIONS = labyrinthOptionsSchema.parse({ width: 10, height: 10 });
const GAMES = 12;
const MAX_ACTIONS = 2_000;

interface Step {
  readonly state: LabyrinthState;
  readonly seat: Seat;
  readonly action: LabyrinthAction;
}

function newGame(seed: string): LabyrinthState {
  return unwrap(labyrinth.setup({ options: OPTIONS, players: 3, seed })).state;
}

/** One random step of a running game: the seat to move, a random legal action. */
function randomStep(state: LabyrinthState, random: Random): Step | null {
  const actors = labyrinth.actors(state);
  if (actors.length === 0) return null;
  const { seat } = random.pick(actors);
  return { state, seat, action: random.pick(labyrinth.legalActions(state, seat)) };
}

const steps: Step[] = [];
const recorder = Random.fromSeed('labyrinth-apply-bench');
for (let g = 0; g < GAMES; g++) {
  let state = newGame(`bench-${g}`);
  for (let k = 0; k < MAX_ACTIONS; k++) {
    const step = randomStep(state, recorder);
    if (step === null) break;
    steps.push(step);
    state = unwrap(labyrinth.apply(step.state, step.seat, step.action)).state;
  }
}

let next = 0;
let live = { state: newGame('bench-live'), random: Random.fromSeed('bench-live'), games: 0 };

describe(`labyrinth apply (10×10, 3 players, ${steps.length} recorded actions)`, () => {
  bench('apply one action (hz = applied actions per second)', () => {
    const step = steps[next] as Step;
    next = (next + 1) % steps.length;
    const r = labyrinth.apply(step.state, step.seat, step.action);
    if (!r.ok) throw new Error(r.error.message);
  });

  bench('random playout step: legal actions + apply', () => {
    let step = randomStep(live.state, live.random);
    if (step === null) {
      live = { ...live, state: newGame(`bench-live-${++live.games}`) };
      step = randomStep(live.state, live.random) as Step;
    }
    const r = labyrinth.apply(step.state, step.seat, step.action);
    if (!r.ok) throw new Error(r.error.message);
    live.state = r.value.state;
  });
});
