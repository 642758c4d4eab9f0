/**
 * The games' names and one-line summaries in the interface language, and the
 * computer players' levels. A game package names itself in English (`meta`);
 * German and Russian live here, in the client, so a German or Russian page shows
 * no English. Option words are in `options.ts` (loaded with the pages that show
 * options). `test/client-logic.test.ts` checks that every game is covered.
 */
import type { AnyGame, Locale } from '@daedalus/core';

export interface GameWords {
  readonly name: string;
  readonly summary: string;
}

export const GAME_WORDS: Readonly<Record<'de' | 'ru', Readonly<Record<string, GameWords>>>> = {
  de: {
    hunt: {
      name: 'Schatzsuche',
      summary:
        'Eine winzige Schatzsuche im Labyrinth, die die Engine prüft: geheime Starts, Reaktionen, verborgener Schatz.',
    },
    labyrinth: {
      name: 'Labyrinth',
      summary:
        'Finde den echten Schatz in einem Labyrinth, das du nicht siehst; der Computer ist der Spielleiter.',
    },
    'shifting-maze': {
      name: 'Shifting Maze',
      summary:
        'Durchquere ein 10×10-Labyrinth aus drehbaren, verschiebbaren Würfeln, hol den Schlüssel und entkomme – vorbei an Wächter-Robotern und rivalisierenden Herausforderern.',
    },
  },
  ru: {
    hunt: {
      name: 'Охота за кладом',
      summary:
        'Крошечная охота за кладом в лабиринте для проверки движка: тайный старт, ответные действия, спрятанный клад.',
    },
    labyrinth: {
      name: 'Лабиринт',
      summary: 'Найдите настоящее сокровище в лабиринте, которого не видно; ведущий — компьютер.',
    },
    'shifting-maze': {
      name: 'Подвижный лабиринт',
      summary:
        'Пройдите лабиринт 10×10 из поворачивающихся и сдвигающихся кубов, добудьте ключ и выберитесь, минуя роботов-стражей и соперников-претендентов.',
    },
  },
};

/** The computer players' levels (`@daedalus/bots`). */
export const LEVEL_WORDS: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: { random: 'random', easy: 'easy', normal: 'normal' },
  de: { random: 'zufällig', easy: 'leicht', normal: 'normal' },
  ru: { random: 'случайный', easy: 'лёгкий', normal: 'обычный' },
};

const words = (id: string, locale: Locale): GameWords | undefined =>
  locale === 'en' ? undefined : GAME_WORDS[locale][id];

export function gameName(game: AnyGame, locale: Locale): string {
  return words(game.meta.id, locale)?.name ?? game.meta.name;
}

export function gameSummary(game: AnyGame, locale: Locale): string {
  return words(game.meta.id, locale)?.summary ?? game.meta.summary;
}

export function levelName(level: string, locale: Locale): string {
  return LEVEL_WORDS[locale][level] ?? LEVEL_WORDS.en[level] ?? level;
}
