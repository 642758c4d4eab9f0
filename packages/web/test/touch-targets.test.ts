/**
 * Fingers on a phone (390 × 844, touch): every control of the forms and settings is at least
 * 44 × 44 px where a finger hits it — its own box, or for a checkbox the label around it — and
 * that area is really its own (nothing laid over it). Looked at: the lobby's and the hot-seat
 * setup of each game with all their options open (the Labyrinth's yes/no options and its lists
 * of choices, the Slug Labyrinth's "Hide the slugs' paths"; numbers, the table's settings), the
 * lobby's open tables, a table waiting for a player (from the seated player's side and from a
 * newcomer's), the settings beside a game (the sound switch, the pace of others' moves), and the
 * header's links and language; and the lobby on a phone held sideways. Screenshots go to test-artifacts/web/touch-*.png.
 *
 * Skips (with a message) only when Debian's Chromium is not installed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, hasChromium } from './harness.ts';
import { PHONE, serverAndBrowser, smallHitAreas, snap } from './page-checks.ts';

if (!hasChromium)
  console.warn(`[touch targets test] skipped: ${CHROMIUM} is not installed (apt-get install chromium).`);

const GAMES = ['labyrinth', 'shifting-maze', 'space-maze', 'slugs', 'temple'] as const;
/** The page's controls, the header's (links, language) with them; a board's own are its tests'. */
const CONTROLS = [
  'header a[href]',
  'header select',
  'main input',
  'main select',
  'main textarea',
  'main button',
  'main summary',
  'main a[href]',
]
  .map((c) => `${c}:not([data-testid=board] *)`)
  .join(', ');

describe.skipIf(!hasChromium)('touch targets on a phone in Chromium', () => {
  const env = serverAndBrowser();

  async function phone(locale = 'en', screen = PHONE): Promise<Page> {
    const context = await env.browser.newContext(screen);
    await context.addInitScript(
      `localStorage.setItem('daedalus.locale', '${locale}'); localStorage.setItem('daedalus.pace', 'off');`,
    );
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    return page;
  }

  /** Opens every folded part of the page (all options, options as JSON…). */
  async function unfold(page: Page): Promise<void> {
    for (let i = 0; i < 10; i++) {
      const closed = page.locator('main details:not([open]) > summary');
      if ((await closed.count()) === 0) return;
      await closed.first().click();
    }
  }

  it("the lobby's and the hot-seat forms of every game, all options open (English and Russian)", async () => {
    for (const locale of ['en', 'ru']) {
      const page = await phone(locale);
      for (const game of GAMES)
        for (const kind of ['lobby', 'local']) {
          await page.goto(`${env.server.url}/#/${kind}/${game}`);
          await page.waitForSelector(
            kind === 'lobby' ? '[data-testid=create-table]' : '[data-testid=start-local]',
          );
          await unfold(page);
          expect(await smallHitAreas(page, CONTROLS), `${locale} ${kind} ${game}`).toEqual([]);
          if (locale === 'en' && kind === 'lobby' && (game === 'labyrinth' || game === 'slugs'))
            await snap(page, `touch-lobby-${game}.png`, 200);
        }
      await page.context().close();
    }
  });

  it('a phone held sideways (844 px wide, wider than the phone layout): the forms are for fingers still', async () => {
    const page = await phone('en', { ...PHONE, viewport: { width: 844, height: 390 } });
    for (const game of ['labyrinth', 'slugs']) {
      await page.goto(`${env.server.url}/#/lobby/${game}`);
      await page.waitForSelector('[data-testid=create-table]');
      await unfold(page);
      expect(await smallHitAreas(page, CONTROLS), game).toEqual([]);
    }
    await snap(page, 'touch-lobby-slugs-sideways.png', 200);
    await page.context().close();
  });

  it('a table waiting for a player: from the seated player, from the lobby and from a newcomer', async () => {
    const host = await phone();
    await host.goto(`${env.server.url}/#/lobby/temple`);
    await host.waitForSelector('[data-testid=create-table]');
    await host.selectOption('[data-testid=seat-1]', 'human');
    await host.fill('#your-name', 'Ada');
    await host.click('[data-testid=create-table]');
    await host.waitForSelector('[data-testid=waiting]');
    expect(await smallHitAreas(host, CONTROLS), 'seated').toEqual([]);
    await snap(host, 'touch-table-waiting.png', 200);

    const guest = await phone();
    await guest.goto(`${env.server.url}/#/lobby/temple`);
    await guest.waitForSelector('[data-testid=open-tables] li');
    expect(await smallHitAreas(guest, CONTROLS), 'lobby').toEqual([]);
    await snap(guest, 'touch-lobby-open-tables.png', 200);
    await guest.goto(host.url());
    await guest.waitForSelector('[data-testid=claim]');
    expect(await smallHitAreas(guest, CONTROLS), 'newcomer').toEqual([]);
    await host.context().close();
    await guest.context().close();
  });

  it("the settings beside a game: the sound switch, the pace of others' moves, what may be typed", async () => {
    const page = await phone();
    await page.goto(`${env.server.url}/#/local/space-maze`);
    await page.waitForSelector('[data-testid=start-local]');
    await page.click('[data-testid=start-local]');
    await page.waitForSelector('[data-testid=status].your-turn');
    await page.waitForSelector('[data-testid=sound]');
    expect(await smallHitAreas(page, CONTROLS)).toEqual([]);
    await page.context().close();
  });
});
