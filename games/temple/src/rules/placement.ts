/**
 * Setting up: each player in turn picks a free start field (an entrance); then, from the
 * start player on, each draws the top face-down path rhombus and lays it face up, until
 * all 13 lie. A rhombus always covers two fields (abyss or floor alike), may cover symbols,
 * never overlaps another rhombus even partly and never covers a figure; and no start field
 * may end up completely walled in by rhombus walls.
 */
import { err, posesCovering, type Result, type RhombusPose, type RuleError } from '@daedalus/core';
import { entrancesOf } from '../board.ts';
import { wordedError } from '../lang/errors-en.ts';
import { indexTable, placeOf, type TableIndex, withRhombus } from '../table.ts';
import { isSymmetric, tileOf } from '../tiles.ts';
import type { Letter, Table } from '../types.ts';

/** Entrances no figure stands on yet. */
export function freeStartFields(table: Table): number[] {
  return entrancesOf(table.board).filter((f) => !table.figures.includes(f));
}

/**
 * Whether a start field is walled in: every edge of it (of the rhombus lying on it, if one
 * does) that leads to another field of the hall carries a wall.
 */
export function walledIn(ix: TableIndex, field: number): boolean {
  const place = placeOf(ix, field);
  for (const f of place)
    for (let side = 0; side < 3; side++) {
      const g = ix.hall.neighbour(f, side);
      if (g < 0 || place.includes(g)) continue;
      if (!ix.wall[f * 3 + side]) return false;
    }
  return true;
}

const nearCache = new Map<string, Map<number, number[]>>();

/** For each field within two steps of a start field: those start fields (per board, cached). */
function nearEntrances(ix: TableIndex): Map<number, number[]> {
  // Keyed by the kinds string itself: the same string object from call to call, hashed once.
  const key = ix.table.board.kinds;
  let near = nearCache.get(key);
  if (!near) {
    near = new Map();
    for (const e of entrancesOf(ix.table.board)) {
      const around = new Set<number>([e]);
      for (let k = 0; k < 2; k++)
        for (const f of [...around])
          for (let side = 0; side < 3; side++) {
            const g = ix.hall.neighbour(f, side);
            if (g >= 0) around.add(g);
          }
      for (const f of around) near.set(f, [...(near.get(f) ?? []), e]);
    }
    nearCache.set(key, near);
  }
  return near;
}

/** Why a path rhombus may not be laid on this pose, or null. */
export function layError(table: Table, letter: Letter, pose: RhombusPose): RuleError | null {
  return layErrorOn(indexTable(table), letter, pose);
}

/** The refusal without arguments, made once (`layPoses` tries many poses). */
const OUTSIDE = wordedError('lay/outside');

function layErrorOn(ix: TableIndex, letter: Letter, pose: RhombusPose): RuleError | null {
  const table = ix.table;
  const fields = ix.hall.rhombusFields(pose);
  if (!fields) return OUTSIDE;
  for (const f of fields) {
    const name = ix.hall.fields[f]!.name;
    const r = ix.cover[f] as number;
    if (r >= 0) return wordedError('lay/overlap', table.rhombi[r]!.letter, name);
    if ((ix.figureAt[f] as number) >= 0) return wordedError('lay/on-figure', name);
  }
  // Only a start field within two steps of the new rhombus can be walled in by it.
  const near = nearEntrances(ix);
  const entrances = [...new Set([...(near.get(fields[0]) ?? []), ...(near.get(fields[1]) ?? [])])];
  if (entrances.length === 0) return null;
  const after = withRhombus(ix, letter, pose);
  for (const e of entrances)
    if (walledIn(after, e)) return wordedError('lay/walls-in-start', ix.hall.fields[e]!.name);
  return null;
}

/**
 * Every pose the drawn rhombus may be laid on (one pose per place for a tile that looks the
 * same turned); with `first`, at most the first one found.
 */
export function layPoses(table: Table, letter: Letter, first = false): RhombusPose[] {
  const ix = indexTable(table);
  const tile = tileOf(letter);
  const out: RhombusPose[] = [];
  for (let f = 0; f < ix.hall.size; f++) {
    if ((ix.cover[f] as number) >= 0 || (ix.figureAt[f] as number) >= 0) continue;
    for (let side = 0; side < 3; side++) {
      const g = ix.hall.neighbour(f, side);
      if (g <= f || (ix.cover[g] as number) >= 0 || (ix.figureAt[g] as number) >= 0) continue;
      const poses = posesCovering(ix.hall, f, g);
      for (const pose of isSymmetric(tile) ? poses.slice(0, 1) : poses)
        if (!layErrorOn(ix, letter, pose)) {
          out.push(pose);
          if (first) return out;
        }
    }
  }
  return out;
}

/** Whether the drawn rhombus fits anywhere. */
export const canLay = (table: Table, letter: Letter): boolean => layPoses(table, letter, true).length > 0;

export function checkStart(table: Table, at: number): Result<number, RuleError> {
  if (!entrancesOf(table.board).includes(at)) return err(wordedError('start/not-entrance'));
  if (table.figures.includes(at)) return err(wordedError('start/taken'));
  return { ok: true, value: at };
}
