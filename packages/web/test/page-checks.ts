/**
 * Checks the board tests make of a page: waiting until the viewer must act (or the game is
 * over), its state id, a screenshot once animations settle, horizontal
 * overflow, controls too small for a finger, the words a part of the page shows and reads out;
 * and the server and browser a suite of board tests runs against.
 */
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { artifacts, ensureBuilt, launchBrowser, removeDir, startServer, type TestServer } from './harness.ts';

const STATUS = '[data-testid=status]';

/** The page's test (an expression) of the viewer having to act, or the game over, after state `after`. */
const settledAfter = (after: number): string => `(() => {
  const root = document.querySelector('[data-state-id]');
  const status = document.querySelector('${STATUS}');
  if (!root || !status || Number(root.getAttribute('data-state-id')) <= ${after}) return false;
  return status.getAttribute('data-over') === 'true' || status.classList.contains('your-turn');
})()`;

const actOrOver = async (page: Page): Promise<'act' | 'over'> =>
  (await page.getAttribute(STATUS, 'data-over')) === 'true' ? 'over' : 'act';

/** Waits until the viewer must act or the game is over, after state `after`; returns which. */
export async function settle(page: Page, after: number, timeout = 30_000): Promise<'act' | 'over'> {
  await page.waitForFunction(settledAfter(after), undefined, { timeout });
  return actOrOver(page);
}

/**
 * Waits until others' steps are being shown at the pace ("Show at once" is there: 'paced'), or,
 * after state `after`, the viewer must act or the game is over (as `settle`).
 */
export async function pacedOrSettled(
  page: Page,
  after: number,
  timeout = 90_000,
): Promise<'paced' | 'act' | 'over'> {
  await page.waitForFunction(
    `document.querySelector('[data-testid=show-all]') !== null || ${settledAfter(after)}`,
    undefined,
    { timeout },
  );
  if ((await page.locator('[data-testid=show-all]').count()) > 0) return 'paced';
  return actOrOver(page);
}

export const stateId = async (page: Page): Promise<number> =>
  Number(await page.getAttribute('[data-state-id]', 'data-state-id'));

/**
 * A full-page screenshot in test-artifacts/web, after the page had time to settle. Its bound is
 * generous: a tall page on a machine loaded by a whole test run took over Playwright's default
 * 30 s once (a CI run of 24 minutes), and a picture for people to look at is no timing test.
 */
/**
 * Chooses the interface language in the header and waits until the page speaks it (German and
 * Russian load on first use: the page switches once their words have come).
 */
export async function chooseLanguage(page: Page, locale: string): Promise<void> {
  await page.selectOption('[data-testid=language]', locale);
  await page.waitForSelector(`html[lang="${locale}"]`, { state: 'attached' });
}

export async function snap(page: Page, name: string, settle = 700): Promise<void> {
  await page.waitForTimeout(settle);
  await page.screenshot({ path: join(artifacts, name), fullPage: true, timeout: 120_000 });
}

/** How far the page is wider than the window (0 or less: no horizontal scrolling). */
export const overflow = (page: Page): Promise<number> =>
  page.evaluate('document.documentElement.scrollWidth - window.innerWidth') as Promise<number>;

/** A fingertip: the least a control's side may measure on a phone (px). */
const FINGER = 44;

/**
 * In the page: each visible control matching (not one folded away in a closed `details`) `selector` with the area a finger hits it by — its
 * own box, or for a box or round choice the label around it (what a finger taps) — as "label
 * WxHpx"; with `real`, whether that area is the control's all over: its middle and the middle of
 * each edge, 2 px in, reach it or its label (nothing laid over them, nothing cut off). Measuring
 * the real area scrolls each control into view (the page's scroll is put back after).
 */
const hitAreas = (selector: string, real: boolean) => `(() => {
  const back = [scrollX, scrollY];
  const out = [...document.querySelectorAll(${JSON.stringify(selector)})]
    .filter((el) => { const r = el.getBoundingClientRect(); return r.width > 1 && r.height > 1 && el.checkVisibility(); })
    .map((el) => {
      const area = (el.type === 'checkbox' || el.type === 'radio') && el.closest('label') ? el.closest('label') : el;
      if (${real}) area.scrollIntoView({ block: 'center', inline: 'nearest' });
      const r = area.getBoundingClientRect();
      const at = [[r.left + r.width / 2, r.top + r.height / 2], [r.left + r.width / 2, r.top + 2], [r.left + r.width / 2, r.bottom - 2], [r.left + 2, r.top + r.height / 2], [r.right - 2, r.top + r.height / 2]];
      const covered = ${real} && at.some(([x, y]) => { const hit = document.elementFromPoint(x, y); return !hit || !area.contains(hit); });
      const name = (el.textContent || el.getAttribute('aria-label') || el.id || el.tagName).trim().slice(0, 30);
      return { name: name + ' ' + Math.round(r.width) + 'x' + Math.round(r.height) + 'px', width: r.width, height: r.height, covered };
    });
  scrollTo(back[0], back[1]);
  return out;
})()`;

/**
 * Controls of the page shorter than a fingertip (44 px) on a phone, as "label WxHpx"; a
 * checkbox counts with its label (the label is what a finger taps).
 */
export const smallControls = async (
  page: Page,
  selector = 'main button, main select, main input',
): Promise<string[]> =>
  (await page.evaluate<{ name: string; height: number }[]>(hitAreas(selector, false)))
    .filter((c) => c.height + 0.5 < FINGER)
    .map((c) => c.name);

/**
 * Controls whose area a finger hits is less than 44 × 44 px, as "label WxHpx", or not theirs all
 * over (" covered" after it): a box or round choice counts with the label around it, and only
 * that one (a label beside the box leaves the gap between them to nothing).
 */
export const smallHitAreas = async (page: Page, selector: string): Promise<string[]> =>
  (
    await page.evaluate<{ name: string; width: number; height: number; covered: boolean }[]>(
      hitAreas(selector, true),
    )
  )
    .filter((c) => c.covered || c.width + 0.5 < FINGER || c.height + 0.5 < FINGER)
    .map((c) => `${c.name}${c.covered ? ' covered' : ''}`);

/**
 * The texts matching `selector` that break over more than one line (a seat's figures, say):
 * taller than one and a half lines (a line height of \`normal\` counted as 1.2 × the font size).
 */
export const brokenLines = (page: Page, selector: string): Promise<string[]> =>
  page.evaluate<string[]>(`(() => [...document.querySelectorAll(${JSON.stringify(selector)})]
  .filter((el) => {
    const style = getComputedStyle(el);
    const line = parseFloat(style.lineHeight) || 1.2 * parseFloat(style.fontSize);
    return el.getClientRects().length > 0 && el.getBoundingClientRect().height > 1.5 * line;
  })
  .map((el) => el.textContent.trim()))()`);

/**
 * The lines of a legend (the \`li\` under \`selector\`) whose picture, the first element of the
 * line, does not stand beside its words: its middle above or below the words' box.
 */
export const signsApart = (page: Page, selector: string): Promise<string[]> =>
  page.evaluate<string[]>(`(() => [...document.querySelectorAll(${JSON.stringify(`${selector} li`)})]
  .flatMap((li) => {
    const pic = li.firstElementChild;
    const words = [...li.childNodes].filter((n) => n !== pic && n.textContent.trim() !== '');
    if (!pic || words.length === 0) return [];
    const range = document.createRange();
    range.setStartBefore(words[0]);
    range.setEndAfter(words[words.length - 1]);
    const box = range.getBoundingClientRect();
    const p = pic.getBoundingClientRect();
    const middle = p.top + p.height / 2;
    return middle < box.top || middle > box.bottom ? [li.textContent.trim().slice(0, 40)] : [];
  }))()`);

/**
 * The words an element shows and reads out (text, labels, titles), leaving out style sheets
 * and whatever matches `skip` (names, text in another language).
 */
export const shownWords = (page: Page, selector: string, skip = 'style'): Promise<string> =>
  page.evaluate<string>(`(() => {
  const top = document.querySelector(${JSON.stringify(selector)});
  const out = [];
  const skipped = (el) => el.closest(${JSON.stringify(skip)});
  const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!skipped(n.parentElement)) out.push(n.textContent);
  for (const el of top.querySelectorAll('[aria-label]')) if (!skipped(el)) out.push(el.getAttribute('aria-label'));
  return out.join('\\n');
})()`);

/** Latin words of three letters or more (cell names like c4 and single letters pass). */
export const latinWords = (text: string): string[] => [...new Set(text.match(/[A-Za-z]{3,}/g) ?? [])];

/**
 * A built client served by a fresh server, and Chromium, for the tests of one suite: started
 * before them, stopped after. Read `server` and `browser` inside the tests.
 */
export function serverAndBrowser(timeout = 300_000): {
  readonly server: TestServer;
  readonly browser: Browser;
} {
  let server: (TestServer & { dataDir: string }) | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    ensureBuilt();
    server = await startServer();
    browser = await launchBrowser();
  }, timeout);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDir(server.dataDir);
  });
  return {
    get server() {
      if (!server) throw new Error('the server is not started yet');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not launched yet');
      return browser;
    },
  };
}

/** Opens `record` as a file in the replay page of the server at `url`, and waits for its steps. */
export async function openRecordFile(page: Page, url: string, record: unknown): Promise<void> {
  await page.goto(`${url}/#/replay/local`);
  await page.setInputFiles('[data-testid=open-record]', {
    name: 'record.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(record)),
  });
  await page.waitForSelector('[data-testid=replay-step]');
}

/** The screens the pages are looked at on: a desktop, and a phone (touch, twice the pixels). */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
};
