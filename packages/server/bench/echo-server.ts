/**
 * The transport's ceiling for the load benchmark: a bare Colyseus room on the same
 * websocket transport, which sends every message straight back to its sender. No
 * storage, no rules, no views: what is left is Colyseus, msgpack and the sockets.
 * Started by server-bench.ts as a process of its own, like the Daedalus server.
 *
 *   PORT=… tsx bench/echo-server.ts      (prints "echo ready" once listening)
 */
import { type Client, Room, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';

class EchoRoom extends Room {
  override maxClients = 2;

  override onCreate(): void {
    this.onMessage('*', (client: Client, type: string | number, payload: unknown) => {
      client.send(type, payload);
    });
  }
}

const server = new Server({ transport: new WebSocketTransport(), greet: false, gracefullyShutdown: false });
server.define('echo', EchoRoom);
await server.listen(Number(process.env.PORT ?? 2568), '127.0.0.1');
console.log('echo ready');
