/**
 * A new game: the bag shuffled, the Challengers in their start areas, and the first
 * player turn begun — its Defenders Move and Maze Event played (their events are
 * announced as the game's setup events).
 */
import {
  err,
  ok,
  Random,
  type Result,
  type RuleError,
  type SetupInput,
  type Transition,
} from '@daedalus/core';
import { wordedError } from './lang/errors-en.ts';
import { type Ctx, freshChallenger } from './rules/board.ts';
import { advance, beginTurn } from './rules/flow.ts';
import { makeBag } from './rules/tiles.ts';
import { SIZE, type SmEvent, type SmOptions, type SmState, START_X } from './types.ts';

export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 4;

/** The start row of each of n players, spread evenly along the low-X edge. */
export function startRows(n: number): number[] {
  return Array.from({ length: n }, (_, i) => Math.floor(((i + 0.5) * SIZE) / n));
}

export function setup({
  options,
  players,
  seed,
}: SetupInput<SmOptions>): Result<Transition<SmState, SmEvent>, RuleError> {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS)
    return err(wordedError('setup/players', MIN_PLAYERS, MAX_PLAYERS));
  const random = Random.fromSeed(seed);
  const rows = startRows(players);
  const s: SmState = {
    options,
    rng: random.state,
    bag: makeBag(random),
    cells: new Array(SIZE * SIZE).fill(null),
    lost: [],
    destroyed: [],
    defenders: [],
    challengers: rows.map((y) => freshChallenger({ x: START_X, y })),
    startRows: rows,
    current: 0,
    turns: 0,
    stage: { kind: 'move', mainLeft: 0 },
    attack: null,
    reaction: null,
    phase: 'play',
    winner: null,
  };
  const ctx: Ctx = { s, random: new Random(s.rng), events: [] };
  beginTurn(ctx);
  advance(ctx);
  return ok({ state: s, events: ctx.events });
}
