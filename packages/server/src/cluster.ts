/**
 * Where the tables' rooms run, on one process or several sharing Redis (Colyseus
 * RedisPresence and RedisDriver) and PostgreSQL. Colyseus keeps a listing of every
 * room; a table's room id is the table's id, so its listing says which process runs
 * it. Three things keep every table that is being played running exactly once:
 *
 * - **One listing per table.** `RedisTableDriver` records a room only if its id is not
 *   recorded yet (the driver's `insert`, atomic in Redis: `HSETNX`). A second room
 *   opened for the same table anywhere (two processes racing to open it) is discarded
 *   by Colyseus before it starts, and whoever asked for it is sent to the first.
 * - **Opening on demand.** `ensureRoom` opens a table's room unless one is listed
 *   (Colyseus picks the process with the fewest rooms).
 * - **Orphans.** `TableKeeper` looks every few seconds (and at start-up) for tables
 *   being played that have no room: those of a process that died (its listings are
 *   removed once Colyseus's health check finds it gone), and those whose room closed.
 *   It opens a room, several at a time, for each table that goes on by itself — one with
 *   a computer player or a clock; a table of people only, without a clock, waits for
 *   them: its room opens when the first of them comes back (the join opens it), so a
 *   restart does not replay a thousand tables nobody is looking at before it is ready.
 */
import { type IRoomCache, matchMaker } from '@colyseus/core';
import { ROOM_TABLE } from '@daedalus/protocol';
import type { Store, StoredTable } from './storage/store.ts';

/** RedisDriver's hash of room listings. */
const ROOM_CACHES = 'roomcaches';

/** A RedisDriver that records a room only if no room with its id is listed (Colyseus's `insert`). */
export async function redisTableDriver(url: string): Promise<matchMaker.MatchMakerDriver> {
  const [{ RedisDriver }, { Redis }] = await Promise.all([
    import('@colyseus/redis-driver'),
    import('ioredis'),
  ]);
  class RedisTableDriver extends RedisDriver {
    readonly #redis: InstanceType<typeof Redis>;
    constructor(redis: InstanceType<typeof Redis>) {
      super(redis);
      this.#redis = redis;
    }
    async insert(room: IRoomCache): Promise<boolean> {
      return (await this.#redis.hsetnx(ROOM_CACHES, room.roomId, JSON.stringify(room))) === 1;
    }
  }
  return new RedisTableDriver(new Redis(url)) as unknown as matchMaker.MatchMakerDriver;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Makes sure a table's room runs somewhere. A short lock per table (in Redis with
 * several processes) keeps processes from loading the same table at once; even
 * without it, only one room per table would be listed.
 */
export async function ensureRoom(tableId: string): Promise<void> {
  const lock = `daedalus:opening:${tableId}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await matchMaker.driver.findOne({ roomId: tableId })) return;
    if ((await matchMaker.presence.hincrbyex(lock, 'n', 1, 15)) === 1) {
      try {
        await matchMaker.createRoom(ROOM_TABLE, { tableId });
        return;
      } catch (error) {
        // A room listed meanwhile is success; anything else is tried again.
        if (await matchMaker.driver.findOne({ roomId: tableId })) return;
        if (attempt >= 3) throw error;
      } finally {
        await matchMaker.presence.del(lock);
      }
    }
    await sleep(100);
  }
  throw new Error(`table ${tableId}: its room could not be opened`);
}

/** How many rooms the keeper opens at once (each reads a table and replays its log). */
const OPENING_AT_ONCE = 8;

/** Looks for tables being played that have no room, and opens one for each that goes on by itself. */
export class TableKeeper {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<number> | null = null;
  #stopped = false;

  constructor(
    readonly store: Store,
    readonly log: (message: string) => void,
    /** Whether a table goes on without anyone there (a computer player, a clock). */
    readonly goesOnByItself: (table: StoredTable) => boolean,
    readonly open: (tableId: string) => Promise<void> = ensureRoom,
  ) {}

  /** Looks every `everyMs` milliseconds (in the background) until `stop`. */
  start(everyMs: number): void {
    this.#timer = setInterval(() => void this.check(), everyMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  /** One look (never two at once); resolves with the number of rooms it opened. */
  check(): Promise<number> {
    this.#running ??= this.#check()
      .catch((error) => {
        this.log(`looking for tables without a room failed: ${String(error)}`);
        return 0;
      })
      .finally(() => {
        this.#running = null;
      });
    return this.#running;
  }

  async #check(): Promise<number> {
    const playing = await this.store.listTables({
      statuses: ['playing'],
      publicOnly: false,
      limit: Number.MAX_SAFE_INTEGER,
    });
    if (playing.length === 0) return 0;
    const listed = await this.#listedOnLiveProcesses();
    const due = playing
      .filter((t) => !listed.has(t.table.id) && this.goesOnByItself(t))
      .map((t) => t.table.id);
    let opened = 0;
    const next = async (): Promise<void> => {
      for (let id = due.shift(); id !== undefined && !this.#stopped; id = due.shift()) {
        try {
          await this.open(id);
          opened++;
        } catch (error) {
          this.log(`table ${id} could not be opened: ${String(error)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: OPENING_AT_ONCE }, next));
    return opened;
  }

  /**
   * The tables whose rooms are listed, less those of processes that are gone: a process
   * whose Colyseus channel has no subscriber any more (its connection to Redis closed)
   * is checked by Colyseus's health check, which removes its listings if it does not answer.
   */
  async #listedOnLiveProcesses(): Promise<Map<string, string>> {
    const listings = (await matchMaker.driver.query({ name: ROOM_TABLE })) as IRoomCache[];
    const listed = new Map(listings.map((l) => [l.roomId, l.processId]));
    const others = new Set([...listed.values()].filter((p) => p !== matchMaker.processId));
    if (others.size === 0) return listed;
    const alive = new Set((await matchMaker.presence.channels('p:*')).map((c) => c.slice(2)));
    for (const processId of others) {
      if (alive.has(processId) || (await matchMaker.healthCheckProcessId(processId))) continue;
      this.log(`process ${processId} is gone: its tables are opened elsewhere`);
      for (const [room, owner] of listed) if (owner === processId) listed.delete(room);
    }
    return listed;
  }
}
