/**
 * What a viewer must never receive (the contract kit and the server's leak scans look for
 * it): the generator's state. A game with hidden cards, cells or choices lists them here.
 */
import type { Viewer } from '@daedalus/core';
import type { __Pascal__State } from './types.ts';

export function __camel__Secrets(state: unknown, _viewer: Viewer): unknown[] {
  const s = state as __Pascal__State;
  return [{ rng: s.rng }];
}
