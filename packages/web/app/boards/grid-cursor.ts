/** A keyboard cursor on a rectangular map: the arrow keys move it one cell, kept inside the map. */
import type { Point } from '@daedalus/core';

const MOVES: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** Where an arrow key moves the cursor (from the top-left cell when there is none yet); null for other keys. */
export function cursorAfter(key: string, at: Point | null, width: number, height: number): Point | null {
  const d = MOVES[key];
  if (!d) return null;
  const here = at ?? { x: 0, y: 0 };
  return {
    x: Math.max(0, Math.min(width - 1, here.x + d[0])),
    y: Math.max(0, Math.min(height - 1, here.y + d[1])),
  };
}
