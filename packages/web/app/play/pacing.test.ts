import { describe, expect, it } from 'vitest';
import { arrivals, PACED_AT_ONCE, type Snapshot } from './pacing.ts';

/** A log of `steps` steps, each of two events. */
function snapshot(view: string, steps: readonly number[]): Snapshot {
  return {
    view,
    log: steps.flatMap((step) => [
      { step, event: { type: 'moved', audience: 'all' } },
      { step, event: { type: 'maze/event', audience: 'all' } },
    ]),
  };
}

const threeBeats = () => 3;

describe('arrivals: the steps of a new snapshot, each to be shown in turn', () => {
  const newest = { step: 1, snap: snapshot('after 1', [0, 1]) };

  it('one new step is told in beats from the view before it', () => {
    const live = snapshot('after 2', [0, 1, 2]);
    expect(arrivals(live, newest, threeBeats)).toEqual([
      { snap: live, step: 2, count: 3, before: 'after 1', exact: true },
    ]);
  });

  it('two steps rendered at once are still two entries, the first in beats over a log cut after it', () => {
    const live = snapshot('after 3', [0, 1, 2, 3]);
    const [first, second, ...rest] = arrivals(live, newest, threeBeats);
    expect(rest).toEqual([]);
    expect(first).toEqual({
      snap: { view: 'after 3', log: live.log.slice(0, 6) },
      step: 2,
      count: 3,
      before: 'after 1',
      exact: false,
    });
    expect(second).toEqual({ snap: live, step: 3, count: 1, before: undefined, exact: true });
  });

  it('a step whose view before it was never seen is shown whole', () => {
    // The log's step before step 2 is 0: the view after 0 is not the newest one seen.
    const live = snapshot('after 3', [0, 2, 3]);
    expect(arrivals(live, newest, threeBeats).map((e) => [e.step, e.count, e.before])).toEqual([
      [2, 1, undefined],
      [3, 1, undefined],
    ]);
  });

  it(`more than ${PACED_AT_ONCE} steps at once (a catch-up) are shown whole, the latest only`, () => {
    const steps = Array.from({ length: PACED_AT_ONCE + 3 }, (_, i) => i);
    const live = snapshot('latest', steps);
    expect(arrivals(live, newest, threeBeats)).toEqual([
      { snap: live, step: steps.at(-1), count: 1, before: undefined, exact: true },
    ]);
  });
});
