/** The languages of __NAME__, by locale. */
import { explainWith, type Locale } from '@daedalus/core';
import type { __Pascal__Language } from '../text/language.ts';
import type { __Pascal__Event } from '../types.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { deErrors } from './errors-de.ts';
import { enErrors } from './errors-en.ts';
import { ruErrors } from './errors-ru.ts';
import { ru } from './ru.ts';

export const LANGUAGES: Readonly<Record<Locale, __Pascal__Language>> = { en, de, ru };

export const languageOf = (locale: Locale): __Pascal__Language => LANGUAGES[locale] ?? en;

/** An event in words (announcements, logs). */
export const describeEvent = (e: __Pascal__Event, locale: Locale): string => languageOf(locale).describe(e);

/** A rule error in a player's language (`Game.explain`). */
export const explainError = explainWith({ en: enErrors, de: deErrors, ru: ruErrors });
