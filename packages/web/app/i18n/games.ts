/**
 * The games' names, summaries and how to play them in the interface language (from each
 * game's bundle), and the computer players' levels.
 */
import type { AnyGame, Locale } from '@daedalus/core';
import { bundleOf } from '@daedalus/games';

/** The computer players' levels (`@daedalus/bots`). */
export const LEVEL_WORDS: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: { random: 'random', easy: 'easy', normal: 'normal', strong: 'strong' },
  de: { random: 'zufällig', easy: 'leicht', normal: 'normal', strong: 'stark' },
  ru: { random: 'случайный', easy: 'лёгкий', normal: 'обычный', strong: 'сильный' },
};

const words = (id: string, locale: Locale) => bundleOf(id)?.words[locale];

export function gameName(game: AnyGame, locale: Locale): string {
  return words(game.meta.id, locale)?.name ?? game.meta.name;
}

export function gameSummary(game: AnyGame, locale: Locale): string {
  return words(game.meta.id, locale)?.summary ?? game.meta.summary;
}

export function levelName(level: string, locale: Locale): string {
  return LEVEL_WORDS[locale][level] ?? LEVEL_WORDS.en[level] ?? level;
}

export function howToPlay(game: AnyGame, locale: Locale): string {
  return words(game.meta.id, locale)?.howToPlay ?? '';
}
