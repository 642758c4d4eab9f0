/**
 * The games' options in the interface language: labels, descriptions, the choices of an
 * option and the presets' names, from each game's bundle (`checkBundle` makes sure every
 * option, choice and preset is named in every language).
 */
import type { GameBundle, Locale, OptionField } from '@daedalus/core';

/** `moveCap` → "Move cap": the label of an option nobody named. */
export function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

const words = (bundle: GameBundle, locale: Locale) => bundle.words[locale];

export function optionLabel(bundle: GameBundle, key: string, locale: Locale): string {
  return words(bundle, locale).options[key]?.label ?? humanize(key);
}

export function optionDescription(
  bundle: GameBundle,
  field: OptionField,
  locale: Locale,
): string | undefined {
  return words(bundle, locale).options[field.key]?.description || field.description;
}

export function choiceLabel(bundle: GameBundle, key: string, value: string, locale: Locale): string {
  return words(bundle, locale).options[key]?.choices?.[value] ?? humanize(value);
}

/** What leaving a choice unset means (a nullable choice's first choice), if the game says. */
export function unsetLabel(bundle: GameBundle, key: string, locale: Locale): string | undefined {
  return words(bundle, locale).options[key]?.unset;
}

export function presetName(bundle: GameBundle, preset: string, locale: Locale): string {
  return words(bundle, locale).presets[preset] ?? humanize(preset);
}
