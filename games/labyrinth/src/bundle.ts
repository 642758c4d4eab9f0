/** Labyrinth as the platform sees it: rules, words, presets, secrets and computer players. */
import type { GameBundle } from '@daedalus/core';
import { art } from './art.ts';
import { labyrinthBot } from './bots/bot.ts';
import { labyrinthStrong } from './bots/search.ts';
import { labyrinth } from './game.ts';
import { de } from './lang/de.ts';
import { en } from './lang/en.ts';
import { ru } from './lang/ru.ts';
import { labyrinthSecrets } from './secrets.ts';

export const labyrinthBundle: GameBundle = {
  game: labyrinth,
  words: { en: en.words, de: de.words, ru: ru.words },
  art,
  testPreset: 'taster',
  secrets: labyrinthSecrets,
  bots: [labyrinthBot, labyrinthStrong],
};
