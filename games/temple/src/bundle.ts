/** The Temple Labyrinth as the platform sees it: rules, words, picture, test preset, secrets and computer players. */
import type { GameBundle } from '@daedalus/core';
import { art, seatColours } from './art.ts';
import { templeBot } from './bots/bot.ts';
import { templeStrong } from './bots/search.ts';
import { temple } from './game.ts';
import { de } from './lang/de.ts';
import { en } from './lang/en.ts';
import { ru } from './lang/ru.ts';
import { templeSecrets } from './secrets.ts';

export const templeBundle: GameBundle = {
  game: temple,
  words: { en, de, ru },
  art,
  testPreset: 'taster',
  secrets: templeSecrets,
  bots: [templeBot, templeStrong],
  seatColours,
};
