/**
 * What one language must say for the Slug Labyrinth: the bundle's words, every event in a
 * sentence, actions in words, the text board's legend and status lines, and the words
 * players type. One file per language (`en.ts`, `de.ts`, `ru.ts`) implements it.
 */
import type { GameWords, Point, Seat } from '@daedalus/core';
import type { HeroView, Mode, Result, SlugsAction, SlugsEvent, SlugView, Transit } from '../types.ts';

export interface BoardWords {
  /** Lines explaining the map's characters. */
  readonly legend: readonly string[];
  /** "Turn 3 of 200 · The Corridor (room 2 of 5)". */
  heading(turn: number, limit: number, name: string, room: number, rooms: number): string;
  /** A seat's stock line: walls in stock, and walls coming back (each with the turn). */
  stock(seat: Seat, mode: Mode, stock: number, returning: readonly { turn: number; count: number }[]): string;
  slug(g: SlugView, mode: Mode): string;
  hero(h: HeroView): string;
  transit(t: Transit): string;
  toAct(seat: Seat, mode: Mode): string;
  result(r: Result, mode: Mode): string;
  /** "Paths are hidden at this table." */
  readonly hiddenPaths: string;
}

export interface SlugsWords {
  readonly game: GameWords;
  /** An event in one sentence (`mode` tells "the base" from "player 1's base"). */
  event(e: SlugsEvent, mode: Mode): string;
  /** An action in words, as a player would type it ("wall at c4"). */
  action(a: SlugsAction): string;
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
  /** Sentences of the typed-move parser's refusals. */
  readonly parse: {
    empty: string;
    unknown(word: string): string;
    noCell(word: string): string;
  };
}

/** Cell list "c4, d4". */
export const cellList = (cells: readonly Point[] | undefined, name: (p: Point) => string): string =>
  (cells ?? []).map(name).join(', ');
