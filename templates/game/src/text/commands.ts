/**
 * Moves in words: an action as a label in a language (`formatAction`), and what a player
 * types read back (`parseCommand`): one direction, with or without a verb ("move up", "up",
 * "gehe nach oben", "иди вверх"). The words of every language are read in any locale; the
 * answers come in the player's.
 */
import { type Direction, fail, type Locale, ok, type Result, type RuleError } from '@daedalus/core';
import { LANGUAGES, languageOf } from '../lang/index.ts';
import type { __Pascal__Action } from '../types.ts';

export function formatAction(a: __Pascal__Action, locale: Locale = 'en'): string {
  return languageOf(locale).action(a);
}

/** Every language's words of moves, in one table (a word means the same in all of them). */
const READING: ReadonlyMap<string, Direction | null> = new Map(
  Object.values(LANGUAGES).flatMap((l) => Object.entries(l.reading)),
);

export function parseCommand(
  input: string,
  _view: unknown,
  locale: Locale,
): Result<__Pascal__Action, RuleError> {
  const say = languageOf(locale).errors;
  const words = input
    .trim()
    .toLowerCase()
    .split(/[\s,.!]+/)
    .filter(Boolean);
  if (words.length === 0) return fail('text/empty', say.empty);
  const dirs: Direction[] = [];
  for (const word of words) {
    const meaning = READING.get(word);
    if (meaning === undefined) return fail('text/unknown-word', say.unknown(word));
    if (meaning !== null) dirs.push(meaning);
  }
  if (dirs.length === 0) return fail('text/invalid-move', say.noDirection);
  if (dirs.length > 1) return fail('text/invalid-move', say.twoDirections);
  return ok({ type: 'move', dir: dirs[0] as Direction });
}
