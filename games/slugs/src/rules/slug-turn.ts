/**
 * A slug's turn. Each turn a slug that is awake and alive does exactly one thing:
 * - with no plan, it decides a path to its goal (its base, or the hero where he stands
 *   now): that takes the turn;
 * - if the next cell of its path has changed since it decided (a wall has appeared there,
 *   or a wall it meant to evaporate is gone), it decides again at once — the early
 *   re-decision, which takes the turn;
 * - if the next cell holds the wall it planned for, it evaporates it (defence and duel);
 * - otherwise it moves into the next cell: a step.
 * A defence or duel slug drops its plan after 3 steps and decides again on its next turn;
 * an escort slug follows its path to the end (where the hero was) and then decides again.
 * It follows the path blindly: it looks only at the next cell.
 */
import { type Slug, STEPS_PER_DECISION } from '../types.ts';
import { type Ctx, evaporates, goalOf, heroOn, sameCell, terrainAt, wallAt } from './board.ts';
import { evaporate } from './evaporation.ts';
import { machineStrikes } from './machines.ts';
import { baseReached, finish } from './outcome.ts';
import type { PathCache } from './paths.ts';
import { wake } from './wake.ts';

export function slugTurn(ctx: Ctx, slug: Slug, cache: PathCache): void {
  if (!slug.alive || !wake(ctx, slug)) return;
  const { s } = ctx;
  const plan = slug.plan;
  if (!plan) {
    decide(ctx, slug, cache, false);
    return;
  }
  const next = plan.path[0];
  if (!next) {
    decide(ctx, slug, cache, false);
    return;
  }
  const wall = wallAt(s, next);
  if (wall !== (plan.expect[0] === '#')) {
    decide(ctx, slug, cache, true);
    return;
  }
  if (wall) {
    evaporate(ctx, slug, next);
    plan.expect = `.${plan.expect.slice(1)}`;
    return;
  }
  const from = slug.at;
  slug.at = { ...next };
  plan.path.shift();
  plan.expect = plan.expect.slice(1);
  plan.steps++;
  ctx.events.push({ type: 'slug/moved', audience: 'all', slug: slug.id, from, to: { ...next } });
  if (plan.path.length === 0 || (s.mode !== 'escort' && plan.steps >= STEPS_PER_DECISION)) slug.plan = null;
  if (machineStrikes(ctx, slug)) return;
  if (slug.hunts === 'hero') {
    if (heroOn(s, slug.at)) {
      ctx.events.push({ type: 'slug/caught-hero', audience: 'all', slug: slug.id, at: { ...slug.at } });
      finish(ctx, { reason: 'hero-caught', winners: [], draw: false });
    }
  } else if (terrainAt(s, slug.at) === (slug.hunts === 0 ? 'A' : 'B')) {
    ctx.events.push({
      type: 'slug/reached-base',
      audience: 'all',
      slug: slug.id,
      seat: slug.hunts,
      mode: s.mode,
    });
    baseReached(ctx, slug.hunts);
  }
}

/** The slug spends its turn deciding a path (or finds none and waits). */
export function decide(ctx: Ctx, slug: Slug, cache: PathCache, early: boolean): void {
  const { s } = ctx;
  const goal = goalOf(s, slug);
  const choice = goal && !sameCell(goal, slug.at) ? cache.decide(s, slug.at, goal, evaporates(s)) : null;
  if (!choice) {
    slug.plan = null;
    ctx.events.push({ type: 'slug/no-path', audience: 'all', slug: slug.id, at: { ...slug.at } });
    return;
  }
  slug.plan = {
    path: choice.path,
    expect: choice.path.map((p) => (wallAt(s, p) ? '#' : '.')).join(''),
    steps: 0,
  };
  ctx.events.push({
    type: 'slug/decided',
    audience: 'all',
    slug: slug.id,
    at: { ...slug.at },
    early,
    // With the paths hidden, nothing of the path is told: not its cells, length or walls.
    ...(s.options.hidePaths
      ? {}
      : { path: choice.path.map((p) => ({ ...p })), length: choice.path.length, walls: choice.walls }),
  });
}
