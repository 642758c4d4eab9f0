/**
 * Space Maze data: options, actions, state, view and events — all plain JSON.
 *
 * Coordinates: cell `y * size + x`, x to the right, y downwards (core's square grid). A
 * tile's sides are listed up, right, down, left (core's `DIRECTIONS`). Aliens and the relic
 * are stored on a tile id, not a cell, so that a tile moved by a card carries them along.
 */
import type { Audience, Direction, Point, RngState } from '@daedalus/core';
import { z } from 'zod';

/** The three alien colours, each the mix of two primaries (`PRIMARIES_OF` in rules/tiles.ts). */
export const ALIENS = ['green', 'purple', 'orange'] as const;
export type Alien = (typeof ALIENS)[number];

/** The eleven action cards, as they appear in card ids (`rotate90-3`). */
export const CARD_KINDS = [
  'rotate90',
  'rotate180',
  'rotate270',
  'twist',
  'switch',
  'exchange',
  'run1',
  'run2',
  'morph',
  'superglue',
  'movebase',
] as const;
export type CardKind = (typeof CARD_KINDS)[number];

export const BOARDS = ['5x5', '3x3'] as const;
export type BoardSize = (typeof BOARDS)[number];

export const optionsSchema = z.object({
  board: z
    .enum(BOARDS)
    .default('5x5')
    .describe('The maze: all 24 tiles around the relic tile (5×5), or 8 of them (3×3) for short games.'),
  tokensToWin: z
    .number()
    .int()
    .min(1)
    .max(8)
    .default(3)
    .describe('Relic tokens that win the game (the rulebook: 3).'),
  roundCap: z
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(60)
    .describe(
      'Rounds after which the game ends: the player with the most relic tokens wins, a tie is a draw.',
    ),
  startPlayer: z
    .enum(['first', 'random'])
    .default('first')
    .describe('Who starts the first round: the first seat, or a seat drawn by lot.'),
});
export type SmOptions = z.infer<typeof optionsSchema>;

const point = z.object({ x: z.number().int().min(0).max(4), y: z.number().int().min(0).max(4) }).strict();
const alien = z.enum(ALIENS);
export const cardId = z
  .string()
  .regex(new RegExp(`^(${CARD_KINDS.join('|')})-[1-6]$`), 'a card id such as "rotate90-1"');

/** A die as written: `g6`, `p2`, `o4` (power: colour letter and pips) or `g3p1`, `g1p1o2` (move: footprints). */
export const dieCode = z
  .string()
  .regex(
    /^[gpo][1-6]$|^(?=.)(g[1-3])?(p[1-3])?(o[1-3])?$/,
    'a die such as "o4" (power) or "g3p1" (move: its footprints green, purple, orange in that order)',
  );

/** One footprint of an alien: a step through a passage, or an act on its tile. */
export const STEPS = ['up', 'right', 'down', 'left', 'exit', 'enter', 'pad', 'relic'] as const;
export type Step = (typeof STEPS)[number];

export const actionSchema = z.discriminatedUnion('type', [
  /**
   * Draft a die of the round, named by what it shows (equal dice are alike): a power die by its
   * colour letter and pips (`o4`), a move die by its footprints (`g3p1`).
   */
  z.object({ type: z.literal('take'), die: dieCode }).strict(),
  /** Put the drafted power die on the empty action space, unused. */
  z.object({ type: z.literal('idle') }).strict(),
  /** Rotate 90 / 180 / 270 and Diagonal Twist: turn the tile at `at` clockwise. */
  z
    .object({
      type: z.literal('rotate'),
      card: cardId,
      at: point,
      quarters: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    })
    .strict(),
  /** Exchange: the alien's tile swaps with the adjacent tile `at`. */
  z.object({ type: z.literal('exchange'), card: cardId, at: point }).strict(),
  /** Diagonal Switch: the diagonal tile swaps with the directly adjacent one. */
  z.object({ type: z.literal('switch'), card: cardId, diagonal: point, adjacent: point }).strict(),
  z.object({ type: z.literal('glue'), card: cardId }).strict(),
  z.object({ type: z.literal('morph'), card: cardId, with: alien }).strict(),
  z.object({ type: z.literal('base'), card: cardId, dir: z.enum(['cw', 'ccw']) }).strict(),
  z.object({ type: z.literal('run'), card: cardId }).strict(),
  /**
   * Footprints of one alien, in order (legal actions list single footprints; a longer path is
   * applied as a whole or refused as a whole).
   */
  z.object({ type: z.literal('move'), alien, path: z.array(z.enum(STEPS)).min(1).max(12) }).strict(),
  /** The relic wearer of your team hands the relic to a teammate on its tile (1 footprint). */
  z.object({ type: z.literal('give'), to: alien }).strict(),
  /** End the movement of this turn; unspent footprints are lost. */
  z.object({ type: z.literal('done') }).strict(),
  /** Discard phase: a card from a hand of more than seven. */
  z.object({ type: z.literal('discard'), card: cardId }).strict(),
]);
export type SmAction = z.infer<typeof actionSchema>;
export type CardAction = Extract<SmAction, { card: string; type: Exclude<SmAction['type'], 'discard'> }>;

/** A tile on the board: its catalogue id and quarter turns clockwise from the catalogue's orientation. */
export interface Placed {
  tile: number;
  turn: number;
}

/** Where one alien is: a tile id, or null while in its UFO; `pad`: it occupies that tile's datapad. */
export interface AlienAt {
  tile: number | null;
  pad: boolean;
}
export type Team = Record<Alien, AlienAt>;

/** The relic lies on a tile (at the start: the relic tile) or sits on an alien's head. */
export type RelicAt = { tile: number } | { seat: number; alien: Alien };

/** A UFO docks at a board position (not a tile: tiles move under it), on the outer side `side`. */
export interface Dock {
  cell: number;
  side: Direction;
}

export type Die =
  | { id: number; kind: 'power'; colour: Alien; pips: number; seat: number | null }
  | { id: number; kind: 'move'; face: number; seat: number | null };

export type Points = Record<Alien, number>;

/** A control panel this round: the move die, the cards activated (with their die), dice left unused. */
export interface Panel {
  move: number | null;
  cards: { card: string; die: number }[];
  idle: number[];
}

export type Stage =
  /** The current player drafts a die. */
  | { kind: 'take' }
  /** A power die is drafted: it goes on a card or on the empty action space. */
  | { kind: 'power'; die: number }
  /** A move die is drafted: footprints left per colour; aliens that stopped on a datapad. */
  | { kind: 'move'; die: number; points: Points; stopped: Alien[] }
  /** A Run card: the running alien's footprints. */
  | { kind: 'run'; die: number; card: string; alien: Alien; points: number; stopped: boolean }
  /** The discard phase waits for hands above the limit. */
  | { kind: 'discard' }
  | { kind: 'over' };

export interface SmState {
  options: SmOptions;
  rng: RngState;
  players: number;
  /** Row-major, size × size. */
  board: Placed[];
  ufos: Dock[];
  aliens: Team[];
  relic: RelicAt;
  /** Superglue this round: the relic stays on its wearer's head. */
  glued: boolean;
  tokens: number[];
  /** Face down; drawn from the end. */
  deck: string[];
  hands: string[][];
  /** Face up; the last card is on top. */
  discard: string[];
  dice: Die[];
  panels: Panel[];
  round: number;
  /** The start player of this round. */
  start: number;
  /** Turns played this round (0 … 3 × players). */
  pick: number;
  stage: Stage;
  winner: number | null;
  /** Why the game ended: `relic-home`, `relic-tokens`, `round-cap`. */
  reason: string | null;
}

// ——— View ———

export interface TileView {
  x: number;
  y: number;
  /** Catalogue id (24 is the relic tile). */
  tile: number;
  /** Doorway colours up, right, down, left: R red, Y yellow, B blue, S silver. */
  sides: string;
  datapad: boolean;
  /** Quarter turns clockwise from the catalogue orientation (for animating rotations). */
  turn: number;
}

export interface AlienView {
  seat: number;
  colour: Alien;
  /** Null while in its UFO. */
  at: Point | null;
  onPad: boolean;
  relic: boolean;
}

export type DieView = Die & {
  /** What the die was used for this round. */
  use: 'move' | 'card' | 'idle' | 'in-hand' | null;
  /** Move dice: footprints per colour. */
  points?: Points;
};

export interface CardView {
  id: string;
  kind: CardKind;
  cost: number;
}

export interface SmView {
  you: number | null;
  players: number;
  size: number;
  round: number;
  roundCap: number;
  tokensToWin: number;
  start: number;
  /** The seat that must decide now, or null when the game is over. */
  current: number | null;
  stage: Stage;
  /** Turn of the round (0-based) and turns per round. */
  pick: number;
  turns: number;
  board: TileView[];
  ufos: (Dock & { seat: number; at: Point; aboard: Alien[] })[];
  aliens: AlienView[];
  relic: { at: Point; wornBy: { seat: number; colour: Alien } | null; glued: boolean };
  tokens: number[];
  tokensLeft: number;
  dice: DieView[];
  panels: { seat: number; move: number | null; cards: { card: CardView; die: number }[]; idle: number[] }[];
  handSizes: number[];
  /** Your own cards (empty for spectators). */
  hand: CardView[];
  deckSize: number;
  /** Face up, top last. */
  discardPile: CardView[];
  winner: number | null;
  reason: string | null;
  /**
   * Legal actions of the seat deciding now, for the prompt to quote: the first of each
   * `ExampleKind` (`view.ts`) that `legalActions` lists. Cards and discards are in that seat's
   * own view only (they show its hand).
   */
  examples: SmAction[];
}

// ——— Events ———

type Ev<T extends string, P> = { type: T; audience: Audience } & P;
type Who = { seat: number; alien: Alien };

export type SmEvent =
  | Ev<'round/started', { round: number; start: number; dice: Die[] }>
  | Ev<'hand/dealt', { seat: number; count: number }>
  | Ev<'hand/received', { seat: number; cards: string[] }>
  | Ev<'die/taken', { seat: number; die: Die }>
  | Ev<'die/idle', { seat: number; die: Die }>
  | Ev<'card/played', { seat: number; card: string; die: Die; alien: Alien | null }>
  | Ev<'tile/rotated', { seat: number; at: Point; quarters: number }>
  | Ev<'tiles/swapped', { seat: number; a: Point; b: Point }>
  | Ev<'relic/glued', Who>
  | Ev<'aliens/morphed', Who & { with: Alien }>
  | Ev<'ufo/moved', { seat: number; from: Point; to: Point; side: Direction }>
  | Ev<'run/started', Who & { points: number }>
  | Ev<'alien/moved', Who & { from: Point; to: Point; dir: Direction }>
  | Ev<'alien/exited', Who & { to: Point }>
  | Ev<'alien/entered', Who & { from: Point }>
  | Ev<'datapad/used', Who & { at: Point }>
  | Ev<'card/drawn', { seat: number }>
  | Ev<'card/received', { seat: number; card: string }>
  | Ev<'deck/reshuffled', { count: number }>
  | Ev<'deck/empty', { seat: number }>
  | Ev<'relic/taken', Who & { from: Who | null; at: Point; token: boolean; tokens: number }>
  | Ev<'relic/given', Who & { to: Alien }>
  | Ev<'move/ended', { seat: number; unused: number }>
  | Ev<'round/ended', { round: number }>
  | Ev<'datapads/cleared', { aliens: Who[] }>
  | Ev<'cards/discarded', { count: number }>
  | Ev<'hand/discarded', { seat: number; card: string }>
  | Ev<'game/won', { seat: number; reason: 'relic-home' | 'relic-tokens'; tokens: number[] }>
  | Ev<'game/capped', { round: number; winners: number[]; tokens: number[] }>;

export type SmEventType = SmEvent['type'];
