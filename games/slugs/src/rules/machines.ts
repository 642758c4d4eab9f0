/**
 * Killing machines. Slugs cannot see them (a machine is floor to a slug deciding its
 * path), and a slug that steps on one dies; the machine stays for the next. A machine
 * harms only slugs: the hero walks over it safely, and a slug stepping on a machine
 * where the hero stands dies before it can catch him.
 */
import type { Seat } from '@daedalus/core';
import type { Slug } from '../types.ts';
import { type Ctx, terrainAt } from './board.ts';
import { checkAllDead } from './outcome.ts';

/** Kills the slug if it stands on a machine; true if it died. */
export function machineStrikes(ctx: Ctx, slug: Slug): boolean {
  if (terrainAt(ctx.s, slug.at) !== 'X') return false;
  slug.alive = false;
  slug.plan = null;
  ctx.events.push({ type: 'slug/killed', audience: 'all', slug: slug.id, at: { ...slug.at } });
  if (slug.hunts !== 'hero') checkAllDead(ctx, slug.hunts as Seat);
  return true;
}
