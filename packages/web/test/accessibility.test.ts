/**
 * Keyboard and screen-reader play in Chromium against a real server, as a player meets it who
 * uses no mouse or listens to the page: the focus is never dropped to the page's `<body>` —
 * not when "Start the game" gives way to the game (it goes to the status line, which reads out
 * whose turn it is), not when a board's target is played (it stays on the board, whose keys
 * work there), not when an action button goes with the turn (to the actions section's first
 * control while the section is there: its typed move), not when the
 * privacy screen of a game at one screen is passed (to the status line); a place on a board with
 * several actions opens its menu with the focus on its first entry, and Escape closes it and
 * gives the focus back to the place (Shifting Maze's menu, the Temple's, as they differ); at a
 * table waiting for its players, the announcements and the chat are live regions before their
 * first line (one that comes with its first line is not read out), and a chat line typed and
 * sent by keyboard arrives in the region that was there; a replay reads out each step's events
 * as they come, and its Next or Last button, disabled at the last step, hands the focus to Play;
 * a board's column letters and row numbers, for the eye, are not read out as a string of
 * letters and numbers before its places (which say their names); the Slug Labyrinth's bases and
 * slugs are pictures with names ("Base A of player 1 at a9", "Slug 1 (a) at a1: …"), not their
 * letters, and Space Maze's dice carry their captions in their names ("Die: Diagonal Twist, Player
 * 3 (green 4)"), in English, German and Russian; a board made bigger (the Temple,
 * the Slug Labyrinth's map), in its scrolling box, shows its focus ring inside the box.
 *
 * Skips (with a message) only when Debian's Chromium is not installed.
 */
import { playBots } from '@daedalus/bots';
import { games } from '@daedalus/games';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, hasChromium } from './harness.ts';
import { DESKTOP, openRecordFile, serverAndBrowser } from './page-checks.ts';
import { openSaved, spaceMazeDrafting } from './saved-games.ts';

if (!hasChromium)
  console.warn(`[accessibility test] skipped: ${CHROMIUM} is not installed (apt-get install chromium).`);

const STATUS = '[data-testid=status]';

/** What holds the focus: `body`, `status`, `board` (a board itself) or the element's tag and class. */
const focusIsOn = (page: Page): Promise<string> =>
  page.evaluate(`(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    if (el.matches('${STATUS}')) return 'status';
    if (el.matches('[role=menuitem]')) return 'menuitem';
    if (el.matches('.board-wrap [role=application]')) return 'board';
    if (el.closest('.play-side .actions')) return 'actions: ' + (el.getAttribute('data-testid') ?? el.tagName.toLowerCase());
    return el.tagName.toLowerCase() + '.' + (el.getAttribute('class') ?? '');
  })()`) as Promise<string>;

describe.skipIf(!hasChromium)('keyboard and screen-reader play in Chromium', () => {
  const env = serverAndBrowser();

  async function newPage(locale = 'en'): Promise<Page> {
    const context = await env.browser.newContext(DESKTOP);
    await context.addInitScript(`localStorage.setItem('daedalus.locale', '${locale}');`);
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    return page;
  }

  /** The hot-seat form of `game`, its seat 2 `seat2`, started from the keyboard. */
  async function startLocal(page: Page, game: string, seat2?: string): Promise<void> {
    await page.goto(`${env.server.url}/#/local/${game}`);
    await page.waitForSelector('[data-testid=start-local]');
    if (seat2) await page.selectOption('[data-testid=seat-1]', seat2);
    await page.focus('[data-testid=start-local]');
    await page.keyboard.press('Enter');
    await page.waitForSelector(STATUS);
  }

  it('the focus is never dropped: starting, playing on the board, an action button, the privacy screen', async () => {
    const page = await newPage();
    // The same games every run (hot-seat draws its seed with crypto.getRandomValues): the steps
    // below need a place with one action and one with several. (With some seeds the focus was
    // found on the board, not in the actions section, while the computer's turn after "End"
    // was shown: kept, not dropped, but not where this test looks for it.)
    await page.addInitScript(
      `crypto.getRandomValues = (a) => { a.forEach((_, i) => { a[i] = 7919 * (i + 1); }); return a; };`,
    );
    // Shifting Maze against the computer: the form gives way to the game, read from its status.
    await startLocal(page, 'shifting-maze');
    await expect.poll(() => focusIsOn(page)).toBe('status');
    await page.waitForSelector(`${STATUS}.your-turn`, { timeout: 60_000 });
    // A place with one action (investigate), played by Enter: the focus stays on the board.
    await page.focus('.sm-target[data-kinds=investigate]');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${STATUS}.your-turn`, { timeout: 60_000 });
    await expect.poll(() => focusIsOn(page)).not.toBe('body');
    expect(await page.evaluate(`document.activeElement.closest('.board-wrap') !== null`)).toBe(true);
    // A place with several actions: its menu takes the focus; Escape gives it back.
    await menuByKeyboard(page, '.sm-target[aria-label*=","]');
    // "End" goes with the turn, the actions section stays (its typed move): the focus stays in
    // the section, on its first control (it went to the status line, far from where it was).
    await page.focus(`[data-action*='"type":"end"']`);
    await page.keyboard.press('Enter');
    await expect.poll(() => focusIsOn(page)).toBe('actions: typed-move');

    // The Labyrinth between two people at one screen: the privacy screen takes the focus, and
    // gives it to the game after.
    await startLocal(page, 'labyrinth', 'human');
    await page.waitForSelector(`${STATUS}.your-turn`, { timeout: 60_000 });
    await page.focus('.lab-target');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=privacy]');
    await expect.poll(() => focusIsOn(page)).toBe('button.primary');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${STATUS}.your-turn`);
    await expect.poll(() => focusIsOn(page)).toBe('status');
    await page.context().close();
  });

  /** Opens the menu of the place `target` by Enter, then closes it by Escape. */
  async function menuByKeyboard(page: Page, target: string): Promise<void> {
    const place = page.locator(target).first();
    await place.focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=board-menu]');
    await expect.poll(() => focusIsOn(page)).toBe('menuitem');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=board-menu]', { state: 'detached' });
    await expect.poll(() => place.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
  }

  it('a waiting table: the announcements and the chat are read out from their first line', async () => {
    const page = await newPage();
    await page.goto(`${env.server.url}/#/lobby/slugs`);
    await page.waitForSelector('[data-testid=create-table]');
    await page.fill('#your-name', 'Ada');
    await page.selectOption('[data-testid=seat-1]', 'human');
    await page.focus('[data-testid=create-table]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=chat-input]');
    // Nothing said yet, nothing happened yet: each region is there already, marked to be known again.
    const regions =
      await page.evaluate(`[...document.querySelectorAll('.play-side [aria-live=polite]')].map((el, i) => {
      el.dataset.region = String(i);
      return el.closest('section')?.querySelector('h2')?.textContent + ': ' + el.textContent;
    })`);
    expect(regions).toEqual([
      'Announcements: Nothing has happened yet.',
      'Chat: Nobody has said anything yet.',
    ]);
    await page.focus('[data-testid=chat-input]');
    await page.keyboard.type('Hello');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-region] .chat-lines li');
    expect(await page.textContent('[data-region] .chat-lines')).toContain('Hello');
    await page.context().close();
  });

  it("the Temple's menu of a place is played from the keyboard", async () => {
    const page = await newPage();
    await startLocal(page, 'temple');
    await page.waitForSelector(`${STATUS}.your-turn`, { timeout: 60_000 });
    await page.focus('.tb-place-field');
    await page.keyboard.press('Enter');
    // The first rhombus is laid at two fields: a menu asks which way round.
    await page.waitForSelector('.tb-lay', { timeout: 60_000 });
    await menuByKeyboard(page, '.tb-lay');
    await page.context().close();
  });

  it('a replay: its announcements are read out step by step, and the end of the steps keeps the focus', async () => {
    const played = playBots(games.get('labyrinth')!, {
      players: 2,
      seed: 'escape:3',
      levels: ['normal', 'normal'],
      preset: 'standard',
    });
    if (!played.ok) throw new Error(played.error.message);
    const page = await newPage();
    await openRecordFile(page, env.server.url, played.value.record);
    expect(await page.getAttribute('[data-testid=log]', 'aria-live')).toBe('polite');
    await page.focus('[data-testid=replay-next]');
    await page.keyboard.press('Enter');
    await page.focus('[data-testid=replay-last]');
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page.evaluate(
          `document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName`,
        ),
      )
      .toBe('replay-play');
    await page.context().close();
  });

  it.each(['shifting-maze', 'temple', 'slugs'])(
    '%s: the board reads out its places, not its column letters and row numbers',
    async (game) => {
      const page = await newPage();
      await startLocal(page, game);
      await page.waitForSelector(`${STATUS}.your-turn`, { timeout: 60_000 });
      const board = await page.locator('.board-wrap [role=application]').ariaSnapshot();
      // ("a a b b c c …", "1 2 3 4 5 …": five or more single letters or numbers in a row.)
      expect(board).not.toMatch(/text: "?(?:[a-z]|\d+)(?: (?:[a-z]|\d+)){4}/i);
      await page.context().close();
    },
  );

  it.each([
    ['en', /^Base A of player 1 at [a-z]\d+$/, /^Slug \d+ \(a\) at [a-z]\d+: /],
    ['de', /^Basis A von Spieler 1 auf [a-z]\d+$/, /^Schnecke \d+ \(a\) auf [a-z]\d+: /],
  ])(
    "the Slug Labyrinth's map (%s): a base and a slug are pictures named in the player's words, not letters read out",
    async (locale, base, slug) => {
      const page = await newPage(locale);
      await startLocal(page, 'slugs');
      await page.waitForSelector(`${STATUS}.your-turn`, { timeout: 60_000 });
      const map = page.locator('.board-wrap [role=application]');
      expect(await map.getByRole('img', { name: base }).count()).toBe(1);
      expect(await map.getByRole('img', { name: slug }).count()).toBeGreaterThan(0);
      // Nothing on the map is read out as loose text ("B A a ? b ?" was: the marks' letters),
      // nor after a picture's name.
      const read = await map.ariaSnapshot();
      expect(read).not.toMatch(/^\s*- text:/m);
      expect(read).not.toMatch(/img "[^"]*"'?: /);
      await page.context().close();
    },
  );

  it.each([
    ['en', /^Die: Diagonal Twist, Player \d \((green|purple|orange) \d\)$/, /^Die: power \(/],
    ['de', /^Würfel: Diagonaldrehung, Spieler \d \((grün|lila|orange) \d\)$/, /^Würfel: Kraft \(/],
    ['ru', /^Кубик: Диагональный поворот, Игрок \d \(/, /^Кубик: сила \(/],
  ])(
    "Space Maze's dice tray (%s): each die is named with its caption, which is not read out again as loose text",
    async (locale, taken, free) => {
      const page = await newPage(locale);
      await openSaved(page, env.server.url, spaceMazeDrafting());
      await page.waitForSelector('[data-testid=smz-dice] button[data-action=take]');
      const dice = page.locator('[data-testid=smz-dice]');
      expect(await dice.getByRole('img', { name: taken }).count()).toBe(1);
      expect(await dice.getByRole('button', { name: free }).count()).toBeGreaterThan(0);
      expect(await dice.ariaSnapshot()).not.toMatch(/^\s*- text:/m);
      await page.context().close();
    },
  );

  it.each([
    ['temple', '.tb-zoom'],
    ['slugs', '.sb-zoom'],
  ])(
    '%s made bigger: the focus ring of the board is not cut off by its scrolling box',
    async (game, zoom) => {
      const page = await newPage();
      await startLocal(page, game);
      await page.waitForSelector(`${STATUS}.your-turn`, { timeout: 60_000 });
      await page.focus(zoom);
      await page.keyboard.press('Enter');
      // Where the focus goes from the board's parts once they are played (the keyboard was used).
      await page.locator('.board-wrap [role=application]').focus();
      // The ring's top left corner, inside the box's (the box scrolls to the right and down).
      const outside = await page.evaluate(`(() => {
      const board = document.activeElement;
      const style = getComputedStyle(board);
      const ring = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
      const r = board.getBoundingClientRect();
      const box = board.parentElement.getBoundingClientRect();
      return [box.left - (r.left - ring), box.top - (r.top - ring)].filter((d) => d > 0.5);
    })()`);
      expect(outside).toEqual([]);
      await page.context().close();
    },
  );
});
