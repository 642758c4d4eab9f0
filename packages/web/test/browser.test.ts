/**
 * The web client in a real browser against a real server: for every game
 * offered, create a table against the computer, play by clicking on the board,
 * reload mid-game and go on, play to the end, and open the replay. Also the
 * language switch, the rules page and hot-seat play. Screenshots of each board
 * go to test-artifacts/web/.
 *
 * Skips (with a message) only when Debian's Chromium is not installed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match, type MatchRecord } from '@daedalus/core';
import { gameIds, games } from '@daedalus/games';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  artifacts,
  CHROMIUM,
  ensureBuilt,
  freePort,
  hasChromium,
  launchBrowser,
  removeDir,
  startServer,
  type TestServer,
} from './harness.ts';

if (!hasChromium)
  console.warn(`[web browser tests] skipped: ${CHROMIUM} is not installed (apt-get install chromium).`);

/** Per game: a preset and option fields that keep a test game short (it must end within the budget). */
const FAST: Record<string, { preset?: string; fields?: Record<string, string> }> = {
  hunt: { preset: 'tiny' },
  'shifting-maze': { fields: { turnCap: '8' } },
  labyrinth: { fields: { nstop: '3' } },
};
/** Actions played before the reload, and the most played in one test. */
const BEFORE_RELOAD = 4;
const MAX_ACTIONS = 300;

const STATUS = '[data-testid=status]';

/** Waits until the viewer must act or the game is over; returns which. */
async function settle(page: Page, after: number, timeout = 20_000): Promise<'act' | 'over'> {
  // A string predicate: it runs in the page (this file is type-checked without DOM types).
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

/** A full-page screenshot for people to look at, once pieces have finished gliding. */
async function snap(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(artifacts, name), fullPage: true });
}

const stateId = async (page: Page): Promise<number> =>
  Number(await page.getAttribute('[data-state-id]', 'data-state-id'));

/** Plays one legal action by clicking: a highlighted board target if any, else an action button. */
async function clickOneAction(page: Page, turn: number): Promise<void> {
  // Prefer going somewhere (a start cell, a move, an investigation) so the game advances.
  const going = page.locator(
    ['start', 'move', 'investigate']
      .flatMap((k) => [
        `[data-testid=board] [data-action=${k}]:not(.blocked)`,
        `[data-testid=board] [data-kinds~=${k}]`,
      ])
      .join(', '),
  );
  const buttons = page.locator('.action-buttons button');
  const targets = page.locator('[data-testid=board] [data-action]:not(.blocked)');
  const g = await going.count();
  const b = await buttons.count();
  if (g > 0) await going.nth(turn % g).click();
  else if (b > 0) await buttons.nth(turn % b).click();
  else if ((await targets.count()) > 0) await targets.first().click();
  else await page.locator('.action-select button').click();
  // A place that offers several actions opens a menu: take the first.
  const menu = page.locator('[data-testid=board-menu] [role=menuitem]');
  if ((await menu.count()) > 0) await menu.first().click();
}

/**
 * Shifting Maze: stepping the replay onto a step that moved cubes animates them (a slide
 * if the game had one — its line glides and the cube pushed off fades — else a reveal).
 */
async function expectMazeAnimated(page: Page, record: MatchRecord): Promise<void> {
  let slide = -1;
  let reveal = -1;
  const replayed = Match.replay(games.get('shifting-maze')!, record, {
    // `step` is the step number (1 for the first action), as the replay viewer counts.
    onStep: (step, _match, result) => {
      const types = result.events.map((e) => e.type);
      if (slide < 0 && types.includes('maze/slid')) slide = step;
      if (reveal < 0 && types.includes('maze/revealed')) reveal = step;
    },
  });
  expect(replayed.ok).toBe(true);
  const at = slide > 0 ? slide : reveal;
  expect(at).toBeGreaterThan(0);
  // One step before it, then forward onto it.
  await page.locator('.replay-controls input[type=range]').fill(String(at - 1));
  await expect
    .poll(() => page.textContent('[data-testid=replay-step]'))
    .toMatch(new RegExp(`Step ${at - 1} of`));
  await page.click('[data-testid=replay-next]');
  await page.waitForSelector('[data-testid=board] .sm-move');
  if (slide > 0) {
    expect(await page.locator('[data-testid=board] .sm-move').count()).toBeGreaterThanOrEqual(10);
    await page.waitForSelector('[data-testid=board] .sm-ghost', { state: 'attached' });
  }
  await page.screenshot({ path: join(artifacts, 'shifting-maze-animated.png'), fullPage: true });
}

describe.skipIf(!hasChromium)('web client in Chromium', () => {
  let server: TestServer & { dataDir: string };
  let browser: Browser;

  beforeAll(async () => {
    ensureBuilt();
    server = await startServer();
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDir(server.dataDir);
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') console.error(`browser console: ${m.text()}`);
    });
    return page;
  }

  it('shows the games with their summaries and switches language (persisted)', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/#/`);
    for (const id of gameIds()) await page.waitForSelector(`.game-card[data-game="${id}"]`);
    await snap(page, 'home.png');
    await page.selectOption('[data-testid=language]', 'de');
    await expect.poll(() => page.textContent('header nav')).toContain('Spiele');
    await page.reload();
    await expect.poll(() => page.textContent('header nav')).toContain('Spiele');
    await page.selectOption('[data-testid=language]', 'ru');
    await expect.poll(() => page.textContent('h1')).toContain('Выберите игру');
    await page.selectOption('[data-testid=language]', 'en');
    await page.goto(`${server.url}/#/rules/${gameIds()[0]}`);
    await page.waitForSelector('#rules-heading');
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${server.url}/#/`);
    await page.waitForSelector('.game-card');
    const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await snap(page, 'home-phone.png');
    await page.context().close();
  });

  for (const id of gameIds()) {
    it(`${id}: create a table against the computer, play by clicking, reload, finish, replay`, async () => {
      const page = await newPage();
      await page.goto(`${server.url}/#/lobby/${id}`);
      await page.waitForSelector('[data-testid=create-table]');
      const preset = FAST[id]?.preset;
      if (preset) await page.selectOption('#setup-preset', preset);
      for (const [field, value] of Object.entries(FAST[id]?.fields ?? {}))
        await page.fill(`#opt-${field}`, value);
      await page.fill('#your-name', 'Ada');
      await page.click('[data-testid=create-table]');
      await page.waitForSelector('[data-testid=board]', { timeout: 20_000 }).catch(async (e: Error) => {
        await snap(page, `${id}-failed.png`);
        throw e;
      });
      expect(page.url()).toMatch(/#\/table\//);
      const tableId = decodeURIComponent(page.url().split('#/table/')[1]?.split('?')[0] ?? '');

      // The table appears, live, in another visitor's lobby.
      const visitor = await newPage();
      await visitor.goto(`${server.url}/#/lobby`);
      await visitor.waitForSelector(`[data-testid=open-tables] [data-table="${tableId}"]`);
      await visitor.context().close();

      let phase = await settle(page, 0);
      let played = 0;
      const play = async () => {
        const before = await stateId(page);
        await clickOneAction(page, played++);
        phase = await settle(page, before);
      };
      while (phase === 'act' && played < BEFORE_RELOAD) await play();
      await snap(page, `${id}-playing.png`);

      // A reload takes the seat back with the stored token and keeps the announcements.
      const logBefore = await page.locator('[data-testid=log] li').count();
      expect(logBefore).toBeGreaterThan(0);
      await page.reload();
      await page.waitForSelector('[data-testid=board]');
      await expect.poll(() => page.locator('[data-testid=log] li').count()).toBeGreaterThanOrEqual(logBefore);
      if (phase === 'act') await page.waitForSelector(`${STATUS}.your-turn`);

      // Labyrinth: the private sketch survives the reload (it lives in this browser only).
      if (id === 'labyrinth' && phase === 'act') {
        await page.click('[data-testid=mode-sketch]');
        await page.locator('.lab-hit').first().click();
        await expect.poll(() => page.locator('.lab-mark').count()).toBe(1);
        await page.reload();
        await page.waitForSelector('[data-testid=board]');
        await page.click('[data-testid=mode-sketch]');
        await expect.poll(() => page.locator('.lab-mark').count()).toBe(1);
        await page.click('[data-testid=mode-play]');
      }

      // Labyrinth: a German player reads the moves in German and types one in German.
      if (id === 'labyrinth' && phase === 'act') {
        await page.selectOption('[data-testid=language]', 'de');
        await expect
          .poll(() => page.locator('.action-buttons button').allTextContents())
          .toContain('Geh nach oben');
        const before = await stateId(page);
        await page.fill('[data-testid=typed-move]', 'geh nach oben');
        await page.keyboard.press('Enter');
        phase = await settle(page, before);
        played++;
        await page.selectOption('[data-testid=language]', 'en');
      }

      // The play screen fits a phone.
      await page.setViewportSize({ width: 390, height: 844 });
      expect(
        await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'),
      ).toBeLessThanOrEqual(0);
      await snap(page, `${id}-phone.png`);
      await page.setViewportSize({ width: 1200, height: 900 });

      while (phase === 'act' && played < MAX_ACTIONS) await play();
      await snap(page, `${id}-end.png`);
      expect(played).toBeGreaterThanOrEqual(BEFORE_RELOAD);

      expect(phase, `${id} did not end within ${MAX_ACTIONS} actions`).toBe('over');
      await page.click('[data-testid=replay-link]');
      await page.waitForSelector('[data-testid=replay-step]');
      await page.click('[data-testid=replay-last]');
      await expect.poll(() => page.textContent('[data-testid=replay-step]')).toMatch(/Step (\d+) of \1/);
      await snap(page, `${id}-replay.png`);

      // The record downloads as JSON that replays.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.click('[data-testid=download]'),
      ]);
      const file = await download.path();
      const record = JSON.parse(readFileSync(file, 'utf8')) as {
        format: string;
        game: string;
        actions: unknown[];
      };
      expect(record.format).toBe('daedalus/match@1');
      expect(record.game).toBe(id);
      expect(record.actions.length).toBeGreaterThan(0);
      if (id === 'shifting-maze') await expectMazeAnimated(page, record as unknown as MatchRecord);
      await page.context().close();
    }, 240_000);
  }

  it('a private table: the invite link lets a second person take the other seat; both play', async () => {
    const host = await newPage();
    await host.goto(`${server.url}/#/lobby/hunt`);
    await host.selectOption('#setup-preset', 'tiny');
    await host.selectOption('[data-testid=seat-1]', 'human');
    await host.check('[data-testid=private]');
    await host.fill('#your-name', 'Ada');
    await host.click('[data-testid=create-table]');
    const invite = await host.locator('[data-testid=invite]').inputValue();
    expect(invite).toMatch(/#\/table\/.+\?invite=/);
    await snap(host, 'private-waiting.png');

    const guest = await newPage();
    await guest.goto(invite.replace(/^https?:\/\/[^/]+/, server.url));
    await guest.fill('[data-testid=claim] input', 'Bob');
    await guest.click('[data-testid=claim] button');
    // Both choose a start cell at once, in secret.
    for (const page of [host, guest]) {
      await page.waitForSelector('[data-testid=board] [data-action=start]');
      await page.locator('[data-testid=board] [data-action=start]').first().click();
    }
    await host.waitForSelector(`${STATUS}.your-turn`);
    const before = await stateId(guest);
    await clickOneAction(host, 0);
    await guest.waitForFunction(
      `Number(document.querySelector('[data-state-id]').getAttribute('data-state-id')) > ${before}`,
    );
    await guest.waitForSelector(`${STATUS}.your-turn`);

    // A third person with the link watches: the board, no seat, no actions.
    const watcher = await newPage();
    await watcher.goto(invite.replace(/^https?:\/\/[^/]+/, server.url));
    await watcher.waitForSelector('[data-testid=board]');
    expect(await watcher.locator('.actions').count()).toBe(0);
    expect(await watcher.locator('[data-testid=board] [data-action]').count()).toBe(0);
    await snap(watcher, 'hunt-spectator.png');
    await watcher.context().close();
    await host.context().close();
    await guest.context().close();
  });

  it('a dropped connection: the client reconnects by itself when the server is back, and play goes on', async () => {
    const port = await freePort();
    let own = await startServer({ port });
    const page = await newPage();
    try {
      await page.goto(`${own.url}/#/lobby/hunt`);
      await page.fill('#your-name', 'Ada');
      await page.click('[data-testid=create-table]');
      await page.waitForSelector('[data-testid=board]');
      let phase = await settle(page, 0);
      for (let i = 0; i < 2 && phase === 'act'; i++) {
        const before = await stateId(page);
        await clickOneAction(page, i);
        phase = await settle(page, before);
      }
      const seen = await stateId(page);
      await own.stop();
      await page.waitForSelector('[data-testid=reconnecting]');
      own = await startServer({ port, dataDir: own.dataDir });
      await page.waitForSelector('[data-testid=reconnecting]', { state: 'detached', timeout: 30_000 });
      expect(await stateId(page)).toBeGreaterThanOrEqual(seen);
      if (phase === 'act') {
        await page.waitForSelector(`${STATUS}.your-turn`);
        const before = await stateId(page);
        await clickOneAction(page, 3);
        await settle(page, before);
      }
    } finally {
      await page.context().close();
      await own.stop();
      removeDir(own.dataDir);
    }
  }, 120_000);

  it('keyboard only: choose the start cell and move with the arrow keys (hot-seat against the computer)', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/#/local/hunt`);
    await page.click('[data-testid=start-local]');
    await page.focus('[data-testid=board]');
    const announcements = () => page.locator('[data-testid=log] li').count();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${STATUS}.your-turn`);
    for (let turn = 0; turn < 3; turn++) {
      if ((await page.getAttribute(STATUS, 'data-over')) === 'true') break;
      // An arrow that names a legal direction now (all four to move; only open ones to dodge).
      const legal = await page
        .locator('.action-buttons button')
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-action') ?? ''));
      const dir = legal.map((a) => /"dir":"(\w+)"/.exec(a)?.[1]).find(Boolean);
      const key = dir ? `Arrow${dir.charAt(0).toUpperCase()}${dir.slice(1)}` : 'Enter';
      const before = await announcements();
      await page.focus('[data-testid=board]');
      await page.keyboard.press(key);
      await expect.poll(announcements).toBeGreaterThan(before);
      await page.waitForSelector(`${STATUS}.your-turn, ${STATUS}[data-over=true]`);
    }
    // A move typed in words (the game's text.parseAction).
    if ((await page.getAttribute(STATUS, 'data-over')) !== 'true') {
      await page.waitForSelector(`${STATUS}.your-turn`);
      const before = await announcements();
      const offered = await page
        .locator('.action-buttons button')
        .evaluateAll((b) => b.map((x) => x.textContent));
      await page.fill('[data-testid=typed-move]', offered.includes('stay') ? 'stay' : 'search');
      await page.keyboard.press('Enter');
      await expect.poll(announcements).toBeGreaterThan(before);
    }
    await snap(page, 'hunt-keyboard.png');

    // A reload offers to continue the game in progress, with everything said so far.
    const said = await announcements();
    await page.reload();
    await page.click('[data-testid=resume-local]');
    await page.waitForSelector('[data-testid=board]');
    await expect.poll(announcements).toBeGreaterThanOrEqual(said);
    await page.context().close();
  });

  it('hot-seat: two people at one screen get a privacy screen between turns', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/#/local/hunt`);
    await page.selectOption('[data-testid=seat-1]', 'human');
    await page.click('[data-testid=start-local]');
    await page.waitForSelector('[data-testid=board]');
    // Both choose a start cell (nothing secret yet), then player 1, who now knows where
    // they stand, gets the screen only after the privacy screen.
    await page.locator('[data-testid=board] [data-action=start]').first().click();
    await expect.poll(() => page.textContent('.players li.current')).toContain('2');
    await page.locator('[data-testid=board] [data-action=start]').last().click();
    await page.waitForSelector('[data-testid=privacy]').catch(async (e: Error) => {
      await snap(page, 'hotseat-failed.png');
      throw e;
    });
    await snap(page, 'hotseat-privacy.png');
    await page.click('[data-testid=privacy] button');
    await page.waitForSelector(`${STATUS}.your-turn`);
    await page.waitForSelector('[data-testid=board] [data-action=move]');
    await page.context().close();
  });
});
