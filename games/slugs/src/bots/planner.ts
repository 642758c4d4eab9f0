/**
 * The planner behind the computer players, the level generator's solvability check and
 * the search for shipped levels' winning lines. It looks one action ahead and judges each
 * by a rollout: the action, then every seat waiting (the operator unties the hero first)
 * for up to `horizon` turns, the slugs and the hero acting by the rules. Candidates are
 * waiting, untying, and walls where they matter: on and beside the next cells of every
 * slug's path (the path it follows, or would decide on now) and, in the escort, on the
 * hero's line of sight to a slug and beside him.
 *
 * A rollout is judged from the seat's side: a win soon is best, a loss late is better
 * than a loss soon; otherwise slugs killed, how far the slugs still have to go, the
 * hero's way to the exit and his stress count, and walls kept in stock break ties.
 */
import { DIRECTIONS, type Point, type Random, type Seat, step, supercoverLine } from '@daedalus/core';
import { at, dist2, inside } from '../cells.ts';
import { baseOf, type Ctx, copyState, exitOf, goalOf } from '../rules/board.ts';
import { exitDistances } from '../rules/flee.ts';
import { PathCache } from '../rules/paths.ts';
import { perform } from '../rules/turn.ts';
import { isAwake } from '../rules/wake.ts';
import { whyNotWallAt } from '../rules/walls.ts';
import type { SlugsAction, SlugsState } from '../types.ts';

export interface PlannerSettings {
  /** Turns a rollout looks ahead. */
  readonly horizon: number;
  /** At most this many wall candidates (the nearest to a slug kept). */
  readonly maxCandidates: number;
  /** Cells of each slug's path looked at. */
  readonly pathCells: number;
  /** Chance of considering each wall candidate (1: all). */
  readonly attention: number;
}

export const NORMAL: PlannerSettings = { horizon: 30, maxCandidates: 40, pathCells: 8, attention: 1 };
export const EASY: PlannerSettings = { horizon: 8, maxCandidates: 8, pathCells: 2, attention: 0.4 };

const WIN = 1_000_000;

/** The rollouts' default for a seat: untie a tied hero, otherwise wait. */
export const defaultAction = (s: SlugsState): SlugsAction =>
  s.hero?.tied ? { type: 'untie' } : { type: 'wait' };

/** The wall cells worth trying now, nearest to a slug first. */
export function wallCandidates(s: SlugsState, settings: PlannerSettings, cache: PathCache): Point[] {
  const seen = new Set<number>();
  const scored: { p: Point; d: number }[] = [];
  const add = (p: Point, d: number): void => {
    if (!inside(s.width, s.height, p)) return;
    const i = at(s.width, p);
    if (seen.has(i) || whyNotWallAt(s, p) !== null) return;
    seen.add(i);
    scored.push({ p, d });
  };
  for (const g of s.slugs) {
    if (!g.alive || (!isAwake(s, g) && g.wakes > s.turn + 4)) continue;
    let path = g.plan?.path;
    if (!path) {
      const goal = goalOf(s, g);
      path = goal ? (cache.decide(s, g.at, goal, s.mode !== 'escort')?.path ?? []) : [];
    }
    path.slice(0, settings.pathCells).forEach((p, k) => {
      add(p, k);
      for (const d of DIRECTIONS) add(step(p, d), k + 1);
    });
  }
  const hero = s.hero;
  if (hero) {
    for (const g of s.slugs)
      if (g.alive) for (const p of supercoverLine(hero.at, g.at).slice(1, -1)) add(p, 2);
    for (const d of DIRECTIONS) add(step(hero.at, d), 3);
  }
  scored.sort((a, b) => a.d - b.d);
  return scored.slice(0, settings.maxCandidates).map((c) => c.p);
}

/** The actions a seat considers now. */
export function candidates(
  s: SlugsState,
  seat: Seat,
  settings: PlannerSettings,
  cache: PathCache,
  random: Random,
): SlugsAction[] {
  const out: SlugsAction[] = [{ type: 'wait' }];
  if (s.hero?.tied) out.push({ type: 'untie' });
  if ((s.stock[seat] ?? 0) > 0)
    for (const p of wallCandidates(s, settings, cache))
      if (settings.attention >= 1 || random.chance(settings.attention)) out.push({ type: 'wall', at: p });
  return out;
}

/** Plays `action` for `seat`, then the default for everyone, for `horizon` turns; the score for `seat`. */
export function rollout(
  s0: SlugsState,
  seat: Seat,
  action: SlugsAction,
  horizon: number,
  cache: PathCache,
): number {
  const s = copyState(s0);
  const ctx: Ctx = { s, events: [] };
  perform(ctx, seat, action, cache);
  while (!s.result && s.room === s0.room && s.turn - s0.turn < horizon) {
    ctx.events.length = 0;
    perform(ctx, s.current, defaultAction(s), cache);
  }
  return score(s0, s, seat, cache);
}

export function score(s0: SlugsState, s: SlugsState, seat: Seat, cache: PathCache): number {
  const elapsed = s.turn - s0.turn + (s.result ? 0 : 1);
  const kept =
    2 * ((s.stock[seat] ?? 0) + s.returning.filter((r) => r.seat === seat).reduce((n, r) => n + r.count, 0));
  if (s.mode === 'escort') {
    if (s.room !== s0.room || s.result?.reason === 'campaign-won') return WIN - 100 * elapsed + kept;
    if (s.result?.reason === 'hero-caught') return -WIN + 100 * elapsed;
    return escortValue(s, cache) + kept - (s.result ? WIN / 2 : 0);
  }
  const result = s.result;
  const mine = (hunted: Seat): number => s.slugs.filter((g) => !g.alive && g.hunts === hunted).length;
  if (result && !result.draw) {
    if (result.winners.includes(seat)) return WIN - 100 * elapsed + kept;
    return -WIN + 1000 * mine(seat) + 100 * elapsed;
  }
  const value = 1000 * mine(seat) + 100 * elapsed + 3 * remaining(s, seat, cache) + kept;
  if (s.mode !== 'duel') return value;
  const other = 1 - seat;
  return value - 1000 * mine(other) - 3 * remaining(s, other, cache);
}

/** How far the slugs hunting `seat` still have to go (walls count triple), capped per slug. */
function remaining(s: SlugsState, seat: Seat, cache: PathCache): number {
  const base = baseOf(s, seat);
  if (!base) return 0;
  let total = 0;
  for (const g of s.slugs) {
    if (!g.alive || g.hunts !== seat) continue;
    const choice = cache.decide(s, g.at, base, true);
    total += Math.min(40, choice ? choice.path.length + 2 * choice.walls : 40);
  }
  return total;
}

function escortValue(s: SlugsState, cache: PathCache): number {
  const hero = s.hero!;
  const exit = exitOf(s);
  let value = -30 * hero.stress - (hero.tied ? 300 : 0);
  if (exit) {
    const d = exitDistances(s, exit)[at(s.width, hero.at)] as number;
    value -= d < 0 ? 2000 : 20 * d;
  }
  for (const g of s.slugs) {
    if (!g.alive) continue;
    const choice = cache.decide(s, g.at, hero.at, false);
    value += 10 * Math.min(15, choice ? choice.path.length : 15);
    value += Math.min(5, Math.sqrt(dist2(g.at, hero.at)));
  }
  return value;
}

/** The planner's choice for `seat`: the best-scoring candidate, ties broken at random. */
export function choose(s: SlugsState, seat: Seat, settings: PlannerSettings, random: Random): SlugsAction {
  const cache = new PathCache(256);
  let best: SlugsAction = { type: 'wait' };
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const action of candidates(s, seat, settings, cache, random)) {
    const value = rollout(s, seat, action, settings.horizon, cache) + random.float();
    if (value > bestScore) {
      bestScore = value;
      best = action;
    }
  }
  return best;
}
