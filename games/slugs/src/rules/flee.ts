/**
 * Where the hero steps. Distances are straight lines between cell centres (compared
 * squared, exactly). He steps only onto cells he may enter (floor, machines, the exit;
 * not walls, the closed door or a slug's cell).
 *
 * Running from a slug, or from the place where he last saw one: he takes a neighbouring
 * cell farther from it than his own cell; at a fork, the one farthest from it; if those
 * distances are equal, the one closer to the exit; if those are equal too, the one further
 * right (larger x); if still equal (one above the other), the first in the order up,
 * right, down, left. With no cell farther from it, he is cornered and stays.
 *
 * Walking to the exit: one step along a shortest way to the exit door; where several
 * neighbours are as near by the way, the one closer to the exit in a straight line, then
 * the one further right, then the order up, right, down, left. With no way, he stays.
 */
import { DIRECTIONS, graphDistances, type Point, step } from '@daedalus/core';
import { at, dist2 } from '../cells.ts';
import type { SlugsState } from '../types.ts';
import { exitOf, heroMayEnter } from './board.ts';
import { gridGraph } from './grid-graph.ts';

/** Compares candidates: smaller first. `key` lists what to minimise, in order. */
function best(candidates: Point[], key: (p: Point) => number[]): Point | null {
  let chosen: Point | null = null;
  let chosenKey: number[] = [];
  for (const p of candidates) {
    const k = key(p);
    let better = chosen === null;
    for (let i = 0; !better && i < k.length; i++) {
      const a = k[i] as number;
      const b = chosenKey[i] as number;
      if (a < b) better = true;
      else if (a > b) break;
    }
    if (better) {
      chosen = p;
      chosenKey = k;
    }
  }
  return chosen;
}

/** The hero's neighbours he may step on, in the order up, right, down, left. */
function openNeighbours(s: SlugsState, p: Point): Point[] {
  return DIRECTIONS.map((d) => step(p, d)).filter((q) => heroMayEnter(s, q));
}

/** The cell the hero runs to, away from `threat`, or null when cornered. */
export function fleeStep(s: SlugsState, from: Point, threat: Point): Point | null {
  const exit = exitOf(s);
  const here = dist2(from, threat);
  const farther = openNeighbours(s, from).filter((q) => dist2(q, threat) > here);
  // Candidates come in direction order, and `best` keeps the first of equals.
  return best(farther, (q) => [-dist2(q, threat), exit ? dist2(q, exit) : 0, -q.x]);
}

/** Steps from every cell to the exit door over cells the hero may enter (−1: no way). */
export function exitDistances(s: SlugsState, exit: Point): Int32Array {
  const open = new Uint8Array(s.width * s.height);
  for (let i = 0; i < open.length; i++) open[i] = s.walls[i] === '.' && s.terrain[i] !== 'D' ? 1 : 0;
  for (const g of s.slugs) if (g.alive) open[at(s.width, g.at)] = 0;
  return graphDistances(gridGraph(s.width, s.height), at(s.width, exit), (_i, j) => open[j] === 1);
}

/** The hero's next step towards the exit door, or null when there is no way. */
export function exitStep(s: SlugsState, from: Point): Point | null {
  const exit = exitOf(s);
  if (!exit) return null;
  const dist = exitDistances(s, exit);
  const mine = dist[at(s.width, from)] as number;
  if (mine <= 0) return null;
  const nearer = openNeighbours(s, from).filter((q) => dist[at(s.width, q)] === mine - 1);
  return best(nearer, (q) => [dist2(q, exit), -q.x]);
}
