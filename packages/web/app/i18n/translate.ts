/** `t(key, params)` over the typed dictionaries, for one locale (React-free: tests and plain modules use it). */
import type { Locale } from '@daedalus/core';
import { de } from './de.ts';
import { type Dictionary, en, type MessageKey } from './en.ts';
import { ru } from './ru.ts';

const dictionaries: Record<Locale, Dictionary> = { en, de, ru };

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function format(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function translator(locale: Locale): Translate {
  const dict = dictionaries[locale];
  return (key, params) => format(dict[key] ?? en[key], params);
}
