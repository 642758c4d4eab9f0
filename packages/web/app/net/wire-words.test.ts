import type { Locale } from '@daedalus/core';
import { DaedalusError } from '@daedalus/protocol/client';
import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translate.ts';
import { explainFailure } from './wire-words.ts';

const LOCALES: readonly Locale[] = ['en', 'de', 'ru'];

describe('a failure at a table in the player’s language', () => {
  it('what the browser met by itself (no connection, no answer, no server) is worded by the page, not the client library’s English', () => {
    for (const locale of LOCALES) {
      const t = translator(locale);
      const disconnected = new DaedalusError('client/disconnected', 'Not connected to the table.');
      expect(explainFailure(disconnected, locale)).toBe(t('net.disconnected'));
      expect(
        explainFailure(new DaedalusError('client/timeout', 'No matching message within 10000 ms.'), locale),
      ).toBe(t('net.noAnswer'));
      // A join whose request never reached the server, and fetch's own TypeError (no code).
      expect(explainFailure(new DaedalusError('server/unavailable', 'Failed to fetch'), locale)).toBe(
        t('net.unreachable'),
      );
      expect(explainFailure(new TypeError('Failed to fetch'), locale)).toBe(t('net.unreachable'));
      if (locale !== 'en') expect(explainFailure(disconnected, locale)).not.toMatch(/connected/);
    }
  });

  it('an invite code that was given but refused is a wrong one; without one, the server’s sentence', () => {
    const refused = {
      code: 'auth/invite-required',
      message: 'This table is private: an invite code is needed.',
    };
    expect(explainFailure(refused, 'de', undefined, { invite: 'not-the-code' })).toBe(
      translator('de')('net.wrongInvite'),
    );
    expect(explainFailure(refused, 'en')).toBe('This table is private: an invite code is needed.');
    expect(explainFailure(refused, 'ru')).toBe('Это закрытый стол: нужен код приглашения.');
  });

  it('the server’s refusals keep their own words in every language', () => {
    const notYet = { code: 'table/not-finished', message: 'The record is available once the game is over.' };
    expect(explainFailure(notYet, 'de')).toBe('Die Aufzeichnung gibt es, sobald das Spiel vorbei ist.');
    expect(explainFailure({ code: 'table/not-found', message: 'There is no such table.' }, 'de')).toBe(
      'Diesen Tisch gibt es nicht.',
    );
  });
});
