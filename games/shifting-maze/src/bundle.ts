/** Shifting Maze as the platform sees it: rules, words, presets, secrets and computer players. */
import type { GameBundle } from '@daedalus/core';
import { art } from './art.ts';
import { shiftingMazeBot } from './bots/bot.ts';
import { shiftingMazeStrong } from './bots/search.ts';
import { shiftingMaze } from './game.ts';
import { de } from './lang/de.ts';
import { en } from './lang/en.ts';
import { ru } from './lang/ru.ts';
import { shiftingMazeSecrets } from './secrets.ts';

export const shiftingMazeBundle: GameBundle = {
  game: shiftingMaze,
  words: { en: en.words, de: de.words, ru: ru.words },
  art,
  testPreset: 'taster',
  secrets: shiftingMazeSecrets,
  bots: [shiftingMazeBot, shiftingMazeStrong],
};
