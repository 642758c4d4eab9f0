/**
 * Shifting Maze's `strong` level: core's search player (`searchBot`) with this game's sampler
 * of hidden worlds (`sampler.ts`), rollout policy, evaluation and in-place step
 * (`simulation.ts`), deciding by the paired comparison of `paired.ts` (the tree search,
 * information-set MCTS, was the level before).
 */
import { type Random, type SearchSettings, searchBot } from '@daedalus/core';
import type { SmAction, SmEvent, SmState, SmView } from '../types.ts';
import { decide } from './bot.ts';
import { type PairedOptions, pairedDecide } from './paired.ts';
import {
  attackerActionsLeft,
  PLANNER,
  type PlannerWeights,
  strongChoice,
  strongReaction,
} from './planner.ts';
import { type SmKnown, smSampler } from './sampler.ts';
import { smActionKey, smEvaluate, smPlayInPlace, smPlayRest, smPlayTurn, smRollout } from './simulation.ts';

/**
 * The tree search that was Shifting Maze's `strong` level before the paired comparison (kept
 * to compare with; docs/bots.md): each iteration plays the root action and the rest of the
 * turn (`smPlayTurn`), then (tree or rollout) the next turn by the heuristic policy, then
 * the race evaluation; rewards discounted by 2% a step (winning sooner is better);
 * 200 iterations a decision. It won about as often as `normal` against itself.
 */
export const smSearch: SearchSettings<SmState, SmAction, SmView, SmEvent, SmKnown> = {
  sampler: smSampler,
  rollout: smRollout,
  evaluate: smEvaluate,
  play: smPlayTurn,
  actionKey: smActionKey,
  horizon: 1,
  discount: 0.98,
  budget: { iterations: 200 },
};

/** `normal`'s own choice at the root (the seat's view, its random stream): the choice to beat. */
export function smNormalRoot(view: SmView, legal: readonly SmAction[], known: SmKnown, random: Random) {
  const seat = known.seat;
  const kind = view.reaction?.seat === seat ? 'reaction' : 'turn';
  const actor = { seat, kind, prompt: kind === 'reaction' ? 'react' : 'turn/move' } as const;
  return { legal, preferred: decide(view, seat, 'normal', { view, legal, actor, random }) };
}

/** Attacks on a rival or a Defender: the choices `normal` (almost) never makes on its turn. */
const ATTACKS = new Set<SmAction['type']>([
  'stunChallenger',
  'killChallenger',
  'stunDefender',
  'destroyDefender',
]);

/**
 * `strong`'s root: its own choice (`normal`'s, with the turn planner's route steps and end of
 * the Move, and its own reactions) as the preferred action. With `differ`, it also narrows the
 * choices the paired comparison weighs against it — in a reaction every legal action; on its
 * turn `normal`'s own choice when the planner's differs, and the attacks on a rival or a
 * Defender (one choice left: no search); without, every legal action (the comparison's
 * `candidates` narrows them).
 */
export const smPlannerRootWith =
  (w: PlannerWeights = PLANNER, differ = false) =>
  (view: SmView, legal: readonly SmAction[], known: SmKnown, random: Random) => {
    const { preferred: normal } = smNormalRoot(view, legal, known, random);
    const seat = known.seat;
    if (view.reaction?.seat === seat)
      return {
        legal,
        preferred: strongReaction(view, seat, legal, normal, attackerActionsLeft(view, known)),
      };
    const own = strongChoice(view, seat, legal, normal, w);
    if (!differ) return { legal, preferred: own };
    const choices = [own];
    const has = (a: SmAction) => choices.some((b) => smActionKey(b) === smActionKey(a));
    if (!has(normal)) choices.push(normal);
    for (const a of legal) if (ATTACKS.has(a.type) && !has(a)) choices.push(a);
    return { legal: choices, preferred: own };
  };
export const smPlannerRoot = smPlannerRootWith(PLANNER, true);

/**
 * The critical decisions, where `strong`'s simulations play on to the end of the game: a
 * Challenger carries a Key (the race home is under way). There a few turns' difference in
 * the race decides the game, and the race evaluation after the rival's turn — a fixed price
 * for unrevealed cubes and quarter turns, the Defenders after the next Move unseen — is what
 * earlier, deeper searches met (docs/bots.md, "Eighth attempt").
 */
export const smCritical = (view: SmView): boolean =>
  view.challengers.some((c) => c.items.some((i) => i.kind === 'key'));

/** Turns a critical decision's simulations play before the evaluation: the rest of the game, mostly. */
export const DEEP_PLIES = 40;

/**
 * The paired comparison's settings (`paired.ts`): `normal`'s choice as the preferred root
 * action, the rest of a turn by the policy as the step, the race evaluation, `margin` in
 * its units, `iterations` simulations a searched decision.
 */
export function smPairedSettings(
  options: PairedOptions & { margin: number; iterations: number; root?: typeof smNormalRoot },
): SearchSettings<SmState, SmAction, SmView, SmEvent, SmKnown> {
  return {
    sampler: smSampler,
    rollout: smRollout,
    evaluate: smEvaluate,
    play: smPlayRest,
    actionKey: smActionKey,
    root: options.root ?? smNormalRoot,
    margin: options.margin,
    decide: pairedDecide({ step: smPlayInPlace, ...options }),
    budget: { iterations: options.iterations },
  };
}

/** A `strong` level with other options (for measuring variants). */
export const smStrongWith = (options: Parameters<typeof smPairedSettings>[0]) =>
  searchBot(smPairedSettings(options));

/**
 * Shifting Maze's `strong` level: its own choice is `normal`'s with the turn planner's route
 * steps and end of Move (`planner.ts`: where the Move leaves it, Defenders' and rivals' attacks
 * priced, Keys lying in the maze as goals) and its own reactions (`strongReaction`); in a
 * reaction, when it could attack a rival or a Defender on its turn, or when `normal` would do
 * otherwise, it compares that choice with those alternatives on shared sampled worlds and takes
 * one better by more than 0.02 (200 simulations: the rest of the turn and the rival's, then the
 * race evaluation; while a Challenger carries a Key, the game played on by the policy for up to
 * 40 turns — to its end, mostly).
 */
export const smPairedOptions = {
  plies: 2,
  margin: 0.02,
  iterations: 200,
  // The root (`smPlannerRoot`) has already narrowed the choices.
  candidates: 'all',
  root: smPlannerRoot,
  // A Challenger carries a Key: the simulations play on to the end of the game.
  deep: smCritical,
  deepPlies: DEEP_PLIES,
} as const;
export const smPaired = smPairedSettings(smPairedOptions);

export const shiftingMazeStrong = searchBot(smPaired);
