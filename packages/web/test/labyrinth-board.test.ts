/**
 * The Labyrinth play screen in Chromium against a real server. A private table of two people
 * made in the lobby (7×7, Nstop 60, every exit closed, the table option `notebook` on):
 * Theseus plays plain moves, Ariadne only skips, so nobody can win, die or end the game. The start phase says what is
 * chosen and how, and the start cell is chosen with the keyboard as the hint says (arrow keys
 * over the highlighted cells, Enter). Then the status line shows what the game master last
 * told (bullets, grenades, what is carried, cell orders), the players panel, the game master's
 * lines and the notebook name each player by number and name, the moves are played with the
 * arrow keys (not while typing in the move box) and the latest answer stays in view beside the
 * board, on a desktop and after a tap on a phone; the conversation filters to "my moves only";
 * the notebook holds everyone's moves in columns, and only what was heard; the sketch takes
 * "I am here", river arrows, pit numbers, treasures and exits. The screen is photographed in
 * English, German and Russian on a desktop (1280×800) and a phone (390×844): no overflow, no
 * English in German or Russian, no control under 44 px on the phone. Screenshots go to
 * test-artifacts/web/lab-*.png. A second test has two people choose the same start cell: the
 * game master's "invalid" and its explanation (rule 6.1) show, and the prompt asks for
 * another cell, not the last one.
 *
 * Skips (with a message) only when Debian's Chromium is not installed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { labEn } from '../app/i18n/lab-en.ts';
import { CHROMIUM, hasChromium } from './harness.ts';
import {
  chooseLanguage,
  latinWords,
  overflow,
  serverAndBrowser,
  shownWords,
  smallControls,
  snap,
  stateId,
} from './page-checks.ts';

if (!hasChromium)
  console.warn(`[labyrinth board test] skipped: ${CHROMIUM} is not installed (apt-get install chromium).`);

const STATUS = '[data-testid=status]';
const ANSWER = '[data-testid=lab-answer]';
const PAD = '[data-testid=lab-pad]';
const LOG = '[data-testid=log] li';

/** The lines of the conversation, as shown. */
const logLines = (page: Page) => page.locator(LOG).allTextContents();

/** Whether the whole of an element is inside the window (not scrolled away). */
const inView = (page: Page, selector: string) =>
  page.evaluate<boolean>(`(() => {
    const r = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0;
  })()`);

/** Waits until the state of `page` is newer than `after`. */
const newer = (page: Page, after: number) =>
  page.waitForFunction(
    `Number(document.querySelector('[data-state-id]')?.getAttribute('data-state-id')) > ${after}`,
    undefined,
    { timeout: 30_000 },
  );

/**
 * A private Labyrinth table of two people made in the lobby (a 7×7 maze, Nstop 60, the
 * notebook on, as `options` says): Theseus hosts on `host`, Ariadne takes the other seat on
 * `guest` through the invite link.
 */
async function tableOfTwo(host: Page, guest: Page, url: string, notebook: boolean): Promise<void> {
  await host.goto(`${url}/#/lobby/labyrinth`);
  await host.waitForSelector('[data-testid=create-table]');
  await host.selectOption('#setup-preset', 'taster');
  await host.click('[data-testid=more-options] summary');
  if (notebook) {
    await host.check('#opt-notebook');
    await host.fill('#opt-width', '7');
    await host.fill('#opt-height', '7');
    await host.fill('#opt-nstop', '60');
    // Every exit closed (only a grenade opens one): plain moves cannot carry a treasure out.
    // (Options written as JSON fold apart, for level designers.)
    await host.click('[data-testid=json-options] summary');
    await host.fill('#opt-generator', '{"openExits":0}');
  }
  await host.selectOption('[data-testid=seat-1]', 'human');
  await host.check('[data-testid=private]');
  await host.fill('#your-name', 'Theseus');
  await host.click('[data-testid=create-table]');
  const invite = await host.locator('[data-testid=invite]').inputValue();
  await guest.goto(invite.replace(/^https?:\/\/[^/]+/, url));
  await guest.fill('[data-testid=claim] input', 'Ariadne');
  await guest.click('[data-testid=claim] button');
  for (const page of [host, guest]) await page.waitForSelector('[data-testid=board] [data-action=start]');
}

/**
 * Clicks the start cell `cell` if it is given and offered, else the offered cell at `index(count)`.
 * After choices declared invalid, everyone chooses again a cell other than the last one; the
 * re-choices spread over the board (`spread`): always the first offered or the last two would
 * alternate between two cells, and where both are river (no start there) be declared invalid
 * for ever.
 */
async function chooseStart(page: Page, cell: string | null, index: (count: number) => number): Promise<void> {
  const all = page.locator('[data-testid=board] [data-action=start]');
  // The board may redraw while the other choice and the game master's answer arrive (the
  // cells offered are drawn anew): look again until one click lands, within the bound.
  await vi.waitFor(
    async () => {
      await all.first().waitFor({ timeout: 5_000 });
      const wanted = cell && page.locator(`[data-testid=board] [data-cell="${cell}"][data-action=start]`);
      const target = wanted && (await wanted.count()) > 0 ? wanted : all.nth(index(await all.count()));
      await target.click({ timeout: 5_000 });
    },
    { timeout: 30_000, interval: 200 },
  );
}

/** The offered cell a re-choice of round `round` takes: far apart from one round to the next. */
const spread = (round: number, count: number) => (round * 17) % count;

/**
 * Until it is the host's move: the guest skips each of its turns. Bounded (the guest never
 * needs more than a few skips while the host can move): past the bound it fails saying what
 * both screens show.
 */
async function hostsTurn(host: Page, guest: Page): Promise<void> {
  for (let skips = 0; ; skips++) {
    if (skips === 12)
      throw new Error(
        `still not the host's move after ${skips} skips of the guest; host: "${await host.textContent(STATUS)}", guest: "${await guest.textContent(STATUS)}"`,
      );
    const whose = async () =>
      (await host.locator(`${STATUS}.your-turn`).count()) > 0
        ? 'host'
        : (await guest.locator(`${STATUS}.your-turn`).count()) > 0
          ? 'guest'
          : null;
    await expect.poll(whose, { timeout: 30_000 }).not.toBeNull();
    if ((await whose()) === 'host') return;
    const before = await stateId(guest);
    await guest.click(`.action-buttons button[data-action='{"type":"skip"}']`);
    await newer(guest, before);
  }
}

describe.skipIf(!hasChromium)('Labyrinth play screen in Chromium', () => {
  const suite = serverAndBrowser();

  it('tells what to choose, shows what was told, plays by arrow keys, keeps the answer in view, notes, sketches, in three languages', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const guest = await (
      await suite.browser.newContext({ viewport: { width: 1280, height: 800 } })
    ).newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await tableOfTwo(page, guest, suite.server.url, true);

    // The start: what is chosen, and how; the hint about highlighted places is true.
    expect(await page.textContent(STATUS)).toContain(
      'Choose your start cell in secret among the highlighted cells',
    );
    expect(await page.locator('[data-testid=board-hint]').count()).toBe(1);
    expect(await page.locator('[data-testid=board] .lab-target').count()).toBeGreaterThan(0);
    await snap(page, 'lab-start.png');
    // The keyboard, as the hint says: arrow keys walk over the highlighted cells, Enter chooses.
    await page.focus('[data-testid=board] svg');
    await page.keyboard.press('ArrowRight');
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown'])
      await page.keyboard.press(key);
    expect(await page.evaluate('document.activeElement.getAttribute("data-cell")')).toBe('3,3');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${STATUS}:not(.your-turn)`);
    // Both choose (again, if the game master declares the choices invalid: a river was chosen).
    for (let round = 0; ; round++) {
      if (round === 6)
        throw new Error(`start cells declared invalid ${round} times: "${await page.textContent(STATUS)}"`);
      if (round > 0) {
        await chooseStart(page, null, (n) => spread(round, n));
        await page.waitForSelector(`${STATUS}:not(.your-turn)`);
      }
      await chooseStart(guest, round === 0 ? '6,6' : null, (n) => n - 1 - spread(round, n));
      // Again only when asked to choose again (not the last answer still shown while this one is awaited).
      const started = async () =>
        (await page.locator(PAD).count()) > 0
          ? 'play'
          : (await page.locator(`${STATUS}.your-turn`).count()) > 0 &&
              /invalid/.test((await page.textContent(STATUS)) ?? '')
            ? 'again'
            : null;
      await expect.poll(started, { timeout: 30_000 }).not.toBeNull();
      if ((await started()) === 'play') break;
    }
    await hostsTurn(page, guest);
    let before: number;

    // The players: number and name everywhere — the panel, the game master's lines.
    expect(await page.textContent('.players li[data-seat="0"]')).toMatch(/Theseus.*Player 1/);
    expect(await page.textContent('.players li[data-seat="1"]')).toMatch(/Ariadne.*Player 2/);
    expect((await logLines(page)).join('\n')).toContain('Player 1 (Theseus) is on');
    // The start cell type is labelled while it is news.
    expect(await page.textContent('.players li[data-seat="0"] .seat-status')).toMatch(
      /Player 1 · started on /,
    );

    // Its move: the prompt says how; the status line shows everything last told.
    expect(await page.textContent(STATUS)).toContain('Your move: an arrow button or arrow key');
    const told = (await page.textContent('[data-testid=lab-status]')) ?? '';
    expect(told).toMatch(/^As last told: healthy, 3 bullets, 3 grenades, .*cell orders left: 1/);
    // The hint about highlighted places is not shown when nothing is highlighted.
    expect(await page.locator('[data-testid=board-hint]').count()).toBe(0);
    expect(await page.locator('[data-testid=board] .lab-target').count()).toBe(0);

    // An arrow key plays a move; the answer stays in view beside the board.
    const myMoves = async () => (await logLines(page)).filter((l) => l.startsWith('Theseus')).length;
    expect(await myMoves()).toBe(0);
    before = await stateId(page);
    await page.locator('h1, .status').first().click();
    await page.keyboard.press('ArrowUp');
    await newer(page, before);
    await hostsTurn(page, guest);
    expect(await myMoves()).toBe(1);
    await expect.poll(() => page.textContent(ANSWER)).toMatch(/go up/i);
    expect(await inView(page, ANSWER)).toBe(true);
    expect(await inView(page, PAD)).toBe(true);

    // Arrow keys typed in the move box stay there: the move told in words is the one played.
    await page.click('[data-testid=typed-move]');
    await page.keyboard.type('go left');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    before = await stateId(page);
    await page.keyboard.press('Enter');
    await newer(page, before);
    await hostsTurn(page, guest);
    expect(await myMoves()).toBe(2);
    await expect.poll(() => page.textContent(ANSWER)).toMatch(/go left/i);
    expect(await page.textContent(ANSWER)).not.toMatch(/go up/i);

    // My moves only: the other player's moves leave the conversation, mine stay.
    const all = await logLines(page);
    expect(all.some((l) => l.startsWith('Ariadne'))).toBe(true);
    await page.check('[data-testid=log-mine]');
    const mine = await logLines(page);
    expect(mine.length).toBeLessThan(all.length);
    expect(mine.filter((l) => l.startsWith('Theseus')).length).toBe(2);
    expect(mine.some((l) => l.startsWith('Ariadne') || l.includes('Player 2'))).toBe(false);
    await page.uncheck('[data-testid=log-mine]');

    // The notebook: a column per player, my moves and their answers; nothing but what was heard.
    const notebook = page.locator('[data-testid=lab-notebook]');
    expect((await notebook.locator('thead th').allTextContents()).sort()).toEqual([
      'Player 1 (You)',
      'Player 2 · Ariadne',
      'Round',
    ]);
    const myColumn = (await notebook.locator('td[data-seat="0"]').allTextContents()).join('\n');
    expect(myColumn).toMatch(/go up/i);
    expect(myColumn).toMatch(/go left/i);
    const heardText = all.join('\n').replace(/ \((Theseus|Ariadne)\)/g, '');
    for (const line of await notebook.locator('td span').allTextContents()) expect(heardText).toContain(line);

    // On a phone, a tap on a move keeps the answer in view.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator(PAD).scrollIntoViewIfNeeded();
    before = await stateId(page);
    await page.click(`${PAD} [data-movement=down]`);
    await newer(page, before);
    await hostsTurn(page, guest);
    await expect.poll(() => page.textContent(ANSWER)).toMatch(/go down/i);
    expect(await inView(page, ANSWER)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The sketch: I am here, a river arrow turned twice, a pit's number, a treasure, an exit.
    await page.click('[data-testid=mode-sketch]');
    const cell = (x: number, y: number) => `.lab-hit[data-cell="${x},${y}"]`;
    await page.click('[data-testid=tool-here]');
    await page.click(cell(1, 1));
    expect(await page.getAttribute('[data-testid=lab-here]', 'data-cell')).toBe('1,1');
    await page.click('[data-testid=tool-flow]');
    await page.click(cell(2, 1));
    await page.click(cell(2, 1));
    expect(await page.locator('[data-flow]').getAttribute('data-flow')).toBe('right');
    await page.click('[data-testid=tool-pit]');
    await page.click(cell(3, 3));
    expect(await page.locator('[data-pit]').getAttribute('data-pit')).toBe('1');
    await page.click('[data-testid=tool-treasure]');
    await page.click(cell(0, 2));
    expect(await page.locator('[data-treasure]').count()).toBe(1);
    await page.click('[data-testid=tool-exit]');
    await page.click(cell(0, 0), { position: { x: 2, y: 20 } });
    expect(await page.locator('[data-exit]').getAttribute('data-exit')).toBe('0,0,left');
    // Arrow keys on the sketch move its cursor, they play no move.
    const moves = await myMoves();
    await page.focus('[data-testid=board] svg');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('i');
    expect(await page.getAttribute('[data-testid=lab-here]', 'data-cell')).toBe('0,1');
    expect(await myMoves()).toBe(moves);
    await snap(page, 'lab-sketch.png');
    await page.click('[data-testid=mode-play]');

    // Three languages, desktop and phone: photographed, looked at by the checks.
    for (const locale of ['en', 'de', 'ru'] as const) {
      await chooseLanguage(page, locale);
      for (const [device, size] of [
        ['desktop', { width: 1280, height: 800 }],
        ['phone', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(size);
        await page.evaluate('window.scrollTo(0, 0)');
        expect(await overflow(page), `${locale} ${device} overflow`).toBeLessThanOrEqual(0);
        if (device === 'desktop') expect(await inView(page, ANSWER), `${locale} answer`).toBe(true);
        if (device === 'phone') {
          expect(await smallControls(page, 'main button, main select, main input:not([type=radio])')).toEqual(
            [],
          );
          const labels = await page.evaluate<number[]>(
            `[...document.querySelectorAll('.lab-modes label, .lab-tools label, .log-filter')].map((l) => l.getBoundingClientRect().height)`,
          );
          for (const h of labels) expect(h).toBeGreaterThanOrEqual(43.5);
        }
        await snap(page, `lab-${device}-${locale}.png`);
      }
      if (locale === 'en') continue;
      const words = [
        await shownWords(page, STATUS),
        await shownWords(page, '.lab-wrap', '.as-text, [translate=no]'),
        await shownWords(page, '.players'),
        await shownWords(page, '.log', '[translate=no]'),
      ].join('\n');
      if (locale === 'ru')
        expect(
          latinWords(words.replaceAll('Theseus', '').replaceAll('Ariadne', '')).filter((w) => w !== 'Nstop'),
        ).toEqual([]);
      else {
        // German: none of this screen's English sentences, no "Player 2", no "Round".
        const english = Object.values(labEn).filter((v) => !v.includes('{') && words.includes(v));
        expect(english).toEqual([]);
        expect(words).not.toMatch(/\b(Player|Round|Moves|Notebook)\b/);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
    await guest.context().close();
  }, 240_000);

  it('two people choose the same start cell: the choices are invalid, told with the reason why it is normal, and chosen again', async () => {
    const host = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const guest = await suite.browser.newPage({ viewport: { width: 390, height: 844 } });
    await tableOfTwo(host, guest, suite.server.url, false);
    // Both choose column 1, row 1: two players on one cell break the table's rule.
    for (const page of [host, guest])
      await page.locator('[data-testid=board] [data-cell="0,0"][data-action=start]').click();
    for (const page of [host, guest]) {
      await expect
        .poll(() => page.textContent(STATUS), { timeout: 20_000 })
        .toContain('The choices were declared invalid (this is normal, rule 6.1)');
      const said = (await logLines(page)).join('\n');
      expect(said).toContain('This is normal (rule 6.1) and tells nothing about your cell');
      // The last choice is not offered again.
      expect(await page.locator('[data-testid=board] [data-cell="0,0"][data-action=start]').count()).toBe(0);
    }
    await snap(guest, 'lab-invalid-phone.png');
    await host.close();
    await guest.close();
  }, 120_000);
});
