/**
 * The game master's full state: the plan with its current walls and exits, items lying
 * on cells (lowest first), every player's position and belongings, the mites, the turn
 * order and the draw counters. Plain JSON; `position.ts` documents and validates it.
 */
import type { Point, RngState, Seat } from '@daedalus/core';
import type { MoveAction } from './actions.ts';
import type { LabyrinthEvent } from './events.ts';
import type { LabyrinthOptions } from './options.ts';
import { inaccessibleCells } from './plan/movement.ts';
import { cellType, indexOfPoint, isCell } from './plan/query.ts';
import type { CellType, Exit, Plan } from './plan/types.ts';

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

export const itemsAt = (s: LabyrinthState, p: Point): Item[] => s.items[indexOfPoint(s.plan, p)] as Item[];

export const typeAt = (s: LabyrinthState, p: Point): CellType => cellType(s.plan, p);

export const isPlaying = (p: PlayerState): boolean => p.condition === 'playing';

/** Players standing on cell p (alive, inside), in seat order. */
export function playersAt(s: LabyrinthState, p: Point): Seat[] {
  const out: Seat[] = [];
  s.players.forEach((q, seat) => {
    if (q.condition === 'playing' && q.at !== null && q.outside === null && q.at.x === p.x && q.at.y === p.y)
      out.push(seat);
  });
  return out;
}

export function snapshot(p: PlayerState): StatusSnapshot {
  return {
    condition: p.condition,
    health: p.health,
    infected: p.infection !== null,
    movesToHeal: p.infection?.movesLeft ?? null,
    immune: p.immune,
    bullets: p.bullets,
    grenades: p.grenades,
    holding: p.held?.kind ?? null,
    reordersLeft: p.reordersLeft,
    extraReorders: p.extraReorders,
    outside: p.outside !== null,
  };
}

/** Whether a player can hold items other than grenades (B.5.1: not wounded, not infected). */
export const canCarry = (p: PlayerState): boolean => p.health === 'healthy' && p.infection === null;

/**
 * Cells where no player can ever end a movement, so items there are lost for good
 * (B.4.6, B.5.2): river sources; with shallow rivers only the sources flowing straight into
 * a delta (others can be reached by walking upstream); with turbulent rivers every river cell.
 */
export function isInaccessible(s: LabyrinthState, p: Point): boolean {
  if (!isCell(s.plan, p) || typeAt(s, p) !== 'river') return false;
  return inaccessibleCells(s.plan, s.options.rivers).some((q) => q.x === p.x && q.y === p.y);
}

/** Whether cell p is contagious (B.4.7): an awake mite past its grace round, or a contagious corpse. */
export function isContagious(s: LabyrinthState, p: Point): boolean {
  const mite = s.mites.find((m) => m.at.x === p.x && m.at.y === p.y);
  if (mite?.state === 'contagious') return true;
  return itemsAt(s, p).some((i) => i.kind === 'corpse' && i.contagious);
}

export const playingSeats = (s: LabyrinthState): Seat[] =>
  s.players.flatMap((p, seat) => (p.condition === 'playing' ? [seat] : []));

/** Extends each player's trail with the cell he stands on now, if it changed. */
export function recordTrails(s: LabyrinthState): void {
  for (const p of s.players) {
    if (p.at === null) continue;
    const last = p.trail[p.trail.length - 1];
    if (!last || last.x !== p.at.x || last.y !== p.at.y) p.trail = [...p.trail, { x: p.at.x, y: p.at.y }];
  }
}

export const currentSeat = (s: LabyrinthState): Seat => s.order[s.turn] as Seat;
