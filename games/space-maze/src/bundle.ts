/** Space Maze as the platform sees it: rules, words, picture, test preset, secrets and computer players. */
import type { GameBundle } from '@daedalus/core';
import { art } from './art.ts';
import { spaceMazeBot } from './bots/bot.ts';
import { spaceMazeStrong } from './bots/search.ts';
import { spaceMaze } from './game.ts';
import { de } from './lang/de.ts';
import { en } from './lang/en.ts';
import { ru } from './lang/ru.ts';
import { spaceMazeSecrets } from './secrets.ts';

export const spaceMazeBundle: GameBundle = {
  game: spaceMaze,
  words: { en, de, ru },
  art,
  testPreset: 'taster',
  secrets: spaceMazeSecrets,
  bots: [spaceMazeBot, spaceMazeStrong],
};
