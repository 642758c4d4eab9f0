/**
 * Moving a figure (phase 3). A figure walks from field to field across edges: never onto
 * or across abyss that no rhombus covers, never through a wall (walls lie on rhombus edges
 * and block both ways). A figure on a rhombus occupies the whole rhombus: stepping between
 * its two fields is free. It may pass over places with a figure or a blockade stone but not
 * stop there. Walking is free of action points except for snakes: crossing a rhombus
 * (entering it and leaving it again) costs 1 AP per snake it shows. Paths are found on the
 * hall's `CellGraph` by core's Dijkstra.
 */
import {
  err,
  graphCheapestPath,
  graphCosts,
  type Result,
  type RuleError,
  type StepCostOf,
} from '@daedalus/core';
import { wordedError } from '../lang/errors-en.ts';
import { occupied, placeOf, standable, type TableIndex } from '../table.ts';
import { tileOf } from '../tiles.ts';

/** The cost of a step for a figure that started on the place of `start`, or null where it cannot step. */
export function stepCost(ix: TableIndex, start: number): StepCostOf {
  const startCover = ix.cover[start] as number;
  return (from, to, side) => {
    if (ix.wall[from * 3 + side]) return null;
    if (!standable(ix, to)) return null;
    const a = ix.cover[from] as number;
    const b = ix.cover[to] as number;
    if (a >= 0 && a === b) return 0;
    // Leaving a rhombus that the figure entered on this walk: it crossed its snakes.
    if (a >= 0 && a !== startCover) return tileOf(ix.table.rhombi[a]!.letter).snakes;
    return 0;
  };
}

export interface Reach {
  /** The field to name in a move: for a rhombus, the field of it reached first. */
  field: number;
  /** AP the cheapest walk there costs (its snakes). */
  cost: number;
  /** The cheapest walk, both ends included (empty when not asked for). */
  path: number[];
}

/**
 * Every place a figure standing on `from` may walk to and stop on with at most `ap` action
 * points, one entry per place (a rhombus once), cheapest first then by field; with `paths`,
 * the cheapest walk to each.
 */
export function reachableFrom(ix: TableIndex, from: number, ap: number, paths = true): Reach[] {
  const cost = stepCost(ix, from);
  const costs = graphCosts(ix.hall.graph, from, cost).cost;
  const own = new Set(placeOf(ix, from));
  const seen = new Set<number>();
  const out: Reach[] = [];
  for (let f = 0; f < ix.hall.size; f++) {
    const c = costs[f] as number;
    if (!Number.isFinite(c) || c > ap || own.has(f) || occupied(ix, f) || !standable(ix, f)) continue;
    const r = ix.cover[f] as number;
    if (r >= 0) {
      // A rhombus is one place, named by the cheaper of its two fields (the first on a tie).
      if (seen.has(r)) continue;
      const [a, b] = ix.rhombusFields[r]!;
      const other = f === a ? b : a;
      if ((costs[other] as number) < c) continue;
      seen.add(r);
    }
    if (!paths) {
      out.push({ field: f, cost: c, path: [] });
      continue;
    }
    const found = graphCheapestPath(ix.hall.graph, from, f, cost);
    if (found) out.push({ field: f, cost: found.cost, path: found.path });
  }
  return out.sort((x, y) => x.cost - y.cost || x.field - y.field);
}

/** Checks a walk along an explicit path and gives its cost. */
export function pathCost(ix: TableIndex, path: readonly number[]): Result<number, RuleError> {
  const start = path[0]!;
  const startCover = ix.cover[start] as number;
  let total = 0;
  let onStart = startCover >= 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    let side = -1;
    for (let k = 0; k < 3; k++) if (ix.hall.neighbour(a, k) === b) side = k;
    const na = ix.hall.fields[a]?.name ?? String(a);
    const nb = ix.hall.fields[b]?.name ?? String(b);
    if (side < 0) return err(wordedError('move/not-neighbours', na, nb));
    if (ix.wall[a * 3 + side]) return err(wordedError('move/wall', na, nb));
    if (!standable(ix, b)) return err(wordedError('move/abyss', nb));
    const ra = ix.cover[a] as number;
    const rb = ix.cover[b] as number;
    // Leaving a rhombus costs its snakes unless the walk began on it and has not left it yet.
    if (ra >= 0 && ra !== rb && !(onStart && ra === startCover))
      total += tileOf(ix.table.rhombi[ra]!.letter).snakes;
    onStart = onStart && rb >= 0 && rb === startCover;
  }
  return { ok: true, value: total };
}

/**
 * Checks a move of the figure on `from` to `to` (along `path` if given, else the cheapest
 * way) with `ap` action points left, and gives the walk and its cost.
 */
export function checkMove(
  ix: TableIndex,
  from: number,
  to: number,
  ap: number,
  path?: readonly number[],
): Result<Reach, RuleError> {
  const field = ix.hall.fields[to];
  if (!field) return err(wordedError('move/no-field', to));
  if (placeOf(ix, from).includes(to)) return err(wordedError('move/stays'));
  if (!standable(ix, to)) return err(wordedError('move/abyss', field.name));
  if (occupied(ix, to)) return err(wordedError('move/occupied', field.name));
  let walk: Reach;
  if (path) {
    if (path[0] !== from || path[path.length - 1] !== to) return err(wordedError('move/bad-path'));
    const cost = pathCost(ix, path);
    if (!cost.ok) return cost;
    walk = { field: to, cost: cost.value, path: [...path] };
  } else {
    const found = graphCheapestPath(ix.hall.graph, from, to, stepCost(ix, from));
    if (!found) return err(wordedError('move/no-way', field.name));
    walk = { field: to, cost: found.cost, path: found.path };
  }
  if (walk.cost > ap) return err(wordedError('move/too-dear', walk.cost, ap));
  return { ok: true, value: walk };
}
