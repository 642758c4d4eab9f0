/**
 * How far a figure is from its goal, for the computer players: a relaxed walking cost on the
 * hall's graph in which what the rules forbid is merely dear — stepping onto uncovered abyss
 * costs what bringing a rhombus there might (3), crossing a wall more (4) — and snakes cost
 * their action points. Zero-ish means "can walk there now". Works on a `Table` (the view's),
 * so bots decide from what their seat sees.
 */
import { graphCosts, type Seat } from '@daedalus/core';
import { entrancesOf } from '../board.ts';
import { collected, indexTable, type TableIndex } from '../table.ts';
import { tileOf } from '../tiles.ts';
import type { Table } from '../types.ts';

const ABYSS = 3;
const WALL = 4;
const STEP = 0.02;

/** The fields a seat is heading for: target rhombi still holding its statue, or the exits once it has enough. */
export function goalFields(ix: TableIndex, seat: Seat, needed: number): number[] {
  const table = ix.table;
  if (collected(table, seat) >= needed) {
    const exits = entrancesOf(table.board);
    return [
      ...exits,
      ...exits.flatMap((e) =>
        (ix.cover[e] as number) >= 0 ? [...ix.rhombusFields[ix.cover[e] as number]!] : [],
      ),
    ];
  }
  return table.statues.flatMap((t, i) => (t[seat] ? [...ix.rhombusFields[i]!] : []));
}

export function relaxedCosts(ix: TableIndex, from: number): Float64Array {
  const startCover = ix.cover[from] as number;
  return graphCosts(ix.hall.graph, from, (a, b, side) => {
    let c = STEP;
    if (ix.wall[a * 3 + side]) c += WALL;
    const cb = ix.cover[b] as number;
    if (cb < 0 && ix.table.board.kinds[b] === '~') c += ABYSS;
    const ca = ix.cover[a] as number;
    if (ca >= 0 && ca !== cb && ca !== startCover) c += tileOf(ix.table.rhombi[ca]!.letter).snakes;
    return c;
  }).cost;
}

/** The seat's relaxed distance to its nearest goal (Infinity without a figure). */
export function distanceToGoal(ix: TableIndex, seat: Seat, needed: number): number {
  const at = ix.table.figures[seat];
  if (at === null || at === undefined) return Number.POSITIVE_INFINITY;
  const goals = goalFields(ix, seat, needed);
  if (goals.includes(at)) return 0;
  const costs = relaxedCosts(ix, at);
  let best = Number.POSITIVE_INFINITY;
  for (const g of goals) best = Math.min(best, costs[g] as number);
  return best;
}

/** A score for a seat on a table: statues collected first, then nearness to the next goal. Higher is better. */
export function progress(ix: TableIndex, seat: Seat, needed: number): number {
  const got = Math.min(collected(ix.table, seat), needed);
  const d = distanceToGoal(ix, seat, needed);
  return got * 100 - Math.min(d, 60);
}

/** `progress` on a table not yet indexed. */
export const progressOn = (table: Table, seat: Seat, needed: number): number =>
  progress(indexTable(table), seat, needed);
