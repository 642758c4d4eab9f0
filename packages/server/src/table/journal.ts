/**
 * A table's row and state id as storage has them. Every change of the table (a seat
 * taken, a game step) is written to the `Store` here, in one transaction with the
 * table's new state id, and only then does the journal move on: what the master
 * tells anyone afterwards is always already stored.
 */
import type { Outcome, Seat } from '@daedalus/core';
import type { Step } from '../ledger.ts';
import type { LogEntry, Store, TableChange, TableRow } from '../storage/store.ts';

export class TableJournal {
  #table: TableRow;
  #stateId: number;

  constructor(
    readonly store: Store,
    table: TableRow,
    /** The state id of the last stored change. */
    stateId: number,
  ) {
    this.#table = table;
    this.#stateId = stateId;
  }

  get table(): TableRow {
    return this.#table;
  }

  get stateId(): number {
    return this.#stateId;
  }

  /**
   * Stores that a person took `seat` (`fills`: the last free one, the game starts).
   * False if storage found the seat taken meanwhile: nothing changed.
   */
  async claim(
    seat: Seat,
    name: string | null,
    tokenHash: string,
    fills: boolean,
    at: number,
  ): Promise<boolean> {
    const entry = this.#entry({ kind: 'claim', seat, action: null, hash: null, source: 'human', at });
    const change: TableChange = { status: fills ? 'playing' : 'waiting', outcome: null };
    const stored = await this.store.claimSeat(this.#table.id, seat, name, tokenHash, entry, change);
    if (stored) this.#advance(entry, change);
    return stored;
  }

  /** Stores that the person at `seat` (holding `tokenHash`) gave it up; false if storage refused: nothing changed. */
  async release(seat: Seat, tokenHash: string, at: number): Promise<boolean> {
    const entry = this.#entry({ kind: 'release', seat, action: null, hash: null, source: 'human', at });
    const change: TableChange = { status: 'waiting', outcome: null };
    const stored = await this.store.releaseSeat(this.#table.id, seat, tokenHash, entry, change);
    if (stored) this.#advance(entry, change);
    return stored;
  }

  /** Stores a game step of `seat` and the game's outcome after it; throws (changing nothing) if storage fails. */
  async step(
    seat: Seat,
    step: Step,
    source: LogEntry['source'],
    outcome: Outcome,
    at: number,
  ): Promise<void> {
    const { kind, action, hash } = step;
    const entry = this.#entry({ kind, seat, action, hash, source, at });
    const change: TableChange = {
      status: outcome.over ? 'finished' : 'playing',
      outcome: outcome.over ? outcome : null,
    };
    await this.store.appendStep(this.#table.id, entry, change);
    this.#advance(entry, change);
  }

  /** Names the table's rematch, which storage has created. */
  rematched(rematch: string): void {
    this.#table = { ...this.#table, rematch };
  }

  #entry(entry: Omit<LogEntry, 'seq'>): LogEntry {
    return { seq: this.#stateId + 1, ...entry };
  }

  #advance(entry: LogEntry, change: TableChange): void {
    this.#stateId = entry.seq;
    this.#table = { ...this.#table, ...change, stateId: entry.seq, updatedAt: entry.at };
  }
}
