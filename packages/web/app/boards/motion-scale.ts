/**
 * How much slower than drawn every step animation runs (`step-progress.ts`):
 * `window.__daedalusMotionScale` when set to a number above 0 — to look at an animation frame by frame,
 * or for a browser test on a busy machine, where a short animation may get a single frame — else 1.
 */
export const motionScale = (): number => {
  const scale = Number((globalThis as { __daedalusMotionScale?: unknown }).__daedalusMotionScale);
  return scale > 0 ? scale : 1;
};
