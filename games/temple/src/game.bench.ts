/**
 * Speed: legal rhombus moves generated per second (every slide and turn of every path rhombus
 * from a mid-game table), and applied actions per second in random games (legal actions
 * generated and one applied per step). The teardowns print both rates.
 */
import { Random, unwrap } from '@daedalus/core';
import { bench, describe } from 'vitest';
import { temple } from './game.ts';
import { rotationTargets, slideTargets } from './targets.ts';
import { PATH_LETTERS, type TempleState } from './types.ts';

/** A table after setup with all 13 path rhombi laid at random (seeded). */
function midGame(seed: string): TempleState {
  const random = Random.fromSeed(seed);
  let s = unwrap(temple.setup({ options: temple.optionsSchema.parse({}), players: 3, seed })).state;
  while (s.phase === 'start' || s.phase === 'lay')
    s = unwrap(temple.apply(s, s.current, random.pick(temple.legalActions(s, s.current)))).state;
  return s;
}

const tables = ['a', 'b', 'c', 'd'].map((k) => midGame(`bench-${k}`).table);
let generated = 0;
let genMillis = 0;

function generateMoves(): void {
  const started = performance.now();
  for (const table of tables)
    for (const letter of PATH_LETTERS)
      generated += slideTargets(table, letter).length + rotationTargets(table, letter).length;
  genMillis += performance.now() - started;
}

let seed = 0;
let applied = 0;
let playMillis = 0;
const options = temple.optionsSchema.parse({ statues: 1, turnCap: 20 });

function playOne(): void {
  const started = performance.now();
  const random = Random.fromSeed(`bench${seed}`);
  let s = unwrap(temple.setup({ options, players: 2, seed: `bench${seed++}` })).state;
  while (s.phase !== 'over') {
    s = unwrap(temple.apply(s, s.current, random.pick(temple.legalActions(s, s.current)))).state;
    applied++;
  }
  playMillis += performance.now() - started;
}

describe('temple', () => {
  bench('legal rhombus moves: every slide and turn of the 13 path rhombi on 4 tables', generateMoves, {
    time: 2000,
    teardown: () => {
      if (genMillis > 0)
        console.log(`temple: ${Math.round((generated * 1000) / genMillis)} legal rhombus moves generated/s`);
    },
  });
  bench('random game, 2 players, 20 turns (legalActions + apply per action)', playOne, {
    time: 3000,
    teardown: () => {
      if (playMillis > 0)
        console.log(
          `temple: ${Math.round((applied * 1000) / playMillis)} applied actions/s (with legal actions)`,
        );
    },
  });
});
