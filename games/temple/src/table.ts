/**
 * The table indexed for the rules: which rhombus covers each field, where figures and
 * blockade stones stand (a figure or stone on a rhombus occupies both its fields), and
 * which field sides a wall blocks. Built from a `Table` (state or view alike) in one pass.
 */
import {
  edgeSide,
  edgeTriangles,
  type RhombusPose,
  rhombusEdge,
  type TriangleHall,
  triangleHall,
} from '@daedalus/core';
import { kindOf } from './board.ts';
import { tileOf } from './tiles.ts';
import type { FieldKind, Letter, Table } from './types.ts';

export interface TableIndex {
  readonly table: Table;
  readonly hall: TriangleHall;
  /** Field → index of the rhombus lying on it, or -1. */
  readonly cover: Int16Array;
  /** Field → seat whose figure occupies it (both fields of a rhombus it stands on), or -1. */
  readonly figureAt: Int8Array;
  /** Field → seat whose blockade stone occupies it, or -1. */
  readonly stoneAt: Int8Array;
  /** `field * 3 + side` → 1 when a wall lies on that side of the field. */
  readonly wall: Uint8Array;
  /** The two fields of each rhombus, in the order of its triangles (ABD, BCD). */
  readonly rhombusFields: readonly (readonly [number, number])[];
}

export function poseFields(hall: TriangleHall, pose: RhombusPose): [number, number] {
  const f = hall.rhombusFields(pose);
  if (!f) throw new Error(`a rhombus lies outside the hall: ${JSON.stringify(pose)}`);
  return f;
}

export function indexTable(table: Table): TableIndex {
  const hall = triangleHall(table.board.side);
  const n = hall.size;
  const cover = new Int16Array(n).fill(-1);
  const figureAt = new Int8Array(n).fill(-1);
  const stoneAt = new Int8Array(n).fill(-1);
  const wall = new Uint8Array(n * 3);
  const rhombusFields = table.rhombi.map((r, i) => addRhombus(hall, cover, wall, i, r.letter, r.pose));
  const mark = (arr: Int8Array, field: number | null, seat: number): void => {
    if (field === null) return;
    const r = cover[field] as number;
    if (r >= 0) for (const f of rhombusFields[r]!) arr[f] = seat;
    else arr[field] = seat;
  };
  for (const [seat, f] of table.figures.entries()) mark(figureAt, f, seat);
  for (const [seat, f] of table.stones.entries()) mark(stoneAt, f, seat);
  return { table, hall, cover, figureAt, stoneAt, wall, rhombusFields };
}

/** Enters rhombus number `i` into an index's cover and walls; returns its two fields. */
function addRhombus(
  hall: TriangleHall,
  cover: Int16Array,
  wall: Uint8Array,
  i: number,
  letter: Letter,
  pose: RhombusPose,
): [number, number] {
  const fields = poseFields(hall, pose);
  cover[fields[0]] = i;
  cover[fields[1]] = i;
  for (const e of tileOf(letter).walls) {
    const [a, b] = rhombusEdge(pose, e);
    const side = edgeSide(a, b);
    for (const t of edgeTriangles(a, b)) {
      const f = hall.fieldOf(t);
      if (f >= 0) wall[f * 3 + side] = 1;
    }
  }
  return fields;
}

/**
 * The index of the table with one more rhombus laid, where no figure or blockade stone
 * stands (a rhombus is never laid on one): `indexTable` of the larger table, without
 * indexing the others again.
 */
export function withRhombus(ix: TableIndex, letter: Letter, pose: RhombusPose): TableIndex {
  const { table, hall, figureAt, stoneAt } = ix;
  const cover = ix.cover.slice();
  const wall = ix.wall.slice();
  const fields = addRhombus(hall, cover, wall, ix.rhombusFields.length, letter, pose);
  return {
    table: { ...table, rhombi: table.rhombi.concat({ letter, pose }) },
    hall,
    cover,
    figureAt,
    stoneAt,
    wall,
    rhombusFields: ix.rhombusFields.concat([fields]),
  };
}

export const kindAt = (ix: TableIndex, field: number): FieldKind => kindOf(ix.table.board, field);

/** The fields of the place a field belongs to: the rhombus lying on it, or the field alone. */
export function placeOf(ix: TableIndex, field: number): readonly number[] {
  const r = ix.cover[field] as number;
  return r >= 0 ? ix.rhombusFields[r]! : [field];
}

/** A figure or a stone occupies the place of this field. */
export const occupied = (ix: TableIndex, field: number): boolean =>
  (ix.figureAt[field] as number) >= 0 || (ix.stoneAt[field] as number) >= 0;

/** A place a figure may stand on: a rhombus, or a field of the floor that no rhombus covers. */
export const standable = (ix: TableIndex, field: number): boolean =>
  (ix.cover[field] as number) >= 0 || kindAt(ix, field) !== '~';

export const rhombusIndex = (table: Table, letter: Letter): number =>
  table.rhombi.findIndex((r) => r.letter === letter);

/** The field a figure on a moved rhombus stands on afterwards (same triangle of the rhombus). */
export function carriedField(hall: TriangleHall, from: RhombusPose, to: RhombusPose, field: number): number {
  const before = poseFields(hall, from);
  const after = poseFields(hall, to);
  return field === before[0] ? after[0] : after[1];
}

/** The seats' colours' statues collected: targets whose statue of that seat is gone. */
export const collected = (table: Table, seat: number): number =>
  table.statues.filter((t) => t[seat] === false).length;
