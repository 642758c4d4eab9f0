/** The languages: text words, events and rule errors by locale (the bundle's words are `en`, `de`, `ru`). */
import { explainWith, type Locale } from '@daedalus/core';
import type { TempleEvent } from '../types.ts';
import { deText } from './de.ts';
import { enText } from './en.ts';
import { deErrors } from './errors-de.ts';
import { enErrors } from './errors-en.ts';
import { ruErrors } from './errors-ru.ts';
import { ruText } from './ru.ts';
import type { TextWords } from './words.ts';

const TEXT: Record<Locale, TextWords> = { en: enText, de: deText, ru: ruText };

export const wordsFor = (locale: Locale): TextWords => TEXT[locale] ?? enText;

export const describeEvent = (e: TempleEvent, locale: Locale): string => wordsFor(locale).describe(e);

/** Every language's text words (the parser understands the commands of all of them). */
export const ALL_TEXT: readonly TextWords[] = [enText, deText, ruText];

/** A rule error in the player's language (the game's `explain`); one not worded by the rules as its message. */
export const explainError = explainWith({ en: enErrors, de: deErrors, ru: ruErrors });
