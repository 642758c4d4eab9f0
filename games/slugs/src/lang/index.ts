/** Every language of the Slug Labyrinth. */
import type { Locale } from '@daedalus/core';
import { de } from './de.ts';
import { en } from './en.ts';
import { ru } from './ru.ts';
import type { SlugsWords } from './words.ts';

export const WORDS: Readonly<Record<Locale, SlugsWords>> = { en, de, ru };

export const wordsFor = (locale: Locale): SlugsWords => WORDS[locale] ?? en;
