/**
 * What the forms that set a game up (the lobby, hot-seat play) and its rules page need of it,
 * without its rules engine: its option fields, presets and words, made from the registry when
 * the client is built (`virtual:game-setups`).
 */
import { SETUPS } from 'virtual:game-setups';
import type { GameWords, Locale, OptionField } from '@daedalus/core';

export interface GameSetup {
  readonly id: string;
  /** Its options as form fields (`optionFields` of its options schema). */
  readonly fields: readonly OptionField[];
  /** Its named option presets. */
  readonly presets: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly words: Readonly<Record<Locale, GameWords>>;
}

export const setupOf = (id: string): GameSetup | undefined => SETUPS.find((s) => s.id === id);
