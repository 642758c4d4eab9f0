/**
 * Levels: a map of one character a cell and a few header lines (see `format.ts` and
 * docs/games/slugs.md). A defence or duel level has one map; an escort campaign has
 * several rooms, played one after another.
 *
 * Map characters — a lowercase letter is a slug hunting the uppercase one:
 *
 *   .  floor                     #  wall
 *   X  killing machine           A  player 1's base (the base in defence)
 *   a  slug hunting base A       B  player 2's base (duel)
 *   b  slug hunting base B       H  the hero (escort)
 *   h  slug hunting the hero     E  the exit door (escort)
 *   D  the closed entrance door (escort)
 */
import type { Point } from '@daedalus/core';

export const MODES = ['defence', 'duel', 'escort'] as const;
export type Mode = (typeof MODES)[number];

export const TILES = {
  floor: '.',
  wall: '#',
  machine: 'X',
  baseA: 'A',
  baseB: 'B',
  slugA: 'a',
  slugB: 'b',
  hero: 'H',
  slugHero: 'h',
  exit: 'E',
  door: 'D',
} as const;

/** Every character a map may hold. */
export const MAP_CHARS = '.#XABabHhED';

/** The characters that are slugs, and whom each hunts. */
export const SLUG_CHARS = 'abh';
export type Quarry = 0 | 1 | 'hero';
export const quarryOf = (ch: string): Quarry => (ch === 'a' ? 0 : ch === 'b' ? 1 : 'hero');
export const slugChar = (q: Quarry): string => (q === 'hero' ? 'h' : q === 0 ? 'a' : 'b');
export const baseChar = (seat: 0 | 1): string => (seat === 0 ? 'A' : 'B');

/** A slug that wakes after the first turn. */
export interface Wake {
  readonly x: number;
  readonly y: number;
  /** The turn (of its room) on which it first acts. */
  readonly turn: number;
}

export interface Level {
  /** One line, shown to players. */
  readonly name: string;
  readonly mode: Mode;
  readonly width: number;
  readonly height: number;
  /** The map, top row first, one character a cell (`MAP_CHARS`). */
  readonly rows: readonly string[];
  /** Walls in each player's stock at the start: one number (defence, escort) or two (duel). */
  readonly stock: readonly number[];
  /** Slugs waking after turn 1, in reading order (all others wake on turn 1). */
  readonly wakes: readonly Wake[];
  /** Escort: the hero starts tied to his post (he must be untied). False in other modes. */
  readonly tied: boolean;
  /** A line for players about the level ('' for none). */
  readonly note: string;
}

/** A level file: one level, or an escort campaign of several rooms. */
export interface LevelFile {
  /** The campaign's name, for files of several rooms (null for a single level). */
  readonly campaign: string | null;
  readonly rooms: readonly Level[];
}

/** What the validator and the parser report; positions are 1-based in the text. */
export interface LevelProblem {
  readonly severity: 'error' | 'warning';
  /** `level/unknown-char`, `level/no-path`… */
  readonly code: string;
  /** A sentence that says what is wrong and where. */
  readonly message: string;
  readonly line?: number;
  readonly column?: number;
  /** The room (0-based) of a campaign the problem is in. */
  readonly room?: number;
  /** The map cell concerned (zero-based x, y). */
  readonly cell?: Point;
  /** The map character a problem is about when no cell is (`level/missing`: the base `A` there is none of). */
  readonly char?: string;
}

export const charAt = (level: Level, p: Point): string => level.rows[p.y]?.[p.x] ?? '';

/** Every cell of the level holding `ch`, in reading order. */
export function cellsOf(level: Level, chars: string): Point[] {
  const out: Point[] = [];
  level.rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) if (chars.includes(row[x] as string)) out.push({ x, y });
  });
  return out;
}

/** The turn a slug standing at p wakes on (1 unless the level says later). */
export function wakeTurn(level: Level, p: Point): number {
  return level.wakes.find((w) => w.x === p.x && w.y === p.y)?.turn ?? 1;
}

/** How many seats play a mode. */
export const seatsOf = (mode: Mode): number => (mode === 'duel' ? 2 : 1);

/** The mode a map's characters imply when its header does not say. */
export function impliedMode(rows: readonly string[]): Mode {
  const text = rows.join('');
  if (/[HhED]/.test(text)) return 'escort';
  if (/[Bb]/.test(text)) return 'duel';
  return 'defence';
}
