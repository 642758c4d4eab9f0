/**
 * `t(key, params)` over the typed dictionaries, for one locale (React-free: tests and plain
 * modules use it). English, the reference, is always here; German and Russian load on first use
 * (`loadLocale`), each in a chunk of its own, so the first page's script carries English's alone.
 */
import type { Locale } from '@daedalus/core';
import { type Dictionary, en, type MessageKey } from './en.ts';

const dictionaries: Partial<Record<Locale, Dictionary>> = { en };
const loading = new Map<Locale, Promise<void>>();

const fetchers: Record<Exclude<Locale, 'en'>, () => Promise<Dictionary>> = {
  de: () => import('./de.ts').then((m) => m.de),
  ru: () => import('./ru.ts').then((m) => m.ru),
};

/** Loads a locale's words (once; a load that failed is tried again on the next call). */
export function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'en' || dictionaries[locale]) return Promise.resolve();
  let promise = loading.get(locale);
  if (!promise) {
    promise = fetchers[locale]().then(
      (dict) => {
        dictionaries[locale] = dict;
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, promise);
  }
  return promise;
}

/** Whether a locale's words are here (`translator` falls back to English until they are). */
export const hasLocale = (locale: Locale): boolean => dictionaries[locale] !== undefined;

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function format(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function translator(locale: Locale): Translate {
  return (key, params) => format((dictionaries[locale] ?? en)[key] ?? en[key], params);
}
