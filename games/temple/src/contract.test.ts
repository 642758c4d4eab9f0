import { describeContract } from '@daedalus/testkit/vitest';
import { temple } from './game.ts';
import { templeSecrets } from './secrets.ts';
import { indexTable, standable } from './table.ts';
import { LETTERS, type TempleState } from './types.ts';

/** Rules that hold in every reachable state. */
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
    if (!standable(ix, f)) return `stone ${seat + 1} lies on abyss`;
    if ((ix.cover[f] as number) >= 0 && (ix.cover[f] as number) < 3)
      return `stone ${seat + 1} lies on a target rhombus`;
  }
  if (s.ap < 0 || s.ap > 3) return `${s.ap} AP`;
  return undefined;
}

describeContract(temple, {
  players: [2, 4],
  options: [{ turnCap: 30 }, { statues: 1, turnCap: 60 }],
  playouts: 6,
  maxActions: 1200,
  hidden: templeSecrets,
  invariants,
  illegal: (raw) => {
    const s = raw as TempleState;
    return [
      { type: 'place', at: 9999 },
      { type: 'slide', rhombus: 'X', dir: 'e', steps: 1 },
      { type: 'move', to: -1 },
      ...(s.phase === 'stone' ? [{ type: 'take' }] : []),
    ];
  },
});
