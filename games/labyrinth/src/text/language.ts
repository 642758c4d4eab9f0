/**
 * What a language provides for the Labyrinth, and the small helpers its phrases share.
 * `lang/<locale>.ts` implements `LabyrinthLanguage`: the bundle's words, every
 * announcement of the game master, the parts of a move said in words, the terminal
 * board's labels and the reader of typed moves (its lexicon, its conditions, its answers).
 * The machinery of `text/` composes them and holds no words of any language.
 */
import type { Direction, GameWords, Point, Seat } from '@daedalus/core';
import type { CellType } from '../plan/types.ts';
import type {
  ActCondition,
  Condition,
  Found,
  ItemKind,
  LabyrinthAction,
  LabyrinthEvent,
  LabyrinthEventType,
  MoveAction,
  StatusSnapshot,
} from '../types.ts';

export interface LabyrinthLanguage {
  readonly words: GameWords;
  readonly events: EventPhrases;
  readonly movement: MovementPhrases;
  readonly status: StatusPhrases;
  readonly actions: ActionPhrases;
  readonly board: BoardWords;
  readonly reader: Reader;
}

type Ev<T extends LabyrinthEventType> = Extract<LabyrinthEvent, { type: T }>;

/** What an event's phrase may ask of the machinery, in the same language. */
export interface Say {
  /** An action in words. */
  action(a: LabyrinthAction): string;
  /** What the game master said of a recalled move: its events but the move itself, one after another. */
  said(events: readonly LabyrinthEvent[]): string;
}

/** Every announcement but the movement and the status, which are composed from parts. */
export type EventPhrases = {
  readonly [T in Exclude<LabyrinthEventType, 'labyrinth/movement' | 'labyrinth/status'>]: (
    e: Ev<T>,
    say: Say,
  ) => string;
};

/** The parts of a movement's answer ("Walked into a river, carried by the flow, found a treasure"). */
export interface MovementPhrases {
  readonly returned: string;
  readonly exit: Readonly<Record<'true' | 'fake' | 'none', string>>;
  readonly hitWall: string;
  readonly riverBlocked: string;
  /** After hitting a wall in a river: where the current took him. */
  carriedAfterWall(toDelta: boolean): string;
  flow(toDelta: boolean): string;
  readonly looped: string;
  readonly fell: string;
  carried(toDelta: boolean): string;
  walkedAlong(toDelta: boolean): string;
  /** Arrived at the encephalitis cell and woke its mite. */
  readonly wokeOnArrival: string;
  readonly into: Readonly<Record<CellType, string>>;
  readonly woke: string;
  readonly healed: string;
  readonly immune: string;
  readonly cremated: string;
  weaponry(w: { readonly bullets: number; readonly grenades: number; readonly treasure: boolean }): string;
  found(f: Found): string;
}

/** The parts of a status answer ("You are healthy; bullets: 3, grenades: 3; cell orders left: 1."). */
export interface StatusPhrases {
  readonly dead: string;
  readonly lost: string;
  youAre(health: string): string;
  infected(movesToHeal: number | null): string;
  readonly wounded: string;
  readonly healthy: string;
  readonly immune: string;
  ammo(bullets: number, grenades: number): string;
  holding(kind: NonNullable<StatusSnapshot['holding']>): string;
  orders(n: number): string;
  readonly outside: string;
}

/** A move said the way the parser reads it back ("Shoot left, then go up"), and the other requests. */
export interface ActionPhrases {
  /** Joins the actions before the movement, the movement and the actions after it (", then "). */
  readonly join: string;
  go(d: Direction): string;
  readonly flow: string;
  readonly loop: string;
  shoot(d: Direction, target?: { readonly seat: Seat; readonly cell: Point }): string;
  blow(d: Direction): string;
  mine(to: Direction | 'here'): string;
  leave(item: ItemKind, to: Direction | 'here'): string;
  condition(c: ActCondition): string;
  readonly noPickup: string;
  readonly noRefill: string;
  treasure(t: NonNullable<MoveAction['treasure']>): string;
  readonly dark: string;
  readonly semiDark: readonly [string, string];
  readonly skip: string;
  readonly status: string;
  readonly pause: string;
  recall(seat: Seat): string;
  start(cell: Point): string;
  reorder(cell: Point): string;
  peek(cell: Point): string;
}

/** The terminal board: what a seat knows, and after the game what was hidden. */
export interface BoardWords {
  title(width: number, height: number): string;
  readonly choose: string;
  round(r: number): string;
  toMove(seat: Seat): string;
  nstop(count: number, limit: number): string;
  readonly legend: string;
  /** The heading of the plan's legend after the game, and every mark the printed plan may show. */
  readonly planLegend: string;
  readonly planMarks: string;
  readonly you: string;
  readonly healthy: string;
  readonly wounded: string;
  infected(movesToHeal: number | null): string;
  readonly immune: string;
  bullets(n: number): string;
  grenades(n: number): string;
  holding(kind: string): string;
  orders(n: number): string;
  readonly outside: string;
  player(seat: Seat): string;
  readonly dead: string;
  readonly playing: string;
  readonly lost: string;
  startedOn(cellType: string): string;
  cellType(t: CellType): string;
  readonly planHeading: string;
  ended(seat: Seat, at: Point | null): string;
  path(seat: Seat): string;
}

/** A word of a move as the parser sees it. */
export type Token =
  | { kind: 'dir'; dir: Direction }
  | { kind: 'go' }
  | { kind: 'flow' }
  | { kind: 'loop' }
  | { kind: 'shoot' }
  | { kind: 'blow' }
  | { kind: 'grenade' }
  | { kind: 'mine' }
  | { kind: 'leave' }
  | { kind: 'throw' }
  | { kind: 'item'; item: ItemKind }
  | { kind: 'here' }
  | { kind: 'if' }
  | { kind: 'not' }
  | { kind: 'cond'; cond: Condition }
  | { kind: 'find' }
  | { kind: 'tell' }
  | { kind: 'wall' }
  | { kind: 'pickup' }
  | { kind: 'refill' }
  | { kind: 'skip' }
  | { kind: 'status' }
  | { kind: 'recall' }
  | { kind: 'break' }
  | { kind: 'start' }
  | { kind: 'reorder' }
  | { kind: 'peek' }
  | { kind: 'player' }
  | { kind: 'old' }
  | { kind: 'lowest' }
  | { kind: 'topmost' }
  | { kind: 'keep' }
  | { kind: 'number'; value: number }
  | { kind: 'filler' };

/** The parser's answers, with what went wrong named in the player's words. */
export type ParseMessages = Readonly<
  Record<
    | 'unknown'
    | 'noMovement'
    | 'twoMovements'
    | 'needDir'
    | 'twoDirs'
    | 'needItem'
    | 'dangling'
    | 'condBefore'
    | 'coords'
    | 'recall'
    | 'empty'
    | 'target'
    | 'unknownCond',
    (a: string, b?: string) => string
  >
>;

/** How a language's typed moves are read: its lexicon, word order and conditions. */
export interface Reader {
  /** The token of a word (numbers are read before), or null if it is not a word of moves. */
  lookup(word: string): Token | null;
  /** The words of an exact lexicon (languages read by stems have none). */
  readonly vocabulary?: readonly string[];
  /** Letters only this language writes (a whole alphabet): text with them is in this language. */
  readonly alphabet?: RegExp;
  /** Marks only this language writes, among Latin letters (umlauts): checked after the alphabets. */
  readonly marks?: RegExp;
  /** Endings of ordinal numbers ("2nd", "2-й"), as regular expression alternatives. */
  readonly ordinals: readonly string[];
  /** A word as compared with the question patterns (German folds umlauts). */
  fold(word: string): string;
  readonly statusQuestion: RegExp;
  readonly recallQuestion: RegExp;
  /**
   * The words that join the parts of a request ("then", "затем"), as regular expression
   * alternatives with their word boundaries. A language with `ownClauses` splits by its own
   * only (with Unicode letters); the others share one splitter of all their joining words.
   */
  readonly joins: string;
  readonly ownClauses?: boolean;
  /** Rewrites punctuation that does not end a part of the request, before anything else. */
  prepare?(input: string): string;
  /** A condition at the start of the words after "if": the condition and the words left. */
  condition(words: readonly string[]): { condition: ActCondition; rest: string[] } | null;
  /**
   * German word order: the asking verb anywhere in a status or recall request, "if" after
   * filler words, a condition after its action, a condition at the very end for the action
   * before it, and "take nothing" as "pick up nothing".
   */
  readonly freeOrder: boolean;
  /** Whether a word names a cell ("throw a grenade to the left cell"). */
  isCellWord(word: string): boolean;
  /** A word right after "blow" that belongs to the verb ("blow up the wall to the right"). */
  readonly blowParticle?: string;
  readonly messages: ParseMessages;
  /** What an action is called in the "which way?" answer. */
  readonly what: Readonly<Record<'shot' | 'grenade' | 'throw' | 'movement', string>>;
  /** Everything that may be written, word by word, for the answers. */
  readonly expected: string;
}

/** What was found, as a list in the game master's order: "a treasure, 2 bullets and a corpse". */
export function listFound(f: Found, count: (kind: ItemKind, n: number) => string, and: string): string {
  const parts: string[] = [];
  const add = (kind: ItemKind, n: number) => {
    if (n > 0) parts.push(count(kind, n));
  };
  add('treasure', f.treasures);
  add('bullet', f.bullets);
  add('grenade', f.grenades);
  add('mine', f.mines);
  add('corpse', f.corpses);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1]}`;
}

export const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A condition read from a table of phrases (English exactly, Russian by word stems): filler
 * words first, then "not", then the longest phrase of the table that matches.
 */
export function phraseCondition(
  ws: readonly string[],
  o: {
    readonly skip: ReadonlySet<string>;
    readonly isNot: (word: string) => boolean;
    readonly table: readonly (readonly [string, Condition])[];
    /** How many words a phrase's parts take at the start of `rest` (0: it does not match). */
    readonly match: (rest: readonly string[], parts: readonly string[]) => number;
  },
): { condition: ActCondition; rest: string[] } | null {
  let rest = ws.slice();
  let not = false;
  while (rest.length && o.skip.has(rest[0] as string)) rest = rest.slice(1);
  if (rest.length && o.isNot(rest[0] as string)) {
    not = true;
    rest = rest.slice(1);
  }
  let best: { cond: Condition; len: number } | null = null;
  for (const [phrase, cond] of o.table) {
    const len = o.match(rest, phrase.split(' '));
    if (len > 0 && (!best || len > best.len)) best = { cond, len };
  }
  if (!best) return null;
  return { condition: not ? { on: best.cond, not: true } : { on: best.cond }, rest: rest.slice(best.len) };
}
