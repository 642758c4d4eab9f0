/**
 * The games' options in the interface language: labels, descriptions, the choices of an
 * option and the presets' names, from each game's words (`checkBundle` makes sure every
 * option, choice and preset is named in every language).
 */
import type { GameWords, Locale, OptionField } from '@daedalus/core';

/** What holds a game's words: its bundle, or its setup (`setups.ts`). */
type Worded = { readonly words: Readonly<Record<Locale, GameWords>> };

/** `moveCap` → "Move cap": the label of an option nobody named. */
export function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

const words = (game: Worded, locale: Locale) => game.words[locale];

export function optionLabel(game: Worded, key: string, locale: Locale): string {
  return words(game, locale).options[key]?.label ?? humanize(key);
}

export function optionDescription(game: Worded, field: OptionField, locale: Locale): string | undefined {
  return words(game, locale).options[field.key]?.description || field.description;
}

export function choiceLabel(game: Worded, key: string, value: string, locale: Locale): string {
  return words(game, locale).options[key]?.choices?.[value] ?? humanize(value);
}

/** What leaving a choice unset means (a nullable choice's first choice), if the game says. */
export function unsetLabel(game: Worded, key: string, locale: Locale): string | undefined {
  return words(game, locale).options[key]?.unset;
}

export function presetName(game: Worded, preset: string, locale: Locale): string {
  return words(game, locale).presets[preset] ?? humanize(preset);
}
