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
