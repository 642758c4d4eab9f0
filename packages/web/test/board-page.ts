/**
 * What the browser tests of a game's board do with the play page: wait until the viewer must
 * act (or the game is over), read the state id, take screenshots, measure the page against a
 * phone's width, find controls smaller than a fingertip and read the board's words.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { artifacts } from './harness.ts';

const STATUS = '[data-testid=status]';

/** Waits until the viewer must act or the game is over, after state `after`; returns which. */
export async function settle(page: Page, after: number, timeout = 30_000): Promise<'act' | 'over'> {
  await page.waitForFunction(
    `(() => {
      const root = document.querySelector('[data-state-id]');
      const status = document.querySelector('${STATUS}');
      if (!root || !status || Number(root.getAttribute('data-state-id')) <= ${after}) return false;
      return status.getAttribute('data-over') === 'true' || status.classList.contains('your-turn');
    })()`,
    undefined,
    { timeout },
  );
  return (await page.getAttribute(STATUS, 'data-over')) === 'true' ? 'over' : 'act';
}

export const stateId = async (page: Page): Promise<number> =>
  Number(await page.getAttribute('[data-state-id]', 'data-state-id'));

/** A full-page screenshot in test-artifacts/web, once pieces have finished gliding. */
export async function snap(page: Page, name: string, settleMs = 700): Promise<void> {
  await page.waitForTimeout(settleMs);
  await page.screenshot({ path: join(artifacts, name), fullPage: true });
}

/** How many pixels the page is wider than the window (0 or less: it fits). */
export const overflow = (page: Page): Promise<number> =>
  page.evaluate('document.documentElement.scrollWidth - window.innerWidth') as Promise<number>;

/**
 * In the page: the controls matching `selectors` shorter than a fingertip (44 px) on a phone; a
 * checkbox counts with its label (the label is what a finger taps).
 */
export const smallButtons = (selectors = 'main button, main select, main input') => `(() =>
  [...document.querySelectorAll(${JSON.stringify(selectors)})]
  .filter((el) => { const r = el.getBoundingClientRect(); return r.width > 1 && r.height > 1; })
  .flatMap((el) => {
    const box = el.type === 'checkbox' && el.closest('label') ? el.closest('label') : el;
    const h = box.getBoundingClientRect().height;
    return h + 0.5 < 44 ? [(el.textContent || el.id || el.tagName).trim().slice(0, 30) + ' ' + Math.round(h) + 'px'] : [];
  }))()`;

/** In the page: the words of the element `sel` as shown and read out (text, labels, titles). */
export const boardWords = (sel: string) => `(() => {
  const top = document.querySelector(${JSON.stringify(sel)});
  const out = [];
  const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode())
    if (!n.parentElement.closest('style')) out.push(n.textContent);
  for (const el of top.querySelectorAll('[aria-label]')) out.push(el.getAttribute('aria-label'));
  return out.join('\\n');
})()`;
