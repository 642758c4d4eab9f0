import { describe, expect, it } from 'vitest';
import {
  arrivals,
  dueAt,
  isPaced,
  PACED_AT_ONCE,
  type Snapshot,
  type StepTiming,
  timingOf,
} from './pacing.ts';

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

/** Three beats a step; its animation 100 ms an event, and 1 ms a letter of the view shown with it. */
const threeBeats: StepTiming = {
  count: () => 3,
  hold: (events, view) => events.length * 100 + String(view).length,
};

describe('arrivals: the steps of a new snapshot, each to be shown in turn', () => {
  const newest = { step: 1, snap: snapshot('after 1', [0, 1]) };

  it('one new step is told in beats from the view before it', () => {
    const live = snapshot('after 2', [0, 1, 2]);
    expect(arrivals(live, newest, threeBeats)).toEqual([
      { snap: live, step: 2, count: 3, before: 'after 1', exact: true, hold: 207 },
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
      hold: 207,
    });
    expect(second).toEqual({ snap: live, step: 3, count: 1, before: undefined, exact: true, hold: 207 });
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
      { snap: live, step: steps.at(-1), count: 1, before: undefined, exact: true, hold: 206 },
    ]);
  });
});

describe('the timing of a step: beats, and how long the board animates it', () => {
  const events = snapshot('v', [1]).log.map((x) => x.event);

  it('a board with beats tells a step in them; one that animates holds it for its animation, slowed by the scale', () => {
    const beats = { beats: () => [0, 2] };
    const motion = {
      motionMs: (e: readonly unknown[], view: never) => e.length * 300 + (view === 'v' ? 1 : 0),
    };
    expect(isPaced({})).toBe(false);
    expect(isPaced(beats)).toBe(true);
    expect(isPaced(motion)).toBe(true);
    expect(timingOf(beats, 0, 4).count(events)).toBe(3);
    expect(timingOf(beats, 0, 4).hold(events, 'v')).toBe(0);
    expect(timingOf(motion, 0, 1).count(events)).toBe(1);
    expect(timingOf(motion, 0, 1).hold(events, 'v')).toBe(601);
    expect(timingOf(motion, 0, 4).hold(events, 'v')).toBe(2404);
  });

  it('a beat gives way after the pace; the last beat of a step not before its animation ends', () => {
    const entry = { snap: null, step: 3, count: 2, before: undefined, exact: true, hold: 2000, at: 10_000 };
    expect(dueAt({ ...entry, beat: 0 }, 650)).toBe(10_650);
    expect(dueAt({ ...entry, beat: 1 }, 650)).toBe(12_000);
    expect(dueAt({ ...entry, beat: 1, hold: 100 }, 650)).toBe(10_650);
  });
});
