/**
 * Legal actions: the seat to act may wait, untie the hero (escort, while he is tied) or
 * place one wall on any cell where a wall may go (with a wall in stock). In escort,
 * orders of two or more walls at once (`walls`) are legal too but not listed, being too
 * many to list: the listed one-wall orders are the generating set bots and simple boards
 * choose from, and `apply` accepts any order the stock and the cells allow.
 */
import type { Seat } from '@daedalus/core';
import type { SlugsAction, SlugsState } from '../types.ts';
import { wallCells } from './walls.ts';

export function legalActions(s: SlugsState, seat: Seat): SlugsAction[] {
  if (s.result || seat !== s.current) return [];
  const out: SlugsAction[] = [{ type: 'wait' }];
  if (s.hero?.tied) out.push({ type: 'untie' });
  if ((s.stock[seat] ?? 0) > 0) for (const at of wallCells(s)) out.push({ type: 'wall', at });
  return out;
}
