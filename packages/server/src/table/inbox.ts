/**
 * What a connection sends to a table, checked before it reaches the game: the
 * connection's rate limit, the size limit, the message's type and shape. A bad
 * message is answered with a coded error and never closes the connection or
 * changes the table.
 */
import type { JsonValue, Seat } from '@daedalus/core';
import {
  actionMessageSchema,
  CLIENT,
  chatMessageSchema,
  giveUpSeatMessageSchema,
  LIMITS,
  nestedDeeperThan,
  protocolError,
  rematchMessageSchema,
  syncMessageSchema,
  type WireError,
} from '@daedalus/protocol';
import type { Limits } from '../context.ts';
import type { TokenBucket } from '../rate-limit.ts';

export type ClientRequest =
  | { readonly type: 'sync'; readonly since: number }
  | { readonly type: 'chat'; readonly text: string }
  | { readonly type: 'rematch' }
  | { readonly type: 'giveUpSeat' }
  | {
      readonly type: 'action';
      readonly action: JsonValue;
      readonly seat?: Seat | undefined;
      readonly stateId?: number | undefined;
    };

export type Received = { readonly requestId?: string | undefined } & (
  | { readonly ok: true; readonly request: ClientRequest }
  | { readonly ok: false; readonly error: WireError }
);

export type MessageLimits = Pick<Limits, 'maxMessageBytes'>;

/** The `requestId` a message carries (cut to 64 characters), echoed even when the message is refused. */
function requestIdOf(payload: unknown): string | undefined {
  if (payload === null || typeof payload !== 'object') return undefined;
  const id = (payload as { requestId?: unknown }).requestId;
  return typeof id === 'string' ? id.slice(0, 64) : undefined;
}

export function receive(type: string, payload: unknown, limits: MessageLimits, rate: TokenBucket): Received {
  const requestId = requestIdOf(payload);
  const refuse = (error: WireError): Received => ({ ok: false, error, requestId });
  if (!rate.take()) return refuse(protocolError('protocol/rate-limited'));
  if (nestedDeeperThan(payload, LIMITS.maxDepth)) return refuse(protocolError('protocol/too-deep'));
  let size: number;
  try {
    size = Buffer.byteLength(JSON.stringify(payload ?? null));
  } catch {
    return refuse(protocolError('protocol/malformed'));
  }
  if (size > limits.maxMessageBytes)
    return refuse(protocolError('protocol/too-large#bytes', limits.maxMessageBytes));
  if (type === CLIENT.sync) {
    const sync = syncMessageSchema.safeParse(payload);
    if (!sync.success) return refuse(protocolError('protocol/malformed'));
    return { ok: true, request: { type: 'sync', since: sync.data.since }, requestId };
  }
  if (type === CLIENT.chat) {
    const chat = chatMessageSchema.safeParse(payload);
    if (!chat.success) return refuse(protocolError('protocol/malformed#chat', LIMITS.maxChatLength));
    return { ok: true, request: { type: 'chat', text: chat.data.text }, requestId };
  }
  if (type === CLIENT.rematch) {
    if (!rematchMessageSchema.safeParse(payload).success) return refuse(protocolError('protocol/malformed'));
    return { ok: true, request: { type: 'rematch' }, requestId };
  }
  if (type === CLIENT.giveUpSeat) {
    if (!giveUpSeatMessageSchema.safeParse(payload).success)
      return refuse(protocolError('protocol/malformed'));
    return { ok: true, request: { type: 'giveUpSeat' }, requestId };
  }
  if (type !== CLIENT.action) return refuse(protocolError('protocol/unknown-message'));
  const message = actionMessageSchema.safeParse(payload);
  if (!message.success) return refuse(protocolError('protocol/malformed'));
  const { action, seat, stateId } = message.data;
  return { ok: true, request: { type: 'action', action: action as JsonValue, seat, stateId }, requestId };
}
