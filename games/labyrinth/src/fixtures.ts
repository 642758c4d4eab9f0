/**
 * Helpers for rule tests and scenarios: a game on a hand-drawn plan (the plan text
 * format) with a fixed turn order and chosen start cells, and shorthands to play
 * actions and read what the game master said.
 */
import { canSee, type Point, type Seat, unwrap, type Viewer } from '@daedalus/core';
import { labyrinth } from './game.ts';
import { labyrinthOptionsSchema } from './options.ts';
import { parsePlan } from './plan/format.ts';
import type { Plan } from './plan/types.ts';
import { validatePlan } from './plan/validate.ts';
import { describeEvent } from './text/describe.ts';
import type {
  Act,
  LabyrinthAction,
  LabyrinthEvent,
  LabyrinthState,
  MoveAction,
  PlayerState,
} from './types.ts';

export function planOf(text: string): Plan {
  const plan = unwrap(parsePlan(text));
  const report = validatePlan(plan);
  if (!report.ok) throw new Error(`test plan is invalid: ${report.errors.map((e) => e.message).join('; ')}`);
  return plan;
}

export const P = (x: number, y: number): Point => ({ x, y });

/**
 * A game on `planText` with seats 0..n−1 moving in that order, each starting on the
 * given cell. Tests default to no landmines and a permissive start rule unless given.
 */
export function gameOn(
  planText: string,
  starts: readonly Point[],
  options: Record<string, unknown> = {},
): { state: LabyrinthState; events: LabyrinthEvent[] } {
  const parsed = labyrinthOptionsSchema.parse({
    landmines: false,
    startForbidden: [],
    startShared: true,
    ...options,
    plan: planOf(planText),
  });
  let state = unwrap(labyrinth.setup({ options: parsed, players: starts.length, seed: 'test' })).state;
  state = { ...state, order: starts.map((_, i) => i) };
  const events: LabyrinthEvent[] = [];
  if (state.phase === 'start') {
    starts.forEach((cell, seat) => {
      const t = unwrap(labyrinth.apply(state, seat, { type: 'start', cell }));
      state = t.state;
      events.push(...t.events);
    });
  }
  return { state, events };
}

export function play(state: LabyrinthState, seat: Seat, action: LabyrinthAction) {
  return unwrap(labyrinth.apply(state, seat, action));
}

export const go = (movement: MoveAction['movement'], extra: Partial<MoveAction> = {}): MoveAction => ({
  type: 'move',
  movement,
  ...extra,
});

export const shot = (
  dir: Extract<Act, { do: 'shoot' }>['dir'],
  extra: Partial<Extract<Act, { do: 'shoot' }>> = {},
): Act => ({
  do: 'shoot',
  dir,
  ...extra,
});

/** Plays a sequence of [seat, action] and returns the final state and all events. */
export function playAll(state: LabyrinthState, steps: readonly (readonly [Seat, LabyrinthAction])[]) {
  let s = state;
  const events: LabyrinthEvent[] = [];
  for (const [seat, action] of steps) {
    const t = play(s, seat, action);
    s = t.state;
    events.push(...t.events);
  }
  return { state: s, events };
}

/** What a viewer heard, in words. */
export function heard(
  events: readonly LabyrinthEvent[],
  viewer: Viewer = 'spectator',
  locale: 'en' | 'ru' = 'en',
): string[] {
  return events.filter((e) => canSee(e.audience, viewer)).map((e) => describeEvent(e, locale));
}

export const player = (s: LabyrinthState, seat: Seat): PlayerState => s.players[seat] as PlayerState;

/** Test setup shortcut: edit a copy of the state (e.g. give a player a treasure). */
export function edit(s: LabyrinthState, fn: (copy: LabyrinthState) => void): LabyrinthState {
  const copy = structuredClone(s);
  fn(copy);
  return copy;
}

export function ofType<T extends LabyrinthEvent['type']>(events: readonly LabyrinthEvent[], type: T) {
  return events.filter((e): e is Extract<LabyrinthEvent, { type: T }> => e.type === type);
}
