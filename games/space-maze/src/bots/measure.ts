/**
 * How the computer players fare against each other: whole games with `playBots`, seats rotated
 * from game to game, counted by outcome. The rules page quotes its figures, made with `tally`
 * over `MATCHES` (see "Computer players" there for the command).
 */
import { playBots } from '@daedalus/core';
import { spaceMaze } from '../game.ts';
import { spaceMazeBot } from './bot.ts';

export interface Tally {
  label: string;
  games: number;
  won: number;
  drawn: number;
  /** Wins by level. */
  byLevel: Record<string, number>;
  /** Wins by reason (relic-home, relic-tokens, round-cap). */
  byReason: Record<string, number>;
  actionsPerGame: number;
  msPerGame: number;
}

export function tally(label: string, levels: readonly string[], games: number, options: object = {}): Tally {
  const out: Tally = {
    label,
    games,
    won: 0,
    drawn: 0,
    byLevel: {},
    byReason: {},
    actionsPerGame: 0,
    msPerGame: 0,
  };
  let actions = 0;
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    const seats = levels.map((_, i) => levels[(i + g) % levels.length]!);
    const played = playBots(spaceMaze, {
      bots: [spaceMazeBot],
      players: seats.length,
      seed: `measure-${label}-${g}`,
      levels: seats,
      options,
      maxActions: 50_000,
    });
    if (!played.ok) throw new Error(played.error.message);
    actions += played.value.actions;
    const o = played.value.outcome;
    if (o.over && o.winners.length > 0) {
      out.won++;
      const level = seats[o.winners[0]!]!;
      out.byLevel[level] = (out.byLevel[level] ?? 0) + 1;
      out.byReason[o.reason] = (out.byReason[o.reason] ?? 0) + 1;
    } else out.drawn++;
  }
  out.actionsPerGame = Math.round(actions / games);
  out.msPerGame = Math.round((performance.now() - started) / games);
  return out;
}

/** The matches the rules page reports. */
export const MATCHES: [string, string[], object?][] = [
  ['normal vs random', ['normal', 'random']],
  ['normal vs easy', ['normal', 'easy']],
  ['easy vs random', ['easy', 'random']],
  ['normal ×2', ['normal', 'normal']],
  ['normal ×3', ['normal', 'normal', 'normal']],
  ['normal ×4', ['normal', 'normal', 'normal', 'normal']],
  ['random ×2', ['random', 'random']],
  ['normal vs random, taster', ['normal', 'random'], { board: '3x3', tokensToWin: 2, roundCap: 5 }],
];
