/** Where things are drawn on the Labyrinth board: cells, sides and arrows in SVG units. */
import type { Direction, Point } from '@daedalus/core';

export const CELL = 56;
export const PAD = 16;
export const DELTA: Readonly<Record<Direction, Point>> = {
  up: { x: 0, y: -1 },
  right: { x: 1, y: 0 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
};
export const x0 = (x: number): number => PAD + x * CELL;
export const y0 = (y: number): number => PAD + y * CELL;
export const same = (a: Point, b: Point): boolean => a.x === b.x && a.y === b.y;

/** An arrow through the middle of cell `p` pointing `d` (a river's flow). */
export function arrowPath(p: Point, d: Direction, half = 14, head = 6): string {
  const c = { x: x0(p.x) + CELL / 2, y: y0(p.y) + CELL / 2 };
  const v = DELTA[d];
  const tip = { x: c.x + v.x * half, y: c.y + v.y * half };
  return `M${c.x - v.x * half} ${c.y - v.y * half}L${tip.x} ${tip.y}M${tip.x - v.y * head - v.x * head} ${tip.y - v.x * head - v.y * head}L${tip.x} ${tip.y}L${tip.x + v.y * head - v.x * head} ${tip.y + v.x * head - v.y * head}`;
}

/** The line of a side named as `sideKey` names it ("x,y,right", "x,y,down!", "x,y,left", "x,y,up"). */
export function sideLine(key: string): string {
  const [xs, ys, d] = key.split(',');
  const x = Number(xs);
  const y = Number(ys);
  if (d?.startsWith('right')) return `M${x0(x + 1)} ${y0(y)}v${CELL}`;
  if (d?.startsWith('down')) return `M${x0(x)} ${y0(y + 1)}h${CELL}`;
  if (d === 'left') return `M${x0(x)} ${y0(y)}v${CELL}`;
  return `M${x0(x)} ${y0(y)}h${CELL}`;
}

/** The side of cell `p` nearest to a click at (rx, ry) in the cell (0–1 each way), or null in its middle. */
export function edgeAt(rx: number, ry: number): Direction | null {
  return ry < 0.2 ? 'up' : ry > 0.8 ? 'down' : rx < 0.2 ? 'left' : rx > 0.8 ? 'right' : null;
}

/** A player's disc where they stand at the end: its middle (SVG units) and radius. */
export interface PiecePlace {
  readonly seat: number;
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

/**
 * Where the players' discs are drawn at the end of a game. One on a cell: right of the start
 * badge (left, under the cell's letter), below a pit's loop number (top right), above a treasure
 * (bottom middle). Several on one cell (players who ended together — a common end, a draw
 * with everyone stuck in one weaponry) are made smaller and laid side by side, three to a row,
 * so that every number can be read: they used to be shifted by 5 units each, and a disc of 11
 * covered the number of the one before it ("2" under "3").
 */
export function piecePlaces(pieces: readonly { readonly seat: number; readonly at: Point }[]): PiecePlace[] {
  const byCell = new Map<string, number[]>();
  for (const { seat, at } of pieces) {
    const key = `${at.x},${at.y}`;
    byCell.set(key, [...(byCell.get(key) ?? []), seat]);
  }
  return pieces.map(({ seat, at }) => {
    const together = byCell.get(`${at.x},${at.y}`) ?? [seat];
    if (together.length === 1) return { seat, x: x0(at.x) + 35, y: y0(at.y) + 24, r: 11 };
    const i = together.indexOf(seat);
    const rows = Math.ceil(together.length / 3);
    const row = Math.floor(i / 3);
    const inRow = Math.min(3, together.length - row * 3);
    const col = i - row * 3;
    return {
      seat,
      x: x0(at.x) + 34 + (col - (inRow - 1) / 2) * 12,
      y: y0(at.y) + (rows === 1 ? 24 : 19 + row * 17),
      r: 8,
    };
  });
}
