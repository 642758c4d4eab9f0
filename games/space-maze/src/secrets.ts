/**
 * What a viewer must never receive while the game runs — for the contract kit and the server's
 * leak scans: the cards in other players' hands (each card id, with its quotes), every card of
 * the deck and the deck's order, and the generator.
 */
import type { Viewer } from '@daedalus/core';
import type { SmState } from './types.ts';

export function spaceMazeSecrets(state: unknown, viewer: Viewer): unknown[] {
  const s = state as SmState;
  const others = s.hands.flatMap((hand, seat) => (seat === viewer ? [] : hand));
  return [...others, ...s.deck, ...(s.deck.length > 0 ? [{ deck: s.deck }] : []), { rng: s.rng }];
}
