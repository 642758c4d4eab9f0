/**
 * Hunt with clock rules of its own, for the clock tests (the table master's unit
 * tests and the server's): a game's own timeout rule, and a game's own move time.
 */
import { type AnyGame, fail } from '@daedalus/core';
import { hunt } from '@daedalus/testkit/fixtures';

/** Hunt with its own timeout rule: a seat that runs out of time stays where it is and loses its turn. */
export const patientHunt: AnyGame = {
  ...hunt,
  meta: { ...hunt.meta, id: 'hunt-timeout' },
  timeout(state, seat) {
    const s = state as { phase: string; reaction: number | null };
    if (s.phase === 'start') return hunt.apply(state, seat, { type: 'start', at: { x: 0, y: 0 } });
    if (s.reaction === seat) return hunt.apply(state, seat, { type: 'stay' });
    const moved = hunt.apply(state, seat, { type: 'search' });
    return moved.ok ? moved : fail('hunt/timeout', 'cannot pass');
  },
};

/** Hunt whose rules give seat 0 twenty seconds a decision, and leave seat 1 to the table's clock. */
export const hastyHunt: AnyGame = {
  ...hunt,
  meta: { ...hunt.meta, id: 'hunt-hasty' },
  decisionSeconds: (_state, seat) => (seat === 0 ? 20 : null),
};
