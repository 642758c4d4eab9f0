/** The computer players' levels in each language (the levels of `@daedalus/bots` and the games' bundles). */
import type { Locale } from '@daedalus/core';

export const LEVEL_WORDS: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: { random: 'random', easy: 'easy', normal: 'normal', strong: 'strong' },
  de: { random: 'zufällig', easy: 'leicht', normal: 'normal', strong: 'stark' },
  ru: { random: 'случайный', easy: 'лёгкий', normal: 'обычный', strong: 'сильный' },
};

/** A level's name in `locale` (a level without words keeps its own name). */
export function levelName(level: string, locale: Locale): string {
  return LEVEL_WORDS[locale][level] ?? LEVEL_WORDS.en[level] ?? level;
}
