/**
 * Secret passages. A figure standing on a free secret-passage field (no rhombus covers it)
 * may move to any other free secret-passage field — no rhombus on it, no figure, no stone —
 * for 1 AP.
 */
import type { RuleError } from '@daedalus/core';
import { fieldsOfKind } from '../board.ts';
import { wordedError } from '../lang/errors-en.ts';
import { indexTable, occupied, type TableIndex } from '../table.ts';
import type { TempleState } from '../types.ts';

// The refusals without arguments, made once: legal-move enumeration asks on every call.
const NO_FIGURE = wordedError('passage/no-figure');
const NOT_ON_PASSAGE = wordedError('passage/not-on-passage');
const NO_AP = wordedError('ap/none-left#passage');

const freePassage = (ix: TableIndex, f: number): boolean => (ix.cover[f] as number) < 0 && !occupied(ix, f);

/** The passages the seat's figure may jump to now, or why none. */
export function passageTargets(
  s: TempleState,
  seat: number,
  ix: TableIndex = indexTable(s.table),
): number[] | RuleError {
  const at = s.table.figures[seat];
  if (at === null || at === undefined) return NO_FIGURE;
  const passages = fieldsOfKind(s.table.board, 'o');
  if (!passages.includes(at) || (ix.cover[at] as number) >= 0) return NOT_ON_PASSAGE;
  if (s.ap < 1) return NO_AP;
  return passages.filter((f) => f !== at && freePassage(ix, f));
}

export function checkPassage(s: TempleState, seat: number, to: number): RuleError | null {
  const targets = passageTargets(s, seat);
  if (!Array.isArray(targets)) return targets;
  if (targets.includes(to)) return null;
  const ix = indexTable(s.table);
  const name = ix.hall.fields[to]?.name ?? String(to);
  return fieldsOfKind(s.table.board, 'o').includes(to) && to !== s.table.figures[seat]
    ? wordedError('passage/not-free', name)
    : wordedError('passage/not-a-passage', name);
}
