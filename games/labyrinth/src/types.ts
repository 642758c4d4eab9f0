/**
 * The Labyrinth's data, all plain JSON: what a player may say (the action schema,
 * reference B.2.1, B.6), everything the game master says (events with their audience,
 * B.6.2), the game master's full state (the plan with its current walls and exits, items
 * on cells, every player's position and belongings, the mites, the turn order and the draw
 * counters; `position.ts` documents and validates it) and what a seat may see (the view).
 * The table options are in `options.ts`.
 */
import {
  type Audience,
  DIRECTIONS,
  type Direction,
  type GameEvent,
  type Point,
  type RngState,
  type Seat,
  type Viewer,
} from '@daedalus/core';
import { z } from 'zod';
import type { LabyrinthOptions } from './options.ts';
import { MOVEMENTS, type Movement } from './plan/movement.ts';
import type { CellType, Exit, Plan } from './plan/types.ts';

// --- Actions (B.2.1, B.6): a move is exactly one movement with any number of other actions
// before and after it; besides moves there are the start choice, ordering a new cell, skipping,
// status queries, recalling another player's last move and a thinking break (B.9). Checked by
// `labyrinthActionSchema` at every boundary.

const point = z.object({ x: z.number().int(), y: z.number().int() }).strict();
const direction = z.enum(DIRECTIONS);
/** Where an item goes: the own cell ("leave") or a neighbouring one ("throw"). */
const placement = z.union([direction, z.literal('here')]);

export const ITEM_KINDS = ['treasure', 'corpse', 'mine', 'bullet', 'grenade'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/**
 * What a conditional action (B.6.5) may depend on: what the game master would announce
 * about the movement (the cell type as told, finds, hitting a wall, being carried…).
 */
export const CONDITIONS = [
  'hit-wall',
  'carried',
  'land',
  'hospital',
  'weaponry',
  'pit',
  'river',
  'delta',
  'encephalitis',
  'outside',
  'found-anything',
  'found-treasure',
  'found-bullet',
  'found-grenade',
  'found-mine',
  'found-corpse',
  'healed',
  'infected',
  'blast',
] as const;
export type Condition = (typeof CONDITIONS)[number];

const condition = z
  .object({
    on: z.enum(CONDITIONS),
    not: z.boolean().optional(),
  })
  .strict();
export type ActCondition = z.infer<typeof condition>;

const shoot = z
  .object({
    do: z.literal('shoot'),
    dir: direction,
    /** B.7.3 targeted shots: the target player and the cell he is believed to be on. */
    target: z
      .object({ seat: z.number().int().min(0).max(5), cell: point })
      .strict()
      .optional(),
    if: condition.optional(),
  })
  .strict();
const blow = z.object({ do: z.literal('blow'), dir: direction, if: condition.optional() }).strict();
const mine = z.object({ do: z.literal('mine'), to: placement, if: condition.optional() }).strict();
const leave = z
  .object({ do: z.literal('leave'), item: z.enum(ITEM_KINDS), to: placement, if: condition.optional() })
  .strict();

/** One non-movement action of a move: shoot, blow a wall, set a landmine, leave or throw an item. */
export const actSchema = z.discriminatedUnion('do', [shoot, blow, mine, leave]);
export type Act = z.infer<typeof actSchema>;

export const REPORTS = ['full', 'dark', 'semi-dark'] as const;
export type Report = (typeof REPORTS)[number];

const TREASURE_CHOICES = ['old', 'lowest', 'topmost'] as const;

export const moveActionSchema = z
  .object({
    type: z.literal('move'),
    movement: z.enum(MOVEMENTS),
    before: z.array(actSchema).max(20).optional(),
    after: z.array(actSchema).max(20).optional(),
    /** B.6.7/B.6.8: `dark` tells nothing, `semi-dark` only whether a wall was hit. */
    report: z.enum(REPORTS).optional(),
    /** false: do not pick up anything found (B.6.7 "unless he asked otherwise"). */
    pickup: z.boolean().optional(),
    /** B.5.8: which treasure to hold after arriving: the old one, the lowest, the topmost or the n-th from the bottom (1 = lowest). */
    treasure: z.union([z.enum(TREASURE_CHOICES), z.number().int().min(1).max(50)]).optional(),
    /** false: do not refill at a weaponry (B.4.3 "except if he asked the game master otherwise"). */
    refill: z.boolean().optional(),
  })
  .strict();
export type MoveAction = z.infer<typeof moveActionSchema>;

export const labyrinthActionSchema = z.discriminatedUnion('type', [
  moveActionSchema,
  z.object({ type: z.literal('start'), cell: point }).strict(),
  z.object({ type: z.literal('peek'), cell: point }).strict(),
  z.object({ type: z.literal('reorder'), cell: point }).strict(),
  z.object({ type: z.literal('skip') }).strict(),
  z.object({ type: z.literal('status') }).strict(),
  z.object({ type: z.literal('recall'), seat: z.number().int().min(0).max(5) }).strict(),
  /** B.9: a five-minute break to think before the move (see `rules/breaks.ts`). */
  z.object({ type: z.literal('break') }).strict(),
]);
export type LabyrinthAction = z.infer<typeof labyrinthActionSchema>;

// --- Events: everything the game master says, with its audience (B.6.2: public by default;
// private: start cells, ordered cells, status answers, peeks, recalls; `none`: what a dark move
// suppresses, kept for the record only). Events never carry coordinates of anything the
// audience was not told: a player's own start and ordered cells go only to him, under `cell`.

/** What a player found on a cell (B.5.2: what and how many of each kind). Armed mines are invisible. */
export interface Found {
  readonly treasures: number;
  readonly bullets: number;
  readonly grenades: number;
  readonly mines: number;
  readonly corpses: number;
}

interface Base extends GameEvent {
  readonly audience: Audience;
}

export type LabyrinthEvent = Base &
  (
    | { readonly type: 'labyrinth/start-chosen'; readonly seat: Seat }
    | { readonly type: 'labyrinth/start-cell'; readonly seat: Seat; readonly cell: Point }
    | { readonly type: 'labyrinth/starts-invalid' }
    | {
        readonly type: 'labyrinth/peek';
        readonly seat: Seat;
        readonly cell: Point;
        readonly cellType: CellType;
      }
    | {
        readonly type: 'labyrinth/started';
        readonly order: readonly Seat[];
        readonly nstop: number;
        readonly healMoves: number | null;
        readonly commonStart: boolean;
      }
    | {
        readonly type: 'labyrinth/start-place';
        readonly seat: Seat;
        readonly cellType: CellType;
        readonly found: Found | null;
        readonly miteWoken: boolean;
      }
    | {
        readonly type: 'labyrinth/turn-notice';
        readonly seat: Seat;
        /**
         * `wounded`: hit since his last turn (told now, B.5.5); `dead`; `mine-wound`: wounded by a landmine
         * in his own last move (told then), now asked to order a cell (only when he may).
         */
        readonly notice: 'wounded' | 'dead' | 'mine-wound';
        readonly canReorder: boolean;
      }
    | { readonly type: 'labyrinth/reordered'; readonly seat: Seat; readonly extra: boolean }
    | {
        readonly type: 'labyrinth/reorder-cell';
        readonly seat: Seat;
        readonly cell: Point;
        /** The type of the ordered cell as told ("land" for an immune player on an encephalitis cell, B.6.2). */
        readonly cellType: CellType;
        /** Placed on a hospital: healed at once (B.4.2); immune when that healed an infection (B.4.7). */
        readonly healed: boolean;
        readonly immune: boolean;
      }
    | { readonly type: 'labyrinth/move'; readonly seat: Seat; readonly move: MoveAction }
    | {
        readonly type: 'labyrinth/shot';
        readonly seat: Seat;
        readonly dir: Direction;
        readonly result:
          | 'fired'
          | 'no-bullet'
          | 'from-hospital'
          | 'from-weaponry'
          | 'damp'
          | 'cannot'
          | 'outside';
        readonly screams: number;
        readonly atFeet: Found | null;
        readonly bullets: number;
        /** A fired shot: bullets still lying on the shooter's cell ("one on the ground", B.6.5). */
        readonly ground?: number;
      }
    | {
        readonly type: 'labyrinth/grenade';
        readonly seat: Seat;
        readonly dir: Direction;
        readonly result: 'thrown' | 'no-grenade' | 'outside';
        /** Per the B.7.8 option: nothing, whether a wall remains, or the full story. */
        readonly wall: 'remains' | 'gone' | 'none' | 'blown' | 'withstood' | null;
        readonly grenades: number;
      }
    | {
        readonly type: 'labyrinth/mine-set';
        readonly seat: Seat;
        readonly to: Direction | 'here';
        readonly result: 'set' | 'no-mine' | 'cannot' | 'outside';
      }
    | {
        readonly type: 'labyrinth/item-left';
        readonly seat: Seat;
        readonly item: ItemKind;
        readonly to: Direction | 'here';
        readonly result: 'done' | 'fell-back' | 'none' | 'cannot' | 'outside';
        readonly cremated: boolean;
      }
    | {
        readonly type: 'labyrinth/movement';
        readonly seat: Seat;
        readonly movement: Movement;
        readonly hitWall: boolean;
        /** Shallow rivers: leaving a delta against an incoming river ("a river is flowing this way"). */
        readonly riverBlocked: boolean;
        readonly fellIntoPit: boolean;
        readonly looped: boolean;
        readonly carried: boolean;
        readonly walkedAlong: boolean;
        readonly returned: boolean;
        /** The cell type as told (an immune player is told "land" on an encephalitis cell); null outside and after a plain wall hit (nothing is told but the wall). */
        readonly cellType: CellType | null;
        readonly miteWoken: boolean;
        readonly found: Found | null;
        readonly healed: boolean;
        readonly immune: boolean;
        readonly cremated: boolean;
        /** Weaponry: what the player has after the refill (told on arrival, B.4.3). */
        readonly weaponry: {
          readonly bullets: number;
          readonly grenades: number;
          readonly treasure: boolean;
        } | null;
        /** Walked out: with the true treasure, a fake one (ashes), or nothing. */
        readonly exit: 'true' | 'fake' | 'none' | null;
      }
    | {
        readonly type: 'labyrinth/blast';
        readonly seat: Seat;
        readonly cause: 'arrival' | 'corpse';
        /** What happened to the player who caused it (null: he was not on the cell). */
        readonly self: 'wounded' | 'killed' | null;
        readonly screams: number;
      }
    | {
        readonly type: 'labyrinth/infected';
        readonly seat: Seat;
        readonly movesLeft: number | null;
        readonly died: boolean;
      }
    | {
        readonly type: 'labyrinth/died';
        readonly seat: Seat;
        readonly cause: 'infection-time' | 'timeout';
      }
    | { readonly type: 'labyrinth/lost'; readonly seat: Seat; readonly reason: 'did-not-return' | 'timeout' }
    | {
        readonly type: 'labyrinth/condition';
        readonly seat: Seat;
        readonly index: number;
        readonly met: boolean;
      }
    | { readonly type: 'labyrinth/dark-done'; readonly seat: Seat }
    | { readonly type: 'labyrinth/semi-dark'; readonly seat: Seat; readonly hitWall: boolean }
    | {
        readonly type: 'labyrinth/skip';
        readonly seat: Seat;
        /** Staying in a hospital (B.4.2): healed, and immune after an infection (absent: nothing happened). */
        readonly healed?: boolean;
        readonly immune?: boolean;
      }
    | { readonly type: 'labyrinth/status'; readonly seat: Seat; readonly status: StatusSnapshot }
    /** B.9: the player to move takes a five-minute break to think (public). */
    | { readonly type: 'labyrinth/break'; readonly seat: Seat }
    | {
        readonly type: 'labyrinth/recall';
        readonly seat: Seat;
        readonly about: Seat;
        readonly entry: {
          readonly round: number;
          readonly action: MoveAction | { readonly type: 'skip' };
          readonly events: readonly LabyrinthEvent[];
        } | null;
      }
    | { readonly type: 'labyrinth/nstop'; readonly count: number; readonly limit: number }
    | { readonly type: 'labyrinth/survivor'; readonly seat: Seat; readonly movesLeft: number }
    | {
        readonly type: 'labyrinth/game-over';
        readonly reason: string;
        readonly winners: readonly Seat[];
        readonly draw: boolean;
      }
  );

export type LabyrinthEventType = LabyrinthEvent['type'];

export const NOTHING_FOUND: Found = { treasures: 0, bullets: 0, grenades: 0, mines: 0, corpses: 0 };

export const foundAnything = (f: Found | null): boolean =>
  f !== null && f.treasures + f.bullets + f.grenades + f.mines + f.corpses > 0;

// --- State: the game master's full state.

/** An item lying on a cell or held by a player. */
export type Item =
  | { readonly kind: 'treasure'; readonly id: number }
  | { readonly kind: 'corpse'; readonly seat: Seat; readonly contagious: boolean }
  | { readonly kind: 'mine'; readonly armed: boolean }
  | { readonly kind: 'bullet' }
  | { readonly kind: 'grenade' };

/** The one big item a player may hold (B.5.1): a treasure, a corpse or an unactivated landmine. */
export type Held = Extract<Item, { kind: 'treasure' | 'corpse' | 'mine' }>;

export type PlayerCondition = 'playing' | 'dead' | 'lost';

/** What a player knows about himself, as last told (status answers, turn starts). */
export interface StatusSnapshot {
  readonly condition: PlayerCondition;
  readonly health: 'healthy' | 'wounded';
  readonly infected: boolean;
  /** Successful moves left to reach a hospital (null: unlimited or not infected). */
  readonly movesToHeal: number | null;
  readonly immune: boolean;
  readonly bullets: number;
  readonly grenades: number;
  readonly holding: 'treasure' | 'corpse' | 'mine' | null;
  readonly reordersLeft: number;
  readonly extraReorders: number;
  readonly outside: boolean;
}

/** The public record of a player's last move, for recall (B.6.3). */
export interface RecallEntry {
  readonly round: number;
  readonly action: MoveAction | { readonly type: 'skip' };
  readonly events: readonly LabyrinthEvent[];
}

export interface PlayerState {
  condition: PlayerCondition;
  /** The cell the player is on (null before the start and while outside). Kept at death (the corpse's cell). */
  at: Point | null;
  /** Outside the labyrinth after walking out through this exit: must come back on the next move (B.3.4). */
  outside: Exit | null;
  health: 'healthy' | 'wounded';
  /** Infected (B.4.7): successful moves left to reach a hospital, null when unlimited. */
  infection: { movesLeft: number | null } | null;
  immune: boolean;
  bullets: number;
  grenades: number;
  held: Held | null;
  /** Shallow rivers (B.7.4): standing in a river with footing. */
  footing: boolean;
  /** Cell orders left after wounds (B.5.5: N − 1). */
  reordersLeft: number;
  /** Handicap cell orders usable on any turn (B.7.2). */
  extraReorders: number;
  /** Handicap peeks left before the start (B.7.2). */
  peeksLeft: number;
  peeked: { cell: Point; type: CellType }[];
  /** Start phase: the current secret choice and the previous (invalidated) one. */
  startChoice: Point | null;
  previousChoice: Point | null;
  /** The confirmed start cell (told to this player only). */
  startCell: Point | null;
  /** Cells this player ordered after wounds (told to him only), in order. */
  orderedCells: Point[];
  /** A wound the player has not been told about yet: told at the start of his turn. */
  woundNotice: { byMine: boolean } | null;
  /** The right to order a new cell: on the next turn (`next`) or this turn (`now`). */
  reorderRight: 'next' | 'now' | null;
  reorderedThisTurn: boolean;
  /** B.9: thinking breaks taken so far in the game. */
  breaks: number;
  /** B.9: on a thinking break this turn (five minutes for the move, `decisionSeconds`); reset when a turn begins or ends. */
  onBreak: boolean;
  deathAnnounced: boolean;
  lastMove: RecallEntry | null;
  /** B.7.7: the last move if it was known to change nothing (a plain "hit a wall"). */
  noChangeMove: MoveAction | null;
  told: StatusSnapshot;
  /** Every cell the player has stood on, in order (shown when the game is over). */
  trail: Point[];
}

export interface Mite {
  readonly at: Point;
  state: 'asleep' | 'awake' | 'contagious';
  /** Awake: seats of the turn order still to pass (dead ones included) until the cell is contagious — the waker's next turn. */
  countdown: number;
}

export interface GameResult {
  readonly winners: readonly Seat[];
  readonly draw: boolean;
  readonly reason: string;
}

export interface LabyrinthState {
  readonly format: 'labyrinth@1';
  /** The table options (the explicit plan, if one was given, lives in `plan` only). */
  readonly options: Omit<LabyrinthOptions, 'plan'>;
  /** The plan with its current walls and exits (walls blown, closed exits opened). */
  plan: Plan;
  /** True/fake for each treasure id (plan.treasures order). */
  readonly treasureTrue: readonly boolean[];
  readonly healMoves: number | null;
  readonly nstop: number;
  rng: RngState;
  phase: 'start' | 'play' | 'over';
  players: PlayerState[];
  /** Turn order, fixed at setup (B.6.1). */
  readonly order: readonly Seat[];
  /** Index into `order` of the seat to move. */
  turn: number;
  round: number;
  /** Items on each cell, row-major, lowest first. */
  items: Item[][];
  mites: Mite[];
  /** The cell types everyone was told at the start (public, B.6.2). */
  startTypes: ({ type: CellType } | null)[];
  /** Rounds in a row with no irreversible change (B.3.6). */
  nstopCount: number;
  roundChanged: boolean;
  /** Whether every move of this round so far was a skip, and how many moves there were. */
  roundAllSkip: boolean;
  roundMoves: number;
  /** B.7.9: the last survivor and the moves he has left. */
  survivor: { seat: Seat; movesLeft: number } | null;
  result: GameResult | null;
  /** The full log (recall option `full`): every event with its audience. */
  log: LabyrinthEvent[];
}

export const MAX_AMMO = 3;

// --- View: what a seat (or a spectator) may know (`view.ts`).

export interface SeatInfo {
  readonly seat: Seat;
  /** As publicly known: a death is known once announced. */
  readonly condition: PlayerCondition;
  /** Start phase: whether this seat has chosen (the choice itself is secret). */
  readonly chosen: boolean;
  /** The start cell type everyone was told (B.6.2). */
  readonly startType: CellType | null;
}

export interface OwnInfo {
  readonly seat: Seat;
  readonly status: StatusSnapshot;
  readonly startChoice: Point | null;
  readonly previousChoice: Point | null;
  readonly startCell: Point | null;
  readonly orderedCells: readonly Point[];
  readonly peeked: readonly { readonly cell: Point; readonly type: CellType }[];
  readonly peeksLeft: number;
  /** This turn: may order a new cell (told after a wound, or a handicap order). */
  readonly mayReorder: boolean;
  /** B.7.7: the move that may not be repeated (null if none). */
  readonly forbiddenRepeat: MoveAction | null;
}

export interface LabyrinthView {
  readonly viewer: Viewer;
  readonly phase: LabyrinthState['phase'];
  readonly outline: {
    readonly width: number;
    readonly height: number;
    readonly mask: readonly boolean[] | null;
  };
  readonly options: LabyrinthState['options'];
  readonly order: readonly Seat[];
  readonly turn: Seat | null;
  readonly round: number;
  readonly nstop: { readonly limit: number; readonly count: number };
  readonly healMoves: number | null;
  readonly seats: readonly SeatInfo[];
  readonly me: OwnInfo | null;
  /** Recall option `full`: every event this viewer received, in order; null otherwise. */
  readonly log: readonly LabyrinthEvent[] | null;
  readonly result: GameResult | null;
  /** After the game: the plan as it ended, where everyone was, what lay where. */
  readonly revealed: {
    readonly plan: Plan;
    readonly positions: readonly (Point | null)[];
    /** The exit each player ended outside of (an escaped winner's), else null. */
    readonly outside: readonly (Exit | null)[];
    readonly items: readonly Item[][];
    /** Every cell each player stood on, in order. */
    readonly trails: readonly (readonly Point[])[];
  } | null;
}
