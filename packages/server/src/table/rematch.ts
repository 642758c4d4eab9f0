/**
 * A finished table's rematch: a new table with the same game (by its current rules' edition), options, clock,
 * visibility and invite code, and the same seats. A person's seat keeps its token's
 * hash, so each person takes their seat back with the token they already hold (no
 * secret goes over the wire, and someone away when the rematch was asked still has
 * theirs); computer players stay at their levels. The seed is new and secret.
 */
import type { SeatRow, TableRow } from '../storage/store.ts';

export interface RematchFresh {
  readonly id: string;
  /** The game's current edition: a rematch is a new game. */
  readonly edition: number;
  readonly seed: string;
  readonly now: number;
}

export function rematchTable(
  table: TableRow,
  seats: readonly SeatRow[],
  fresh: RematchFresh,
): { table: TableRow; seats: SeatRow[] } {
  const rows = seats.map((s) => ({ ...s }));
  // Every seat of a finished game was taken, so the rematch starts at once.
  const full = rows.every((s) => s.kind === 'bot' || s.tokenHash !== null);
  return {
    table: {
      ...table,
      id: fresh.id,
      edition: fresh.edition,
      seed: fresh.seed,
      seedChosen: false,
      status: full ? 'playing' : 'waiting',
      outcome: null,
      stateId: 0,
      createdAt: fresh.now,
      updatedAt: fresh.now,
      rematch: null,
    },
    seats: rows,
  };
}
