/** The languages of Shifting Maze, by locale. */
import type { Locale } from '@daedalus/core';
import type { SmLanguage } from '../text/language.ts';
import type { SmEvent } from '../types.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { ru } from './ru.ts';

export const LANGUAGES: Readonly<Record<Locale, SmLanguage>> = { en, de, ru };

export const languageOf = (locale: Locale): SmLanguage => LANGUAGES[locale] ?? en;

/** An event in words (announcements, logs). */
export const describeEvent = (e: SmEvent, locale: Locale): string => languageOf(locale).describe(e);
