/**
 * The rules of a race: the seats take turns, one move each; a move goes to a neighbouring
 * cell that is on the board and not a rock (runners may share a cell). Reaching the goal
 * wins at once; after `turnCap` moves without a winner the race is a draw.
 */
import {
  type Actor,
  contains,
  DIRECTIONS,
  err,
  type Outcome,
  ok,
  type Point,
  type Result,
  RUNNING,
  type RuleError,
  rectangle,
  type Seat,
  samePoint,
  step,
  type Transition,
} from '@daedalus/core';
import { wordedError } from '../lang/errors-en.ts';
import type { __Pascal__Action, __Pascal__Event, __Pascal__State } from '../types.ts';

/** Whether a runner may stand on p: on the board, not a rock. */
export function isFree(s: Pick<__Pascal__State, 'options' | 'rocks'>, p: Point): boolean {
  const size = s.options.size;
  return contains(rectangle(size, size), p) && s.rocks[p.y * size + p.x] !== true;
}

export function actors(s: __Pascal__State): Actor[] {
  return s.over ? [] : [{ seat: s.turn, kind: 'turn', prompt: '__ID__/move' }];
}

export function legalActions(s: __Pascal__State, seat: Seat): __Pascal__Action[] {
  if (s.over || seat !== s.turn) return [];
  const at = s.runners[seat] as Point;
  return DIRECTIONS.filter((dir) => isFree(s, step(at, dir))).map((dir) => ({ type: 'move', dir }));
}

export function apply(
  state: __Pascal__State,
  seat: Seat,
  action: __Pascal__Action,
): Result<Transition<__Pascal__State, __Pascal__Event>, RuleError> {
  if (state.over) return err(wordedError('game/over'));
  if (seat !== state.turn) return err(wordedError('turn/not-your-turn', state.turn));
  const to = step(state.runners[seat] as Point, action.dir);
  if (!isFree(state, to)) return err(wordedError('move/blocked', action.dir));
  const s: __Pascal__State = { ...state, runners: state.runners.slice() };
  s.runners[seat] = to;
  s.turns++;
  const events: __Pascal__Event[] = [{ type: '__ID__/moved', audience: 'all', seat, dir: action.dir, to }];
  if (samePoint(to, s.goal)) {
    s.over = true;
    s.winner = seat;
    events.push({ type: '__ID__/won', audience: 'all', seat });
  } else if (s.turns >= s.options.turnCap) {
    s.over = true;
    events.push({ type: '__ID__/draw', audience: 'all', turns: s.turns });
  } else s.turn = (s.turn + 1) % s.runners.length;
  return ok({ state: s, events });
}

export function outcome(s: __Pascal__State): Outcome {
  if (!s.over) return RUNNING;
  return s.winner === null
    ? { over: true, winners: [], draw: true, reason: 'draw/turn-cap' }
    : { over: true, winners: [s.winner], draw: false, reason: 'goal-reached' };
}
