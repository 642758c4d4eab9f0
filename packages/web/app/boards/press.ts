/**
 * A board's SVG shapes that act as buttons (`role="button"`, focusable) run their action on
 * Enter or Space, as an HTML button would, and keep the key from the board's own key handler.
 */
import type { KeyboardEvent } from 'react';

/** An `onKeyDown` handler that runs `run` on Enter or Space. */
export const onPress =
  (run: () => void) =>
  (e: KeyboardEvent): void => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    e.stopPropagation();
    run();
  };
