/** The languages: text words and events by locale (the bundle's words are `en`, `de`, `ru`). */
import type { Locale } from '@daedalus/core';
import type { TempleEvent } from '../types.ts';
import { deText } from './de.ts';
import { enText } from './en.ts';
import { ruText } from './ru.ts';
import type { TextWords } from './words.ts';

const TEXT: Record<Locale, TextWords> = { en: enText, de: deText, ru: ruText };

export const wordsFor = (locale: Locale): TextWords => TEXT[locale] ?? enText;

export const describeEvent = (e: TempleEvent, locale: Locale): string => wordsFor(locale).describe(e);

/** Every language's text words (the parser understands the commands of all of them). */
export const ALL_TEXT: readonly TextWords[] = [enText, deText, ruText];
