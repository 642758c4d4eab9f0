/** The languages of Shifting Maze, by locale. */
import { explainWith, type Locale } from '@daedalus/core';
import type { SmLanguage } from '../text/language.ts';
import type { SmEvent } from '../types.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { deErrors } from './errors-de.ts';
import { enErrors } from './errors-en.ts';
import { ruErrors } from './errors-ru.ts';
import { ru } from './ru.ts';

export const LANGUAGES: Readonly<Record<Locale, SmLanguage>> = { en, de, ru };

export const languageOf = (locale: Locale): SmLanguage => LANGUAGES[locale] ?? en;

/** An event in words (announcements, logs). */
export const describeEvent = (e: SmEvent, locale: Locale): string => languageOf(locale).describe(e);

/**
 * A rule error in the player's language: the game's refusals (`lang/errors-<locale>.ts`, keyed
 * by the error's code) worded again from the key and arguments they carry; any other as its message.
 */
export const explainError = explainWith({ en: enErrors, de: deErrors, ru: ruErrors });
