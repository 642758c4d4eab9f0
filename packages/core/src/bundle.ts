/**
 * A game bundle: everything the platform needs to offer a game, exported by the game's
 * package. The registry (`@daedalus/games`) lists bundles, one line each; the server,
 * the CLI, the web lobby and Rules page, the leak scans, the browser tests and the
 * contract kit learn every game from its bundle alone. `@daedalus/testkit`'s
 * `checkBundle` fails when a part is missing (a word in one language, a preset's name…).
 *
 * The game's rules document for players is `docs/games/<id>.md`.
 */
import type { BotSpec } from './bots.ts';
import type { AnyGame, Locale, Viewer } from './game.ts';

export const LOCALES = ['en', 'de', 'ru'] as const satisfies readonly Locale[];

/** One option in a language: how a form labels it and, for players, what it does. */
export interface OptionWords {
  readonly label: string;
  /** For players: no rule numbers, no developer notation ("empty: players + 3"). */
  readonly description: string;
  /** A label for each value of a choice (or of a list of choices). */
  readonly choices?: Readonly<Record<string, string>>;
  /**
   * A choice that may be left unset (null): what leaving it unset means, offered as its first
   * choice ("As the level says").
   */
  readonly unset?: string;
}

/** A game in one language. */
export interface GameWords {
  readonly name: string;
  /** One line for lists. */
  readonly summary: string;
  /** A few sentences: the goal and a turn, for players before the full rules. */
  readonly howToPlay: string;
  /** Every key of the options schema. */
  readonly options: Readonly<Record<string, OptionWords>>;
  /** Every preset's name. */
  readonly presets: Readonly<Record<string, string>>;
}

export interface GameBundle {
  readonly game: AnyGame;
  readonly words: Readonly<Record<Locale, GameWords>>;
  /**
   * The game's picture for lists: SVG elements for a 120 × 120 view box (no scripts, no
   * links), shown as an image.
   */
  readonly art: string;
  /** A preset whose games end quickly: smoke tests in the browser and on the server. */
  readonly testPreset: string;
  /**
   * What a viewer must never find in its view or its events while the game runs, for the
   * contract kit and the server's leak scans. Give distinctive values: a one-key object
   * `{ bag: [...] }` is searched as `"bag":[...]`.
   */
  secrets(state: unknown, viewer: Viewer): readonly unknown[];
  /** The game's own computer players, weakest first (`random` is always offered besides). */
  readonly bots: readonly BotSpec[];
  /**
   * CSS colours of the seats, in seat order, when the rules give each player a colour that
   * the game's words name ("the red statues"): every surface then draws seat 0 in the
   * colour its words call it. Absent: the platform's own palette.
   */
  readonly seatColours?: readonly string[];
}
