/**
 * What a viewer must never receive — for the contract kit and the server's leak tests:
 * the order of the tile bag and the generator. Everything on the board is public.
 */
import type { SmState } from './types.ts';

export function shiftingMazeSecrets(state: unknown): unknown[] {
  const s = state as SmState;
  return [{ bag: s.bag }, { rng: s.rng }];
}
