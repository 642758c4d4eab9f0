/** What an action's rules work on: the private copy of the state being built, and the events so far. */
import type { TempleEvent, TempleState } from '../types.ts';

export interface Ctx {
  readonly s: TempleState;
  readonly events: TempleEvent[];
}

/** A copy of a state that `apply` may change (states are small: a deep copy). */
export const copyState = (s: TempleState): TempleState => structuredClone(s);
