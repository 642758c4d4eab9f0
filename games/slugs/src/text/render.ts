/**
 * The text board: the map with column letters and row numbers, a cell a character
 * (spaced), then the status lines and the legend in the reader's language.
 *
 * What a cell shows, the first that applies: the hero `H`; a slug (`a` `b` `h`); a wall
 * (`#` the level's, `+` player 1's or the operator's, `=` player 2's); a wall on its way
 * `o`; a machine `X`, a base `A` `B`, a door `E` `D`; where the hero last saw a slug `?`;
 * a cell of a slug's planned path `:`; floor `.`.
 */
import type { Locale } from '@daedalus/core';
import { columnName } from '../cells.ts';
import { levelNote, wordsFor } from '../lang/index.ts';
import type { SlugsView } from '../types.ts';
import { heroLine, slugLine, stockLine, transitLine } from './status.ts';

const WALL_MARK: Record<string, string> = { '#': '#', A: '+', B: '=' };

/** One character for each cell of the view, row by row. */
export function cellChars(view: SlugsView): string[][] {
  const grid = view.terrain.map((row) => [...row]);
  const put = (x: number, y: number, ch: string): void => {
    const row = grid[y];
    if (row && x < row.length) row[x] = ch;
  };
  for (const g of view.slugs)
    for (const p of g.path ?? []) if (view.terrain[p.y]?.[p.x] === '.') put(p.x, p.y, ':');
  const seen = view.hero?.lastSeen;
  if (seen) put(seen.x, seen.y, '?');
  for (const t of view.transit) for (const p of t.at) put(p.x, p.y, 'o');
  view.walls.forEach((row, y) => {
    [...row].forEach((w, x) => {
      if (w !== '.') put(x, y, WALL_MARK[w] ?? '#');
    });
  });
  for (const g of view.slugs) {
    if (g.status === 'dead') continue;
    put(g.at.x, g.at.y, g.hunts === 'hero' ? 'h' : g.hunts === 0 ? 'a' : 'b');
  }
  if (view.hero) put(view.hero.at.x, view.hero.at.y, 'H');
  return grid;
}

/** The map with its coordinates. */
export function renderMap(view: SlugsView): string[] {
  const grid = cellChars(view);
  const margin = String(view.height).length;
  const names = Array.from({ length: view.width }, (_, x) => columnName(x));
  const pad = ' '.repeat(margin + 1);
  const lines: string[] = [];
  if (names.some((n) => n.length > 1))
    lines.push(pad + names.map((n) => (n.length > 1 ? n[0] : ' ')).join(' '));
  lines.push(pad + names.map((n) => n[n.length - 1]).join(' '));
  grid.forEach((row, y) => {
    lines.push(`${String(y + 1).padStart(margin)} ${row.join(' ')}`);
  });
  return lines;
}

export function render(view: SlugsView, locale: Locale): string {
  const w = wordsFor(locale).board;
  const lines = [w.heading(view.turn, view.turnLimit, view.level.name, view.level.room, view.level.rooms)];
  if (view.level.note) lines.push(levelNote(view.level.note, locale).text);
  lines.push('', ...renderMap(view), '');
  view.stock.forEach((n, seat) => {
    lines.push(
      stockLine(
        w,
        seat,
        view.mode,
        n,
        view.returning.filter((r) => r.seat === seat),
      ),
    );
  });
  for (const t of view.transit) lines.push(transitLine(w, t));
  if (view.hero) lines.push(heroLine(w, view.hero));
  for (const g of view.slugs) lines.push(slugLine(w, g, view.mode));
  if (view.hidePaths) lines.push(w.hiddenPaths);
  lines.push(view.result ? w.result(view.result, view.mode) : w.toAct(view.current ?? 0, view.mode));
  lines.push('', ...w.legend);
  return lines.join('\n');
}
