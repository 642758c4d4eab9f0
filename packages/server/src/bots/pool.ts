/**
 * Worker threads that run the computer players, off the event loop. A bot lives
 * in one worker (it may remember what it observed); requests are answered by
 * promise, so rooms never wait on a bot synchronously.
 *
 * The pool keeps tables going whatever a bot does:
 * - every decision has a time budget (the pool's, plus what the bot's level asks
 *   for); past it the request is answered with the fallback move (see
 *   fallback.ts) and the worker, stuck or too slow, is replaced;
 * - an exception inside a bot's `choose` answers that request with the fallback
 *   move; the worker and its other bots are untouched;
 * - a worker that dies (an error, `process.exit`) is replaced;
 * - a replaced worker's bots are created again in the new one and shown every
 *   step their seat has seen (`BotInit.recall`), so they keep what they deduced,
 *   and the decisions that were waiting on it are asked again there;
 * - the bot the dead or stuck worker was busy with is blamed (a strike) and, if
 *   that was a decision, answered with the fallback move; after `maxStrikes`
 *   strikes a bot is retired: its seat plays fallback moves to the end.
 * Each incident is reported (`onIncident`) with its table and seat.
 */
import { Worker } from 'node:worker_threads';
import type { Actor, AnyGame, GameEvent, JsonValue, Seat } from '@daedalus/core';
import { findGame as registryGame } from '@daedalus/games';
import { BotCatalog } from './catalog.ts';
import { fallbackAction } from './fallback.ts';
import type { BotObservation, FromWorker, ToWorker, WorkerInit } from './protocol.ts';

/**
 * The worker's entry beside this module: `src/bots/worker-entry.mjs` (tsx, then the host's
 * sources) when the server runs from its sources, `dist/worker-entry.mjs` (compiled) when it
 * runs compiled, this module then being part of `dist/main.mjs` (scripts/build-server.mjs).
 */
const entry = new URL('./worker-entry.mjs', import.meta.url);

export const DEFAULT_BOT_BUDGET_MS = 5_000;
/** Time a search level (`strong`) thinks per decision, unless configured (at most half the budget). */
export const DEFAULT_BOT_SEARCH_MS = 1_000;
export const DEFAULT_WORKER_STARTUP_MS = 30_000;
export const DEFAULT_MAX_STRIKES = 3;

export interface BotPoolOptions {
  /** Worker threads (at least 1). */
  readonly workers: number;
  /** Time a bot may take for one decision, in ms (plus its level's own extra budget). */
  readonly budgetMs?: number;
  /**
   * Time (ms) a search level (`strong`) thinks per decision, its own iterations a cap: it
   * stops at whichever comes first. Below `budgetMs` (default: 1,000 ms, or half the budget
   * if that is less).
   */
  readonly searchMs?: number;
  /** A new worker not ready after this long (ms) is replaced. */
  readonly startupMs?: number;
  /** Hangs or worker deaths a bot may cause before it is retired. */
  readonly maxStrikes?: number;
  /** Bot levels (registry plus extra modules); the workers load the same modules. */
  readonly catalog?: BotCatalog;
  readonly findGame?: (id: string) => AnyGame | undefined;
  /** Where incidents go (default: one line each on the console). */
  readonly onIncident?: (incident: BotIncident) => void;
}

export type BotIncidentKind =
  /** `choose` threw (or the bot is missing): fallback move for that decision. */
  | 'error'
  /** No answer within the budget: fallback move, the worker is replaced. */
  | 'timeout'
  /** The worker died while busy with this bot: a strike, fallback move if it was deciding. */
  | 'crash'
  /** Another decision timed out while the worker was stuck on this bot: a strike, fallback move if it was deciding. */
  | 'hang'
  /** Creating the bot or telling it of events threw inside the worker (reported only). */
  | 'fault'
  /** The game refused the bot's action: fallback move. */
  | 'refused'
  /** The bot is retired (too many strikes) or a retired bot's seat made a fallback move. */
  | 'retired'
  /** A worker was replaced or could not start (no table: it concerns every bot on it). */
  | 'worker';

export interface BotIncident {
  readonly kind: BotIncidentKind;
  readonly message: string;
  /** Index of the worker concerned. */
  readonly worker: number;
  readonly table?: string;
  readonly seat?: Seat;
  readonly level?: string;
  /** A fallback move is played for this incident. */
  readonly fallback: boolean;
}

/**
 * The search time per decision for a pool's budget; throws with the reason if either is not a
 * positive number of milliseconds or the search time does not leave room within the budget.
 */
export function searchTime(budgetMs: number = DEFAULT_BOT_BUDGET_MS, searchMs?: number): number {
  const positive = (v: number) => typeof v === 'number' && Number.isFinite(v) && v > 0;
  if (!positive(budgetMs))
    throw new Error(`The bot budget must be a positive number of milliseconds, not ${budgetMs}.`);
  if (searchMs === undefined) return Math.min(DEFAULT_BOT_SEARCH_MS, budgetMs / 2);
  if (!positive(searchMs))
    throw new Error(`The bot search time must be a positive number of milliseconds, not ${searchMs}.`);
  if (searchMs >= budgetMs)
    throw new Error(
      `The bot search time (${searchMs} ms) must be less than the bot budget per decision (${budgetMs} ms): past the budget a decision is replaced by the fallback move.`,
    );
  return searchMs;
}

export function formatIncident(i: BotIncident): string {
  const who = i.table !== undefined ? `table ${i.table} seat ${i.seat} (${i.level}), ` : '';
  return `bot ${i.kind}: ${who}worker ${i.worker}: ${i.message}${i.fallback ? ' (fallback move)' : ''}`;
}

export interface BotInit {
  /** The bot's id in the pool (one per table seat). */
  readonly bot: string;
  readonly table: string;
  readonly game: string;
  readonly seat: Seat;
  readonly players: number;
  readonly level: string;
  /** What setup told the seat (usually nothing) and its view at the start of the game. */
  readonly events?: readonly GameEvent[];
  readonly view: JsonValue;
  /** Steps of the game the seat has already seen (a bot created mid-game, e.g. after a restart). */
  readonly seen: number;
  /**
   * What the seat was shown after each of the first `steps` steps, in order. Called
   * when the bot is created, and again whenever its worker is replaced.
   */
  readonly recall: (steps: number) => readonly BotObservation[];
}

export interface BotDecisionRequest {
  readonly view: JsonValue;
  readonly legal: readonly JsonValue[];
  readonly actor: Actor;
  /** Seeds the bot's random stream and, if needed, the fallback move. */
  readonly seed: string;
}

interface Slot {
  readonly index: number;
  worker: Worker | null;
  ready: boolean;
  /** Messages posted and not answered yet, oldest first: the head is what the worker is doing. */
  inflight: Posted[];
  startup: NodeJS.Timeout | null;
  /** Failed starts in a row (for the back-off). */
  failedStarts: number;
  lastError: string | null;
  /** Settles the pool's `ready()` for the first worker of this slot. */
  first: { resolve(): void; reject(error: Error): void } | null;
}

interface Posted {
  readonly seq: number;
  readonly type: ToWorker['type'];
  readonly bot: string;
  readonly request?: Request;
}

interface Bot {
  readonly init: BotInit;
  /** Steps shown to the bot so far (what `recall` must give a new worker). */
  seen: number;
  slot: Slot;
  readonly budgetMs: number;
  strikes: number;
  retired: boolean;
  readonly requests: Set<Request>;
}

interface Request {
  readonly bot: Bot;
  readonly decision: BotDecisionRequest;
  readonly resolve: (action: JsonValue) => void;
  timer: NodeJS.Timeout | null;
  settled: boolean;
}

export class BotPool {
  readonly #slots: Slot[] = [];
  readonly #bots = new Map<string, Bot>();
  readonly #ready: Promise<unknown>;
  readonly #budgetMs: number;
  readonly #searchMs: number;
  readonly #startupMs: number;
  readonly #maxStrikes: number;
  readonly #catalog: BotCatalog;
  readonly #findGame: (id: string) => AnyGame | undefined;
  readonly #onIncident: (incident: BotIncident) => void;
  #seq = 0;
  #next = 0;
  #closed = false;

  constructor(options: BotPoolOptions) {
    this.#budgetMs = options.budgetMs ?? DEFAULT_BOT_BUDGET_MS;
    this.#searchMs = searchTime(this.#budgetMs, options.searchMs);
    this.#startupMs = options.startupMs ?? DEFAULT_WORKER_STARTUP_MS;
    this.#maxStrikes = Math.max(1, options.maxStrikes ?? DEFAULT_MAX_STRIKES);
    this.#catalog = options.catalog ?? BotCatalog.builtIn();
    this.#findGame = options.findGame ?? registryGame;
    this.#onIncident =
      options.onIncident ?? ((i: BotIncident) => console.warn(`[daedalus] ${formatIncident(i)}`));
    const ready: Promise<void>[] = [];
    for (let index = 0; index < Math.max(1, options.workers); index++) {
      const slot: Slot = {
        index,
        worker: null,
        ready: false,
        inflight: [],
        startup: null,
        failedStarts: 0,
        lastError: null,
        first: null,
      };
      ready.push(
        new Promise<void>((resolve, reject) => {
          slot.first = { resolve, reject };
        }),
      );
      this.#slots.push(slot);
      this.#spawn(slot);
    }
    this.#ready = Promise.all(ready);
  }

  /** Resolves when every worker has started (rejects if one could not). */
  ready(): Promise<unknown> {
    return this.#ready;
  }

  get size(): number {
    return this.#slots.length;
  }

  /** The catalog of bot levels this pool's workers can create. */
  get catalog(): BotCatalog {
    return this.#catalog;
  }

  // ---- bots ------------------------------------------------------------------

  create(init: BotInit): void {
    if (this.#closed) return;
    if (this.#bots.has(init.bot)) this.dispose(init.bot);
    const game = this.#findGame(init.game);
    const found = game && this.#catalog.find(game, init.level);
    const slot = this.#pickSlot();
    const bot: Bot = {
      init,
      seen: init.seen,
      slot,
      budgetMs: this.#budgetMs + (found ? this.#catalog.extraBudgetMs(found) : 0),
      strikes: 0,
      retired: false,
      requests: new Set(),
    };
    this.#bots.set(init.bot, bot);
    if (slot.worker) this.#post(slot, this.#createMessage(bot));
  }

  observe(id: string, events: readonly GameEvent[], view: JsonValue): void {
    const bot = this.#bots.get(id);
    if (!bot) return;
    bot.seen++;
    if (!bot.retired && bot.slot.worker)
      this.#post(bot.slot, { type: 'observe', seq: 0, bot: id, events, view });
  }

  /**
   * The bot's decision. Always resolves: with the bot's action, or with the
   * fallback move if the bot gave none in time (the incident is reported).
   */
  choose(id: string, decision: BotDecisionRequest): Promise<JsonValue> {
    const bot = this.#bots.get(id);
    const fallback = fallbackAction(decision.legal, decision.seed) ?? null;
    if (!bot || this.#closed) return Promise.resolve(fallback);
    if (bot.retired) {
      this.#report(bot, 'retired', 'its seat plays fallback moves', true);
      return Promise.resolve(fallback);
    }
    return new Promise((resolve) => {
      const request: Request = { bot, decision, resolve, timer: null, settled: false };
      bot.requests.add(request);
      this.#ask(request);
    });
  }

  /** The game refused the bot's action: reports it and gives the fallback move. */
  refused(id: string, message: string, decision: BotDecisionRequest): JsonValue | undefined {
    const bot = this.#bots.get(id);
    if (bot) this.#report(bot, 'refused', `its action was refused: ${message}`, true);
    return fallbackAction(decision.legal, decision.seed);
  }

  dispose(id: string): void {
    const bot = this.#bots.get(id);
    if (!bot) return;
    this.#bots.delete(id);
    for (const r of bot.requests) this.#settle(r, this.#fallback(r));
    if (!bot.retired && bot.slot.worker) this.#post(bot.slot, { type: 'dispose', seq: 0, bot: id });
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const bot of this.#bots.values()) for (const r of bot.requests) this.#settle(r, this.#fallback(r));
    this.#bots.clear();
    const workers: Worker[] = [];
    for (const slot of this.#slots) {
      if (slot.startup) clearTimeout(slot.startup);
      slot.first?.resolve();
      slot.first = null;
      if (slot.worker) workers.push(slot.worker);
      slot.worker = null;
      slot.inflight = [];
    }
    await Promise.all(workers.map((w) => w.terminate()));
  }

  // ---- requests ----------------------------------------------------------------

  #ask(request: Request): void {
    const { bot, decision } = request;
    const slot = bot.slot;
    if (!slot.worker) {
      this.#settle(request, this.#fallback(request), {
        kind: 'worker',
        message: 'its worker is restarting',
      });
      return;
    }
    this.#post(slot, { type: 'choose', seq: 0, bot: bot.init.bot, ...decision }, request);
    if (slot.ready) this.#arm(request);
  }

  /** Starts a request's budget (once its worker is ready to work on it). */
  #arm(request: Request): void {
    if (request.settled || request.timer) return;
    request.timer = setTimeout(() => this.#expired(request), request.bot.budgetMs);
    request.timer.unref();
  }

  #expired(request: Request): void {
    request.timer = null;
    if (request.settled || this.#closed) return;
    const slot = request.bot.slot;
    this.#settle(request, this.#fallback(request), {
      kind: 'timeout',
      message: `no answer within ${request.bot.budgetMs} ms`,
    });
    this.#replace(slot, `a decision ran past its budget of ${request.bot.budgetMs} ms`, request);
  }

  #fallback(request: Request): JsonValue {
    return fallbackAction(request.decision.legal, request.decision.seed) ?? null;
  }

  #settle(request: Request, action: JsonValue, incident?: { kind: BotIncidentKind; message: string }): void {
    if (request.settled) return;
    request.settled = true;
    if (request.timer) clearTimeout(request.timer);
    request.timer = null;
    request.bot.requests.delete(request);
    if (incident && !this.#closed) this.#report(request.bot, incident.kind, incident.message, true);
    request.resolve(action);
  }

  #report(bot: Bot, kind: BotIncidentKind, message: string, fallback: boolean): void {
    this.#incident({
      kind,
      message,
      worker: bot.slot.index,
      table: bot.init.table,
      seat: bot.init.seat,
      level: bot.init.level,
      fallback,
    });
  }

  #incident(incident: BotIncident): void {
    try {
      this.#onIncident(incident);
    } catch {
      // A reporter that fails must not take the pool down.
    }
  }

  // ---- workers -------------------------------------------------------------------

  #pickSlot(): Slot {
    for (let i = 0; i < this.#slots.length; i++) {
      const slot = this.#slots[this.#next++ % this.#slots.length]!;
      if (slot.worker) return slot;
    }
    return this.#slots[this.#next++ % this.#slots.length]!;
  }

  #createMessage(bot: Bot): ToWorker {
    const { bot: id, game, seat, players, level, view, recall, events = [] } = bot.init;
    return {
      type: 'create',
      seq: 0,
      bot: id,
      game,
      seat,
      players,
      level,
      events,
      view,
      history: recall(bot.seen),
    };
  }

  #post(slot: Slot, message: ToWorker, request?: Request): void {
    const seq = ++this.#seq;
    slot.inflight.push({ seq, type: message.type, bot: message.bot, ...(request ? { request } : {}) });
    slot.worker?.postMessage({ ...message, seq });
  }

  #spawn(slot: Slot): void {
    const worker = new Worker(entry, {
      execArgv: [],
      workerData: { modules: this.#catalog.modules, searchMs: this.#searchMs } satisfies WorkerInit,
    });
    worker.unref();
    slot.worker = worker;
    slot.ready = false;
    slot.lastError = null;
    slot.inflight = [];
    slot.startup = setTimeout(() => {
      if (slot.worker !== worker) return;
      slot.lastError = `not ready after ${this.#startupMs} ms`;
      void worker.terminate();
      this.#died(slot);
    }, this.#startupMs);
    slot.startup.unref();
    worker.on('message', (m: FromWorker) => {
      if (slot.worker === worker) this.#receive(slot, m);
    });
    worker.on('error', (error) => {
      if (slot.worker === worker) slot.lastError = String(error);
    });
    worker.on('exit', () => {
      if (slot.worker === worker && !this.#closed) this.#died(slot);
    });
  }

  #receive(slot: Slot, m: FromWorker): void {
    if (m.type === 'ready') {
      slot.ready = true;
      slot.failedStarts = 0;
      if (slot.startup) clearTimeout(slot.startup);
      slot.startup = null;
      slot.first?.resolve();
      slot.first = null;
      for (const p of slot.inflight) if (p.request) this.#arm(p.request);
      return;
    }
    // Answers come in order: drop everything up to this one.
    let posted: Posted | undefined;
    while (slot.inflight.length > 0 && slot.inflight[0]!.seq <= m.seq) posted = slot.inflight.shift();
    if (!posted || posted.seq !== m.seq) return;
    const bot = this.#bots.get(posted.bot);
    if (m.type === 'fault') {
      if (bot) this.#report(bot, 'fault', m.message, false);
      return;
    }
    const request = posted.request;
    if (!request) return;
    if (m.type === 'chosen') this.#settle(request, m.action);
    else if (m.type === 'failed')
      this.#settle(request, this.#fallback(request), { kind: 'error', message: m.message });
  }

  /** The slot's worker exited or never started. */
  #died(slot: Slot): void {
    const detail = slot.lastError ?? 'it exited';
    if (slot.ready) {
      this.#replace(slot, `it died: ${detail}`);
      return;
    }
    // It never started: nobody is to blame, and nothing of it is worth waiting for.
    if (slot.startup) clearTimeout(slot.startup);
    slot.startup = null;
    const waiting = slot.inflight.flatMap((p) => (p.request ? [p.request] : []));
    slot.inflight = [];
    slot.worker = null;
    if (slot.first) {
      // The server is starting: a worker that cannot start is a configuration error.
      slot.first.reject(new Error(`bot worker ${slot.index} could not start: ${detail}`));
      slot.first = null;
      return;
    }
    for (const r of waiting)
      this.#settle(r, this.#fallback(r), { kind: 'worker', message: 'its worker could not start' });
    slot.failedStarts++;
    const delay = Math.min(30_000, 500 * 2 ** (slot.failedStarts - 1));
    this.#incident({
      kind: 'worker',
      message: `could not start (${detail}); trying again in ${delay} ms`,
      worker: slot.index,
      fallback: false,
    });
    setTimeout(() => {
      if (!this.#closed && !slot.worker) this.#restart(slot);
    }, delay).unref();
  }

  /**
   * Replaces a stuck or dead worker: blames the bot whose message it was busy
   * with, then starts a new worker with the slot's other bots and asks their
   * waiting decisions again.
   */
  #replace(slot: Slot, detail: string, expired?: Request): void {
    const old = slot.worker;
    const culprit = slot.inflight[0];
    const waiting = slot.inflight.flatMap((p) => (p.request && p !== culprit ? [p.request] : []));
    slot.inflight = [];
    slot.worker = null;
    if (old && expired) void old.terminate();
    const blamed = culprit && this.#bots.get(culprit.bot);
    if (culprit && blamed) {
      blamed.strikes++;
      const doing = culprit.type === 'choose' ? 'deciding' : `handling its ${culprit.type}`;
      const kind: BotIncidentKind = expired ? 'hang' : 'crash';
      const message = expired
        ? `its worker was stuck ${doing}`
        : `its worker died while ${doing} (${detail})`;
      const request = culprit.request;
      if (request && !request.settled) this.#settle(request, this.#fallback(request), { kind, message });
      else if (!request || request !== expired) this.#report(blamed, kind, message, false);
      if (blamed.strikes >= this.#maxStrikes) this.#retire(blamed);
    }
    for (const r of waiting) if (r.timer) clearTimeout(r.timer);
    for (const r of waiting) r.timer = null;
    const moved = this.#restart(slot);
    this.#incident({
      kind: 'worker',
      message: `replaced (${detail}); ${moved} bot(s) created again and shown the game so far`,
      worker: slot.index,
      fallback: false,
    });
    for (const r of waiting) if (!r.settled) this.#ask(r);
  }

  /** Starts a new worker for the slot and creates its bots there again. */
  #restart(slot: Slot): number {
    this.#spawn(slot);
    let moved = 0;
    for (const bot of this.#bots.values()) {
      if (bot.slot !== slot || bot.retired) continue;
      this.#post(slot, this.#createMessage(bot));
      moved++;
    }
    return moved;
  }

  #retire(bot: Bot): void {
    bot.retired = true;
    this.#report(
      bot,
      'retired',
      `it hung or took its worker down ${bot.strikes} times; its seat plays fallback moves from now on`,
      false,
    );
    for (const r of bot.requests) this.#settle(r, this.#fallback(r));
  }
}
