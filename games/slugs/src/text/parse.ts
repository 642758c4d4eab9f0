/**
 * Typed moves: "wall at c4", "c4" (a wall there), "walls at c4 d4 e4" (escort: ordered
 * together), "untie", "wait" — and the same in German ("Wand auf c4", "losbinden",
 * "warten") and Russian ("стена c4", "развязать", "ждать"). English words are always
 * understood. Cell names are a column letter and a row number; Cyrillic letters that look
 * like Latin ones (с, а, е…) are read as those. The parser judges the words only: whether
 * the wall may go there is for the rules to say.
 */
import { fail, type Locale, ok, type Point, type Result, type RuleError } from '@daedalus/core';
import { parseCellName } from '../cells.ts';
import { en } from '../lang/en.ts';
import { wordsFor } from '../lang/index.ts';
import type { SlugsAction, SlugsView } from '../types.ts';

const LOOK_ALIKE: Record<string, string> = {
  а: 'a',
  в: 'b',
  с: 'c',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  т: 't',
  х: 'x',
};

function cellOf(word: string): Point | null {
  const direct = parseCellName(word);
  if (direct) return direct;
  return parseCellName([...word].map((c) => LOOK_ALIKE[c] ?? c).join(''));
}

export function parseTyped(
  input: string,
  _view: SlugsView | undefined,
  locale: Locale,
): Result<SlugsAction, RuleError> {
  const words = wordsFor(locale);
  const tokens = input
    .toLowerCase()
    .replace(/[.,;:!?"'«»„“]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const first = tokens[0];
  if (first === undefined) return fail('text/empty', words.parse.empty);
  const is = (list: 'wall' | 'untie' | 'wait', w: string): boolean =>
    words.typed[list].includes(w) || en.typed[list].includes(w);
  for (const type of ['wait', 'untie'] as const)
    if (is(type, first))
      return tokens.length === 1 ? ok({ type }) : fail('text/unknown-word', words.parse.unknown(tokens[1]!));
  const rest = is('wall', first) ? tokens.slice(1) : cellOf(first) ? tokens : null;
  if (!rest) return fail('text/unknown-word', words.parse.unknown(first));
  const cells: Point[] = [];
  for (const w of rest) {
    if (words.typed.at.includes(w) || en.typed.at.includes(w)) continue;
    const p = cellOf(w);
    if (!p) return fail('text/no-cell', words.parse.noCell(w));
    cells.push(p);
  }
  if (cells.length === 0) return fail('text/no-cell', words.parse.empty);
  return ok(cells.length === 1 ? { type: 'wall', at: cells[0]! } : { type: 'walls', at: cells });
}
