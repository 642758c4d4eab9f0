/**
 * The triangular hall drawn in ASCII. Each row of fields is one line; each field is two
 * characters: its left edge (`/` or `\`, `#` where a wall stands on it) and what is on it.
 * A line of `=` under a row marks walls on the horizontal edges below those fields (it is
 * left out when there are none). Columns are numbered above (tens, then units) so that a
 * field's name is its row letter and the number above it: `e10`.
 *
 * On a field: `1`–`4` a figure, `@` a blockade stone, `A`–`M` a path rhombus, `X` `Y` `Z`
 * a target rhombus, `.` floor, `~` abyss, `+` entrance and exit, `o` secret passage,
 * `*` rhombus symbol.
 */
import { type Locale, rowLetter, triangleHall } from '@daedalus/core';
import { wordsFor } from '../lang/index.ts';
import { indexTable } from '../table.ts';
import { tileOf } from '../tiles.ts';
import type { Table, TempleView } from '../types.ts';

/** The board alone, as lines of text. */
export function drawTable(table: Table): string[] {
  const hall = triangleHall(table.board.side);
  const ix = indexTable(table);
  const content = (f: number): string => {
    const seat = table.figures.indexOf(f);
    if (seat >= 0) return String(seat + 1);
    if (table.stones.includes(f)) return '@';
    const r = ix.cover[f] as number;
    if (r >= 0) return table.rhombi[r]!.letter;
    return table.board.kinds[f] ?? '?';
  };
  const width = hall.cols * 2 + 1;
  const pad = '    ';
  const tens = Array.from({ length: width }, (_, i) =>
    i % 2 === 1 && (i + 1) / 2 >= 10 ? String(Math.floor((i + 1) / 20)) : ' ',
  );
  const units = Array.from({ length: width }, (_, i) => (i % 2 === 1 ? String(((i + 1) / 2) % 10) : ' '));
  const lines = [pad + tens.join('').trimEnd(), pad + units.join('').trimEnd()];
  for (let row = 0; row < hall.rows; row++) {
    const fields = hall.fields.filter((f) => f.row === row);
    const chars = Array.from({ length: width }, () => ' ');
    const under = Array.from({ length: width }, () => ' ');
    let walls = false;
    for (const f of fields) {
      const left = f.up ? 1 : 2;
      chars[2 * f.col] = ix.wall[f.id * 3 + left] ? '#' : f.up ? '/' : '\\';
      chars[2 * f.col + 1] = content(f.id);
      if (f.up && ix.wall[f.id * 3] && hall.neighbour(f.id, 0) >= 0) {
        under[2 * f.col + 1] = '=';
        walls = true;
      }
    }
    const last = fields[fields.length - 1]!;
    const right = last.up ? 2 : 1;
    chars[2 * last.col + 2] = ix.wall[last.id * 3 + right] ? '#' : last.up ? '\\' : '/';
    lines.push(`${rowLetter(row)}   ${chars.join('').trimEnd()}`);
    if (walls) lines.push(pad + under.join('').trimEnd());
  }
  return lines;
}

export function render(view: TempleView, locale: Locale): string {
  const w = wordsFor(locale);
  const hall = triangleHall(view.board.side);
  const name = (f: number | null): string => (f === null ? '—' : (hall.fields[f]?.name ?? '?'));
  const lines = drawTable(view.table);
  lines.push(w.legend, '');
  for (const r of view.rhombi) {
    const tile = tileOf(r.letter);
    const parts = [`${r.letter} ${name(r.fields[0])}-${name(r.fields[1])}`];
    if (tile.kind === 'target') parts.push(w.statuesOn(r.statues.map((s) => s + 1)));
    else {
      parts.push(w.wallCount(tile.walls.length));
      if (tile.snakes) parts.push(w.snakeCount(tile.snakes));
      parts.push(w.corners(r.corners.map((c) => c.hour)));
    }
    lines.push(parts.join('; '));
  }
  lines.push('');
  for (const p of view.players)
    lines.push(
      w.playerLine(
        p.seat + 1,
        w.colour[p.colour],
        name(p.figure),
        name(p.stone),
        p.collected,
        view.statuesToCollect,
        view.you === p.seat,
      ),
    );
  lines.push(w.status(view));
  return lines.join('\n');
}
