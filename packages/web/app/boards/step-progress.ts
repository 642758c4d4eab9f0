/**
 * The clock of a board's step animation: 0 → 1 over a duration, once per step, and at once
 * (1) when the reader asked for reduced motion or nothing moved. Shared by the boards that
 * animate their latest step from its events (Temple, Space Maze, Slugs).
 */
import type { GameEvent } from '@daedalus/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { type HeldMotion, holdMotion } from './held-motion.ts';
import { motionScale } from './motion-scale.ts';

export const reducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Ease in and out (cubic). */
export const ease = (t: number): number => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** 0 → 1 over `duration` ms once per step (1 at once with reduced motion or nothing to show). */
export function useProgress(step: number | undefined, duration: number): number {
  const [t, setT] = useState(1);
  useLayoutEffect(() => {
    if (step === undefined || duration <= 0 || reducedMotion()) {
      setT(1);
      return;
    }
    const start = performance.now();
    const length = duration * motionScale();
    let frame = 0;
    const tick = (now: number) => {
      const k = Math.min(1, (now - start) / length);
      setT(k);
      if (k < 1) frame = requestAnimationFrame(tick);
    };
    setT(0);
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [step, duration]);
  return t;
}

/** The motion to show (see `holdMotion`) and its eased progress, 0 → 1. */
export function useStepMotion<M extends { readonly duration: number }>(
  last: { readonly step: number; readonly events: readonly GameEvent[] } | undefined,
  motionOf: (events: readonly GameEvent[]) => M,
): { readonly motion: M | null; readonly t: number } {
  const held = useRef<HeldMotion<M> | null>(null);
  held.current = holdMotion(held.current, last, motionOf);
  const now = held.current;
  return { motion: now?.motion ?? null, t: ease(useProgress(now?.step, now?.motion.duration ?? 0)) };
}
