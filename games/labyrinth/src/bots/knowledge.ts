/**
 * What a Labyrinth player has learnt about the plan, from its own announcements only:
 * cell types, the state of each side of each cell (unknown, open, wall), river flows,
 * which pit falls into which, and exits found. Plain arrays indexed by cell (row-major,
 * `y * width + x`) and side (`cell * 4 + direction`, directions up/right/down/left).
 *
 * Facts not yet certain travel with a position hypothesis (see `belief.ts`) as `Fact`s and
 * are committed here once the hypothesis is the only one left.
 */
import { DIRECTIONS, type Direction, type SquareGraph, squareGraph } from '@daedalus/core';
import { CELL_TYPES, type CellType } from '../plan/types.ts';
import type { LabyrinthView } from '../types.ts';

export const T_LAND = 0;
export const T_HOSPITAL = 1;
export const T_WEAPONRY = 2;
export const T_PIT = 3;
export const T_RIVER = 4;
export const T_DELTA = 5;
export const T_ENCEPHALITIS = 6;
/**
 * "Land" as told to an immune player: land or an encephalitis cell (B.4.7, the cell is land for
 * him). Known well enough to walk on; told apart only by a player who is not immune.
 */
export const T_LANDISH = 7;
export const UNKNOWN = -1;

/** A cell type as its code: its index in `CELL_TYPES` (T_LAND … T_ENCEPHALITIS). */
export const typeCode = (t: CellType): number => CELL_TYPES.indexOf(t);

/** Side states. */
export const S_UNKNOWN = 0;
export const S_OPEN = 1;
export const S_WALL = 2;

export const oppositeDir = (d: number): number => (d + 2) & 3;

/**
 * A fact a hypothesis implies: kind `t` cell type, `s` side state (canonical side), `f` flow
 * direction of a river cell, `p` next pit of a pit. Key = kind letter + index.
 */
export type Fact = readonly [key: string, value: number];

export class Knowledge {
  readonly width: number;
  readonly height: number;
  readonly n: number;
  /** The outline as core's square grid. */
  readonly grid: SquareGraph;
  readonly isCell: boolean[];
  readonly type: Int8Array;
  readonly sides: Int8Array;
  readonly flow: Int8Array;
  readonly pitNext: Int32Array;
  /** Outer sides we blew a grenade into (a closed exit may have opened). */
  readonly blownOuter = new Set<number>();
  /** Cells where we believe a treasure lies. */
  readonly treasures = new Set<number>();

  constructor(outline: LabyrinthView['outline']) {
    this.grid = squareGraph({
      width: outline.width,
      height: outline.height,
      ...(outline.mask === null ? {} : { mask: outline.mask }),
    });
    this.width = outline.width;
    this.height = outline.height;
    this.n = this.width * this.height;
    this.isCell = Array.from({ length: this.n }, (_, i) => outline.mask === null || outline.mask[i] === true);
    this.type = new Int8Array(this.n).fill(UNKNOWN);
    this.sides = new Int8Array(this.n * 4);
    this.flow = new Int8Array(this.n).fill(UNKNOWN);
    this.pitNext = new Int32Array(this.n).fill(UNKNOWN);
  }

  /** The neighbouring cell of i towards d, or -1 when that side is on the outline. */
  neighbour(i: number, d: number): number {
    return this.grid.neighbours[i * 4 + d] as number;
  }

  /** The canonical index of a side: inner sides are named from the cell above or to the left. */
  sideKey(i: number, d: number): number {
    if (d === 0 || d === 3) {
      const j = this.neighbour(i, d);
      if (j >= 0) return j * 4 + oppositeDir(d);
    }
    return i * 4 + d;
  }

  cellsList(): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.n; i++) if (this.isCell[i]) out.push(i);
    return out;
  }

  // --- reading, with the facts of one hypothesis on top ---

  typeOf(i: number, facts?: readonly Fact[]): number {
    const t = this.type[i] as number;
    if (t !== UNKNOWN || facts === undefined) return t;
    return lookup(facts, `t${i}`);
  }

  sideOf(i: number, d: number, facts?: readonly Fact[]): number {
    const k = this.sideKey(i, d);
    const s = this.sides[k] as number;
    if (s !== S_UNKNOWN || facts === undefined) return s;
    const v = lookup(facts, `s${k}`);
    return v === UNKNOWN ? S_UNKNOWN : v;
  }

  flowOf(i: number, facts?: readonly Fact[]): number {
    const f = this.flow[i] as number;
    if (f !== UNKNOWN || facts === undefined) return f;
    return lookup(facts, `f${i}`);
  }

  pitOf(i: number, facts?: readonly Fact[]): number {
    const p = this.pitNext[i] as number;
    if (p !== UNKNOWN || facts === undefined) return p;
    return lookup(facts, `p${i}`);
  }

  // --- writing certain knowledge ---

  setType(i: number, t: number): void {
    const known = this.type[i] as number;
    if (known === UNKNOWN || (known === T_LANDISH && (t === T_LAND || t === T_ENCEPHALITIS)))
      this.type[i] = t;
  }

  setSide(i: number, d: number, s: number): void {
    this.sides[this.sideKey(i, d)] = s;
  }

  commit(facts: readonly Fact[]): void {
    for (const [key, v] of facts) {
      const k = Number(key.slice(1));
      switch (key[0]) {
        case 't':
          this.setType(k, v);
          break;
        case 's':
          // An open side stays open (walls never grow); a wall learnt may later be blown open.
          if (this.sides[k] !== S_OPEN || v === S_OPEN) this.sides[k] = v;
          break;
        case 'f':
          if (this.flow[k] === UNKNOWN) this.flow[k] = v;
          break;
        case 'p':
          if (this.pitNext[k] === UNKNOWN) this.pitNext[k] = v;
          break;
      }
    }
  }

  /** A copy with the facts of one hypothesis committed (to plan as if it were true). */
  withFacts(facts: readonly Fact[]): Knowledge {
    const copy = Object.create(Knowledge.prototype) as Knowledge;
    Object.assign(copy, this, {
      type: this.type.slice(),
      sides: this.sides.slice(),
      flow: this.flow.slice(),
      pitNext: this.pitNext.slice(),
    });
    copy.commit(facts);
    return copy;
  }

  /** Forgets the walls a grenade may have blown (someone threw one towards d from one of `cells`). */
  forgetWalls(cells: readonly number[], d: number): void {
    for (const i of cells) {
      const k = this.sideKey(i, d);
      if (this.sides[k] === S_WALL) this.sides[k] = S_UNKNOWN;
    }
  }

  /** Known open exits: [cell, direction]. */
  exits(): [number, number][] {
    const out: [number, number][] = [];
    for (let i = 0; i < this.n; i++) {
      if (!this.isCell[i]) continue;
      for (let d = 0; d < 4; d++)
        if (this.neighbour(i, d) < 0 && this.sides[i * 4 + d] === S_OPEN) out.push([i, d]);
    }
    return out;
  }

  /** Counts of what is known, for tests and debugging. */
  summary(): { types: number; sides: number; flows: number; pits: number } {
    let types = 0;
    let sides = 0;
    let flows = 0;
    let pits = 0;
    for (let i = 0; i < this.n; i++) {
      if (this.type[i] !== UNKNOWN) types++;
      if (this.flow[i] !== UNKNOWN) flows++;
      if (this.pitNext[i] !== UNKNOWN) pits++;
    }
    for (let k = 0; k < this.sides.length; k++) if (this.sides[k] !== S_UNKNOWN) sides++;
    return { types, sides, flows, pits };
  }
}

/** Whether two type codes may describe the same cell (land-or-encephalitis fits either). */
export function typesAgree(a: number, b: number): boolean {
  if (a === b || a === UNKNOWN || b === UNKNOWN) return true;
  if (a === T_LANDISH) return b === T_LAND || b === T_ENCEPHALITIS;
  if (b === T_LANDISH) return a === T_LAND || a === T_ENCEPHALITIS;
  return false;
}

function lookup(facts: readonly Fact[], key: string): number {
  for (let i = facts.length - 1; i >= 0; i--) {
    const f = facts[i] as Fact;
    if (f[0] === key) return f[1];
  }
  return UNKNOWN;
}

export const directionName = (d: number): Direction => DIRECTIONS[d] as Direction;
