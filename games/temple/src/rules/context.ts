/** What an action's rules work on: the private copy of the state being built, and the events so far. */
import type { TempleEvent, TempleState } from '../types.ts';

export interface Ctx {
  readonly s: TempleState;
  readonly events: TempleEvent[];
}

/**
 * A copy of a state that `apply` may change. Rules replace the elements of these arrays
 * (a rhombus's new pose is a new object) and never change the board or the options, so the
 * copy shares those and each rhombus with its input, which stays as it was.
 */
export function copyState(s: TempleState): TempleState {
  return {
    ...s,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    table: {
      board: s.table.board,
      rhombi: s.table.rhombi.slice(),
      figures: s.table.figures.slice(),
      stones: s.table.stones.slice(),
      statues: s.table.statues.map((row) => row.slice()),
    },
    stack: s.stack.slice(),
    aside: s.aside.slice(),
  };
}
