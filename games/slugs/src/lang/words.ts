/**
 * What one language must say for the Slug Labyrinth: the bundle's words, every event in a
 * sentence, actions in words, the text board's legend and status lines, and the words
 * players type. One file per language (`en.ts`, `de.ts`, `ru.ts`) implements it.
 */
import type { GameWords, Point, Seat } from '@daedalus/core';
import type { HeroMood, Mode, Result, SlugsEvent } from '../types.ts';

/** The text board's status lines, in parts that `text/status.ts` puts together. */
export interface BoardWords {
  /** Lines explaining the map's characters. */
  readonly legend: readonly string[];
  /** "Turn 3 of 200 · The Corridor (room 2 of 5)". */
  heading(turn: number, limit: number, name: string, room: number, rooms: number): string;
  /** Whose stock a line is about: "Walls" alone, "Player 1 (base A)" in a duel. */
  owner(seat: Seat, mode: Mode): string;
  /** "3 in stock". */
  inStock(n: number): string;
  /** "coming back: " followed by the `backAt` parts. */
  readonly comingBack: string;
  /** "1 at the end of turn 5". */
  backAt(count: number, turn: number): string;
  /** "Walls on their way to c2 d2: they appear at the end of turn 5". */
  transit(cells: string, turn: number): string;
  readonly slug: {
    /** "Slug 1 (a) at c4". */
    head(id: number, letter: string, cell: string): string;
    dead(id: number): string;
    asleep(wakes: number): string;
    readonly deciding: string;
    readonly following: string;
    /** "2 steps before it decides again". */
    stepsLeft(n: number): string;
    /** "next c5". */
    next(cell: string): string;
    /** "1 wall to eat". */
    toEat(n: number): string;
  };
  readonly hero: {
    /** "Hero at b3". */
    at(cell: string): string;
    readonly tied: string;
    /** "stress [###..] 3/5". */
    stress(bar: string, n: number): string;
    readonly sees: string;
    readonly seesNone: string;
    lastSaw(cell: string): string;
    readonly moods: Readonly<Record<HeroMood, string>>;
  };
  toAct(seat: Seat, mode: Mode): string;
  result(r: Result, mode: Mode): string;
  /** "Paths are hidden at this table." */
  readonly hiddenPaths: string;
  /**
   * The shipped levels' notes in this language, by their English text (a level's note is
   * the level's own words: one written for a custom level is shown as written).
   */
  readonly shippedNotes: Readonly<Record<string, string>>;
  /**
   * A level's (or campaign's) name as shown in this language: a shipped level's, the escort
   * campaign's and the names the game gives (`Untitled`, `Random duel`, `Room 2`) translated,
   * looked up by the English name; a custom level's name as its author wrote it. `heading` and
   * the room events use it. The ids the `level` option takes (`defence-1`, `escort`) are the
   * same in every language.
   */
  levelName(name: string): string;
}

export interface SlugsWords {
  readonly game: GameWords;
  /** An event in one sentence (`mode` tells "the base" from "player 1's base"). */
  event(e: SlugsEvent, mode: Mode): string;
  /** How actions are written (and read back): "wall at" c4, "walls at" c4 d4, "untie", "wait". */
  readonly moves: {
    readonly wall: string;
    readonly walls: string;
    readonly untie: string;
    readonly wait: string;
  };
  readonly board: BoardWords;
  /**
   * Words players type, first the one this language shows: `wall`, `untie`, `wait`, and the
   * little word before a cell ("at"), which may be left out.
   */
  readonly typed: {
    readonly wall: readonly string[];
    readonly untie: readonly string[];
    readonly wait: readonly string[];
    readonly at: readonly string[];
  };
  /**
   * Sentences of the typed-move parser's refusals. `moves` is a list of moves the player
   * may type now, as `either` writes it: only what the mode and the moment allow, with a
   * cell where a wall may go now.
   */
  readonly parse: {
    empty(moves: string): string;
    unknown(word: string, moves: string): string;
    noCell(word: string): string;
    /** Moves quoted and joined with "or": `"wall at d2", "untie" or "wait"`. */
    either(moves: readonly string[]): string;
  };
}

/** Cell list "c4, d4". */
export const cellList = (cells: readonly Point[] | undefined, name: (p: Point) => string): string =>
  (cells ?? []).map(name).join(', ');

/** "a, b or c" with a language's "or" (`or`): no comma before it, as in all three languages. */
export const orList = (items: readonly string[], or: string): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${or} ${items[items.length - 1]}`;
