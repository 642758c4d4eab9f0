/**
 * Plays whole games between bots, each fed only its seat's events and view: for
 * `daedalus sim`, ratings and tests that thousands of games end by the rules.
 */
import { type BotPlayer, type BotSpec, findLevel } from './bots.ts';
import { type AnyGame, eventsFor, type Seat } from './game.ts';
import { type Chooser, type PlayoutResult, playout } from './playout.ts';
import { fail, ok, type Result, type RuleError } from './result.ts';

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
  const bots: BotPlayer[] = [];
  // Each seat's chooser hands its bot the seat's view, never the state.
  const choosers: Chooser[] = Array.from(
    { length: opts.players },
    (_, seat) =>
      ({ state, legal, actor, random }) =>
        bots[seat]!.choose({ view: game.view(state, seat), legal, actor, random }),
  );
  const played = playout(game, {
    players: opts.players,
    seed: opts.seed,
    chooserSeed: `bots:${opts.seed}`,
    maxActions: opts.maxActions ?? 20_000,
    choosers,
    ...(opts.options !== undefined ? { options: opts.options } : {}),
    ...(opts.preset !== undefined ? { preset: opts.preset } : {}),
    onStart: (match) => {
      for (let seat: Seat = 0; seat < opts.players; seat++) {
        const level = opts.levels?.[seat];
        const found = findLevel(opts.bots, level);
        if (!found) return fail('bot/unknown-level', `${game.meta.id} has no bot level "${level}".`);
        const bot = found.spec.create({
          game,
          seat,
          players: opts.players,
          level: found.level,
        });
        // What setup told this seat (usually nothing), with the first view.
        bot.observe?.(eventsFor(match.opening, seat), game.view(match.state, seat));
        bots.push(bot);
      }
      return ok(undefined);
    },
    onStep: (match, step) => {
      for (let seat: Seat = 0; seat < bots.length; seat++) {
        bots[seat]!.observe?.(eventsFor(step.events, seat), game.view(match.state, seat));
      }
    },
  });
  return played;
}
