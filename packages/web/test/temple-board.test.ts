/**
 * The Temple Labyrinth board in Chromium against a real server. A table against the
 * computer is created in the lobby on the Temple board with one change made through the
 * game's `layout` option: target rhombus X lies beside the entrance a5 (instead of far
 * west), so that a statue is in reach in the first turn. Setup is played by clicking on the
 * board (the start field, then each drawn rhombus: a field, then an outlined place). In the
 * first turn, with 3 AP: a rhombus is slid by dragging it, another turned by dragging a
 * handle (each time the legal end the drag points at is highlighted before letting go), the
 * figure walks onto X and takes the statue — each checked on the board. The board is looked
 * at on a phone and in German and Russian; screenshots go to test-artifacts/web/temple-*.png.
 *
 * Skips (with a message) only when Debian's Chromium is not installed.
 */
import { join } from 'node:path';
import { TEMPLE_BOARD } from '@daedalus/temple';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifacts, CHROMIUM, hasChromium } from './harness.ts';
import {
  chooseLanguage,
  latinWords,
  overflow,
  serverAndBrowser,
  settle,
  shownWords,
  smallControls,
  snap,
  stateId,
} from './page-checks.ts';

if (!hasChromium)
  console.warn(`[temple board test] skipped: ${CHROMIUM} is not installed (apt-get install chromium).`);

const BOARD = '[data-testid=board]';

/** The Temple board with target rhombus X moved from e2–e3 to a6–a7, beside the entrance a5. */
const LAYOUT = {
  name: 'temple-near',
  side: TEMPLE_BOARD.side,
  rows: TEMPLE_BOARD.rows.map((row, i) => (i === 0 ? `+XX${row.slice(3)}` : row.replace('XX', '..'))),
};

interface XY {
  readonly x: number;
  readonly y: number;
}

/**
 * In the page: a point of the rhombus-shaped polygon `sel` (A, B, C, D), `s` half long
 * diagonals along A→C and `w` half short diagonals along B→D from its centre, in client
 * pixels; null when the element there does not belong to `owner` (something lies on top).
 */
const RHOMBUS_POINT = (sel: string, s: number, w: number, owner: string) => `(() => {
  const poly = document.querySelector(${JSON.stringify(sel)});
  if (!poly) return null;
  const m = poly.getScreenCTM();
  const [a, b, c, d] = [...poly.points].map((p) => new DOMPoint(p.x, p.y).matrixTransform(m));
  const x = (a.x + c.x) / 2 + ((c.x - a.x) / 2) * ${s} + ((d.x - b.x) / 2) * ${w};
  const y = (a.y + c.y) / 2 + ((c.y - a.y) / 2) * ${s} + ((d.y - b.y) / 2) * ${w};
  const hit = document.elementFromPoint(x, y);
  const mine = document.querySelector(${JSON.stringify(owner)});
  return hit && mine && mine.contains(hit) ? { x, y } : null;
})()`;

/** In the page: corner `k` (0 A … 3 D) of the polygon `sel`, in client pixels. */
const CORNER = (sel: string, k: number) => `(() => {
  const poly = document.querySelector(${JSON.stringify(sel)});
  const m = poly.getScreenCTM();
  const p = new DOMPoint(poly.points[${k}].x, poly.points[${k}].y).matrixTransform(m);
  return { x: p.x, y: p.y };
})()`;

/** In the page: counts from now on the changes of the `transform` attribute of `sel` (window.__changes). */
const WATCH = (sel: string) => `(() => {
  const el = document.querySelector(${JSON.stringify(sel)});
  window.__watch?.disconnect();
  window.__changes = 0;
  window.__seen = [];
  window.__watch = new MutationObserver((ms) => {
    window.__changes += ms.length;
    window.__seen.push(el.getAttribute('transform') + ' @' + Math.round(performance.now()));
  });
  window.__watch.observe(el, { attributes: true, attributeFilter: ['transform'] });
})()`;
const changes = (page: Page) => page.evaluate<number>('window.__changes');

/** A point of a rhombus polygon that its owner receives (trying a few spots), or null. */
async function pointOn(page: Page, sel: string, owner: string): Promise<XY | null> {
  const spots = [
    [0, -0.6],
    [0, 0.6],
    [-0.45, 0],
    [0.45, 0],
    [0, 0],
  ] as const;
  for (const [s, w] of spots) {
    const p = await page.evaluate<XY | null>(RHOMBUS_POINT(sel, s, w, owner));
    if (p) return p;
  }
  return null;
}

const boardPhase = (page: Page) => page.getAttribute(BOARD, 'data-phase');
const apLeft = async (page: Page) => Number(await page.getAttribute('[data-testid=temple-ap]', 'data-ap'));

describe.skipIf(!hasChromium)('Temple board in Chromium', () => {
  const suite = serverAndBrowser();

  it('set up by clicks, then a rhombus slid by dragging, one turned with a handle, a walk and a statue taken', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1200, height: 1150 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // A table against the computer, on the Temple board with X beside the entrance a5.
    await page.goto(`${suite.server.url}/#/lobby/temple`);
    await page.waitForSelector('[data-testid=create-table]');
    await page.selectOption('#setup-preset', 'taster');
    await page.click('[data-testid=json-options] summary');
    await page.fill('#opt-layout', JSON.stringify(LAYOUT));
    await page.selectOption('[data-testid=seat-1]', 'bot:random');
    await page.fill('#your-name', 'Ada');
    await page.click('[data-testid=create-table]');
    await page.waitForSelector('[data-testid=temple-board]', { timeout: 30_000 });
    await settle(page, 0);

    // Setup 1: the free entrances are highlighted; click a5.
    expect(await boardPhase(page)).toBe('start');
    expect(await page.locator(`${BOARD} [data-action=start]`).count()).toBe(4);
    await snap(page, 'temple-start.png');
    // The hall's coordinates, as the actions name fields: rows a–j at both ends, columns 1–19
    // above; the row letter a is level with the field a5, the column number 5 above it.
    const labels = await page.locator(`${BOARD} .tb-labels text`).allTextContents();
    expect(labels.filter((l) => /^[a-j]$/.test(l)).sort()).toEqual([...'aabbccddeeffgghhiijj']);
    expect(
      labels
        .filter((l) => /^\d+$/.test(l))
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    const centre = async (sel: string) => {
      const box = await page.locator(sel).first().boundingBox();
      return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : { x: Number.NaN, y: Number.NaN };
    };
    const a5 = await centre(`${BOARD} .tb-place[data-field=a5] polygon`);
    const rowA = await centre(`${BOARD} .tb-labels text:text-is("a")`);
    const column5 = await centre(`${BOARD} .tb-labels text:text-is("5")`);
    expect(Math.abs(rowA.y - a5.y)).toBeLessThan(12);
    expect(Math.abs(column5.x - a5.x)).toBeLessThan(4);
    expect(column5.y).toBeLessThan(a5.y);
    let before = await stateId(page);
    await page.click(`${BOARD} .tb-place[data-field=a5] [data-action=start]`);
    await settle(page, before);
    expect(await page.getAttribute(`${BOARD} [data-figure="0"]`, 'data-field')).toBe('a5');
    // Seat 0 is the red player, as the words call it: red on the board and in the list of players.
    expect(
      await page.locator(`${BOARD} [data-figure="0"] circle:not(.tb-figure-ring)`).getAttribute('fill'),
    ).toBe('#c0392b');
    expect(await page.locator('.players li[data-seat="0"] .swatch').getAttribute('style')).toContain(
      'rgb(192, 57, 43)',
    );

    // Setup 2: each drawn rhombus is laid by clicking a field, then one of the outlined places.
    for (let i = 0; (await boardPhase(page)) === 'lay'; i++) {
      expect(i).toBeLessThan(10);
      const drawn = await page.getAttribute('[data-testid=temple-drawn]', 'data-drawn');
      expect(drawn).toMatch(/^[A-M]$/);
      const fields = page.locator(`${BOARD} .tb-lay`);
      const count = await fields.count();
      expect(count).toBeGreaterThan(0);
      // The fields to click are highlighted, not only on hover (a touch screen has none).
      const look = await page.evaluate<{ fill: string; stroke: string }>(`(() => {
        const style = getComputedStyle(document.querySelector('${BOARD} .tb-lay'));
        return { fill: style.fill, stroke: style.stroke };
      })()`);
      expect(look.fill).not.toMatch(/^(transparent|none|rgba\(0, 0, 0, 0\))$/);
      expect(look.stroke).not.toBe('none');
      await fields.nth((i * 37 + 11) % count).click();
      const ghosts = page.locator(`${BOARD} .tb-ghost`);
      await expect.poll(() => ghosts.count()).toBeGreaterThan(0);
      // The places are offered in the menu too (keyboard, and anyone who prefers a list).
      expect(await page.locator('[data-testid=board-menu] [role=menuitem]').count()).toBeGreaterThan(0);
      if (i === 0) {
        await snap(page, 'temple-lay.png');
        await page.locator(BOARD).screenshot({ path: join(artifacts, 'temple-board-lay.png') });
      }
      // Click inside the first place, away from the picked field's edges, where nothing else lies.
      let spot: XY | null = null;
      let ghost = 0;
      for (; ghost < (await ghosts.count()) && !spot; ghost++) {
        const sel = `${BOARD} .tb-ghost:nth-of-type(${ghost + 1})`;
        spot =
          (await page.evaluate<XY | null>(RHOMBUS_POINT(`${sel} .tb-tile`, -0.45, 0, sel))) ??
          (await page.evaluate<XY | null>(RHOMBUS_POINT(`${sel} .tb-tile`, 0.45, 0, sel)));
      }
      expect(spot).not.toBeNull();
      const place = await ghosts.nth(ghost - 1).getAttribute('data-fields');
      before = await stateId(page);
      await page.mouse.click(spot!.x, spot!.y);
      await settle(page, before);
      expect(await page.getAttribute(`${BOARD} [data-rhombus="${drawn}"]`, 'data-fields')).toBe(place);
    }

    // The first turn: phase 2 with 3 AP, shown above the board.
    expect(await boardPhase(page)).toBe('rhombi');
    expect(await apLeft(page)).toBe(3);
    expect(await page.textContent('[data-testid=temple-phase]')).toContain('Phase 2 of 4');
    await snap(page, 'temple-turn.png');

    // Without a pointer: Tab to a rhombus, Enter picks it (its ends and handles become
    // focusable places), Escape lets it go.
    const movable = page.locator(`${BOARD} .tb-rhombus.movable`);
    await movable.first().locator('.tb-grip').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`${BOARD} .tb-rhombus.selected`).count()).toBe(1);
    expect(
      await page.locator(`${BOARD} .tb-end[tabindex="0"], ${BOARD} .tb-handle[tabindex="0"]`).count(),
    ).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator(`${BOARD} .tb-rhombus.selected`).count()).toBe(0);

    // A rhombus that can slide: pick it (its ends are outlined), then drag it onto one.
    let slid: string | null = null;
    let grab: XY | null = null;
    for (let i = 0; i < (await movable.count()) && !slid; i++) {
      const letter = await movable.nth(i).getAttribute('data-rhombus');
      // Target rhombi move too; the walk below goes onto X where it was laid, so path rhombi here.
      if (letter === 'X' || letter === 'Y' || letter === 'Z') continue;
      const owner = `${BOARD} [data-rhombus="${letter}"] .tb-grip`;
      grab = await pointOn(page, `${BOARD} [data-rhombus="${letter}"] .tb-tile`, owner);
      if (!grab) continue;
      await page.mouse.click(grab.x, grab.y);
      await expect.poll(() => page.locator(`${BOARD} .tb-rhombus.selected`).count()).toBe(1);
      if ((await page.locator(`${BOARD} .tb-end[data-action=slide]`).count()) > 0) slid = letter;
      else await page.mouse.click(grab.x, grab.y);
    }
    expect(slid, 'no rhombus can slide').not.toBeNull();
    await snap(page, 'temple-selected.png');
    await page.locator(BOARD).screenshot({ path: join(artifacts, 'temple-board-selected.png') });
    const end = page.locator(`${BOARD} .tb-end[data-action=slide]`).first();
    const endPose = await end.getAttribute('data-pose');
    const endFields = await end.getAttribute('data-fields');
    const from = await page.evaluate<XY>(
      RHOMBUS_POINT(`${BOARD} [data-rhombus="${slid}"] .tb-tile`, 0, 0, 'body'),
    );
    const to = await page.evaluate<XY>(
      RHOMBUS_POINT(`${BOARD} .tb-end[data-pose="${endPose}"]`, 0, 0, 'body'),
    );
    await page.mouse.move(grab!.x, grab!.y);
    await page.mouse.down();
    for (let k = 1; k <= 10; k++)
      await page.mouse.move(grab!.x + ((to.x - from.x) * k) / 10, grab!.y + ((to.y - from.y) * k) / 10);
    // Before letting go: the end the drag points at is highlighted.
    await expect.poll(() => page.locator(`${BOARD} .tb-end.snap`).getAttribute('data-pose')).toBe(endPose);
    await snap(page, 'temple-slide-drag.png');
    await page.locator(BOARD).screenshot({ path: join(artifacts, 'temple-board-slide-drag.png') });
    before = await stateId(page);
    await page.evaluate(WATCH(`${BOARD} [data-rhombus="${slid}"]`));
    await page.mouse.up();
    await settle(page, before);
    expect(await page.getAttribute(`${BOARD} [data-rhombus="${slid}"]`, 'data-pose')).toBe(endPose);
    // It glided there (animated from the step's events) and came to rest.
    await expect.poll(() => page.getAttribute(`${BOARD} [data-rhombus="${slid}"]`, 'transform')).toBeNull();
    expect(await changes(page)).toBeGreaterThanOrEqual(2);
    expect(await page.getAttribute(`${BOARD} [data-rhombus="${slid}"]`, 'data-fields')).toBe(endFields);
    expect(await apLeft(page)).toBe(2);
    await expect
      .poll(() => page.locator('[data-testid=log] li').last().textContent())
      .toContain(`slides rhombus ${slid}`);

    // A rhombus that can turn: pick it, then drag a round handle 60° about the marked corner.
    let turned: string | null = null;
    for (let i = 0; i < (await movable.count()) && !turned; i++) {
      const letter = await movable.nth(i).getAttribute('data-rhombus');
      // Target rhombi move too; the walk below goes onto X where it was laid, so path rhombi here.
      if (letter === 'X' || letter === 'Y' || letter === 'Z') continue;
      const owner = `${BOARD} [data-rhombus="${letter}"] .tb-grip`;
      grab = await pointOn(page, `${BOARD} [data-rhombus="${letter}"] .tb-tile`, owner);
      if (!grab) continue;
      await page.mouse.click(grab.x, grab.y);
      await expect.poll(() => page.locator(`${BOARD} .tb-rhombus.selected`).count()).toBe(1);
      if ((await page.locator(`${BOARD} .tb-handle`).count()) > 0) turned = letter;
      else await page.mouse.click(grab.x, grab.y);
    }
    expect(turned, 'no rhombus can turn').not.toBeNull();
    const handle = page.locator(`${BOARD} .tb-handle`).first();
    const pivotCorner = Number(await handle.getAttribute('data-pivot'));
    const cw = Number(await handle.getAttribute('data-cw')) > 0;
    const knob = await handle.locator('.tb-handle-knob').boundingBox();
    const start = { x: knob!.x + knob!.width / 2, y: knob!.y + knob!.height / 2 };
    const pivot = await page.evaluate<XY>(
      CORNER(`${BOARD} [data-rhombus="${turned}"] .tb-tile`, pivotCorner),
    );
    const radius = Math.hypot(start.x - pivot.x, start.y - pivot.y);
    const a0 = Math.atan2(start.y - pivot.y, start.x - pivot.x);
    const poseBefore = await page.getAttribute(`${BOARD} [data-rhombus="${turned}"]`, 'data-pose');
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (let k = 1; k <= 12; k++) {
      const a = a0 + ((cw ? 1 : -1) * (Math.PI / 3) * k) / 12;
      await page.mouse.move(pivot.x + radius * Math.cos(a), pivot.y + radius * Math.sin(a));
    }
    // Before letting go: the pivot is marked and the end of a 60° turn is highlighted.
    await page.waitForSelector(`${BOARD} [data-testid=pivot]`);
    const snapped = page.locator(`${BOARD} .tb-end.snap`);
    await expect.poll(() => snapped.count()).toBe(1);
    expect(await snapped.getAttribute('data-action')).toBe('rotate');
    const turnPose = await snapped.getAttribute('data-pose');
    expect(turnPose).not.toBe(poseBefore);
    await snap(page, 'temple-turn-drag.png');
    await page.locator(BOARD).screenshot({ path: join(artifacts, 'temple-board-turn-drag.png') });
    before = await stateId(page);
    await page.evaluate(WATCH(`${BOARD} [data-rhombus="${turned}"]`));
    await page.mouse.up();
    await settle(page, before);
    expect(await page.getAttribute(`${BOARD} [data-rhombus="${turned}"]`, 'data-pose')).toBe(turnPose);
    // It swung about its pivot into place, and came to rest.
    await expect.poll(() => page.getAttribute(`${BOARD} [data-rhombus="${turned}"]`, 'transform')).toBeNull();
    expect(await changes(page)).toBeGreaterThanOrEqual(2);
    expect(await apLeft(page)).toBe(1);
    await expect
      .poll(() => page.locator('[data-testid=log] li').last().textContent())
      .toContain(`turns rhombus ${turned}`);
    const told = (await page.locator('[data-testid=log] li').last().textContent()) ?? '';
    expect(told.includes('anticlockwise')).toBe(!cw);

    // The figure: its reachable places are highlighted with their cost; it walks onto X.
    const walk = page.locator(`${BOARD} .tb-place[data-field~=a6] [data-action=move]`);
    expect(await walk.count()).toBe(1);
    expect(await walk.getAttribute('aria-label')).toMatch(/^Walk to a[67] \(0 AP\)$/);
    // With reduced motion asked for, the figure goes there at once (no gliding along its path).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect
      .poll(() => page.evaluate("matchMedia('(prefers-reduced-motion: reduce)').matches"))
      .toBe(true);
    await page.evaluate(WATCH(`${BOARD} [data-figure="0"] .tb-figure`));
    before = await stateId(page);
    await walk.click();
    await settle(page, before);
    await page.waitForTimeout(800);
    const seen = await page.evaluate<string[]>(
      "[...window.__seen, 'reduced: ' + matchMedia('(prefers-reduced-motion: reduce)').matches]",
    );
    expect(await changes(page), seen.join('\n')).toBe(1);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await page.getAttribute(`${BOARD} [data-figure="0"]`, 'data-field')).toMatch(/^a[67]$/);
    expect(await boardPhase(page)).toBe('figure');
    expect(await page.textContent('[data-testid=temple-phase]')).toContain('Phase 3 of 4');

    // The statue of the figure's colour on X: click it to take it (1 AP).
    expect(await page.getAttribute(`${BOARD} [data-rhombus=X]`, 'data-statues')).toBe('0 1');
    const statue = page.locator(`${BOARD} .tb-take[data-action=take]`);
    expect(await statue.count()).toBe(1);
    before = await stateId(page);
    await statue.click();
    await settle(page, before);
    expect(await page.getAttribute(`${BOARD} [data-rhombus=X]`, 'data-statues')).toBe('1');
    expect(await apLeft(page)).toBe(0);
    expect(await page.textContent('.players li[data-seat="0"]')).toContain('1/1 statues');
    await snap(page, 'temple-statue.png');

    // On a phone, in three languages: it fits, the buttons are big enough, the words are theirs.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const locale of ['en', 'de', 'ru'] as const) {
      await chooseLanguage(page, locale);
      if (locale === 'de')
        await expect.poll(() => page.textContent('[data-testid=temple-phase]')).toContain('Phase 3 von 4');
      if (locale === 'ru')
        await expect.poll(() => page.textContent('[data-testid=temple-phase]')).toContain('Фаза 3 из 4');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await smallControls(page)).toEqual([]);
      await snap(page, `temple-phone-${locale}.png`);
      if (locale === 'ru') {
        // (Ada is the player's own name, added after her seat's number.)
        expect(
          latinWords(await shownWords(page, '[data-testid=temple-board]')).filter((w) => w !== 'Ada'),
        ).toEqual([]);
      }
    }
    // The bigger board scrolls inside its frame, not the page.
    await page.click('.tb-zoom');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await snap(page, 'temple-phone-zoom-ru.png');
    await page.click('.tb-zoom');

    await page.setViewportSize({ width: 1200, height: 1150 });
    for (const locale of ['de', 'ru', 'en'] as const) {
      await chooseLanguage(page, locale);
      await snap(page, `temple-desktop-${locale}.png`);
    }

    // Phase 4: end phase 3, then click a free field for the blockade stone (it ends the turn).
    before = await stateId(page);
    await page.click(`.action-buttons button[data-action='{"type":"end"}']`);
    await settle(page, before);
    expect(await boardPhase(page)).toBe('stone');
    const floor = page.locator(`${BOARD} .tb-place > polygon[data-action=place]`);
    expect(await floor.count()).toBeGreaterThan(10);
    const stoneField = await floor
      .nth(Math.floor((await floor.count()) / 2))
      .evaluate((el) =>
        (el as unknown as { parentElement: { getAttribute(n: string): string } }).parentElement.getAttribute(
          'data-field',
        ),
      );
    await floor.nth(Math.floor((await floor.count()) / 2)).click();
    // The stone is placed there (it stands through the computer's turn and comes off as this
    // player's next turn begins, which may be at once: the announcement is what stays).
    await expect
      .poll(() => page.textContent('[data-testid=log]'))
      .toContain(`places their blockade stone on ${stoneField}.`);
    await page.screenshot({ path: join(artifacts, 'temple-stone.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
