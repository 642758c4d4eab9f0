/**
 * Group commit: writes that arrive while one is being stored wait and are then
 * stored together, in one write (one round trip, one commit), in arrival order;
 * each caller's promise settles when its own write is stored or has failed. With
 * one table busy this is a write per change, as before; with a thousand busy
 * tables, one database round trip serves all the changes made meanwhile.
 *
 * With `spacingMs`, a write starts at least that long after the one before it started: under
 * a steady load the writes of the moments between join one group instead of going one by
 * one. For an embedded database (PGlite), whose every write costs the server's own thread a
 * fixed price, this is what gathers a group; a database in another process gathers one
 * while the server waits for its answer.
 *
 * A group that fails (a row another process wrote first, say) is tried again one
 * key (one table) at a time, and a key that fails one write at a time, in order, up
 * to its first failure; the key's later writes fail with that one. One table's
 * failure is not every table's, and a table's log never has a gap.
 */
export interface GroupCommitOptions<T> {
  /** Stores every item, in order, atomically: all of them or none. */
  readonly write: (items: readonly T[]) => Promise<void>;
  /** What a failure is confined to first (a table's id). */
  readonly keyOf: (item: T) => string;
  /** Largest group stored in one write (bounded by the database's parameters per statement). */
  readonly maxGroup: number;
  /** Least time between the starts of two writes, in ms (default 0: a write starts as soon as it can). */
  readonly spacingMs?: number;
  /** The clock of the spacing, in ms (default `performance.now`). */
  readonly now?: () => number;
}

interface Waiting<T> {
  readonly item: T;
  readonly done: (error?: unknown) => void;
}

export class GroupCommit<T> {
  readonly #options: GroupCommitOptions<T>;
  #waiting: Waiting<T>[] = [];
  #writing = false;
  #scheduled = false;
  /** When the last write started (the spacing's clock), or -Infinity before the first. */
  #lastStart = Number.NEGATIVE_INFINITY;
  /** Groups stored and items in them, since the start (for measurements and tests). */
  readonly stats = { groups: 0, items: 0, largest: 0 };

  /** The spacing's clock. */
  readonly #now: () => number;

  constructor(options: GroupCommitOptions<T>) {
    this.#options = options;
    this.#now = options.now ?? (() => performance.now());
  }

  /** Stores `item` with whatever else is waiting; resolves once it is stored, rejects if it could not be. */
  add(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.#waiting.push({ item, done: (error) => (error === undefined ? resolve() : reject(error)) });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#writing || this.#scheduled) return;
    this.#scheduled = true;
    const go = () => {
      this.#scheduled = false;
      void this.#flush();
    };
    const wait = this.#lastStart + (this.#options.spacingMs ?? 0) - this.#now();
    // The rest of this turn of the event loop joins the group (rooms answering one batch of
    // messages), and with a spacing whatever arrives until it is over.
    if (wait > 0) setTimeout(go, wait);
    else setImmediate(go);
  }

  async #flush(): Promise<void> {
    if (this.#writing || this.#waiting.length === 0) return;
    this.#writing = true;
    this.#lastStart = this.#now();
    const group = this.#waiting.splice(0, this.#options.maxGroup);
    try {
      await this.#store(group);
    } finally {
      this.#writing = false;
      if (this.#waiting.length > 0) {
        if (this.#options.spacingMs) this.#schedule();
        else void this.#flush();
      }
    }
  }

  async #store(group: readonly Waiting<T>[]): Promise<void> {
    const failure = await this.#attempt(group);
    if (failure === undefined) return settle(group);
    if (group.length === 1) return settle(group, failure);
    // Each key's writes together, and where that fails, one at a time, in order, up to
    // the first that fails: the writes after it fail with it (a log's next entry
    // follows from the one before).
    const byKey = new Map<string, Waiting<T>[]>();
    for (const waiting of group) {
      const key = this.#options.keyOf(waiting.item);
      const list = byKey.get(key);
      if (list) list.push(waiting);
      else byKey.set(key, [waiting]);
    }
    for (const own of byKey.values()) {
      const ownFailure = byKey.size === 1 ? failure : await this.#attempt(own);
      if (ownFailure === undefined || own.length === 1) {
        settle(own, ownFailure);
        continue;
      }
      let first: unknown;
      for (const one of own) {
        if (first === undefined) first = await this.#attempt([one]);
        settle([one], first);
      }
    }
  }

  /** One write of the group; the error if it failed. */
  async #attempt(group: readonly Waiting<T>[]): Promise<unknown> {
    try {
      await this.#options.write(group.map((w) => w.item));
    } catch (error) {
      return error ?? new Error('the write failed');
    }
    this.stats.groups++;
    this.stats.items += group.length;
    this.stats.largest = Math.max(this.stats.largest, group.length);
    return undefined;
  }
}

function settle<T>(group: readonly Waiting<T>[], error?: unknown): void {
  for (const waiting of group) waiting.done(error);
}
