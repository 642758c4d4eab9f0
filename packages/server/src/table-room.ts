/**
 * One Colyseus room per table, generic over any game. The room is the table's
 * only writer: joins, actions, bot decisions and clock timeouts all pass through
 * one queue, and each change is written to storage before anyone hears of it.
 * Clients receive messages, never Colyseus schema state: each seat gets only
 * its own view and the events it may see, spectators the spectator view.
 */
import { type Client, matchMaker, Room, ServerError } from '@colyseus/core';
import {
  type Actor,
  type AnyGame,
  eventsFor,
  type GameEvent,
  isActor,
  type JsonValue,
  Match,
  type Outcome,
  type Seat,
  SPECTATOR,
  type Viewer,
} from '@daedalus/core';
import {
  actionMessageSchema,
  CLIENT,
  joinOptionsSchema,
  PROTOCOL_VERSION,
  type ProtocolErrorCode,
  protocolError,
  type Role,
  type ServerMessage,
  type Situation,
  syncMessageSchema,
  type WireError,
} from '@daedalus/protocol';
import type { BotDecisionRequest } from './bots/pool.ts';
import type { BotObservation } from './bots/protocol.ts';
import type { Timer } from './clock.ts';
import { context, type ServerContext } from './context.ts';
import { Ledger, type Step } from './ledger.ts';
import { TokenBucket } from './rate-limit.ts';
import type { LogEntry, SeatRow, TableRow, TableStatus } from './storage/store.ts';
import { seatInfos, tableInfo } from './table-info.ts';
import { hashToken, inviteMatches, newToken, tokenMatches } from './tokens.ts';

type MutableSeat = { -readonly [K in keyof SeatRow]: SeatRow[K] };

interface ClientData {
  seat: Seat | null;
  left?: boolean;
  /** Messages this connection may still send (`protocol/rate-limited` beyond). */
  rate: TokenBucket;
}

/**
 * Join failures carry `code: sentence`, which the client helper parses back; the
 * matchmaker answers them with an HTTP status.
 */
function joinError(code: ProtocolErrorCode, message?: string): ServerError {
  const e = protocolError(code, message);
  const status = code.startsWith('auth/')
    ? 403
    : code === 'table/not-found'
      ? 404
      : code === 'table/seat-taken'
        ? 409
        : 400;
  return new ServerError(status, `${e.code}: ${e.message}`);
}

export class TableRoom extends Room {
  #ctx!: ServerContext;
  #game!: AnyGame;
  #table!: TableRow;
  #seats: MutableSeat[] = [];
  #ledger: Ledger | null = null;
  #stateId = 0;
  /** Events of each step since this room loaded the table (for catch-up). */
  #history: { stateId: number; seat: Seat; events: readonly GameEvent[] }[] = [];
  #historyFrom = 0;
  /** When each current actor's clock started. */
  #actorSince = new Map<Seat, number>();
  /** What the bot seats were shown, kept from the rebuild (or the start) until the bots are created. */
  #shown: BotMemory | null = null;
  /** A log replay shared by the bots created together in a new worker (see `#recall`). */
  #recalled: BotMemory | null = null;
  /** The actors the clocks were last set for (with their `decision` keys). */
  #clockActors: readonly Actor[] = [];
  #timers = new Map<Seat, Timer>();
  #botsAsked = new Set<Seat>();
  #queue: Promise<unknown> = Promise.resolve();
  #active = false;
  #closing = false;

  override async onCreate(options: { tableId?: unknown }): Promise<void> {
    const tableId = typeof options.tableId === 'string' ? options.tableId : '';
    this.#ctx = context();
    this.roomId = tableId;
    const stored = tableId ? await this.#ctx.store.getTable(tableId) : null;
    if (!stored) throw joinError('table/not-found');
    const game = this.#ctx.findGame(stored.table.game);
    if (!game)
      throw joinError('table/unknown-game', `This server does not have the game ${stored.table.game}.`);
    this.#game = game;
    this.#table = stored.table;
    this.#seats = stored.seats.map((s) => ({ ...s }));
    const entries = await this.#ctx.store.loadLog(tableId);
    this.#stateId = entries.length > 0 ? entries[entries.length - 1]!.seq : 0;
    this.#historyFrom = this.#stateId;
    if (this.#table.status !== 'waiting') this.#rebuild(entries);
    this.autoDispose = this.#table.status !== 'playing';
    this.onMessage('*', (client: Client, type: string | number, payload: unknown) => {
      this.#onMessage(client, String(type), payload);
    });
    // Timers and bots start only once this room is the table's registered room
    // (a duplicate created by a race is discarded before that).
    setTimeout(() => void this.#activate(), 0);
  }

  /**
   * Replays the stored game steps (hash-checked) once, and from that one replay restores
   * the clocks' start times and what each computer player has been shown (for its bot).
   */
  #rebuild(entries: readonly LogEntry[]): void {
    const steps = entries.filter((e) => e.kind !== 'claim');
    const startedAt = this.#startedAt(entries);
    const clocked = this.#table.moveSeconds !== null || this.#game.decisionSeconds !== undefined;
    const botSeats = this.#table.status === 'playing' ? this.#botSeats() : [];
    const rebuilt = Ledger.rebuild(
      this.#game,
      this.#ledgerInit(),
      steps.map((e) => ({
        seat: e.seat,
        kind: e.kind === 'timeout' ? 'timeout' : 'action',
        action: e.action,
        hash: e.hash,
      })),
      this.#table.outcome ?? { over: false },
      {
        start: (match) => {
          if (clocked) this.#resetSince(match.actors(), startedAt);
          if (botSeats.length > 0) this.#remember(match, botSeats);
        },
        step: (i, match, step) => {
          const e = steps[i - 1]!;
          if (clocked) this.#updateSince(match.actors(), e.seat, e.at);
          this.#shown?.add(match.state, step.events);
        },
      },
    );
    if (!rebuilt.ok) throw new Error(`Table ${this.#table.id} cannot be rebuilt: ${rebuilt.error.message}`);
    this.#ledger = rebuilt.value;
    if (!clocked) this.#resetSince(this.#ledger.actors(), startedAt);
  }

  #startedAt(entries: readonly LogEntry[]): number {
    const claims = entries.filter((e) => e.kind === 'claim');
    return claims.length > 0 ? claims[claims.length - 1]!.at : this.#table.createdAt;
  }

  #ledgerInit() {
    const seats = seatInfos(this.#seats);
    return { options: this.#table.options, players: this.#table.players, seed: this.#table.seed, seats };
  }

  #resetSince(actors: readonly Actor[], at: number): void {
    this.#actorSince.clear();
    this.#clockActors = actors;
    for (const a of actors) this.#actorSince.set(a.seat, at);
  }

  /**
   * A seat's clock restarts when it becomes an actor, and after each of its own actions —
   * unless the game groups actions into one decision (`Actor.decision`, e.g. a Labyrinth
   * turn with its status queries) and that decision goes on.
   */
  #updateSince(after: readonly Actor[], mover: Seat, at: number): void {
    const before = this.#clockActors;
    const next = new Map<Seat, number>();
    for (const a of after) {
      const was = before.find((b) => b.seat === a.seat);
      const goesOn =
        was !== undefined && (a.seat !== mover || (a.decision !== undefined && a.decision === was.decision));
      next.set(a.seat, goesOn ? (this.#actorSince.get(a.seat) ?? at) : at);
    }
    this.#actorSince = next;
    this.#clockActors = after;
  }

  async #activate(): Promise<void> {
    if (this.#closing || matchMaker.getLocalRoomById(this.roomId) !== this) return;
    // With several processes, a race may have created this table's room twice:
    // the one the shared room listing names wins; the other closes.
    const listing = await matchMaker.driver.findOne({ roomId: this.roomId });
    if (listing && listing.processId !== matchMaker.processId) {
      this.#ctx.log(
        `table ${this.#table.id}: duplicate room closed (the table runs on ${listing.processId})`,
      );
      this.#closing = true;
      void this.disconnect();
      return;
    }
    if (this.#closing) return;
    this.#active = true;
    if (this.#ledger && !this.#ledger.outcome().over) {
      this.#createBots();
      this.#armClocks();
      this.#driveBots();
    }
  }

  // ---- joining ------------------------------------------------------------

  override async onJoin(client: Client, raw: unknown): Promise<void> {
    const parsed = joinOptionsSchema.safeParse(raw);
    if (!parsed.success)
      throw joinError('protocol/malformed', 'Join options: give exactly one of token, claim or spectate.');
    const options = parsed.data;
    let since = options.since;
    const data: ClientData = {
      seat: null,
      rate: new TokenBucket(this.#ctx.limits.rate),
    };
    client.userData = data;
    let role: Role;
    if (options.token !== undefined) {
      const token = options.token;
      const seat = this.#seats.find((s) => s.kind === 'human' && tokenMatches(token, s.tokenHash));
      if (!seat) throw joinError('auth/bad-token');
      data.seat = seat.seat;
      role = { role: 'seat', seat: seat.seat, token };
    } else if (options.claim !== undefined) {
      if (!inviteMatches(options.invite, this.#table.invite)) throw joinError('auth/invite-required');
      const claim = options.claim;
      const claimed = await this.#enqueue(() => this.#claim(claim.seat, claim.name, client));
      data.seat = claim.seat;
      role = { role: 'seat', seat: claim.seat, token: claimed.token };
      // The claim that starts the game: a catch-up from just before it brings what setup told.
      if (claimed.started) since = claimed.stateId - 1;
    } else {
      if (!inviteMatches(options.invite, this.#table.invite)) throw joinError('auth/invite-required');
      role = { role: 'spectator' };
    }
    this.#send(client, {
      type: 'welcome',
      stateId: this.#stateId,
      protocol: PROTOCOL_VERSION,
      you: role,
      table: this.#info(),
    });
    this.#sendSituation(client, since);
    if (this.#ledger?.outcome().over) this.#send(client, this.#recordMessage());
    if (data.seat !== null) this.#broadcastTable(client);
  }

  override onLeave(client: Client): void {
    const data = client.userData as ClientData | undefined;
    if (!data) return;
    data.left = true;
    if (data.seat !== null) this.#broadcastTable();
  }

  override onDispose(): void {
    this.#closing = true;
    for (const t of this.#timers.values()) t.cancel();
    this.#timers.clear();
    if (this.#active)
      for (const s of this.#seats) if (s.kind === 'bot') this.#ctx.bots.dispose(this.#botId(s.seat));
  }

  /** Takes a free seat for a person; the last free seat starts the game. */
  async #claim(
    seat: Seat,
    name: string,
    joining: Client,
  ): Promise<{ token: string; started: boolean; stateId: number }> {
    const row = this.#seats.find((s) => s.seat === seat);
    if (!row) throw joinError('table/no-such-seat');
    if (row.kind === 'bot') throw joinError('table/seat-is-bot');
    if (row.tokenHash !== null) throw joinError('table/seat-taken');
    const token = newToken();
    const tokenHash = hashToken(token);
    const at = this.#ctx.clock.now();
    const allTaken = this.#seats.every((s) => s.seat === seat || s.kind === 'bot' || s.tokenHash !== null);
    const status: TableStatus = allTaken ? 'playing' : 'waiting';
    const entry: LogEntry = {
      seq: this.#stateId + 1,
      kind: 'claim',
      seat,
      action: null,
      hash: null,
      source: 'human',
      at,
    };
    const ok = await this.#ctx.store.claimSeat(this.#table.id, seat, name, tokenHash, entry, {
      status,
      outcome: null,
    });
    if (!ok) throw joinError('table/seat-taken');
    row.name = name;
    row.tokenHash = tokenHash;
    this.#stateId = entry.seq;
    this.#table = { ...this.#table, status, stateId: entry.seq, updatedAt: at };
    if (allTaken) this.#start(at);
    // The starting claim carries what setup told (e.g. Shifting Maze's first Maze Event).
    const opening = allTaken ? (this.#ledger?.match.opening ?? []) : [];
    this.#history.push({ stateId: entry.seq, seat, events: opening });
    this.#ctx.notifyLobby();
    // Everyone already here learns of the new seat (and, if it started, the game and
    // what setup told them); the joining client hears it all after its welcome.
    for (const c of this.clients) {
      if (c === joining) continue;
      this.#send(c, { type: 'table', stateId: this.#stateId, table: this.#info() });
      if (allTaken) {
        const viewer = this.#viewer(c);
        this.#send(c, {
          type: 'update',
          stateId: this.#stateId,
          events: eventsFor(opening, viewer) as unknown as JsonValue[],
          situation: this.#situation(viewer),
        });
      }
    }
    return { token, started: allTaken, stateId: entry.seq };
  }

  #start(at: number): void {
    const created = Ledger.create(this.#game, this.#ledgerInit());
    if (!created.ok) throw new Error(`Table ${this.#table.id} cannot start: ${created.error.message}`);
    this.#ledger = created.value;
    this.autoDispose = false;
    this.#resetSince(this.#ledger.actors(), at);
    const bots = this.#botSeats();
    if (bots.length > 0) this.#remember(this.#ledger.match, bots);
    if (this.#active) {
      this.#createBots();
      this.#armClocks();
      this.#driveBots();
    }
  }

  // ---- messages -----------------------------------------------------------

  #onMessage(client: Client, type: string, payload: unknown): boolean {
    const data = client.userData as ClientData | undefined;
    if (!data) return false;
    const requestId =
      payload !== null &&
      typeof payload === 'object' &&
      typeof (payload as { requestId?: unknown }).requestId === 'string'
        ? ((payload as { requestId: string }).requestId.slice(0, 64) as string)
        : undefined;
    const reject = (error: WireError): false => {
      this.#sendError(client, error, requestId);
      return false;
    };
    if (!data.rate.take()) return reject(protocolError('protocol/rate-limited'));
    let size: number;
    try {
      size = Buffer.byteLength(JSON.stringify(payload ?? null));
    } catch {
      return reject(protocolError('protocol/malformed'));
    }
    if (size > this.#ctx.limits.maxMessageBytes)
      return reject(
        protocolError(
          'protocol/too-large',
          `Messages are limited to ${this.#ctx.limits.maxMessageBytes} bytes.`,
        ),
      );
    if (type === CLIENT.sync) {
      const sync = syncMessageSchema.safeParse(payload);
      if (!sync.success) return reject(protocolError('protocol/malformed'));
      this.#sendSituation(client, sync.data.since);
      return true;
    }
    if (type !== CLIENT.action) return reject(protocolError('protocol/unknown-message'));
    const message = actionMessageSchema.safeParse(payload);
    if (!message.success) return reject(protocolError('protocol/malformed'));
    if (data.seat === null) return reject(protocolError('auth/no-seat'));
    if (message.data.seat !== undefined && message.data.seat !== data.seat)
      return reject(protocolError('auth/wrong-seat'));
    const seat = data.seat;
    const { action, stateId } = message.data;
    void this.#enqueue(async () => {
      if (this.#closing) return reject(protocolError('table/unavailable'));
      if (!this.#ledger) return reject(protocolError('table/not-started'));
      if (stateId !== undefined && this.#isStale(seat, stateId)) {
        reject(protocolError('action/stale'));
        this.#sendSituation(client, stateId);
        return;
      }
      const step = this.#ledger.play(seat, action);
      if (!step.ok) return reject({ code: step.error.code, message: step.error.message });
      const committed = await this.#commit(seat, step.value, 'human');
      if (!committed) return reject(protocolError('server/storage'));
      this.#send(client, { type: 'ack', stateId: this.#stateId, ...(requestId ? { requestId } : {}) });
    }).catch((error) => this.#ctx.log(`table ${this.#table.id}: ${String(error)}`));
    return true;
  }

  /**
   * An action chosen on state `stateId` is stale when this seat has acted since
   * (a double submit) or the id is not one this room can vouch for. Steps of
   * other seats in between (simultaneous decisions) do not make it stale: the
   * game itself checks that the action is still legal.
   */
  #isStale(seat: Seat, stateId: number): boolean {
    if (stateId === this.#stateId) return false;
    if (stateId > this.#stateId || stateId < this.#historyFrom) return true;
    return this.#history.some((h) => h.stateId > stateId && h.seat === seat);
  }

  /** Runs table changes one at a time, in arrival order. */
  #enqueue<T>(task: () => Promise<T> | T): Promise<T> {
    const run = this.#queue.then(task, task);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Writes a step to storage, then tells everyone. If storage fails, the
   * in-memory game is ahead of the log: the room closes, and clients rejoin
   * a room rebuilt from storage.
   */
  async #commit(seat: Seat, step: Step, source: LogEntry['source']): Promise<boolean> {
    const ledger = this.#ledger!;
    const at = this.#ctx.clock.now();
    const outcome: Outcome = ledger.outcome();
    const status: TableStatus = outcome.over ? 'finished' : 'playing';
    const entry: LogEntry = {
      seq: this.#stateId + 1,
      kind: step.kind,
      seat,
      action: step.action,
      hash: step.hash,
      source,
      at,
    };
    try {
      await this.#ctx.store.appendStep(this.#table.id, entry, {
        status,
        outcome: outcome.over ? outcome : null,
      });
    } catch (error) {
      this.#ctx.log(`table ${this.#table.id}: storage failed, reloading: ${String(error)}`);
      this.#closing = true;
      // After the caller has told the player (its error goes out first).
      setTimeout(() => void this.disconnect(), 0);
      return false;
    }
    this.#stateId = entry.seq;
    this.#table = {
      ...this.#table,
      status,
      outcome: outcome.over ? outcome : null,
      stateId: entry.seq,
      updatedAt: at,
    };
    this.#history.push({ stateId: entry.seq, seat, events: step.events });
    this.#updateSince(ledger.actors(), seat, at);
    this.#shown?.add(ledger.state, step.events);
    const views = new Map<Viewer, Situation>();
    for (const c of this.clients) {
      const viewer = this.#viewer(c);
      let situation = views.get(viewer);
      if (!situation) {
        situation = this.#situation(viewer);
        views.set(viewer, situation);
      }
      this.#send(c, {
        type: 'update',
        stateId: this.#stateId,
        events: eventsFor(step.events, viewer) as unknown as JsonValue[],
        situation,
      });
    }
    for (const s of this.#seats) {
      if (s.kind !== 'bot') continue;
      const view = views.get(s.seat)?.view ?? (this.#game.view(ledger.state, s.seat) as JsonValue);
      this.#ctx.bots.observe(this.#botId(s.seat), eventsFor(step.events, s.seat), view);
    }
    if (outcome.over) this.#finish();
    else {
      this.#armClocks();
      this.#driveBots();
    }
    return true;
  }

  #finish(): void {
    for (const t of this.#timers.values()) t.cancel();
    this.#timers.clear();
    this.#actorSince.clear();
    const record = this.#recordMessage();
    for (const c of this.clients) this.#send(c, record);
    for (const c of this.clients)
      this.#send(c, { type: 'table', stateId: this.#stateId, table: this.#info() });
    this.#ctx.notifyLobby();
    for (const s of this.#seats) if (s.kind === 'bot') this.#ctx.bots.dispose(this.#botId(s.seat));
    this.autoDispose = true;
    if (this.clients.length === 0) void this.disconnect();
  }

  // ---- clocks ---------------------------------------------------------------

  #armClocks(): void {
    for (const t of this.#timers.values()) t.cancel();
    this.#timers.clear();
    if (!this.#active || this.#closing) return;
    for (const [seat, since] of this.#actorSince) {
      const due = this.#deadline(seat, since);
      if (due === null) continue;
      const stateId = this.#stateId;
      this.#timers.set(
        seat,
        this.#ctx.clock.at(due, () => {
          void this.#enqueue(() => this.#timeout(seat, stateId)).catch((error) =>
            this.#ctx.log(`table ${this.#table.id}: timeout failed: ${String(error)}`),
          );
        }),
      );
    }
  }

  async #timeout(seat: Seat, armedAt: number): Promise<void> {
    const ledger = this.#ledger;
    if (!ledger || this.#closing || this.#stateId !== armedAt || !isActor(ledger.actors(), seat)) return;
    const step = ledger.timeout(seat);
    if (!step.ok) {
      this.#ctx.log(`table ${this.#table.id}: seat ${seat} timed out but ${step.error.message}`);
      return;
    }
    await this.#commit(seat, step.value, 'clock');
  }

  // ---- bots -----------------------------------------------------------------

  #botId(seat: Seat): string {
    return `${this.#table.id}:${seat}`;
  }

  #botSeats(): Seat[] {
    return this.#seats.filter((s) => s.kind === 'bot').map((s) => s.seat);
  }

  /**
   * Starts remembering what each bot seat is shown, from `match` as it is now, until the
   * bots are created: from the rebuild's one replay of the log, or from the start.
   */
  #remember(match: Match, seats: readonly Seat[]): void {
    this.#shown = new BotMemory(this.#game, match.state, match.opening, match.actions.length, seats);
  }

  /**
   * Creates the table's computer players. A bot remembers what its seat was told, so
   * a table resumed mid-game (after a restart) creates its bots at the start of the game
   * and shows them every step since, in order: they decide as they would have. What they
   * were shown comes from the replay that rebuilt the table (see `#remember`).
   */
  #createBots(): void {
    const ledger = this.#ledger;
    const shown = this.#shown;
    this.#shown = null;
    if (!ledger || !shown) return;
    for (const s of this.#seats) {
      if (s.kind !== 'bot') continue;
      const start = shown.start(s.seat);
      this.#ctx.bots.create({
        bot: this.#botId(s.seat),
        table: this.#table.id,
        game: this.#game.meta.id,
        seat: s.seat,
        players: this.#table.players,
        level: s.level ?? 'random',
        events: start.events,
        view: start.view,
        seen: ledger.steps,
        recall: (steps) => (steps === shown.steps ? shown.after(s.seat) : this.#recall(s.seat, steps)),
      });
    }
  }

  /**
   * What `seat` was shown after each of the first `steps` steps, for a bot created again
   * in a replaced worker: the log replayed. The bots of a worker are created together:
   * one replay serves them all, then is dropped.
   */
  #recall(seat: Seat, steps: number): readonly BotObservation[] {
    const ledger = this.#ledger;
    if (!ledger || steps === 0) return [];
    if (this.#recalled?.steps !== steps) {
      const record = ledger.record();
      const start = Match.create(this.#game, record);
      if (!start.ok) return [];
      const recalled = new BotMemory(this.#game, start.value.state, [], 0, this.#botSeats());
      Match.replay(
        this.#game,
        { ...record, actions: record.actions.slice(0, steps) },
        { verify: false, onStep: (_i, match, step) => recalled.add(match.state, step.events) },
      );
      this.#recalled = recalled;
      queueMicrotask(() => {
        this.#recalled = null;
      });
    }
    return this.#recalled.after(seat);
  }

  /** Asks each bot that must decide now; its answer is applied like a player's action. */
  #driveBots(): void {
    const ledger = this.#ledger;
    if (!ledger || !this.#active || this.#closing) return;
    for (const actor of ledger.actors()) {
      const seat = this.#seats[actor.seat];
      if (seat?.kind !== 'bot' || this.#botsAsked.has(actor.seat)) continue;
      this.#botsAsked.add(actor.seat);
      const askedAt = this.#stateId;
      const legal = this.#game.legalActions(ledger.state, actor.seat) as JsonValue[];
      const view = this.#game.view(ledger.state, actor.seat) as JsonValue;
      const seed = `${this.#table.seed}:bot:${askedAt}:${actor.seat}`;
      const decision = { view, legal, actor, seed };
      // The pool always answers: the bot's action, or a fallback move if the bot failed.
      this.#ctx.bots
        .choose(this.#botId(actor.seat), decision)
        .then((action) => this.#enqueue(() => this.#botMove(actor.seat, askedAt, action, decision)))
        .catch((error) => this.#ctx.log(`table ${this.#table.id}: ${String(error)}`));
    }
  }

  async #botMove(
    seat: Seat,
    askedAt: number,
    action: JsonValue,
    decision: BotDecisionRequest,
  ): Promise<void> {
    this.#botsAsked.delete(seat);
    const ledger = this.#ledger;
    if (!ledger || this.#closing) return;
    if (askedAt !== this.#stateId) {
      this.#driveBots();
      return;
    }
    let step = ledger.play(seat, action);
    if (!step.ok) {
      const fallback = this.#ctx.bots.refused(this.#botId(seat), step.error.message, decision);
      if (fallback === undefined) return;
      step = ledger.play(seat, fallback);
      if (!step.ok) return;
    }
    await this.#commit(seat, step.value, 'bot');
  }

  // ---- what clients see -----------------------------------------------------

  #viewer(client: Client): Viewer {
    const seat = (client.userData as ClientData | undefined)?.seat;
    return seat === null || seat === undefined ? SPECTATOR : seat;
  }

  #situation(viewer: Viewer): Situation {
    const ledger = this.#ledger!;
    const state = ledger.state;
    const you = viewer === SPECTATOR ? null : (ledger.actors().find((a) => a.seat === viewer) ?? null);
    const since = viewer === SPECTATOR ? undefined : this.#actorSince.get(viewer);
    return {
      view: this.#game.view(state, viewer) as JsonValue,
      you,
      legal: you ? (this.#game.legalActions(state, you.seat) as JsonValue[]) : [],
      outcome: ledger.outcome(),
      deadline: this.#deadline(viewer === SPECTATOR ? null : viewer, since),
    };
  }

  /**
   * Seconds a seat has for its current decision: the game's own move time if its rules
   * set one (`decisionSeconds`, e.g. Labyrinth B.9), else the table's clock; null: none.
   */
  #limit(seat: Seat): number | null {
    const ledger = this.#ledger;
    const own = ledger ? this.#game.decisionSeconds?.(ledger.state, seat) : undefined;
    return own ?? this.#table.moveSeconds;
  }

  #deadline(seat: Seat | null, since: number | undefined): number | null {
    if (seat === null || since === undefined) return null;
    const limit = this.#limit(seat);
    return limit === null ? null : since + limit * 1000;
  }

  /**
   * Brings a client up to date: the events it missed since `since` and its
   * situation now, or a fresh snapshot when the missed steps are not at hand.
   */
  #sendSituation(client: Client, since: number | undefined): void {
    const viewer = this.#viewer(client);
    const situation = this.#ledger ? this.#situation(viewer) : null;
    if (since !== undefined && since <= this.#stateId && since >= this.#historyFrom) {
      this.#send(client, {
        type: 'catchup',
        from: since,
        stateId: this.#stateId,
        steps: this.#history
          .filter((h) => h.stateId > since)
          .map((h) => ({
            stateId: h.stateId,
            events: eventsFor(h.events, viewer) as unknown as JsonValue[],
          })),
        situation,
      });
      return;
    }
    this.#send(client, {
      type: 'snapshot',
      stateId: this.#stateId,
      started: this.#ledger !== null,
      situation,
    });
  }

  #recordMessage(): ServerMessage {
    return { type: 'record', stateId: this.#stateId, record: this.#ledger!.record() };
  }

  #info() {
    const connected = new Set<Seat>();
    for (const c of this.clients) {
      const data = c.userData as ClientData | undefined;
      if (data && !data.left && data.seat !== null) connected.add(data.seat);
    }
    return tableInfo(this.#game, this.#table, this.#seats, (s) => connected.has(s));
  }

  #broadcastTable(except?: Client): void {
    const message: ServerMessage = { type: 'table', stateId: this.#stateId, table: this.#info() };
    for (const c of this.clients) {
      if (c !== except && !(c.userData as ClientData | undefined)?.left) this.#send(c, message);
    }
  }

  #sendError(client: Client, error: WireError, requestId: string | undefined): void {
    this.#send(client, { type: 'error', stateId: this.#stateId, error, ...(requestId ? { requestId } : {}) });
  }

  #send(client: Client, message: ServerMessage): void {
    client.send(message.type, message);
  }
}

/** What each bot seat was shown: at the start, then after each step (its events and its view). */
class BotMemory {
  readonly #start = new Map<Seat, BotObservation>();
  readonly #after = new Map<Seat, BotObservation[]>();

  constructor(
    readonly game: AnyGame,
    state: unknown,
    opening: readonly GameEvent[],
    /** Steps played before `state`. */
    public steps: number,
    seats: readonly Seat[],
  ) {
    for (const seat of seats) {
      this.#start.set(seat, { events: eventsFor(opening, seat), view: game.view(state, seat) as JsonValue });
      this.#after.set(seat, []);
    }
  }

  add(state: unknown, events: readonly GameEvent[]): void {
    this.steps++;
    for (const [seat, shown] of this.#after)
      shown.push({ events: eventsFor(events, seat), view: this.game.view(state, seat) as JsonValue });
  }

  start(seat: Seat): BotObservation {
    return this.#start.get(seat) ?? { events: [], view: null };
  }

  after(seat: Seat): readonly BotObservation[] {
    return this.#after.get(seat) ?? [];
  }
}
