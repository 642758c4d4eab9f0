/**
 * The stress bar: 0 … 5, full (5) at the start of the campaign and carried from room to
 * room. At the end of every turn (tied or not): if the hero saw no slug at the start of the
 * turn and sees none at its end, stress falls by 1; if he saw one at both, it rises by 1;
 * otherwise it stays. "The start of a turn" is before the operator acts; the end is after
 * the slugs and the hero have acted and the walls due have appeared.
 */
import { MAX_STRESS } from '../types.ts';
import type { Ctx } from './board.ts';
import { look } from './sight.ts';

/** The new stress from the old and the two looks. */
export function nextStress(stress: number, sawAtStart: boolean, seesAtEnd: boolean): number {
  if (!sawAtStart && !seesAtEnd) return Math.max(0, stress - 1);
  if (sawAtStart && seesAtEnd) return Math.min(MAX_STRESS, stress + 1);
  return stress;
}

/** End of turn: the hero looks, his stress changes, and that look is the next turn's start. */
export function updateStress(ctx: Ctx): void {
  const { s } = ctx;
  const hero = s.hero;
  if (!hero) return;
  const sees = look(s) !== null;
  const stress = nextStress(hero.stress, s.sawAtStart, sees);
  if (stress !== hero.stress)
    ctx.events.push({ type: 'hero/stress', audience: 'all', stress, count: stress - hero.stress });
  hero.stress = stress;
  s.sawAtStart = sees;
}
