/**
 * Places in player words, the same on every board and in every language: columns are
 * lettered a–j from the start areas' side (x = 0..9), rows numbered 1–10 from the top
 * (y = 0..9), so the cube at (3, 4) is "d5". Directions are compass points: up is north,
 * right (towards the far side) east.
 */
import type { Direction, Point } from '@daedalus/core';
import type { MazeEvent } from '../types.ts';

/** "a"…"j". */
export const columnName = (x: number): string => String.fromCharCode(97 + x);
/** "1"…"10". */
export const rowName = (y: number): string => String(y + 1);
/** "d5"; a point off the maze (a start area, the far side) by its row alone. */
export const cellName = (p: Point): string =>
  p.x >= 0 && p.x < 10 ? `${columnName(p.x)}${rowName(p.y)}` : rowName(p.y);

/** The compass point a slid line moves to. */
export function slideDirection(e: Extract<MazeEvent, { kind: 'slide' }>): Direction {
  if (e.axis === 'x') return e.delta > 0 ? 'right' : 'left';
  return e.delta > 0 ? 'down' : 'up';
}
