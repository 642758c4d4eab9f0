/**
 * __NAME__'s rule errors in English: one sentence per refusal, keyed by the error's code (a
 * `#variant` tells two sentences of one code apart). The rules build their errors with
 * `wordedError`; errors-de.ts and errors-ru.ts say the same in German and Russian, and
 * `explainError` (lang/index.ts) words an error again in a player's language. Arguments are
 * plain JSON. This file imports no rules.
 */
import { type Direction, wordedErrors } from '@daedalus/core';

export const enErrors = {
  'game/over': () => 'The race is over.',
  'turn/not-your-turn': (turn: number) => `It is Player ${turn + 1}'s move.`,
  'move/blocked': (dir: Direction) => `A rock or the edge of the board is ${dir} of you.`,
  'setup/players': (min: number, max: number) => `__NAME__ is played by ${min} to ${max} players.`,
  'scenario/invalid#row': (row: number, cells: number, size: number) =>
    `row ${row} has ${cells} cells, not ${size}`,
  'scenario/invalid#cell': (cell: string) => `"${cell}" is not a cell: use . # G 1 2`,
  'scenario/invalid#goal': () => 'the board has no goal (G)',
  'scenario/invalid#runners': () => 'the runners are 1, or 1 and 2',
};

export type ErrorWords = typeof enErrors;

/** A rule error of __NAME__: `wordedError('move/blocked', 'up')`. */
export const wordedError = wordedErrors(enErrors);
