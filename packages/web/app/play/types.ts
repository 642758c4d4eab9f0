/**
 * What a board component receives. A board draws exactly the view it is given
 * (plus, in replays, the full state whose hidden parts it may reveal) and turns
 * clicks and keys into the legal actions it was handed: it knows no rules.
 */
import type { AnyGame, GameEvent, Locale, Seat, Viewer } from '@daedalus/core';
import type { ComponentType } from 'react';
import { cardOf } from '../cards.ts';
import type { Translate } from '../i18n/i18n.tsx';

export interface BoardProps<V = unknown, A = unknown, S = unknown> {
  readonly game: AnyGame;
  readonly view: V;
  readonly viewer: Viewer;
  /** The legal actions of the viewing seat now (empty when it need not decide). */
  readonly legal: readonly A[];
  /** Plays an action; absent when the board is only shown (spectators, replays). */
  readonly onAction?: (action: A) => void;
  /** The full state, in replays: the board may show what was hidden. */
  readonly reveal?: S;
  readonly t: Translate;
  /** Where the board may keep the viewer's private notes (a table and seat); absent: none. */
  readonly storageKey?: string;
  /**
   * The latest step the viewer saw and its events (those it may see), for boards that
   * animate what just changed. `step` identifies the step: an animation runs once per step.
   */
  readonly last?: LastStep;
  /** Every event the viewer received so far, in order (for boards that keep notes of what was said). */
  readonly heard?: readonly GameEvent[];
  /** Each seat's name as the players panel shows it (a player's own, or "Computer 2"). */
  readonly names?: readonly string[];
  /** Several people play at this screen: `viewer` is whoever plays now, not "you". */
  readonly shared?: boolean;
}

export interface LastStep {
  readonly step: number;
  readonly events: readonly GameEvent[];
  /** Boards with `beats`: the beat shown now (undefined: the whole step). */
  readonly beat?: number | undefined;
  /** Boards with `beats`: the view before this step, when known (to rebuild its beats). */
  readonly before?: unknown;
  /**
   * Boards with `beats`: false when the view given is not the one after this step but after a
   * later one that arrived with it (its last beat is then rebuilt from `before` too).
   */
  readonly exact?: boolean;
}

export interface BoardModule<V = unknown, A = unknown, S = unknown> {
  readonly Board: ComponentType<BoardProps<V, A, S>>;
  /** Seats whose decision the game waits for, as far as the view tells. */
  current?(view: V): Seat[];
  /** A short public status of a seat (its score, whether it is ready…). */
  status?(view: V, seat: Seat, t: Translate): string | undefined;
  /** Actions better played on the board than from the list (they are not listed as buttons). */
  boardOnly?(action: A): boolean;
  /**
   * Actions the board lets the viewer play by clicking on it (default: `boardOnly`); the
   * frame says "click a highlighted place" only when there is one.
   */
  aims?(action: A): boolean;
  /**
   * Where the viewer plays now, when the board's own places are not all on the board (dice in
   * a tray, cards in a hand): the frame's hint instead of "click a highlighted place on the
   * board"; `touch`: the viewer taps (a touch screen) rather than clicks.
   */
  hint?(view: V, legal: readonly A[], t: Translate, touch: boolean): string | undefined;
  /**
   * An action in the interface language, for games whose own wording is English only, or
   * worded with what the view shows (the object a "pick up 1" takes); `now`: the view shown.
   */
  formatAction?(action: A, t: Translate, now?: { view: V; locale: Locale }): string | undefined;
  /** Actions offered as buttons when there are too many to list them all (the rest go in a list). */
  common?(action: A): boolean;
  /**
   * For games told as a conversation: the seat whose words an event reports (a player
   * announcing a move), or null for the game master's.
   */
  speaker?(event: GameEvent): Seat | null;
  /**
   * For conversations: the seat whose move or request an event answers (null: none), so
   * that a player can read only the lines about his own moves.
   */
  about?(event: GameEvent): Seat | null;
  /**
   * An announcement as worded by the game, with the players' names added where it numbers
   * the seats ("Player 2" → "Player 2 (Ariadne)"); `nameOf` gives a seat's name.
   */
  nameSeats?(text: string, locale: Locale, nameOf: (seat: Seat) => string): string;
  /** What the viewer is asked to decide now, when the game can say it better than "your turn". */
  prompt?(view: V, t: Translate): string | undefined;
  /** The seat whose turn an event begins: the log puts each turn under a heading with its player. */
  turnStart?(event: GameEvent): Seat | undefined;
  /**
   * For boards that tell a step in beats (a Defender's step, a slide…): the beat of each of the
   * step's events, counting up from 0. The frame then shows others' steps beat by beat at the
   * viewer's pace (`play/pacing.ts`) and hands the board `last.beat` and `last.before`.
   */
  beats?(events: readonly GameEvent[], viewer: Viewer): readonly number[];
  /**
   * For boards that animate a step (a tile turning, a figure walking): how many milliseconds
   * the board animates the step's events, shown with `view` (0: nothing moves). The frame then
   * shows each step — the viewer's own too — for at least that long before the next, at the
   * viewer's pace (`play/pacing.ts`), so a computer player's quick answer does not cut it short.
   */
  motionMs?(events: readonly GameEvent[], view: V): number;
}

export const SEAT_COLORS = [
  '#2f6db5',
  '#c0392b',
  '#2a9d55',
  '#8e44ad',
  '#d4861c',
  '#16a2b8',
  '#7f8c8d',
  '#c2185b',
];
/**
 * A seat's colour: the one the game's rules give that seat (its bundle's `seatColours`, on its
 * card, which its words name), else the platform's palette.
 */
export const seatColor = (seat: Seat, game?: AnyGame): string => {
  const own = game ? cardOf(game.meta.id)?.seatColours : undefined;
  const palette = own ?? SEAT_COLORS;
  return palette[seat % palette.length] as string;
};
