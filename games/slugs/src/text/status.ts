/**
 * The text board's status lines, put together from one language's parts
 * (`BoardWords` in `lang/*.ts`): a stock, walls on their way, the hero, each slug.
 */
import type { Seat } from '@daedalus/core';
import { cellName } from '../cells.ts';
import type { BoardWords } from '../lang/words.ts';
import { slugChar } from '../level/types.ts';
import type { HeroView, Mode, Returning, SlugView, Transit } from '../types.ts';

/** "Walls: 2 in stock; coming back: 1 at the end of turn 5". */
export function stockLine(
  w: BoardWords,
  seat: Seat,
  mode: Mode,
  stock: number,
  back: readonly Returning[],
): string {
  const returning = back.length
    ? `; ${w.comingBack}${back.map((r) => w.backAt(r.count, r.turn)).join(', ')}`
    : '';
  return `${w.owner(seat, mode)}: ${w.inStock(stock)}${returning}`;
}

export const transitLine = (w: BoardWords, t: Transit): string =>
  w.transit(t.at.map(cellName).join(' '), t.turn);

/** "Slug 2 (a) at c4: following its path, 2 steps before it decides again, next c5". */
export function slugLine(w: BoardWords, g: SlugView, mode: Mode): string {
  const s = w.slug;
  if (g.status === 'dead') return s.dead(g.id);
  const head = s.head(g.id, slugChar(g.hunts), cellName(g.at));
  if (g.status === 'asleep') return `${head}: ${s.asleep(g.wakes)}`;
  if (g.status === 'deciding') return `${head}: ${s.deciding}`;
  const parts = [s.following];
  if (mode !== 'escort' && g.stepsLeft !== null) parts.push(s.stepsLeft(g.stepsLeft));
  const next = g.path?.[0];
  if (next) parts.push(s.next(cellName(next)));
  if (g.wallsAhead) parts.push(s.toEat(g.wallsAhead));
  return `${head}: ${parts.join(', ')}`;
}

const bar = (n: number): string => `[${'#'.repeat(n)}${'.'.repeat(5 - n)}]`;

/** "Hero at b3: tied to his post, stress [#####] 5/5, sees a slug, last saw one at d1; waits to be untied". */
export function heroLine(w: BoardWords, h: HeroView): string {
  const words = w.hero;
  const parts = [
    ...(h.tied ? [words.tied] : []),
    words.stress(bar(h.stress), h.stress),
    h.seesSlug ? words.sees : words.seesNone,
    ...(h.lastSeen ? [words.lastSaw(cellName(h.lastSeen))] : []),
  ];
  return `${words.at(cellName(h.at))}: ${parts.join(', ')}; ${words.moods[h.mood]}`;
}
