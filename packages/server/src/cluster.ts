/**
 * Where the tables' rooms run, on one process or several sharing Redis (Colyseus
 * RedisPresence and RedisDriver) and PostgreSQL. Colyseus keeps a listing of every
 * room; a table's room id is the table's id, so its listing says which process runs
 * it. Five things keep every table that is being played running exactly once:
 *
 * - **One listing per table, written only by its process.** `RedisTableDriver` records a
 *   room only if its id is not recorded yet (the driver's `insert`, atomic in Redis:
 *   `HSETNX`). A second room opened for the same table anywhere (two processes racing to
 *   open it) is discarded by Colyseus before it starts, and whoever asked for it is sent
 *   to the first. A listing is then updated and removed only by the process it names (a
 *   script in Redis compares the listing's process): a process that another one took
 *   for dead cannot overwrite or remove the listing of the room that replaced its own.
 * - **Opening on demand.** `ensureRoom` opens a table's room unless one is listed
 *   (Colyseus picks the process with the fewest rooms).
 * - **Orphans.** `TableKeeper` looks every few seconds (and at start-up) for tables
 *   being played that have no room: those of a process that died (its listings are
 *   removed once Colyseus's health check finds it gone), and those whose room closed.
 *   It opens a room, several at a time, for each table that goes on by itself — one with
 *   a computer player or a clock; a table of people only, without a clock, waits for
 *   them: its room opens when the first of them comes back (the join opens it), so a
 *   restart does not replay a thousand tables nobody is looking at before it is ready.
 * - **Listings that lost their room are removed.** A listing of this process whose room no
 *   longer runs here (written again just after the room closed) is removed by the keeper,
 *   and the table opened again if it goes on by itself.
 * - **Rooms that lost their listing step down.** A process that was only slow (stopped,
 *   swapping, overloaded) past Colyseus's health check (2 s) has its listings removed by
 *   the process that checked, and its tables are opened elsewhere while its own rooms
 *   still run. At each look the keeper checks the listing of every table room of its
 *   own process: one listed by another process closes (its clients rejoin the other);
 *   one not listed is listed again, or closes if another room was listed first. Until
 *   then the two rooms' writes collide in storage, where the first wins and the other
 *   closes, so no step is ever stored twice or lost.
 */
import { type IRoomCache, matchMaker } from '@colyseus/core';
import { ROOM_TABLE } from '@daedalus/protocol';
import type { Store, StoredTable } from './storage/store.ts';

/** RedisDriver's hash of room listings. */
const ROOM_CACHES = 'roomcaches';

/**
 * A listing written only if none is there or the one there names the same process
 * (KEYS[1] the hash; ARGV: room id, process id, the listing): 1 if written.
 */
const WRITE_OWN_LISTING = `
local current = redis.call('HGET', KEYS[1], ARGV[1])
if current and cjson.decode(current).processId ~= ARGV[2] then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
return 1`;

/** A listing removed only if it names the process (KEYS[1] the hash; ARGV: room id, process id): 1 if removed. */
const REMOVE_OWN_LISTING = `
local current = redis.call('HGET', KEYS[1], ARGV[1])
if not current or cjson.decode(current).processId ~= ARGV[2] then return 0 end
redis.call('HDEL', KEYS[1], ARGV[1])
return 1`;

/**
 * Colyseus's RedisDriver, with every write of a listing limited to the process it names:
 * `insert` records a room only if its id is not listed yet; `persist` and `update` (a
 * room's clients, its lock, its restoration after a health check took its process for
 * dead) write only over the process's own listing or none; `remove` and `cleanup` delete
 * only a listing of the process named.
 */
export async function redisTableDriver(
  url: string,
  /** This process's id (Colyseus's, once it has set up). */
  me: () => string = () => matchMaker.processId,
): Promise<matchMaker.MatchMakerDriver> {
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
    override async persist(room: IRoomCache): Promise<boolean> {
      if (!room.roomId) return false;
      const written = await this.#redis.eval(
        WRITE_OWN_LISTING,
        1,
        ROOM_CACHES,
        room.roomId,
        room.processId,
        JSON.stringify(room),
      );
      return written === 1;
    }
    override async update(
      room: IRoomCache,
      operations: Partial<{ $set: Partial<IRoomCache>; $inc: Partial<IRoomCache> }>,
    ): Promise<boolean> {
      const fields = room as unknown as Record<string, unknown>;
      for (const [field, value] of Object.entries(operations.$set ?? {})) fields[field] = value;
      for (const [field, value] of Object.entries(operations.$inc ?? {}))
        fields[field] = (fields[field] as number) + (value as number);
      return this.persist(room);
    }
    override async remove(roomId: string): Promise<boolean> {
      return this.#removeOf(roomId, me());
    }
    override async cleanup(processId: string): Promise<void> {
      const listed = (await this.query({ processId })) as IRoomCache[];
      await Promise.all(listed.map((room) => this.#removeOf(room.roomId, processId)));
    }
    async #removeOf(roomId: string, processId: string): Promise<boolean> {
      if (!roomId) return false;
      return (await this.#redis.eval(REMOVE_OWN_LISTING, 1, ROOM_CACHES, roomId, processId)) === 1;
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

/** When a listing's room was created, to the millisecond (a date in this process, its text from Redis). */
function createdAtOf(listing: IRoomCache): string {
  const at: unknown = listing.createdAt;
  return at instanceof Date ? at.toISOString() : String(at);
}

/** How many rooms the keeper opens at once (each reads a table and replays its log). */
const OPENING_AT_ONCE = 8;

/** A table room of this process, as the keeper sees it (`TableRoom`). */
export interface LocalTableRoom {
  /** Its listing; none while Colyseus has not registered the room, or once it closes. */
  readonly listing: IRoomCache | undefined;
  /** Closes the room because another room serves its table: its clients rejoin that one. */
  stepDown(reason: string): void;
}

/** This process's room of a table, if it runs one. */
export function localTableRoom(tableId: string): LocalTableRoom | undefined {
  const room = matchMaker.getLocalRoomById(tableId) as Partial<LocalTableRoom> | undefined;
  return room && typeof room.stepDown === 'function' ? (room as LocalTableRoom) : undefined;
}

/**
 * Looks for tables being played that have no room, and opens one for each that goes on by
 * itself; first, steps down this process's rooms whose tables are listed elsewhere.
 */
export class TableKeeper {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<number> | null = null;
  #stopped = false;
  /** This process's listings found without a room here at the last look: table → when its room was created. */
  #withoutRoom = new Map<string, string>();

  constructor(
    readonly store: Store,
    readonly log: (message: string) => void,
    /** Whether a table goes on without anyone there (a computer player, a clock). */
    readonly goesOnByItself: (table: StoredTable) => boolean,
    readonly open: (tableId: string) => Promise<void> = ensureRoom,
    readonly localRoom: (tableId: string) => LocalTableRoom | undefined = localTableRoom,
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
    const found = (await matchMaker.driver.query({ name: ROOM_TABLE })) as IRoomCache[];
    // Finished tables' listings too: a listing without its room would turn away their viewers.
    const dropped = await this.#dropListingsWithoutRoom(found);
    if (playing.length === 0) return 0;
    await this.#checkOwnRooms(
      playing.map((t) => t.table.id),
      new Map(found.map((l) => [l.roomId, l.processId])),
    );
    const listed = await this.#listedOnLiveProcesses(found.filter((l) => !dropped.has(l.roomId)));
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
   * This process's rooms of the tables `tableIds` whose listing (`owners`: the process of each
   * listed room) is not this process's: one not listed is listed again (unless another room
   * was listed meanwhile); one listed by another process steps down.
   */
  async #checkOwnRooms(tableIds: readonly string[], owners: ReadonlyMap<string, string>): Promise<void> {
    const me = matchMaker.processId;
    for (const id of tableIds) {
      const room = this.localRoom(id);
      const listing = room?.listing;
      if (!room || !listing?.roomId || owners.get(id) === me) continue;
      // Listed again if no room is listed (the process's own listing is rewritten as is).
      if (await matchMaker.driver.persist(listing)) continue;
      const owner = (await matchMaker.driver.findOne({ roomId: id }))?.processId;
      if (owner === me) continue;
      room.stepDown(`its room runs on ${owner ?? 'another process'} now: this one closes`);
    }
  }

  /**
   * Removes this process's listings of rooms that do not run here, the same listing (by when
   * its room was created) found so at two looks in a row — a room being created is listed a
   * moment before Colyseus knows it here — and gives their tables. Such a listing outlives its
   * room when a write of it (Colyseus restoring the listings a health check removed, or
   * `#checkOwnRooms`) lands just after the room closed; the process is alive, so no other one
   * would open the table while it stands, and nobody could join it.
   */
  async #dropListingsWithoutRoom(listings: readonly IRoomCache[]): Promise<Set<string>> {
    const me = matchMaker.processId;
    const without = new Map(
      listings
        .filter((l) => l.processId === me && l.roomId && !this.localRoom(l.roomId)?.listing)
        .map((l) => [l.roomId, createdAtOf(l)]),
    );
    const dropped = new Set<string>();
    for (const [id, created] of without) {
      if (this.#withoutRoom.get(id) !== created || !(await matchMaker.driver.remove(id))) continue;
      this.log(`table ${id}: listed on this process, where its room no longer runs: the listing is removed`);
      dropped.add(id);
    }
    for (const id of dropped) without.delete(id);
    this.#withoutRoom = without;
    return dropped;
  }

  /**
   * The tables whose rooms are listed, less those of processes that are gone: a process
   * whose Colyseus channel has no subscriber any more (its connection to Redis closed)
   * is checked by Colyseus's health check, which removes its listings if it does not answer.
   */
  async #listedOnLiveProcesses(listings: readonly IRoomCache[]): Promise<Map<string, string>> {
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
