/**
 * Shifting Maze's `strong` decision: a flat, paired comparison of the root's choices on shared
 * sampled worlds (common random numbers), instead of a tree.
 *
 * Each of W worlds is drawn once from what the seat knows (the sampler) and every root action
 * is played in a copy of the same world: the action, the rest of the seat's turn by the
 * rollout policy (the heuristic player's model), then — from the same generator state for
 * every action, so the Defenders, the Maze Events, the tiles and the rivals' choices agree as
 * far as the boards let them — the game on by the policy until `plies` turns have ended, and
 * the race evaluation. An action's score is its mean difference, world by world, from the
 * heuristic player's own choice (`preferred`); the best leaves that choice only if it beats
 * it by more than the margin. With a dozen actions and a few hundred simulations, a tree's
 * best of a dozen independent noisy means beat the margin by luck too often (55 % against
 * `normal`); paired differences cancel most of the worlds' noise (the bag, the events), so
 * what is left is the action's own effect.
 *
 * Pure: a function of the seat's view, what it knows and its random stream (the worlds' and
 * generators' seeds are drawn from it); no clock unless the budget brings one.
 */
import {
  comparePaired,
  type Game,
  type PlayInPlace,
  Random,
  type RngState,
  type SearchInput,
  type SearchSettings,
  type Seat,
} from '@daedalus/core';
import { COST, type SmAction, type SmEvent, type SmState, type SmView } from '../types.ts';
import type { SmKnown } from './sampler.ts';

export type SmSettings = SearchSettings<SmState, SmAction, SmView, SmEvent, SmKnown>;
export type SmInput = SearchInput<SmState, SmAction, SmView, SmEvent, SmKnown>;

export interface PairedOptions {
  /** Turns ended (the root's own included) before the evaluation. */
  readonly plies: number;
  /** At least this many worlds, whatever the budget. */
  readonly minWorlds?: number;
  /**
   * The step of the root action alone (default `settings.play`); the shared generator starts
   * after it, so that the rest of the turn already meets the same chance for every action.
   */
  readonly step?: PlayInPlace<SmState, SmAction>;
  /** Which actions may replace the preferred one (`Candidates`; default `all`). */
  readonly candidates?: Candidates;
  /**
   * The critical decisions (default none), whose simulations play `deepPlies` turns instead of
   * `plies` (to the end of the game, mostly): there the evaluation's bias, not the worlds' noise,
   * would decide.
   */
  readonly deep?: (view: SmView, seat: Seat) => boolean;
  readonly deepPlies?: number;
}

/**
 * Which root actions the comparison tries besides the preferred one:
 * - `all`: every legal action;
 * - `tactical`: those that spend no Power Points (moves, investigations, objects, the end of
 *   the Move) and the attacks on a rival (stun, kill);
 * - `attacks`: the attacks on a rival only;
 * - `focused`: in a reaction every legal action; on the seat's own turn the attacks on a rival
 *   and on a Defender (stun, destroy) — the choices the heuristic player never makes there;
 * - `danger`: as `focused`, and every legal action while an active Defender stands within
 *   4 positions.
 */
export type Candidates = 'all' | 'tactical' | 'attacks' | 'focused' | 'danger';

const RIVAL = new Set<SmAction['type']>(['stunChallenger', 'killChallenger']);
const DEFENDER = new Set<SmAction['type']>(['stunDefender', 'destroyDefender']);

/** The root's choices for `mode`, in the order of the legal list. */
export function candidatesOf(
  mode: Candidates,
  view: SmView,
  seat: Seat,
  legal: readonly SmAction[],
  isPreferred: (a: SmAction) => boolean,
): readonly SmAction[] {
  if (mode === 'all') return legal;
  const focused = mode === 'focused' || mode === 'danger';
  if (focused && view.reaction?.seat === seat) return legal;
  if (mode === 'danger') {
    const at = view.challengers[seat]?.at;
    const near =
      !!at &&
      view.defenders.some((d) => !d.stunned && Math.abs(d.at.x - at.x) + Math.abs(d.at.y - at.y) <= 4);
    if (near) return legal;
  }
  return legal.filter(
    (a) =>
      isPreferred(a) ||
      RIVAL.has(a.type) ||
      (mode === 'tactical' && ppCost(a) === 0) ||
      (focused && DEFENDER.has(a.type)),
  );
}

/** The Power Points an action costs (its type's entry in the rules' `COST`; free actions 0). */
export const ppCost = (a: SmAction): number => (COST as Readonly<Record<string, number>>)[a.type] ?? 0;

/** One root action's result over the shared worlds. */
export interface PairedScore {
  readonly action: SmAction;
  /** Mean value (the deciding seat's) over the worlds. */
  readonly mean: number;
  /** Mean difference from the preferred action, world by world. */
  readonly diff: number;
}

export interface PairedResult {
  readonly action: SmAction;
  readonly worlds: number;
  readonly scores: readonly PairedScore[];
}

/** The lowest seat among the actors (as `BotSeats` and the search do). */
function mover(game: Game<unknown, SmState, SmAction, SmView, SmEvent>, s: SmState): Seat | null {
  const actors = game.actors(s);
  if (actors.length === 0) return null;
  let seat = actors[0]!.seat;
  for (const a of actors) if (a.seat < seat) seat = a.seat;
  return seat;
}

/**
 * Plays one root action in a sampled world and returns the deciding seat's value: the action,
 * then (from the generator state `after`) the rest of its turn and the game on by the policy
 * (`settings.play` steps a whole turn's rest) until `plies` turns have ended since the root,
 * then the evaluation (or the outcome).
 */
export function simulate(
  settings: SmSettings,
  game: Game<unknown, SmState, SmAction, SmView, SmEvent>,
  s: SmState,
  seat: Seat,
  action: SmAction,
  after: RngState,
  plies: number,
  known: SmKnown,
  step: PlayInPlace<SmState, SmAction> = settings.play!,
): number {
  const play = settings.play!;
  const policy = settings.rollout!;
  const t0 = s.turns;
  step(s, seat, action);
  // Shared chance from here on (the rest of the turn, the Defenders, the Maze Events, the
  // tiles): every root action meets the same generator.
  s.rng = [...after] as RngState;
  const random = new Random(s.rng);
  for (let guard = 0; guard < 400; guard++) {
    if (s.phase === 'over' || s.turns - t0 >= plies) break;
    const m = mover(game, s);
    if (m === null) break;
    const legal = game.legalActions(s, m);
    if (legal.length === 0) break;
    play(s, m, policy(s, m, legal, random, known));
  }
  if (s.phase === 'over') return s.winner === seat ? 1 : s.winner === null ? 0.5 : 0;
  return settings.evaluate!(s, known)[seat] as number;
}

/** The paired comparison (see the file's comment); `settings.budget.iterations` simulations in all. */
export function pairedSearch(options: PairedOptions, settings: SmSettings, input: SmInput): PairedResult {
  const { game, seat, known, view, random } = input;
  const key = settings.actionKey ?? ((a: SmAction) => JSON.stringify(a));
  const preferredKey = input.preferred === undefined ? null : key(input.preferred);
  const legal = candidatesOf(
    options.candidates ?? 'all',
    view,
    seat,
    input.legal,
    (a) => key(a) === preferredKey,
  );
  const n = legal.length;
  if (n === 1) return { action: legal[0]!, worlds: 0, scores: [] };
  const plies = options.deep?.(view, seat) ? (options.deepPlies ?? options.plies) : options.plies;
  const budget = settings.budget ?? {};
  const total = budget.iterations ?? (budget.ms === undefined ? 200 : Number.POSITIVE_INFINITY);
  const minWorlds = options.minWorlds ?? 2;
  // Without the preferred action among the choices, the first stands in for it.
  const preferred = Math.max(
    0,
    legal.findIndex((a) => key(a) === preferredKey),
  );
  const compared = comparePaired(
    n,
    preferred,
    settings.margin ?? 0,
    { ...budget, worlds: Math.max(minWorlds, Math.ceil(total / n)), minWorlds },
    () => ({ world: random.fork(), after: random.fork() }),
    (i, { world, after }) => {
      const s = settings.sampler.sample(known, view, seat, new Random([...world] as RngState));
      return simulate(settings, game, s, seat, legal[i]!, after, plies, known, options.step);
    },
  );
  const scores = legal.map((action, i) => ({
    action,
    mean: compared.means[i]!,
    diff: compared.diffs[i]!,
  }));
  return { action: legal[compared.best]!, worlds: compared.worlds, scores };
}

/** `SearchSettings.decide` for the paired comparison. */
export function pairedDecide(options: PairedOptions) {
  return (settings: SmSettings, input: SmInput): SmAction => pairedSearch(options, settings, input).action;
}
