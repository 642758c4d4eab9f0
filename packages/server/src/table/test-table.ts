/**
 * For the table master's unit tests: a table in a `MemoryStore`, a `ManualClock`,
 * a host that records every message per connection, and a bot driver that answers
 * at once in this thread (the first legal action unless told otherwise). No
 * Colyseus, no database, no worker threads.
 */
import { type AnyGame, currentEdition, type GameEvent, type JsonValue } from '@daedalus/core';
import type { ServerMessage, ServerMessageOf } from '@daedalus/protocol';
import { hunt } from '@daedalus/testkit/fixtures';
import { fallbackAction } from '../bots/fallback.ts';
import type { BotDecisionRequest, BotInit } from '../bots/pool.ts';
import type { BotObservation } from '../bots/protocol.ts';
import { ManualClock } from '../clock.ts';
import { GuessLimiter, perMinute } from '../rate-limit.ts';
import { MemoryStore } from '../storage/memory-store.ts';
import type { SeatRow, Store, TableRow } from '../storage/store.ts';
import type { BotDriver } from './bots.ts';
import { type TableDeps, type TableHost, TableMaster } from './master.ts';

/** Records what the master sends, per connection, and what it asks of its transport. */
export class Recorder implements TableHost {
  readonly sent = new Map<string, ServerMessage[]>();
  /** Every message in the order sent, with its connection. */
  readonly all: { to: string; message: ServerMessage }[] = [];
  alive: boolean | null = null;
  closed = 0;

  send(to: string, message: ServerMessage): void {
    const list = this.sent.get(to) ?? [];
    list.push(message);
    this.sent.set(to, list);
    this.all.push({ to, message });
  }

  keepAlive(alive: boolean): void {
    this.alive = alive;
  }

  close(): void {
    this.closed++;
  }

  /** Messages sent to `to` (and forgets them). */
  take(to: string): ServerMessage[] {
    const list = this.sent.get(to) ?? [];
    this.sent.delete(to);
    return list;
  }

  /** The last message of `type` sent to `to`. */
  last<T extends ServerMessage['type']>(to: string, type: T): ServerMessageOf<T> | undefined {
    return (this.sent.get(to) ?? []).filter((m): m is ServerMessageOf<T> => m.type === type).at(-1);
  }
}

/**
 * A bot driver that answers in this thread: `choice` picks the action (default: the first
 * legal one), at once or, while `hold` is set, when the test calls `answer`. Like the pool,
 * it asks a new bot for what its seat saw so far (`recall`) when creating it.
 */
export class FakeBots implements BotDriver {
  readonly created: { init: BotInit; history: readonly BotObservation[] }[] = [];
  hold = false;
  readonly held: { bot: string; decision: BotDecisionRequest; answer: (action?: JsonValue) => void }[] = [];
  readonly observed = new Map<string, { events: readonly GameEvent[]; view: JsonValue }[]>();
  readonly asked: { bot: string; decision: BotDecisionRequest }[] = [];
  readonly disposed: string[] = [];
  readonly refusals: string[] = [];

  constructor(public choice: (decision: BotDecisionRequest) => JsonValue = (d) => d.legal[0] ?? null) {}

  create(init: BotInit): void {
    this.created.push({ init, history: init.recall(init.seen) });
  }

  observe(bot: string, events: readonly GameEvent[], view: JsonValue): void {
    const list = this.observed.get(bot) ?? [];
    list.push({ events, view });
    this.observed.set(bot, list);
  }

  choose(bot: string, decision: BotDecisionRequest): Promise<JsonValue> {
    this.asked.push({ bot, decision });
    if (!this.hold) return Promise.resolve(this.choice(decision));
    return new Promise((resolve) =>
      this.held.push({ bot, decision, answer: (action) => resolve(action ?? this.choice(decision)) }),
    );
  }

  refused(bot: string, message: string, decision: BotDecisionRequest): JsonValue | undefined {
    this.refusals.push(`${bot}: ${message}`);
    return fallbackAction(decision.legal, decision.seed);
  }

  dispose(bot: string): void {
    this.disposed.push(bot);
  }
}

export interface TestTableOptions {
  readonly game?: AnyGame;
  /** `human` or a bot level, per seat (default: two people). */
  readonly seats?: readonly string[];
  readonly options?: JsonValue;
  /** The edition of the rules the table was stored with (default: the game's current one). */
  readonly edition?: number;
  readonly moveSeconds?: number | null;
  readonly invite?: string | null;
  readonly seed?: string;
  readonly store?: Store;
  readonly clock?: ManualClock;
  readonly bots?: FakeBots;
  readonly rate?: { perSecond: number; burst: number };
  /** Failed guesses of secrets (default: a thousand a minute). */
  readonly guesses?: GuessLimiter;
}

export interface TestTable {
  readonly id: string;
  readonly store: Store;
  readonly clock: ManualClock;
  readonly bots: FakeBots;
  readonly deps: TableDeps;
  readonly log: string[];
  /** A master for the table as storage has it now (`activate`d unless told not to). */
  open(host?: Recorder, options?: { activate?: boolean }): Promise<{ master: TableMaster; host: Recorder }>;
}

let tables = 0;

/** Creates a table in storage (people's seats free; all-bot tables are `playing` at once). */
export async function testTable(o: TestTableOptions = {}): Promise<TestTable> {
  const game = o.game ?? (hunt as AnyGame);
  const store = o.store ?? new MemoryStore();
  const clock = o.clock ?? new ManualClock();
  const bots = o.bots ?? new FakeBots();
  const kinds = o.seats ?? ['human', 'human'];
  const seats: SeatRow[] = kinds.map((kind, seat) =>
    kind === 'human'
      ? { seat, kind: 'human', level: null, name: null, tokenHash: null }
      : { seat, kind: 'bot', level: kind, name: `Computer (${kind})`, tokenHash: null },
  );
  const now = clock.now();
  const table: TableRow = {
    id: `t${++tables}`,
    game: game.meta.id,
    edition: o.edition ?? currentEdition(game.meta),
    options: o.options ?? { size: 3, moveCap: 8 },
    players: seats.length,
    seed: o.seed ?? 'unit',
    seedChosen: false,
    isPublic: o.invite === undefined || o.invite === null,
    invite: o.invite ?? null,
    moveSeconds: o.moveSeconds ?? null,
    status: seats.every((s) => s.kind === 'bot') ? 'playing' : 'waiting',
    outcome: null,
    stateId: 0,
    createdAt: now,
    updatedAt: now,
    rematch: null,
  };
  await store.createTable(table, seats);
  const log: string[] = [];
  const deps: TableDeps = {
    store,
    clock,
    bots,
    limits: { maxMessageBytes: 16 * 1024, rate: o.rate ?? { perSecond: 1000, burst: 1000 } },
    guesses: o.guesses ?? new GuessLimiter(perMinute(1000), perMinute(1000)),
    findGame: (id) => (id === game.meta.id ? game : undefined),
    seedSecret: () => 'unit-secret',
    ensureRoom: async (id) => {
      log.push(`room ${id}`);
    },
    notifyLobby: () => log.push('lobby'),
    log: (message) => log.push(message),
  };
  return {
    id: table.id,
    store,
    clock,
    bots,
    deps,
    log,
    async open(host = new Recorder(), options = {}) {
      const opened = await TableMaster.open(deps, host, table.id);
      if (!opened.ok) throw new Error(opened.error.message);
      if (options.activate !== false) opened.value.activate();
      return { master: opened.value, host };
    },
  };
}

/** Waits until the master's queue, bot answers and timers' tasks have all run. */
export async function settle(master: TableMaster): Promise<void> {
  for (let i = 0; i < 20; i++) {
    await master.settled();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

let secrets = 0;
/** A claim's secret, new each time (the seat token it becomes). */
export const secret = (): string => `claim-secret-${String(++secrets).padStart(12, '0')}`;
