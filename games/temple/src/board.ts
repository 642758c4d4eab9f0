/**
 * Boards: the default Temple board and the board format (`BoardSpec`, see `types.ts` and
 * the rules page). `resolveBoard` checks a spec and gives the board and the start poses
 * of the target rhombi.
 *
 * The default board is drawn below (line comments: the drawing holds a star and a slash).
 */
import {
  err,
  ok,
  posesCovering,
  type Result,
  type RhombusPose,
  type RuleError,
  triangleHall,
} from '@daedalus/core';
import { wordedError } from './lang/errors-en.ts';
import type { Board, BoardSpec, FieldKind } from './types.ts';

// The default board, a hall of side 5 (150 fields), rows a … j:
//
//         /+\./.\./~\o/~\./.\./+\
//       /.\./.\./~\~/*\~/~\./.\./.\
//     /~\~/.\./~\~/~\~/~\~/~\./.\~/~\
//   /.\~/~\~/~\./.\~/.\~/.\./~\~/~\~/.\
// /.\X/X\./~\~/.\./.\Y/Y\./.\./~\~/Z\Z/.\
// \o/.\./.\~/~\./~\./.\./~\./~\~/.\./.\o/
//   \./~\~/~\~/.\./~\*/~\./.\~/~\~/~\./
//     \~/~\./.\~/~\~/~\~/~\~/.\./~\~/
//       \./.\./.\~/~\o/~\~/.\./.\./
//         \+/.\./.\~/~\~/.\./.\+/
export const TEMPLE_BOARD: BoardSpec = {
  name: 'temple',
  side: 5,
  rows: [
    '+...~o~...+',
    '....~~*~~....',
    '~~..~~~~~~~..~~',
    '.~~~~..~.~..~~~~.',
    '.XX.~~...YY...~~ZZ.',
    'o...~~.~...~.~~...o',
    '.~~~~..~*~..~~~~.',
    '~~..~~~~~~~..~~',
    '....~~o~~....',
    '+...~~~...+',
  ],
};

export interface ResolvedBoard {
  board: Board;
  /** Start poses of the target rhombi X, Y, Z. */
  targets: [RhombusPose, RhombusPose, RhombusPose];
}

const KIND_OF: Record<string, FieldKind> = {
  '.': '.',
  '~': '~',
  '+': '+',
  o: 'o',
  '*': '*',
  X: '.',
  Y: '.',
  Z: '.',
};

/** Checks a board spec: the rows fit the hall, each target letter marks two neighbouring fields, 2 or more entrances. */
export function resolveBoard(spec: BoardSpec): Result<ResolvedBoard, RuleError> {
  const hall = triangleHall(spec.side);
  const name = spec.name;
  if (spec.rows.length !== hall.rows)
    return err(wordedError('board/invalid#rows', name, spec.side, hall.rows, spec.rows.length));
  const chars: string[] = [];
  for (const [row, text] of spec.rows.entries()) {
    const want = hall.fields.filter((f) => f.row === row).length;
    if (text.length !== want)
      return err(wordedError('board/invalid#row-length', name, row + 1, text.length, want));
    chars.push(...text);
  }
  const targets: RhombusPose[] = [];
  for (const letter of ['X', 'Y', 'Z']) {
    const at = chars.flatMap((c, i) => (c === letter ? [i] : []));
    if (at.length !== 2) return err(wordedError('board/invalid#target-marks', name, letter, at.length));
    const poses = posesCovering(hall, at[0]!, at[1]!);
    if (poses.length === 0) return err(wordedError('board/invalid#target-apart', name, letter));
    targets.push(poses[0]!);
  }
  const kinds = chars.map((c) => KIND_OF[c] ?? '~').join('');
  const entrances = [...kinds].filter((k) => k === '+').length;
  if (entrances < 2) return err(wordedError('board/invalid#entrances', name, entrances));
  if ([...kinds].filter((k) => k === 'o').length === 1)
    return err(wordedError('board/invalid#one-passage', name));
  return ok({
    board: { name: spec.name, side: spec.side, kinds },
    targets: targets as [RhombusPose, RhombusPose, RhombusPose],
  });
}

const byKind = new Map<string, Map<FieldKind, number[]>>();

/** The fields of a kind on a board (cached per board: boards never change). */
export function fieldsOfKind(board: Board, kind: FieldKind): number[] {
  let kinds = byKind.get(board.kinds);
  if (!kinds) {
    kinds = new Map();
    for (const [i, k] of [...board.kinds].entries()) {
      const list = kinds.get(k as FieldKind) ?? [];
      list.push(i);
      kinds.set(k as FieldKind, list);
    }
    byKind.set(board.kinds, kinds);
  }
  return kinds.get(kind) ?? [];
}

export const entrancesOf = (board: Board): number[] => fieldsOfKind(board, '+');

export const kindOf = (board: Board, field: number): FieldKind => (board.kinds[field] ?? '~') as FieldKind;
