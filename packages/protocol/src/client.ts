/**
 * A small typed client for the Daedalus server, for Node and the browser: the
 * HTTP API through `fetch`, table rooms through `@colyseus/sdk`. A table
 * connection keeps the last state id it saw and, when the connection drops,
 * joins again with its seat token and that id, so it receives exactly what it
 * missed.
 */
import { Client, type Room } from '@colyseus/sdk';
import type { JsonValue, MatchRecord } from '@daedalus/core';
import {
  API,
  type CreateTableRequest,
  type CreateTableResponse,
  type FinishedGame,
  type GameInfo,
} from './api.ts';
import { joinErrorOf, type WireError } from './errors.ts';
import {
  type ChatLine,
  CLIENT,
  type JoinOptions,
  ROOM_LOBBY,
  ROOM_TABLE,
  type Role,
  type ServerMessage,
  type ServerMessageOf,
  type Situation,
  type TableInfo,
} from './messages.ts';

/** A failure reported by the server, with its code. */
export class DaedalusError extends Error implements WireError {
  constructor(
    readonly code: string,
    message: string,
    /** How the server worded it, for a client to word it again (`explainWireError`). */
    readonly details?: JsonValue,
  ) {
    super(message);
    this.name = 'DaedalusError';
  }
}

/** A refused join, from the matchmaker's error message (`joinErrorText`): its code and wording. */
export function parseJoinError(error: unknown): DaedalusError {
  const text = error instanceof Error ? error.message : String(error);
  const joined = joinErrorOf(text);
  return joined === null
    ? new DaedalusError('server/unavailable', text)
    : new DaedalusError(joined.code, joined.message, joined.details);
}

/**
 * A fresh claim secret: 18 random bytes, base64url (24 characters). It becomes the
 * seat's token; keep it to send the same claim again if its answer never came.
 */
export function newClaimSecret(): string {
  const bytes = new Uint8Array(18);
  globalThis.crypto.getRandomValues(bytes);
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Join options as callers give them: a claim's secret is made up if missing. */
export type JoinRequest = Omit<JoinOptions, 'claim'> & {
  claim?: { seat: number; name?: string; secret?: string };
};

/** The join options with a claim secret (a new one if the request had none). */
export function withClaimSecret(request: JoinRequest): JoinOptions {
  const { claim, ...rest } = request;
  return claim ? { ...rest, claim: { ...claim, secret: claim.secret ?? newClaimSecret() } } : rest;
}

type Listener<T extends ServerMessage['type']> = (message: ServerMessageOf<T>) => void;

export class DaedalusClient {
  readonly colyseus: Client;
  readonly #base: string;

  constructor(url: string) {
    this.#base = url.replace(/\/+$/, '');
    this.colyseus = new Client(this.#base);
  }

  async #http<T>(path: string, init?: { method?: string; body?: unknown }): Promise<T> {
    const response = await fetch(`${this.#base}${path}`, {
      method: init?.method ?? 'GET',
      ...(init?.body !== undefined
        ? { body: JSON.stringify(init.body), headers: { 'content-type': 'application/json' } }
        : {}),
    });
    const body = (await response.json().catch(() => null)) as unknown;
    if (!response.ok) {
      const error = (body as { error?: WireError } | null)?.error;
      throw new DaedalusError(
        error?.code ?? `http/${response.status}`,
        error?.message ?? response.statusText,
        error?.details,
      );
    }
    return body as T;
  }

  games(): Promise<GameInfo[]> {
    return this.#http<{ games: GameInfo[] }>(API.games).then((r) => r.games);
  }

  createTable(request: CreateTableRequest): Promise<CreateTableResponse> {
    return this.#http(API.tables, { method: 'POST', body: request });
  }

  /** Open public tables (waiting for players or playing). */
  tables(): Promise<TableInfo[]> {
    return this.#http<{ tables: TableInfo[] }>(API.tables).then((r) => r.tables);
  }

  table(id: string, invite?: string): Promise<TableInfo> {
    const q = invite ? `?invite=${encodeURIComponent(invite)}` : '';
    return this.#http<{ table: TableInfo }>(`${API.table(id)}${q}`).then((r) => r.table);
  }

  finished(): Promise<FinishedGame[]> {
    return this.#http<{ games: FinishedGame[] }>(API.finished).then((r) => r.games);
  }

  record(id: string, invite?: string): Promise<MatchRecord> {
    const q = invite ? `?invite=${encodeURIComponent(invite)}` : '';
    return this.#http<MatchRecord>(`${API.record(id)}${q}`);
  }

  /**
   * Joins a table: take a seat (`claim`), resume one (`token`) or watch (`spectate`).
   * A claim without a `secret` gets a new one; give your own (`newClaimSecret()`) to
   * be able to send the same claim again when its answer is lost.
   */
  async join(options: JoinRequest, settings: { autoReconnect?: boolean } = {}): Promise<TableConnection> {
    const connection = new TableConnection(this, withClaimSecret(options), settings.autoReconnect ?? true);
    await connection.connect();
    return connection;
  }

  /** Watches the lobby: `onTables` gets the open public tables now and after each change. */
  async lobby(onTables: (tables: readonly TableInfo[]) => void): Promise<{ leave(): Promise<void> }> {
    const room = await this.colyseus.joinOrCreate(ROOM_LOBBY, {});
    room.reconnection.enabled = false;
    room.onMessage('lobby', (m: ServerMessageOf<'lobby'>) => onTables(m.tables));
    return {
      leave: async () => {
        await room.leave(true);
      },
    };
  }
}

/** One client's place at a table: a seat or a spectator's chair. */
export class TableConnection {
  stateId = 0;
  table: TableInfo | null = null;
  you: Role | null = null;
  situation: Situation | null = null;
  record: MatchRecord | null = null;
  /** What was said at the table, oldest first (the table's latest lines, then each as said). */
  chat: ChatLine[] = [];
  /** Every message received, in order (for tools and tests). */
  readonly received: ServerMessage[] = [];
  #room: Room | null = null;
  #listeners = new Set<(m: ServerMessage) => void>();
  #closed = false;
  #requests = 0;
  /** Actions sent on this connection and not yet answered (`ack` or `error`), by request id. */
  readonly #unanswered = new Set<string>();

  constructor(
    readonly client: DaedalusClient,
    private options: JoinOptions,
    private readonly autoReconnect: boolean,
  ) {}

  get token(): string | null {
    return this.you?.role === 'seat' ? this.you.token : null;
  }

  get seat(): number | null {
    return this.you?.role === 'seat' ? this.you.seat : null;
  }

  get connected(): boolean {
    return this.#room !== null;
  }

  /**
   * Whether an action of this connection is still unanswered. Act once per decision:
   * while a decision's action is on its way, the table may move on with other seats'
   * steps (simultaneous decisions) and the updates still show this seat deciding; an
   * action sent then would be a second one for the same decision, which the server
   * refuses as `action/stale` once the first is applied. Wait for the answer.
   */
  get awaiting(): boolean {
    return this.#unanswered.size > 0;
  }

  async connect(): Promise<void> {
    let room: Room;
    try {
      room = await this.client.colyseus.joinOrCreate(ROOM_TABLE, { ...this.options, acks: 'in-update' });
    } catch (error) {
      throw parseJoinError(error);
    }
    room.reconnection.enabled = false;
    // The server sends `welcome`, then a snapshot or catch-up: joined means both arrived.
    const ready = this.waitFor((m) => m.type === 'snapshot' || m.type === 'catchup', 15_000);
    this.#room = room;
    room.onMessage('*', (_type: string | number, payload: unknown) => this.#receive(payload));
    room.onLeave(() => this.#dropped(room));
    room.onDrop(() => this.#dropped(room));
    room.onError(() => this.#dropped(room));
    await ready;
  }

  #dropped(room: Room): void {
    if (this.#room !== room) return;
    this.#room = null;
    // Answers to actions sent on that connection will not come (a rejoin shows what was applied).
    this.#unanswered.clear();
    if (!this.#closed && this.autoReconnect) void this.#reconnectLoop();
  }

  async #reconnectLoop(): Promise<void> {
    for (let attempt = 0; attempt < 60 && !this.#closed && !this.#room; attempt++) {
      try {
        await this.resume();
        return;
      } catch {
        await new Promise((r) => setTimeout(r, Math.min(2000, 100 * 2 ** attempt)));
      }
    }
  }

  /** Joins again with the seat token (or as spectator) and the last state id seen. */
  async resume(): Promise<void> {
    const base = { tableId: this.options.tableId, since: this.stateId };
    this.options = this.token
      ? { ...base, token: this.token }
      : { ...base, spectate: true, ...(this.options.invite ? { invite: this.options.invite } : {}) };
    await this.connect();
  }

  #receive(payload: unknown): void {
    if (
      payload === null ||
      typeof payload !== 'object' ||
      typeof (payload as { type?: unknown }).type !== 'string'
    )
      return;
    const m = payload as ServerMessage;
    this.received.push(m);
    if (m.stateId > this.stateId) this.stateId = m.stateId;
    if ((m.type === 'ack' || m.type === 'error') && m.requestId !== undefined)
      this.#unanswered.delete(m.requestId);
    switch (m.type) {
      case 'welcome':
        this.you = m.you;
        this.table = m.table;
        break;
      case 'table':
        this.table = m.table;
        // This seat given up (here or on another connection of the same seat): this one watches.
        if (this.seat !== null && m.table.seats[this.seat]?.taken === false) this.you = { role: 'spectator' };
        break;
      case 'snapshot':
      case 'catchup':
        this.situation = m.situation;
        break;
      case 'update':
        this.situation = m.situation;
        break;
      case 'record':
        this.record = m.record;
        break;
      case 'chat':
        this.chat = m.all ? [...m.lines] : [...this.chat, ...m.lines];
        break;
    }
    for (const listener of this.#listeners) listener(m);
    // The answer to this connection's action, carried by the update it brought about: heard
    // as the `ack` it stands for, right after that update, as a separate one would be.
    if (m.type === 'update' && m.ack) this.#receive({ type: 'ack', stateId: m.stateId, ...m.ack });
  }

  /** Calls `listener` with every message from now on; returns what stops it. */
  onMessage(listener: (m: ServerMessage) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  on<T extends ServerMessage['type']>(type: T, listener: Listener<T>): () => void {
    const wrapped = (m: ServerMessage) => {
      if (m.type === type) listener(m as ServerMessageOf<T>);
    };
    this.#listeners.add(wrapped);
    return () => this.#listeners.delete(wrapped);
  }

  /** Resolves with the first message (from now on) that satisfies `test`. */
  waitFor<T extends ServerMessage>(test: (m: ServerMessage) => m is T, timeoutMs?: number): Promise<T>;
  waitFor(test: (m: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  waitFor(test: (m: ServerMessage) => boolean, timeoutMs = 10_000): Promise<ServerMessage> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#listeners.delete(listener);
        reject(new DaedalusError('client/timeout', `No matching message within ${timeoutMs} ms.`));
      }, timeoutMs);
      const listener = (m: ServerMessage) => {
        if (!test(m)) return;
        clearTimeout(timer);
        this.#listeners.delete(listener);
        resolve(m);
      };
      this.#listeners.add(listener);
    });
  }

  /** Sends an action for this seat, stamped with the state id it was chosen on. */
  act(action: JsonValue, options: { requestId?: string; stateId?: number | null } = {}): string {
    const requestId = options.requestId ?? `r${++this.#requests}`;
    const stateId = options.stateId === undefined ? this.stateId : options.stateId;
    this.send(CLIENT.action, {
      action,
      requestId,
      ...(this.seat !== null ? { seat: this.seat } : {}),
      ...(stateId !== null ? { stateId } : {}),
    });
    this.#unanswered.add(requestId);
    return requestId;
  }

  /** Sends an action and waits for its ack (resolves) or error (rejects). */
  async play(action: JsonValue, timeoutMs = 10_000): Promise<number> {
    const ack = await this.#ask('p', (requestId) => this.act(action, { requestId }), timeoutMs);
    return ack.stateId;
  }

  /** Says a line at the table (seated players only); resolves when the table has passed it on. */
  async say(text: string, timeoutMs = 10_000): Promise<void> {
    await this.#ask('c', (requestId) => this.send(CLIENT.chat, { text, requestId }), timeoutMs);
  }

  /**
   * Asks for a rematch of the finished game (seated players only) and resolves with
   * the new table's id: the same one for everyone who asks. Join it with this seat's
   * token to take the same seat there.
   */
  async rematch(timeoutMs = 10_000): Promise<string> {
    await this.#ask('m', (requestId) => this.send(CLIENT.rematch, { requestId }), timeoutMs);
    const id = this.table?.rematch;
    if (!id) throw new DaedalusError('server/unavailable', 'The table named no rematch.');
    return id;
  }

  /**
   * Gives up this seat before the game begins: it is free again, its token opens nothing
   * any more, and this connection watches on as a spectator (also after a reconnect: the
   * table's news of the free seat, which comes before the ack, made it one). Rejects with
   * `table/started` once the game has begun.
   */
  async giveUpSeat(timeoutMs = 10_000): Promise<void> {
    await this.#ask('g', (requestId) => this.send(CLIENT.giveUpSeat, { requestId }), timeoutMs);
  }

  /**
   * Sends a request (`send` with a fresh request id, prefixed `prefix`) and waits for its
   * answer: resolves with the `ack`, rejects with the server's `error` as a `DaedalusError`.
   */
  async #ask(
    prefix: string,
    send: (requestId: string) => void,
    timeoutMs: number,
  ): Promise<ServerMessageOf<'ack'>> {
    const requestId = `${prefix}${++this.#requests}`;
    const answer = this.waitFor(
      (m) => (m.type === 'ack' || m.type === 'error') && m.requestId === requestId,
      timeoutMs,
    );
    send(requestId);
    const m = await answer;
    if (m.type === 'error') throw new DaedalusError(m.error.code, m.error.message, m.error.details);
    return m as ServerMessageOf<'ack'>;
  }

  /** Raw send, for tools (and tests of bad input). */
  send(type: string, payload: unknown): void {
    if (!this.#room) throw new DaedalusError('client/disconnected', 'Not connected to the table.');
    this.#room.send(type, payload);
  }

  /**
   * Closes the socket without leaving the seat, as a network failure would. With
   * `reconnect`, the automatic reconnect (if enabled) brings the seat back.
   */
  drop(options: { reconnect?: boolean } = {}): void {
    const room = this.#room;
    if (!options.reconnect) this.#room = null;
    room?.connection.close(4000, 'dropped');
  }

  async leave(): Promise<void> {
    this.#closed = true;
    const room = this.#room;
    this.#room = null;
    if (room) await room.leave(true).catch(() => undefined);
  }
}
