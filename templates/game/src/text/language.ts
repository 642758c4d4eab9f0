/**
 * What a language provides for __NAME__: the game's words for lists and forms, its events
 * in sentences, its moves as labels and the words it reads as moves, and the terminal
 * board's labels. The machinery in `text/` holds no words; `lang/<locale>.ts` implements this.
 */
import type { Direction, GameWords, Seat } from '@daedalus/core';
import type { __Pascal__Action, __Pascal__Event } from '../types.ts';

export interface __Pascal__Language {
  /** Name, summary, how to play, options and presets (the bundle's words). */
  readonly words: GameWords;
  /** An event as a sentence. */
  describe(e: __Pascal__Event): string;
  /** An action as a label (menus, logs); the parser reads it back. */
  action(a: __Pascal__Action): string;
  /** Words of this language typed as moves: a direction each, or nothing (a verb or a filler). */
  readonly reading: Readonly<Record<string, Direction | null>>;
  /** What the parser answers when it cannot read a move. */
  readonly errors: {
    readonly empty: string;
    unknown(word: string): string;
    noDirection: string;
    twoDirections: string;
  };
  /** The terminal board's labels. */
  readonly board: {
    readonly legend: string;
    toMove(seat: Seat, turns: number, turnCap: number): string;
    won(seat: Seat): string;
    readonly draw: string;
  };
}
