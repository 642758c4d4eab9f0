/**
 * What one language says: the bundle's words, the game's nouns, events and actions in words,
 * the text board's lines, and the words a player may type (mapped onto the command grammar's
 * tokens, `text/parse.ts`). `en.ts`, `de.ts` and `ru.ts` each fill one `Lang`.
 */
import type { GameWords, Point } from '@daedalus/core';
import { type ExampleKind, exampleKind } from '../examples.ts';
import type { Alien, CardKind, Die, DieView, SmAction, SmEvent, SmView } from '../types.ts';

export interface BoardWords {
  /** "Round 3 of 60 · turn 4 of 6 · start player: Player 1". */
  header(view: SmView): string;
  /** Lines explaining the text board's signs. */
  readonly legend: readonly string[];
  /** "Dice:" followed by the dice. */
  readonly dice: string;
  /** A die of the tray with who took it and what for. */
  die(d: DieView): string;
  /** One player's line: UFO, aliens aboard, tokens, cards, control panel. */
  player(view: SmView, seat: number): string;
  relic(view: SmView): string;
  hand(view: SmView): string;
  piles(view: SmView): string;
  /** What happens now (whose decision, footprints left…), or how the game ended. */
  prompt(view: SmView): string;
}

/** The typed-move parser's refusals (`text/parse.ts`), in one language. */
export interface ParseWords {
  /** Nothing typed: the prompt of `view` says what may be typed now. */
  empty(view: SmView): string;
  /** The first word is no command. */
  notCommand(word: string): string;
  /** Words left over after a whole command. */
  extra(words: string): string;
  notAlien(word: string): string;
  /** A direction named without an alien: "right of green". */
  whoseTile(word: string): string;
  /** The tile named from an alien lies off the board. */
  offBoard(alien: Alien): string;
  notTile(word: string): string;
  noCard(kind: CardKind): string;
  noCardNumber(n: string): string;
  /** "rotate 45". */
  rotation(word: string): string;
  /** Diagonal Switch with one tile. */
  bothTiles: string;
  /** "take the relic" without the alien that takes it. */
  relicTaker: string;
  notDie(word: string): string;
  /** `example`: taking a free die of that colour, if there is one. */
  pips(alien: Alien, example: SmAction | null): string;
  /** "take the move die" with several free: the commands that take each. */
  whichMoveDie(options: readonly SmAction[]): string;
  noMoveDie: string;
  haveMoveDie: string;
  notStep(word: string): string;
  /** A move without footprints; `example`: a legal move of that alien, if there is one. */
  whereTo(alien: Alien, example: SmAction | null): string;
  tooLong: string;
  /** Which alien, for Morph, a move or the relic handed on: the word given is none. */
  whichAlien(purpose: 'morph' | 'move' | 'give', word: string): string;
  discardWhich: string;
  baseWay: string;
}

export interface Lang {
  readonly words: GameWords;
  readonly card: Readonly<Record<CardKind, string>>;
  readonly alien: Readonly<Record<Alien, string>>;
  player(seat: number): string;
  /** A die in words: "the orange 4", "the move die green 3, purple 1". */
  die(d: Die): string;
  describe(e: SmEvent): string;
  /** An action as a command of this language that `parseAction` reads back. */
  action(a: SmAction): string;
  readonly board: BoardWords;
  /** Typed words of this language → grammar tokens ('' drops a filler word). */
  readonly lexicon: Readonly<Record<string, string>>;
  /** Phrases replaced before words are looked up (several words that make one token). */
  readonly phrases: readonly (readonly [RegExp, string])[];
  readonly parse: ParseWords;
}

/** A board position as written everywhere: columns a–e from the left, rows 1–5 from the top. */
export const cell = (p: Point | null | undefined): string => (p ? `${'abcde'[p.x] ?? '?'}${p.y + 1}` : '?');

/** The prompt's example of a kind: a legal action of the seat deciding now, or null if there is none. */
export const exampleOf = (v: SmView, kind: ExampleKind): SmAction | null =>
  v.examples.find((a) => exampleKind(a) === kind) ?? null;
