/**
 * Statues. Each target rhombus carries one Inca statue of every player's colour. A figure
 * standing on a target rhombus that still carries the statue of its colour may take it
 * and set it aside for 1 AP (whether it arrived this turn or earlier, walking or carried).
 */
import type { RuleError } from '@daedalus/core';
import { wordedError } from '../lang/errors-en.ts';
import { indexTable, type TableIndex } from '../table.ts';
import { isTarget } from '../tiles.ts';
import type { TempleState } from '../types.ts';

// The refusals without arguments, made once: legal-move enumeration asks on every call.
const NO_FIGURE = wordedError('statue/no-figure');
const NOT_ON_TARGET = wordedError('statue/not-on-target');
const NO_AP = wordedError('ap/none-left#statue');

/** The target rhombus (0 X, 1 Y, 2 Z) whose statue the seat may take now, or an error. */
export function statueToTake(
  s: TempleState,
  seat: number,
  ix: TableIndex = indexTable(s.table),
): { target: number } | RuleError {
  const at = s.table.figures[seat];
  if (at === null || at === undefined) return NO_FIGURE;
  const r = ix.cover[at] as number;
  if (r < 0 || !isTarget(s.table.rhombi[r]!.letter)) return NOT_ON_TARGET;
  if (!s.table.statues[r]?.[seat]) return wordedError('statue/none-of-yours', s.table.rhombi[r]!.letter);
  if (s.ap < 1) return NO_AP;
  return { target: r };
}
