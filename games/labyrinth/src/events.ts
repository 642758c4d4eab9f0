/**
 * Everything the game master says, as structured events with their audience
 * (B.6.2: public by default; private: start cells, ordered cells, status answers,
 * peeks, recalls; `none`: what a dark move suppresses, kept for the record only).
 * `announce.ts` renders each one in the original's wording.
 *
 * Events never carry coordinates of anything the audience was not told: a player's own
 * start and ordered cells go only to him, under the key `cell`.
 */
import type { Audience, Direction, GameEvent, Point, Seat } from '@daedalus/core';
import type { ItemKind, MoveAction } from './actions.ts';
import type { Movement } from './plan/movement.ts';
import type { CellType } from './plan/types.ts';
import type { StatusSnapshot } from './state.ts';

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
    | { readonly type: 'labyrinth/reorder-cell'; readonly seat: Seat; readonly cell: Point }
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
