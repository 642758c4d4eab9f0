/**
 * The end of each board game as its replay shows it, in Chromium: games between the computer
 * players (played here, in a few milliseconds each) are opened as record files and shown at
 * their last step. Every mark the end screen draws is explained by the board's legend; the
 * log names each player after the seat's number ("Player 2 (Computer 2)"), in English, German
 * and Russian. Labyrinth: a winner who carried the treasure out is drawn beyond the exit they
 * left by, and the legend says so. Desktop (1280×800) in English, a phone (390×844) in German
 * and Russian; screenshots: test-artifacts/web/end-<game>-<locale>-<device>.png.
 *
 * Skips (with a message) only when Debian's Chromium is not installed.
 */
import { playBots } from '@daedalus/bots';
import { type Locale, Match, type MatchRecord } from '@daedalus/core';
import { games } from '@daedalus/games';
import { type TempleAction, type TempleState, temple } from '@daedalus/temple';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { actionWords } from '../app/boards/temple-words.ts';
import { translator } from '../app/i18n/translate.ts';
import { CHROMIUM, hasChromium } from './harness.ts';
import {
  DESKTOP,
  openRecordFile,
  overflow,
  PHONE,
  serverAndBrowser,
  signsApart,
  snap,
} from './page-checks.ts';

if (!hasChromium)
  console.warn(`[replay ends test] skipped: ${CHROMIUM} is not installed (apt-get install chromium).`);

const SCREENS = [
  ['en', 'desktop', DESKTOP],
  ['de', 'phone', PHONE],
  ['ru', 'phone', PHONE],
] as const;
/** "Player 2 (Computer 2)" in each language, in any case form the game's words use. */
const NAMED: Record<Locale, RegExp> = {
  en: /Player 2 \(Computer 2\)/,
  de: /Spielers? 2 \(Computer 2\)/,
  ru: /[Ии]грок[а-я]* 2 \(Компьютер 2\)/,
};

/** A game between two computer players, played to its end, with the seats named as a table names them. */
function botGame(id: string, seed: string, preset?: string): MatchRecord {
  const game = games.get(id);
  if (!game) throw new Error(id);
  const r = playBots(game, { players: 2, seed, levels: ['normal', 'normal'], ...(preset ? { preset } : {}) });
  if (!r.ok) throw new Error(r.error.message);
  expect(r.value.finished, `${id} ${seed} ended`).toBe(true);
  return {
    ...r.value.record,
    seats: [
      { name: 'Ada', kind: 'human' },
      { name: 'Computer 2', kind: 'bot', bot: 'normal' },
    ],
  };
}

describe.skipIf(!hasChromium)('the end of each game, replayed in Chromium', () => {
  const env = serverAndBrowser();

  /** The last action of a Temple record as its board words it, from the acting seat's view before it. */
  function lastInBoardWords(record: MatchRecord, locale: Locale): string {
    const last = record.actions.at(-1)!;
    const before = Match.replay(
      temple,
      { ...record, actions: record.actions.slice(0, -1) },
      { verify: false },
    );
    if (!before.ok) throw new Error(before.error.message);
    const view = temple.view(before.value.state as TempleState, last.seat);
    return actionWords(last.action as TempleAction, translator(locale), view);
  }

  /** The replay of `record` at its last step, in `locale`. */
  async function openEnd(record: MatchRecord, locale: Locale, options: BrowserContextOptions): Promise<Page> {
    const context = await env.browser.newContext(options);
    await context.addInitScript(`localStorage.setItem('daedalus.locale', '${locale}')`);
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    await openRecordFile(page, env.server.url, record);
    await page.click('[data-testid=replay-last]');
    await expect
      .poll(() => page.textContent('[data-testid=replay-step]'))
      .toMatch(new RegExp(`\\b${record.actions.length}\\D+${record.actions.length}\\b`));
    await page.waitForSelector('[data-testid=board]');
    return page;
  }

  it('Labyrinth: the winner who carried the treasure out stands beyond the exit they left by', async () => {
    // Two computer players on the standard maze; in this game the winner walks out with the treasure.
    const record = botGame('labyrinth', 'escape:3', 'standard');
    expect(record.outcome.over && record.outcome.reason).toBe('treasure-carried-out');
    const winner = record.outcome.over ? (record.outcome.winners[0] ?? -1) : -1;
    for (const [locale, device, options] of SCREENS) {
      const page = await openEnd(record, locale, options);
      const board = page.locator('[data-testid=board] svg.lab-board');
      const token = board.locator(`[data-outside="${winner}"]`);
      expect(await token.count()).toBe(1);
      // Outside the maze's outline: beyond its bounding box on one side.
      const outline = await board.locator('.lab-outline').boundingBox();
      const piece = await token.locator('circle').boundingBox();
      expect(outline && piece).toBeTruthy();
      if (outline && piece) {
        const cx = piece.x + piece.width / 2;
        const cy = piece.y + piece.height / 2;
        const beyond =
          cx < outline.x ||
          cx > outline.x + outline.width ||
          cy < outline.y ||
          cy > outline.y + outline.height;
        expect(beyond).toBe(true);
        // ... and wholly in the picture.
        const svg = await board.boundingBox();
        if (svg) {
          expect(piece.x).toBeGreaterThanOrEqual(svg.x - 0.5);
          expect(piece.y).toBeGreaterThanOrEqual(svg.y - 0.5);
          expect(piece.x + piece.width).toBeLessThanOrEqual(svg.x + svg.width + 0.5);
          expect(piece.y + piece.height).toBeLessThanOrEqual(svg.y + svg.height + 0.5);
        }
      }
      // The legend explains it.
      expect(await page.locator('[data-testid=lab-legend] [data-mark=outside]').count()).toBe(1);
      expect(await page.textContent('[data-testid=log]')).toMatch(NAMED[locale]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await snap(page, `end-labyrinth-${locale}-${device}.png`, 300);
      await page.context().close();
    }
  }, 180_000);

  /** The marks each end screen draws, by the legend entries that must explain them. */
  const MARKS: Record<string, { legend: string; marks: readonly string[] }> = {
    // The winner stands in the start area it escaped through; a Challenger carrying the Key.
    'shifting-maze': { legend: 'sm-legend', marks: ['challenger', 'carries', 'escaped', 'defender', 'body'] },
    // Aliens, UFOs and (in a replay) the hands revealed in the players' panels.
    'space-maze': { legend: 'smz-legend', marks: ['alien', 'ufo', 'hand'] },
    temple: { legend: 'temple-legend', marks: ['statue', 'figure', 'stone'] },
    // What is left of a slug a machine killed.
    slugs: { legend: 'slugs-legend', marks: ['machine', 'remains'] },
  };

  it.each([
    ['shifting-maze', 'end:1'],
    ['space-maze', 'end:1'],
    ['temple', 'end:1'],
    ['slugs', 'end:1'],
  ] as const)(
    '%s: every mark of the end screen is explained',
    async (id, seed) => {
      const record = botGame(id, seed);
      const { legend, marks } = MARKS[id] ?? { legend: '', marks: [] };
      for (const [locale, device, options] of SCREENS) {
        const page = await openEnd(record, locale, options);
        const shown = await page
          .locator(`[data-testid=${legend}] [data-mark]`)
          .evaluateAll((li) => li.map((x) => x.getAttribute('data-mark')));
        expect(shown).toEqual(expect.arrayContaining([...marks]));
        // Each sign stands beside its words, in every language and on a phone.
        expect(await signsApart(page, `[data-testid=${legend}]`), `${locale} ${device}`).toEqual([]);
        // Its heading shows the disclosure triangle that tells it folds and opens.
        const heading = `[data-testid=${legend}] > summary`;
        if ((await page.locator(heading).count()) > 0)
          expect(
            await page.evaluate(`getComputedStyle(document.querySelector('${heading}')).display`),
            legend,
          ).toBe('list-item');
        // Nothing can be played in a replay: no entry for the places where one may act.
        for (const place of id === 'temple' ? ['reach', 'end'] : ['target'])
          expect(shown).not.toContain(place);
        if (id === 'shifting-maze')
          expect(await page.locator('[data-testid=board] [data-escaped]').count()).toBe(1);
        // The last action in the board's own words, from the view it was played in (fields by
        // the hall's names), not the game's general wording.
        if (id === 'temple')
          expect(await page.textContent('.play-main')).toContain(lastInBoardWords(record, locale));
        expect(await page.textContent('[data-testid=log]')).toMatch(NAMED[locale]);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        await snap(page, `end-${id}-${locale}-${device}.png`, 300);
        await page.context().close();
      }
    },
    180_000,
  );
});
