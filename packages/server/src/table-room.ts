/**
 * One Colyseus room per table: the transport of a `TableMaster` (table/master.ts),
 * which does everything that happens at the table. The room turns joins, leaves
 * and messages into master calls and the master's messages into client sends;
 * clients receive messages, never Colyseus schema state. What is Colyseus's own
 * stays here: the room's id and lifetime, join refusals as `ServerError`s, and
 * the check that this is the table's only room when several processes run.
 */
import { type Client, matchMaker, Room, ServerError } from '@colyseus/core';
import type { WireError } from '@daedalus/protocol';
import { context } from './context.ts';
import { type TableHost, TableMaster } from './table/master.ts';

/**
 * Join failures carry `code: sentence`, which the client helper parses back; the
 * matchmaker answers them with an HTTP status.
 */
function joinError(error: WireError): ServerError {
  const { code } = error;
  const status = code.startsWith('auth/')
    ? 403
    : code === 'table/not-found'
      ? 404
      : code === 'table/seat-taken'
        ? 409
        : 400;
  return new ServerError(status, `${code}: ${error.message}`);
}

export class TableRoom extends Room {
  #master!: TableMaster;

  readonly #host: TableHost = {
    send: (id, message) => this.clients.getById(id)?.send(message.type, message),
    keepAlive: (alive) => {
      this.autoDispose = !alive;
      if (!alive && this.clients.length === 0) void this.disconnect();
    },
    // After the master has answered the player (its error goes out first).
    close: () => setTimeout(() => void this.disconnect(), 0),
  };

  override async onCreate(options: { tableId?: unknown }): Promise<void> {
    const tableId = typeof options.tableId === 'string' ? options.tableId : '';
    this.roomId = tableId;
    const opened = await TableMaster.open(context(), this.#host, tableId);
    if (!opened.ok) throw joinError(opened.error);
    this.#master = opened.value;
    this.autoDispose = this.#master.status !== 'playing';
    this.onMessage('*', (client: Client, type: string | number, payload: unknown) => {
      void this.#master.receive(client.sessionId, String(type), payload);
    });
    // Timers and bots start only once this room is the table's registered room
    // (a duplicate created by a race is discarded before that).
    setTimeout(() => void this.#activate(), 0);
  }

  async #activate(): Promise<void> {
    const master = this.#master;
    if (master.closing || matchMaker.getLocalRoomById(this.roomId) !== this) return;
    // With several processes, a race may have created this table's room twice:
    // the one the shared room listing names wins; the other closes.
    const listing = await matchMaker.driver.findOne({ roomId: this.roomId });
    if (listing && listing.processId !== matchMaker.processId) {
      context().log(
        `table ${master.tableId}: duplicate room closed (the table runs on ${listing.processId})`,
      );
      master.close();
      void this.disconnect();
      return;
    }
    master.activate();
  }

  override async onJoin(client: Client, options: unknown): Promise<void> {
    const joined = await this.#master.join(client.sessionId, options);
    if (!joined.ok) throw joinError(joined.error);
  }

  override onLeave(client: Client): void {
    this.#master.leave(client.sessionId);
  }

  override onDispose(): void {
    this.#master?.dispose();
  }
}
