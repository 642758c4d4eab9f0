/**
 * Labyrinth's `strong` level: `normal` with a check by simulation (core's `searchBot`, with
 * its own decision procedure `decide`, a paired comparison on shared sampled worlds).
 *
 * On its turn the seat asks `normal` (its own fold of what it was told, `sampler.ts`) what it
 * would do; that choice and the bare steps in the other directions are compared: each is played
 * in the same sampled worlds (`labyrinthSampler`) with the same random stream after it, the game
 * going on for a short rollout (every seat walks the shortest way to its goal on the sampled plan
 * four times in five: a treasure, an exit when carrying one, a hospital when wounded or infected;
 * the deciding seat, without a treasure, the nearest cell it was not told of, as `normal` explores),
 * and the end judged by `labEvaluate` (won, alive, wounded, carrying, how far from the goal, the
 * last survivor, what the seat walked on that it did not know). The
 * choice of `normal` gains `AGREE`: it is left only for a step the simulations favour by more.
 * The start, cell orders, queries and steps back in after ashes are `normal`'s, unsearched.
 *
 * Pure: the decision is a function of the seat's inputs and its `Random` (no clock unless a
 * platform gives the level a time budget, no `Math.random`).
 */
import {
  type Actor,
  comparePaired,
  DIRECTIONS,
  type Direction,
  type Evaluate,
  Random,
  type RngState,
  type RootChoices,
  type SearchInput,
  type SearchSettings,
  type Seat,
  searchBot,
} from '@daedalus/core';
import { type MovementOptions, resolveMovement } from '../plan/movement.ts';
import { indexOfPoint, isCell, pointOfIndex } from '../plan/query.ts';
import type { Plan } from '../plan/types.ts';
import { applyAction } from '../rules/apply.ts';
import { actorsOf } from '../rules/turns.ts';
import type {
  LabyrinthAction,
  LabyrinthEvent,
  LabyrinthState,
  LabyrinthView,
  PlayerState,
} from '../types.ts';
import { UNKNOWN } from './knowledge.ts';
import { type LabKnown, labyrinthSampler } from './sampler.ts';

/** Sampled worlds per searched decision (each plays every root choice). */
export const STRONG_WORLDS = 48;
/** Actions a rollout plays after the root choice (about two rounds of 3 players). */
export const HORIZON = 6;
/** What a simulation that starts with `normal`'s own choice gains. */
export const AGREE = 0.15;
/** What each cell the deciding seat walks on in a simulation and was not told of is worth (what it learns). */
export const EXPLORED = 0.04;
/** A rollout step is random once in this many (else the shortest way to the goal). */
const NOISE = 5;

type Settings = SearchSettings<LabyrinthState, LabyrinthAction, LabyrinthView, LabyrinthEvent, LabKnown>;
type Input = SearchInput<LabyrinthState, LabyrinthAction, LabyrinthView, LabyrinthEvent, LabKnown>;

const isBare = (a: LabyrinthAction): boolean =>
  a.type === 'move' && a.before === undefined && a.after === undefined && a.report === undefined;

/**
 * The root's choices: `normal`'s (preferred, first) and the bare steps in the other directions
 * (and its own movement bare, when it adds a shot or a grenade). Only `normal`'s when it is not a
 * move in the play phase, or when the seat is outside (the way back in is the only sensible step).
 */
export function labRoot(
  view: LabyrinthView,
  legal: readonly LabyrinthAction[],
  known: LabKnown,
  random: Random,
): RootChoices<LabyrinthAction> {
  const actor: Actor = { seat: known.seat, kind: 'turn', prompt: 'labyrinth/move' };
  const choice = known.bot.choose({ view, legal, actor, random });
  if (view.phase !== 'play' || choice.type !== 'move' || view.me?.status.outside) return { legal: [choice] };
  const out: LabyrinthAction[] = [choice];
  const movements: string[] = [choice.movement, ...DIRECTIONS];
  for (const m of movements) {
    const bare = legal.find((a) => a.type === 'move' && a.movement === m && isBare(a));
    if (bare !== undefined && !out.includes(bare)) out.push(bare);
  }
  return { legal: out, preferred: choice };
}

// ------------------------------------------------------------------ the sampled plan's ways

/** Where each step (cell × direction) of a plan ends: a cell, -2 out through an open exit. */
const stepsCache = new WeakMap<Plan, Int32Array>();

function stepsOf(plan: Plan, rivers: MovementOptions['rivers']): Int32Array {
  let steps = stepsCache.get(plan);
  if (steps) return steps;
  const n = plan.width * plan.height;
  steps = new Int32Array(n * 4).fill(-1);
  for (let i = 0; i < n; i++) {
    const from = pointOfIndex(plan, i);
    if (!isCell(plan, from)) continue;
    for (let d = 0; d < 4; d++) {
      const r = resolveMovement(plan, from, DIRECTIONS[d] as Direction, { rivers, footing: false });
      if (!r.ok) continue;
      const end = r.value.end;
      steps[i * 4 + d] = end.kind === 'outside' ? -2 : r.value.hitWall ? -1 : indexOfPoint(plan, end.at);
    }
  }
  stepsCache.set(plan, steps);
  return steps;
}

type Goal = 'exit' | 'hospital' | 'treasure' | 'explore';

/** Cells of the deciding seat's trail in a simulation (after the decision) it had not been told the type of. */
function discovered(s: LabyrinthState, known: LabKnown): Set<number> {
  const out = new Set<number>();
  const k = known.bot.k;
  const p = s.players[known.seat];
  if (!k || !p) return out;
  for (const at of p.trail) {
    const i = indexOfPoint(s.plan, at);
    if ((k.type[i] as number) === UNKNOWN) out.add(i);
  }
  return out;
}

/**
 * Steps from every cell to the nearest goal (an exit counts as one step beyond its cell). `explore`
 * (the deciding seat's own goal without a treasure): a treasure, or a cell it was not told of and has
 * not walked on in this simulation — it explores as `normal` does, instead of walking straight to a
 * treasure it cannot know of.
 */
function distances(s: LabyrinthState, goal: Goal, known?: LabKnown): Int32Array {
  const plan = s.plan;
  const n = plan.width * plan.height;
  const steps = stepsOf(plan, s.options.rivers);
  const far = 1 << 20;
  const dist = new Int32Array(n).fill(far);
  for (let i = 0; i < n; i++) {
    if (goal === 'hospital' && plan.cells[i] === 'hospital') dist[i] = 0;
    else if (
      (goal === 'treasure' || goal === 'explore') &&
      (s.items[i] ?? []).some((it) => it.kind === 'treasure')
    )
      dist[i] = 0;
    else if (goal === 'exit') for (let d = 0; d < 4; d++) if (steps[i * 4 + d] === -2) dist[i] = 1;
  }
  if (goal === 'explore' && known?.bot.k) {
    const k = known.bot.k;
    const seen = discovered(s, known);
    for (let i = 0; i < n; i++)
      if (k.isCell[i] && (k.type[i] as number) === UNKNOWN && !seen.has(i)) dist[i] = 0;
  }
  for (let changed = true, pass = 0; changed && pass < n; pass++) {
    changed = false;
    for (let i = 0; i < n; i++)
      for (let d = 0; d < 4; d++) {
        const j = steps[i * 4 + d] as number;
        if (j >= 0 && (dist[j] as number) + 1 < (dist[i] as number)) {
          dist[i] = (dist[j] as number) + 1;
          changed = true;
        }
      }
  }
  return dist;
}

const goalOf = (p: PlayerState): Goal =>
  p.health === 'wounded' || p.infection !== null
    ? 'hospital'
    : p.held?.kind === 'treasure'
      ? 'exit'
      : 'treasure';

/** A step for `seat` in a sampled world: the shortest way to its goal, a random step once in `NOISE`. */
export function labPolicy(s: LabyrinthState, seat: Seat, random: Random, known?: LabKnown): LabyrinthAction {
  const p = s.players[seat] as PlayerState;
  if (p.outside !== null) {
    const back = DIRECTIONS[(DIRECTIONS.indexOf(p.outside.side) + 2) % 4] as Direction;
    return { type: 'move', movement: back };
  }
  if (p.at === null || random.int(NOISE) === 0) return { type: 'move', movement: random.pick(DIRECTIONS) };
  const own = goalOf(p);
  const goal = own === 'treasure' && known !== undefined && seat === known.seat ? 'explore' : own;
  const dist = distances(s, goal, known);
  const steps = stepsOf(s.plan, s.options.rivers);
  const i = indexOfPoint(s.plan, p.at);
  let best = -1;
  let bestValue = dist[i] as number;
  for (let d = 0; d < 4; d++) {
    const j = steps[i * 4 + d] as number;
    const v = j === -2 ? (goal === 'exit' ? -1 : 1 << 21) : j < 0 ? 1 << 21 : (dist[j] as number);
    if (v < bestValue) [best, bestValue] = [d, v];
  }
  return { type: 'move', movement: best < 0 ? random.pick(DIRECTIONS) : (DIRECTIONS[best] as Direction) };
}

/**
 * A cut-off world's value for each seat in [0, 1]: 1 won, 0 dead, lost or beaten; a draw 0.3; the
 * last one playing 0.95; otherwise carrying a treasure 0.55–0.9 by the way to the nearest exit,
 * without one up to 0.45 by the way to the nearest treasure; wounded ×0.75, infected ×0.7; the
 * deciding seat gains `EXPLORED` for each cell it walked on in the simulation and did not know.
 */
export const labEvaluate: Evaluate<LabyrinthState, LabKnown> = (s, known) => {
  if (s.result !== null) {
    const r = s.result;
    return s.players.map((_, seat) => (r.winners.includes(seat) ? 1 : r.draw ? 0.3 : 0));
  }
  const cache = new Map<Goal, Int32Array>();
  const bonus = known ? Math.min(0.3, EXPLORED * discovered(s, known).size) : 0;
  return s.players.map((p, seat) => {
    if (p.condition !== 'playing') return 0;
    // Every rival dead or lost: the last survivor (B.7.9) all but wins.
    if (s.players.every((q, o) => o === seat || q.condition !== 'playing')) return 0.95;
    if (p.at === null) return p.held?.kind === 'treasure' ? 0.9 : 0.1;
    const goal: Goal = p.held?.kind === 'treasure' ? 'exit' : 'treasure';
    let dist = cache.get(goal);
    if (!dist) {
      dist = distances(s, goal);
      cache.set(goal, dist);
    }
    const d = Math.min(dist[indexOfPoint(s.plan, p.at)] as number, 30);
    let v = goal === 'exit' ? 0.55 + 0.35 * Math.exp(-d / 4) : 0.45 * Math.exp(-d / 5);
    if (p.health === 'wounded') v *= 0.75;
    if (p.infection !== null) v *= 0.7;
    return known && seat === known.seat ? Math.min(1, v + bonus) : v;
  });
};

/** Plays `action` for `seat` in a sampled world, then `horizon` rollout actions; the seat's value after. */
function simulate(
  base: LabyrinthState,
  seat: Seat,
  action: LabyrinthAction,
  random: Random,
  horizon: number,
  known: LabKnown,
): number {
  const first = applyAction(base, seat, action);
  if (!first.ok) return 0;
  let s = first.value.state;
  for (let step = 0; step < horizon && s.phase === 'play'; step++) {
    const actor = actorsOf(s)[0];
    if (actor === undefined) break;
    let next = applyAction(s, actor.seat, labPolicy(s, actor.seat, random, known));
    if (!next.ok) next = applyAction(s, actor.seat, { type: 'move', movement: random.pick(DIRECTIONS) });
    if (!next.ok) next = applyAction(s, actor.seat, { type: 'skip' });
    if (!next.ok) break;
    s = next.value.state;
  }
  return labEvaluate(s, known)[seat] ?? 0;
}

/**
 * The paired comparison (core's `comparePaired`): `budget.iterations` sampled worlds (default
 * `STRONG_WORLDS`; a time budget stops earlier), each root choice played in every one of them with
 * the same random stream after it; `normal`'s choice stays unless another beats it by more than
 * `margin` on average, world by world.
 */
export function labDecide(settings: Settings, input: Input): LabyrinthAction {
  const { seat, known, view, legal, random, preferred } = input;
  const budget = settings.budget ?? {};
  const horizon = settings.horizon ?? HORIZON;
  const { best } = comparePaired(
    legal.length,
    preferred === undefined ? -1 : legal.indexOf(preferred),
    settings.margin ?? 0,
    { ...budget, worlds: budget.iterations ?? STRONG_WORLDS },
    () => ({ base: settings.sampler.sample(known, view, seat, random), stream: random.fork() }),
    (i, { base, stream }) =>
      simulate(
        base,
        seat,
        legal[i] as LabyrinthAction,
        new Random(stream.slice() as RngState),
        horizon,
        known,
      ),
  );
  return legal[best] as LabyrinthAction;
}

export const strongSettings: Settings = {
  sampler: labyrinthSampler,
  evaluate: labEvaluate,
  root: labRoot,
  margin: AGREE,
  horizon: HORIZON,
  decide: labDecide,
  budget: { iterations: STRONG_WORLDS },
};

export const labyrinthStrong = searchBot(strongSettings);
