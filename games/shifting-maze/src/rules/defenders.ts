/**
 * The Defenders: rule-driven robots. Each takes 3 Investigate / Move actions per
 * Defender Move, following the algorithm of the rules in the order written:
 *   0. (decision) a Challenger sharing its cube is attacked at once (uses the action);
 *   1. move towards the nearest Challenger in line of sight (random among equidistant);
 *   2. move through an open doorway to a known cube: not back where it came from when
 *      there is another choice, otherwise at random;
 *   3. investigate an uninvestigated position behind an open doorway (random), then
 *      start at 1 again with its next action;
 *   4. only closed doorways: rotate its cube clockwise once, then start at 1 again.
 * A rotation is not one of the 3 actions: the same action goes on after it. A cube
 * that offers nothing after three rotations boxes the Defender in: its move ends.
 */
import { DIRECTIONS, type Direction, opposite, type Point, samePoint, step } from '@daedalus/core';
import type { Defender, SmState } from '../types.ts';
import {
  type Ctx,
  challengersAt,
  cubeAt,
  isUnrevealed,
  killChallenger,
  ownCube,
  passable,
  reveal,
  sightToChallenger,
} from './board.ts';
import { hasDoor, rotateDoors } from './tiles.ts';

export type DefenderStepKind = 'attack' | 'chase' | 'wander' | 'investigate' | 'boxed-in';

/** The Challengers a Defender would chase: the nearest in line of sight, with their directions. */
export function nearestInSight(s: SmState, at: Point): { seat: number; dir: Direction; distance: number }[] {
  let best = Number.POSITIVE_INFINITY;
  let out: { seat: number; dir: Direction; distance: number }[] = [];
  for (const dir of DIRECTIONS) {
    const distance = sightToChallenger(s, at, dir, best);
    if (distance === 0) continue;
    if (distance < best) {
      best = distance;
      out = [];
    }
    const there = step(at, dir, distance);
    for (const seat of challengersAt(s, there)) out.push({ seat, dir, distance });
  }
  return out;
}

/** Steps 0–3: the first that applies, or null when only closed doorways are left. */
function tryStep(ctx: Ctx, d: Defender): DefenderStepKind | null {
  const { s, random } = ctx;
  const here = challengersAt(s, d.at);
  if (here.length > 0) {
    startAttack(ctx, d, here);
    return 'attack';
  }
  const targets = nearestInSight(s, d.at);
  if (targets.length > 0) {
    const t = random.pick(targets);
    moveDefender(ctx, d, t.dir, 'chase');
    return 'chase';
  }
  let ways = DIRECTIONS.filter((dir) => passable(s.cells, d.at, dir));
  if (ways.length >= 2 && d.came !== null) ways = ways.filter((dir) => dir !== d.came);
  if (ways.length > 0) {
    moveDefender(ctx, d, random.pick(ways), 'wander');
    return 'wander';
  }
  const cube = cubeAt(s.cells, d.at);
  if (!cube) return null;
  const unknown = DIRECTIONS.filter(
    (dir) => hasDoor(cube.doors, dir) && isUnrevealed(s.cells, step(d.at, dir)),
  );
  if (unknown.length > 0 && s.bag.length > 0) {
    reveal(ctx, step(d.at, random.pick(unknown)), { defender: d.id });
    return 'investigate';
  }
  return null;
}

/** Most clockwise quarter turns a Defender gives its cube within one action. */
export const MAX_DEFENDER_ROTATIONS = 3;

/**
 * One Defender action. May start an attack (`s.attack`), which the flow resolves.
 * Returns `boxed-in` when three rotations opened nothing: the Defender Move ends.
 */
export function defenderStep(ctx: Ctx, d: Defender): DefenderStepKind {
  for (let turns = 0; ; turns++) {
    const done = tryStep(ctx, d);
    if (done) return done;
    const cube = turns === MAX_DEFENDER_ROTATIONS ? undefined : ownCube(ctx, d.at);
    if (!cube) return 'boxed-in';
    cube.doors = rotateDoors(cube.doors, 1);
    ctx.events.push({
      type: 'maze/rotated',
      audience: 'all',
      at: d.at,
      turns: 1,
      doors: cube.doors,
      by: { defender: d.id },
    });
  }
}

function moveDefender(ctx: Ctx, d: Defender, dir: Direction, cause: 'chase' | 'wander'): void {
  const from = d.at;
  d.at = step(from, dir);
  d.came = opposite(dir);
  ctx.events.push({ type: 'defender/moved', audience: 'all', defender: d.id, from, to: d.at, dir, cause });
  const there = challengersAt(ctx.s, d.at);
  if (there.length > 0) startAttack(ctx, d, there);
}

/** A Defender threatens every Challenger in its cube; each may react before it kills. */
export function startAttack(ctx: Ctx, d: Defender, seats: number[]): void {
  ctx.events.push({ type: 'defender/attacks', audience: 'all', defender: d.id, at: d.at, seats });
  ctx.s.attack = { defender: d.id, queue: seats.slice() };
}

/** Whether a Defender is able to kill now (present and not stunned). */
export function defenderActive(s: SmState, id: number): Defender | undefined {
  const d = s.defenders.find((x) => x.id === id);
  return d && !d.stunned ? d : undefined;
}

/** Whether the Challenger of `seat` is still in the attacking Defender's cube. */
export function threatenedBy(s: SmState, seat: number, id: number): boolean {
  const d = defenderActive(s, id);
  const at = s.challengers[seat]?.at;
  return d !== undefined && at !== null && at !== undefined && samePoint(at, d.at);
}

/** After every threatened Challenger has reacted: the Defender kills whoever is still there. */
export function finishAttack(ctx: Ctx): void {
  const attack = ctx.s.attack;
  if (!attack) return;
  ctx.s.attack = null;
  const d = defenderActive(ctx.s, attack.defender);
  if (!d) return;
  for (const seat of challengersAt(ctx.s, d.at)) killChallenger(ctx, seat, { defender: d.id }, true);
}

/** The lowest free Defender number. */
export function nextDefenderId(s: SmState): number {
  let id = 1;
  while (s.defenders.some((d) => d.id === id)) id++;
  return id;
}
