/**
 * Wake turns. A slug sleeps until the turn its level gives (turn 1 unless the level's
 * `wake:` line says later; in a campaign, turns count from entering the room). On its
 * wake turn it acts for the first time — by deciding a path, which takes that turn.
 * A sleeping slug does nothing, but it is there: no wall may be placed on it, and the
 * hero sees it (and is frightened by it) like any other slug.
 */
import type { Slug, SlugsState } from '../types.ts';
import type { Ctx } from './board.ts';

export const isAwake = (s: SlugsState, slug: Slug): boolean => s.turn >= slug.wakes;

/** Announces a slug waking this very turn; true if the slug acts this turn. */
export function wake(ctx: Ctx, slug: Slug): boolean {
  const { s } = ctx;
  if (!isAwake(s, slug)) return false;
  if (s.turn === slug.wakes)
    ctx.events.push({ type: 'slug/woke', audience: 'all', slug: slug.id, at: { ...slug.at } });
  return true;
}
