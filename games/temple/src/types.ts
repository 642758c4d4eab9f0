/**
 * The Temple Labyrinth as data: options, actions, the table (board, rhombi, figures,
 * stones), the state, the view and the events — all plain JSON.
 *
 * Fields are numbered as in core's `triangleHall` (row by row from the top, left to
 * right); rhombi are named by a letter: `A` … `M` the 13 path rhombi, `X` `Y` `Z` the
 * target rhombi. A rhombus's place is its pose `{ q, r, d }` (see `triangles.ts`).
 */
import { type GameEvent, type RhombusPose, type RngState, type Seat, TRI_DIRECTIONS } from '@daedalus/core';
import { z } from 'zod';

/** Action points a player has each turn (phases 2 and 3). */
export const AP_PER_TURN = 3;
export const MAX_PLAYERS = 4;
export const TARGET_LETTERS = ['X', 'Y', 'Z'] as const;
export const PATH_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M'] as const;
export const LETTERS = [...TARGET_LETTERS, ...PATH_LETTERS] as const;
export type Letter = (typeof LETTERS)[number];
export const COLOURS = ['red', 'blue', 'green', 'yellow'] as const;
export type Colour = (typeof COLOURS)[number];

/**
 * A board: a hexagonal hall of `side` and one character per field, row by row:
 * `.` floor, `~` abyss, `+` entrance (start field and exit), `o` secret passage,
 * `*` rhombus symbol, `X` `Y` `Z` floor under a target rhombus at the start (two
 * neighbouring fields each).
 */
export const boardSchema = z
  .object({
    name: z.string().min(1).max(40).describe('Name of the board.'),
    side: z.number().int().min(3).max(8).describe('Side of the hexagonal hall, in edges.'),
    rows: z
      .array(z.string().regex(/^[.~+o*XYZ]+$/))
      .min(6)
      .max(16)
      .describe('The fields, one string a row from the top.'),
  })
  .strict();
export type BoardSpec = z.infer<typeof boardSchema>;

export const optionsSchema = z.object({
  layout: boardSchema
    .nullable()
    .default(null)
    .describe('A board of your own in the board format (empty: the Temple board of the rules page).'),
  statues: z
    .number()
    .int()
    .min(1)
    .max(3)
    .default(3)
    .describe('Statues of their colour each player must collect before heading for an exit.'),
  turnCap: z
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(300)
    .describe('Turns after which the game ends as a draw (so that every game ends).'),
});
export type TempleOptions = z.infer<typeof optionsSchema>;

/** Kinds of field, one character each (the board format's letters, without the targets). */
export type FieldKind = '.' | '~' | '+' | 'o' | '*';

/** The board as the game uses it (resolved from a spec). */
export interface Board {
  name: string;
  side: number;
  /** One kind character per field id. */
  kinds: string;
}

/** A rhombus on the table. */
export interface Rhombus {
  letter: Letter;
  pose: RhombusPose;
}

/** What is on the board: the part of the state that everybody sees and the rules work on. */
export interface Table {
  board: Board;
  /** Rhombi lying on the board: the three targets first, then path rhombi as they were laid. */
  rhombi: Rhombus[];
  /** The field each player's figure stands on (on a rhombus: one of its fields), or null before it is placed. */
  figures: (number | null)[];
  /** The field of each player's blockade stone, or null when it is off the board. */
  stones: (number | null)[];
  /** `statues[t][seat]`: the statue of that seat's colour still stands on target rhombus t (X, Y, Z). */
  statues: boolean[][];
}

export type Phase = 'start' | 'lay' | 'rhombi' | 'figure' | 'stone' | 'over';

export interface TempleState {
  options: TempleOptions;
  rng: RngState;
  table: Table;
  /** The face-down path rhombi, drawn from the end: their order is the secret. */
  stack: Letter[];
  /** Path rhombi that fitted nowhere when drawn (setup), out of the game. */
  aside: Letter[];
  /** The path rhombus drawn and being laid (setup), shown face up. */
  drawn: Letter | null;
  phase: Phase;
  /** Whose decision it is: the player choosing a start field, laying, or on turn. */
  current: Seat;
  /** Action points left this turn. */
  ap: number;
  /** The figure may make a move now: none yet this turn, or a statue, passage or symbol since its last. */
  mayMove: boolean;
  /** Turns played (a turn ends with phase 4). */
  turns: number;
  winner: Seat | null;
}

const int = z.number().int();
export const fieldId = int.min(0).max(1000);
export const letterSchema = z.enum(LETTERS);
export const dirSchema = z.enum(TRI_DIRECTIONS);
export const poseSchema = z
  .object({ q: int.min(-20).max(20), r: int.min(-20).max(20), d: int.min(0).max(5) })
  .strict();

export const slideSchema = z
  .object({ type: z.literal('slide'), rhombus: letterSchema, dir: dirSchema, steps: int.min(1).max(20) })
  .strict();
export const rotateSchema = z
  .object({
    type: z.literal('rotate'),
    rhombus: letterSchema,
    /** The pivot: the corner on this hour of a clock face laid on the rhombus (12 up, 3 right). */
    corner: int.min(1).max(12),
    turn: z.enum(['cw', 'ccw']),
    steps: int.min(1).max(5),
  })
  .strict();
export const motionSchema = z.discriminatedUnion('type', [slideSchema, rotateSchema]);
export type SlideMotion = z.infer<typeof slideSchema>;
export type RotateMotion = z.infer<typeof rotateSchema>;
export type Motion = z.infer<typeof motionSchema>;

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), at: fieldId }).strict(),
  z.object({ type: z.literal('lay'), pose: poseSchema }).strict(),
  slideSchema,
  rotateSchema,
  z
    .object({ type: z.literal('move'), to: fieldId, path: z.array(fieldId).min(2).max(400).optional() })
    .strict(),
  z.object({ type: z.literal('take') }).strict(),
  z.object({ type: z.literal('passage'), to: fieldId }).strict(),
  z.object({ type: z.literal('symbol'), motion: motionSchema }).strict(),
  z.object({ type: z.literal('place'), at: fieldId }).strict(),
  z.object({ type: z.literal('end') }).strict(),
]);
export type TempleAction = z.infer<typeof actionSchema>;
export type ActionType = TempleAction['type'];

export type TempleEventType =
  | 'setup/start-chosen'
  | 'setup/drawn'
  | 'setup/laid'
  | 'setup/set-aside'
  | 'turn/started'
  | 'stone/removed'
  | 'rhombus/slid'
  | 'rhombus/rotated'
  | 'figure/carried'
  | 'figure/moved'
  | 'statue/taken'
  | 'passage/used'
  | 'symbol/used'
  | 'phase/ended'
  | 'stone/placed'
  | 'game/won'
  | 'game/draw';

export interface TempleEvent extends GameEvent {
  readonly type: TempleEventType;
  readonly seat?: Seat;
  readonly rhombus?: Letter;
  readonly at?: number;
  readonly from?: number;
  readonly to?: number;
  readonly path?: readonly number[];
  readonly dir?: string;
  readonly steps?: number;
  readonly corner?: number;
  readonly turn?: 'cw' | 'ccw';
  readonly cost?: number;
  readonly snakes?: number;
  readonly ap?: number;
  readonly phase?: Phase;
  readonly collected?: number;
  readonly turns?: number;
  /** Field names (`e10`) of `at`, `from` and `to`, for events told in words. */
  readonly atName?: string;
  readonly fromName?: string;
  readonly toName?: string;
}

/** A rhombus as a viewer sees it, with everything a board needs to draw it. */
export interface RhombusView {
  letter: Letter;
  kind: 'target' | 'path';
  pose: RhombusPose;
  fields: [number, number];
  /** Corners A, B, C, D on the screen (edge length 1, the hall's centre at 0, 0) with their clock hours. */
  corners: { x: number; y: number; hour: number }[];
  /** Edges with a wall: 0 AB, 1 BC, 2 CD, 3 DA. */
  walls: number[];
  snakes: number;
  /** For a target rhombus: the seats whose statue still stands on it. */
  statues: Seat[];
}

export interface FieldView {
  id: number;
  name: string;
  row: number;
  col: number;
  up: boolean;
  x: number;
  y: number;
  kind: FieldKind;
  /** The rhombus lying on it, if any. */
  rhombus: Letter | null;
}

export interface PlayerView {
  seat: Seat;
  colour: Colour;
  figure: number | null;
  stone: number | null;
  collected: number;
}

export interface TempleView {
  you: Seat | null;
  board: { name: string; side: number };
  /** The table the rules work on: the pure helpers (`reachable`, `slideTargets`…) take it. */
  table: Table;
  fields: FieldView[];
  rhombi: RhombusView[];
  players: PlayerView[];
  phase: Phase;
  current: Seat;
  ap: number;
  mayMove: boolean;
  statuesToCollect: number;
  turns: number;
  turnCap: number;
  /** Setup: the path rhombus being laid, and how many lie face down. */
  drawn: Letter | null;
  faceDown: number;
  winner: Seat | null;
}
