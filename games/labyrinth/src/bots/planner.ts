/**
 * Route planning over what a player knows of the plan. `predict` says where a movement
 * from a cell ends by the movement rules, as far as the known map tells (or that it is
 * unknown, blocked, or leads outside); `choosePlan` runs core's cheapest-path search over the
 * known map as a graph (each movement a side leading where it is predicted to end) from one
 * assumed position and picks the first action towards the best target: a goal cell
 * (hospital, treasure, weaponry), a known exit, or the nearest thing still unknown
 * (exploring), with grenades through known walls as a last resort.
 */
import { type CellGraph, type CostTree, firstSide, graphCosts } from '@daedalus/core';
import type { RiverMode } from '../plan/movement.ts';
import type { Hypothesis } from './belief.ts';
import {
  type Knowledge,
  S_OPEN,
  S_UNKNOWN,
  S_WALL,
  T_DELTA,
  T_ENCEPHALITIS,
  T_LAND,
  T_LANDISH,
  T_PIT,
  T_RIVER,
  UNKNOWN,
} from './knowledge.ts';

export const P_UNKNOWN = -1;
export const P_BLOCKED = -2;
export const P_OUTSIDE = -3;

/** One planned action: a movement (0–3 directions, 4 flow, 5 loop), optionally blowing the wall that way first. */
export interface Step {
  readonly movement: number;
  readonly blow: boolean;
}

function carried(k: Knowledge, r: number, rivers: RiverMode): number {
  let at = r;
  for (let guard = 0; guard <= k.n; guard++) {
    const f = k.flow[at] as number;
    if (f === UNKNOWN) return P_UNKNOWN;
    const next = k.neighbour(at, f);
    if (next < 0) return P_UNKNOWN;
    if (rivers !== 'turbulent' || k.type[next] !== T_RIVER) return next;
    at = next;
  }
  return P_UNKNOWN;
}

function arrival(k: Knowledge, q: number, rivers: RiverMode): number {
  const t = k.type[q] as number;
  if (t === UNKNOWN) return P_UNKNOWN;
  if (t === T_PIT) return k.pitNext[q] === UNKNOWN ? P_UNKNOWN : (k.pitNext[q] as number);
  if (t === T_RIVER) return carried(k, q, rivers);
  return q;
}

/** Where movement m from cell p ends, by the known map (normal river rules). */
export function predict(k: Knowledge, p: number, m: number, rivers: RiverMode, ignoreWall = false): number {
  const tp = k.type[p] as number;
  const inRiver = tp === T_RIVER && rivers !== 'shallow';
  if (m === 4) {
    if (tp === T_RIVER) return carried(k, p, rivers);
    return tp === UNKNOWN ? P_UNKNOWN : P_BLOCKED;
  }
  if (m === 5) {
    if (tp === T_PIT) return k.pitNext[p] === UNKNOWN ? P_UNKNOWN : (k.pitNext[p] as number);
    if (tp === UNKNOWN) return P_UNKNOWN;
    return inRiver ? carried(k, p, rivers) : P_BLOCKED;
  }
  const s = k.sideOf(p, m);
  if (s === S_UNKNOWN) return P_UNKNOWN;
  const q = k.neighbour(p, m);
  if (s === S_WALL && !ignoreWall) return inRiver ? carried(k, p, rivers) : P_BLOCKED;
  if (q < 0) return P_OUTSIDE;
  return arrival(k, q, rivers);
}

export interface Goals {
  /** Cells worth arriving at, with the extra cost of each (lower is better). */
  readonly cells: ReadonlyMap<number, number>;
  /** Walking out through a known exit is the goal (carrying a treasure). */
  readonly exit: boolean;
  /** Extra cost of exploring an unknown movement, and of one on the outline. */
  readonly explore: number;
  readonly exploreOuter: number;
  /** Cells to keep away from (extra cost of arriving there). */
  readonly avoid: (cell: number) => number;
  /** Grenades may be used. */
  readonly grenades: boolean;
  /** Throw a grenade before stepping through an unknown inner side (plenty of grenades). */
  readonly blowExplore: boolean;
  /** Outer sides known to withstand grenades. */
  readonly solid: ReadonlySet<number>;
}

/** Graph sides of the known map: 0–3 a step, 4 by the flow, 5 by the loop; BLOW + 0–3 a step through a blown wall. */
const BLOW = 6;

/** The known map as a graph: from each cell, where each movement is predicted to end. */
function movesGraph(k: Knowledge, rivers: RiverMode, blowing: boolean): CellGraph {
  return {
    size: k.n,
    forEachNeighbour(c, visit) {
      for (let m = 0; m < 6; m++) {
        let to = predict(k, c, m, rivers);
        let side = m;
        if (to === P_BLOCKED && blowing && m < 4 && k.neighbour(c, m) >= 0 && k.sideOf(c, m) === S_WALL) {
          to = predict(k, c, m, rivers, true);
          side = BLOW + m;
        }
        if (to >= 0 && to !== c) visit(to, side);
      }
    },
  };
}

const stepOf = (side: number): Step =>
  side >= BLOW ? { movement: side - BLOW, blow: true } : { movement: side, blow: false };

/** Cheapest routes from `start` over the known map: a move costs 1, blowing a wall first 6, plus avoidance. */
function search(k: Knowledge, start: number, g: Goals, rivers: RiverMode, blowing: boolean): CostTree {
  return graphCosts(
    movesGraph(k, rivers, blowing),
    start,
    (_c, to, side) => (side >= BLOW ? 6 : 1) + g.avoid(to),
  );
}

/** The best first action from `start` for the goals, or null if nothing is reachable. */
export function choosePlan(k: Knowledge, start: number, g: Goals, rivers: RiverMode): Step | null {
  for (const blowing of g.grenades ? [true] : [false]) {
    const tree = search(k, start, g, rivers, blowing);
    const dist = tree.cost;
    let best: Step | null = null;
    let bestCost = Number.POSITIVE_INFINITY;
    const offer = (cost: number, at: number, step: Step) => {
      if (cost < bestCost) {
        bestCost = cost;
        best = at === start ? step : stepOf(firstSide(tree, at));
      }
    };
    for (let c = 0; c < k.n; c++) {
      const d = dist[c] as number;
      if (d === Number.POSITIVE_INFINITY) continue;
      const extra = g.cells.get(c);
      if (extra !== undefined && c !== start) offer(d + extra, c, { movement: 0, blow: false });
      for (let m = 0; m < 6; m++) {
        const to = predict(k, c, m, rivers);
        if (to === P_UNKNOWN) {
          const outer = m < 4 && k.neighbour(c, m) < 0;
          // Pits and rivers of unknown course cost the certainty of where we are.
          const q = m < 4 ? k.neighbour(c, m) : -1;
          const tq = q >= 0 ? (k.type[q] as number) : UNKNOWN;
          const blind = m >= 4 || (k.sideOf(c, m) === S_OPEN && (tq === T_PIT || tq === T_RIVER));
          // Carrying a treasure, an unknown outer side is tried with a grenade first: that finds
          // open and closed exits alike (B.5.4).
          // Exploring inside, a grenade thrown first saves the move a wall would cost.
          const sideUnknown = m < 4 && k.sideOf(c, m) === S_UNKNOWN;
          const blow = blowing && sideUnknown && (outer ? g.exit : g.blowExplore);
          // A side between two cells already seen tells less than a cell never seen.
          const seen = q >= 0 && tq !== UNKNOWN ? 2 : 0;
          offer(d + 1 + seen + (outer ? g.exploreOuter : g.explore) + (blind ? 4 : 0), c, {
            movement: m,
            blow,
          });
        } else if (to === P_OUTSIDE && g.exit) offer(d + 1, c, { movement: m, blow: false });
        else if (
          to === P_BLOCKED &&
          blowing &&
          g.exit &&
          m < 4 &&
          k.neighbour(c, m) < 0 &&
          !g.solid.has(c * 4 + m)
        )
          offer(d + 8, c, { movement: m, blow: true });
      }
    }
    if (best !== null) return best;
  }
  return null;
}

/** Cells of a type known so far. */
export function cellsOfType(k: Knowledge, t: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < k.n; i++) if (k.isCell[i] && k.type[i] === t) out.push(i);
  return out;
}

/** The extra cost of arriving somewhere unpleasant: encephalitis (unless immune), a delta trap. */
export function avoidance(k: Knowledge, immune: boolean): (cell: number) => number {
  return (c) => {
    const t = k.type[c] as number;
    if (t === T_ENCEPHALITIS && !immune) return 25;
    if (t === T_DELTA) return 0.5;
    return 0;
  };
}

/** Announcement classes for localisation: a wall, or arriving on each cell type (bits). */
const WALL_BIT = 1 << 7;
const ANY = 0xff;

function outcomes(k: Knowledge, h: Hypothesis, m: number): number {
  const p = h.pos;
  const tp = k.typeOf(p, h.facts);
  if (tp === UNKNOWN || tp === T_RIVER) return ANY;
  const side = k.sideOf(p, m, h.facts);
  const q = k.neighbour(p, m);
  if (q < 0) return side === S_OPEN ? ANY : WALL_BIT; // an unknown outer side is rarely an exit
  if (side === S_WALL) return WALL_BIT;
  const tq = k.typeOf(q, h.facts);
  let arrive: number;
  if (tq === UNKNOWN) arrive = ANY & ~WALL_BIT;
  else if (tq === T_RIVER) arrive = (1 << T_RIVER) | (1 << T_DELTA);
  else if (tq === T_LANDISH) arrive = 1 << T_LAND;
  else arrive = 1 << tq;
  return side === S_OPEN ? arrive : arrive | WALL_BIT;
}

/**
 * The direction that best tells apart where we may be: the one after which, on average,
 * the fewest hypotheses could still give the same announcement. Returns it with the
 * expected share of hypotheses left (1 = it tells nothing).
 */
export function localize(k: Knowledge, hyps: readonly Hypothesis[]): { movement: number; share: number } {
  let best = { movement: 0, share: 1 };
  const n = hyps.length;
  if (n < 2) return best;
  for (let m = 0; m < 4; m++) {
    const masks = hyps.map((h) => outcomes(k, h, m));
    let total = 0;
    for (let i = 0; i < n; i++) {
      const mi = masks[i] as number;
      let left = 0;
      for (let j = 0; j < n; j++) if (((masks[j] as number) & mi) !== 0) left++;
      total += left;
    }
    const share = total / (n * n);
    if (share < best.share - 1e-9) best = { movement: m, share };
  }
  return best;
}
