import { playBots } from '@daedalus/bots';
import type { PlayoutResult } from '@daedalus/core';
import { CliError } from '../errors.ts';
import { requireGame } from '../lookup.ts';
import { checkLevels, checkRules } from '../play-checks.ts';
import { Progress } from '../progress.ts';

export interface SimOptions {
  games: number;
  seed: string;
  players?: number;
  bots?: string;
  options?: unknown;
  preset?: string;
  maxActions: number;
  json?: boolean;
  /** Called with each finished game's record (e.g. to save one). */
  /** Each game played; its `record` (every state hashed) is built only if read. */
  onGame?: (result: PlayoutResult, index: number) => void;
}

export interface SimSummary {
  game: string;
  games: number;
  players: number;
  finished: number;
  capped: number;
  meanActions: number;
  draws: number;
  /** Games everyone lost (a solo defence overrun…). */
  lost: number;
  /** Wins by seat, keyed `seat <n>` (0 is the first player). */
  wins: Record<string, number>;
  reasons: Record<string, number>;
  actionsPerSecond: number;
  seconds: number;
}

/** Plays bot-vs-bot games (random bots unless levels are given) and summarises them. */
export function simulate(
  gameId: string,
  opts: SimOptions,
  now: () => number = () => performance.now(),
): SimSummary {
  const game = requireGame(gameId);
  const players = opts.players ?? game.meta.minPlayers;
  if (players < game.meta.minPlayers || players > game.meta.maxPlayers) {
    throw new CliError(
      `${game.meta.id} is played by ${game.meta.minPlayers} to ${game.meta.maxPlayers} players, not ${players}.`,
    );
  }
  const levels = opts.bots?.split(',').map((s) => s.trim() || undefined);
  if (levels && levels.length !== 1 && levels.length !== players) {
    throw new CliError(`--bots needs one level, or one per seat (${players}), not ${levels.length}.`);
  }
  const perSeat = levels?.length === 1 ? Array.from({ length: players }, () => levels[0]) : levels;
  if (perSeat) checkLevels(game, perSeat);
  checkRules(game, opts.options, opts.preset, players);
  const summary: SimSummary = {
    game: game.meta.id,
    games: 0,
    players,
    finished: 0,
    capped: 0,
    meanActions: 0,
    draws: 0,
    lost: 0,
    wins: {},
    reasons: {},
    actionsPerSecond: 0,
    seconds: 0,
  };
  const progress = new Progress(`simulating ${game.meta.id}`, opts.games);
  const start = now();
  let actions = 0;
  for (let i = 0; i < opts.games; i++) {
    const result = playBots(game, {
      players,
      seed: `${opts.seed}:${i}`,
      maxActions: opts.maxActions,
      ...(opts.options !== undefined ? { options: opts.options } : {}),
      ...(opts.preset !== undefined ? { preset: opts.preset } : {}),
      ...(perSeat ? { levels: perSeat } : {}),
    });
    if (!result.ok) {
      progress.done();
      throw new CliError(`game ${i} (seed ${opts.seed}:${i}): ${result.error.message}`, 1);
    }
    const { outcome, finished } = result.value;
    opts.onGame?.(result.value, i);
    summary.games++;
    actions += result.value.actions;
    if (finished && outcome.over) {
      summary.finished++;
      summary.reasons[outcome.reason] = (summary.reasons[outcome.reason] ?? 0) + 1;
      if (outcome.draw) summary.draws++;
      else if (outcome.winners.length === 0) summary.lost++;
      for (const w of outcome.winners) summary.wins[`seat ${w}`] = (summary.wins[`seat ${w}`] ?? 0) + 1;
    } else summary.capped++;
    progress.update(i + 1);
  }
  progress.done();
  summary.seconds = (now() - start) / 1000;
  summary.meanActions = summary.games ? actions / summary.games : 0;
  summary.actionsPerSecond = summary.seconds > 0 ? actions / summary.seconds : 0;
  return summary;
}

export function formatSummary(s: SimSummary): string[] {
  const pct = (n: number) => `${n} (${((100 * n) / Math.max(1, s.games)).toFixed(1)}%)`;
  const lines = [
    `${s.game}: ${s.games} game${s.games === 1 ? '' : 's'}, ${s.players} player${s.players === 1 ? '' : 's'}`,
    `  ended by the rules: ${pct(s.finished)}; stopped at the move cap: ${pct(s.capped)}`,
    `  mean length: ${s.meanActions.toFixed(1)} actions`,
    `  draws: ${pct(s.draws)}`,
  ];
  if (s.lost > 0) lines.push(`  lost by everyone: ${pct(s.lost)}`);
  const wins = Object.entries(s.wins);
  // Named as the players are everywhere else: Player 1 is seat 0.
  const player = (key: string) => `Player ${Number(key.slice('seat '.length)) + 1}`;
  if (wins.length) lines.push(`  wins: ${wins.map(([k, v]) => `${player(k)}: ${v}`).join(', ')}`);
  const reasons = Object.entries(s.reasons);
  if (reasons.length) lines.push(`  endings: ${reasons.map(([k, v]) => `${k} ${v}`).join(', ')}`);
  lines.push(
    `  speed: ${Math.round(s.actionsPerSecond).toLocaleString('en')} actions/s (${s.seconds.toFixed(2)} s)`,
  );
  return lines;
}
