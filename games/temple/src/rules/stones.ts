/**
 * Blockade stones. In phase 4 a player may place their stone on any free field — floor or an
 * abyss field no rhombus covers ("auf ein beliebiges freies Feld") — or on any free path rhombus,
 * never on a target rhombus, for 0 AP, which ends the turn. A stone blocks: figures pass over it but do not stop there, rhombi do not
 * move through it, a rhombus carrying it does not move. It comes off as its owner's next
 * turn begins (phase 1).
 */
import type { RuleError } from '@daedalus/core';
import { wordedError } from '../lang/errors-en.ts';
import { indexTable, occupied, type TableIndex } from '../table.ts';
import { isTarget } from '../tiles.ts';
import type { Table } from '../types.ts';

/** The refusal without arguments, made once: `stonePlaces` asks for every field. */
const ON_TARGET = wordedError('stone/on-target');

/** Why the stone may not go there, or null. */
export function stoneError(ix: TableIndex, at: number): RuleError | null {
  const f = ix.hall.fields[at];
  if (!f) return wordedError('stone/no-field', at);
  const r = ix.cover[at] as number;
  if (r >= 0 && isTarget(ix.table.rhombi[r]!.letter)) return ON_TARGET;
  if (occupied(ix, at)) return wordedError('stone/occupied', f.name);
  return null;
}

/** Every place the stone may go: free fields (floor or abyss), and free path rhombi (named by their first field). */
export function stonePlaces(table: Table): number[] {
  const ix = indexTable(table);
  const out: number[] = [];
  for (let f = 0; f < ix.hall.size; f++) {
    const r = ix.cover[f] as number;
    if (r >= 0 && ix.rhombusFields[r]![0] !== f) continue;
    if (!stoneError(ix, f)) out.push(f);
  }
  return out;
}
