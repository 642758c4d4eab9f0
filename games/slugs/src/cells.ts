/**
 * Cell names as players type and read them: a column letter (a, b, … z, then aa, ab…
 * like a spreadsheet) and a row number counted from 1 at the top, as the map is printed.
 * `c4` is x = 2, y = 3. The JSON formats use the zero-based `{ x, y }`; messages give
 * both: `c4 (2,3)`.
 */
import type { Point } from '@daedalus/core';

/** The largest map side the game accepts (a level, a position, the generator). */
export const MAX_SIDE = 64;

/** `a`, `b`, … `z`, `aa`, `ab`… for x = 0, 1, … */
export function columnName(x: number): string {
  let n = x + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(97 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** `c4` for `{ x: 2, y: 3 }`. */
export const cellName = (p: Point): string => `${columnName(p.x)}${p.y + 1}`;

/** `c4 (2,3)`: the name players use and the zero-based coordinates of the formats. */
export const cellLabel = (p: Point): string => `${cellName(p)} (${p.x},${p.y})`;

/** The point named by `c4`, `C4` or `aa12`; null when the text is not a cell name. */
export function parseCellName(text: string): Point | null {
  const m = /^([a-z]{1,2})(\d{1,3})$/i.exec(text.trim());
  if (!m) return null;
  const letters = (m[1] as string).toLowerCase();
  let x = 0;
  for (const ch of letters) x = x * 26 + (ch.charCodeAt(0) - 96);
  const y = Number(m[2]) - 1;
  if (y < 0) return null;
  return { x: x - 1, y };
}

/** Row-major index of a point on a map `width` cells wide. */
export const at = (width: number, p: Point): number => p.y * width + p.x;

export const pointOf = (width: number, i: number): Point => ({ x: i % width, y: Math.floor(i / width) });

export const inside = (width: number, height: number, p: Point): boolean =>
  Number.isInteger(p.x) && Number.isInteger(p.y) && p.x >= 0 && p.y >= 0 && p.x < width && p.y < height;

/** Squared straight-line distance between cell centres (exact, for comparisons). */
export const dist2 = (a: Point, b: Point): number => (a.x - b.x) ** 2 + (a.y - b.y) ** 2;
