/**
 * Words of moves → tokens, in whichever language they are written: numbers and ordinals
 * ("2", "2nd", "2-й") first, then the language's own lexicon (English words, Russian stems,
 * German words with their common forms). And which language a typed text is in.
 */
import type { Locale } from '@daedalus/core';
import { LANGUAGES, languageOf } from '../lang/index.ts';
import type { Reader, Token } from './language.ts';

const readers = Object.values(LANGUAGES).map((l) => l.reader);
const ORDINAL = new RegExp(`^(\\d+)(${readers.flatMap((r) => r.ordinals).join('|')})$`);

/** The token for one word in a reader's language, or null if it is not a word of moves. */
export function read(word: string, r: Reader): Token | null {
  if (/^\d+$/.test(word)) return { kind: 'number', value: Number(word) };
  const ordinal = ORDINAL.exec(word);
  if (ordinal) return { kind: 'number', value: Number(ordinal[1]) };
  return r.lookup(word);
}

/** The token for one word in a locale's language, or null. */
export const lookup = (word: string, locale: Locale): Token | null => read(word, languageOf(locale).reader);

/** Every word of a language's exact lexicon (for tests: shared words must mean the same). */
export const lexiconWords = (locale: Locale): readonly string[] => languageOf(locale).reader.vocabulary ?? [];

/** The words of a text, as the lexicons see them (for telling the language). */
const textWords = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .split(/[\s,;.()?!"«»„“:]+/)
    .filter((w) => w && !/^\d+$/.test(w));

/**
 * The language of a text: one whose own alphabet it uses (Cyrillic → Russian), else one whose
 * own marks it uses (umlauts or ß → German); otherwise whichever of the languages written in
 * plain Latin letters knows the most of its words, a tie going to `hint` (the player's locale)
 * when it is one of them, or else to the first (English). A move in valid English knows all its
 * words in English, so it never reads as German; the words both lexicons know mean the same.
 */
export function detectLang(text: string, hint?: Locale): Locale {
  const entries = Object.entries(LANGUAGES) as [Locale, (typeof LANGUAGES)[Locale]][];
  for (const [locale, l] of entries) if (l.reader.alphabet?.test(text)) return locale;
  for (const [locale, l] of entries) if (l.reader.marks?.test(text)) return locale;
  const ws = textWords(text);
  const latin = entries.filter(([, l]) => l.reader.alphabet === undefined);
  const known = latin.map(([locale, l]) => ({
    locale,
    n: ws.filter((w) => l.reader.lookup(w) !== null).length,
  }));
  const most = Math.max(...known.map((k) => k.n));
  // No word of any language (nothing typed, or nothing known): the player's own language.
  if (most === 0 && hint) return hint;
  const best = known.filter((k) => k.n === most);
  if (best.length === 1) return (best[0] as (typeof best)[number]).locale;
  return best.find((k) => k.locale === hint)?.locale ?? (latin[0] as (typeof latin)[number])[0];
}
