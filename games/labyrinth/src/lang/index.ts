/** The languages of the Labyrinth, by locale. */
import { explainWith, type Locale } from '@daedalus/core';
import type { LabyrinthLanguage } from '../text/language.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { deErrors } from './errors-de.ts';
import { enErrors } from './errors-en.ts';
import { ruErrors } from './errors-ru.ts';
import { ru } from './ru.ts';

export const LANGUAGES: Readonly<Record<Locale, LabyrinthLanguage>> = { en, de, ru };

/** A locale's language (English for anything else). */
export const languageOf = (locale: Locale): LabyrinthLanguage => LANGUAGES[locale] ?? en;

/** The contract's `explain`: a rule error in the locale's words (`errors-*.ts`, keyed by the error's code). */
export const explainError = explainWith({ en: enErrors, de: deErrors, ru: ruErrors });
