/**
 * Statues. Each target rhombus carries one Inca statue of every player's colour. A figure
 * standing on a target rhombus that still carries the statue of its colour may take it
 * and set it aside for 1 AP (whether it arrived this turn or earlier, walking or carried).
 */
import type { RuleError } from '@daedalus/core';
import { indexTable, type TableIndex } from '../table.ts';
import { isTarget } from '../tiles.ts';
import type { TempleState } from '../types.ts';

/** The target rhombus (0 X, 1 Y, 2 Z) whose statue the seat may take now, or an error. */
export function statueToTake(
  s: TempleState,
  seat: number,
  ix: TableIndex = indexTable(s.table),
): { target: number } | RuleError {
  const at = s.table.figures[seat];
  if (at === null || at === undefined)
    return { code: 'statue/no-figure', message: 'Your figure is not on the board.' };
  const r = ix.cover[at] as number;
  if (r < 0 || !isTarget(s.table.rhombi[r]!.letter))
    return { code: 'statue/not-on-target', message: 'Your figure does not stand on a target rhombus.' };
  if (!s.table.statues[r]?.[seat])
    return {
      code: 'statue/none-of-yours',
      message: `Target rhombus ${s.table.rhombi[r]!.letter} holds no statue of your colour any more.`,
    };
  if (s.ap < 1) return { code: 'ap/none-left', message: 'Taking a statue costs 1 AP; you have none left.' };
  return { target: r };
}
