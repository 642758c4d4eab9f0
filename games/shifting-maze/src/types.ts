/**
 * Shifting Maze data: options, state, actions and events, all plain JSON.
 * Coordinates: x = 0..9 from the low-X edge (where Challengers start) to the high-X
 * edge, y = 0..9 downwards. A Challenger outside the maze stands at x = -1 (its
 * start area, at its own row) or x = 10 (the far side, where the Keys are).
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

export const SIZE = 10;
export const START_X = -1;
export const FAR_X = SIZE;
export const MAIN_ACTIONS = 3;
export const DEFENDER_ACTIONS = 3;
export const MAX_PP = 10;
export const SLOTS = 3;

/** Power Point costs. */
export const COST = {
  rotate: 1,
  stunDefender: 2,
  stunChallenger: 2,
  destroyCube: 5,
  destroyDefender: 5,
  killChallenger: 5,
} as const;

export const optionsSchema = z.object({
  batteryChance: z
    .number()
    .min(0)
    .max(1)
    .default(0.1)
    .describe('Chance that a newly revealed cube holds a Battery Pack (1–5 Power Points, uniform).'),
  maxDefenders: z
    .number()
    .int()
    .min(0)
    .max(8)
    .default(2)
    .describe('The Special Action adds a Defender only while fewer than this many are in the maze.'),
  turnCap: z
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(400)
    .describe('Player turns after which the game ends as a draw (so that every game ends).'),
});
export type SmOptions = z.infer<typeof optionsSchema>;

export type Item = { kind: 'key' } | { kind: 'battery'; pp: number };

/** A dead Challenger's marker with the objects it carried. */
export interface Body {
  seat: Seat;
  items: Item[];
}

export interface Cube {
  doors: number;
  items: Item[];
  bodies: Body[];
}

/** A maze position: unrevealed (null), a Destroyed Cube, or a cube. */
export type Cell = Cube | 'destroyed' | null;

export interface Defender {
  /** Defenders act in the order of their numbers. */
  id: number;
  at: Point;
  /** Misses its next Defender Move. */
  stunned: boolean;
  /** Direction back to the position it last came from ("do not retrace its route"). */
  came: Direction | null;
}

export interface Challenger {
  /** Null while dead: a fresh Challenger appears at the start area on the player's next turn. */
  at: Point | null;
  pp: number;
  items: Item[];
  /** Misses its next turn (the Large Cross). */
  stunned: boolean;
  /** Main actions already spent in reactions against the next Challenger Move (Small Crosses). */
  owed: number;
}

export type MazeEvent =
  | { kind: 'special'; at: Point }
  | { kind: 'rotate'; at: Point; turns: 1 | 2 | 3 }
  | { kind: 'slide'; axis: 'x' | 'y'; line: number; delta: 1 | -1 }
  | { kind: 'z'; at: Point; delta: 1 | -1 };

export type Threat =
  | { kind: 'defender'; defender: number }
  | { kind: 'doom'; at: Point; cause: 'slide' | 'z' | 'destroy' };

/**
 * A cube a Challenger is destroying (5 PP, already paid) while the Challengers inside react, in seat order
 * (`queue`); it is destroyed, with whoever is still inside, when the queue is done.
 */
export interface Destroying {
  at: Point;
  by: Seat;
  queue: Seat[];
}

export type Stage =
  | { kind: 'defenders'; next: number; current: number | null; actionsLeft: number }
  | { kind: 'event'; event: MazeEvent; queue: Seat[]; done: boolean }
  | { kind: 'move'; mainLeft: number; destroying?: Destroying };

export interface Attack {
  defender: number;
  queue: Seat[];
}

export interface Reaction {
  seat: Seat;
  threat: Threat;
  /** Main actions spent in this reaction. */
  used: number;
}

export interface SmState {
  options: SmOptions;
  rng: RngState;
  /** The hidden tile bag: doorway masks, drawn from the end. */
  bag: number[];
  /** Row-major, SIZE × SIZE. */
  cells: Cell[];
  /** Tiles pushed past the edge of the maze. */
  lost: number[];
  /** Tiles removed by a Z slide or destroyed by a power action. */
  destroyed: number[];
  defenders: Defender[];
  challengers: Challenger[];
  /** Start row of each seat. */
  startRows: number[];
  current: Seat;
  /** Completed player turns. */
  turns: number;
  stage: Stage;
  attack: Attack | null;
  reaction: Reaction | null;
  phase: 'play' | 'over';
  winner: Seat | null;
}

const dir = z.enum(DIRECTIONS);
const index = z.number().int().min(0).max(99);

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('investigate'), dir }).strict(),
  z.object({ type: z.literal('move'), dir }).strict(),
  z.object({ type: z.literal('pickUp'), index, body: index.optional() }).strict(),
  z.object({ type: z.literal('takeKey') }).strict(),
  z
    .object({
      type: z.literal('rotate'),
      target: z.union([z.literal('here'), dir]),
      turn: z.enum(['cw', 'ccw']),
    })
    .strict(),
  z.object({ type: z.literal('stunDefender'), defender: index }).strict(),
  z.object({ type: z.literal('destroyDefender'), defender: index }).strict(),
  z.object({ type: z.literal('stunChallenger'), seat: index }).strict(),
  z.object({ type: z.literal('killChallenger'), seat: index }).strict(),
  z.object({ type: z.literal('destroyCube'), dir }).strict(),
  z.object({ type: z.literal('discard'), index }).strict(),
  z.object({ type: z.literal('useBattery'), index }).strict(),
  z.object({ type: z.literal('end') }).strict(),
]);
export type SmAction = z.infer<typeof actionSchema>;

/** Who did something: a player's Challenger, a Defender, or the maze itself. */
export type Agent = { seat: Seat } | { defender: number } | { maze: true };

export type SmEventType =
  | 'turn/started'
  | 'turn/skipped'
  | 'turn/ended'
  | 'maze/event'
  | 'maze/revealed'
  | 'maze/rotated'
  | 'maze/slid'
  | 'maze/removed'
  | 'maze/destroyed'
  | 'maze/no-effect'
  | 'defender/added'
  | 'defender/moved'
  | 'defender/attacks'
  | 'defender/stunned'
  | 'defender/skipped'
  | 'defender/destroyed'
  | 'defender/lost'
  | 'challenger/entered'
  | 'challenger/moved'
  | 'challenger/threatened'
  | 'challenger/killed'
  | 'challenger/lost'
  | 'challenger/stunned'
  | 'challenger/respawned'
  | 'challenger/picked-up'
  | 'challenger/discarded'
  | 'challenger/battery'
  | 'challenger/escaped'
  | 'reaction/ended'
  | 'game/draw';

export interface SmEvent extends GameEvent {
  readonly type: SmEventType;
  readonly seat?: Seat;
  readonly defender?: number;
  readonly by?: Agent;
  readonly at?: Point;
  readonly from?: Point;
  readonly to?: Point;
  readonly dir?: Direction;
  readonly doors?: number;
  readonly turns?: number;
  readonly item?: Item;
  readonly event?: MazeEvent;
  readonly threat?: Threat;
  readonly seats?: readonly Seat[];
  readonly pp?: number;
  readonly cost?: number;
  readonly amount?: number;
  readonly safe?: boolean;
  readonly used?: number;
  readonly cause?: string;
  readonly lost?: { at: Point; doors: number | null; defenders: number[]; items: number };
}

export interface ChallengerView extends Challenger {
  seat: Seat;
  startRow: number;
}

export interface SmView {
  size: number;
  you: Seat | null;
  cells: Cell[];
  defenders: Defender[];
  challengers: ChallengerView[];
  current: Seat;
  turns: number;
  turnCap: number;
  /** Main actions left in the current Challenger Move (null outside it). */
  mainLeft: number | null;
  reaction: Reaction | null;
  attack: Attack | null;
  /** The maze event waiting for reactions, if any. */
  pendingEvent: MazeEvent | null;
  bagCount: number;
  lostCount: number;
  destroyedCount: number;
  phase: SmState['phase'];
  winner: Seat | null;
}
