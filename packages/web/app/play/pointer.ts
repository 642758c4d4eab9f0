/**
 * Whether the player points with a finger (a touch screen) rather than a mouse, so hints say
 * "Tap" instead of "Click". Follows the media query while the page is open.
 */
import { useEffect, useState } from 'react';

const QUERY = '(pointer: coarse)';

const coarse = (): boolean => typeof matchMedia === 'function' && matchMedia(QUERY).matches;

export function useCoarsePointer(): boolean {
  const [on, setOn] = useState(coarse);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(QUERY);
    const update = () => setOn(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return on;
}
