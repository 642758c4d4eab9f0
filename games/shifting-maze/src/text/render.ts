/**
 * The maze drawn in ASCII for the terminal, with the labels of a language.
 *
 * Each position is drawn as 3×3 characters: `+-+` corners and walls, a gap where a
 * doorway is open; the centre shows who is there (1–4 Challengers, A, B… Defenders
 * 1, 2…, x a body, k a Key, b a Battery Pack, * several). Unrevealed positions are
 * ` . `, Destroyed Cubes `###`. The column left of the maze holds the start areas,
 * the column right of it the far side. Columns are lettered a–j and rows numbered 1–10 above
 * and left of the maze, as places are named in words (`places.ts`).
 */
import type { Direction } from '@daedalus/core';
import { shutOut } from '../rules/board.ts';
import { hasDoor } from '../rules/tiles.ts';
import { type Cell, type Item, SIZE, type SmView } from '../types.ts';
import type { BoardWords } from './language.ts';
import { cellName, columnName, rowName } from './places.ts';

/** A Defender's name on boards and in words: A, B, C… (ids start at 1). */
export const defenderLetter = (id: number): string => String.fromCharCode(64 + Math.min(26, id));

/** What is in the cube at (x, y): a mark and a name for each. */
function contents(view: SmView, x: number, y: number, w: BoardWords): { mark: string; name: string }[] {
  const out: { mark: string; name: string }[] = [];
  for (const c of view.challengers)
    if (c.at && c.at.x === x && c.at.y === y) out.push({ mark: String(c.seat + 1), name: w.player(c.seat) });
  for (const d of view.defenders)
    if (d.at.x === x && d.at.y === y)
      out.push({ mark: defenderLetter(d.id), name: w.defender(d.id, defenderLetter(d.id)) });
  const cell = x >= 0 && x < SIZE ? view.cells[y * SIZE + x] : null;
  if (cell && cell !== 'destroyed') {
    for (const b of cell.bodies) out.push({ mark: 'x', name: w.body(b.seat) });
    for (const i of cell.items) out.push({ mark: i.kind === 'key' ? 'k' : 'b', name: w.item(i) });
  }
  return out;
}

function centre(view: SmView, x: number, y: number, w: BoardWords): string {
  const marks = contents(view, x, y, w);
  if (marks.length === 0) return ' ';
  return marks.length === 1 ? marks[0]!.mark : '*';
}

function block(cell: Cell, mid: string): [string, string, string] {
  if (cell === null) return ['   ', ` ${mid === ' ' ? '.' : mid} `, '   '];
  if (cell === 'destroyed') return ['###', '###', '###'];
  const o = (d: Direction): boolean => hasDoor(cell.doors, d);
  return [
    `+${o('up') ? ' ' : '-'}+`,
    `${o('left') ? ' ' : '|'}${mid}${o('right') ? ' ' : '|'}`,
    `+${o('down') ? ' ' : '-'}+`,
  ];
}

export function render(view: SmView, w: BoardWords): string {
  const items = (list: readonly Item[]): string => (list.length ? list.map(w.item).join(', ') : w.nothing);
  const lines: string[] = [];
  let header = '     ';
  for (let x = 0; x < SIZE; x++) header += ` ${columnName(x)} `;
  lines.push(`${header}  ${w.far}`);
  for (let y = 0; y < SIZE; y++) {
    const rows: [string, string, string] = ['   ', `${rowName(y).padStart(2)} `, '   '];
    const starters = view.challengers
      .filter((c) => c.at?.x === -1 && c.at.y === y)
      .map((c) => String(c.seat + 1));
    const home = view.challengers.find((c) => c.startRow === y);
    rows[0] += '  ';
    rows[1] += starters.length ? `${starters.join('')}>`.padStart(2) : home ? 'S ' : '  ';
    rows[2] += '  ';
    for (let x = 0; x < SIZE; x++) {
      const b = block(view.cells[y * SIZE + x] ?? null, centre(view, x, y, w));
      rows[0] += b[0];
      rows[1] += b[1];
      rows[2] += b[2];
    }
    const far = view.challengers
      .filter((c) => c.at?.x === SIZE && c.at.y === y)
      .map((c) => String(c.seat + 1));
    rows[1] += far.length ? ` <${far.join('')}` : '';
    lines.push(...rows.map((r) => r.trimEnd()));
  }
  lines.push(...w.legend, '');
  const r = view.reaction;
  const status =
    view.phase === 'over'
      ? w.gameOver(view.winner)
      : r
        ? w.reaction(r, r.threat.kind === 'defender' ? defenderLetter(r.threat.defender) : '')
        : w.toMove(view.current, view.mainLeft ?? 0);
  lines.push(w.turn(view.turns, view.turnCap, status));
  // Shut out of the maze: say why only "end" is left.
  const shut =
    view.phase === 'over' || r ? null : shutOut(view.cells, view.challengers[view.current]?.at ?? null);
  if (shut !== null) lines.push(w.shutOut(view.current, cellName({ x: 0, y: shut }), rowName(shut)));
  if (view.pendingEvent) lines.push(w.pendingEvent(view.pendingEvent));
  for (const c of view.challengers) {
    const flags = [c.stunned ? w.stunned : '', c.owed ? w.owes(c.owed) : ''].filter(Boolean).join(', ');
    const place =
      c.at === null
        ? w.dead
        : c.at.x === -1
          ? w.startArea
          : c.at.x === SIZE
            ? w.farSide(rowName(c.at.y))
            : w.where(c.at);
    lines.push(w.challenger(c.seat, view.you === c.seat, place, c.pp, items(c.items), flags));
  }
  for (const d of view.defenders) lines.push(w.defenderAt(d.id, defenderLetter(d.id), d.at, d.stunned));
  view.cells.forEach((cell, i) => {
    if (!cell || cell === 'destroyed') return;
    const p = { x: i % SIZE, y: Math.floor(i / SIZE) };
    const here = contents(view, p.x, p.y, w);
    if (here.length > 1)
      lines.push(
        w.shared(
          p,
          here.map((h) => h.name),
        ),
      );
    if (cell.items.length) lines.push(w.lying(p, items(cell.items)));
    for (const [b, body] of cell.bodies.entries()) lines.push(w.bodyAt(p, b, body.seat, items(body.items)));
  });
  lines.push(w.counts(view.bagCount, view.lostCount, view.destroyedCount));
  return lines.join('\n');
}
