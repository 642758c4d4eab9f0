/**
 * The board drawn in ASCII for the terminal: `#` rocks, `G` the goal, `1` `2` the runners
 * (`*` both on one cell), `.` free cells; column numbers above, row numbers on the left,
 * then whose move it is, in the labels of a language.
 */
import type { Locale } from '@daedalus/core';
import { languageOf } from '../lang/index.ts';
import type { __Pascal__View } from '../types.ts';

export function render(view: __Pascal__View, locale: Locale): string {
  const w = languageOf(locale).board;
  const cell = (x: number, y: number): string => {
    const here = view.runners.flatMap((p, seat) => (p.x === x && p.y === y ? [String(seat + 1)] : []));
    if (here.length > 1) return '*';
    if (here.length === 1) return here[0] as string;
    if (view.goal.x === x && view.goal.y === y) return 'G';
    return view.rocks[y * view.size + x] ? '#' : '.';
  };
  const lines = [`   ${Array.from({ length: view.size }, (_, x) => String(x + 1)).join(' ')}`];
  for (let y = 0; y < view.size; y++)
    lines.push(
      `${String(y + 1).padStart(2)} ${Array.from({ length: view.size }, (_, x) => cell(x, y)).join(' ')}`,
    );
  lines.push(w.legend);
  if (!view.over) lines.push(w.toMove(view.turn, view.turns, view.turnCap));
  else lines.push(view.winner === null ? w.draw : w.won(view.winner));
  return lines.join('\n');
}
