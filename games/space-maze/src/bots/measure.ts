/**
 * How the computer players fare against each other: whole games with core's `tallyBots`, seats
 * rotated from game to game, counted by outcome. The rules page quotes its figures, made with
 * `tally` over `MATCHES` (see "Computer players" there for the command).
 */
import { type BotTally, tallyBots, unwrap } from '@daedalus/core';
import { spaceMaze } from '../game.ts';
import { spaceMazeBot } from './bot.ts';

export interface Tally extends Omit<BotTally, 'actions'> {
  label: string;
  actionsPerGame: number;
  /** Wall-clock time a game (a tool's figure: the rules never read a clock). */
  msPerGame: number;
}

export function tally(label: string, levels: readonly string[], games: number, options: object = {}): Tally {
  const started = performance.now();
  const t = unwrap(
    tallyBots(spaceMaze, {
      bots: [spaceMazeBot],
      levels,
      games,
      seed: `measure-${label}`,
      options,
      maxActions: 50_000,
    }),
  );
  const { actions, ...counts } = t;
  return {
    label,
    ...counts,
    actionsPerGame: Math.round(actions / games),
    msPerGame: Math.round((performance.now() - started) / games),
  };
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
