/**
 * The games' options in the interface language: labels, descriptions, the choices of an
 * option and the presets' names, from each game's bundle (`checkBundle` makes sure every
 * option, choice and preset is named in every language).
 */
import type { Locale, OptionField } from '@daedalus/core';
import { bundleOf } from '@daedalus/games';

/** `moveCap` → "Move cap": the label of an option nobody named. */
export function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

const words = (id: string, locale: Locale) => bundleOf(id)?.words[locale];

export function optionLabel(gameId: string, key: string, locale: Locale): string {
  return words(gameId, locale)?.options[key]?.label ?? humanize(key);
}

export function optionDescription(gameId: string, field: OptionField, locale: Locale): string | undefined {
  return words(gameId, locale)?.options[field.key]?.description || field.description;
}

export function choiceLabel(gameId: string, key: string, value: string, locale: Locale): string {
  return words(gameId, locale)?.options[key]?.choices?.[value] ?? humanize(value);
}

/** What leaving a choice unset means (a nullable choice's first choice), if the game says. */
export function unsetLabel(gameId: string, key: string, locale: Locale): string | undefined {
  return words(gameId, locale)?.options[key]?.unset;
}

export function presetName(gameId: string, preset: string, locale: Locale): string {
  return words(gameId, locale)?.presets[preset] ?? humanize(preset);
}
