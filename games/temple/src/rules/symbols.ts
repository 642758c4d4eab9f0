/**
 * Rhombus symbols. A figure standing on a free rhombus-symbol field (no rhombus covers it)
 * may move any target rhombus by the movement rules — a slide or a turn, nothing in the
 * way — for 1 AP, in phase 3, after the figure has walked (phase 2 moves target rhombi like
 * any other: docs/games/temple.md, decision 5).
 */
import type { RuleError } from '@daedalus/core';
import { wordedError } from '../lang/errors-en.ts';
import { indexTable, type TableIndex } from '../table.ts';
import { isTarget } from '../tiles.ts';
import type { Motion, TempleState } from '../types.ts';

// The refusals without arguments, made once: legal-move enumeration asks on every call.
const NO_FIGURE = wordedError('symbol/no-figure');
const NOT_ON_SYMBOL = wordedError('symbol/not-on-symbol');
const NOT_TARGET = wordedError('symbol/not-target');
const NO_AP = wordedError('ap/none-left#symbol');

/** Null when the seat may use a rhombus symbol for this motion now (its way is checked apart). */
export function symbolError(
  s: TempleState,
  seat: number,
  motion?: Motion,
  ix: TableIndex = indexTable(s.table),
): RuleError | null {
  const at = s.table.figures[seat];
  if (at === null || at === undefined) return NO_FIGURE;
  if (s.table.board.kinds[at] !== '*' || (ix.cover[at] as number) >= 0) return NOT_ON_SYMBOL;
  if (motion && !isTarget(motion.rhombus)) return NOT_TARGET;
  if (s.ap < 1) return NO_AP;
  return null;
}
