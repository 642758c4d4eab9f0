/**
 * Moving a rhombus (phase 2, and a target rhombus from a rhombus-symbol field): a slide
 * any number of edge lengths along one of its edges, or a turn about one of its corners in
 * 60° steps. Everything the rhombus passes over must be free: inside the hall, no other
 * rhombus, no figure and no blockade stone standing on the floor there. A rhombus carrying
 * a blockade stone does not move; a figure on it rides along. A turn whose full sweep is not
 * free is possible only as far as its sweep stays free (`rotationTargets` lists exactly
 * those ends).
 */
import {
  canSlideAlong,
  cornerHour,
  cornerOfHour,
  err,
  type Result,
  type RhombusPose,
  type RuleError,
  rhombusTriangles,
  rotatePose,
  rotationStepSweep,
  slideDirections,
  slidePose,
  slideSweep,
  type Triangle,
  type TriDirection,
  type TurnSense,
  triVector,
} from '@daedalus/core';
import { wordedError } from '../lang/errors-en.ts';
import { carriedField, type TableIndex } from '../table.ts';
import type { Letter, Motion, Table } from '../types.ts';

/** Whether a rhombus moving over triangle `t` finds it free: in the hall, not another rhombus, nothing standing on the floor. */
function isFree(ix: TableIndex, mover: number, t: Triangle): boolean {
  const f = ix.hall.fieldOf(t);
  if (f < 0) return false;
  const r = ix.cover[f] as number;
  if (r >= 0) return r === mover;
  return (ix.figureAt[f] as number) < 0 && (ix.stoneAt[f] as number) < 0;
}

/**
 * Why a field is not free for a rhombus moving over it, or null when it is; for a turn,
 * `free` is the number of its 60° steps that were free before it (the `#turn` sentences).
 */
function obstacle(ix: TableIndex, mover: number, t: Triangle, free?: number): RuleError | null {
  if (isFree(ix, mover, t)) return null;
  const f = ix.hall.fieldOf(t);
  const turn = free !== undefined;
  if (f < 0) return turn ? wordedError('motion/leaves-hall#turn', free) : wordedError('motion/leaves-hall');
  const name = ix.hall.fields[f]!.name;
  const r = ix.cover[f] as number;
  if (r >= 0) {
    const letter = ix.table.rhombi[r]!.letter;
    return turn
      ? wordedError('motion/blocked-by-rhombus#turn', letter, name, free)
      : wordedError('motion/blocked-by-rhombus', letter, name);
  }
  const figure = ix.figureAt[f] as number;
  if (figure >= 0)
    return turn
      ? wordedError('motion/blocked-by-figure#turn', figure + 1, name, free)
      : wordedError('motion/blocked-by-figure', figure + 1, name);
  const stone = (ix.stoneAt[f] as number) + 1;
  return turn
    ? wordedError('motion/blocked-by-stone#turn', stone, name, free)
    : wordedError('motion/blocked-by-stone', stone, name);
}

/** Whether every triangle a motion passes over is free. */
const allFree = (ix: TableIndex, mover: number, ts: readonly Triangle[]): boolean =>
  ts.every((t) => isFree(ix, mover, t));

function firstObstacle(
  ix: TableIndex,
  mover: number,
  ts: readonly Triangle[],
  free?: number,
): RuleError | null {
  for (const t of ts) {
    const why = obstacle(ix, mover, t, free);
    if (why) return why;
  }
  return null;
}

/** A rhombus may move at all: it exists and carries no blockade stone. */
function movable(ix: TableIndex, letter: Letter): Result<number, RuleError> {
  const i = ix.table.rhombi.findIndex((r) => r.letter === letter);
  if (i < 0) return err(wordedError('motion/no-rhombus', letter));
  const [a] = ix.rhombusFields[i]!;
  const stone = ix.stoneAt[a] as number;
  if (stone >= 0) return err(wordedError('motion/stone-on-rhombus', letter, stone + 1));
  return { ok: true, value: i };
}

/** Where a motion takes a rhombus, after checking that its way is free. */
export function checkMotion(
  ix: TableIndex,
  m: Motion,
): Result<{ index: number; pose: RhombusPose }, RuleError> {
  const found = movable(ix, m.rhombus);
  if (!found.ok) return found;
  const index = found.value;
  const pose = ix.table.rhombi[index]!.pose;
  if (m.type === 'slide') {
    if (!canSlideAlong(pose, m.dir))
      return err(wordedError('motion/not-along-edge', m.rhombus, slideDirections(pose), m.dir));
    const why = firstObstacle(ix, index, slideSweep(pose, m.dir, m.steps));
    if (why) return err(why);
    return { ok: true, value: { index, pose: slidePose(pose, m.dir, m.steps) } };
  }
  const corner = cornerOfHour(pose, m.corner);
  if (corner < 0)
    return err(
      wordedError(
        'motion/no-corner',
        m.rhombus,
        m.corner,
        [0, 1, 2, 3].map((c) => cornerHour(pose, c)),
      ),
    );
  const sense: TurnSense = m.turn === 'cw' ? 1 : -1;
  let p = pose;
  for (let k = 0; k < m.steps; k++) {
    const why = firstObstacle(ix, index, rotationStepSweep(p, corner, sense), k);
    if (why) return err(why);
    p = rotatePose(p, corner, sense);
  }
  return { ok: true, value: { index, pose: p } };
}

/**
 * Moves the rhombus on a table (mutated: the caller's private copy): its pose, and the
 * figure standing on it. Returns the seats whose figure rode along, with their fields.
 */
export function performMotion(
  table: Table,
  ix: TableIndex,
  index: number,
  to: RhombusPose,
): { seat: number; from: number; to: number }[] {
  const rhombus = table.rhombi[index]!;
  const from = rhombus.pose;
  const riders: { seat: number; from: number; to: number }[] = [];
  const fields = ix.rhombusFields[index]!;
  table.figures.forEach((f, seat) => {
    if (f !== null && (f === fields[0] || f === fields[1])) {
      const next = carriedField(ix.hall, from, to, f);
      table.figures[seat] = next;
      riders.push({ seat, from: f, to: next });
    }
  });
  table.rhombi[index] = { letter: rhombus.letter, pose: to };
  return riders;
}

export interface SlideTarget {
  dir: TriDirection;
  steps: number;
  pose: RhombusPose;
  fields: [number, number];
}

export interface RotationTarget {
  /** The pivot corner as a clock hour. */
  corner: number;
  turn: 'cw' | 'ccw';
  steps: number;
  pose: RhombusPose;
  fields: [number, number];
}

/** Every legal end of a slide of this rhombus (empty if it cannot move): for drag-and-drop and bots. */
export function slideTargets(ix: TableIndex, letter: Letter): SlideTarget[] {
  const found = movable(ix, letter);
  if (!found.ok) return [];
  const index = found.value;
  const pose = ix.table.rhombi[index]!.pose;
  const [ta, tb] = rhombusTriangles(pose);
  const out: SlideTarget[] = [];
  for (const dir of slideDirections(pose)) {
    const v = triVector(dir);
    // A slide translates the rhombus's two triangles by whole edges: step k covers them moved k times.
    for (let steps = 1; ; steps++) {
      const a = { q: ta.q + v.q * steps, r: ta.r + v.r * steps, s: ta.s };
      const b = { q: tb.q + v.q * steps, r: tb.r + v.r * steps, s: tb.s };
      if (!isFree(ix, index, a) || !isFree(ix, index, b)) break;
      out.push({
        dir,
        steps,
        pose: slidePose(pose, dir, steps),
        fields: [ix.hall.fieldOf(a), ix.hall.fieldOf(b)],
      });
    }
  }
  return out;
}

/** Every legal end of a turn of this rhombus: each corner, each way, as far as the sweep is free. */
export function rotationTargets(ix: TableIndex, letter: Letter): RotationTarget[] {
  const found = movable(ix, letter);
  if (!found.ok) return [];
  const index = found.value;
  const pose = ix.table.rhombi[index]!.pose;
  const out: RotationTarget[] = [];
  for (let corner = 0; corner < 4; corner++) {
    const hour = cornerHour(pose, corner);
    for (const sense of [1, -1] as const) {
      let p = pose;
      for (let steps = 1; steps <= 5; steps++) {
        if (!allFree(ix, index, rotationStepSweep(p, corner, sense))) break;
        p = rotatePose(p, corner, sense);
        out.push({
          corner: hour,
          turn: sense === 1 ? 'cw' : 'ccw',
          steps,
          pose: p,
          fields: ix.hall.rhombusFields(p)!,
        });
      }
    }
  }
  return out;
}

/** All motions of one rhombus as actions (slides, then turns). */
export function motionsOf(ix: TableIndex, letter: Letter): Motion[] {
  return [
    ...slideTargets(ix, letter).map(
      (t): Motion => ({ type: 'slide', rhombus: letter, dir: t.dir, steps: t.steps }),
    ),
    ...rotationTargets(ix, letter).map(
      (t): Motion => ({ type: 'rotate', rhombus: letter, corner: t.corner, turn: t.turn, steps: t.steps }),
    ),
  ];
}
