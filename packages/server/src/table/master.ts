/**
 * The master of one table, free of any transport: it holds the match, the seats
 * and the table's state id, and turns what connections do (join, leave, send a
 * message), bot answers and clock timeouts into changes, one at a time. Each change
 * is written to the `Store` before anyone hears of it; then every connection gets
 * its own view and the events its viewer may see, through the `TableHost` (the
 * Colyseus room in the server, a recorder in unit tests). Time comes from the
 * injected `Clock`, computer players from the injected `BotDriver`.
 */
import {
  type AnyGame,
  currentEdition,
  type Err,
  err,
  type GameEvent,
  isActor,
  type JsonValue,
  ok,
  type Result,
  type Seat,
  type Viewer,
} from '@daedalus/core';
import {
  type ChatLine,
  type JoinOptions,
  joinOptionsProblem,
  joinOptionsSchema,
  LIMITS,
  PROTOCOL_VERSION,
  type ProtocolErrorKey,
  type ProtocolErrorWords,
  protocolError,
  type Role,
  type ServerMessage,
  type Situation,
  type WireError,
  wireError,
} from '@daedalus/protocol';
import type { BotDecisionRequest } from '../bots/pool.ts';
import type { Clock } from '../clock.ts';
import type { Limits } from '../context.ts';
import { Ledger, type Step } from '../ledger.ts';
import type { GuessLimiter } from '../rate-limit.ts';
import type { LogEntry, Store, TableRow, TableStatus } from '../storage/store.ts';
import { tableInfo } from '../table-info.ts';
import { hashToken, inviteMatches, newTableId, tableSeed } from '../tokens.ts';
import { type ActionAnswer, Audience, type Connection, viewerOf } from './audience.ts';
import { type BotDriver, TableBots } from './bots.ts';
import { TableClocks } from './clocks.ts';
import { receive } from './inbox.ts';
import { TableJournal } from './journal.ts';
import { type LoadedTable, ledgerInit, loadTable, restoreTable } from './rebuild.ts';
import { rematchTable } from './rematch.ts';
import { TableSeats } from './seats.ts';
import { Situations, StepHistory, situation } from './views.ts';

/** What a table master needs from the server it runs in. */
export interface TableDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly bots: BotDriver;
  readonly limits: Pick<Limits, 'maxMessageBytes' | 'rate'>;
  /** Failed guesses of seat tokens, invite codes and claim secrets, per address and per table. */
  readonly guesses: Pick<GuessLimiter, 'allowed' | 'failed'>;
  readonly findGame: (id: string) => AnyGame | undefined;
  /** The server's secret part of a new table's seed (for a rematch). */
  readonly seedSecret: () => string;
  /** Makes sure a table's room runs somewhere (a rematch starts at once: its clocks and bots). */
  ensureRoom(tableId: string): Promise<void>;
  /** Tells every lobby that the open tables changed. */
  notifyLobby(): void;
  log(message: string): void;
}

/** Where a table master's output goes: its transport. */
export interface TableHost {
  /** Sends a message to one connection (one that has left is ignored). */
  send(connection: string, message: ServerMessage): void;
  /** The game started (true: the table must outlive its connections) or ended (false). */
  keepAlive(alive: boolean): void;
  /** Storage failed: the table must close (after the current answers); clients rejoin a rebuilt one. */
  close(): void;
}

type Answer<T> = Result<T, WireError>;

/** Refused joins that are wrong guesses of a secret (a taken seat's claim may guess its token). */
const WRONG_GUESSES: ReadonlySet<string> = new Set([
  'auth/bad-token',
  'auth/invite-required',
  'table/seat-taken',
  'table/secret-in-use',
]);

const refuse = <K extends ProtocolErrorKey>(
  key: K,
  ...args: Parameters<ProtocolErrorWords[K]>
): Err<WireError> => err(protocolError(key, ...args));

export class TableMaster {
  readonly #deps: TableDeps;
  readonly #host: TableHost;
  readonly #game: AnyGame;
  /** The table's row and state id, moved on only by what storage accepted. */
  readonly #journal: TableJournal;
  readonly #seats: TableSeats;
  #ledger: Ledger | null = null;
  /** Every step of the table with its events (the story for newcomers, catch-up, staleness). */
  #history = new StepHistory();
  readonly #clocks: TableClocks;
  readonly #bots: TableBots;
  readonly #audience: Audience;
  #queue: Promise<unknown> = Promise.resolve();
  /** The latest chat lines (kept in memory: a restart forgets them). */
  readonly #chat: ChatLine[] = [];
  #active = false;
  #closing = false;

  private constructor(deps: TableDeps, host: TableHost, loaded: LoadedTable) {
    this.#deps = deps;
    this.#host = host;
    this.#game = loaded.game;
    this.#journal = new TableJournal(deps.store, loaded.table, loaded.log.at(-1)?.seq ?? 0);
    this.#seats = new TableSeats(loaded.seats);
    this.#audience = new Audience((id, message) => host.send(id, message), deps.limits.rate);
    this.#clocks = new TableClocks(deps.clock, (seat) => {
      const own = this.#ledger ? this.#game.decisionSeconds?.(this.#ledger.state, seat) : undefined;
      return own ?? this.#journal.table.moveSeconds;
    });
    this.#bots = new TableBots({
      driver: deps.bots,
      game: loaded.game,
      table: loaded.table.id,
      seed: loaded.table.seed,
      players: loaded.table.players,
      seats: loaded.seats,
      log: deps.log,
    });
  }

  /** Opens a table from storage; a game under way is rebuilt from its log (replayed once). */
  static async open(deps: TableDeps, host: TableHost, tableId: string): Promise<Answer<TableMaster>> {
    const loaded = await loadTable(deps.store, deps.findGame, tableId);
    if (!loaded.ok) return loaded;
    const master = new TableMaster(deps, host, loaded.value);
    let opening: readonly GameEvent[] = [];
    const eventsAt = new Map<number, readonly GameEvent[]>();
    if (loaded.value.table.status !== 'waiting')
      master.#ledger = restoreTable(loaded.value, master.#clocks, master.#bots, {
        start: (match) => {
          opening = match.opening;
        },
        step: (entry, _match, step) => {
          eventsAt.set(entry.seq, step.events);
        },
      });
    master.#history = StepHistory.fromLog(loaded.value.log, opening, eventsAt);
    return ok(master);
  }

  get #table(): TableRow {
    return this.#journal.table;
  }

  get #stateId(): number {
    return this.#journal.stateId;
  }

  get tableId(): string {
    return this.#table.id;
  }

  get status(): TableStatus {
    return this.#table.status;
  }

  get stateId(): number {
    return this.#stateId;
  }

  /** The table takes no more changes (it is closing or a duplicate). */
  get closing(): boolean {
    return this.#closing;
  }

  /** This is the table's one master now: clocks and bots start (a game under way goes on). */
  activate(): void {
    if (this.#closing || this.#active) return;
    this.#active = true;
    if (this.#ledger && !this.#ledger.outcome().over) this.#goOn();
  }

  /** Takes no more changes; actions are answered `table/unavailable`. */
  close(): void {
    this.#closing = true;
  }

  /** The table is closed: timers stop, its bots go. */
  dispose(): void {
    this.#closing = true;
    this.#clocks.cancel();
    if (this.#active) this.#bots.dispose();
  }

  /** Resolves once the changes queued so far are done. */
  async settled(): Promise<void> {
    await this.#queue;
  }

  /** Runs table changes one at a time, in arrival order. */
  #enqueue<T>(task: () => Promise<T> | T): Promise<T> {
    const run = this.#queue.then(task, task);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  // ---- joining ------------------------------------------------------------

  /**
   * A connection joins with a seat token, a claim of a free seat, or as a spectator.
   * On success it has been sent its welcome and situation; a refusal sends nothing.
   */
  async join(id: string, raw: unknown, address = 'unknown'): Promise<Answer<Role>> {
    const parsed = joinOptionsSchema.safeParse(raw);
    if (!parsed.success) {
      const problem = joinOptionsProblem(raw);
      return problem === null ? refuse('protocol/malformed') : refuse('protocol/malformed#detail', problem);
    }
    // In the queue of changes: what the joining connection is shown is never a state
    // that is still being stored, and it hears of no change before its welcome.
    return this.#enqueue(async () => {
      const options = parsed.data;
      // A token, a claim (its secret may open a taken seat) or an invite is a guess of a secret.
      const guess = options.token !== undefined || options.claim !== undefined || this.#table.invite !== null;
      const { guesses } = this.#deps;
      if (guess && !guesses.allowed(address, this.#table.id)) return refuse('protocol/rate-limited#guesses');
      const joined = await this.#welcome(id, options);
      if (!joined.ok) {
        this.#audience.remove(id);
        if (guess && WRONG_GUESSES.has(joined.error.code)) guesses.failed(address, this.#table.id);
      }
      return joined;
    });
  }

  async #welcome(id: string, options: JoinOptions): Promise<Answer<Role>> {
    let since = options.since;
    const connection = this.#audience.add(id, options.acks === 'in-update');
    let role: Role;
    if (options.token !== undefined) {
      const seat = this.#seats.byToken(options.token);
      if (!seat) return refuse('auth/bad-token');
      connection.seat = seat.seat;
      role = { role: 'seat', seat: seat.seat, token: options.token };
    } else if (options.claim !== undefined) {
      if (!inviteMatches(options.invite, this.#table.invite)) return refuse('auth/invite-required');
      const { seat, name, secret } = options.claim;
      const claimed = await this.#claim(seat, name ?? null, secret, id);
      if (!claimed.ok) return claimed;
      connection.seat = seat;
      role = { role: 'seat', seat, token: secret };
      // The claim that starts the game: a catch-up from just before it brings what setup told.
      if (claimed.value.started) since = claimed.value.stateId - 1;
    } else {
      if (!inviteMatches(options.invite, this.#table.invite)) return refuse('auth/invite-required');
      role = { role: 'spectator' };
    }
    this.#send(id, {
      type: 'welcome',
      stateId: this.#stateId,
      protocol: PROTOCOL_VERSION,
      you: role,
      table: this.#info(),
    });
    this.#bringUpToDate(connection, since);
    if (this.#chat.length > 0)
      this.#send(id, { type: 'chat', stateId: this.#stateId, lines: [...this.#chat], all: true });
    if (this.#ledger?.outcome().over) this.#send(id, this.#recordMessage());
    if (connection.seat !== null) this.#broadcastTable(id);
    return ok(role);
  }

  /** A connection left (or its join was refused). */
  leave(id: string): void {
    if ((this.#audience.remove(id)?.seat ?? null) !== null) this.#broadcastTable();
  }

  /**
   * Takes a free seat for a person; the last free seat starts the game. The claim's
   * secret becomes the seat's token, so the claimant holds it before anything is
   * stored: the same claim sent again (its answer was lost to a crash or a dropped
   * connection) finds the seat held by its secret and gets it, with nothing stored.
   */
  async #claim(
    seat: Seat,
    name: string | null,
    secret: string,
    joining: string,
  ): Promise<Answer<{ started: boolean; stateId: number }>> {
    const holder = this.#seats.byToken(secret);
    if (holder?.seat === seat) return ok({ started: false, stateId: this.#stateId });
    if (holder) return refuse('table/secret-in-use#seat', holder.seat);
    const refused = this.#seats.refuseClaim(seat);
    if (refused) return refuse(refused);
    const tokenHash = hashToken(secret);
    const at = this.#deps.clock.now();
    const started = this.#seats.fillsTable(seat);
    if (!(await this.#journal.claim(seat, name, tokenHash, started, at))) return refuse('table/seat-taken');
    this.#seats.take(seat, name, tokenHash);
    if (started) this.#start(at);
    // The starting claim carries what setup told (e.g. Shifting Maze's first Maze Event).
    const opening = started ? (this.#ledger?.match.opening ?? []) : [];
    this.#history.push(this.#stateId, seat, opening);
    this.#deps.notifyLobby();
    // Everyone already here learns of the new seat (and, if it started, the game and
    // what setup told them); the joining connection hears it all after its welcome.
    this.#broadcastTable(joining);
    if (started) {
      const situations = new Situations((viewer) => this.#situation(viewer));
      this.#audience.update(this.#stateId, opening, (viewer) => situations.get(viewer), {
        except: joining,
      });
    }
    return ok({ started, stateId: this.#stateId });
  }

  #start(at: number): void {
    const created = Ledger.create(this.#game, ledgerInit(this.#table, this.#seats.rows));
    if (!created.ok) throw new Error(`Table ${this.#table.id} cannot start: ${created.error.message}`);
    const ledger = created.value;
    this.#ledger = ledger;
    this.#host.keepAlive(true);
    this.#clocks.restart(ledger.actors(), at);
    this.#bots.remember(ledger.match);
    if (this.#active) this.#goOn();
  }

  // ---- messages -----------------------------------------------------------

  /** A message from a connection; resolves once it has been answered. */
  async receive(id: string, type: string, payload: unknown): Promise<void> {
    const connection = this.#audience.get(id);
    if (!connection) return;
    const received = receive(type, payload, this.#deps.limits, connection.rate);
    const { requestId } = received;
    const reject = (error: WireError) => this.#audience.error(id, this.#stateId, error, requestId);
    if (!received.ok) return reject(received.error);
    const request = received.request;
    // A sync waits for the change being stored, if any: it shows only stored states.
    if (request.type === 'sync')
      return this.#enqueue(() => this.#bringUpToDate(connection, request.since)).catch((error) =>
        this.#deps.log(`table ${this.#table.id}: ${String(error)}`),
      );
    if (connection.seat === null) return reject(protocolError('auth/no-seat'));
    if (request.type === 'chat') return this.#say(connection.seat, request.text, id, requestId);
    if (request.type === 'rematch') return this.#rematch(id, requestId);
    if (request.type === 'giveUpSeat') return this.#giveUpSeat(id, requestId);
    if (request.seat !== undefined && request.seat !== connection.seat)
      return reject(protocolError('auth/wrong-seat'));
    const seat = connection.seat;
    const { action, stateId } = request;
    await this.#enqueue(async () => {
      if (this.#closing) return reject(protocolError('table/unavailable'));
      if (!this.#ledger) return reject(protocolError('table/not-started'));
      if (stateId !== undefined && this.#history.isStale(seat, stateId, this.#stateId)) {
        const own = stateId <= this.#stateId && stateId >= 0;
        reject(own ? protocolError('action/stale#own', stateId) : protocolError('action/stale'));
        this.#bringUpToDate(connection, stateId);
        return;
      }
      const step = this.#ledger.play(seat, action);
      if (!step.ok) return reject(wireError(step.error));
      if (!(await this.#commit(seat, step.value, 'human', { to: id, requestId })))
        return reject(protocolError('server/storage'));
    }).catch((error) => this.#deps.log(`table ${this.#table.id}: ${String(error)}`));
  }

  /**
   * A seated player asks for a rematch of the finished game: the first request creates
   * it (rematch.ts), later ones find it. Everyone at the table learns its id with the
   * table's description; the asker gets an ack after that.
   */
  async #rematch(id: string, requestId: string | undefined): Promise<void> {
    const reject = (error: WireError) => this.#audience.error(id, this.#stateId, error, requestId);
    await this.#enqueue(async () => {
      if (this.#closing) return reject(protocolError('table/unavailable'));
      if (this.#table.status !== 'finished') return reject(protocolError('table/not-finished#rematch'));
      if (this.#table.rematch === null) {
        const fresh = rematchTable(this.#table, this.#seats.rows, {
          id: newTableId(),
          edition: currentEdition(this.#game.meta),
          seed: tableSeed(undefined, this.#deps.seedSecret()),
          now: this.#deps.clock.now(),
        });
        let rematch: string;
        try {
          rematch = await this.#deps.store.createRematch(this.#table.id, fresh.table, fresh.seats);
        } catch (error) {
          this.#deps.log(`table ${this.#table.id}: rematch not stored: ${String(error)}`);
          return reject(protocolError('server/storage#rematch'));
        }
        this.#journal.rematched(rematch);
        if (rematch === fresh.table.id) {
          // Started at once: its room runs its clocks and computer players.
          if (fresh.table.status === 'playing')
            void this.#deps
              .ensureRoom(rematch)
              .catch((error) => this.#deps.log(`table ${rematch}: no room: ${String(error)}`));
          this.#deps.notifyLobby();
        }
        this.#broadcastTable();
      }
      this.#ack(id, requestId);
    }).catch((error) => this.#deps.log(`table ${this.#table.id}: ${String(error)}`));
  }

  /**
   * A seated player gives up their seat while the table waits for players: stored, the seat
   * is free again (its token opens nothing), the connection watches on as a spectator, and
   * everyone (the lobby too) learns the seat is free; the giver gets an ack after that.
   */
  async #giveUpSeat(id: string, requestId: string | undefined): Promise<void> {
    const reject = (error: WireError) => this.#audience.error(id, this.#stateId, error, requestId);
    await this.#enqueue(async () => {
      const connection = this.#audience.get(id);
      const seat = connection?.seat ?? null;
      if (!connection || seat === null) return reject(protocolError('auth/no-seat'));
      if (this.#closing) return reject(protocolError('table/unavailable'));
      if (this.#table.status !== 'waiting') return reject(protocolError('table/started'));
      const tokenHash = this.#seats.get(seat)?.tokenHash;
      if (!tokenHash) return reject(protocolError('auth/no-seat'));
      let stored: boolean;
      try {
        stored = await this.#journal.release(seat, tokenHash, this.#deps.clock.now());
      } catch (error) {
        this.#deps.log(`table ${this.#table.id}: seat ${seat} not given up: ${String(error)}`);
        return reject(protocolError('server/storage#leave'));
      }
      if (!stored) return reject(protocolError('server/storage#leave'));
      this.#seats.free(seat);
      // Any other connection of the same seat (another tab) watches on too.
      for (const other of this.#audience.all()) if (other.seat === seat) other.seat = null;
      this.#history.push(this.#stateId, seat, []);
      this.#deps.notifyLobby();
      this.#broadcastTable();
      this.#ack(id, requestId);
    }).catch((error) => this.#deps.log(`table ${this.#table.id}: ${String(error)}`));
  }

  /**
   * A frame the transport could not hand over (nested too deep to decode, or not
   * msgpack): answered with a coded error like any bad message; the connection stays.
   */
  refuseFrame(id: string, error: WireError): void {
    const connection = this.#audience.get(id);
    if (!connection) return;
    const limited = !connection.rate.take();
    this.#audience.error(
      id,
      this.#stateId,
      limited ? protocolError('protocol/rate-limited') : error,
      undefined,
    );
  }

  // ---- changes ---------------------------------------------------------------

  /**
   * Writes a step to storage, then tells everyone. If storage fails, the in-memory
   * game is ahead of the log: the table closes, and clients rejoin a table rebuilt
   * from storage. A player's action is answered (`answer`) last: in the sender's update
   * if it reads answers there (one frame fewer), else — and after the game's last step,
   * which the record follows — by an `ack` of its own.
   */
  async #commit(seat: Seat, step: Step, source: LogEntry['source'], answer?: ActionAnswer): Promise<boolean> {
    const ledger = this.#ledger!;
    const at = this.#deps.clock.now();
    const outcome = ledger.outcome();
    try {
      await this.#journal.step(seat, step, source, outcome, at);
    } catch (error) {
      this.#deps.log(`table ${this.#table.id}: storage failed, reloading: ${String(error)}`);
      this.#closing = true;
      this.#host.close();
      return false;
    }
    this.#history.push(this.#stateId, seat, step.events);
    this.#clocks.next(ledger.actors(), seat, at);
    const situations = new Situations((viewer) => this.#situation(viewer));
    const answered = this.#audience.update(this.#stateId, step.events, (viewer) => situations.get(viewer), {
      answer: outcome.over ? undefined : answer,
    });
    this.#bots.observe(ledger.state, step.events, (s) => situations.peek(s)?.view);
    if (outcome.over) this.#finish();
    else {
      this.#armClocks();
      this.#driveBots();
    }
    if (answer && !answered) this.#ack(answer.to, answer.requestId);
    return true;
  }

  /** When the game starts or resumes with this master active: bots are created, clocks run, bots decide. */
  #goOn(): void {
    if (this.#ledger) this.#bots.create(this.#ledger);
    this.#armClocks();
    this.#driveBots();
  }

  #armClocks(): void {
    this.#clocks.cancel();
    if (!this.#active || this.#closing) return;
    const armedAt = this.#stateId;
    this.#clocks.arm((seat) => {
      void this.#enqueue(() => this.#timeout(seat, armedAt)).catch((error) =>
        this.#deps.log(`table ${this.#table.id}: timeout failed: ${String(error)}`),
      );
    });
  }

  /** Asks each bot that must decide now; its answer is applied like a player's action. */
  #driveBots(): void {
    const ledger = this.#ledger;
    if (!ledger || !this.#active || this.#closing) return;
    this.#bots.drive(ledger, this.#stateId, (seat, askedAt, action, decision) =>
      this.#enqueue(() => this.#botMove(seat, askedAt, action, decision)),
    );
  }

  #finish(): void {
    this.#clocks.stop();
    this.#audience.toAll(this.#recordMessage());
    this.#broadcastTable();
    this.#deps.notifyLobby();
    this.#bots.dispose();
    this.#host.keepAlive(false);
  }

  async #timeout(seat: Seat, armedAt: number): Promise<void> {
    const ledger = this.#ledger;
    if (!ledger || this.#closing || this.#stateId !== armedAt || !isActor(ledger.actors(), seat)) return;
    const step = ledger.timeout(seat);
    if (!step.ok) {
      this.#deps.log(`table ${this.#table.id}: seat ${seat} timed out but ${step.error.message}`);
      return;
    }
    await this.#commit(seat, step.value, 'clock');
  }

  async #botMove(
    seat: Seat,
    askedAt: number,
    action: JsonValue,
    decision: BotDecisionRequest,
  ): Promise<void> {
    this.#bots.answered(seat);
    const ledger = this.#ledger;
    if (!ledger || this.#closing) return;
    if (askedAt !== this.#stateId) {
      // The table moved on while the bot thought: ask again if it still must decide.
      this.#driveBots();
      return;
    }
    const step = this.#bots.play(ledger, seat, action, decision);
    if (step) await this.#commit(seat, step, 'bot');
  }

  // ---- what connections see -----------------------------------------------------

  #situation(viewer: Viewer): Situation {
    return situation(this.#game, this.#ledger!, viewer, (seat) => this.#clocks.deadline(seat));
  }

  /** Brings a connection up to date: what it missed since `since`, or a fresh snapshot. */
  #bringUpToDate(connection: Connection, since: number | undefined): void {
    const viewer = viewerOf(connection);
    const now = this.#ledger ? this.#situation(viewer) : null;
    this.#send(connection.id, this.#history.bringUpToDate(viewer, since, this.#stateId, now));
  }

  #recordMessage(): ServerMessage {
    return { type: 'record', stateId: this.#stateId, record: this.#ledger!.record() };
  }

  #info() {
    return tableInfo(this.#game, this.#table, this.#seats.rows, (s) => this.#audience.holds(s));
  }

  /** A seated player's chat line: to everyone at the table, kept for newcomers (in memory). */
  #say(seat: Seat, text: string, from: string, requestId: string | undefined): void {
    const line: ChatLine = {
      seat,
      name: this.#seats.rows[seat]?.name ?? `${seat + 1}`,
      text,
      at: this.#deps.clock.now(),
    };
    this.#chat.push(line);
    if (this.#chat.length > LIMITS.chatKept) this.#chat.shift();
    this.#audience.toAll({ type: 'chat', stateId: this.#stateId, lines: [line], all: false });
    this.#ack(from, requestId);
  }

  #broadcastTable(except?: string): void {
    this.#audience.toAll({ type: 'table', stateId: this.#stateId, table: this.#info() }, except);
  }

  #send(id: string, message: ServerMessage): void {
    this.#audience.send(id, message);
  }

  /** A request's answer: done, as of the current state. */
  #ack(id: string, requestId: string | undefined): void {
    this.#send(id, { type: 'ack', stateId: this.#stateId, ...(requestId ? { requestId } : {}) });
  }
}
