/**
 * What a language provides for Shifting Maze: the game's words for lists and forms, its
 * events in sentences, its commands as labels and the words it reads as commands, the
 * terminal board's labels and the parser's answers. The machinery in `text/` (the board,
 * the command parser) holds no words of any language; `lang/<locale>.ts` implements this.
 */
import type { GameWords, Point, Seat } from '@daedalus/core';
import type { Item, MazeEvent, Reaction, SmAction, SmEvent } from '../types.ts';

/** The actions whose words number an object: lying here, on a body, or carried. */
export type ObjectAction = Extract<SmAction, { type: 'pickUp' | 'discard' | 'useBattery' }>;

export interface SmLanguage {
  /** Name, summary, how to play, options and presets (the bundle's words). */
  readonly words: GameWords;
  /** An event as a sentence. */
  describe(e: SmEvent): string;
  /** An action as a command label (menus, logs); the parser reads it back. */
  command(a: SmAction): string;
  /**
   * An action on an object, naming it ("pick up a Key from the body of Player 2", "use a
   * Battery Pack (3 PP)"), for players who see the objects; `from`: the body's player.
   */
  objectCommand(a: ObjectAction, item: Item, from: Seat | undefined): string;
  /**
   * Words of this language typed as commands, turned into the command words the parser
   * reads ('' drops a filler word); the phrases are replaced first.
   */
  readonly reading: {
    readonly phrases: readonly (readonly [RegExp, string])[];
    readonly words: Readonly<Record<string, string>>;
  };
  /** The labels of the terminal board. */
  readonly board: BoardWords;
  /** What the command parser answers when it cannot read a command. */
  readonly errors: CommandErrors;
}

export interface BoardWords {
  /** Header of the column right of the maze. */
  readonly far: string;
  readonly legend: readonly string[];
  readonly nothing: string;
  player(seat: Seat): string;
  defender(id: number, letter: string): string;
  body(seat: Seat): string;
  item(i: Item): string;
  where(p: Point): string;
  /** A dead Challenger's place (it comes back next turn). */
  readonly dead: string;
  readonly startArea: string;
  /** The far side beside row `row` (its number as on the board). */
  farSide(row: string): string;
  reaction(r: Reaction, letter: string): string;
  gameOver(winner: Seat | null): string;
  toMove(seat: Seat, mainLeft: number): string;
  /** A Challenger in its start area whose entry cube (`cell`, row `row`) is a Destroyed Cube. */
  shutOut(seat: Seat, cell: string, row: string): string;
  turn(turns: number, turnCap: number, status: string): string;
  pendingEvent(e: MazeEvent): string;
  stunned: string;
  owes(n: number): string;
  challenger(seat: Seat, you: boolean, place: string, pp: number, items: string, flags: string): string;
  defenderAt(id: number, letter: string, at: Point, stunned: boolean): string;
  shared(at: Point, names: readonly string[]): string;
  lying(at: Point, items: string): string;
  bodyAt(at: Point, index: number, seat: Seat, items: string): string;
  counts(bag: number, lost: number, destroyed: number): string;
}

/**
 * The parser reads every language's command words as its own (English) ones, so what it quotes
 * back (a verb, the words before a mistake) is in those: a language words them in its own again,
 * word by word, through `table` (a word it does not list is quoted as typed).
 */
export const wordedAs = (table: Readonly<Record<string, string>>, words: string): string =>
  words
    .split(' ')
    .map((w) => table[w] ?? w)
    .join(' ');

/** The parser's answers; `what` names what was expected. */
export interface CommandErrors {
  readonly empty: string;
  needsDirection(verb: string, what: string): string;
  notDirection(word: string): string;
  needs(verb: string, what: string): string;
  notNumber(word: string, what: string): string;
  extra(word: string, after: string): string;
  missingTurn(after: string): string;
  rotateNeeds: string;
  badTurn(turn: string | undefined, after: string): string;
  notKilled: string;
  notDestroyed: string;
  needsTarget(verb: string): string;
  notTarget(word: string): string;
  unexpected(word: string): string;
  notCommand(verb: string): string;
  readonly what: Readonly<
    Record<
      | 'direction'
      | 'turnOrDirection'
      | 'directionOrDefender'
      | 'defender'
      | 'player'
      | 'objectOrKey'
      | 'body'
      | 'object'
      | 'battery',
      string
    >
  >;
}
