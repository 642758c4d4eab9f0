/** An action in words, as a player of that language would type it ("wall at c4"). */
import type { Locale } from '@daedalus/core';
import { wordsFor } from '../lang/index.ts';
import type { SlugsAction } from '../types.ts';

export function formatAction(action: SlugsAction, locale: Locale): string {
  return wordsFor(locale).action(action);
}
