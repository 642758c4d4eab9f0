/**
 * Determinised information-set Monte Carlo tree search over the game contract, in its
 * single-observer form (SO-ISMCTS): one tree, seen from the searching seat. Each iteration
 *
 * 1. samples a hidden world: a full state consistent with what the seat was told
 *    (`Sampler.sample`); that state is the iteration's one copy, stepped in place after;
 * 2. descends the tree, choosing among the children whose action is legal in this world by
 *    UCB1 with availability counts, each seat maximising its own reward;
 * 3. adds one child for an action not tried yet (chosen at random among them);
 * 4. plays on by the rollout policy (default: random) until the game ends or `horizon`
 *    actions have been played, then scores the end (`rewardsOf`) or the cut-off (`evaluate`);
 * 5. adds each seat's reward to the nodes its choices led to.
 *
 * The recommendation is the root's most visited action. When several seats must decide at
 * once (simultaneous choices), the search lets them decide one after the other in seat
 * order, like `BotSeats`; a reaction is simply the next decision. Opponents' choices in the
 * tree are statistics over every sampled world, never tailored to one, so the tree cannot
 * exploit a hidden fact; rollouts may (they play in a guessed world, as determinisation does).
 *
 * Pure: no clock (a time budget is an injected `clock`), no `Math.random`; given the same
 * inputs and the same `Random`, the same decision. Inside the loop: no validation, no
 * hashing, one sampled copy per iteration, the game's in-place step if it has one.
 */
import type { Actor, Game, GameEvent, Seat } from '../game.ts';
import type { Random } from '../rng.ts';
import { rewardsOf } from './rewards.ts';
import type { Evaluate, PlayInPlace, RolloutPolicy, Sampler } from './sampler.ts';
import { jsonKey, mostVisited, SearchNode } from './tree.ts';

export interface SearchBudget {
  /** Iterations per decision; with `ms`, a cap. Default 1,000 (without `ms`). */
  readonly iterations?: number;
  /** Milliseconds per decision, measured with `clock` (needs it). */
  readonly ms?: number;
  /** The platform's clock in milliseconds (e.g. `performance.now`): core never reads one. */
  readonly clock?: () => number;
}

export const DEFAULT_ITERATIONS = 1_000;
export const DEFAULT_HORIZON = 200;
export const DEFAULT_EXPLORE = 0.7;

export interface SearchSettings<S, A, V, E extends GameEvent, K> {
  readonly sampler: Sampler<S, V, E, K>;
  readonly rollout?: RolloutPolicy<S, A, K>;
  readonly evaluate?: Evaluate<S, K>;
  /** The game's in-place step (see `PlayInPlace`); default `game.apply`. */
  readonly play?: PlayInPlace<S, A>;
  /** A cheap key that tells actions apart (default: their JSON text). */
  readonly actionKey?: (action: A) => string;
  /** Actions a rollout plays before it stops and evaluates (default 200). */
  readonly horizon?: number;
  /** UCB1's exploration constant (default 0.7, for rewards in [0, 1]). */
  readonly explore?: number;
  /**
   * Per action played after the decision, rewards move this factor of the way back towards
   * a draw's 0.5 (default 1: not at all). Below 1, winning sooner and losing later are
   * better: a search sure to win no longer dawdles.
   */
  readonly discount?: number;
  readonly budget?: SearchBudget;
  /**
   * Narrows the root's choices before a decision is searched, e.g. to a heuristic player's best
   * few, and may name the one it prefers: a simulation whose root action is `preferred` adds
   * `margin` to the deciding seat's reward, so the search leaves that choice only for one that
   * looks better by more than the margin. It sees what the search sees (the seat's view, legal
   * actions, what it knows and its random stream). One choice left is played without search.
   */
  readonly root?: (view: V, legal: readonly A[], known: K, random: Random) => RootChoices<A>;
  /** What a simulation starting with the preferred root action gains (default 0). */
  readonly margin?: number;
  /**
   * A game's own decision procedure in place of the tree search (e.g. a flat comparison of the
   * root's choices on shared sampled worlds), given these settings (its budget included, so
   * `withSearchBudget` applies) and the search's input (the root's choices as `root` narrowed
   * them, the preferred one). Like the search it must be a function of that input only.
   */
  readonly decide?: (settings: SearchSettings<S, A, V, E, K>, input: SearchInput<S, A, V, E, K>) => A;
}

/** The root's choices as `SearchSettings.root` narrows them. */
export interface RootChoices<A> {
  readonly legal: readonly A[];
  readonly preferred?: A;
}

export interface SearchInput<S, A, V, E extends GameEvent, K> {
  readonly game: Game<unknown, S, A, V, E>;
  readonly seat: Seat;
  readonly players: number;
  /** What the seat knows (its sampler's fold of everything it was told). */
  readonly known: K;
  readonly view: V;
  /** The seat's legal actions now: the root's choices. */
  readonly legal: readonly A[];
  readonly random: Random;
  /** The root action a simulation gains `settings.margin` for starting with. */
  readonly preferred?: A;
}

export interface SearchResult<A> {
  readonly action: A;
  readonly iterations: number;
  /** Iterations abandoned because `game.apply` rejected a step of a sampled world. */
  readonly failed: number;
  /** The tree: the root's children are the legal actions tried, with their statistics. */
  readonly root: SearchNode<A>;
}

/** The deciding seat among several actors: the lowest seat, as `BotSeats` does for bots. */
function firstActor(actors: readonly Actor[]): Seat {
  let seat = (actors[0] as Actor).seat;
  for (let i = 1; i < actors.length; i++)
    if ((actors[i] as Actor).seat < seat) seat = (actors[i] as Actor).seat;
  return seat;
}

/** Searches the decision of `input.seat` and recommends one of `input.legal`. */
export function search<S, A, V, E extends GameEvent, K>(
  settings: SearchSettings<S, A, V, E, K>,
  input: SearchInput<S, A, V, E, K>,
): SearchResult<A> {
  const { game, seat, players, known, view, legal: rootLegal, random } = input;
  if (rootLegal.length === 0) throw new Error(`search: seat ${seat} has no legal action.`);
  const { sampler, rollout, evaluate } = settings;
  const key = settings.actionKey ?? jsonKey;
  const horizon = settings.horizon ?? DEFAULT_HORIZON;
  const explore = settings.explore ?? DEFAULT_EXPLORE;
  const discount = settings.discount ?? 1;
  const budget = settings.budget ?? {};
  const clock = budget.clock;
  const ms = budget.ms;
  if (ms !== undefined && clock === undefined) throw new Error('search: a budget in ms needs a clock.');
  const cap = budget.iterations ?? (ms === undefined ? DEFAULT_ITERATIONS : Number.POSITIVE_INFINITY);
  const started = clock?.() ?? 0;
  const play: (state: S, seat: Seat, action: A) => S | null =
    settings.play ??
    ((state, s, action) => {
      const r = game.apply(state, s, action);
      return r.ok ? r.value.state : null;
    });
  const cutOff = evaluate ?? (() => rewardsOf({ over: false }, players));

  const root = new SearchNode<A>(-1, null, '');
  const rootKeys = rootLegal.map((a) => `${seat}:${key(a)}`);
  const preferredKey = input.preferred === undefined ? null : `${seat}:${key(input.preferred)}`;
  const margin = settings.margin ?? 0;
  const path: SearchNode<A>[] = [];
  const untried: number[] = [];
  let iterations = 0;
  let failed = 0;

  const iterate = (): boolean => {
    let state = sampler.sample(known, view, seat, random);
    let node = root;
    let mover = seat;
    let legal = rootLegal;
    let keys: readonly string[] | null = rootKeys;
    let over = false;
    let played = 0;
    path.length = 0;
    // Selection and expansion.
    for (;;) {
      untried.length = 0;
      let best: SearchNode<A> | undefined;
      let bestAction: A | undefined;
      let bestScore = Number.NEGATIVE_INFINITY;
      const childKeys: readonly string[] = keys ?? legal.map((a) => `${mover}:${key(a)}`);
      for (let i = 0; i < legal.length; i++) {
        const child = node.children.get(childKeys[i] as string);
        if (child === undefined) {
          untried.push(i);
          continue;
        }
        child.available++;
        if (untried.length > 0) continue;
        const score = child.ucb(explore);
        if (score > bestScore) [best, bestAction, bestScore] = [child, legal[i] as A, score];
      }
      let action: A;
      let next: SearchNode<A>;
      let expanded = false;
      if (untried.length > 0) {
        const i = untried[random.int(untried.length)] as number;
        action = legal[i] as A;
        next = new SearchNode<A>(mover, action, childKeys[i] as string);
        next.available = 1;
        expanded = true;
      } else {
        action = bestAction as A;
        next = best as SearchNode<A>;
      }
      const after = play(state, mover, action);
      if (after === null) return false;
      state = after;
      played++;
      if (expanded) node.children.set(next.key, next);
      path.push(next);
      node = next;
      if (expanded) break;
      const actors = game.actors(state);
      if (actors.length === 0) {
        over = true;
        break;
      }
      mover = firstActor(actors);
      legal = game.legalActions(state, mover);
      keys = null;
      if (legal.length === 0) return false;
    }
    // Rollout from the new node (if the game goes on).
    for (let steps = 0; !over && steps < horizon; steps++, played++) {
      const actors = game.actors(state);
      if (actors.length === 0) {
        over = true;
        break;
      }
      const s = firstActor(actors);
      const options = game.legalActions(state, s);
      if (options.length === 0) return false;
      const action = rollout ? rollout(state, s, options, random, known) : random.pick(options);
      const after = play(state, s, action);
      if (after === null) return false;
      state = after;
    }
    if (!over && game.actors(state).length === 0) over = true;
    const rewards = over ? rewardsOf(game.outcome(state), players) : cutOff(state, known);
    const weight = discount === 1 ? 1 : discount ** played;
    // Backpropagation: each node keeps the reward of the seat that chose it.
    root.visits++;
    for (const n of path) {
      n.visits++;
      n.reward += 0.5 + ((rewards[n.seat] ?? 0) - 0.5) * weight;
    }
    const first = path[0];
    if (first !== undefined && first.key === preferredKey) first.reward += margin;
    return true;
  };

  while (iterations < cap) {
    if (
      ms !== undefined &&
      iterations > 0 &&
      (iterations & 15) === 0 &&
      (clock as () => number)() - started >= ms
    )
      break;
    iterations++;
    if (!iterate()) failed++;
  }

  const chosen = mostVisited(root);
  const index = chosen ? rootKeys.indexOf(chosen.key) : -1;
  const action = index >= 0 ? (rootLegal[index] as A) : random.pick(rootLegal);
  return { action, iterations, failed, root };
}
