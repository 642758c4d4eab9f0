/**
 * The Slug Labyrinth in Chromium against a real server: the level editor and the board.
 *
 * - The editor (`#/slugs/editor`, linked from the home page): a blank defence map is
 *   painted; taking its killing machine away makes the check say what is missing and
 *   refuse to play; a character typed in the text is reported with its line and column;
 *   both are fixed by painting (a machine on the slug's way, a second slug waking on turn
 *   3 with a machine of its own). "Play this level" starts it at this screen at once, and
 *   waiting wins it: both slugs crawl onto the machines (the wake badge, the paths and the
 *   glide are seen on the way). The level is shared by its link.
 * - A defence table from the lobby (Side Doors: slugs that wake late): walls placed by
 *   clicks and by the keyboard, the stock going down, the slugs' paths drawn, a slug seen to
 *   glide — and to jump with reduced motion.
 * - An escort from the editor: the hero's stress bar, untying him, two walls ordered at
 *   once shown in transit with the turn they arrive.
 * - On a phone (cells a finger wide, nothing overflowing, 44 px controls) and in German and
 *   Russian (the board's words are theirs). Screenshots go to test-artifacts/web/slugs-*.png.
 *
 * Skips (with a message) only when Debian's Chromium is not installed.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifacts, CHROMIUM, hasChromium } from './harness.ts';
import {
  chooseLanguage,
  latinWords,
  overflow,
  serverAndBrowser,
  shownWords,
  smallControls,
  snap,
} from './page-checks.ts';

if (!hasChromium)
  console.warn(`[slugs board test] skipped: ${CHROMIUM} is not installed (apt-get install chromium).`);

const STATUS = '[data-testid=status]';
const BOARD = '[data-testid=board]';
const GRID = '[data-testid=editor-grid]';
const WAIT = `.action-buttons button[data-action='{"type":"wait"}']`;

/** Names and level text, left out of the language checks. */
const SKIP = 'style, [translate=no], [lang=en]';

const turn = async (page: Page): Promise<number> => Number(await page.getAttribute(BOARD, 'data-turn'));

/** Paints cell `cell` of the editor's map with brush `tool`. */
async function paint(page: Page, tool: string, cell: string): Promise<void> {
  await page.click(`[data-testid=editor-tools] [data-tool="${tool}"]`);
  await page.click(`${GRID} [data-cell=${cell}] rect`);
  await expect.poll(() => page.getAttribute(`${GRID} [data-cell=${cell}]`, 'data-char')).toBe(tool);
}

/** From now on, the distinct places each slug is drawn at (window.__places: id → set of shapes). */
const WATCH_SLUGS = `(() => {
  window.__watch?.disconnect();
  window.__places = {};
  window.__watch = new MutationObserver(() => {
    for (const el of document.querySelectorAll('${BOARD} [data-slug]')) {
      const body = el.querySelector('path');
      if (!body) continue;
      (window.__places[el.dataset.slug] ??= new Set()).add(body.getAttribute('d'));
    }
  });
  window.__watch.observe(document.querySelector('${BOARD} .sb-slugs'), { attributes: true, subtree: true, childList: true });
})()`;
/** How many places each slug was drawn at since WATCH_SLUGS. */
const places = (page: Page) =>
  page.evaluate<Record<string, number>>(
    'Object.fromEntries(Object.entries(window.__places).map(([k, v]) => [k, v.size]))',
  );
/** Where each living slug is. */
const slugCells = (page: Page) =>
  page
    .locator(`${BOARD} .sb-slug:not([data-status=dead])`)
    .evaluateAll((els) =>
      Object.fromEntries(els.map((e) => [e.getAttribute('data-slug'), e.getAttribute('data-cell')])),
    );

/**
 * Plays one turn with `act` and returns, for each slug that crawled, at how many places it
 * was drawn on the way (1: it jumped; more: it glided), once the turn is over and settled.
 */
async function watchCrawls(page: Page, act: () => Promise<void>): Promise<Map<string, number>> {
  const before = await turn(page);
  const from = await slugCells(page);
  await page.evaluate(WATCH_SLUGS);
  await act();
  await expect.poll(() => turn(page)).toBe(before + 1);
  await page.waitForTimeout(700);
  const to = await slugCells(page);
  const drawn = await places(page);
  await page.waitForSelector(`${STATUS}.your-turn`);
  return new Map(
    Object.keys(to)
      .filter((id) => from[id] && from[id] !== to[id])
      .map((id) => [id, drawn[id] ?? 0]),
  );
}

describe.skipIf(!hasChromium)('Slug Labyrinth board and level editor in Chromium', () => {
  const suite = serverAndBrowser();

  it('edits a level: a check message and its fix, a typed mistake with its line and column; plays it and wins', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1200, height: 1000 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // The editor is linked from the game's card on the home page.
    await page.goto(`${suite.server.url}/#/`);
    await page.click('[data-testid=editor-slugs]');
    await page.waitForSelector(GRID);
    expect(await page.title()).toMatch(/^Level editor: The Slug Labyrinth · Daedalus$/);

    // A blank defence map: a slug at a1, the base at k7, a machine at f4. It can be played.
    await page.selectOption('[data-testid=editor-start]', 'empty:defence');
    await page.click('[data-testid=editor-open]');
    await expect.poll(() => page.getAttribute(`${GRID} [data-cell=f4]`, 'data-char')).toBe('X');
    expect(await page.getAttribute('[data-testid=editor-verdict]', 'data-ok')).toBe('true');

    // Painting floor over the only machine: the check says what is missing, and play is refused.
    await paint(page, '.', 'f4');
    await expect.poll(() => page.getAttribute('[data-testid=editor-verdict]', 'data-ok')).toBe('false');
    const missing = page.locator('[data-testid=editor-problems] li[data-code="level/missing"]');
    await expect.poll(() => missing.count()).toBe(1);
    expect(await missing.textContent()).toBe('Error: missing on the map: Killing machine');
    expect(await page.isDisabled('[data-testid=editor-play]')).toBe(true);
    await snap(page, 'slugs-editor-problem.png');

    // Fixed: a machine where the slug will crawl (it takes the top row: right comes before down).
    await paint(page, 'X', 'c1');
    await expect.poll(() => page.getAttribute('[data-testid=editor-verdict]', 'data-ok')).toBe('true');
    expect(await page.locator('[data-testid=editor-problems] li').count()).toBe(0);
    // A second slug that wakes on turn 3, with a machine on its row.
    await page.click('[data-testid=editor-tools] [data-tool="a"]');
    await page.fill('[data-testid=editor-wake]', '3');
    await page.click(`${GRID} [data-cell=a7] rect`);
    await expect.poll(() => page.getAttribute(`${GRID} [data-cell=a7]`, 'data-wake')).toBe('3');
    // A screen reader hears the cell under the cursor and what is there; the letters inside are pictures.
    expect(await page.getAttribute(GRID, 'aria-label')).toBe(
      'The map being painted · cell a7: Slug a (hunts A), wakes on turn 3',
    );
    expect(await page.locator(`${GRID} > g[aria-hidden=true] [data-cell=a7]`).count()).toBe(1);
    await paint(page, 'X', 'c7');
    await page.fill('[data-testid=editor-name]', 'Two Traps');
    const text = await page.inputValue('[data-testid=editor-text]');
    expect(text).toContain('name: Two Traps');
    expect(text).toContain('wake: a7 3');
    expect(text).toContain('a.X........');

    // A mistake typed in the text: the check names its line and column, and the map waits.
    const rows = text.split('\n');
    const line = rows.indexOf('map:') + 2;
    rows[line - 1] = `.?${rows[line - 1]!.slice(2)}`;
    await page.fill('[data-testid=editor-text]', rows.join('\n'));
    const typo = page.locator('[data-testid=editor-problems] li[data-code="level/unknown-char"]');
    await expect.poll(() => typo.count()).toBe(1);
    expect(await typo.textContent()).toContain(`line ${line}, column 2`);
    expect(await typo.getAttribute('data-line')).toBe(String(line));
    expect(await page.isVisible('[data-testid=editor-unreadable]')).toBe(true);
    // The map stays in sight as it last could be read; "Show in the text" selects the mistake.
    expect(await page.isVisible('.se-stale [data-testid=editor-grid]')).toBe(true);
    await typo.locator('button').click();
    expect(
      await page.evaluate(
        "(() => { const a = document.querySelector('[data-testid=editor-text]'); return a.value.slice(a.selectionStart, a.selectionEnd); })()",
      ),
    ).toBe('?');
    await snap(page, 'slugs-editor-typo.png');
    await page.fill('[data-testid=editor-text]', text);
    await expect.poll(() => page.getAttribute('[data-testid=editor-verdict]', 'data-ok')).toBe('true');
    await snap(page, 'slugs-editor.png');

    // Shared as a link: whoever opens it gets the same level.
    await page.click('[data-testid=editor-share]');
    await expect.poll(() => page.textContent('[data-testid=editor-said]')).toContain('The link is copied');
    const link = await page.evaluate<string>('navigator.clipboard.readText()');
    expect(link).toMatch(/#\/slugs\/editor\?level=/);
    const other = await context.newPage();
    await other.goto(link);
    await other.waitForSelector(GRID);
    expect(await other.inputValue('[data-testid=editor-text]')).toBe(text);
    // Opened from a file on this computer: the same level, and a word that says so.
    await other.selectOption('[data-testid=editor-start]', 'empty:duel');
    await other.click('[data-testid=editor-open]');
    expect(await other.inputValue('[data-testid=editor-text]')).toMatch(/^mode: duel$/m);
    await other.setInputFiles('[data-testid=editor-file]', {
      name: 'traps.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(text),
    });
    await expect.poll(() => other.inputValue('[data-testid=editor-text]')).toBe(text);
    expect(await other.textContent('[data-testid=editor-said]')).toBe('Opened traps.txt.');
    await other.close();

    // Played at once at this screen.
    await page.click('[data-testid=editor-play]');
    await page.waitForSelector('[data-testid=slugs-board]');
    expect(page.url()).toMatch(/#\/local\/slugs$/);
    expect(await page.textContent('[data-testid=slugs-turn]')).toContain('Turn 1 of 200 · Two Traps');
    expect(await page.getAttribute(`${BOARD} [data-slug="1"]`, 'data-status')).toBe('asleep');
    expect(await page.textContent(`${BOARD} [data-slug="1"] .sb-badge`)).toBe('3');
    await snap(page, 'slugs-editor-play.png');
    // Waiting wins: the first slug decides on the top row, crawls onto c1 and dies; the
    // second wakes on turn 3 and does the same on c7.
    for (let i = 0; i < 12 && (await page.getAttribute(STATUS, 'data-over')) !== 'true'; i++) {
      const before = await turn(page);
      if (before === 2) {
        expect(await page.getAttribute(`${BOARD} [data-path="0"]`, 'data-cells')).toMatch(/^b1 c1 /);
        await page.evaluate(WATCH_SLUGS);
      }
      await page.click(WAIT);
      await expect
        .poll(
          async () =>
            (await page.getAttribute(STATUS, 'data-over')) === 'true' || (await turn(page)) > before,
        )
        .toBe(true);
      if (before === 2) {
        // It glided from a1 to b1 (several places on the way), then came to rest.
        await page.waitForTimeout(700);
        expect((await places(page))['0']).toBeGreaterThan(2);
        expect(await page.getAttribute(`${BOARD} [data-slug="0"]`, 'data-cell')).toBe('b1');
      }
    }
    expect(await page.getAttribute(STATUS, 'data-over')).toBe('true');
    expect(await page.textContent(STATUS)).toContain('Winner: Player 1');
    const log = (await page.locator('[data-testid=log] li').allTextContents()).join('\n');
    expect(log).toContain('Slug 1 crawls onto the killing machine at c1 and dies.');
    expect(log).toContain('Slug 2 crawls onto the killing machine at c7 and dies.');
    expect(log).toContain('Every slug is dead: you win!');
    // What is left of them lies on the machines.
    await expect
      .poll(() =>
        page.locator(`${BOARD} .sb-remains`).evaluateAll((g) => g.map((e) => e.getAttribute('data-cell'))),
      )
      .toEqual(['c1', 'c7']);
    await snap(page, 'slugs-editor-won.png');
    // Back to the editor, where the level still is.
    await page.click('[data-testid=back-to-editor]');
    await page.waitForSelector(GRID);
    expect(await page.inputValue('[data-testid=editor-text]')).toBe(text);
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it('a defence table from the lobby: walls placed by clicks and keys, paths, gliding slugs; a phone; German and Russian', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1200, height: 1100 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`${suite.server.url}/#/lobby/slugs`);
    await page.waitForSelector('[data-testid=create-table]');
    expect(await page.isVisible('[data-testid=lobby-editor]')).toBe(true);
    await page.selectOption('#setup-preset', 'defence');
    // The level option takes a level's text too: it keeps its lines.
    expect(await page.evaluate("document.querySelector('#opt-level').tagName")).toBe('TEXTAREA');
    await page.fill('#opt-level', 'defence-2');
    // Defence is played alone: the second seat goes.
    await page.click('.seat-editor li:nth-child(2) button');
    await page.fill('#your-name', 'Ada');
    await page.click('[data-testid=create-table]');
    await page.waitForSelector('[data-testid=slugs-board]', { timeout: 30_000 });
    await page.waitForSelector(`${STATUS}.your-turn`);
    expect(await page.textContent('[data-testid=slugs-turn]')).toContain('Turn 1 of 200 · Side Doors');
    // Side Doors: three slugs, two of them asleep until turns 5 and 6 (the badges say when).
    const asleep = page.locator(`${BOARD} .sb-slug[data-status=asleep] .sb-badge`);
    expect((await asleep.allTextContents()).sort()).toEqual(['5', '6']);
    const stock = async () => Number(await page.getAttribute('[data-testid=slugs-stock-0]', 'data-stock'));
    expect(await stock()).toBe(4);
    await snap(page, 'slugs-defence-start.png');
    // The shipped level's note, shown on the first turn, is in the page's language.
    expect(await page.textContent('.sb-note')).toBe(
      'Three slugs, three machines. Block the short ways and they take the long ones.',
    );
    await chooseLanguage(page, 'ru');
    await expect
      .poll(() => page.textContent('.sb-note'))
      .toBe('Три слизня, три машины. Перекройте короткие пути — и они поползут длинными.');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'slugs-defence-start-ru-phone.png');
    await chooseLanguage(page, 'de');
    await expect
      .poll(() => page.textContent('.sb-note'))
      .toBe('Drei Schnecken, drei Maschinen. Versperre die kurzen Wege, dann nehmen sie die langen.');
    await page.setViewportSize({ width: 1200, height: 1100 });
    await snap(page, 'slugs-defence-start-de.png');
    await chooseLanguage(page, 'en');

    // A wall by a click: it stands at once, the stock goes down, the slugs act.
    const cells = page.locator(`${BOARD} [data-action=wall]`);
    expect(await cells.count()).toBeGreaterThan(20);
    await page.click(`${BOARD} [data-action=wall][data-cell=c3]`);
    await expect.poll(() => turn(page)).toBe(2);
    expect(await page.getAttribute(`${BOARD} [data-wall=c3]`, 'data-owner')).toBe('A');
    expect(await stock()).toBe(3);
    await page.waitForSelector(`${STATUS}.your-turn`);
    // Every slug awake has decided and shows its path.
    await expect.poll(() => page.locator(`${BOARD} [data-path]`).count()).toBeGreaterThan(0);

    // A wall by the keyboard: focus the map, move the cursor to e1, Enter.
    await page.focus(BOARD);
    await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getAttribute('[data-testid=slugs-cursor]', 'data-cell')).toBe('e1');
    expect(await page.getAttribute(BOARD, 'aria-label')).toContain('cursor on e1');
    let crawl = await watchCrawls(page, () => page.keyboard.press('Enter'));
    expect(await turn(page)).toBe(3);
    expect(await page.getAttribute(`${BOARD} [data-wall=e1]`, 'data-owner')).toBe('A');
    expect(await stock()).toBe(2);
    // The slugs that crawled glided there (drawn at several places on the way).
    for (const [id, n] of crawl) expect(n, `slug ${id}`).toBeGreaterThan(2);
    let seenGlide = crawl.size > 0;
    await snap(page, 'slugs-defence-walls.png');
    await page.locator(BOARD).screenshot({ path: join(artifacts, 'slugs-board-defence.png') });

    // With reduced motion the slugs that crawl jump (drawn once, at their new place).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    crawl = new Map();
    for (let i = 0; i < 4 && crawl.size === 0; i++) {
      crawl = await watchCrawls(page, () => page.click(WAIT));
      for (const [id, n] of crawl) expect(n, `slug ${id} with reduced motion`).toBe(1);
    }
    expect(crawl.size).toBeGreaterThan(0);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // And without it, a crawl glides again.
    for (let i = 0; i < 4 && !seenGlide; i++) {
      crawl = await watchCrawls(page, () => page.click(WAIT));
      for (const [id, n] of crawl) expect(n, `slug ${id}`).toBeGreaterThan(2);
      seenGlide = crawl.size > 0;
    }
    expect(seenGlide).toBe(true);

    // On a phone: a finger-sized map scrolling in its frame, nothing else overflowing, big controls.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.waitForSelector('[data-testid=slugs-board]');
    await page.waitForSelector(`${STATUS}.your-turn`);
    expect(await page.getAttribute('[data-testid=slugs-zoom]', 'aria-pressed')).toBe('true');
    const hit = await page.locator(`${BOARD} [data-action=wall]`).first().boundingBox();
    expect(hit!.width).toBeGreaterThanOrEqual(42);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await smallControls(page, 'main button, main select, main input, main summary')).toEqual([]);
    await snap(page, 'slugs-phone-en.png');
    // A wall tapped on the phone.
    const before = await stock();
    const tap = page.locator(`${BOARD} [data-action=wall]`).nth(3);
    await tap.scrollIntoViewIfNeeded();
    await tap.click();
    await expect.poll(stock).toBe(before - 1);
    await page.waitForSelector(`${STATUS}.your-turn`);
    await page.click('[data-testid=slugs-zoom]');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await snap(page, 'slugs-phone-whole-en.png');

    // German and Russian: the board's words are theirs.
    await chooseLanguage(page, 'de');
    await expect.poll(() => page.textContent('[data-testid=slugs-turn]')).toMatch(/^Runde \d+ von 200/);
    expect(await page.textContent('[data-testid=slugs-legend] summary')).toBe('Legende');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await snap(page, 'slugs-phone-de.png');
    await chooseLanguage(page, 'ru');
    await expect.poll(() => page.textContent('[data-testid=slugs-turn]')).toMatch(/^Ход \d+ из 200/);
    expect(latinWords(await shownWords(page, '[data-testid=slugs-board]', SKIP))).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await smallControls(page, 'main button, main select, main input, main summary')).toEqual([]);
    await snap(page, 'slugs-phone-ru.png');
    await page.setViewportSize({ width: 1200, height: 1100 });
    await snap(page, 'slugs-desktop-ru.png');
    await chooseLanguage(page, 'de');
    await expect.poll(() => page.textContent('[data-testid=slugs-legend] summary')).toBe('Legende');
    expect(await page.textContent('[data-testid=slugs-stock-0]')).toMatch(/^Wände: \d+ im Vorrat/);
    await snap(page, 'slugs-desktop-de.png');
    await chooseLanguage(page, 'en');
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it('an escort from the editor: the stress bar, untying the hero, two walls ordered at once in transit', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1200, height: 1000 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${suite.server.url}/#/slugs/editor`);
    await page.selectOption('[data-testid=editor-start]', 'escort');
    await page.click('[data-testid=editor-open]');
    await expect.poll(() => page.getAttribute(`${GRID} [data-cell=b4]`, 'data-char')).toBe('H');
    // The escort's brushes: the hero, his slugs, the doors.
    expect(
      await page
        .locator('[data-testid=editor-tools] [data-tool]')
        .evaluateAll((b) => b.map((x) => x.getAttribute('data-tool'))),
    ).toEqual(['.', '#', 'X', 'H', 'h', 'E', 'D']);
    // A wall around the slug's corner shuts it in: the check says there is no way to the hero.
    await paint(page, '#', 'i2');
    await paint(page, '#', 'i4');
    await paint(page, '#', 'h3');
    await paint(page, '#', 'j3');
    const noPath = page.locator('[data-testid=editor-problems] li[data-code="level/no-path"]');
    await expect.poll(() => noPath.count()).toBe(1);
    expect(await noPath.textContent()).toContain('no path from the slug at i3 to the hero');
    await paint(page, '.', 'h3');
    await expect.poll(() => page.getAttribute('[data-testid=editor-verdict]', 'data-ok')).toBe('true');
    await page.click('[data-testid=editor-play]');
    await page.waitForSelector('[data-testid=slugs-board][data-mode=escort]');
    expect(await page.getAttribute('[data-testid=slugs-stress]', 'data-stress')).toBe('5');
    expect(await page.getAttribute(`${BOARD} [data-hero]`, 'data-tied')).toBe('true');
    await snap(page, 'slugs-escort-start.png');

    await page.click(`.action-buttons button[data-action='{"type":"untie"}']`);
    await expect.poll(() => turn(page)).toBe(2);
    expect(await page.getAttribute(`${BOARD} [data-hero]`, 'data-tied')).toBe('false');

    // Two walls ordered together appear at the end of the next turn: in transit until then.
    await page.check('[data-testid=slugs-batch]');
    await page.click(`${BOARD} [data-action=wall][data-cell=d2]`);
    await page.click(`${BOARD} [data-action=wall][data-cell=d5]`);
    expect(await page.textContent('[data-testid=slugs-order]')).toContain(
      'Order 2: they appear at the end of turn 3',
    );
    await page.click('[data-testid=slugs-order]');
    await expect.poll(() => turn(page)).toBe(3);
    expect(await page.getAttribute(`${BOARD} [data-transit=d2]`, 'data-turn')).toBe('3');
    expect(await page.getAttribute(`${BOARD} [data-transit=d5]`, 'data-turn')).toBe('3');
    await snap(page, 'slugs-escort-transit.png');
    await page.locator(BOARD).screenshot({ path: join(artifacts, 'slugs-board-escort.png') });
    await page.click(WAIT);
    await expect
      .poll(async () => (await page.getAttribute(STATUS, 'data-over')) === 'true' || (await turn(page)) === 4)
      .toBe(true);
    if ((await page.getAttribute(STATUS, 'data-over')) !== 'true')
      expect(await page.getAttribute(`${BOARD} [data-wall=d2]`, 'data-owner')).toBe('A');
    await snap(page, 'slugs-escort-walls.png');
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it('the editor on a phone in Russian and German: it fits, fingers find its controls, the check speaks the language', async () => {
    const context = await suite.browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'ru-RU',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${suite.server.url}/#/slugs/editor`);
    await chooseLanguage(page, 'ru');
    // The game's levels are offered by their names in the player's language, under their mode.
    expect(await page.textContent('[data-testid=editor-start] option[value=defence-1]')).toBe('Рассвет');
    expect(
      await page.getAttribute('[data-testid=editor-start] option[value=escort] >> xpath=..', 'label'),
    ).toBe('уровня игры: сопровождение');
    expect(await page.textContent('[data-testid=editor-start] option[value="empty:escort"]')).toBe(
      'пустой карты: сопровождение',
    );
    await page.selectOption('[data-testid=editor-start]', 'empty:defence');
    await page.click('[data-testid=editor-open]');
    await paint(page, '.', 'f4');
    const missing = page.locator('[data-testid=editor-problems] li[data-code="level/missing"]');
    await expect.poll(() => missing.textContent()).toBe('Ошибка: на карте не хватает: Машина-убийца');
    // What a screen reader hears of the cell just painted, in the reader's language.
    expect(await page.getAttribute(GRID, 'aria-label')).toBe('Рисуемая карта · клетка f4: Пол');
    // Cells a finger wide (the map scrolls in its frame), nothing else overflowing.
    const cell = await page.locator(`${GRID} [data-cell=a1] rect`).first().boundingBox();
    expect(cell!.width).toBeGreaterThanOrEqual(42);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await smallControls(page, 'main button, main select, main input, main summary')).toEqual([]);
    expect(latinWords(await shownWords(page, 'main', SKIP))).toEqual([]);
    expect(await page.title()).toBe('Редактор уровней: Лабиринт слизней · Дедал');
    await snap(page, 'slugs-editor-phone-ru.png');
    await chooseLanguage(page, 'de');
    await expect.poll(() => missing.textContent()).toBe('Fehler: fehlt auf der Karte: Tötungsmaschine');
    expect(await page.getAttribute(GRID, 'aria-label')).toBe('Die Karte, die du malst · Feld f4: Boden');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await snap(page, 'slugs-editor-phone-de.png');
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it('a table that hides the paths: the slugs decide, and no path is drawn', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1200, height: 1000 } });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/#/lobby/slugs`);
    await page.waitForSelector('[data-testid=create-table]');
    await page.selectOption('#setup-preset', 'blind');
    await page.click('.seat-editor li:nth-child(2) button');
    await page.fill('#your-name', 'Bo');
    await page.click('[data-testid=create-table]');
    await page.waitForSelector('[data-testid=slugs-board]', { timeout: 30_000 });
    await page.waitForSelector(`${STATUS}.your-turn`);
    await page.click(WAIT);
    await expect.poll(() => turn(page)).toBe(2);
    await page.waitForSelector(`${STATUS}.your-turn`);
    const log = (await page.locator('[data-testid=log] li').allTextContents()).join('\n');
    expect(log).toContain('Slug 1 decides on a path.');
    expect(await page.getAttribute(`${BOARD} [data-slug="0"]`, 'data-status')).toBe('following');
    expect(await page.locator(`${BOARD} [data-path]`).count()).toBe(0);
    expect(await page.textContent('[data-testid=slugs-bar]')).toContain(
      'The slugs’ paths are hidden at this table.',
    );
    // The legend does not explain what is not shown.
    expect(await page.textContent('[data-testid=slugs-legend]')).not.toContain('planned path');
    await snap(page, 'slugs-hidden-paths.png');
    await context.close();
  }, 300_000);

  it('a campaign made in the editor: the hero walks out through the door of the first room into the second', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1200, height: 1000 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const campaign = [
      'campaign: Short',
      'name: Door',
      'mode: escort',
      'stock: 3',
      'tied: no',
      'map:',
      '########',
      '#h....X#',
      '#####.##',
      'D.....HE',
      '########',
      '---',
      'name: Second',
      'mode: escort',
      'stock: 2',
      'map:',
      '#######',
      'H.....E',
      '#..h..#',
      '#######',
    ].join('\n');
    await page.goto(`${suite.server.url}/#/slugs/editor?level=${encodeURIComponent(campaign)}`);
    await page.waitForSelector(GRID);
    expect(await page.getAttribute('[data-testid=editor-verdict]', 'data-ok')).toBe('true');
    // The rooms are offered to paint one by one.
    expect(await page.locator('#editor-room option').allTextContents()).toEqual([
      'room 1: Door',
      'room 2: Second',
    ]);
    await page.click('[data-testid=editor-play]');
    await page.waitForSelector('[data-testid=slugs-board][data-mode=escort]');
    expect(await page.textContent('[data-testid=slugs-turn]')).toContain('Door (room 1 of 2)');
    expect(await page.locator(`${BOARD} .sb-floor`).count()).toBe(40);
    for (
      let i = 0;
      i < 12 && !(await page.textContent('[data-testid=slugs-turn]'))?.includes('room 2');
      i++
    ) {
      expect(await page.getAttribute(STATUS, 'data-over')).toBe('false');
      const before = await turn(page);
      await page.click(WAIT);
      await expect
        .poll(
          async () =>
            (await turn(page)) !== before || (await page.getAttribute(STATUS, 'data-over')) === 'true',
        )
        .toBe(true);
    }
    expect(await page.textContent('[data-testid=slugs-turn]')).toContain(
      'Turn 1 of 200 · Second (room 2 of 2)',
    );
    // The second room's map, its stock, the hero on its H, his stress carried over.
    expect(await page.locator(`${BOARD} .sb-floor`).count()).toBe(28);
    expect(await page.getAttribute(`${BOARD} [data-hero]`, 'data-hero')).toBe('a2');
    expect(await page.getAttribute('[data-testid=slugs-stock-0]', 'data-stock')).toBe('2');
    expect(Number(await page.getAttribute('[data-testid=slugs-stress]', 'data-stress'))).toBeLessThan(5);
    const log = (await page.locator('[data-testid=log] li').allTextContents()).join('\n');
    expect(log).toContain('The hero leaves Door.');
    expect(log).toContain('Room 2: Second.');
    await snap(page, 'slugs-escort-room2.png');
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
