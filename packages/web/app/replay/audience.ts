/**
 * Whose a line of a replay is: a replay shows lines only some seats heard (with
 * "everything" chosen, all of them), so each such line says to whom it was told.
 */
import type { Audience, Seat } from '@daedalus/core';
import type { Translate } from '../i18n/translate.ts';

/** "to Ariadne only:" for a line told to some seats, or null for a line everyone heard. */
export function privateTo(audience: Audience, name: (seat: Seat) => string, t: Translate): string | null {
  if (typeof audience !== 'object') return null;
  return t('replay.privateTo', { who: audience.seats.map(name).join(', ') });
}
