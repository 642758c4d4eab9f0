/**
 * Error codes the server sends back, each with its sentences. Codes are namespaced by where
 * the failure was found (`auth/…`, `action/…`, `table/…`); a key with `#` is a second sentence
 * of the same code (core's `worded-error.ts`). Rule errors from a match or a game keep their
 * own codes (`turn/not-your-turn`, `hunt/wall`…), sentences and details.
 *
 * Every error travels with its key and arguments, so a client words it in its player's
 * language (`explainWireError`; German and Russian in `errors-de.ts`, `errors-ru.ts`).
 */
import {
  type AnyGame,
  errorCode,
  explainError,
  explainWith,
  type JsonValue,
  type Locale,
  type RuleError,
  wordedDetails,
  wordedErrors,
} from '@daedalus/core';
import { deProtocolErrors } from './errors-de.ts';
import { ruProtocolErrors } from './errors-ru.ts';

export const protocolErrorsEn = {
  'protocol/malformed': () => 'The message does not have the expected shape.',
  'protocol/malformed#detail': (detail: string) => detail,
  'protocol/malformed#chat': (max: number) =>
    `A chat line is 1 to ${max} characters of text (no control characters).`,
  'protocol/malformed#json': () => 'The request body is not valid JSON.',
  'protocol/malformed#object': () => 'The request body is not a JSON object.',
  'protocol/too-large': () => 'The message is larger than the server accepts.',
  'protocol/too-large#bytes': (bytes: number) => `Messages are limited to ${bytes} bytes.`,
  'protocol/too-large#matchmaking': (bytes: number) => `A matchmaking request is at most ${bytes} bytes.`,
  'protocol/too-deep': () => 'The message is nested deeper than the server accepts (32 levels).',
  'protocol/too-deep#levels': (levels: number) => `The request is nested more than ${levels} levels deep.`,
  'protocol/rate-limited': () => 'Too many messages: slow down and try again in a moment.',
  'protocol/rate-limited#guesses': () =>
    'Too many wrong seat tokens or invite codes from your address or at this table: try again in a minute.',
  'protocol/rate-limited#tables': (perMinute: number) =>
    `Too many new tables from your address (${perMinute} a minute): try again in a minute.`,
  'protocol/unknown-message': () => 'The server does not know this kind of message.',
  'protocol/unknown-message#api': () => 'No such API endpoint.',
  'auth/no-seat': () => 'Only a seated player may do that; spectators watch.',
  'auth/wrong-seat': () => 'This connection plays another seat.',
  'auth/bad-token': () => 'The seat token is not valid for this table.',
  'auth/invite-required': () => 'This table is private: an invite code is needed.',
  'table/not-found': () => 'There is no such table.',
  'table/seat-taken': () => 'That seat is already taken.',
  'table/no-such-seat': () => 'The table has no such seat.',
  'table/seat-is-bot': () => 'That seat is played by the computer.',
  'table/secret-in-use': () => 'This claim secret already holds another seat: claim with a new secret.',
  'table/secret-in-use#seat': (seat: number) =>
    `This claim secret already holds seat ${seat}: use it as that seat's token, or claim with a new secret.`,
  'table/not-started': () => 'The game starts when every seat is taken.',
  'table/not-finished': () => 'The record is available once the game is over.',
  'table/not-finished#rematch': () => 'A rematch can be asked for once the game is over.',
  'table/started': () => 'The game has begun: a seat can be given up only while the table waits for players.',
  'table/invalid': () => 'The table could not be created with these settings.',
  'table/invalid#detail': (detail: string) => `Invalid table: ${detail}`,
  'table/invalid#level': (game: string, level: string, levels: string) =>
    `${game} has no bot level "${level}" (levels: ${levels}).`,
  'table/unknown-game': () => 'There is no game with this id.',
  'table/unknown-game#id': (game: string) => `There is no game "${game}".`,
  'table/unknown-game#here': (game: string) => `This server does not have the game ${game}.`,
  'table/unavailable': () => 'The table is not available on this server right now; try again.',
  'table/unavailable#closing': () => 'The server is shutting down; try again in a moment.',
  'action/stale': () => 'The game moved on since the state you acted on; here is the current state.',
  'action/stale#own': (stateId: number) =>
    `Your seat acted after state ${stateId}: this was a second action for one decision and was not applied (send the next action once the last one is answered); here is the current state.`,
  'action/malformed': () => 'The action is not valid for this game.',
  'match/over': () => 'The game is over.',
  'server/storage': () => 'The server could not save the action; nothing was changed.',
  'server/error': () => 'The server failed to answer.',
  'server/storage#rematch': () => 'The server could not create the rematch; try again.',
  'server/storage#leave': () => 'The server could not give up the seat; it is still yours: try again.',
  'server/reservation-expired': () =>
    'The seat reserved for this connection expired before it arrived: join again.',
};

export type ProtocolErrorWords = typeof protocolErrorsEn;
export type ProtocolErrorKey = keyof ProtocolErrorWords;
/** A protocol code: a key without its variant. */
export type ProtocolErrorCode = ProtocolErrorKey extends infer K
  ? K extends `${infer C}#${string}`
    ? C
    : K
  : never;

/** A coded error: the protocol's own codes, or a match's or game's rule error codes. */
export interface WireError {
  readonly code: ProtocolErrorCode | (string & {});
  readonly message: string;
  /** How it was worded (core's `WordedDetails`), for a client to word it in its language. */
  readonly details?: JsonValue;
}

/** A protocol error: `protocolError('table/secret-in-use#seat', 2)`. */
export const protocolError: <K extends ProtocolErrorKey>(
  key: K,
  ...args: Parameters<ProtocolErrorWords[K]>
) => WireError = wordedErrors(protocolErrorsEn) as never;

/**
 * A refused join as one line, `key: sentence`, as Colyseus carries it (its matchmaker's error
 * message). The key is the sentence's (`protocol/rate-limited#guesses`), with its arguments as
 * URI-encoded JSON after a `?` when it has any (`table/secret-in-use#seat?%5B2%5D`), so the
 * client words it in its language all the same (`joinErrorOf`); an error worded by no table,
 * by its code.
 */
export function joinErrorText(error: WireError): string {
  const worded = wordedDetails(error as RuleError);
  if (worded === null) return `${error.code}: ${error.message}`;
  const args = worded.args.length === 0 ? '' : `?${encodeURIComponent(JSON.stringify(worded.args))}`;
  return `${worded.words}${args}: ${error.message}`;
}

const JOIN_LINE = /^([a-z]+\/[a-z-]+)(#[a-z-]+)?(?:\?([^\s:]*))?: (.*)$/s;

/** The error a line of `joinErrorText` says; null for any other text (a network failure, say). */
export function joinErrorOf(text: string): WireError | null {
  const m = JOIN_LINE.exec(text);
  if (!m) return null;
  const [, code, variant, encoded, message] = m as unknown as [
    string,
    string,
    string | undefined,
    string | undefined,
    string,
  ];
  if (variant === undefined && encoded === undefined) return { code, message };
  let args: unknown = [];
  try {
    if (encoded !== undefined) args = JSON.parse(decodeURIComponent(encoded));
  } catch {
    args = null;
  }
  // Arguments that do not decode word nothing: the sentence as it came, by its code.
  if (!Array.isArray(args)) return { code, message };
  return { code, message, details: { words: code + (variant ?? ''), args } };
}

/** A rule error as it goes on the wire: its details only when they say how it was worded. */
export function wireError(error: RuleError): WireError {
  const worded = wordedDetails(error);
  return worded === null
    ? { code: error.code, message: error.message }
    : { code: error.code, message: error.message, details: worded as unknown as JsonValue };
}

const explainProtocol = explainWith({ en: protocolErrorsEn, de: deProtocolErrors, ru: ruProtocolErrors });

/**
 * Any error the server sent, in a player's words: the protocol's own (also a join error that
 * arrived as `code: sentence`, without its details), else a match's or the game's rule error,
 * else its message.
 */
export function explainWireError(error: WireError, locale: Locale, game?: AnyGame): string {
  const worded = wordedDetails(error as RuleError);
  const key = worded?.words ?? error.code;
  if (Object.hasOwn(protocolErrorsEn, key) && errorCode(key) === error.code) {
    // Without details (a join error), the message may be more precise than the code's sentence.
    if (worded === null && locale === 'en') return error.message;
    return explainProtocol(
      worded ? (error as RuleError) : { ...error, details: { words: key, args: [] } },
      locale,
    );
  }
  return explainError(game, error as RuleError, locale);
}
