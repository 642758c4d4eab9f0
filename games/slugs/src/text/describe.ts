/** Events in words, in the language asked for (`lang/`). */
import type { Locale } from '@daedalus/core';
import { wordsFor } from '../lang/index.ts';
import type { SlugsEvent } from '../types.ts';

export function describeEvent(event: SlugsEvent, locale: Locale): string {
  return wordsFor(locale).event(event, event.mode ?? 'defence');
}
