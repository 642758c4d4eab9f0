/**
 * How the computer players fare against each other: whole games with core's `tallyBots`, seats
 * rotated from game to game, counted by outcome. The rules page quotes its figures, made with
 * `tally` over `MATCHES` (see "Computer players" there for the command).
 */
import { tallyBots, unwrap } from '@daedalus/core';
import { temple } from '../game.ts';
import { templeBot } from './bot.ts';

export interface Tally {
  label: string;
  games: number;
  won: number;
  drawn: number;
  /** Wins by level. */
  byLevel: Record<string, number>;
  actionsPerGame: number;
}

export function tally(label: string, levels: readonly string[], games: number, options: object = {}): Tally {
  const t = unwrap(
    tallyBots(temple, {
      bots: [templeBot],
      levels,
      games,
      seed: `measure-${label}`,
      options,
      maxActions: 20_000,
    }),
  );
  return {
    label,
    games,
    won: t.won,
    drawn: t.drawn,
    byLevel: t.byLevel,
    actionsPerGame: Math.round(t.actions / games),
  };
}

/** The matches the rules page reports. */
export const MATCHES: [string, string[], object?][] = [
  ['normal ×2', ['normal', 'normal']],
  ['normal ×3', ['normal', 'normal', 'normal']],
  ['normal ×4', ['normal', 'normal', 'normal', 'normal']],
  ['normal vs random', ['normal', 'random']],
  ['normal vs easy', ['normal', 'easy']],
  ['easy vs random', ['easy', 'random']],
  ['random ×2', ['random', 'random']],
  ['normal ×2, taster', ['normal', 'normal'], { statues: 1, turnCap: 40 }],
];
