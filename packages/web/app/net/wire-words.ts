/**
 * A failure at a table in the player's language. The server's own refusals are worded by
 * `explainWireError` from their code and details; the failures the browser meets by itself
 * — no connection (an action or a chat line while the connection is being re-established),
 * no answer, a server that cannot be reached — carry only an English sentence of the client
 * library (`DaedalusError`), which a German or Russian page used to show as it was. And an
 * invite code that was given but is wrong is said so, not "an invite code is needed" (the
 * server answers both with `auth/invite-required`, which cannot tell them apart).
 */
import type { AnyGame, Locale } from '@daedalus/core';
import { explainWireError, type WireError } from '@daedalus/protocol';
import type { MessageKey } from '../i18n/en.ts';
import { translator } from '../i18n/translate.ts';

/** What the browser itself ran into, by the client library's code. */
const OWN_WORDS: Readonly<Record<string, MessageKey>> = {
  'client/disconnected': 'net.disconnected',
  'client/timeout': 'net.noAnswer',
  'client/error': 'net.unreachable',
  'server/unavailable': 'net.unreachable',
};

/** Anything thrown or sent back: a `WireError`, a `DaedalusError`, or a plain `Error` (no code). */
export type Failure = {
  readonly code?: string;
  readonly message?: string;
  readonly details?: WireError['details'];
};

export function explainFailure(
  failure: Failure,
  locale: Locale,
  game?: AnyGame,
  context: { readonly invite?: string | undefined } = {},
): string {
  const t = translator(locale);
  const code = failure.code;
  if (code === 'auth/invite-required' && context.invite) return t('net.wrongInvite');
  // No code at all: the browser's own network error ("Failed to fetch", in its language).
  if (code === undefined || code.startsWith('http/')) return t('net.unreachable');
  const own = OWN_WORDS[code];
  if (own) return t(own);
  return explainWireError(
    {
      code,
      message: failure.message ?? '',
      ...(failure.details !== undefined ? { details: failure.details } : {}),
    },
    locale,
    game,
  );
}
