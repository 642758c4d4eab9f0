/**
 * The Shifting Maze play screen in Chromium against a real server, as a player sees it: a
 * table against the computer (normal) created in the lobby. On a desktop: the row numbers and
 * column letters, the turn line with the main actions left, the legend, places named in
 * player words (no "(x, y)", no "x=6 along Y"), the menu of a place with several actions
 * beside that place with capitalised labels; after "End", the computer's turn shown beat by
 * beat at the chosen pace (a moment with its heading but not yet its Maze Event, while the
 * status says so and nothing can be played), each turn under a heading with its player; the
 * pace setting kept across a reload; slowly, "Show at once" shows it whole. On a
 * phone (390 × 844, touch): "Tap", finger-sized places in a scrolling maze, no overflow. In
 * German and Russian: the board's and the game's words in that language. Screenshots of each
 * (desktop and phone, EN/DE/RU) go to test-artifacts/web/shifting-maze-play-*.png.
 *
 * Skips (with a message) only when Debian's Chromium is not installed.
 */
import type { Locale } from '@daedalus/core';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { de } from '../app/i18n/de.ts';
import { en } from '../app/i18n/en.ts';
import { ru } from '../app/i18n/ru.ts';
import { CHROMIUM, hasChromium } from './harness.ts';
import {
  chooseLanguage,
  DESKTOP,
  latinWords,
  overflow,
  PHONE,
  pacedOrSettled,
  serverAndBrowser,
  settle,
  shownWords,
  smallControls,
  snap,
  stateId,
} from './page-checks.ts';

if (!hasChromium)
  console.warn(
    `[shifting maze board test] skipped: ${CHROMIUM} is not installed (apt-get install chromium).`,
  );

const BOARD = '[data-testid=board]';
const LOG = '[data-testid=log]';
const WORDS = { en, de, ru } as const;

/** Coordinates the way the game used to write them, which players do not speak. */
const MACHINE_PLACES = /\(\d, \d\)|\b[xy]=\d|along [XY]|by [+-]1/;

describe.skipIf(!hasChromium)('Shifting Maze play screen in Chromium', () => {
  const env = serverAndBrowser();

  async function newPage(options: BrowserContextOptions, locale: Locale, pace = 'normal'): Promise<Page> {
    const context = await env.browser.newContext(options);
    await context.addInitScript(
      `localStorage.setItem('daedalus.locale', '${locale}'); if (!localStorage.getItem('daedalus.pace')) localStorage.setItem('daedalus.pace', '${pace}');`,
    );
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    return page;
  }

  /** A table of Ada against the computer (normal), at Ada's first decision; `options`: typed in the table form. */
  async function openTable(page: Page, options: Record<string, string> = {}): Promise<void> {
    await page.goto(`${env.server.url}/#/lobby/shifting-maze`);
    await page.waitForSelector('[data-testid=create-table]');
    await page.selectOption('[data-testid=seat-1]', 'bot:normal');
    // (A game with a few options shows them all; with many, they fold under "All options".)
    if (Object.keys(options).length > 0 && (await page.locator('[data-testid=more-options]').count()) > 0)
      await page.click('[data-testid=more-options] summary');
    for (const [key, value] of Object.entries(options)) await page.fill(`#opt-${key}`, value);
    await page.fill('#your-name', 'Ada');
    await page.click('[data-testid=create-table]');
    await page.waitForSelector(BOARD, { timeout: 30_000 });
    await settle(page, 0);
  }

  /**
   * The table's seed is new each run: a Defender may threaten Ada as her turn ends or at the
   * start of the computer's, and she reacts before the computer has played, maybe several times
   * over. Until `done`, her decisions are ended by the buttons below the board (at most ten);
   * whether `done` came.
   */
  async function reactUntil(page: Page, done: () => Promise<boolean>): Promise<boolean> {
    for (let i = 0; i < 10; i++) {
      if (await done()) return true;
      const before = await stateId(page);
      await page.locator('.action-buttons button').last().click();
      await settle(page, before, 90_000);
    }
    return done();
  }

  /**
   * Plays a highlighted place (preferring one whose menu offers several actions); returns whether a
   * menu opened. The table's seed is new each run: a decision may offer no place to play (the entry
   * cube closed towards Ada, a reaction), and then the last button below the board ends it.
   */
  async function playPlace(page: Page, preferMenu: boolean): Promise<boolean> {
    const targets = page.locator(`${BOARD} .sm-target`);
    const count = await targets.count();
    if (count === 0) {
      await page.locator('.action-buttons button').last().click();
      return false;
    }
    let pick = 0;
    for (let i = 0; i < count && preferMenu; i++) {
      const kinds = (await targets.nth(i).getAttribute('data-kinds')) ?? '';
      const label = (await targets.nth(i).getAttribute('aria-label')) ?? '';
      if (kinds.includes('move') || label.includes(',')) pick = i;
    }
    await targets.nth(pick).click();
    return (await page.locator('[data-testid=board-menu]').count()) > 0;
  }

  it('desktop: labels, turn line, legend, player words, the menu beside its place, the computer beat by beat', async () => {
    const page = await newPage(DESKTOP, 'en');
    await openTable(page);
    // Row numbers 1-10 and column letters a-j around the maze.
    expect(await page.locator(`${BOARD} [data-col]`).allTextContents()).toEqual([...'abcdefghij']);
    expect(await page.locator(`${BOARD} [data-row]`).allTextContents()).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i + 1)),
    );
    // The turn line: your move, 3 of 3 main actions, 10 Power Points.
    const turnLine = page.locator('[data-testid=sm-turn]');
    expect(await turnLine.textContent()).toContain('Your move');
    expect(await page.getAttribute('[data-testid=sm-main-left]', 'data-left')).toBe('3');
    expect(await turnLine.textContent()).toContain('Main actions left: 3 of 3');
    expect(await turnLine.textContent()).toContain('Power Points: 10');
    // The legend names every mark.
    const legend = page.locator('[data-testid=sm-legend]');
    expect(await legend.getAttribute('open')).not.toBeNull();
    expect(await legend.locator('li').count()).toBe(13);
    expect(await legend.textContent()).toContain('Defender robot');
    expect(await page.textContent('[data-testid=board-hint]')).toBe(en['play.boardHint']);

    // Investigate the entry cube, then play on until a place offers several actions (a menu).
    let menuSeen = false;
    for (let i = 0; i < 6 && !menuSeen; i++) {
      const before = await stateId(page);
      const opened = await playPlace(page, true);
      if (opened) {
        menuSeen = true;
        const menu = page.locator('[data-testid=board-menu]');
        const labels = (await menu.locator('[role=menuitem]').allTextContents()).map((l) => l.trim());
        expect(labels.length).toBeGreaterThan(1);
        for (const l of labels) expect(l, l).toMatch(/^[A-Z]/);
        for (const l of labels) expect(l, l).not.toMatch(/\b(up|down|left|right|cw|ccw)\b/);
        // Beside the place clicked: it touches the cell's row, next to its left or right side.
        const cell = await page.locator(`${BOARD} .sm-target.open`).boundingBox();
        const box = await menu.boundingBox();
        expect(cell && box).toBeTruthy();
        if (cell && box) {
          const nearX =
            Math.abs(box.x - (cell.x + cell.width)) < 30 || Math.abs(box.x + box.width - cell.x) < 30;
          expect(nearX).toBe(true);
          expect(box.y < cell.y + cell.height && box.y + box.height > cell.y).toBe(true);
        }
        await snap(page, 'shifting-maze-play-menu.png', 300);
        await menu.locator('[role=menuitem]').first().click();
      }
      await page.waitForFunction(
        `Number(document.querySelector('[data-state-id]').getAttribute('data-state-id')) > ${before}`,
      );
      if ((await page.getAttribute('[data-testid=sm-main-left]', 'data-left')) === '0') break;
    }
    expect(menuSeen).toBe(true);
    const left = Number(await page.getAttribute('[data-testid=sm-main-left]', 'data-left'));
    expect(left).toBeLessThan(3);
    expect(await turnLine.textContent()).toContain(`Main actions left: ${left} of 3`);

    // End the turn: the computer's turn comes beat by beat. Some moment shows its heading
    // without its Maze Event yet (shown at once, both would come together), while the status
    // says the others' moves are being shown and no place can be played; then it is Ada's turn.
    await page.evaluate(`(() => {
      window.__between = null;
      const seen = () => {
        const lines = [...document.querySelectorAll('${LOG} li')].map((l) => l.textContent.trim());
        const head = lines.lastIndexOf('Turn of Computer 2');
        if (window.__between || head < 0 || lines.slice(head + 1).some((l) => l.startsWith('Maze Event: '))) return;
        window.__between = {
          status: document.querySelector('[data-testid=status]').textContent,
          showAll: document.querySelectorAll('[data-testid=show-all]').length,
          targets: document.querySelectorAll('${BOARD} .sm-target').length,
          turn: document.querySelector('[data-testid=sm-turn]').textContent,
        };
      };
      window.__watch = new MutationObserver(seen);
      window.__watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    })()`);
    const ended = await stateId(page);
    await page.getByRole('button', { name: 'End', exact: true }).click();
    await settle(page, ended, 90_000);
    type Between = { status: string; showAll: number; targets: number; turn: string } | null;
    await reactUntil(page, async () => (await page.evaluate<Between>('window.__between')) !== null);
    const between = await page.evaluate<Between>('window.__between');
    expect(
      between,
      `no moment between the heading and the Maze Event in: ${await page.textContent(LOG)}`,
    ).not.toBeNull();
    expect(between?.status).toBe(en['play.showing']);
    expect(between?.showAll).toBe(1);
    expect(between?.targets).toBe(0);
    // The game's words number the seats; the players' names follow, as in the players list.
    expect(between?.turn).toContain('Player 2 (Computer 2) moves');
    expect(between?.turn).toContain('Defenders and the maze move');
    // Each turn under a heading with its player's name and colour.
    const heads = page.locator(`${LOG} li.turn-head`);
    expect(await heads.count()).toBeGreaterThanOrEqual(3);
    const names = await heads.allTextContents();
    expect(names.some((n) => n.includes('Ada'))).toBe(true);
    expect(names.some((n) => n.includes('Computer 2'))).toBe(true);
    expect(await heads.first().locator('.swatch').count()).toBe(1);
    // Places in player words throughout the log.
    const said = await page.textContent(LOG);
    expect(said).toContain('Player 1 (Ada) ends the turn.');
    expect(said).toContain('Player 2 (Computer 2)');
    expect(said).not.toMatch(MACHINE_PLACES);
    expect(said).toMatch(/\b[a-j](10|[1-9])\b/);
    await snap(page, 'shifting-maze-play-en-desktop.png');

    // The pace is a setting kept in this browser.
    await page.selectOption('[data-testid=pace]', 'off');
    expect(await page.evaluate("localStorage.getItem('daedalus.pace')")).toBe('off');
    await page.reload();
    await page.waitForSelector(BOARD);
    expect(await page.inputValue('[data-testid=pace]')).toBe('off');

    // Slowly, then "Show at once": the computer's turn so far is shown whole, its Maze Event included.
    await settle(page, 0);
    await page.selectOption('[data-testid=pace]', 'slow');
    const again = await stateId(page);
    await page.getByRole('button', { name: 'End', exact: true }).click();
    // The seed is new each run: the computer's turn may first ask Ada to react (a Defender's attack,
    // its Maze Event), and nothing of the computer's is shown until she has — then she does, with the
    // last button, as `reactUntil` does.
    let now = await pacedOrSettled(page, again);
    for (let i = 0; now === 'act' && i < 10; i++) {
      const before = await stateId(page);
      await page.locator('.action-buttons button').last().click();
      now = await pacedOrSettled(page, before);
    }
    expect(now).toBe('paced');
    // (If the beats ran out meanwhile, there is nothing left to skip and all is shown anyway.)
    await page.evaluate("document.querySelector('[data-testid=show-all]')?.click()");
    const lines = (await page.locator(`${LOG} li`).allTextContents()).map((l) => l.trim());
    const computer = lines.lastIndexOf('Turn of Computer 2');
    expect(computer).toBeGreaterThan(0);
    expect(lines.slice(computer + 1).some((l) => l.startsWith('Maze Event: '))).toBe(true);
    await settle(page, again, 90_000);
    await page.context().close();
  }, 240_000);

  it('phone: Tap, finger-sized places in a scrolling maze, no overflow', async () => {
    const page = await newPage(PHONE, 'en', 'off');
    await openTable(page);
    expect(await page.textContent('[data-testid=board-hint]')).toBe(en['play.boardHintTouch']);
    expect(await page.getAttribute(BOARD, 'aria-label')).toBe(en['play.boardHintTouch']);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // Play a few places: every highlighted place is at least 40 px a side.
    for (let i = 0; i < 3; i++) {
      const sizes = await page
        .locator(`${BOARD} .sm-target`)
        .evaluateAll((els) =>
          els.map((e) => Math.min(e.getBoundingClientRect().width, e.getBoundingClientRect().height)),
        );
      expect(sizes.length).toBeGreaterThan(0);
      for (const s of sizes) expect(s).toBeGreaterThanOrEqual(40);
      const before = await stateId(page);
      if (await playPlace(page, false))
        await page.locator('[data-testid=board-menu] [role=menuitem]').first().tap();
      await settle(page, before, 90_000);
    }
    expect(await smallControls(page, 'main button, main select')).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // "Whole maze" fits it to the screen.
    await page.tap('[data-testid=sm-zoom]');
    const width = await page.locator(BOARD).evaluate((e) => e.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(390);
    await snap(page, 'shifting-maze-play-en-phone-whole.png');
    await page.tap('[data-testid=sm-zoom]');
    await snap(page, 'shifting-maze-play-en-phone.png');
    await page.context().close();
  }, 240_000);

  it('hot-seat against the computer: its turn comes beat by beat too, then the person plays on', async () => {
    const page = await newPage(DESKTOP, 'en');
    await page.goto(`${env.server.url}/#/local/shifting-maze`);
    await page.selectOption('[data-testid=seat-1]', 'bot:normal');
    await page.click('[data-testid=start-local]');
    await page.waitForSelector(`${BOARD} .sm-target`);
    await page.getByRole('button', { name: 'End', exact: true }).click();
    await page.waitForSelector('[data-testid=show-all]');
    await page.waitForSelector('[data-testid=status].your-turn', { timeout: 90_000 });
    expect(await page.locator(`${LOG} li.turn-head`).allTextContents()).toEqual(
      expect.arrayContaining(['Turn of Computer 2', 'Turn of Player 1']),
    );
    expect(await page.locator(`${BOARD} .sm-target`).count()).toBeGreaterThan(0);
    await page.context().close();
  }, 120_000);

  it('phone: picking up names the object (a Battery Pack of N PP), in English, German and Russian', async () => {
    const page = await newPage(PHONE, 'en', 'off');
    // Every revealed cube holds a Battery Pack: one lies in the first cube Ada enters.
    await openTable(page, { batteryChance: '1' });
    const pickUp = page.locator('.action-buttons button[data-action*=pickUp]');
    for (let i = 0; i < 12 && (await pickUp.count()) === 0; i++) {
      const before = await stateId(page);
      if ((await page.getAttribute('[data-testid=sm-main-left]', 'data-left')) === '0')
        await page.getByRole('button', { name: 'End', exact: true }).click();
      else if (await playPlace(page, true)) {
        const items = page.locator('[data-testid=board-menu] [role=menuitem]');
        const move = items.filter({ hasText: /^Move/ });
        await ((await move.count()) ? move.first() : items.first()).tap();
      }
      await settle(page, before, 90_000);
    }
    const label = async () => ((await pickUp.first().textContent()) ?? '').trim();
    expect(await label()).toMatch(/^Pick up a Battery Pack \([1-5] PP\)$/);
    await snap(page, 'shifting-maze-pick-up-en-phone.png');
    await chooseLanguage(page, 'de');
    await expect.poll(label).toMatch(/^Nimm einen Batteriepack \([1-5] PP\)$/);
    await chooseLanguage(page, 'ru');
    await expect.poll(label).toMatch(/^Возьмите батарею \([1-5] PP\)$/);
    await snap(page, 'shifting-maze-pick-up-ru-phone.png');
    await page.context().close();
  }, 240_000);

  it.each(['de', 'ru'] as const)(
    '%s: the screen in that language, desktop and phone',
    async (locale) => {
      for (const [device, options] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const page = await newPage(options, locale, 'off');
        const computer = locale === 'de' ? /Spieler 2 \(Computer 2\)/ : /[Ии]грок[а-я]* 2 \(Компьютер 2\)/;
        // The table's seed is new each run, and Ada may go ten decisions with no place to play (the
        // entry cube closed towards her turn after turn): then the check is made at a new table.
        let reached = false;
        for (let table = 0; table < 3 && !reached; table++) {
          await openTable(page);
          // Play two places and end, so the log has moves, Defenders and a Maze Event to tell.
          for (let i = 0; i < 2; i++) {
            // A decision may offer no place to play (the revealed entry cube closed towards Ada, a
            // reaction); the buttons below end the turn then.
            if ((await page.locator(`${BOARD} .sm-target`).count()) === 0) break;
            const before = await stateId(page);
            if (await playPlace(page, false))
              await page.locator('[data-testid=board-menu] [role=menuitem]').first().click();
            await settle(page, before, 90_000);
          }
          const before = await stateId(page);
          await page.locator('.action-buttons button').last().click();
          await settle(page, before, 90_000);
          // (Until Ada has a place to play too: a reaction may offer none, and then no board hint.)
          reached = await reactUntil(
            page,
            async () =>
              computer.test(await shownWords(page, '.play', 'style, [translate="no"]')) &&
              (await page.locator('[data-testid=board-hint]').count()) > 0,
          );
        }
        expect(reached).toBe(true);
        const t = WORDS[locale];
        expect(await page.textContent('[data-testid=board-hint]')).toBe(
          t[device === 'phone' ? 'play.boardHintTouch' : 'play.boardHint'],
        );
        const words = await shownWords(page, '.play', 'style, [translate="no"]');
        expect(words).not.toMatch(MACHINE_PLACES);
        // The game's sentences name each player after the seat's number, in any case form.
        expect(words).toMatch(locale === 'de' ? /Spieler 1 \(Ada\)/ : /[Ии]грок[а-я]* 1 \(Ada\)/);
        expect(words).toMatch(computer);
        // (Ada is the player's own name.)
        if (locale === 'ru') expect(latinWords(words).filter((w) => w !== 'PP' && w !== 'Ada')).toEqual([]);
        else
          for (const english of [
            'Main actions',
            'Your move',
            'Defender',
            'Challenger',
            'Turn of',
            'What the marks',
          ])
            expect(words, english).not.toContain(english);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        await snap(page, `shifting-maze-play-${locale}-${device}.png`);
        await page.context().close();
      }
    },
    300_000,
  );
});
