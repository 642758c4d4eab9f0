/**
 * What no viewer may receive while the game runs: the order of the face-down path rhombi
 * and the generator. Everything on the table is public.
 */
import type { TempleState } from './types.ts';

export function templeSecrets(state: unknown): unknown[] {
  const s = state as TempleState;
  return [{ stack: s.stack }, { rng: s.rng }];
}
