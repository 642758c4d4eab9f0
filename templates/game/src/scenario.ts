/**
 * The scenario form, written by hand for tests, puzzles and bug reports: the board as rows
 * of characters — `.` a free cell, `#` a rock, `G` the goal, `1` and `2` the runners (on a
 * free cell) — with the seat to move and the moves made so far.
 */
import { err, parseWith, Random, type Result, type RuleError } from '@daedalus/core';
import { z } from 'zod';
import { wordedError } from './lang/errors-en.ts';
import { decodePosition, encodePosition } from './position.ts';
import { type __Pascal__State, optionsSchema } from './types.ts';

export const scenarioSchema = z
  .object({
    board: z.array(z.string()).min(3).max(9),
    turn: z.number().int().min(0).default(0),
    turns: z.number().int().min(0).default(0),
    turnCap: z.number().int().min(1).max(1000).optional(),
  })
  .strict();

export function buildScenario(spec: unknown): Result<__Pascal__State, RuleError> {
  const parsed = parseWith(scenarioSchema, spec, 'scenario/invalid', '__NAME__ scenario');
  if (!parsed.ok) return parsed;
  const { board, turn, turns, turnCap } = parsed.value;
  const size = board.length;
  const rocks: boolean[] = [];
  const runners: { x: number; y: number }[] = [];
  let goal: { x: number; y: number } | null = null;
  for (const [y, row] of board.entries()) {
    if (row.length !== size) return err(wordedError('scenario/invalid#row', y + 1, row.length, size));
    for (const [x, ch] of [...row].entries()) {
      rocks.push(ch === '#');
      if (ch === 'G') goal = { x, y };
      else if (ch === '1' || ch === '2') runners[Number(ch) - 1] = { x, y };
      else if (ch !== '.' && ch !== '#') return err(wordedError('scenario/invalid#cell', ch));
    }
  }
  if (goal === null) return err(wordedError('scenario/invalid#goal'));
  if (runners[0] === undefined) return err(wordedError('scenario/invalid#runners'));
  const options = optionsSchema.parse({ size, rocks: 0, ...(turnCap === undefined ? {} : { turnCap }) });
  const state: __Pascal__State = {
    options,
    rng: Random.fromSeed('scenario').state,
    rocks,
    goal,
    runners,
    turn,
    turns,
    over: false,
    winner: null,
  };
  return decodePosition(encodePosition(state));
}
