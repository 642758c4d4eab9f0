/**
 * __NAME__'s data, all plain JSON: the options, one action, the state, what a seat sees
 * and the events. Coordinates: x to the right, y downwards, (0, 0) top left (core's
 * geometry); the runners start on the left column, the goal is on the right one.
 */
import {
  DIRECTIONS,
  type Direction,
  type GameEvent,
  type Point,
  type RngState,
  type Seat,
} from '@daedalus/core';
import { z } from 'zod';

export const optionsSchema = z
  .object({
    size: z.number().int().min(3).max(9).default(5).describe('Side of the square board, in cells.'),
    rocks: z
      .number()
      .int()
      .min(0)
      .max(30)
      .default(5)
      .describe('Rocks placed on the board (fewer when a rock would cut a cell off).'),
    turnCap: z
      .number()
      .int()
      .min(1)
      .max(1000)
      .default(60)
      .describe('Moves after which the race ends as a draw (so that every game ends).'),
  })
  .strict();
export type __Pascal__Options = z.infer<typeof optionsSchema>;

export const presets: Readonly<Record<string, Partial<__Pascal__Options>>> = {
  /** A short race: smoke tests in the browser and on the server play it. */
  quick: { size: 4, rocks: 3, turnCap: 30 },
  /** A long race on the largest board. */
  long: { size: 9, rocks: 20, turnCap: 200 },
};

/** One move to a neighbouring cell that is not a rock. */
export const actionSchema = z.object({ type: z.literal('move'), dir: z.enum(DIRECTIONS) }).strict();
export type __Pascal__Action = z.infer<typeof actionSchema>;

export interface __Pascal__State {
  readonly options: __Pascal__Options;
  rng: RngState;
  /** Row-major, `size × size`: true where a rock blocks the cell. */
  readonly rocks: readonly boolean[];
  readonly goal: Point;
  /** Each seat's runner. Runners may share a cell. */
  runners: Point[];
  /** The seat to move. */
  turn: Seat;
  /** Moves made so far. */
  turns: number;
  over: boolean;
  winner: Seat | null;
}

/** Everything but the generator: a race has no secrets on the board. */
export interface __Pascal__View {
  readonly you: Seat | null;
  readonly size: number;
  readonly rocks: readonly boolean[];
  readonly goal: Point;
  readonly runners: readonly Point[];
  readonly turn: Seat;
  readonly turns: number;
  readonly turnCap: number;
  readonly over: boolean;
  readonly winner: Seat | null;
}

export type __Pascal__Event = GameEvent &
  (
    | { readonly type: '__ID__/moved'; readonly seat: Seat; readonly dir: Direction; readonly to: Point }
    | { readonly type: '__ID__/won'; readonly seat: Seat }
    | { readonly type: '__ID__/draw'; readonly turns: number }
  );
