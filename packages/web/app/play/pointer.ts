/**
 * Whether the player points with a finger (a touch screen) rather than a mouse, so hints say
 * "Tap" instead of "Click". Read once, when the screen appears: a device does not change its
 * hands mid-game (and a browser's screenshot or zoom may change the query for a moment).
 */
import { useState } from 'react';

const QUERY = '(pointer: coarse)';

const coarse = (): boolean => typeof matchMedia === 'function' && matchMedia(QUERY).matches;

export function useCoarsePointer(): boolean {
  const [on] = useState(coarse);
  return on;
}
