/** Every language of the Slug Labyrinth. */
import { explainWith, type Locale } from '@daedalus/core';
import { de } from './de.ts';
import { en } from './en.ts';
import { deErrors } from './errors-de.ts';
import { enErrors } from './errors-en.ts';
import { ruErrors } from './errors-ru.ts';
import { ru } from './ru.ts';
import type { SlugsWords } from './words.ts';

export const WORDS: Readonly<Record<Locale, SlugsWords>> = { en, de, ru };

export const wordsFor = (locale: Locale): SlugsWords => WORDS[locale] ?? en;

/** A rule error in a player's language (the game's `explain`): `lang/errors-*.ts`, keyed by code. */
export const explainError = explainWith({ en: enErrors, de: deErrors, ru: ruErrors });

/** A level's note in `locale`: a shipped level's in translation, any other as its author wrote it. */
export function levelNote(
  note: string,
  locale: Locale,
): { readonly text: string; readonly translated: boolean } {
  const translated = wordsFor(locale).board.shippedNotes[note];
  return translated === undefined
    ? { text: note, translated: false }
    : { text: translated, translated: true };
}
