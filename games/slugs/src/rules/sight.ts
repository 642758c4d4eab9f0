/**
 * The hero's sight. He sees a slug when the straight line between the centres of his
 * cell and the slug's is not blocked: walls standing now and the doors block it (walls
 * still on their way do not); killing machines, floor and other slugs do not. Where the
 * line passes exactly through a cell corner, it is clear if either way round the corner
 * is (core's `clearLine`). He sees sleeping slugs too; dead ones are gone.
 */
import { clearLine, type Point, rectangle } from '@daedalus/core';
import { dist2 } from '../cells.ts';
import type { Slug, SlugsState } from '../types.ts';
import { terrainAt, wallAt } from './board.ts';

/** Whether the line of sight between the centres of a and b is clear. */
export function lineClear(s: SlugsState, a: Point, b: Point): boolean {
  return clearLine(rectangle(s.width, s.height), a, b, (_from, to) => {
    if (wallAt(s, to)) return false;
    const t = terrainAt(s, to);
    return t !== 'D' && t !== 'E';
  });
}

/** The live slugs the hero sees now, in reading order. */
export function visibleSlugs(s: SlugsState): Slug[] {
  const hero = s.hero;
  if (!hero) return [];
  return s.slugs.filter((g) => g.alive && lineClear(s, hero.at, g.at));
}

/** The slug he runs from: the nearest he sees (straight line; on a tie the first in reading order). */
export function nearestVisible(s: SlugsState): Slug | null {
  const hero = s.hero;
  if (!hero) return null;
  let best: Slug | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  for (const g of visibleSlugs(s)) {
    const d = dist2(hero.at, g.at);
    if (d < bestD) {
      best = g;
      bestD = d;
    }
  }
  return best;
}

/**
 * The hero looks: whether he sees a slug now. If he does, the place where he last saw a
 * slug becomes that slug's cell.
 */
export function look(s: SlugsState): Slug | null {
  const seen = nearestVisible(s);
  if (seen && s.hero) s.hero.lastSeen = { ...seen.at };
  return seen;
}
