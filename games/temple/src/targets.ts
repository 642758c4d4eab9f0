/**
 * Pure helpers for boards and bots, on a `Table` (the view's `table` or a state's):
 * the legal ends of a rhombus's slides and turns, and the places a figure may walk to
 * with their cost in action points.
 */
import type { Seat } from '@daedalus/core';
import {
  type RotationTarget,
  rotationTargets as rotationTargetsOn,
  type SlideTarget,
  slideTargets as slideTargetsOn,
} from './rules/motion.ts';
import { type Reach, reachableFrom } from './rules/movement.ts';
import { indexTable } from './table.ts';
import type { Letter, Table } from './types.ts';

export type { Reach, RotationTarget, SlideTarget };

/** Every legal end of a slide of the rhombus: direction, distance, pose and the two fields it lands on. */
export const slideTargets = (table: Table, letter: Letter): SlideTarget[] =>
  slideTargetsOn(indexTable(table), letter);

/** Every legal end of a turn of the rhombus: pivot corner (clock hour), way, 60° steps, pose and fields. */
export const rotationTargets = (table: Table, letter: Letter): RotationTarget[] =>
  rotationTargetsOn(indexTable(table), letter);

/** The places a seat's figure may walk to and stop on with `ap` action points, with their cost and path. */
export function reachable(table: Table, seat: Seat, ap: number): Reach[] {
  const at = table.figures[seat];
  return at === null || at === undefined ? [] : reachableFrom(indexTable(table), at, ap);
}
