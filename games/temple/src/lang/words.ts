/** What each language file says for text play and events (the bundle's `GameWords` apart). */
import type { TriDirection } from '@daedalus/core';
import type { Colour, Phase, TempleEvent, TempleView } from '../types.ts';

/** Command words of the move grammar in one language (English words are understood in every language). */
export interface CommandWords {
  start: string;
  lay: string;
  slide: string;
  rotate: string;
  move: string;
  take: string;
  passage: string;
  symbol: string;
  place: string;
  end: string;
  turned: string;
  cw: string;
  ccw: string;
  /** Before the fields of a walk's own path (`move e10 via e8 e9`). */
  via: string;
}

/** The move grammar's answers to what it cannot read (`text/grammar.ts`), quoting the player's words. */
export interface ParseErrors {
  /** Nothing typed, or no command: the commands of the language (`list`). */
  notCommand(word: string, list: string): string;
  fieldMissing: string;
  notField(word: string): string;
  notRhombus(word: string): string;
  notSteps(word: string, max: number): string;
  notMotion(word: string, slide: string, rotate: string): string;
  notDirection(word: string): string;
  notCorner(word: string): string;
  notTurn(word: string, cw: string, ccw: string): string;
  noEdge(a: string, b: string): string;
  notWord(word: string, expected: string): string;
  noFigure: string;
}

export interface TextWords {
  legend: string;
  colour: Record<Colour, string>;
  phase: Record<Phase, string>;
  statuesOn(players: number[]): string;
  wallCount(n: number): string;
  snakeCount(n: number): string;
  corners(hours: number[]): string;
  playerLine(
    n: number,
    colour: string,
    figure: string,
    stone: string,
    collected: number,
    needed: number,
    you: boolean,
  ): string;
  status(view: TempleView): string;
  commands: CommandWords;
  /**
   * The six directions as events and rule errors write them (`SO`, `ЮВ`); the move grammar
   * reads them in every language, besides the codes `e se sw w nw ne`.
   */
  directions: Record<TriDirection, string>;
  parseErrors: ParseErrors;
  /** An event in words. */
  describe(e: TempleEvent): string;
}
