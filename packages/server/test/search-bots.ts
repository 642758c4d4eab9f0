/**
 * A test-only search level for the hunt fixture, loaded by test servers through
 * `botModules`: `ponders` is Hunt's search player (the sampler, rollout and evaluation
 * of its `strong` level) with an iteration cap no decision could reach — left to its
 * iterations it would think far past any budget, so only the server's time budget per
 * decision can end its searches.
 */
import { type PlayInPlace, searchBot } from '@daedalus/core';
import {
  type HuntAction,
  type HuntState,
  huntEvaluate,
  huntPlayInPlace,
  huntRollout,
  huntSampler,
} from '@daedalus/testkit/fixtures';
import type { ExtraBotSpec } from '../src/bots/catalog.ts';

const ponders = searchBot({
  level: 'ponders',
  sampler: huntSampler,
  rollout: huntRollout,
  evaluate: huntEvaluate,
  play: huntPlayInPlace as PlayInPlace<HuntState, HuntAction>,
  horizon: 4,
  budget: { iterations: 1e12 },
});

// The spec itself gets its game (a copy would no longer be known as a search level).
export const botSpecs: readonly ExtraBotSpec[] = [Object.assign(ponders, { game: 'hunt' })];
