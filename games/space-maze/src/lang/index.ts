/** The game in its three languages: the words of the bundle, events, actions and refusals in words. */
import { explainWith, type Locale } from '@daedalus/core';
import type { SmAction, SmEvent } from '../types.ts';
import { deLang } from './de.ts';
import { enLang } from './en.ts';
import { deErrors } from './errors-de.ts';
import { enErrors } from './errors-en.ts';
import { ruErrors } from './errors-ru.ts';
import { ruLang } from './ru.ts';
import type { Lang } from './words.ts';

export const LANGS: Readonly<Record<Locale, Lang>> = { en: enLang, de: deLang, ru: ruLang };

export const langOf = (locale: Locale): Lang => LANGS[locale] ?? enLang;

export const describeEvent = (e: SmEvent, locale: Locale): string => langOf(locale).describe(e);

export const formatAction = (a: SmAction, locale: Locale): string => langOf(locale).action(a);

/** A refusal of the rules (`apply`, `setup`, the scenario form) in the player's language. */
export const explainError = explainWith({ en: enErrors, de: deErrors, ru: ruErrors });
