/**
 * How the computer players fare against each other: whole games with `playBots`, seats
 * rotated from game to game, counted by outcome. The rules page quotes its figures, made with
 * `tally` over `MATCHES` (see "Computer players" there for the command).
 */
import { playBots } from '@daedalus/core';
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
  const out: Tally = { label, games, won: 0, drawn: 0, byLevel: {}, actionsPerGame: 0 };
  let actions = 0;
  for (let g = 0; g < games; g++) {
    const seats = levels.map((_, i) => levels[(i + g) % levels.length]!);
    const played = playBots(temple, {
      bots: [templeBot],
      players: seats.length,
      seed: `measure-${label}-${g}`,
      levels: seats,
      options,
      maxActions: 20_000,
    });
    if (!played.ok) throw new Error(played.error.message);
    actions += played.value.actions;
    const o = played.value.outcome;
    if (o.over && o.winners.length > 0) {
      out.won++;
      const level = seats[o.winners[0]!]!;
      out.byLevel[level] = (out.byLevel[level] ?? 0) + 1;
    } else out.drawn++;
  }
  out.actionsPerGame = Math.round(actions / games);
  return out;
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
