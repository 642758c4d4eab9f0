/**
 * Rhombus symbols. A figure standing on a free rhombus-symbol field (no rhombus covers it)
 * may move any target rhombus by the movement rules — a slide or a turn, nothing in the
 * way — for 1 AP. This is the only way target rhombi move: phase 2 moves path rhombi.
 */
import type { RuleError } from '@daedalus/core';
import { indexTable, type TableIndex } from '../table.ts';
import { isTarget } from '../tiles.ts';
import type { Motion, TempleState } from '../types.ts';

/** Null when the seat may use a rhombus symbol for this motion now (its way is checked apart). */
export function symbolError(
  s: TempleState,
  seat: number,
  motion?: Motion,
  ix: TableIndex = indexTable(s.table),
): RuleError | null {
  const at = s.table.figures[seat];
  if (at === null || at === undefined)
    return { code: 'symbol/no-figure', message: 'Your figure is not on the board.' };
  if (s.table.board.kinds[at] !== '*' || (ix.cover[at] as number) >= 0)
    return {
      code: 'symbol/not-on-symbol',
      message: 'Your figure does not stand on a free rhombus-symbol field.',
    };
  if (motion && !isTarget(motion.rhombus))
    return { code: 'symbol/not-target', message: 'A rhombus symbol moves a target rhombus (X, Y or Z).' };
  if (s.ap < 1) return { code: 'ap/none-left', message: 'A rhombus symbol costs 1 AP; you have none left.' };
  return null;
}
