/**
 * Helpers for the rule tests: positions from the scenario form, fields and poses by name,
 * and actions applied with the refusals checked (a refused action changes nothing).
 */
import { hashJson, posesCovering, type RhombusPose, triangleHall, unwrap } from '@daedalus/core';
import { expect } from 'vitest';
import { temple } from './game.ts';
import type { ScenarioSpec } from './scenario.ts';
import { scenario } from './scenario.ts';
import { indexTable } from './table.ts';
import type { Letter, TempleAction, TempleEvent, TempleState } from './types.ts';

export const hall = triangleHall(5);

/** A field's id by name (`e10`). */
export function F(name: string): number {
  const id = hall.fieldNamed(name);
  if (id < 0) throw new Error(`no field ${name}`);
  return id;
}

export const nameOf = (id: number): string => hall.fields[id]!.name;

/** The pose covering two named fields (turned: the other of its two poses). */
export function poseOn(a: string, b: string, turned = false): RhombusPose {
  const poses = posesCovering(hall, F(a), F(b));
  if (poses.length !== 2) throw new Error(`${a} and ${b} are not neighbours`);
  return poses[turned ? 1 : 0]!;
}

export function pos(spec: ScenarioSpec): TempleState {
  return unwrap(scenario(spec));
}

/** Applies an action by the seat on turn; fails the test if it is refused. */
export function act(s: TempleState, action: TempleAction): { state: TempleState; events: TempleEvent[] } {
  const r = temple.apply(s, s.current, action);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { state: r.value.state, events: [...r.value.events] };
}

/** Applies several actions in turn. */
export function play(s: TempleState, ...actions: TempleAction[]): TempleState {
  return actions.reduce((st, a) => act(st, a).state, s);
}

/** The action is refused with this code and a sentence, and the state is unchanged. */
export function refused(s: TempleState, action: TempleAction, code: string, seat = s.current): string {
  const before = hashJson(s);
  const r = temple.apply(s, seat, action);
  expect(r.ok, `expected ${JSON.stringify(action)} to be refused`).toBe(false);
  if (r.ok) return '';
  expect(r.error.code).toBe(code);
  expect(r.error.message.length).toBeGreaterThan(10);
  expect(hashJson(s)).toBe(before);
  return r.error.message;
}

/** Legal actions of the seat on turn, of one type. */
export const legalOf = <T extends TempleAction['type']>(s: TempleState, type: T) =>
  temple.legalActions(s, s.current).filter((a) => a.type === type) as Extract<TempleAction, { type: T }>[];

/**
 * Which of the two ways a tile lies on fields a–b puts a wall between fields x and y, as the
 * scenario form writes it (`{ on: [a, b], turned }`); throws if neither does.
 */
export function wallOn(
  letter: Letter,
  a: string,
  b: string,
  x: string,
  y: string,
): { on: [string, string]; turned: boolean } {
  for (const turned of [false, true]) {
    const ix = indexTable({
      board: pos({ figures: ['a5', 'j15'] }).table.board,
      rhombi: [{ letter, pose: poseOn(a, b, turned) }],
      figures: [],
      stones: [],
      statues: [],
    });
    for (let side = 0; side < 3; side++)
      if (hall.neighbour(F(x), side) === F(y) && ix.wall[F(x) * 3 + side]) return { on: [a, b], turned };
  }
  throw new Error(`${letter} on ${a}-${b} puts no wall between ${x} and ${y}`);
}
