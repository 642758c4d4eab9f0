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
import { botLevels } from '@daedalus/bots';
import { Match, type MatchRecord, optionFields } from '@daedalus/core';
import { bundleOf, bundles, gameIds, gameName, games, LEVEL_WORDS } from '@daedalus/games';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { de } from '../app/i18n/de.ts';
import { en } from '../app/i18n/en.ts';
import { choiceLabel, optionDescription, optionLabel, presetName } from '../app/i18n/options.ts';
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
import { chooseLanguage, settle, snap as snapPage, stateId } from './page-checks.ts';

if (!hasChromium)
  console.warn(`[web browser tests] skipped: ${CHROMIUM} is not installed (apt-get install chromium).`);

/** Actions played before the reload, and the most played in one test. */
const BEFORE_RELOAD = 4;
const MAX_ACTIONS = 300;

const STATUS = '[data-testid=status]';

/**
 * Everything a page shows or says, as text: its text, and the labels, placeholders and
 * titles a screen reader reads. Skipped: what is marked English on purpose (`lang="en"`:
 * the rules documents), people's names (`translate="no"`), code, table ids and the
 * language menu (each language in its own).
 */
const PAGE_WORDS = (root = 'body') => `(() => {
  const skip = (el) =>
    el.closest('[lang="en"], [translate="no"], code, .table-id, [data-testid=language], noscript, script, style');
  const out = [];
  for (const top of document.querySelectorAll(${JSON.stringify(root)})) {
    const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode())
      if (n.parentElement && !skip(n.parentElement)) out.push(n.textContent);
    for (const el of [top, ...top.querySelectorAll('[aria-label], [placeholder], [title]')]) {
      if (skip(el)) continue;
      for (const a of ['aria-label', 'placeholder', 'title']) if (el.getAttribute(a)) out.push(el.getAttribute(a));
    }
  }
  return out.join('\\n');
})()`;

/** Latin words a Russian page may show: names of formats and of rules. */
const LATIN_ALLOWED = new Set(['JSON', 'Nstop']);

/** Latin words (three letters or more) in a Russian text, other than the allowed ones. */
function latinWords(text: string): string[] {
  return [...new Set(text.match(/[A-Za-z]{3,}/g) ?? [])].filter((w) => !LATIN_ALLOWED.has(w));
}

/**
 * English a German page must not show: the interface's own strings (those German words
 * differently), and every game's name, summary, option labels and descriptions, choices,
 * presets and computer levels.
 */
function englishPhrases(): string[] {
  const phrases = new Set<string>();
  // Words German shares with English ("Pause", "Delta") are German too.
  const german = [
    ...Object.values(de),
    ...bundles.flatMap(({ words: { de: g } }) => [
      g.name,
      g.summary,
      g.howToPlay,
      ...Object.values(g.presets),
      ...Object.values(g.options).flatMap((o) => [o.label, o.description, ...Object.values(o.choices ?? {})]),
    ]),
  ].join('\n');
  const add = (english: string | undefined, translated: string | undefined) => {
    if (!english || english === translated || english.length < 4 || english.includes('{')) return;
    if (englishIn(german, [english]).length === 0) phrases.add(english);
  };
  for (const key of Object.keys(en) as (keyof typeof en)[]) add(en[key], de[key]);
  for (const game of games.values()) {
    const id = game.meta.id;
    add(gameName(game, 'en'), gameName(game, 'de'));
    const bundle = bundleOf(id)!;
    add(bundle.words.en.summary, bundle.words.de.summary);
    for (const f of optionFields(game)) {
      add(optionLabel(bundle, f.key, 'en'), optionLabel(bundle, f.key, 'de'));
      add(optionDescription(bundle, f, 'en'), optionDescription(bundle, f, 'de'));
      for (const c of f.choices ?? [])
        add(choiceLabel(bundle, f.key, c, 'en'), choiceLabel(bundle, f.key, c, 'de'));
    }
    for (const p of Object.keys(game.presets ?? {}))
      add(presetName(bundle, p, 'en'), presetName(bundle, p, 'de'));
    for (const { level } of botLevels(game)) add(LEVEL_WORDS.en[level], LEVEL_WORDS.de[level]);
  }
  return [...phrases];
}

/** The English phrases found in a German text (whole words, case as written). */
function englishIn(text: string, phrases: readonly string[]): string[] {
  const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return phrases.filter((p) => new RegExp(`(^|[^\\p{L}])${literal(p)}($|[^\\p{L}])`, 'u').test(text));
}

/** Controls smaller than a fingertip on a phone (40 px; checkboxes 24 px, their labels count too). */
const SMALL_CONTROLS = `(() => [...document.querySelectorAll(
    'main button, main .button, main select, main input, main textarea, main summary, header a, header select')]
  .filter((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1 && !el.closest('svg');
  })
  .flatMap((el) => {
    const r = el.getBoundingClientRect();
    const least = el.matches('input[type=checkbox], input[type=radio]') ? 24 : el.matches('summary') ? 32 : 40;
    const name = (el.textContent || el.getAttribute('aria-label') || el.id || '').trim().slice(0, 30);
    return r.height + 0.5 < least ? [el.tagName.toLowerCase() + ' "' + name + '" ' + Math.round(r.height) + 'px'] : [];
  }))()`;

const overflow = (page: Page): Promise<number> =>
  page.evaluate('document.documentElement.scrollWidth - window.innerWidth') as Promise<number>;

/** A full-page screenshot for people to look at, once pieces have finished gliding. */
const snap = (page: Page, name: string): Promise<void> => snapPage(page, name, 400);

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
  // The places and buttons are counted, then one is clicked; if the board changed in between (a
  // computer's move arrived, a secret choice closed), it is counted again.
  for (let attempt = 1; ; attempt++) {
    const g = await going.count();
    const b = await buttons.count();
    const choice =
      g > 0
        ? going.nth(turn % g)
        : b > 0
          ? buttons.nth(turn % b)
          : (await targets.count()) > 0
            ? targets.first()
            : page.locator('.action-select button');
    try {
      await choice.click({ timeout: 5_000 });
      break;
    } catch (e) {
      if (attempt >= 6) throw e;
    }
  }
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
  // Defenders (if any are in the maze by now) are lettered as the words call them, not numbered like players.
  for (const letter of await page.locator('[data-testid=board] [data-defender]').allTextContents())
    expect(letter).toMatch(/^[A-Z]$/);
  await page.screenshot({
    path: join(artifacts, 'shifting-maze-animated.png'),
    fullPage: true,
    timeout: 120_000,
  });
}

/** The faults a page reports from now on (uncaught errors, React's recovered ones). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The games whose engines (their `game-<id>` chunks) a page has asked for so far, by id. */
function enginesLoaded(page: Page): () => string[] {
  const ids = new Set<string>();
  page.on('request', (r) => {
    const id = r.url().match(/\/assets\/game-([a-z0-9-]+)-[\w-]{8}\.js$/)?.[1];
    if (id) ids.add(id);
  });
  return () => [...ids].sort();
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

  /** A page in a fresh browser profile; test games are listed unless `players` is set. */
  async function newPage(players = false): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    if (!players) await context.addInitScript("localStorage.setItem('daedalus.fixtures', '1')");
    // Others' moves at once: these tests play whole games (the pace has its own test).
    await context.addInitScript("localStorage.setItem('daedalus.pace', 'off')");
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
    await chooseLanguage(page, 'de');
    await expect.poll(() => page.textContent('header nav')).toContain('Spiele');
    await page.reload();
    await expect.poll(() => page.textContent('header nav')).toContain('Spiele');
    await chooseLanguage(page, 'ru');
    await expect.poll(() => page.textContent('h1')).toContain('Выберите игру');
    await chooseLanguage(page, 'en');
    await page.goto(`${server.url}/#/rules/${gameIds()[0]}`);
    await page.waitForSelector('#rules-heading');
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${server.url}/#/`);
    await page.waitForSelector('.game-card');
    const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await snap(page, 'home-phone.png');
    await page.context().close();
    // Players see the real games only: test games (Hunt) are not listed.
    const player = await newPage(true);
    await player.goto(`${server.url}/#/`);
    await player.waitForSelector('.game-card');
    const listed = await player.$$eval('.game-card', (cards) =>
      cards.map((c) => c.getAttribute('data-game')),
    );
    expect(listed).toEqual(bundles.filter((b) => b.game.meta.kind !== 'fixture').map((b) => b.game.meta.id));
    await player.context().close();
  });

  it("the lobby and the rules download no game's engine, and a table only its own", async () => {
    const playable = bundles.filter((b) => b.game.meta.kind !== 'fixture').map((b) => b.game.meta.id);
    const first = playable[0]!;
    const other = playable.at(-1)!;
    const page = await newPage(true);
    const engines = enginesLoaded(page);
    const errors = pageErrors(page);
    await page.goto(`${server.url}/#/rules/${first}`);
    await page.waitForSelector('[data-testid=how-to-play]');
    await page.goto(`${server.url}/#/lobby`);
    // The options and presets of a game come without its engine.
    await page.waitForSelector('#setup-preset');
    await page.selectOption('#setup-game', other);
    await page.selectOption('#setup-preset', bundleOf(other)!.testPreset);
    expect(engines()).toEqual([]);
    await page.fill('#your-name', 'Ada');
    await page.click('[data-testid=create-table]');
    await page.waitForSelector('[data-testid=board]');
    expect(engines()).toEqual([other]);
    const table = page.url();
    expect(errors).toEqual([]);
    await page.context().close();
    // Someone opening the table's link downloads that game's engine alone.
    const watcher = await newPage(true);
    const watched = enginesLoaded(watcher);
    const watcherErrors = pageErrors(watcher);
    await watcher.goto(table);
    await watcher.waitForSelector('[data-testid=board]');
    expect(watched()).toEqual([other]);
    // Waiting for the engine and the board (React suspends) went without a fault.
    expect(watcherErrors).toEqual([]);
    await watcher.context().close();
  });

  it('German and Russian pages show no English, fit a phone and have controls a finger can hit', async () => {
    const page = await newPage();
    const english = englishPhrases();
    await page.setViewportSize({ width: 390, height: 844 });
    const pages = [
      '#/',
      '#/rules/labyrinth',
      ...gameIds().map((id) => `#/lobby/${id}`),
      '#/local/shifting-maze',
    ];
    const problems: string[] = [];
    for (const locale of ['de', 'ru'] as const) {
      await page.goto(`${server.url}/#/`);
      await chooseLanguage(page, locale);
      for (const hash of pages) {
        await page.goto(`${server.url}/${hash}`);
        await page.waitForSelector('main h1');
        // Folded options are opened: their words count too.
        if ((await page.locator('[data-testid=more-options]').count()) > 0)
          await page.click('[data-testid=more-options] summary');
        if (hash.startsWith('#/rules')) await page.waitForSelector('.option-docs');
        const text = await page.evaluate<string>(PAGE_WORDS());
        const foreign = locale === 'de' ? englishIn(text, english) : latinWords(text);
        if (foreign.length > 0) problems.push(`${locale} ${hash}: ${foreign.join(' | ')}`);
        const wide = await overflow(page);
        if (wide > 0) problems.push(`${locale} ${hash}: ${wide}px wider than the phone`);
        const small = await page.evaluate<string[]>(SMALL_CONTROLS);
        if (small.length > 0) problems.push(`${locale} ${hash}: small controls ${small.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);

    // A seat's remove button stays beside its menu on a phone.
    await page.goto(`${server.url}/#/lobby/labyrinth`);
    const menu = await page.locator('[data-testid=seat-1]').boundingBox();
    const remove = await page.locator('[data-testid=seat-1] ~ button').boundingBox();
    expect(
      Math.abs((menu?.y ?? 0) + (menu?.height ?? 0) / 2 - ((remove?.y ?? 0) + (remove?.height ?? 0) / 2)),
    ).toBeLessThan(4);
    await snap(page, 'lobby-phone-ru.png');

    // The browser's own check messages ("Please fill out this field.") come in the page's language.
    await page.fill('#your-name', '');
    await page.click('[data-testid=create-table]');
    expect(
      await page
        .locator('#your-name')
        .evaluate((el) => (el as unknown as { validationMessage: string }).validationMessage),
    ).toBe('Заполните это поле.');
    await page.fill('#move-seconds', '0');
    await page.fill('#your-name', 'Ada');
    await page.click('[data-testid=create-table]');
    expect(
      await page
        .locator('#move-seconds')
        .evaluate((el) => (el as unknown as { validationMessage: string }).validationMessage),
    ).toBe('Не меньше 1.');
    expect(page.url()).toMatch(/#\/lobby\/labyrinth$/);

    // The rules in German: a note that they are English, marked as English for screen readers,
    // with a table of contents whose links scroll without leaving the page.
    await chooseLanguage(page, 'de');
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto(`${server.url}/#/rules/labyrinth`);
    await page.waitForSelector('[lang=en] .markdown');
    expect(await page.textContent('[data-testid=rules-language]')).toBe(
      'Die Regeln gibt es bisher nur auf Englisch.',
    );
    expect(await page.title()).toBe('Regeln von Labyrinth · Daedalus');
    // A short "how to play" in the page's language comes before the full rules.
    expect(await page.textContent('[data-testid=how-to-play]')).toContain(
      bundleOf('labyrinth')!.words.de.howToPlay,
    );
    const contents = page.locator('[data-testid=rules-contents] a');
    expect(await contents.count()).toBeGreaterThanOrEqual(3);
    await contents.last().click();
    await expect.poll(() => page.evaluate('window.scrollY')).toBeGreaterThan(500);
    expect(page.url()).toMatch(/#\/rules\/labyrinth$/);
    // The rules come first; the developers' part (formats, tests…) stays folded until opened.
    expect(await page.isVisible('#md-rules-as-implemented')).toBe(true);
    expect(await page.locator('main').innerText()).not.toContain('Position format');
    expect(await contents.allTextContents()).not.toContain('Position format');
    await page.click('[data-testid=rules-developers] summary');
    expect(await page.textContent('[data-testid=rules-developers] summary')).toBe('Für Entwickler');
    expect(await page.locator('main').innerText()).toContain('Position format');

    // Joining an open table without a name says what is missing (the button used to sit greyed out).
    await page.goto(`${server.url}/#/lobby/hunt`);
    await page.selectOption('[data-testid=seat-1]', 'human');
    await page.fill('#your-name', 'Ada');
    await page.click('[data-testid=create-table]');
    await page.waitForSelector('[data-testid=invite]');
    const waiting = decodeURIComponent(page.url().split('#/table/')[1]?.split('?')[0] ?? '');
    const guest = await newPage();
    await guest.goto(`${server.url}/#/lobby`);
    const join = guest.locator(`[data-table="${waiting}"] button.primary`);
    // The row says how long ago something last happened there (abandoned tables leave the list).
    expect(await guest.textContent(`[data-table="${waiting}"] .since`)).toBe('last change this minute');
    await join.click();
    expect(
      await guest
        .locator('#your-name')
        .evaluate((el) => (el as unknown as { validationMessage: string }).validationMessage),
    ).toBe('Please enter your name first.');
    expect(guest.url()).toMatch(/#\/lobby$/);
    await guest.fill('#your-name', 'Bob');
    await join.click();
    await guest.waitForSelector('[data-testid=board]');
    await guest.context().close();

    // Keyboard focus shows on the dark header too (a light ring, not the dark blue one).
    await page.goto(`${server.url}/#/`);
    await page.focus('header nav a');
    await page.keyboard.press('Tab');
    expect(await page.evaluate('getComputedStyle(document.activeElement).outlineColor')).toBe(
      'rgb(240, 200, 105)',
    );
    await page.context().close();
  });

  for (const id of gameIds()) {
    it(`${id}: create a table against the computer, play by clicking, reload, finish, replay`, async () => {
      const page = await newPage();
      await page.goto(`${server.url}/#/lobby/${id}`);
      await page.waitForSelector('[data-testid=create-table]');
      // Each game's test preset keeps the game short (it must end within the budget).
      await page.selectOption('#setup-preset', bundleOf(id)!.testPreset);
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
      // Your turn (every game here begins with the person's decision) shows in the tab's
      // title; turning the sound on plays the chime.
      expect(phase).toBe('act');
      expect(await page.title()).toMatch(/^● Your turn · /);
      await page.evaluate(`(() => {
          const Real = window.AudioContext;
          window.__chimes = 0;
          window.AudioContext = class extends Real { constructor() { super(); window.__chimes++; } };
        })()`);
      await page.check('[data-testid=sound]');
      await expect.poll(() => page.evaluate('window.__chimes')).toBeGreaterThan(0);
      expect(await page.evaluate("localStorage.getItem('daedalus.sound')")).toBe('1');
      await page.uncheck('[data-testid=sound]');
      // One person against the computer: no chat (it is for tables where people meet).
      expect(await page.locator('[data-testid=chat]').count()).toBe(0);
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
        // Button labels start with a capital even where the game's wording does not ("status").
        expect(await page.locator('.action-buttons button').allTextContents()).toContain('Status');
        await chooseLanguage(page, 'de');
        await expect
          .poll(() => page.getAttribute('[data-testid=lab-pad] [data-movement=up]', 'aria-label'))
          .toMatch(/^geh nach oben$/i);
        const before = await stateId(page);
        await page.fill('[data-testid=typed-move]', 'geh nach oben');
        await page.keyboard.press('Enter');
        phase = await settle(page, before);
        played++;
        await chooseLanguage(page, 'en');
      }

      // The play screen fits a phone.
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await snap(page, `${id}-phone.png`);
      // In Russian, the frame around the board (status, actions, players) has no English in it.
      await chooseLanguage(page, 'ru');
      await expect.poll(() => page.textContent('.players h2')).toBe('Игроки');
      // (The player's own name is theirs: "Ada" may win, or be waited for.)
      const chrome = await page.evaluate<string>(PAGE_WORDS('[data-testid=status], .actions, .players'));
      expect(latinWords(chrome.replaceAll('Ada', ''))).toEqual([]);
      await chooseLanguage(page, 'en');
      await page.setViewportSize({ width: 1200, height: 900 });

      while (phase === 'act' && played < MAX_ACTIONS) await play();
      await snap(page, `${id}-end.png`);
      if (id === 'labyrinth' && phase === 'over') {
        // The legend under the revealed plan explains every mark it may show (and, when someone
        // ended outside, the token beyond their exit: replay-ends.test.ts) ...
        expect(
          (
            await page
              .locator('[data-testid=lab-legend] [data-mark]')
              .evaluateAll((li) => li.map((x) => x.getAttribute('data-mark')))
          ).filter((m) => m !== 'outside'),
        ).toEqual([
          'wall',
          'open-exit',
          'closed-exit',
          'flow',
          'pit',
          'true',
          'fake',
          'player',
          'start',
          'ordered',
          'asked',
        ]);
        // ... the start badge leaves the cell's letter readable ...
        const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
          a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
        const badge = await page.locator('[data-testid=board] svg.lab-board .lab-start-dot').boundingBox();
        for (const code of await page.locator('[data-testid=board] svg.lab-board .lab-code').all()) {
          const box = await code.boundingBox();
          if (badge && box) expect(overlap(badge, box)).toBe(false);
        }
        // ... and no player's token covers the start badge, once the tokens have glided to where
        // they stand (a glide is 0.3 s, longer on a loaded machine: measured until then).
        const clearance = async (): Promise<number> => {
          const dot = await page.locator('[data-testid=board] svg.lab-board .lab-start-dot').boundingBox();
          let least = Number.POSITIVE_INFINITY;
          for (const token of await page.locator('[data-testid=board] svg.lab-board .piece circle').all()) {
            const b = await token.boundingBox();
            if (!dot || !b) continue;
            const apart = Math.hypot(
              b.x + b.width / 2 - (dot.x + dot.width / 2),
              b.y + b.height / 2 - (dot.y + dot.height / 2),
            );
            least = Math.min(least, apart - ((b.width + dot.width) / 2 - 0.5));
          }
          return least;
        };
        await expect.poll(clearance).toBeGreaterThanOrEqual(0);
      }
      // The person played by clicking (a computer player may end a short game early: the tiny
      // Hunt against the search player, with the table's secret seed, sometimes ends in two moves).
      expect(played).toBeGreaterThan(0);

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
      expect(record.format).toBe('daedalus/match@4');
      expect(record.game).toBe(id);
      expect(record.actions.length).toBeGreaterThan(0);
      if (id === 'shifting-maze') await expectMazeAnimated(page, record as unknown as MatchRecord);

      // The replay in German on a phone: it fits; the record file button is ours, in German
      // (the browser's own would say "Choose File"); a revealed plan keeps its lines.
      await chooseLanguage(page, 'de');
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => page.textContent('.load-record')).toBe('Protokolldatei öffnen');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      const fileInput = await page.locator('[data-testid=open-record]').boundingBox();
      expect(fileInput?.width ?? 0).toBeLessThanOrEqual(1);
      if (id === 'labyrinth') {
        await page.click('[data-testid=replay-last]').catch(() => undefined);
        const revealed = page.locator('[data-testid=revealed]');
        expect(await revealed.evaluate((el) => el.tagName)).toBe('PRE');
        expect(await revealed.textContent()).toContain('\n');
      }
      await snap(page, `${id}-replay-phone-de.png`);

      // The finished game in the lobby: its result and who played, in German.
      await page.goto(`${server.url}/#/lobby`);
      await expect
        .poll(() => page.textContent(`[data-finished="${tableId}"]`))
        .toMatch(/(unentschieden|gewonnen: (Ada|Computer 2)).*Ada/);
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

    // The players chat at the table: a line said by one reaches the other.
    await host.fill('[data-testid=chat-input]', '  Good luck, Bob!  ');
    await host.press('[data-testid=chat-input]', 'Enter');
    await expect.poll(() => guest.textContent('[data-testid=chat] ol')).toContain('Ada: Good luck, Bob!');
    expect(await host.inputValue('[data-testid=chat-input]')).toBe('');

    // A third person with the link watches: the board, no seat, no actions.
    const watcher = await newPage();
    await watcher.goto(invite.replace(/^https?:\/\/[^/]+/, server.url));
    await watcher.waitForSelector('[data-testid=board]');
    expect(await watcher.locator('.actions').count()).toBe(0);
    expect(await watcher.locator('[data-testid=board] [data-action]').count()).toBe(0);
    // It arrives with the story so far: the public announcements of the moves made before.
    await expect.poll(() => watcher.locator('[data-testid=log] li').count()).toBeGreaterThan(0);
    expect(await watcher.textContent('[data-testid=log]')).not.toMatch(/Nothing has happened yet/);
    // ... and what was said, without a field to speak.
    expect(await watcher.textContent('[data-testid=chat] ol')).toContain('Ada: Good luck, Bob!');
    expect(await watcher.locator('[data-testid=chat-input]').count()).toBe(0);
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
      // Staying put in a reaction (walled in: Enter) is not announced; everything else is.
      if (!dir && legal.some((a) => a.includes('"stay"')))
        await expect.poll(() => page.locator('.action-buttons [data-action*=stay]').count()).toBe(0);
      else await expect.poll(announcements).toBeGreaterThan(before);
      await page.waitForSelector(`${STATUS}.your-turn, ${STATUS}[data-over=true]`);
    }
    // A move typed in words (the game's text.parseAction).
    if ((await page.getAttribute(STATUS, 'data-over')) !== 'true') {
      await page.waitForSelector(`${STATUS}.your-turn`);
      const before = await announcements();
      const offered = await page
        .locator('.action-buttons button')
        .evaluateAll((b) => b.map((x) => x.getAttribute('data-action') ?? ''));
      // On its turn the seat searches; in a reaction it dodges (announced) or, walled in, stays
      // (which the game does not announce: then the box empties and the game goes on).
      const dodge = offered.map((a) => /"type":"dodge","dir":"(\w+)"/.exec(a)?.[1]).find(Boolean);
      const reacting = offered.some((a) => a.includes('"stay"'));
      const typed = reacting ? (dodge ? `dodge ${dodge}` : 'stay') : 'search';
      await page.fill('[data-testid=typed-move]', typed);
      await page.keyboard.press('Enter');
      if (typed === 'stay') await expect.poll(() => page.inputValue('[data-testid=typed-move]')).toBe('');
      else await expect.poll(announcements).toBeGreaterThan(before);
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

    // Quitting asks first; "keep playing" (focused: the safe answer) keeps the game.
    await page.click('[data-testid=quit]');
    await page.waitForSelector('[data-testid=quit-confirm]');
    expect(await page.evaluate('document.activeElement?.textContent')).toBe('Keep playing');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=quit-confirm]', { state: 'detached' });
    expect(await page.locator('[data-testid=board]').count()).toBe(1);
    await page.click('[data-testid=quit]');
    await page.click('[data-testid=quit-yes]');
    await page.waitForSelector('[data-testid=start-local]');
    expect(await page.locator('[data-testid=resume-local]').count()).toBe(0);
    await page.context().close();
  });
});
