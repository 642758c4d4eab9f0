/**
 * The websocket transport: Colyseus's, with one answer of its own. A connection whose
 * seat reservation is gone (it came after the reservation expired, or its room
 * closed meanwhile) is refused by Colyseus with a bare "seat reservation expired.";
 * here it gets the same refusal as `server/reservation-expired: sentence`, which every
 * Daedalus client reads as a coded error (`parseJoinError`).
 */
import type { IncomingMessage } from 'node:http';
import { CloseCode, ErrorCode, matchMaker } from '@colyseus/core';
import { WebSocketClient, WebSocketTransport } from '@colyseus/ws-transport';
import { joinErrorText, protocolError } from '@daedalus/protocol';

type RawClient = ConstructorParameters<typeof WebSocketClient>[1];

export class DaedalusTransport extends WebSocketTransport {
  protected override async onConnection(
    rawClient: RawClient,
    req: IncomingMessage,
    upgrade?: { url: URL } & Record<string, unknown>,
  ): Promise<void> {
    // The same reading of the address as Colyseus's, and the same test of the seat.
    const url = upgrade?.url ?? new URL(req.url ?? '/', 'http://localhost');
    const sessionId = url.searchParams.get('sessionId');
    const roomId = /\/[a-zA-Z0-9_-]+\/([a-zA-Z0-9_-]+)$/.exec(url.pathname)?.[1];
    const reconnectionToken = url.searchParams.get('reconnectionToken') ?? undefined;
    if (sessionId && roomId) {
      const room = matchMaker.getLocalRoomById(roomId);
      if (!room?.hasReservedSeat(sessionId, reconnectionToken)) {
        rawClient.on('error', () => undefined);
        new WebSocketClient(sessionId, rawClient).error(
          ErrorCode.MATCHMAKE_EXPIRED,
          joinErrorText(protocolError('server/reservation-expired')),
          () => rawClient.close(CloseCode.WITH_ERROR),
        );
        return;
      }
    }
    return super.onConnection(rawClient as never, req, upgrade as never);
  }
}
