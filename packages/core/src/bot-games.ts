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

/** How bots fared in a series of games: wins by level and by reason, draws, actions. */
export interface BotTally {
  games: number;
  /** Games won by someone. */
  won: number;
  /** Games nobody won (draws, losses by everyone, games stopped at `maxActions`). */
  drawn: number;
  /** Wins by the level of the winning seat. */
  byLevel: Record<string, number>;
  /** Wins by the outcome's reason. */
  byReason: Record<string, number>;
  actions: number;
}

/**
 * Plays `games` games between bots of the given levels with `playBots`, the levels rotated one
 * seat from game to game (so each level plays every seat), seeds `${seed}-${g}`; counts outcomes.
 * What game's bot tools (`measure.ts`) report in their rules pages.
 */
export function tallyBots(
  game: AnyGame,
  opts: Omit<BotGameOptions, 'players' | 'seed' | 'levels'> & {
    levels: readonly string[];
    games: number;
    seed: string;
  },
): Result<BotTally, RuleError> {
  const { levels, games, seed, ...rest } = opts;
  const out: BotTally = { games, won: 0, drawn: 0, byLevel: {}, byReason: {}, actions: 0 };
  for (let g = 0; g < games; g++) {
    const seats = levels.map((_, i) => levels[(i + g) % levels.length]!);
    const played = playBots(game, { ...rest, players: seats.length, seed: `${seed}-${g}`, levels: seats });
    if (!played.ok) return played;
    out.actions += played.value.actions;
    const o = played.value.outcome;
    if (o.over && o.winners.length > 0) {
      out.won++;
      const level = seats[o.winners[0]!]!;
      out.byLevel[level] = (out.byLevel[level] ?? 0) + 1;
      out.byReason[o.reason] = (out.byReason[o.reason] ?? 0) + 1;
    } else out.drawn++;
  }
  return ok(out);
}
