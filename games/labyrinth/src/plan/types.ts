/**
 * The Labyrinth plan: the secret map the game master keeps (reference B.1.4, B.4, B.8).
 * Plain JSON data. Coordinates are screen-like: x to the right, y downwards, so
 * "up" is y − 1 (core geometry's convention).
 *
 * Shared by the plan tools (format, validator, generator) and the rules engine.
 */
import type { Direction, Point } from '@daedalus/core';

export const CELL_TYPES = ['land', 'hospital', 'weaponry', 'pit', 'river', 'delta', 'encephalitis'] as const;
export type CellType = (typeof CELL_TYPES)[number];

/** One-letter codes of the original (L, H, W, P, R, D, E). */
export const CELL_CODES: Readonly<Record<CellType, string>> = {
  land: 'L',
  hospital: 'H',
  weaponry: 'W',
  pit: 'P',
  river: 'R',
  delta: 'D',
  encephalitis: 'E',
};

/** What an outer side of a cell is (B.1.4): a wall, a closed exit (blowable), or an open exit. */
export type OuterSide = 'wall' | 'closed-exit' | 'open-exit';

export interface Exit {
  readonly at: Point;
  /** The outer side of `at` that the exit is on. */
  readonly side: Direction;
  /** Open exits can be walked through; closed exits must first be blown up with a grenade. */
  readonly open: boolean;
}

export interface Treasure {
  readonly at: Point;
  /** Exactly one treasure of a plan is true (B.8 mandatory 3). */
  readonly true: boolean;
}

export interface Plan {
  readonly width: number;
  readonly height: number;
  /**
   * Row-major; `false` marks a position outside the labyrinth (masked shapes such as
   * a square without its corners). Absent: the full rectangle.
   */
  readonly mask?: readonly boolean[];
  /** Row-major cell types; entries of masked-out positions are ignored (write 'land'). */
  readonly cells: readonly CellType[];
  /**
   * Inner walls (all destructible by a grenade). `wallRight[i]` is the wall between
   * cell i = (x, y) and (x + 1, y); `wallDown[i]` between (x, y) and (x, y + 1).
   * Row-major, one entry per position; entries facing the outline or a masked cell are ignored.
   */
  readonly wallRight: readonly boolean[];
  readonly wallDown: readonly boolean[];
  /** Every outer side not listed here is an indestructible wall. */
  readonly exits: readonly Exit[];
  /** Row-major: the flow direction of each river cell; null for every other cell. */
  readonly flow: readonly (Direction | null)[];
  /** Pit loops, each an ordered list of ≥ 2 pit cells: a player falling into pit i goes to pit i + 1 (the last to the first). */
  readonly pitLoops: readonly (readonly Point[])[];
  readonly treasures: readonly Treasure[];
}

/**
 * One problem found in a plan: a namespaced code (`plan/…`, `rivers/…`), a sentence a
 * person can read, and the cells concerned (possibly none).
 */
export interface PlanIssue {
  readonly code: string;
  readonly message: string;
  readonly cells: readonly Point[];
}
