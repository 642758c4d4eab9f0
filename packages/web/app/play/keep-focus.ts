/**
 * The keyboard focus is not dropped: when the element holding it goes away or is disabled
 * (a board's target once played, an action button once the turn has passed, a form replaced
 * by the game it started), the browser hands the focus to the page's `<body>`, where a
 * keyboard player must start over from the top and a screen reader loses its place. This
 * puts it back inside the part of the page it was lost in.
 */
import { type RefObject, useEffect } from 'react';

const NOWHERE = (): readonly string[] => [];

/** The status line of a play screen: it reads out where the game is, and Tab goes on from it to the board. */
export const PLAY_STATUS = '.play .status';

/**
 * While `root` is on the page, focus lost inside it to nobody (its element left the page or
 * was disabled) goes to the first element in `root` matching one of `homes(lost)` (chosen
 * while the lost element is still in its place, found once the page has drawn what replaces
 * it), else to `root` itself. A focus the player moved away on purpose (clicking the page's
 * background, another window) stays where it went.
 */
export function useKeepFocus(
  root: RefObject<HTMLElement | null>,
  homes: (lost: Element) => readonly string[] = NOWHERE,
): void {
  useEffect(() => {
    const top = root.current;
    if (!top) return;
    const onOut = (e: FocusEvent) => {
      if (e.relatedTarget !== null || !(e.target instanceof Element)) return;
      const lost = e.target;
      const where = homes(lost);
      setTimeout(() => {
        const now = document.activeElement;
        if ((now !== null && now !== document.body) || !top.isConnected) return;
        if (lost.isConnected && !lost.matches(':disabled')) return;
        const home = where.map((s) => top.querySelector<HTMLElement | SVGElement>(s)).find((el) => el);
        (home ?? top).focus();
      }, 0);
    };
    top.addEventListener('focusout', onOut);
    return () => top.removeEventListener('focusout', onOut);
  }, [root, homes]);
}
