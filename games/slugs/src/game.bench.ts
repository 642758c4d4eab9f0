/**
 * `npm run bench`: slug path decisions per second on a 50×50 map with 40 slugs, and
 * applied actions per second in random games on the shipped levels. Each teardown prints
 * the rate in the unit asked for.
 */
import { Random } from '@daedalus/core';
import { bench, describe } from 'vitest';
import { slugs } from './game.ts';
import { decidePath, PathCache } from './rules/paths.ts';
import type { SlugsAction, SlugsState } from './types.ts';

/** 50×50: a quarter of the cells walls, 40 slugs along the top rows, the base bottom right, 6 machines. */
function bigMap(): SlugsState {
  const random = Random.fromSeed('bench-map');
  const rows = Array.from({ length: 50 }, (_, y) =>
    Array.from({ length: 50 }, (): string => (y > 2 && random.chance(0.25) ? '#' : '.')),
  );
  for (let i = 0; i < 40; i++) rows[i % 2]![(i * 5) % 50 === 49 ? 48 : (i * 5 + (i % 2)) % 50] = 'a';
  for (let i = 0; i < 6; i++) rows[10 + i * 6]![5 + i * 7] = 'X';
  rows[49]![49] = 'A';
  const level = `stock: 20\nmap:\n${rows.map((r) => r.join('')).join('\n')}`;
  const made = slugs.setup({ options: slugs.optionsSchema.parse({ level }), players: 1, seed: 'bench' });
  if (!made.ok) throw new Error(made.error.message);
  return made.value.state;
}

const big = bigMap();
const base = { x: 49, y: 49 };
let decisions = 0;
let decisionMs = 0;

describe('slug path decisions, 50×50 map, 40 slugs', () => {
  bench(
    'one decision (its own cost field: Dijkstra over 2500 cells, then the walk)',
    () => {
      const t = performance.now();
      const slug = big.slugs[decisions % big.slugs.length]!;
      decidePath(big, slug.at, base, true);
      decisions++;
      decisionMs += performance.now() - t;
    },
    {
      time: 2000,
      teardown: () => {
        if (decisions > 0)
          console.log(
            `slugs: ${Math.round((decisions * 1000) / decisionMs)} path decisions/s, each with its own field`,
          );
        decisions = 0;
        decisionMs = 0;
      },
    },
  );

  let turns = 0;
  let turnMs = 0;
  bench(
    'a turn in which all 40 decide (one shared field, 40 walks)',
    () => {
      const t = performance.now();
      const cache = new PathCache();
      for (const slug of big.slugs) cache.decide(big, slug.at, base, true);
      turns++;
      turnMs += performance.now() - t;
    },
    {
      time: 2000,
      teardown: () => {
        if (turns > 0)
          console.log(
            `slugs: ${Math.round((turns * 40 * 1000) / turnMs)} path decisions/s when 40 slugs decide together`,
          );
        turns = 0;
        turnMs = 0;
      },
    },
  );
});

let actions = 0;
let actionMs = 0;
let game = 0;
const random = Random.fromSeed('bench-play');
const LEVELS = ['defence-4', 'duel-3', 'escort'];

function playOne(): void {
  const level = LEVELS[game % LEVELS.length]!;
  const made = slugs.setup({
    options: slugs.optionsSchema.parse({ level, turnLimit: 60 }),
    players: level.startsWith('duel') ? 2 : 1,
    seed: `bench${game++}`,
  });
  if (!made.ok) throw new Error(made.error.message);
  let s = made.value.state;
  const t = performance.now();
  while (!s.result) {
    const legal = slugs.legalActions(s, s.current);
    const action: SlugsAction = random.chance(0.7) ? { type: 'wait' } : random.pick(legal);
    const r = slugs.apply(s, s.current, action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    actions++;
  }
  actionMs += performance.now() - t;
}

describe('applied actions', () => {
  bench('random games on defence-4, duel-3 and the campaign (legalActions + apply)', playOne, {
    time: 3000,
    teardown: () => {
      if (actions > 0) console.log(`slugs: ${Math.round((actions * 1000) / actionMs)} applied actions/s`);
      actions = 0;
      actionMs = 0;
    },
  });
});
