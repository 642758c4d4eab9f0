/** The Slug Labyrinth as the platform sees it: rules, words, picture, presets, secrets and bots. */
import type { GameBundle } from '@daedalus/core';
import { art } from './art.ts';
import { slugsBot } from './bots/bot.ts';
import { slugsStrong } from './bots/search.ts';
import { slugs } from './game.ts';
import { WORDS } from './lang/index.ts';
import { slugsSecrets } from './secrets.ts';

export const slugsBundle: GameBundle = {
  game: slugs,
  words: { en: WORDS.en.game, de: WORDS.de.game, ru: WORDS.ru.game },
  art,
  testPreset: 'taster',
  secrets: slugsSecrets,
  bots: [slugsBot, slugsStrong],
};
