/**
 * The per-game part of the search player: what a seat knows, folded from what it was
 * told, and hidden worlds drawn from it. A game adds search with one small file in its
 * `src/bots/` that implements `Sampler` (and, optionally, a rollout policy and an
 * evaluation), then lists `searchBot({ sampler, ... })` in its bundle's `bots`.
 *
 * Fairness: the sampler is fed exactly what a bot is fed — the seat's events, in order,
 * with its view after them — and never the game state. Two full states that show a seat
 * the same view and history therefore give the search the same inputs, and with the
 * same random stream the same decision.
 */
import type { GameEvent, Seat } from '../game.ts';
import type { Random } from '../rng.ts';

export interface Sampler<S, V = unknown, E extends GameEvent = GameEvent, K = unknown> {
  /** What a seat knows before it is told anything (a table of `players`). */
  init(seat: Seat, players: number): K;
  /**
   * Folds one observation into what the seat knows: the events addressed to it by one
   * step of the game (or by setup), in order, and its view after them. May update `known`
   * in place and return it; it belongs to one seat's bot.
   */
  observe(known: K, events: readonly E[], view: V): K;
  /**
   * One hidden world: a full state consistent with everything the seat was told, in which
   * `seat` must decide now as it does in the real game. Called once per search iteration;
   * the search mutates the result (through the game's in-place step, if any), so every
   * part the game's step may change must be fresh. Parts it never changes (a maze, the
   * options) may be shared between samples.
   */
  sample(known: K, view: V, seat: Seat, random: Random): S;
}

/**
 * How a simulated game goes on after the tree: an action for `seat` among `legal`, in a
 * sampled world (it may use the whole sampled state: that is a guess, not the truth).
 * Default: uniformly random.
 */
export type RolloutPolicy<S, A, K = unknown> = (
  state: S,
  seat: Seat,
  legal: readonly A[],
  random: Random,
  known: K,
) => A;

/**
 * The value of an unfinished sampled state for every seat, each in [0, 1] (1: sure to win),
 * when a rollout reaches its horizon. Default: 0.5 for everyone (as a draw).
 */
export type Evaluate<S, K = unknown> = (state: S, known: K) => readonly number[];

/**
 * Applies a legal action to a private state in place (or returns a new state): the game's
 * own fast path for search, without validation, events or copies. Without one, the search
 * calls `game.apply`, which copies the state at every step.
 */
export type PlayInPlace<S, A> = (state: S, seat: Seat, action: A) => S;
