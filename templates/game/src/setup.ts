/**
 * A new race from the seed: the goal on a random cell of the right column, each runner on
 * its own random cell of the left column, and rocks on random other cells — never one that
 * would cut a free cell off from the goal (core's breadth-first distances on the square grid).
 */
import {
  err,
  graphDistances,
  indexOf,
  ok,
  Random,
  type Result,
  type RuleError,
  rectangle,
  type SetupInput,
  squareGraph,
  type Transition,
} from '@daedalus/core';
import { wordedError } from './lang/errors-en.ts';
import type { __Pascal__Event, __Pascal__Options, __Pascal__State } from './types.ts';

export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 2;

/** Whether every free cell can reach the goal. */
export function connected(size: number, rocks: readonly boolean[], goal: number): boolean {
  const dist = graphDistances(squareGraph(rectangle(size, size)), goal, (_from, to) => !rocks[to]);
  return rocks.every((rock, i) => rock || (dist[i] as number) >= 0);
}

export function setup({
  options,
  players,
  seed,
}: SetupInput<__Pascal__Options>): Result<Transition<__Pascal__State, __Pascal__Event>, RuleError> {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS)
    return err(wordedError('setup/players', MIN_PLAYERS, MAX_PLAYERS));
  const { size } = options;
  const random = Random.fromSeed(seed);
  const board = rectangle(size, size);
  const goal = { x: size - 1, y: random.int(size) };
  const rows = random.shuffle(Array.from({ length: size }, (_, y) => y));
  const runners = Array.from({ length: players }, (_, seat) => ({ x: 0, y: rows[seat] as number }));
  const rocks: boolean[] = new Array(size * size).fill(false);
  const kept = new Set([indexOf(board, goal), ...runners.map((p) => indexOf(board, p))]);
  let placed = 0;
  for (const i of random.shuffle(Array.from({ length: size * size }, (_, i) => i))) {
    if (placed >= options.rocks) break;
    if (kept.has(i)) continue;
    rocks[i] = true;
    if (connected(size, rocks, indexOf(board, goal))) placed++;
    else rocks[i] = false;
  }
  const state: __Pascal__State = {
    options,
    rng: random.state,
    rocks,
    goal,
    runners,
    turn: 0,
    turns: 0,
    over: false,
    winner: null,
  };
  // Nothing happens before the first move: no opening events.
  return ok({ state, events: [] });
}
