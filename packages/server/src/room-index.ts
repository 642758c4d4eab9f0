/**
 * Colyseus's in-process room listing with an index. The stock `LocalDriver` answers
 * every lookup — a join by room id, a table's `joinOrCreate` by `tableId` — by copying
 * and filtering the list of every room: at 1,000 tables, a thousand listings looked at
 * for each of the 2,000 seats coming back after a restart. Here a lookup that names a
 * room id or an indexed field (the table rooms' `tableId`) looks only at the listings
 * with that value, then applies the same conditions the stock driver does; any other
 * lookup, and the rare one that finds several and must sort them, is the stock one.
 */
import { type IRoomCache, LocalDriver, type SortOptions } from '@colyseus/core';

type Conditions = Partial<IRoomCache> & Record<string, unknown>;

/** The value of a field as the stock driver reads it: the listing's own, else its metadata's. */
function fieldOf(room: IRoomCache, field: string): { found: boolean; value?: unknown } {
  if (Object.hasOwn(room, field))
    return { found: true, value: (room as unknown as Record<string, unknown>)[field] };
  const metadata = room.metadata as Record<string, unknown> | undefined;
  if (metadata && Object.hasOwn(metadata, field)) return { found: true, value: metadata[field] };
  return { found: false };
}

/** Whether a listing meets every condition (a field it lacks fails, as in the stock driver). */
function meets(room: IRoomCache, conditions: Conditions): boolean {
  for (const field of Object.keys(conditions)) {
    const { found, value } = fieldOf(room, field);
    if (!found || value !== conditions[field]) return false;
  }
  return true;
}

export class IndexedLocalDriver extends LocalDriver {
  /** Listings by field (`roomId` and the indexed ones), then by value. */
  readonly #index = new Map<string, Map<unknown, Set<IRoomCache>>>();
  /** Where each listing was filed: each index and its value there when it was recorded. */
  readonly #filed = new Map<IRoomCache, [Map<unknown, Set<IRoomCache>>, unknown][]>();

  constructor(fields: readonly string[]) {
    super();
    for (const field of ['roomId', ...fields]) this.#index.set(field, new Map());
  }

  override findOne(conditions: Conditions, sortOptions?: SortOptions): Promise<IRoomCache> {
    const candidates = this.#candidates(conditions);
    if (candidates) {
      const found = [...candidates].filter((room) => meets(room, conditions));
      if (found.length <= 1 || !sortOptions || Object.keys(sortOptions).length === 0)
        return Promise.resolve(found[0] as IRoomCache);
    }
    return Promise.resolve(super.findOne(conditions, sortOptions));
  }

  override async insert(room: IRoomCache): Promise<boolean> {
    const inserted = await super.insert(room);
    if (inserted) this.#add(room);
    return inserted;
  }

  override persist(room: IRoomCache, create = false): boolean {
    const persisted = super.persist(room, create);
    if (persisted) this.#add(room);
    return persisted;
  }

  override remove(roomId: string): boolean {
    const removed = super.remove(roomId);
    if (removed) for (const room of [...(this.#index.get('roomId')?.get(roomId) ?? [])]) this.#drop(room);
    return removed;
  }

  override clear(): void {
    super.clear();
    for (const values of this.#index.values()) values.clear();
    this.#filed.clear();
  }

  /** The listings a lookup can be answered from, or null when it names no indexed field. */
  #candidates(conditions: Conditions): ReadonlySet<IRoomCache> | null {
    for (const [field, values] of this.#index)
      if (Object.hasOwn(conditions, field)) return values.get(conditions[field]) ?? new Set();
    return null;
  }

  #add(room: IRoomCache): void {
    const filed: [Map<unknown, Set<IRoomCache>>, unknown][] = [];
    for (const [field, values] of this.#index) {
      const { found, value } = fieldOf(room, field);
      if (!found) continue;
      const set = values.get(value) ?? new Set();
      set.add(room);
      values.set(value, set);
      filed.push([values, value]);
    }
    this.#filed.set(room, filed);
  }

  #drop(room: IRoomCache): void {
    for (const [values, value] of this.#filed.get(room) ?? []) {
      const set = values.get(value);
      set?.delete(room);
      if (set?.size === 0) values.delete(value);
    }
    this.#filed.delete(room);
  }
}
