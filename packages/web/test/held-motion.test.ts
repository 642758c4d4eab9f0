/**
 * Which step's motion a board shows: a later step that moves nothing does not cut it short; and how much
 * slower a page may ask step animations to run.
 */
import type { GameEvent } from '@daedalus/core';
import { afterEach, describe, expect, it } from 'vitest';
import { holdMotion } from '../app/boards/held-motion.ts';
import { motionScale } from '../app/boards/motion-scale.ts';

/** A motion as long as the step's events say ("slide" moves, anything else does not). */
const motionOf = (events: readonly GameEvent[]) => ({
  duration: events.some((e) => e.type === 'slide') ? 500 : 0,
  of: events.map((e) => e.type).join(','),
});
const step = (n: number, ...types: string[]) => ({
  step: n,
  events: types.map((type): GameEvent => ({ type, audience: 'all' })),
});

describe('holdMotion', () => {
  it('keeps the latest motion across later steps that move nothing', () => {
    const slid = holdMotion(null, step(4, 'slide'), motionOf);
    expect(slid).toEqual({ step: 4, motion: { duration: 500, of: 'slide' } });
    // A computer player takes a die right after: the slide goes on.
    const taken = holdMotion(slid, step(5, 'take'), motionOf);
    expect(taken).toBe(slid);
    expect(holdMotion(taken, step(6, 'draw'), motionOf)).toBe(slid);
  });

  it('starts afresh on a step that moves something, on going back, and with no step', () => {
    const slid = holdMotion(null, step(4, 'slide'), motionOf);
    expect(holdMotion(slid, step(7, 'take', 'slide'), motionOf)).toEqual({
      step: 7,
      motion: { duration: 500, of: 'take,slide' },
    });
    // A replay stepped back to a step that moved nothing: nothing moves.
    expect(holdMotion(slid, step(2, 'take'), motionOf)).toEqual({
      step: 2,
      motion: { duration: 0, of: 'take' },
    });
    expect(holdMotion(slid, undefined, motionOf)).toBeNull();
    // The first step seen is taken as it is, moving or not.
    expect(holdMotion(null, step(3, 'take'), motionOf)).toEqual({
      step: 3,
      motion: { duration: 0, of: 'take' },
    });
  });

  it("asks for a step's motion once", () => {
    let asked = 0;
    const counting = (events: readonly GameEvent[]) => {
      asked++;
      return motionOf(events);
    };
    const slid = holdMotion(null, step(4, 'slide'), counting);
    holdMotion(slid, step(4, 'slide'), counting);
    expect(asked).toBe(1);
  });
});

describe('motionScale: how much slower step animations run', () => {
  const g = globalThis as { __daedalusMotionScale?: unknown };
  afterEach(() => {
    delete g.__daedalusMotionScale;
  });

  it('is 1 unless the page sets a number above 0, which it is then', () => {
    expect(motionScale()).toBe(1);
    g.__daedalusMotionScale = 4;
    expect(motionScale()).toBe(4);
    for (const wrong of [0, -2, 'fast', Number.NaN]) {
      g.__daedalusMotionScale = wrong;
      expect(motionScale()).toBe(1);
    }
  });
});
