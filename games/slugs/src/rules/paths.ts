/**
 * A slug's path decision. A defence or duel slug prefers the path with the fewest walls
 * to evaporate, then the shortest; an escort slug cannot pass walls or doors and takes
 * the shortest. Among equally good paths it takes the one whose steps come first in the
 * order up, right, down, left, compared step by step (the first step decides; if equal,
 * the second…). Slugs cannot see killing machines: a machine is floor to them.
 *
 * How: core's Dijkstra (`graphCosts`) gives, from the goal, the cost of the best path
 * from every cell (a wall costs `BIG + 1`, a floor cell 1, so walls count first and steps
 * second); then the slug walks from its cell, taking at each cell the first direction
 * whose neighbour lies on a best path. That walk yields the step-by-step first of all
 * best paths, which a single Dijkstra's predecessor links do not: they keep the path
 * that reached a cell first, which can start with a later direction.
 *
 * Several slugs deciding in one turn with the same goal and the same walls share one
 * cost field (`PathCache`).
 */
import { graphCosts, graphDistances, type Point } from '@daedalus/core';
import { at } from '../cells.ts';
import type { SlugsState } from '../types.ts';
import { gridGraph } from './grid-graph.ts';

export interface PathChoice {
  /** The cells from the one after the slug's to the goal, in order. */
  readonly path: Point[];
  /** Walls on the path (to evaporate). */
  readonly walls: number;
}

/** What entering each cell costs a slug: null where it cannot go. */
export function enterCosts(s: SlugsState, evaporates: boolean): (number | null)[] {
  const big = s.width * s.height;
  const out: (number | null)[] = new Array(s.width * s.height);
  for (let i = 0; i < out.length; i++) {
    const wall = s.walls[i] !== '.';
    if (evaporates) out[i] = wall ? big + 1 : 1;
    else {
      const t = s.terrain[i];
      out[i] = wall || t === 'D' || t === 'E' ? null : 1;
    }
  }
  return out;
}

/**
 * The cost of the best path from every cell to `goal` (Infinity where there is none).
 * Reversed: stepping from j into i costs entering i, so the search from the goal relaxes
 * i → j with i's cost. Where every step costs 1 (escort slugs), core's breadth-first
 * distances give the same field, faster than Dijkstra.
 */
export function costField(s: SlugsState, goal: Point, enter: readonly (number | null)[]): Float64Array {
  const graph = gridGraph(s.width, s.height);
  if (enter.every((e) => e === null || e === 1)) {
    const steps = graphDistances(graph, at(s.width, goal), (i) => enter[i] !== null);
    return Float64Array.from(steps, (d) => (d < 0 ? Number.POSITIVE_INFINITY : d));
  }
  return graphCosts(graph, at(s.width, goal), (i) => enter[i] ?? null).cost;
}

/** Walks from `from` to the goal along best paths, taking the first direction in order at each cell. */
export function walkField(
  s: SlugsState,
  from: Point,
  goal: Point,
  field: Float64Array,
  enter: readonly (number | null)[],
): PathChoice | null {
  const next = gridGraph(s.width, s.height).next;
  const big = s.width * s.height;
  const end = at(s.width, goal);
  let cur = at(s.width, from);
  let cost = field[cur] as number;
  if (!Number.isFinite(cost)) return null;
  const path: Point[] = [];
  let walls = 0;
  while (cur !== end) {
    let found = -1;
    for (let side = 0; side < 4 && found < 0; side++) {
      const j = next[4 * cur + side] as number;
      if (j < 0) continue;
      const e = enter[j];
      if (e === null || e === undefined || (field[j] as number) + e !== cost) continue;
      found = j;
      cost -= e;
      if (e > big) walls++;
    }
    if (found < 0) throw new Error('slug path walk lost its way (inconsistent cost field)');
    path.push({ x: found % s.width, y: Math.floor(found / s.width) });
    cur = found;
  }
  return { path, walls };
}

/** The path a slug at `from` decides on towards `goal`, or null when no path exists. */
export function decidePath(s: SlugsState, from: Point, goal: Point, evaporates: boolean): PathChoice | null {
  const enter = enterCosts(s, evaporates);
  return walkField(s, from, goal, costField(s, goal, enter), enter);
}

/**
 * Cost fields shared by the slugs deciding in one turn (and by a bot's simulated turns):
 * a field depends on the map (its size and cells), its walls, the goal and whether walls can be evaporated.
 * The cache keeps the fields of up to `capacity` wall layouts (the oldest goes first).
 */
export class PathCache {
  readonly #configs = new Map<string, Config>();
  #last: { width: number; terrain: string; walls: string; config: Config } | null = null;

  constructor(readonly capacity = 1) {}

  decide(s: SlugsState, from: Point, goal: Point, evaporates: boolean): PathChoice | null {
    const config = this.#config(s);
    let enter = config.enter.get(evaporates);
    if (!enter) {
      enter = enterCosts(s, evaporates);
      config.enter.set(evaporates, enter);
    }
    const key = `${evaporates}:${goal.x},${goal.y}`;
    let field = config.fields.get(key);
    if (!field) {
      field = costField(s, goal, enter);
      config.fields.set(key, field);
    }
    return walkField(s, from, goal, field, enter);
  }

  #config(s: SlugsState): Config {
    const last = this.#last;
    // The map's width is part of its key: the cells of a 4×3 map and of a 3×4 one can read alike.
    if (last && last.walls === s.walls && last.terrain === s.terrain && last.width === s.width)
      return last.config;
    const key = `${s.width}|${s.terrain}|${s.walls}`;
    let config = this.#configs.get(key);
    if (!config) {
      if (this.#configs.size >= this.capacity) {
        const oldest = this.#configs.keys().next().value;
        if (oldest !== undefined) this.#configs.delete(oldest);
      }
      config = { enter: new Map(), fields: new Map() };
      this.#configs.set(key, config);
    }
    this.#last = { width: s.width, terrain: s.terrain, walls: s.walls, config };
    return config;
  }
}

interface Config {
  readonly enter: Map<boolean, (number | null)[]>;
  readonly fields: Map<string, Float64Array>;
}

/**
 * The fields `apply` uses: kept from turn to turn (walls change seldom, so most turns
 * reuse the last field). A pure memo: what a slug decides never depends on it.
 */
export const sharedPaths = new PathCache(32);
