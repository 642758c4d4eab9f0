/**
 * Group read: the reads of single keys (a table, a table's log) that arrive while one is
 * under way, or in the same turn of the event loop, are answered together by one read of
 * all their keys — the reading side of group commit. After a restart a thousand tables are
 * opened as their players come back, each with its row, its seats and its log: read one by
 * one, that was three database round trips a table; grouped, three for every few dozen.
 * A read starts only after it was asked for, so it sees every write its caller finished
 * before asking. A group that fails fails each of its reads with the error.
 */
export interface GroupReadOptions<K, V> {
  /** Reads every key; a key it has nothing for is missing from the map. */
  readonly read: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>;
  /** The answer for a key the read had nothing for. */
  readonly missing: () => V;
  /** Most keys read at once. */
  readonly maxGroup: number;
}

interface Asked<K, V> {
  readonly key: K;
  readonly resolve: (value: V) => void;
  readonly reject: (error: unknown) => void;
}

export class GroupRead<K, V> {
  readonly #options: GroupReadOptions<K, V>;
  #asked: Asked<K, V>[] = [];
  #reading = false;
  #scheduled = false;
  /** Reads made and keys in them, since the start (for measurements and tests). */
  readonly stats = { reads: 0, keys: 0, largest: 0 };

  constructor(options: GroupReadOptions<K, V>) {
    this.#options = options;
  }

  /** What is stored under `key`, read with whatever else is asked meanwhile. */
  get(key: K): Promise<V> {
    return new Promise<V>((resolve, reject) => {
      this.#asked.push({ key, resolve, reject });
      if (this.#reading || this.#scheduled) return;
      this.#scheduled = true;
      setImmediate(() => {
        this.#scheduled = false;
        void this.#next();
      });
    });
  }

  async #next(): Promise<void> {
    if (this.#reading || this.#asked.length === 0) return;
    this.#reading = true;
    const group = this.#take();
    try {
      const keys = [...new Set(group.map((a) => a.key))];
      let found: ReadonlyMap<K, V>;
      try {
        found = await this.#options.read(keys);
      } catch (error) {
        for (const asked of group) asked.reject(error);
        return;
      }
      this.stats.reads++;
      this.stats.keys += keys.length;
      this.stats.largest = Math.max(this.stats.largest, keys.length);
      // Each caller gets an answer of its own: a key asked twice gets a copy the second time.
      const given = new Set<K>();
      for (const asked of group) {
        const value = found.has(asked.key) ? (found.get(asked.key) as V) : this.#options.missing();
        asked.resolve(given.has(asked.key) ? structuredClone(value) : value);
        given.add(asked.key);
      }
    } finally {
      this.#reading = false;
      if (this.#asked.length > 0) void this.#next();
    }
  }

  /** The next group: the reads asked first, up to `maxGroup` different keys. */
  #take(): Asked<K, V>[] {
    const keys = new Set<K>();
    let n = 0;
    for (; n < this.#asked.length; n++) {
      const key = this.#asked[n]!.key;
      if (!keys.has(key) && keys.size === this.#options.maxGroup) break;
      keys.add(key);
    }
    return this.#asked.splice(0, n);
  }
}
