/**
 * Hints that say how to point: "Click a lit tile." with a mouse, "Tap a lit tile." on a touch
 * screen, as the frame's own hint does (`play.boardHint` / `play.boardHintTouch`, chosen by
 * `useCoarsePointer`). Such a hint has its touch words under the same key with `Touch` after it
 * (`space.hint.target` → `space.hint.targetTouch`); the compiler checks that the pair exists.
 */
import type { MessageKey } from './en.ts';

/** The keys that have a touch variant (`<key>Touch`). */
export type PointedKey = {
  [K in MessageKey]: `${K}Touch` extends MessageKey ? K : never;
}[MessageKey];

/** The key of a hint for the viewer's way of pointing: its touch variant on a touch screen. */
export const pointed = (key: PointedKey, touch: boolean): MessageKey =>
  touch ? (`${key}Touch` as MessageKey) : key;
