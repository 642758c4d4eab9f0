/**
 * Rule errors in the player's language. A game words its errors once per language, in tables
 * of one shape: each entry is keyed by the error's code (`move/wall`) and makes the sentence
 * from the error's arguments. Where one code has several sentences, the key adds a variant
 * after `#` (`move/outside#start`); the error's code is the part before it.
 *
 * The rules build an error with the English table (`wordedErrors(en)('move/wall', 'e3', 'e4')`):
 * its message is the English sentence, and its details keep the key and the arguments
 * (`{ words: 'move/wall', args: ['e3', 'e4'] }`), plain JSON that crosses the network with the
 * error. Any client then words it again in its player's language (`explainWith`), and an error
 * that was not worded this way, or whose key a table lacks, keeps its message.
 */
import type { Locale } from './game.ts';
import type { JsonValue } from './json.ts';
import { type RuleError, ruleError } from './result.ts';

/** One language's sentences for a game's errors: a function of the error's arguments per key. */
// biome-ignore lint/suspicious/noExplicitAny: each key has its own argument list.
export type ErrorWords<W> = { readonly [K in keyof W]: (...args: any[]) => string };

/** What a worded error keeps in its details. */
export interface WordedDetails {
  readonly words: string;
  readonly args: readonly JsonValue[];
}

/** The code of an error key: the key without its variant. */
export const errorCode = (key: string): string => {
  const hash = key.indexOf('#');
  return hash < 0 ? key : key.slice(0, hash);
};

/** An error maker for a game's English table: `no('move/wall', 'e3', 'e4')`. */
export function wordedErrors<W extends ErrorWords<W>>(en: W) {
  return <K extends keyof W & string>(key: K, ...args: Parameters<W[K]>): RuleError =>
    ruleError(errorCode(key), en[key](...args), { words: key, args } satisfies WordedDetails);
}

/** Whether an error's details say how it was worded. */
export function wordedDetails(error: RuleError): WordedDetails | null {
  const d = error.details as Partial<WordedDetails> | undefined;
  return d && typeof d === 'object' && typeof d.words === 'string' && Array.isArray(d.args)
    ? (d as WordedDetails)
    : null;
}

/**
 * A game's `explain`: a worded error in the locale's words; any other error (or one from a
 * newer server whose key this table lacks) as its message.
 */
export function explainWith<W extends ErrorWords<W>>(tables: Readonly<Record<Locale, W>>) {
  return (error: RuleError, locale: Locale): string => {
    const worded = wordedDetails(error);
    if (worded === null) return error.message;
    const words = (tables[locale] ?? tables.en) as Record<
      string,
      ((...args: unknown[]) => string) | undefined
    >;
    const say = Object.hasOwn(words, worded.words) ? words[worded.words] : undefined;
    if (typeof say !== 'function') return error.message;
    try {
      return say(...worded.args);
    } catch {
      // Arguments not of the shape the sentence expects (a message from another version).
      return error.message;
    }
  };
}
