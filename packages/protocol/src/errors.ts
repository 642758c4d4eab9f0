/**
 * Error codes the server sends back, each with a default sentence. Codes are
 * namespaced by where the failure was found (`auth/…`, `action/…`, `table/…`);
 * rule errors from a game keep the game's own codes (`turn/not-your-turn`,
 * `hunt/wall`…) and messages.
 */
export const ERROR_SENTENCES = {
  'protocol/malformed': 'The message does not have the expected shape.',
  'protocol/too-large': 'The message is larger than the server accepts.',
  'protocol/too-deep': 'The message is nested deeper than the server accepts (32 levels).',
  'protocol/rate-limited': 'Too many messages: slow down and try again in a moment.',
  'protocol/unknown-message': 'The server does not know this kind of message.',
  'auth/no-seat': 'Only a seated player may do that; spectators watch.',
  'auth/wrong-seat': 'This connection plays another seat.',
  'auth/bad-token': 'The seat token is not valid for this table.',
  'auth/invite-required': 'This table is private: an invite code is needed.',
  'table/not-found': 'There is no such table.',
  'table/seat-taken': 'That seat is already taken.',
  'table/no-such-seat': 'The table has no such seat.',
  'table/seat-is-bot': 'That seat is played by the computer.',
  'table/secret-in-use': 'This claim secret already holds another seat: claim with a new secret.',
  'table/not-started': 'The game starts when every seat is taken.',
  'table/not-finished': 'The record is available once the game is over.',
  'table/invalid': 'The table could not be created with these settings.',
  'table/unknown-game': 'There is no game with this id.',
  'table/unavailable': 'The table is not available on this server right now; try again.',
  'action/stale': 'The game moved on since the state you acted on; here is the current state.',
  'action/malformed': 'The action is not valid for this game.',
  'match/over': 'The game is over.',
  'server/storage': 'The server could not save the action; nothing was changed.',
  'server/reservation-expired':
    'The seat reserved for this connection expired before it arrived: join again.',
} as const;

export type ProtocolErrorCode = keyof typeof ERROR_SENTENCES;

/** A coded error: the protocol's own codes, or a game's rule error codes. */
export interface WireError {
  readonly code: ProtocolErrorCode | (string & {});
  readonly message: string;
}

export function protocolError(code: ProtocolErrorCode, message?: string): WireError {
  return { code, message: message ?? ERROR_SENTENCES[code] };
}
