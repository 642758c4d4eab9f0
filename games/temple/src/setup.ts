/**
 * A new game: the board, the target rhombi on their marked places with a statue of every
 * player's colour each, the 13 path rhombi shuffled face down (seeded), no figure placed yet.
 * The first decisions are the start fields, from the start player (seat 0) on.
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
import { entrancesOf, resolveBoard, TEMPLE_BOARD } from './board.ts';
import { wordedError } from './lang/errors-en.ts';
import { PATH_TILES } from './tiles.ts';
import {
  MAX_PLAYERS,
  TARGET_LETTERS,
  type TempleEvent,
  type TempleOptions,
  type TempleState,
} from './types.ts';

export function setup({
  options,
  players,
  seed,
}: SetupInput<TempleOptions>): Result<Transition<TempleState, TempleEvent>, RuleError> {
  if (!Number.isInteger(players) || players < 2 || players > MAX_PLAYERS)
    return err(wordedError('setup/players#range', 2, MAX_PLAYERS));
  const resolved = resolveBoard(options.layout ?? TEMPLE_BOARD);
  if (!resolved.ok) return resolved;
  const { board, targets } = resolved.value;
  if (entrancesOf(board).length < players) return err(wordedError('setup/entrances', board.name));
  const random = Random.fromSeed(seed);
  const stack = random.shuffle(PATH_TILES);
  const state: TempleState = {
    options,
    rng: random.state,
    table: {
      board,
      rhombi: TARGET_LETTERS.map((letter, i) => ({ letter, pose: targets[i]! })),
      figures: Array.from({ length: players }, () => null),
      stones: Array.from({ length: players }, () => null),
      statues: TARGET_LETTERS.map(() => Array.from({ length: players }, () => true)),
    },
    stack,
    aside: [],
    drawn: null,
    phase: 'start',
    current: 0,
    ap: 0,
    mayMove: false,
    turns: 0,
    winner: null,
  };
  return ok({ state, events: [] });
}
