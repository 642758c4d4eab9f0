/**
 * `daedalus arena`: computer players against each other, seats rotated, with win rates and
 * their 95% confidence intervals (Wilson), draws, games everyone lost, mean length, how fast
 * each level decides, and optionally ratings kept across runs (arena-ratings.ts).
 *
 * Games are played by core's `playBots` (the one bot driver, `BotSeats`): each bot sees only
 * its seat. Game `i` uses the seed `<seed>:i` and seats the levels rotated by `i`, so with
 * as many games as a multiple of the player count every level plays every seat equally.
 * Search levels decide by their iteration budget (reproducible) unless `--ms` gives them a
 * time budget on this machine's clock.
 */
import {
  type BotPlayer,
  type BotSpec,
  type Outcome,
  type PlayoutResult,
  playBots,
  withSearchBudget,
} from '@daedalus/core';
import { bundleOf } from '@daedalus/games';
import { CliError } from '../errors.ts';
import { requireGame } from '../lookup.ts';
import { checkLevels, checkRules } from '../play-checks.ts';
import { Progress } from '../progress.ts';
import { loadRatings, type RatedGame, ratePeriod, ratingId, saveRatings } from './arena-ratings.ts';

export interface ArenaOptions {
  /** Comma-separated levels, one per seat (`normal,strong`). */
  players: string;
  games: number;
  seed: string;
  options?: unknown;
  preset?: string;
  maxActions: number;
  /** A time budget per decision for the search levels (ms, on this machine's clock). */
  ms?: number;
  /** An iteration budget per decision for the search levels (with `ms`: a cap). */
  iterations?: number;
  /** A ratings file to read and update. */
  ratings?: string;
  /** Called after each game with the level of each seat and the result. */
  onGame?: (index: number, seats: readonly string[], result: PlayoutResult) => void;
}

export interface ArenaLevel {
  level: string;
  /** Seats it plays in each game (a level listed twice plays two). */
  seats: number;
  /** Games won by one of its seats. */
  wins: number;
  winRate: number;
  /** 95% Wilson score interval of the win rate. */
  interval: [number, number];
  decisions: number;
  /** Decisions per second of its own thinking (observing and choosing); null for `random`. */
  decisionsPerSecond: number | null;
  rating?: { rating: number; rd: number; games: number };
}

export interface ArenaSummary {
  game: string;
  players: number;
  games: number;
  seed: string;
  /** False with a time budget: then results depend on the machine. */
  reproducible: boolean;
  finished: number;
  capped: number;
  draws: number;
  /** Games everyone lost. */
  lost: number;
  meanActions: number;
  /** Decisions per second over the whole run, the game engine included. */
  decisionsPerSecond: number;
  seconds: number;
  levels: ArenaLevel[];
  ratings?: string;
}

/** The 95% Wilson score interval of `wins` successes in `n` trials. */
export function wilson(wins: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [wins === 0 ? 0 : Math.max(0, centre - half), wins === n ? 1 : Math.min(1, centre + half)];
}

/** A spec whose bots count their decisions and the time they think (observe and choose). */
function timed(
  spec: BotSpec,
  stats: Map<string, { decisions: number; ms: number }>,
  now: () => number,
): BotSpec {
  return {
    ...spec,
    create: (init) => {
      const bot = spec.create(init);
      const mine = stats.get(init.level) ?? { decisions: 0, ms: 0 };
      stats.set(init.level, mine);
      const watch = <T>(f: () => T): T => {
        const t = now();
        try {
          return f();
        } finally {
          mine.ms += now() - t;
        }
      };
      const observe = bot.observe;
      const player: BotPlayer = {
        choose: (decision) => {
          mine.decisions++;
          return watch(() => bot.choose(decision));
        },
      };
      if (observe) player.observe = (events, view) => watch(() => observe.call(bot, events, view));
      return player;
    },
  };
}

/** Plays the arena and summarises it (and updates the ratings file, if any). */
export function arena(
  gameId: string,
  opts: ArenaOptions,
  now: () => number = () => performance.now(),
  progressOut?: NodeJS.WriteStream,
): ArenaSummary {
  const game = requireGame(gameId);
  const id = game.meta.id;
  const levels = opts.players.split(',').map((s) => s.trim());
  if (levels.length < 2 || levels.some((l) => l === ''))
    throw new CliError(`--players needs two levels or more, one per seat, e.g. --players random,strong.`);
  const { minPlayers, maxPlayers } = game.meta;
  if (levels.length < minPlayers || levels.length > maxPlayers)
    throw new CliError(
      `${id} is played by ${minPlayers === maxPlayers ? minPlayers : `${minPlayers} to ${maxPlayers}`} players, not ${levels.length} (--players lists one level per seat).`,
    );
  checkLevels(game, levels);
  checkRules(game, opts.options, opts.preset, levels.length);
  const own = bundleOf(id)?.bots ?? [];
  const budget =
    opts.ms !== undefined
      ? { ms: opts.ms, clock: now, ...(opts.iterations !== undefined ? { iterations: opts.iterations } : {}) }
      : opts.iterations !== undefined
        ? { iterations: opts.iterations }
        : undefined;
  const stats = new Map<string, { decisions: number; ms: number }>();
  const bots = (budget ? withSearchBudget(own, budget) : own).map((spec) => timed(spec, stats, now));
  const ratings = opts.ratings !== undefined ? loadRatings(opts.ratings) : undefined;

  const players = levels.length;
  const distinct = [...new Set(levels)];
  const wins = new Map(distinct.map((l) => [l, 0]));
  const rated: RatedGame[] = [];
  let [finished, capped, draws, lost, actions] = [0, 0, 0, 0, 0];
  const progress = new Progress(`arena ${id}`, opts.games, progressOut);
  const start = now();
  for (let i = 0; i < opts.games; i++) {
    const seats = Array.from({ length: players }, (_, seat) => levels[(seat + i) % players] as string);
    const seed = `${opts.seed}:${i}`;
    const result = playBots(game, {
      bots,
      players,
      seed,
      levels: seats,
      maxActions: opts.maxActions,
      ...(opts.options !== undefined ? { options: opts.options } : {}),
      ...(opts.preset !== undefined ? { preset: opts.preset } : {}),
    });
    if (!result.ok) {
      progress.done();
      throw new CliError(`game ${i} (seed ${seed}): ${result.error.message}`, 1);
    }
    const outcome: Outcome = result.value.outcome;
    actions += result.value.actions;
    opts.onGame?.(i, seats, result.value);
    if (outcome.over) {
      finished++;
      if (outcome.draw) draws++;
      else if (outcome.winners.length === 0) lost++;
      for (const level of new Set(outcome.winners.map((w) => seats[w] as string)))
        wins.set(level, (wins.get(level) ?? 0) + 1);
      rated.push({ ids: seats.map((l) => ratingId(id, l)), outcome });
    } else capped++;
    progress.update(i + 1);
  }
  progress.done();
  const seconds = (now() - start) / 1000;

  let updated = ratings;
  if (ratings && opts.ratings !== undefined) {
    updated = ratePeriod(ratings, rated);
    saveRatings(opts.ratings, updated);
  }
  return {
    game: id,
    players,
    games: opts.games,
    seed: opts.seed,
    reproducible: opts.ms === undefined,
    finished,
    capped,
    draws,
    lost,
    meanActions: opts.games ? actions / opts.games : 0,
    decisionsPerSecond: seconds > 0 ? actions / seconds : 0,
    seconds,
    levels: distinct.map((level) => {
      const w = wins.get(level) ?? 0;
      const s = stats.get(level);
      const r = updated?.players[ratingId(id, level)];
      return {
        level,
        seats: levels.filter((l) => l === level).length,
        wins: w,
        winRate: opts.games ? w / opts.games : 0,
        interval: wilson(w, opts.games),
        decisions: s?.decisions ?? 0,
        decisionsPerSecond: s && s.ms > 0 ? (1000 * s.decisions) / s.ms : null,
        ...(r ? { rating: { rating: r.rating, rd: r.rd, games: r.games } } : {}),
      };
    }),
    ...(opts.ratings !== undefined ? { ratings: opts.ratings } : {}),
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const count = (n: number) => Math.round(n).toLocaleString('en');

export function formatArena(s: ArenaSummary): string[] {
  const share = (n: number) => `${n} (${pct(n / Math.max(1, s.games))})`;
  const width = Math.max(...s.levels.map((l) => l.level.length + (l.seats > 1 ? 5 : 0)));
  const lines = [
    `${s.game}: ${s.games} games, ${s.players} players, seats rotated (seeds ${s.seed}:0…${s.seed}:${s.games - 1})`,
  ];
  for (const l of s.levels) {
    const name = `${l.level}${l.seats > 1 ? ` (×${l.seats})` : ''}`.padEnd(width);
    const [lo, hi] = l.interval;
    const speed =
      l.decisionsPerSecond === null
        ? ''
        : `   ${count(l.decisionsPerSecond)} decisions/s (${(1000 / l.decisionsPerSecond).toFixed(2)} ms each)`;
    lines.push(
      `  ${name}  wins ${String(l.wins).padStart(String(s.games).length)} (${pct(l.winRate)}; 95% CI ${pct(lo)}–${pct(hi)})${speed}`,
    );
  }
  lines.push(
    `  draws: ${share(s.draws)}; lost by everyone: ${share(s.lost)}; stopped at the move cap: ${share(s.capped)}`,
  );
  lines.push(`  mean length: ${s.meanActions.toFixed(1)} actions`);
  lines.push(
    `  speed: ${count(s.decisionsPerSecond)} decisions/s with the engine (${s.seconds.toFixed(2)} s)`,
  );
  if (!s.reproducible) lines.push('  (search levels on a time budget: another run may differ)');
  const rated = s.levels.filter((l) => l.rating);
  if (s.ratings !== undefined && rated.length > 0)
    lines.push(
      `  ratings (${s.ratings}): ${rated.map((l) => `${l.level} ${Math.round(l.rating!.rating)} ± ${Math.round(2 * l.rating!.rd)}`).join(', ')}`,
    );
  return lines;
}
