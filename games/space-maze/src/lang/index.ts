/** The game in its three languages: the words of the bundle, events and actions in words. */
import type { Locale } from '@daedalus/core';
import type { SmAction, SmEvent } from '../types.ts';
import { deLang } from './de.ts';
import { enLang } from './en.ts';
import { ruLang } from './ru.ts';
import type { Lang } from './words.ts';

export const LANGS: Readonly<Record<Locale, Lang>> = { en: enLang, de: deLang, ru: ruLang };

export const langOf = (locale: Locale): Lang => LANGS[locale] ?? enLang;

export const describeEvent = (e: SmEvent, locale: Locale): string => langOf(locale).describe(e);

export const formatAction = (a: SmAction, locale: Locale): string => langOf(locale).action(a);
