/**
 * Movement resolution on a plan (reference B.2.2, B.4.4–B.4.6, B.7.4): where a player
 * ends up after one movement — a step in a direction, a movement "by the flow" or "by
 * the loop" — and what happened on the way (hit a wall, fell into a pit, carried by a
 * river). Pure: it reads the plan (with its CURRENT walls and exits) and nothing else.
 *
 * Decisions where the reference is silent (see docs/games/labyrinth.md, "## Plans"):
 * - A "flow" movement from a cell that is not a river (a delta included) and a "loop"
 *   movement from a cell that is not a pit are not rejected: the player may not know
 *   where he is (dark moves, re-ordered cells), and a rejection would let him probe the
 *   plan for free. They are resolved as a failed movement, exactly like hitting a wall:
 *   the turn is used, the player does not move, and a player in a river is then carried
 *   one cell downstream (B.4.6, "hit a wall while in a river"). `blocked` tells why.
 * - "flow" moves the player exactly one cell downstream (B.4.6 "transported to the cell
 *   downstream"); it is not followed by a second carry (turbulent rivers: to the delta).
 * - Shallow rivers (B.7.4): a player who stepped into a river is carried once and then
 *   has footing. With footing, a step upstream or downstream along the river is a walk
 *   like on land (no carry), a step across the flow into a river cell carries again, and
 *   hitting a wall does not carry (he stands on the bottom). A player in a river WITHOUT
 *   footing (e.g. placed there) is treated as in a normal river for this movement. One
 *   cannot leave a delta towards a river flowing into it: blocked like a wall.
 * - Turbulent rivers (B.7.4): whenever the current takes a player (stepping in, hitting a
 *   wall in a river, moving by the flow), it takes him all the way to the delta.
 */
import {
  DIRECTIONS,
  type Direction,
  fail,
  ok,
  type Point,
  type Result,
  type RuleError,
} from '@daedalus/core';
import {
  beyond,
  cellType,
  downstream,
  flowsInto,
  isCell,
  nextPit,
  planCells,
  riverSources,
} from './query.ts';
import type { CellType, Exit, Plan } from './types.ts';

export type Movement = Direction | 'flow' | 'loop';
export const MOVEMENTS: readonly Movement[] = [...DIRECTIONS, 'flow', 'loop'];
export type RiverMode = 'normal' | 'shallow' | 'turbulent';
export const RIVER_MODES: readonly RiverMode[] = ['normal', 'shallow', 'turbulent'];

/**
 * Why a movement failed:
 * - `wall`: an inner wall; `outline`: an indestructible outer wall; `closed-exit`: a closed exit
 *   (the game master does not tell these three apart, B.2.2 / short description);
 * - `river-inflow`: shallow rivers, leaving a delta towards a river flowing into it (B.7.4);
 * - `no-flow`: a "flow" movement from a cell that is not a river;
 * - `no-loop`: a "loop" movement from a cell that is not a pit.
 */
export type BlockReason = 'wall' | 'outline' | 'closed-exit' | 'river-inflow' | 'no-flow' | 'no-loop';

export interface MoveResult {
  readonly end:
    | { readonly kind: 'cell'; readonly at: Point }
    | { readonly kind: 'outside'; readonly exit: Exit };
  /** The step was blocked (wall, closed exit, outline, shallow delta→incoming river, flow/loop from the wrong cell). */
  readonly hitWall: boolean;
  /** Why it was blocked, or null. */
  readonly blocked: BlockReason | null;
  /** Arrived in a pit by walking and was moved to the next pit of its loop. */
  readonly fellIntoPit: boolean;
  /** Moved by a "loop" movement to the next pit. */
  readonly looped: boolean;
  /** Cells carried by the flow (0 if none). */
  readonly carried: number;
  /** Shallow rivers: walked along the river with footing (upstream or downstream, not told which). */
  readonly walkedAlong: boolean;
  /** The type of the end cell (null outside). */
  readonly endType: CellType | null;
  /** Shallow rivers: whether the player now stands in a river with footing. */
  readonly footing: boolean;
  /** For a pit arrival: the entry pit (items and mines there do not affect the player, B.4.4). */
  readonly enteredFrom: Point | null;
  /** The cell the player stepped into before any pit or river moved him (null if he did not step). */
  readonly steppedInto: Point | null;
}

export interface MovementOptions {
  readonly rivers: RiverMode;
  /** Shallow rivers: whether the player, standing in a river, has footing (from the previous MoveResult). */
  readonly footing: boolean;
}

interface Draft {
  at: Point;
  hitWall: boolean;
  blocked: BlockReason | null;
  fellIntoPit: boolean;
  looped: boolean;
  carried: number;
  walkedAlong: boolean;
  enteredFrom: Point | null;
  steppedInto: Point | null;
}

const broken = (code: string, message: string, at: Point): Result<never, RuleError> =>
  fail(`plan/${code}`, message, { at });

/** Carries a player who is in river cell p: one cell, or to the delta in turbulent rivers. */
function carry(plan: Plan, p: Point, mode: RiverMode): Result<{ at: Point; cells: number }, RuleError> {
  let at = p;
  let cells = 0;
  const limit = plan.width * plan.height;
  do {
    const next = downstream(plan, at);
    if (next === null)
      return broken('river-without-flow', `the river cell (${at.x}, ${at.y}) has no flow`, at);
    if (!isCell(plan, next))
      return broken('flow-outside', `the river at (${at.x}, ${at.y}) flows out of the labyrinth`, at);
    at = next;
    cells++;
    if (cells > limit)
      return broken('river-loop', `the river through (${p.x}, ${p.y}) never reaches a delta`, p);
  } while (mode === 'turbulent' && cellType(plan, at) === 'river');
  return ok({ at, cells });
}

function finish(plan: Plan, d: Draft, opts: MovementOptions): MoveResult {
  const endType = cellType(plan, d.at);
  return {
    end: { kind: 'cell', at: d.at },
    hitWall: d.hitWall,
    blocked: d.blocked,
    fellIntoPit: d.fellIntoPit,
    looped: d.looped,
    carried: d.carried,
    walkedAlong: d.walkedAlong,
    endType,
    footing: opts.rivers === 'shallow' && endType === 'river',
    enteredFrom: d.enteredFrom,
    steppedInto: d.steppedInto,
  };
}

const draftAt = (at: Point): Draft => ({
  at,
  hitWall: false,
  blocked: null,
  fellIntoPit: false,
  looped: false,
  carried: 0,
  walkedAlong: false,
  enteredFrom: null,
  steppedInto: null,
});

/**
 * Resolves one movement of a player standing on cell `from`. Returns an error only for a
 * programmer's mistake (a `from` that is not a cell, an unknown movement) or a broken
 * plan (a river without a flow, a pit in no loop); every movement a player may ask for on
 * a valid plan succeeds.
 */
export function resolveMovement(
  plan: Plan,
  from: Point,
  movement: Movement,
  opts: MovementOptions,
): Result<MoveResult, RuleError> {
  if (!isCell(plan, from))
    return fail('movement/not-a-cell', `(${from.x}, ${from.y}) is not a cell of the plan`);
  if (!MOVEMENTS.includes(movement)) return fail('movement/unknown', `unknown movement ${String(movement)}`);
  if (!RIVER_MODES.includes(opts.rivers)) return fail('movement/unknown-river-mode', `unknown river mode`);
  const fromType = cellType(plan, from);
  const hasFooting = opts.rivers === 'shallow' && opts.footing && fromType === 'river';

  /** A failed movement: the player stays; in a river without footing the current then takes him. */
  const failed = (reason: BlockReason): Result<MoveResult, RuleError> => {
    const d = draftAt(from);
    d.hitWall = true;
    d.blocked = reason;
    if (fromType === 'river' && !hasFooting) {
      const c = carry(plan, from, opts.rivers);
      if (!c.ok) return c;
      d.at = c.value.at;
      d.carried = c.value.cells;
    }
    return ok(finish(plan, d, opts));
  };

  if (movement === 'flow') {
    if (fromType !== 'river') return failed('no-flow');
    const c = carry(plan, from, opts.rivers);
    if (!c.ok) return c;
    const d = draftAt(c.value.at);
    d.carried = c.value.cells;
    return ok(finish(plan, d, opts));
  }

  if (movement === 'loop') {
    if (fromType !== 'pit') return failed('no-loop');
    const next = nextPit(plan, from);
    if (next === null)
      return broken('pit-without-loop', `the pit (${from.x}, ${from.y}) is in no loop`, from);
    const d = draftAt(next);
    d.looped = true;
    return ok(finish(plan, d, opts));
  }

  const b = beyond(plan, from, movement);
  if (b.kind === 'wall') return failed('wall');
  if (b.kind === 'outline') {
    if (b.side === 'open-exit' && b.exit !== undefined) {
      return ok({
        end: { kind: 'outside', exit: b.exit },
        hitWall: false,
        blocked: null,
        fellIntoPit: false,
        looped: false,
        carried: 0,
        walkedAlong: false,
        endType: null,
        footing: false,
        enteredFrom: null,
        steppedInto: null,
      });
    }
    return failed(b.side === 'closed-exit' ? 'closed-exit' : 'outline');
  }
  const q = b.at;
  if (opts.rivers === 'shallow' && fromType === 'delta' && flowsInto(plan, q, from))
    return failed('river-inflow');
  return arrive(plan, from, q, opts, hasFooting);
}

/** The effects of the cell a player walked into (B.2.2 second part). */
function arrive(
  plan: Plan,
  from: Point,
  q: Point,
  opts: MovementOptions,
  hasFooting: boolean,
): Result<MoveResult, RuleError> {
  const d = draftAt(q);
  d.steppedInto = q;
  const type = cellType(plan, q);
  if (type === 'pit') {
    const next = nextPit(plan, q);
    if (next === null) return broken('pit-without-loop', `the pit (${q.x}, ${q.y}) is in no loop`, q);
    d.at = next;
    d.fellIntoPit = true;
    d.enteredFrom = q;
  } else if (type === 'river') {
    const along = hasFooting && (flowsInto(plan, from, q) || flowsInto(plan, q, from));
    if (along) {
      d.walkedAlong = true;
    } else {
      const c = carry(plan, q, opts.rivers);
      if (!c.ok) return c;
      d.at = c.value.at;
      d.carried = c.value.cells;
    }
  } else if (type === 'delta' && hasFooting && flowsInto(plan, from, q)) {
    d.walkedAlong = true;
  }
  return ok(finish(plan, d, opts));
}

/**
 * A player standing outside at `exit` (after carrying a fake treasure out, B.3.4) steps
 * back in: only the step opposite to the exit's side enters, onto the exit's cell, with
 * that cell's effects; any other direction fails (he stays outside).
 */
export function resolveEntry(
  plan: Plan,
  exit: Exit,
  direction: Direction,
  opts: MovementOptions,
): Result<MoveResult | null, RuleError> {
  if (!isCell(plan, exit.at))
    return fail('movement/not-a-cell', `(${exit.at.x}, ${exit.at.y}) is not a cell`);
  const back = DIRECTIONS[(DIRECTIONS.indexOf(exit.side) + 2) % 4] as Direction;
  if (direction !== back) return ok(null);
  const outside = { x: exit.at.x, y: exit.at.y };
  return arrive(plan, outside, exit.at, { rivers: opts.rivers, footing: false }, false);
}

/**
 * The cells on which no movement can ever end under the river mode, so that a player can never
 * stand there and pick up what lies there (B.4.6 "items thrown into the river source are lost
 * forever"; B.5.2, B.8.4, B.8.5):
 * - normal rivers: the river sources (stepping in, being carried or hitting a wall always moves on);
 * - shallow rivers (B.7.4): the sources that flow straight into a delta — a player with footing
 *   reaches other sources by walking upstream, but a delta may not be left towards a river
 *   flowing into it, and stepping in from anywhere else carries him on;
 * - turbulent rivers: every river cell (the current always takes him to the delta).
 * Being placed on a cell (a start, an ordered cell) is not a movement.
 */
export function inaccessibleCells(plan: Plan, rivers: RiverMode): Point[] {
  if (rivers === 'turbulent') return planCells(plan).filter((p) => cellType(plan, p) === 'river');
  const sources = riverSources(plan);
  if (rivers === 'normal') return sources;
  return sources.filter((p) => {
    const q = downstream(plan, p);
    return q !== null && isCell(plan, q) && cellType(plan, q) === 'delta';
  });
}
