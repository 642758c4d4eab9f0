/**
 * What a seat may know (reference B.6.2, B.6.3): the outline, the options, the turn order
 * and whose turn it is, public facts (the start cell types everyone was told, who is
 * known to be dead or lost, the Nstop count), and for a seat its own secrets: its start
 * choice and start cell, the cells it ordered, its peeks, and its status as last told. A
 * player does not know where he is (pits and rivers move him unseen), so his position is
 * not in his view. With the `full` recall option the view keeps every event the seat
 * received. When the game is over the game master shows the plan and where everyone was.
 */
import { canSee, type Point, type Seat, type Viewer } from '@daedalus/core';
import type { MoveAction } from './actions.ts';
import type { LabyrinthEvent } from './events.ts';
import type { CellType, Plan } from './plan/types.ts';
import type { GameResult, Item, LabyrinthState, PlayerCondition, StatusSnapshot } from './state.ts';

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
    readonly items: readonly Item[][];
    /** Every cell each player stood on, in order. */
    readonly trails: readonly (readonly Point[])[];
  } | null;
}

export function viewOf(s: LabyrinthState, viewer: Viewer): LabyrinthView {
  const own = viewer === 'spectator' ? undefined : s.players[viewer];
  const { plan } = s;
  return {
    viewer,
    phase: s.phase,
    outline: { width: plan.width, height: plan.height, mask: plan.mask ? [...plan.mask] : null },
    options: s.options,
    order: s.order,
    turn: s.phase === 'play' ? (s.order[s.turn] ?? null) : null,
    round: s.round,
    nstop: { limit: s.nstop, count: s.nstopCount },
    healMoves: s.healMoves,
    seats: s.players.map((p, seat) => ({
      seat,
      condition: p.condition === 'dead' && !p.deathAnnounced && s.phase !== 'over' ? 'playing' : p.condition,
      chosen: p.startChoice !== null || p.startCell !== null,
      startType: s.startTypes[seat]?.type ?? null,
    })),
    me:
      own === undefined || viewer === 'spectator'
        ? null
        : {
            seat: viewer,
            status: own.told,
            startChoice: own.startChoice,
            previousChoice: own.previousChoice,
            startCell: own.startCell,
            orderedCells: own.orderedCells,
            peeked: own.peeked,
            peeksLeft: own.peeksLeft,
            mayReorder:
              s.phase === 'play' &&
              s.order[s.turn] === viewer &&
              !own.reorderedThisTurn &&
              ((own.reorderRight === 'now' && own.reordersLeft > 0) || own.extraReorders > 0),
            forbiddenRepeat: s.options.allowRepeats ? null : own.noChangeMove,
          },
    log: s.options.recall === 'full' ? s.log.filter((e) => canSee(e.audience, viewer)) : null,
    result: s.result,
    revealed:
      s.phase === 'over'
        ? {
            plan,
            positions: s.players.map((p) => p.at),
            items: s.items,
            trails: s.players.map((p) => p.trail),
          }
        : null,
  };
}
