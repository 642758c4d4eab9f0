/** The languages of the Labyrinth, by locale. */
import type { Locale } from '@daedalus/core';
import type { LabyrinthLanguage } from '../text/language.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { ru } from './ru.ts';

export const LANGUAGES: Readonly<Record<Locale, LabyrinthLanguage>> = { en, de, ru };

/** A locale's language (English for anything else). */
export const languageOf = (locale: Locale): LabyrinthLanguage => LANGUAGES[locale] ?? en;
