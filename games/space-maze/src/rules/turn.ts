/**
 * Whose decision it is: in the action phase the seat whose turn it is (the start player first,
 * then to the left, three turns each); in the discard phase the first seat, in turn order, with
 * more than seven cards; nobody once the game is over.
 */
import type { Actor } from '@daedalus/core';
import type { SmState } from '../types.ts';
import { turnSeat } from './dice.ts';
import { discarder } from './discard.ts';

/** The seat that must decide now, or null when the game is over. */
export function actorSeat(s: SmState): number | null {
  switch (s.stage.kind) {
    case 'over':
      return null;
    case 'discard':
      return discarder(s);
    default:
      return turnSeat(s);
  }
}

const PROMPTS = {
  take: 'space-maze/take-die',
  power: 'space-maze/use-die',
  move: 'space-maze/move',
  run: 'space-maze/run',
  discard: 'space-maze/discard',
} as const;

export function actorsOf(s: SmState): Actor[] {
  const seat = actorSeat(s);
  if (seat === null || s.stage.kind === 'over') return [];
  // One decision per turn: drafting a die and using it share the clock.
  const decision = s.stage.kind === 'discard' ? `r${s.round}-discard` : `r${s.round}-t${s.pick}`;
  return [{ seat, kind: 'turn', prompt: PROMPTS[s.stage.kind], decision }];
}
