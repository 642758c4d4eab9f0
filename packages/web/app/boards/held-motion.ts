/** Which step's motion a board animates (see `holdMotion`); the clock is `step-progress.ts`. */
import type { GameEvent } from '@daedalus/core';

/** A step and what it moved. */
export interface HeldMotion<M> {
  readonly step: number;
  readonly motion: M;
}

/**
 * The step whose motion to show after `last`: the latest step that moved something. A later
 * step that moves nothing (a die taken, a card drawn) keeps the one before, so it is not cut
 * short: a computer player often answers within a frame, and the player would not see their own
 * move. A step that moves something starts afresh, and so does going back (a replay stepped
 * backwards).
 */
export function holdMotion<M extends { readonly duration: number }>(
  held: HeldMotion<M> | null,
  last: { readonly step: number; readonly events: readonly GameEvent[] } | undefined,
  motionOf: (events: readonly GameEvent[]) => M,
): HeldMotion<M> | null {
  if (!last) return null;
  if (held?.step === last.step) return held;
  const motion = motionOf(last.events);
  return held === null || motion.duration > 0 || last.step < held.step ? { step: last.step, motion } : held;
}
