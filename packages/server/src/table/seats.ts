/**
 * The seats of a table and the checks on them: who holds a seat token, which
 * seats may be claimed, when the table is full. Tokens are known only by their
 * hash (tokens.ts): the token itself is never stored.
 */
import type { Seat, SeatInfo } from '@daedalus/core';
import type { SeatRow } from '../storage/store.ts';
import { seatInfos } from '../table-info.ts';
import { tokenMatches } from '../tokens.ts';

export class TableSeats {
  #rows: SeatRow[];

  constructor(rows: readonly SeatRow[]) {
    this.#rows = rows.map((s) => ({ ...s }));
  }

  get rows(): readonly SeatRow[] {
    return this.#rows;
  }

  /** The computer players' seats. */
  get bots(): readonly SeatRow[] {
    return this.#rows.filter((s) => s.kind === 'bot');
  }

  get(seat: Seat): SeatRow | undefined {
    return this.#rows.find((s) => s.seat === seat);
  }

  /** The person's seat this token opens, if any. */
  byToken(token: string): SeatRow | undefined {
    return this.#rows.find((s) => s.kind === 'human' && tokenMatches(token, s.tokenHash));
  }

  /** Why a person cannot take `seat` now, or null if they can. */
  refuseClaim(seat: Seat): 'table/no-such-seat' | 'table/seat-is-bot' | 'table/seat-taken' | null {
    const row = this.get(seat);
    if (!row) return 'table/no-such-seat';
    if (row.kind === 'bot') return 'table/seat-is-bot';
    if (row.tokenHash !== null) return 'table/seat-taken';
    return null;
  }

  /** Whether taking `seat` takes the last free seat (which starts the game). */
  fillsTable(seat: Seat): boolean {
    return this.#rows.every((s) => s.seat === seat || s.kind === 'bot' || s.tokenHash !== null);
  }

  /** Records a claim that storage accepted. */
  take(seat: Seat, name: string | null, tokenHash: string): void {
    this.#rows = this.#rows.map((s) => (s.seat === seat ? { ...s, name, tokenHash } : s));
  }

  /** Records a release that storage accepted: the seat is free again. */
  free(seat: Seat): void {
    this.#rows = this.#rows.map((s) => (s.seat === seat ? { ...s, name: null, tokenHash: null } : s));
  }

  /** The seats as a match record names them. */
  infos(): SeatInfo[] {
    return seatInfos(this.#rows);
  }
}
