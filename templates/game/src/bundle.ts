/** __NAME__ as the platform sees it: rules, words, presets, secrets and computer players. */
import type { GameBundle } from '@daedalus/core';
import { art } from './art.ts';
import { __camel__Bot } from './bots/bot.ts';
import { __camel__Game } from './game.ts';
import { de } from './lang/de.ts';
import { en } from './lang/en.ts';
import { ru } from './lang/ru.ts';
import { __camel__Secrets } from './secrets.ts';

export const __camel__Bundle: GameBundle = {
  game: __camel__Game,
  words: { en: en.words, de: de.words, ru: ru.words },
  art,
  testPreset: 'quick',
  secrets: __camel__Secrets,
  bots: [__camel__Bot],
};
