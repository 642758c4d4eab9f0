/**
 * The Slug Labyrinth's rule errors in English: one sentence per refusal, keyed by the
 * error's code (`#…` tells two sentences of one code apart). The rules build their errors
 * with `wordedError` below; `errors-de.ts` and `errors-ru.ts` say the same in German and
 * Russian, and `explainError` (`lang/index.ts`) words an error again in a player's language.
 * Arguments are plain JSON: cell names, numbers, mode names. This file imports no rules.
 */
import { wordedErrors } from '@daedalus/core';

const walls = (n: number): string => `${n} wall${n === 1 ? '' : 's'}`;
const slugs = (n: number): string => `${n} slug${n === 1 ? '' : 's'}`;

/** "Defence is played by one player": the modes' player counts. */
const MODE_PLAYERS: Readonly<Record<string, string>> = {
  defence: 'Defence is played by one player',
  duel: 'A duel is played by two players',
  escort: 'The escort is played by one player',
};

/** "No wall may go at c4: a slug is there." */
const noWall = (cell: string, why: string): string => `No wall may go at ${cell}: ${why}.`;

export const enErrors = {
  // The turn.
  'game/over': () => 'The game is over.',
  'turn/no-such-seat': (player: number) => `There is no player ${player} in this game.`,
  'turn/not-your-turn': (player: number) => `It is player ${player}'s turn.`,
  // Walls: the stock, the order, the cell.
  'wall/one-a-turn': () => 'In defence and in a duel you place one wall a turn.',
  'wall/no-stock': () => 'You have no wall in stock.',
  'wall/no-stock#fewer': (stock: number, wanted: number) =>
    `You have ${walls(stock)} in stock, not ${wanted}.`,
  'wall/repeated': (cell: string) => `${cell} is ordered twice.`,
  'wall/outside': (cell: string, width: number, height: number) =>
    noWall(cell, `it is outside the ${width}×${height} map`),
  'wall/on-wall': (cell: string) => noWall(cell, 'there is a wall there already'),
  'wall/in-transit': (cell: string) => noWall(cell, 'a wall is already on its way there'),
  'wall/on-slug': (cell: string) => noWall(cell, 'a slug is there'),
  'wall/on-hero': (cell: string) => noWall(cell, 'the hero is there'),
  'wall/on-base': (cell: string) => noWall(cell, 'it is a base'),
  'wall/on-machine': (cell: string) => noWall(cell, 'it is a killing machine'),
  'wall/on-door': (cell: string) => noWall(cell, 'it is a door'),
  // The hero.
  'untie/no-hero': () => 'There is no hero to untie in this game.',
  'untie/not-tied': () => 'The hero is not tied.',
  // Setup: the players, the level, the mode, the rules' edition.
  'setup/players': () => 'The Slug Labyrinth is played by one or two players.',
  'setup/players#mode': (mode: string, players: number) =>
    `${MODE_PLAYERS[mode] ?? `The ${mode} mode`}, not ${players === 1 ? 'one' : 'two'}.`,
  'setup/unknown-level': (name: string, shipped: readonly string[]) =>
    `There is no shipped level "${name}" (there are ${shipped.join(', ')}, and random).`,
  'setup/mode-mismatch': (mode: string, wanted: string) => `The level is a ${mode} level, not ${wanted}.`,
  'setup/edition': (edition: number) => `The Slug Labyrinth has no edition ${edition} of its rules.`,
  // The scenario form.
  'scenario/invalid#room': (room: number) => `There is no room ${room}.`,
  'scenario/invalid#wall': (cell: string) => `The wall at ${cell} is off the map.`,
  'scenario/invalid#slugs': (level: number, named: number) =>
    `The level has ${slugs(level)}, the scenario names ${named}.`,
  'scenario/invalid#hero': () => 'Only the escort has a hero.',
  'scenario/invalid#mode': () => 'The scenario does not fit its mode.',
};

export type ErrorWords = typeof enErrors;

/** A rule error worded in English, keeping its key and arguments: `wordedError('wall/on-slug', 'a1')`. */
export const wordedError = wordedErrors(enErrors);
