/**
 * Typed moves: "wall at c4", "c4" (a wall there), "walls at c4 d4 e4" (escort: ordered
 * together), "untie", "wait" — and the same in German ("Wand auf c4", "losbinden",
 * "warten") and Russian ("стена c4", "развязать", "ждать"). English words are always
 * understood. Cell names are a column letter and a row number; Cyrillic letters that look
 * like Latin ones (с, а, е…) are read as those. The parser judges the words only: whether
 * the wall may go there is for the rules to say — except a cell off the map, which it
 * refuses with the rules' own sentence (`wall/outside`, in the player's language), since
 * such an action would not even pass the action schema (cells up to 63). Its refusals
 * suggest only the moves the player has now (no "untie" without a tied hero), with a cell
 * where a wall may go now.
 */
import { fail, type Locale, ok, type Point, type Result, type RuleError } from '@daedalus/core';
import { cellName, inside, parseCellName } from '../cells.ts';
import { en } from '../lang/en.ts';
import { wordedError } from '../lang/errors-en.ts';
import { explainError, wordsFor } from '../lang/index.ts';
import type { SlugsAction, SlugsView } from '../types.ts';
import { wallCellsOf } from '../view.ts';
import { formatAction } from './format.ts';

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

/**
 * The moves to suggest, in the player's words: a wall on a cell where one may go now (two in
 * the escort, where orders of several walls are made), "untie" while the hero is tied, and
 * "wait". Without a view (tools and tests), every kind of move with the cells of the rules page.
 */
export function exampleMoves(view: SlugsView | undefined, locale: Locale): string[] {
  const say = (a: SlugsAction) => formatAction(a, locale);
  if (!view) {
    const c4 = { x: 2, y: 3 };
    return [say({ type: 'wall', at: c4 }), say({ type: 'untie' }), say({ type: 'wait' })];
  }
  const seat = view.you ?? view.current ?? 0;
  const stock = view.stock[seat] ?? 0;
  const cells = stock > 0 ? wallCellsOf(view) : [];
  const out: string[] = [];
  if (cells[0]) out.push(say({ type: 'wall', at: cells[0] }));
  if (view.mode === 'escort' && stock > 1 && cells.length > 1)
    out.push(say({ type: 'walls', at: cells.slice(0, 2) }));
  if (view.hero?.tied) out.push(say({ type: 'untie' }));
  out.push(say({ type: 'wait' }));
  return out;
}

export function parseTyped(
  input: string,
  view: SlugsView | undefined,
  locale: Locale,
): Result<SlugsAction, RuleError> {
  const words = wordsFor(locale);
  const moves = () => words.parse.either(exampleMoves(view, locale));
  const tokens = input
    .toLowerCase()
    .replace(/[.,;:!?"'«»„“]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const first = tokens[0];
  if (first === undefined) return fail('text/empty', words.parse.empty(moves()));
  const is = (list: 'wall' | 'untie' | 'wait', w: string): boolean =>
    words.typed[list].includes(w) || en.typed[list].includes(w);
  for (const type of ['wait', 'untie'] as const)
    if (is(type, first))
      return tokens.length === 1
        ? ok({ type })
        : fail('text/unknown-word', words.parse.unknown(tokens[1]!, moves()));
  const rest = is('wall', first) ? tokens.slice(1) : cellOf(first) ? tokens : null;
  if (!rest) return fail('text/unknown-word', words.parse.unknown(first, moves()));
  const cells: Point[] = [];
  for (const w of rest) {
    if (words.typed.at.includes(w) || en.typed.at.includes(w)) continue;
    const p = cellOf(w);
    if (!p) return fail('text/no-cell', words.parse.noCell(w));
    if (view && !inside(view.width, view.height, p)) {
      const outside = wordedError('wall/outside', cellName(p), view.width, view.height);
      return { ok: false, error: { ...outside, message: explainError(outside, locale) } };
    }
    cells.push(p);
  }
  if (cells.length === 0) return fail('text/no-cell', words.parse.empty(moves()));
  return ok(cells.length === 1 ? { type: 'wall', at: cells[0]! } : { type: 'walls', at: cells });
}
