/**
 * Plays whole games between bots, each fed only its seat's events and view: for
 * `daedalus sim`, ratings and tests that thousands of games end by the rules.
 */
import { BotSeats } from './bot-seats.ts';
import type { BotSpec } from './bots.ts';
import type { AnyGame } from './game.ts';
import type { Match } from './match.ts';
import { type Chooser, type PlayoutResult, playout } from './playout.ts';
import { ok, type Result, type RuleError } from './result.ts';

export interface BotGameOptions {
  /** The game's own bots (its bundle's `bots`); `random` is always available. */
  bots: readonly BotSpec[];
  players: number;
  seed: string;
  options?: unknown;
  preset?: string;
  /** Bot level per seat (default: the game's strongest). */
  levels?: readonly (string | undefined)[];
  maxActions?: number;
}

export function playBots(game: AnyGame, opts: BotGameOptions): Result<PlayoutResult, RuleError> {
  let seats: BotSeats | undefined;
  let match: Match | undefined;
  const chooser: Chooser = ({ state, actor }) => seats!.choose(state, actor, match!.actions.length);
  return playout(game, {
    players: opts.players,
    seed: opts.seed,
    maxActions: opts.maxActions ?? 20_000,
    choosers: Array.from({ length: opts.players }, () => chooser),
    pickActor: (actors) => seats!.toAct(actors) ?? actors[0]!,
    ...(opts.options !== undefined ? { options: opts.options } : {}),
    ...(opts.preset !== undefined ? { preset: opts.preset } : {}),
    onStart: (started) => {
      match = started;
      const created = BotSeats.create({
        game,
        bots: opts.bots,
        levels: Array.from({ length: opts.players }, (_, seat) => opts.levels?.[seat]),
        seed: opts.seed,
        state: started.state,
        opening: started.opening,
      });
      if (!created.ok) return created;
      seats = created.value;
      return ok(undefined);
    },
    onStep: (played, step) => seats!.observe(step.events, played.state),
  });
}
