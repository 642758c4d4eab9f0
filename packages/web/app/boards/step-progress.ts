/**
 * The clock of a board's step animation: 0 → 1 once per step, eased by the caller, and
 * 1 at once when the reader asked for reduced motion (or there is nothing to animate).
 */
import { useLayoutEffect, useState } from 'react';

export const reducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

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
    let frame = 0;
    const tick = (now: number) => {
      const k = Math.min(1, (now - start) / duration);
      setT(k);
      if (k < 1) frame = requestAnimationFrame(tick);
    };
    setT(0);
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [step, duration]);
  return t;
}
