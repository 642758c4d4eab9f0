/** Rules that hold in every reachable state: checked by the contract kit and the simulations. */
import { indexTable, standable } from './table.ts';
import { LETTERS, type TempleState } from './types.ts';

export function invariants(raw: unknown): string | undefined {
  const s = raw as TempleState;
  const t = s.table;
  const letters = [...t.rhombi.map((r) => r.letter), ...s.stack, ...s.aside, ...(s.drawn ? [s.drawn] : [])];
  if (new Set(letters).size !== LETTERS.length || letters.length !== LETTERS.length)
    return `rhombi on the board, face down, drawn and aside: ${letters.join('')}`;
  const ix = indexTable(t);
  const covered = t.rhombi.length * 2;
  if ([...ix.cover].filter((c) => c >= 0).length !== covered) return 'two rhombi overlap';
  for (const [seat, f] of t.figures.entries())
    if (f !== null && !standable(ix, f)) return `figure ${seat + 1} stands on abyss`;
  for (const [seat, f] of t.stones.entries()) {
    if (f === null) continue;
    if ((ix.cover[f] as number) >= 0 && (ix.cover[f] as number) < 3)
      return `stone ${seat + 1} lies on a target rhombus`;
  }
  if (s.ap < 0 || s.ap > 3) return `${s.ap} AP`;
  return undefined;
}
