/**
 * The hero's behaviour by his stress, once untied (one cell a turn, after the slugs):
 * - 5: he lies on the floor and screams: he does not move;
 * - 3 and 4: he runs from the slug he sees, or else from the place where he last saw one;
 *   if he has never seen a slug he has nothing to run from and stays;
 * - 1 and 2: he runs from the slug he sees; seeing none, he walks towards the exit;
 * - 0: he walks towards the exit, whatever he sees; with no way to it, he stays.
 * He looks before he moves (the slugs have just moved): the slug he sees is the nearest
 * one in a straight line. How he picks his cell is in `flee.ts`. Tied, he does not move.
 */
import type { HeroMood, SlugsState } from '../types.ts';
import { type Ctx, terrainAt } from './board.ts';
import { exitStep, fleeStep } from './flee.ts';
import { leaveRoom } from './rooms.ts';
import { look, nearestVisible } from './sight.ts';

/** What the hero would do now, by his stress and what he sees (for the view and the turn). */
export function moodOf(s: SlugsState, seesSlug: boolean): HeroMood {
  const hero = s.hero;
  if (!hero || hero.tied) return 'tied';
  const stress = hero.stress;
  if (stress >= 5) return 'lying';
  if (stress === 0) return 'to-exit';
  if (seesSlug) return 'fleeing';
  if (stress <= 2) return 'to-exit';
  return hero.lastSeen ? 'fleeing-place' : 'frozen';
}

export function heroTurn(ctx: Ctx): void {
  const { s } = ctx;
  const hero = s.hero;
  if (!hero || hero.tied) return;
  const seen = look(s);
  const mood = moodOf(s, seen !== null);
  const from = hero.at;
  let to = null;
  if (mood === 'to-exit') to = exitStep(s, from);
  else if (mood === 'fleeing' && seen) to = fleeStep(s, from, seen.at);
  else if (mood === 'fleeing-place' && hero.lastSeen) to = fleeStep(s, from, hero.lastSeen);
  if (!to) {
    const reason =
      mood === 'lying'
        ? 'lying'
        : mood === 'frozen'
          ? 'nothing-to-flee'
          : mood === 'to-exit'
            ? 'no-way-out'
            : 'cornered';
    ctx.events.push({ type: 'hero/stayed', audience: 'all', at: { ...from }, reason, stress: hero.stress });
    return;
  }
  hero.at = { ...to };
  ctx.events.push({
    type: 'hero/moved',
    audience: 'all',
    from: { ...from },
    to: { ...to },
    reason: mood,
    stress: hero.stress,
  });
  if (terrainAt(s, to) === 'E') leaveRoom(ctx);
}

/** Whether the hero sees a slug now (for the view). */
export const heroSeesSlug = (s: SlugsState): boolean => nearestVisible(s) !== null;
