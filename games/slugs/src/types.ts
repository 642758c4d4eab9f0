/**
 * The Slug Labyrinth's data: options, actions, state, view and events — all plain JSON.
 * Coordinates are zero-based `{ x, y }`, x to the right, y downwards (players read
 * them as `c4`, see `cells.ts`).
 */
import type { GameEvent, Point, RngState, Seat } from '@daedalus/core';
import { z } from 'zod';
import { type Level, MODES, type Mode, type Quarry } from './level/types.ts';

export type { Mode, Quarry };

/** The hero's stress bar runs from 0 to 5 and starts full. */
export const MAX_STRESS = 5;
/** A defence or duel slug follows its path for at most this many steps, then decides again. */
export const STEPS_PER_DECISION = 3;
/** An evaporated wall is back in its owner's stock at the end of this many turns later. */
export const RETURN_DELAY = 2;

/**
 * The edition of the rules new games are played by (`GameMeta.edition`; stored games keep theirs):
 * 1. generated defence and duel maps of 15 × 11, a duel map its own half turn;
 * 2. (2026-11-29) generated maps of 15 × 15 and a duel map its own mirror image, each player's
 *    slugs in the corner opposite their base, as the shared decisions ask.
 */
export const SLUGS_EDITION = 2;

export const optionsSchema = z.object({
  mode: z
    .enum(MODES)
    .nullable()
    .default(null)
    .describe(
      'defence (one player against the slugs), duel (two players, a base and slugs each) or escort (one player leads the hero through a campaign of rooms). Null: the mode the level names, else defence for one player and a duel for two.',
    ),
  level: z
    .string()
    .max(40_000)
    .nullable()
    .default(null)
    .describe(
      'A shipped level by name (defence-1 … defence-6, duel-1 … duel-4, escort), "random" for a level generated from the seed, or a level in the text format. Null: the first shipped level of the mode.',
    ),
  hidePaths: z
    .boolean()
    .default(false)
    .describe(
      'Hide the slugs’ planned paths from the players (a harder game); everything else stays visible.',
    ),
  turnLimit: z
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(200)
    .describe('Turns a map (each room of a campaign) may last; when they run out the game is a draw.'),
});
export type SlugsOptions = z.infer<typeof optionsSchema>;

const point = z.object({ x: z.number().int().min(0).max(63), y: z.number().int().min(0).max(63) }).strict();

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('wall'), at: point }).strict(),
  z
    .object({ type: z.literal('walls'), at: z.array(point).min(1).max(99) })
    .strict()
    .describe('Escort: N walls ordered at once appear at the end of the (N−1)-th following turn.'),
  z.object({ type: z.literal('untie') }).strict(),
  z.object({ type: z.literal('wait') }).strict(),
]);
export type SlugsAction = z.infer<typeof actionSchema>;

/** What a slug has decided: the cells ahead, and whether each held a wall when it decided. */
export interface Plan {
  /** The cells still ahead, the next one first; the last is where it was heading. */
  path: Point[];
  /** `#` where the cell held a wall when the slug decided (or since it evaporated it: `.`), one per cell. */
  expect: string;
  /** Steps (cell moves) taken since it decided. */
  steps: number;
}

export interface Slug {
  /** Reading order in the level, from 0. */
  id: number;
  at: Point;
  /** Whose base it hunts (seat 0 or 1), or the hero. */
  hunts: Quarry;
  /** The turn of its room on which it first acts. */
  wakes: number;
  alive: boolean;
  /** Null: it spends its next turn deciding a path. */
  plan: Plan | null;
}

export interface Hero {
  at: Point;
  tied: boolean;
  /** 0 … 5. */
  stress: number;
  /** Where he last saw a slug (the nearest one he saw), or null. */
  lastSeen: Point | null;
}

/** Walls coming back to a stock at the end of a turn. */
export interface Returning {
  seat: Seat;
  turn: number;
  count: number;
}

/** Escort: walls ordered together that appear at the end of `turn`. */
export interface Transit {
  at: Point[];
  turn: number;
}

export interface Result {
  reason: string;
  winners: Seat[];
  draw: boolean;
}

export interface SlugsState {
  options: SlugsOptions;
  rng: RngState;
  mode: Mode;
  seats: number;
  /** Campaign name (null for a single level). */
  campaign: string | null;
  /** The levels: one for defence and duel, the campaign's rooms for escort. */
  rooms: Level[];
  /** Index of the room being played. */
  room: number;
  width: number;
  height: number;
  /** Row-major, one character a cell: `.` floor, `X` machine, `A` `B` bases, `E` exit, `D` door. */
  terrain: string;
  /** Row-major: `.` no wall, `#` a wall of the level, `A` or `B` a wall placed by player 1 or 2. */
  walls: string;
  /** Turn of the current room, from 1. */
  turn: number;
  /** Turns played before this room (escort). */
  turnsBefore: number;
  /** The seat to act (duel: player 1 then player 2 in each turn). */
  current: Seat;
  stock: number[];
  returning: Returning[];
  transit: Transit[];
  slugs: Slug[];
  hero: Hero | null;
  /** Escort: whether the hero saw a slug at the start of this turn. */
  sawAtStart: boolean;
  result: Result | null;
}

export type SlugStatus = 'asleep' | 'deciding' | 'following' | 'dead';

export interface SlugView {
  id: number;
  at: Point;
  hunts: Quarry;
  wakes: number;
  status: SlugStatus;
  /** Steps it may still take before it decides again (defence and duel), or null. */
  stepsLeft: number | null;
  /** Its planned cells, the next first (null when hidden or without a plan). */
  path: Point[] | null;
  /** Walls it plans to evaporate on that path (null when hidden or without a plan). */
  wallsAhead: number | null;
  /**
   * For each cell of `path`, `#` if it held a wall when the slug decided (`.` if not, or
   * since it evaporated it): a cell that differs now makes it decide again early.
   */
  pathWalls: string | null;
}

export interface HeroView extends Hero {
  /** Whether he sees a slug now. */
  seesSlug: boolean;
  /** What he will do on his next move, by his stress: see docs. */
  mood: HeroMood;
}

export type HeroMood = 'tied' | 'lying' | 'to-exit' | 'fleeing' | 'fleeing-place' | 'frozen';

export interface SlugsView {
  mode: Mode;
  seats: number;
  /** The seat looking, or null for a spectator. */
  you: Seat | null;
  hidePaths: boolean;
  level: { name: string; note: string; campaign: string | null; room: number; rooms: number };
  width: number;
  height: number;
  /** Map rows of what never changes: `.` floor, `X` machine, `A` `B` bases, `E` exit, `D` door. */
  terrain: string[];
  /** Map rows of walls: `.` none, `#` the level's, `A` or `B` placed by player 1 or 2. */
  walls: string[];
  turn: number;
  turnLimit: number;
  totalTurns: number;
  /** The seat to act, or null when the game is over. */
  current: Seat | null;
  stock: number[];
  returning: Returning[];
  transit: Transit[];
  slugs: SlugView[];
  hero: HeroView | null;
  exit: Point | null;
  result: Result | null;
}

export type SlugsEventType =
  | 'wall/placed'
  | 'wall/ordered'
  | 'wall/appeared'
  | 'wall/blocked'
  | 'wall/returned'
  | 'player/waited'
  | 'hero/untied'
  | 'slug/woke'
  | 'slug/decided'
  | 'slug/no-path'
  | 'slug/moved'
  | 'slug/evaporated'
  | 'slug/killed'
  | 'slug/reached-base'
  | 'slug/caught-hero'
  | 'hero/moved'
  | 'hero/stayed'
  | 'hero/stress'
  | 'room/left'
  | 'room/entered'
  | 'game/over';

/** Why the hero stayed where he was. */
export type StayReason = 'tied' | 'lying' | 'cornered' | 'no-way-out' | 'nothing-to-flee';

export interface SlugsEvent extends GameEvent {
  readonly type: SlugsEventType;
  readonly seat?: Seat;
  readonly slug?: number;
  readonly at?: Point;
  readonly from?: Point;
  readonly to?: Point;
  readonly cells?: readonly Point[];
  readonly turn?: number;
  readonly count?: number;
  /** `slug/decided`: the path (absent when paths are hidden), its length and walls. */
  readonly path?: readonly Point[];
  readonly length?: number;
  readonly walls?: number;
  /** `slug/decided`: it decided early, because the next cell of its path changed. */
  readonly early?: boolean;
  readonly reason?: string;
  readonly stress?: number;
  readonly room?: number;
  readonly name?: string;
  readonly winners?: readonly Seat[];
  readonly draw?: boolean;
  /** `slug/reached-base` and `game/over`: the mode, so that their words need no state. */
  readonly mode?: Mode;
}
