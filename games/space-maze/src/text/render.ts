/**
 * The text board. Each tile is 13 × 3 characters: its doorway colours in the middle of each
 * side (R red, Y yellow, B blue, S silver), the aliens on it in the middle (`g1` = Player 1's
 * green; capitals wear the relic), `@` for the relic lying there, `[  ]` for a datapad (`[p2]`
 * when an alien occupies it). Neighbouring doorways stand side by side, so a passage reads as
 * two letters: `Y B` across a vertical border, one letter above the other across a horizontal
 * one. UFOs (`U1`) sit outside the border where they dock. Columns are a–e, rows 1–5 from the
 * top. The legend and the status lines below the board are in the viewer's language.
 */
import type { Locale } from '@daedalus/core';
import { langOf } from '../lang/index.ts';
import type { AlienView, SmView } from '../types.ts';

const W = 13;
const MARGIN = 7;

const token = (a: AlienView): string => {
  const t = `${a.colour[0]}${a.seat + 1}`;
  return a.relic ? t.toUpperCase() : t;
};

function centre(text: string, width: number): string {
  const left = Math.max(0, Math.floor((width - text.length) / 2));
  return (' '.repeat(left) + text).padEnd(width).slice(0, width);
}

/** The three lines of one tile. */
function tileLines(view: SmView, x: number, y: number): [string, string, string] {
  const t = view.board[y * view.size + x]!;
  const [up, right, down, left] = t.sides;
  const here = view.aliens.filter((a) => a.at !== null && a.at.x === x && a.at.y === y);
  const off = here.filter((a) => !a.onPad).map(token);
  if (!view.relic.wornBy && view.relic.at.x === x && view.relic.at.y === y) off.push('@');
  const pad = here.find((a) => a.onPad);
  const inner = [...off, ...(t.datapad ? [`[${pad ? token(pad) : '  '}]`] : [])].join(' ');
  const half = (W - 3) / 2;
  return [
    `+${'-'.repeat(half)}${up}${'-'.repeat(half)}+`,
    `${left}${centre(inner, W - 2)}${right}`,
    `+${'-'.repeat(half)}${down}${'-'.repeat(half)}+`,
  ];
}

function ufoLabel(view: SmView, x: number, y: number, side: string): string | null {
  const u = view.ufos.find((d) => d.side === side && d.cell === y * view.size + x);
  return u ? `U${u.seat + 1}` : null;
}

export function render(view: SmView, locale: Locale): string {
  const lang = langOf(locale);
  const n = view.size;
  const lines: string[] = [lang.board.header(view), ''];
  const pad = ' '.repeat(MARGIN);
  lines.push(pad + Array.from({ length: n }, (_, x) => centre('abcde'[x]!, W)).join(''));
  const edge = (side: 'up' | 'down', y: number, arrow: string): string =>
    pad +
    Array.from({ length: n }, (_, x) =>
      centre(ufoLabel(view, x, y, side) ? `${ufoLabel(view, x, y, side)} ${arrow}` : '', W),
    ).join('');
  const top = edge('up', 0, 'v');
  if (top.trim()) lines.push(top);
  for (let y = 0; y < n; y++) {
    const rows: [string, string, string] = [pad, '', pad];
    const l = ufoLabel(view, 0, y, 'left');
    rows[1] = `${String(y + 1).padStart(2)} ${l ? `${l} >` : ''}`.padEnd(MARGIN);
    for (let x = 0; x < n; x++) {
      const t = tileLines(view, x, y);
      rows[0] += t[0];
      rows[1] += t[1];
      rows[2] += t[2];
    }
    const r = ufoLabel(view, n - 1, y, 'right');
    if (r) rows[1] += ` < ${r}`;
    lines.push(...rows.map((row) => row.trimEnd()));
  }
  const bottom = edge('down', n - 1, '^');
  if (bottom.trim()) lines.push(bottom);
  lines.push('', ...lang.board.legend, '');
  lines.push(`${lang.board.dice} ${view.dice.map(lang.board.die).join(' · ')}`);
  for (let seat = 0; seat < view.players; seat++) lines.push(lang.board.player(view, seat));
  lines.push(lang.board.relic(view));
  const hand = lang.board.hand(view);
  if (hand) lines.push(hand);
  lines.push(lang.board.piles(view), '', lang.board.prompt(view));
  return lines.join('\n');
}
