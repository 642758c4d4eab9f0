/**
 * Playing a match to the end with a chooser per decision: random playouts for the
 * contract kit and `daedalus sim`, bot-against-bot games for ratings.
 */
import type { Actor, AnyGame, Outcome, Seat } from './game.ts';
import { Match, type MatchRecord, type StepResult } from './match.ts';
import type { Result, RuleError } from './result.ts';
import { Random } from './rng.ts';

/** Picks an action for `seat` given its legal actions. Bots see only what they are given. */
export type Chooser = (input: {
  game: AnyGame;
  /** The full state: only rule checkers may use it; bots must use `game.view(state, seat)`. */
  state: unknown;
  seat: Seat;
  actor: Actor;
  legal: readonly unknown[];
  random: Random;
}) => unknown;

export const randomChooser: Chooser = ({ legal, random }) => random.pick(legal);

export interface PlayoutOptions {
  players: number;
  seed: string;
  options?: unknown;
  preset?: string;
  /** Stop after this many actions (a documented cap, not an error). Default 10 000. */
  maxActions?: number;
  /** Chooser per seat (default: uniformly random legal action). */
  choosers?: readonly Chooser[];
  /** Who decides when several seats must (default: one of them at random). */
  pickActor?: (actors: readonly Actor[]) => Actor;
  /** Seed of the choosers' own randomness (default: derived from `seed`). */
  chooserSeed?: string;
  /** Called once the match is set up, before the first decision. */
  onStart?: (match: Match) => Result<void, RuleError> | undefined;
  /** Called after every accepted action. */
  onStep?: (match: Match, step: StepResult<unknown>) => void;
}

export interface PlayoutResult {
  /** The game's record, hashes included (computed when first read: a summary needs only `outcome`). */
  readonly record: MatchRecord;
  readonly outcome: Outcome;
  actions: number;
  /** True if the game ended by its rules; false if it hit `maxActions`. */
  finished: boolean;
}

/**
 * Plays one match. Fails (rather than throws) when the game misbehaves: a seat asked
 * to decide with no legal action, or a legal action that `apply` rejects.
 */
export function playout(game: AnyGame, opts: PlayoutOptions): Result<PlayoutResult, RuleError> {
  const created = Match.create(game, {
    players: opts.players,
    seed: opts.seed,
    ...(opts.options !== undefined ? { options: opts.options } : {}),
    ...(opts.preset !== undefined ? { preset: opts.preset } : {}),
  });
  if (!created.ok) return created;
  const match = created.value;
  const started = opts.onStart?.(match);
  if (started && !started.ok) return started;
  const random = Random.fromSeed(opts.chooserSeed ?? `choosers:${opts.seed}`);
  const maxActions = opts.maxActions ?? 10_000;
  while (match.actions.length < maxActions) {
    const actors = match.actors();
    if (actors.length === 0) break;
    const actor =
      actors.length === 1 ? (actors[0] as Actor) : (opts.pickActor?.(actors) ?? random.pick(actors));
    const legal = game.legalActions(match.state, actor.seat);
    if (legal.length === 0) {
      return {
        ok: false,
        error: {
          code: 'playout/no-legal-action',
          message: `Seat ${actor.seat} must decide (${actor.prompt}) but has no legal action.`,
        },
      };
    }
    const chooser = opts.choosers?.[actor.seat] ?? randomChooser;
    const action = chooser({ game, state: match.state, seat: actor.seat, actor, legal, random });
    const step = match.play(actor.seat, action);
    if (!step.ok) {
      return {
        ok: false,
        error: {
          code: 'playout/legal-action-rejected',
          message: `A legal action of seat ${actor.seat} was rejected: ${step.error.code}: ${step.error.message} (action ${JSON.stringify(action)})`,
        },
      };
    }
    opts.onStep?.(match, step.value);
  }
  const outcome = match.outcome();
  let record: MatchRecord | undefined;
  return {
    ok: true,
    value: {
      get record() {
        record ??= match.toRecord();
        return record;
      },
      outcome,
      actions: match.actions.length,
      finished: outcome.over,
    },
  };
}
