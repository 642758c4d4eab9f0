/**
 * The Space Maze board in Chromium against a real server. A table against two computer players
 * (normal and easy) is created in the lobby (the taster preset — the 3 × 3 maze, five rounds at
 * most — with three relic tokens to win) and played to the end by clicking the board only: dice
 * drafted from the tray, cards picked from the hand and played on their lit tiles (a turned or
 * swapped tile is seen to glide into place), aliens walked step by step onto lit places (once by
 * keyboard), the relic taken when it is in reach, cards discarded when the hand is too big (the
 * hint beside the board saying in each step what the board's own says). Along
 * the way the board is looked at on a phone (no overflow, fingertip-sized controls) and in German
 * and Russian (no English words). A second table opens the full 5 × 5 maze with four players,
 * where aliens are seen gliding out of their UFO onto one tile (and, with reduced motion asked
 * for, standing only where aliens rest). Screenshots go to test-artifacts/web/space-maze-*.png.
 *
 * Skips (with a message) only when Debian's Chromium is not installed.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { de } from '../app/i18n/de.ts';
import { en } from '../app/i18n/en.ts';
import {
  CHROMIUM,
  ensureBuilt,
  hasChromium,
  launchBrowser,
  removeDir,
  startServer,
  type TestServer,
} from './harness.ts';
import {
  brokenLines,
  chooseLanguage,
  latinWords,
  overflow,
  settle,
  shownWords,
  smallControls,
  snap,
  stateId,
} from './page-checks.ts';

if (!hasChromium)
  console.warn(`[space maze board test] skipped: ${CHROMIUM} is not installed (apt-get install chromium).`);

const STATUS = '[data-testid=status]';
const BOARD = '[data-testid=board]';
const MAZE = '[data-testid=smz-maze]';
/** The most actions the viewer plays before the game must be over (five short rounds take far fewer). */
const ACTION_BOUND = 400;

const stage = (page: Page) => page.getAttribute(BOARD, 'data-stage');

const CONTROLS = 'main button, main select, main input, main summary';

/** In the page: from now on, records the values of the `transform` attribute of `sel` (window.__seen). */
const WATCH = (sel: string) => `(() => {
  const el = document.querySelector(${JSON.stringify(sel)});
  window.__watch?.disconnect();
  window.__seen = [];
  window.__watch = new MutationObserver((ms) => {
    window.__seen.push(el.getAttribute('transform'));
  });
  window.__watch.observe(el, { attributes: true, attributeFilter: ['transform'] });
})()`;
const seen = (page: Page) => page.evaluate<(string | null)[]>('window.__seen');

/**
 * Whether recorded transforms went the whole way gradually: one of them is between a quarter and
 * three quarters of the way from the first to the last (by the distance of all their numbers). A
 * jump, or a glide cut short and ended in a jump, has none.
 */
function glidedMidway(transforms: readonly (string | null)[]): boolean {
  const nums = (t: string | null) => (t?.match(/-?[\d.]+/g) ?? []).map(Number);
  const first = nums(transforms[0] ?? null);
  const last = nums(transforms.at(-1) ?? null);
  const far = (v: number[]) => v.reduce((sum, x, i) => sum + Math.abs(x - (last[i] ?? 0)), 0);
  const whole = far(first);
  return (
    whole > 0 &&
    transforms.some((t) => {
      const d = far(nums(t));
      return d > 0.25 * whole && d < 0.75 * whole;
    })
  );
}

/**
 * In the page: from now on, records where the alien `key` is drawn (window.__at): its transform
 * when it appears on the maze and at every change.
 */
const WATCH_ALIEN = (key: string) => `(() => {
  const layer = document.querySelector('${MAZE} .smz-aliens');
  window.__watch?.disconnect();
  window.__at = [];
  const mine = (n) => n.nodeType === 1 && n.getAttribute('data-alien') === ${JSON.stringify(key)};
  window.__watch = new MutationObserver((ms) => {
    for (const m of ms) {
      if (m.type === 'attributes' && mine(m.target)) window.__at.push(m.target.getAttribute('transform'));
      if (m.type === 'childList')
        for (const n of m.addedNodes) if (mine(n)) window.__at.push(n.getAttribute('transform'));
    }
  });
  window.__watch.observe(layer, { subtree: true, childList: true, attributes: true, attributeFilter: ['transform'] });
})()`;
const alienPlaces = (page: Page) => page.evaluate<(string | null)[]>('window.__at');

/**
 * Whether an alien's transform puts it where an alien rests: a corner spot of a tile (tiles are
 * 100 units, the spots 21 units from the centre both ways), not somewhere along a walk.
 */
function atRest(transform: string | null): boolean {
  const m = /translate\(([-\d.]+)[ ,]+([-\d.]+)\)/.exec(transform ?? '');
  if (!m) return false;
  const off = (v: number) => Math.abs(Math.abs((((v % 100) + 100) % 100) - 50) - 21) < 0.01;
  return off(Number(m[1])) && off(Number(m[2]));
}

/** What the game did with the viewer's clicks, for the checks at the end. */
interface Played {
  taken: number;
  cards: string[];
  steps: number;
  keyboardStep: boolean;
  discards: number;
  animated: boolean;
}

it('tells a glide from a jump and from a glide cut short (what computer players used to do to it)', () => {
  const turn = (deg: number) => `translate(50 50)${deg ? ` rotate(${deg})` : ''}`;
  expect(glidedMidway([-90, -80, -45, -10, 0].map(turn))).toBe(true);
  // Seen before the frame held the viewer's step: a few frames, then the end at once.
  expect(glidedMidway([-90, -89.9999, -89.998, -89.99, 0].map(turn))).toBe(false);
  expect(glidedMidway(['translate(150 150)'])).toBe(false);
  expect(glidedMidway(['translate(50 50)', 'translate(50 100)', 'translate(50 150)'])).toBe(true);
});

describe.skipIf(!hasChromium)('Space Maze board in Chromium', () => {
  let server: TestServer & { dataDir: string };
  let browser: Browser;

  beforeAll(async () => {
    ensureBuilt();
    server = await startServer();
    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDir(server.dataDir);
  });

  /** Creates a table in the lobby: a preset, options changed, Ada in the first seat and computer players of these levels. */
  async function openTable(
    page: Page,
    preset: string,
    levels: readonly string[],
    options: Readonly<Record<string, string>> = {},
  ): Promise<void> {
    await page.goto(`${server.url}/#/lobby/space-maze`);
    await page.waitForSelector('[data-testid=create-table]');
    await page.selectOption('#setup-preset', preset);
    for (const [field, value] of Object.entries(options)) await page.fill(`#opt-${field}`, value);
    for (const [i, level] of levels.entries()) {
      if (i > 0) await page.getByRole('button', { name: en['lobby.addSeat'] }).click();
      await page.selectOption(`[data-testid=seat-${i + 1}]`, `bot:${level}`);
    }
    await page.fill('#your-name', 'Ada');
    await page.click('[data-testid=create-table]');
    await page.waitForSelector(MAZE, { timeout: 30_000 });
    await settle(page, 0);
  }

  /** Drafts a die from the tray: a power die (the strongest) until a card was played, then a move die first. */
  async function take(page: Page, played: Played): Promise<void> {
    const dice = page.locator(`${BOARD} [data-testid=smz-dice] button[data-action=take]`);
    const count = await dice.count();
    expect(count).toBeGreaterThan(0);
    const codes = await dice.evaluateAll((els) => els.map((e) => e.getAttribute('data-die') ?? ''));
    const power = codes.map((c, i) => ({ c, i })).filter(({ c }) => /^[gpo][1-6]$/.test(c));
    const move = codes.map((c, i) => ({ c, i })).filter(({ c }) => !/^[gpo][1-6]$/.test(c));
    const strongest = power.sort((a, b) => Number(b.c.slice(1)) - Number(a.c.slice(1)))[0];
    const pick = played.cards.length === 0 ? (strongest ?? move[0]) : (move[0] ?? strongest);
    await dice.nth(pick!.i).click();
    played.taken++;
  }

  /** Uses the power die: a card with lit tiles if the die powers one (its targets clicked), else unused. */
  async function playPower(
    page: Page,
    played: Played,
    shots: { card: boolean; menu: boolean },
  ): Promise<void> {
    const cards = page.locator(`${BOARD} [data-testid=smz-hand] button.smz-card:not([disabled])`);
    const kinds = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind') ?? ''));
    const order = ['rotate90', 'rotate180', 'rotate270', 'twist', 'exchange', 'switch'];
    const i = kinds.findIndex((k) => order.includes(k));
    if (i >= 0) {
      const kind = kinds[i]!;
      await cards.nth(i).click();
      expect(await cards.nth(i).getAttribute('aria-pressed')).toBe('true');
      const targets = page.locator(`${MAZE} .smz-target`);
      await expect.poll(() => targets.count()).toBeGreaterThan(0);
      // The first lit tile takes the focus (the keyboard goes on from there).
      await expect
        .poll(() => page.evaluate("document.activeElement?.classList.contains('smz-target') ?? false"))
        .toBe(true);
      if (!shots.card) {
        shots.card = true;
        await snap(page, 'space-maze-card-lit.png');
      }
      if (kind === 'switch') {
        // First the diagonal tile, then one of the adjacent tiles it would swap with.
        expect(await targets.first().getAttribute('data-action')).toBe('pick');
        await targets.first().click();
        await page.waitForSelector(`${MAZE} [data-testid=smz-partner]`);
        await expect.poll(() => targets.first().getAttribute('data-action')).toBe('switch');
      }
      if (kind === 'exchange') await page.waitForSelector(`${MAZE} [data-testid=smz-partner]`);
      const cell = await targets.first().getAttribute('data-cell');
      const tile = `${MAZE} .smz-tile-at[data-cell="${cell}"]`;
      const tileId = await page.getAttribute(tile, 'data-tile');
      await page.evaluate(WATCH(`${MAZE} .smz-tile-at[data-tile="${tileId}"]`));
      const before = await stateId(page);
      // Others' moves step by step (the game runs at once otherwise, for speed): the frame holds
      // the viewer's step on screen as long as it animates, however fast the computer players
      // answer. And the card's animation four times slower: on a busy machine a short glide
      // may get one frame, which would tell a glide from a jump by luck.
      await page.selectOption('[data-testid=pace]', 'normal');
      await page.evaluate('window.__daedalusMotionScale = 4');
      await targets.first().click();
      const menu = page.locator('[data-testid=board-menu] [role=menuitem]');
      if ((await menu.count()) > 0) {
        // A card that turns a tile one of several ways asks how far.
        if (!shots.menu) {
          shots.menu = true;
          await snap(page, 'space-maze-card-menu.png');
        }
        await menu.last().click();
      }
      // The computer players' turns are shown step by step meanwhile: a longer bound.
      await settle(page, before, 90_000);
      // The tile turned or moved on the board, and glided there (not a jump).
      await expect
        .poll(() => page.getAttribute(`${MAZE} .smz-tile-at[data-tile="${tileId}"]`, 'data-moving'))
        .toBeNull();
      await page.evaluate('window.__daedalusMotionScale = 1');
      // Back to at once, for speed. The setting goes with the game's end, which the computer
      // players may reach meanwhile: then there is nothing to set.
      await page
        .locator('[data-testid=pace]')
        .selectOption('off', { timeout: 5_000 })
        .catch(async (error: unknown) => {
          if ((await page.getAttribute(STATUS, 'data-over')) !== 'true') throw error;
        });
      if (glidedMidway(await seen(page))) played.animated = true;
      played.cards.push(kind);
      await expect
        .poll(() => page.locator('[data-testid=log] li').allTextContents())
        .toEqual(expect.arrayContaining([expect.stringMatching(/activates/)]));
      return;
    }
    const before = await stateId(page);
    await page.click(`${BOARD} button[data-action=idle]`);
    await settle(page, before);
  }

  /** Walks one footprint: the relic, the UFO, a neighbouring tile (each lit on the board); else ends the move. */
  async function step(page: Page, played: Played, n: number): Promise<void> {
    // The alien with the most footprints left walks first.
    const chips = page.locator(`${BOARD} [data-alien-pick]`);
    const lefts = await chips.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-left'))));
    if (lefts.length > 1) await chips.nth(lefts.indexOf(Math.max(...lefts))).click();
    const targets = page.locator(`${MAZE} .smz-target`);
    const count = await targets.count();
    const spots = await targets.evaluateAll((els) => els.map((e) => e.getAttribute('data-spot') ?? ''));
    const before = await stateId(page);
    if (count === 0) {
      await page.click(`${BOARD} button[data-action=done]`);
      await settle(page, before);
      return;
    }
    const best =
      ['relic', 'ufo', 'tile', 'pad']
        .map((s) => spots.findIndex((x) => x.split(' ').includes(s)))
        .find((i) => i >= 0) ?? 0;
    const target = targets.nth(spots[best] === 'tile' ? (n * 7) % count : best);
    // A walk is watched: the alien glides along (through places between tiles); with reduced
    // motion asked for, it only ever stands where aliens rest (it jumps there at once).
    if (!played.keyboardStep) {
      // Keyboard: the lit place takes the focus and Enter plays it.
      await target.focus();
      await page.keyboard.press('Enter');
      played.keyboardStep = true;
    } else await target.click();
    // A tile whose datapad and relic are both lit asks which.
    await page.waitForFunction(
      `document.querySelector('[data-testid=board-menu]') || Number(document.querySelector('[data-state-id]').getAttribute('data-state-id')) > ${before}`,
    );
    const menu = page.locator('[data-testid=board-menu] [role=menuitem]');
    if ((await menu.count()) > 0) await menu.first().click();
    await settle(page, before);
    played.steps++;
  }

  it('the full 5 × 5 maze with four players: every UFO docked, aliens gliding (or not, with reduced motion) out onto one tile, on a phone too', async () => {
    const context = await browser.newContext({ viewport: { width: 1200, height: 1100 } });
    // Others' moves at once, but while a card of the viewer's plays (see playPower).
    await context.addInitScript("localStorage.setItem('daedalus.pace', 'off')");
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openTable(page, 'classic', ['random', 'random', 'random']);
    expect(await page.locator(`${MAZE} .smz-tile-at`).count()).toBe(25);
    expect(await page.getAttribute(`${MAZE} .smz-tile-at[data-cell="2,2"]`, 'data-sides')).toBe('SSSS');
    expect(await page.locator(`${MAZE} [data-ufo]`).count()).toBe(4);
    expect(await page.locator(`${BOARD} .smz-panel`).count()).toBe(4);
    await snap(page, 'space-maze-4p-start.png');

    // A move die (the one with the most colours), and each alien it moves out of the UFO onto
    // the docking tile: they stand there side by side.
    let before = await stateId(page);
    const dice = page.locator(`${BOARD} [data-testid=smz-dice] button[data-action=take]`);
    const codes = await dice.evaluateAll((els) => els.map((e) => e.getAttribute('data-die') ?? ''));
    const colours = (c: string) => (/^[gpo][1-6]$/.test(c) ? 0 : c.length / 2);
    const best = codes.reduce((b, c, i) => (colours(c) > colours(codes[b]!) ? i : b), 0);
    const movers = colours(codes[best]!);
    expect(movers).toBeGreaterThanOrEqual(2);
    await dice.nth(best).click();
    await settle(page, before);
    expect(await stage(page)).toBe('move');
    const out = page.locator(`${MAZE} .smz-target[data-spot=tile][data-cell="0,0"]`);
    for (let i = 0; i < movers; i++) {
      const chips = page.locator(`${BOARD} [data-alien-pick]`);
      for (let k = 0; k < (await chips.count()) && (await out.count()) === 0; k++) await chips.nth(k).click();
      expect(await out.count()).toBe(1);
      // The first alien glides out of its UFO onto the tile (through places between them); with
      // reduced motion asked for, the next one only ever stands where aliens rest.
      const reduce = i === 1;
      if (reduce) {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await expect
          .poll(() => page.evaluate("matchMedia('(prefers-reduced-motion: reduce)').matches"))
          .toBe(true);
      }
      await page.waitForSelector(`${MAZE}:not([data-moving])`);
      await page.evaluate(WATCH_ALIEN(`0:${await out.getAttribute('data-alien')}`));
      before = await stateId(page);
      await out.click();
      await settle(page, before);
      await page.waitForSelector(`${MAZE}:not([data-moving])`);
      const places = await alienPlaces(page);
      expect(places.length).toBeGreaterThan(0);
      expect(atRest(places[places.length - 1] ?? null)).toBe(true);
      if (reduce) {
        expect(places.filter((p) => !atRest(p))).toEqual([]);
        await page.emulateMedia({ reducedMotion: 'no-preference' });
      } else expect(places.filter((p) => !atRest(p)).length).toBeGreaterThan(2);
    }
    expect(await page.locator(`${MAZE} [data-alien^="0:"][data-cell="0,0"]`).count()).toBe(movers);
    await snap(page, 'space-maze-4p-out.png');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await smallControls(page, CONTROLS)).toEqual([]);
    await snap(page, 'space-maze-4p-phone.png');
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it('a full game against two computer players, played by clicking the board, on a phone and in three languages', async () => {
    const context = await browser.newContext({ viewport: { width: 1200, height: 1100 } });
    // Others' moves at once, but while a card of the viewer's plays (see playPower).
    await context.addInitScript("localStorage.setItem('daedalus.pace', 'off')");
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    const played: Played = {
      taken: 0,
      cards: [],
      steps: 0,
      keyboardStep: false,
      discards: 0,
      animated: false,
    };
    const shots = { card: false, menu: false, move: false, phone: false };
    // The table's seed is new each run: a game may end before the viewer holds a card that moves a
    // tile (the computer players reach the tokens first); then another table, at most three.
    const covered = () =>
      played.taken > 0 &&
      played.cards.length > 0 &&
      played.animated &&
      played.steps > 0 &&
      played.keyboardStep;
    let over = false;
    for (let table = 0; table < 3; table++) {
      await openTable(page, 'taster', ['normal', 'easy'], { tokensToWin: '3' });

      // The board: the 3 × 3 maze with the silver relic tile in the middle, three UFOs.
      expect(await page.locator(`${MAZE} .smz-tile-at`).count()).toBe(9);
      expect(await page.getAttribute(`${MAZE} .smz-tile-at[data-cell="1,1"]`, 'data-sides')).toBe('SSSS');
      expect(await page.locator(`${MAZE} [data-ufo]`).count()).toBe(3);
      expect(await page.textContent('[data-testid=smz-round]')).toContain('Round 1 of 5');
      await snap(page, 'space-maze-start.png');

      over = false;
      for (let n = 0; n < ACTION_BOUND && !over; n++) {
        const now = await stage(page);
        const before = await stateId(page);
        // The hint beside the board says what the board's own says, nothing picked yet: the dice
        // in the tray, a card of the hand (not "a highlighted place on the board" for either).
        if (now !== 'over')
          expect(await page.textContent('[data-testid=board-hint]'), now ?? '').toBe(
            await page.textContent(`${BOARD} [data-testid=smz-hint]`),
          );
        if (now === 'take') {
          await take(page, played);
          over = (await settle(page, before)) === 'over';
        } else if (now === 'power') {
          await playPower(page, played, shots);
          over = (await page.getAttribute(STATUS, 'data-over')) === 'true';
        } else if (now === 'move' || now === 'run') {
          await step(page, played, n);
          over = (await page.getAttribute(STATUS, 'data-over')) === 'true';
          if (!shots.move && played.steps > 0) {
            shots.move = true;
            await snap(page, 'space-maze-moved.png');
          }
        } else if (now === 'discard') {
          await page.locator(`${BOARD} [data-testid=smz-hand] [data-action=discard]`).first().click();
          played.discards++;
          over = (await settle(page, before)) === 'over';
        } else over = now === 'over';

        // Once a card is played: the phone and the other languages.
        if (!shots.phone && !over && played.cards.length > 0) {
          shots.phone = true;
          await lookAround(page);
        }
      }
      if (!over || covered()) break;
    }
    expect(over, 'the game did not end').toBe(true);
    if (!shots.phone) await lookAround(page);
    expect(played.taken).toBeGreaterThan(0);
    expect(played.cards.length, 'no card was played').toBeGreaterThan(0);
    expect(played.animated, 'no tile glided into place').toBe(true);
    expect(played.steps, 'no alien moved').toBeGreaterThan(0);
    expect(played.keyboardStep).toBe(true);
    expect(await page.textContent('[data-testid=smz-round]')).toContain('The game is over');
    await expect.poll(() => page.textContent(STATUS)).toContain('The game is over.');
    expect(await page.locator(`${BOARD} [data-action]`).count()).toBe(0);
    await snap(page, 'space-maze-over.png');

    // The replay, with everything revealed, shows what each player held.
    await page.click('[data-testid=replay-link]');
    await page.waitForSelector(MAZE);
    await expect.poll(() => page.locator(`${BOARD} [data-testid=smz-revealed]`).count()).toBeGreaterThan(0);
    await snap(page, 'space-maze-replay-revealed.png');
    expect(errors).toEqual([]);
    await context.close();
  }, 900_000);
});

/** The board on a phone (English, German, Russian), then back on the desktop in English. */
async function lookAround(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  const english = Object.entries(en)
    .filter(
      ([k, v]) =>
        k.startsWith('space.') && v !== de[k as keyof typeof de] && !v.includes('{') && v.length > 4,
    )
    .map(([, v]) => v);
  for (const locale of ['en', 'de', 'ru'] as const) {
    await chooseLanguage(page, locale);
    if (locale === 'de')
      await expect.poll(() => page.textContent('[data-testid=smz-round]')).toContain('Runde');
    if (locale === 'ru')
      await expect.poll(() => page.textContent('[data-testid=smz-round]')).toContain('Раунд');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await smallControls(page, CONTROLS)).toEqual([]);
    // Each player's figures stay on one line (under the name if need be).
    expect(await brokenLines(page, '.players .seat-status')).toEqual([]);
    await snap(page, `space-maze-phone-${locale}.png`);
    const words = await shownWords(page, BOARD);
    if (locale === 'de') expect(english.filter((e) => words.includes(e))).toEqual([]);
    // (Ada is the player's own name, added after her seat's number.)
    if (locale === 'ru') expect(latinWords(words).filter((w) => w !== 'Ada')).toEqual([]);
  }
  await page.setViewportSize({ width: 1200, height: 1100 });
  await chooseLanguage(page, 'de');
  await snap(page, 'space-maze-desktop-de.png');
  await chooseLanguage(page, 'en');
}
