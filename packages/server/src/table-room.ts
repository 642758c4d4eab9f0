/**
 * One Colyseus room per table: the transport of a `TableMaster` (table/master.ts),
 * which does everything that happens at the table. The room turns joins, leaves
 * and messages into master calls and the master's messages into client sends;
 * clients receive messages, never Colyseus schema state. What is Colyseus's own
 * stays here: the room's id and lifetime and join refusals as `ServerError`s.
 * That a table has one room, on whichever process, is settled before a room starts
 * (see cluster.ts): the server calls `activate` once Colyseus has registered it.
 */
import {
  type Client,
  type IRoomCache,
  matchMaker,
  Protocol,
  Room,
  RoomInternalState,
  ServerError,
} from '@colyseus/core';
import { joinErrorText, LIMITS, protocolError, type WireError } from '@daedalus/protocol';
import { type LocalTableRoom, localTableRoom } from './cluster.ts';
import { context } from './context.ts';
import { frameShape } from './table/frames.ts';
import { type TableHost, TableMaster } from './table/master.ts';

/**
 * Join failures carry `code: sentence`, which the client helper parses back; the
 * matchmaker answers them with an HTTP status.
 */
function joinError(error: WireError): ServerError {
  const { code } = error;
  const status = code.startsWith('auth/')
    ? 403
    : code === 'protocol/rate-limited'
      ? 429
      : code === 'table/not-found'
        ? 404
        : code === 'table/seat-taken'
          ? 409
          : 400;
  return new ServerError(status, joinErrorText(error));
}

/**
 * The network address of a client's socket (as for HTTP: the peer, not a forwarded-for
 * header a client could make up), for the limits on guessing secrets.
 */
function addressOf(client: Client): string {
  const socket = (client.ref as { _socket?: { remoteAddress?: string } } | undefined)?._socket;
  return socket?.remoteAddress ?? 'unknown';
}

/** How long a new room of a table waits for the process's closing one to be gone (ms). */
const CLOSING_WAIT_MS = 10_000;

/**
 * One room per table on a process: Colyseus keeps its rooms by id (the table's), and a room
 * that closes forgets its id's entry and channel, whichever room holds them then. So a room
 * asked for a table whose room is closing here waits until it is gone; one that runs here,
 * unlisted (a health check took this process for dead), is listed again instead.
 */
async function oneRoomHere(tableId: string): Promise<void> {
  const end = Date.now() + CLOSING_WAIT_MS;
  for (let here = localTableRoom(tableId); here; here = localTableRoom(tableId)) {
    const listing = here.listing;
    if (listing) {
      await matchMaker.driver.persist(listing);
      throw new ServerError(409, `table/open-here: the room of table ${tableId} runs on this process`);
    }
    if (Date.now() > end)
      throw new ServerError(503, `table/unavailable: the room of table ${tableId} is still closing`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Colyseus's patch timer of a table room: once a minute (see `onCreate`). */
const PATCH_RATE_MS = 60_000;

export class TableRoom extends Room implements LocalTableRoom {
  #master!: TableMaster;

  readonly #host: TableHost = {
    send: (id, message) => this.clients.getById(id)?.send(message.type, message),
    keepAlive: (alive) => {
      this.autoDispose = !alive;
      if (!alive && this.clients.length === 0) void this.disconnect();
    },
    // After the master has answered the player (its error goes out first).
    close: () => setTimeout(() => void this.#retire(), 0),
  };

  override async onCreate(options: { tableId?: unknown }): Promise<void> {
    // A table room has no schema state to patch: Colyseus's patch timer (20 a second a
    // room by default, 20,000 timer calls a second at 1,000 tables) would only tick its
    // clock, which the room does not use. (`null` would tick it 60 times a second.)
    this.setPatchRate(PATCH_RATE_MS);
    const tableId = typeof options.tableId === 'string' ? options.tableId : '';
    this.roomId = tableId;
    await oneRoomHere(tableId);
    const opened = await TableMaster.open(context(), this.#host, tableId);
    if (!opened.ok) throw joinError(opened.error);
    this.#master = opened.value;
    this.autoDispose = this.#master.status !== 'playing';
    const reservation = context().seatReservationSeconds;
    if (reservation !== undefined) this.seatReservationTimeout = reservation;
    this.onMessage('*', (client: Client, type: string | number, payload: unknown) => {
      void this.#master.receive(client.sessionId, String(type), payload);
    });
    this.#screenFrames();
  }

  /**
   * Looks at each data frame before Colyseus decodes it: one nested too deep for its
   * decoder (or not msgpack) would close the connection there; here it gets a coded
   * error and the connection stays. (Colyseus binds `_onMessage` to each client as it
   * joins, so the screen is in place before the first join.)
   */
  #screenFrames(): void {
    const self = this as unknown as { _onMessage: (client: Client, buffer: Uint8Array) => void };
    const decode = self._onMessage;
    self._onMessage = (client: Client, buffer: Uint8Array) => {
      if (buffer && buffer.length > 1 && (buffer[0]! & 0x1f) === Protocol.ROOM_DATA) {
        // The message type (a msgpack string) and the payload: one level for the payload itself.
        const shape = frameShape(buffer, 1, LIMITS.maxDepth + 1);
        if (shape !== 'ok') {
          this.#master.refuseFrame(
            client.sessionId,
            protocolError(shape === 'too-deep' ? 'protocol/too-deep' : 'protocol/malformed'),
          );
          return;
        }
      }
      decode.call(this, client, buffer);
    };
  }

  /** Colyseus registered this room as the table's: its clocks and bots start. */
  activate(): void {
    this.#master.activate();
  }

  get listing(): IRoomCache | undefined {
    // (Colyseus's own fields, private in its types.)
    const own = this as unknown as { _internalState: RoomInternalState; _listing: IRoomCache };
    return own._internalState === RoomInternalState.CREATED ? own._listing : undefined;
  }

  stepDown(reason: string): void {
    context().log(`table ${this.#master.tableId}: ${reason}`);
    this.#master.close();
    void this.disconnect();
  }

  /**
   * Closes the room after its table could not store a change: clients rejoin a room that
   * rebuilds the table from storage. When that is because another room of the table wrote
   * first (this process was taken for dead, see cluster.ts), that room's listing stays: a
   * listing is removed only by its own process.
   */
  async #retire(): Promise<void> {
    let listing: { processId: string } | undefined;
    try {
      // (The local driver answers with a thenable that has no `catch`.)
      listing = await matchMaker.driver.findOne({ roomId: this.roomId });
    } catch {
      listing = undefined;
    }
    if (listing && listing.processId !== matchMaker.processId)
      context().log(`table ${this.#master.tableId}: its room runs on ${listing.processId} now`);
    await this.disconnect();
  }

  override async onJoin(client: Client, options: unknown): Promise<void> {
    const joined = await this.#master.join(client.sessionId, options, addressOf(client));
    if (!joined.ok) throw joinError(joined.error);
  }

  override onLeave(client: Client): void {
    this.#master.leave(client.sessionId);
  }

  override onDispose(): void {
    this.#master?.dispose();
  }
}
