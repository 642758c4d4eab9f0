/**
 * The matchmaking request — `POST /matchmake/<method>/<room>`, which every join sends
 * before its websocket — answered straight from Node's request.
 *
 * Colyseus 0.18 routes it through its web router: each request is turned into a web
 * `Request` (a `Headers`, a body stream), answered with a web `Response` and copied back
 * into Node's response. When a thousand tables come back after a restart, that
 * conversion was about a tenth of the server's time (docs/performance.md). Here the
 * request goes to the same call, `matchMaker.controller.invokeMethod`, and gets the
 * same answers: the seat reservation as JSON, or the matchmaker's error as
 * `{ code, error }` with its code as the HTTP status, and the same CORS headers.
 * A body that is not JSON, or larger than 64 KB, gets a coded Daedalus error.
 * Anything else (other paths and methods, the CORS preflight) goes on to Colyseus and
 * the HTTP API as before.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createAuthContext, matchMaker, type Transport } from '@colyseus/core';
import { joinErrorText, protocolError, type WireError } from '@daedalus/protocol';

/** The largest matchmaking body read (join options are a few hundred bytes). */
export const MATCHMAKING_MAX_BYTES = 64 * 1024;

const ROUTE = /^\/matchmake\/(\w+)\/([\w-]+)$/;

/** Puts the matchmaking answer in front of the server's other request listeners. */
export function answerMatchmaking(server: Server, transport: Transport): void {
  const others = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const route = req.method === 'POST' ? ROUTE.exec(pathOf(req.url)) : null;
    if (route) void matchmake(req, res, transport, route[1]!, route[2]!);
    else for (const listener of others) listener.call(server, req, res);
  });
}

const pathOf = (url = '/'): string => {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
};

async function matchmake(
  req: IncomingMessage,
  res: ServerResponse,
  transport: Transport,
  method: string,
  roomName: string,
): Promise<void> {
  // Node's header values are strings (arrays only for headers a request does not send).
  const headers = new Headers(req.headers as Record<string, string>);
  const cors = {
    ...matchMaker.controller.DEFAULT_CORS_HEADERS,
    ...matchMaker.controller.getCorsHeaders(headers),
  };
  const answer = (status: number, body: unknown) => {
    if (res.headersSent || res.destroyed) return;
    const json = JSON.stringify(body);
    res.writeHead(status, {
      ...cors,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(json),
    });
    res.end(json);
  };
  const refuse = (status: number, error: WireError) =>
    answer(status, { code: status, error: joinErrorText(error) });

  const body = await readJson(req);
  if (body === TOO_LARGE)
    return refuse(413, protocolError('protocol/too-large#matchmaking', MATCHMAKING_MAX_BYTES));
  if (body === NOT_JSON) return refuse(400, protocolError('protocol/malformed#object'));
  if (matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN)
    return refuse(503, protocolError('table/unavailable#closing'));
  try {
    const reservation = (await matchMaker.controller.invokeMethod(
      method,
      roomName,
      body,
      createAuthContext({ headers, remoteAddress: req.socket.remoteAddress, req }),
    )) as unknown as Record<string, unknown>;
    if (transport.protocol !== undefined) reservation.protocol = transport.protocol;
    if (transport.fingerprint !== undefined) reservation.fingerprint = transport.fingerprint;
    answer(200, reservation);
  } catch (error) {
    // The matchmaker's errors carry their code (Colyseus's 52x, a room's own status).
    const { code, message } = error as { code?: unknown; message?: unknown };
    const status =
      typeof code === 'number' && Number.isInteger(code) && code >= 400 && code < 600 ? code : 500;
    answer(status, { code: status, error: String(message) });
  }
}

const TOO_LARGE = Symbol('too large');
const NOT_JSON = Symbol('not JSON');

/** The request's body as a JSON object (an empty body is `{}`), read up to the limit. */
function readJson(
  req: IncomingMessage,
): Promise<Record<string, unknown> | typeof TOO_LARGE | typeof NOT_JSON> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MATCHMAKING_MAX_BYTES) {
        resolve(TOO_LARGE);
        req.removeAllListeners('data');
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', () => resolve(NOT_JSON));
    req.on('end', () => {
      if (size > MATCHMAKING_MAX_BYTES) return;
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') return resolve({});
      try {
        const value: unknown = JSON.parse(text);
        resolve(
          value !== null && typeof value === 'object' && !Array.isArray(value)
            ? (value as Record<string, unknown>)
            : NOT_JSON,
        );
      } catch {
        resolve(NOT_JSON);
      }
    });
  });
}
