/**
 * The search player as a `BotSpec`: a game adds the `strong` level by listing
 * `searchBot({ sampler, ... })` in its bundle's `bots`. The bot folds every observation
 * of its seat into what it knows (`Sampler.observe`) and searches each decision with
 * `search` (ismcts.ts); it never sees the state.
 *
 * Budgets: iterations by default (pure, reproducible: the same inputs and random stream
 * give the same action). A platform that may read a clock (the server's bot workers, the
 * CLI) gives the search levels a time budget with `withSearchBudget(bots, { ms, clock })`.
 */
import type { BotPlayer, BotSpec } from '../bots.ts';
import type { Game, GameEvent } from '../game.ts';
import { DEFAULT_ITERATIONS, type SearchBudget, type SearchSettings, search } from './ismcts.ts';

export interface SearchBotOptions<S, A, V, E extends GameEvent, K> extends SearchSettings<S, A, V, E, K> {
  /** The level's name (default `strong`). */
  readonly level?: string;
}

/** The settings of every spec `searchBot` made, so a platform can change their budget. */
// biome-ignore lint/suspicious/noExplicitAny: specs of every game's types.
const made = new WeakMap<BotSpec, SearchBotOptions<any, any, any, any, any>>();

/** A search level (default `strong`) for one game, from its sampler and optional policies. */
export function searchBot<S, A, V, E extends GameEvent = GameEvent, K = unknown>(
  options: SearchBotOptions<S, A, V, E, K>,
): BotSpec {
  const spec: BotSpec = {
    levels: [options.level ?? 'strong'],
    create: ({ game, seat, players }): BotPlayer<V, A, E> => {
      let known = options.sampler.init(seat, players);
      return {
        observe: (events, view) => {
          known = options.sampler.observe(known, events, view);
        },
        choose: ({ view, legal, random }) => {
          if (legal.length === 1) return legal[0] as A;
          const narrowed = options.root?.(view, legal, known, random);
          const choices = narrowed?.legal ?? legal;
          if (choices.length === 1) return choices[0] as A;
          const typed = game as Game<unknown, S, A, V, E>;
          const preferred = narrowed?.preferred;
          const input = { game: typed, seat, players, known, view, legal: choices, random, preferred };
          return options.decide ? options.decide(options, input) : search(options, input).action;
        },
      };
    },
  };
  made.set(spec, options);
  return spec;
}

/** Whether a spec is a search level made by `searchBot`. */
export function isSearchBot(spec: BotSpec): boolean {
  return made.has(spec);
}

/**
 * The same bots with every search level's budget replaced by `budget` (e.g. `{ ms: 500,
 * clock: () => performance.now() }` in a bot worker); other bots unchanged.
 */
export function withSearchBudget(bots: readonly BotSpec[], budget: SearchBudget): BotSpec[] {
  return rebudget(bots, () => budget);
}

/**
 * The same bots with every search level given a time budget per decision (`ms`, read with the
 * platform's `clock`) that keeps the level's own iterations (default 1,000) as a cap: a slow or
 * busy machine stops at `ms`, a quiet one at the iterations the level was made with, never
 * thinking longer than that. Other bots unchanged. The server's bot workers use this.
 */
export function withSearchTime(
  bots: readonly BotSpec[],
  time: { readonly ms: number; readonly clock: () => number },
): BotSpec[] {
  if (!(Number.isFinite(time.ms) && time.ms > 0))
    throw new Error(`withSearchTime: ms must be a positive number of milliseconds, not ${time.ms}.`);
  return rebudget(bots, (own) => ({
    iterations: own?.iterations ?? DEFAULT_ITERATIONS,
    ms: time.ms,
    clock: time.clock,
  }));
}

function rebudget(
  bots: readonly BotSpec[],
  budget: (own: SearchBudget | undefined) => SearchBudget,
): BotSpec[] {
  return bots.map((spec) => {
    const options = made.get(spec);
    return options ? searchBot({ ...options, budget: budget(options.budget) }) : spec;
  });
}
