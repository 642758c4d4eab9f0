/**
 * The app around the boards, in Chromium against a real server: a page whose file cannot be
 * loaded (a tab left open across a new deploy) says so inside the layout and offers a reload, and
 * so does a table of a game the page does not know (a server newer than the page in the tab);
 * the end of a game (the replay link) waits until the moves before it have been shown; a
 * choice option that may be left unset (the Slug Labyrinth's mode) offers and shows that; at
 * one screen shared by two people the status and the players say whose turn it is; a move
 * typed in words keeps its field and text while the others play; a game's
 * record names no seat in its players' language (a German game replayed in Russian); the Slug
 * Labyrinth on a phone (the turn box over the map, the map kept on the player's base); the
 * Labyrinth replay's revealed legend wraps; a replay's keys work as soon as it opens; the lobby's
 * seats on a phone in Russian show their whole level; Space Maze's hint beside the board says
 * where to play in each step (the dice in the tray, not "a highlighted place on the board"), and
 * on a phone in German and Russian every die's caption stays in the tray ("Diagonaldrehung"); the
 * Temple's players on a phone keep their statues on the line of their name.
 *
 * Skips (with a message) only when Debian's Chromium is not installed.
 */
import { join } from 'node:path';
import { playBots } from '@daedalus/bots';
import type { MatchRecord } from '@daedalus/core';
import { bundleOf, games } from '@daedalus/games';
import { DaedalusClient } from '@daedalus/protocol/client';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { de } from '../app/i18n/de.ts';
import { en } from '../app/i18n/en.ts';
import { ru } from '../app/i18n/ru.ts';
import { artifacts, CHROMIUM, hasChromium } from './harness.ts';
import {
  chooseLanguage,
  DESKTOP,
  openRecordFile,
  overflow,
  PHONE,
  serverAndBrowser,
  snap,
} from './page-checks.ts';
import { openSaved, spaceMazeDrafting } from './saved-games.ts';

if (!hasChromium)
  console.warn(`[app behaviour test] skipped: ${CHROMIUM} is not installed (apt-get install chromium).`);

const STATUS = '[data-testid=status]';

/** A Labyrinth game between two computer players, played to its end. */
function labyrinthRecord(): MatchRecord {
  const game = games.get('labyrinth')!;
  const r = playBots(game, {
    players: 2,
    seed: 'escape:3',
    levels: ['normal', 'normal'],
    preset: 'standard',
  });
  if (!r.ok) throw new Error(r.error.message);
  expect(r.value.finished).toBe(true);
  return r.value.record;
}

describe.skipIf(!hasChromium)('the app around the boards in Chromium', () => {
  const env = serverAndBrowser();

  async function newPage(options: BrowserContextOptions = DESKTOP, init = ''): Promise<Page> {
    const context = await env.browser.newContext(options);
    await context.addInitScript(`localStorage.setItem('daedalus.locale', 'en'); ${init}`);
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    return page;
  }

  it('a language loads when chosen; one whose words cannot come says so and the page stays readable', async () => {
    const page = await newPage();
    const wordsOf = /\/assets\/(de|ru)-[^/]+\.js$/;
    const asked: string[] = [];
    page.on('request', (r) => {
      const m = wordsOf.exec(r.url());
      if (m) asked.push(m[1]!);
    });
    // The German words' file does not come (the connection dropped).
    await page.route(/\/assets\/de-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto(`${env.server.url}/`);
    await page.waitForSelector('.game-card');
    // An English reader's first page asks for no other language's words.
    expect(asked).toEqual([]);
    await page.selectOption('[data-testid=language]', 'de');
    const alert = page.locator('[data-testid=language-unloaded]');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(en['nav.languageUnloaded'].replace('{language}', 'Deutsch'));
    // The page stays in English, and the choice shows it.
    expect(await page.textContent('header nav a[href="#/lobby"]')).toBe(en['nav.lobby']);
    expect(await page.locator('[data-testid=language]').inputValue()).toBe('en');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await snap(page, 'language-unloaded.png');
    // Back online: choosing it again brings it, and the note goes.
    await page.unroute(/\/assets\/de-[^/]+\.js$/);
    await chooseLanguage(page, 'ru');
    expect(await page.textContent('header nav a[href="#/local"]')).toBe(ru['nav.local']);
    expect(await alert.count()).toBe(0);
    await chooseLanguage(page, 'de');
    expect(await page.textContent('header nav a[href="#/local"]')).toBe(de['nav.local']);
    expect(asked).toEqual(['de', 'ru', 'de']);
    // Kept for the next visit (whose first paint is then German: the tests that open pages in German).
    expect(await page.evaluate("localStorage.getItem('daedalus.locale')")).toBe('de');
    await page.context().close();
  });

  it('a page whose file cannot be loaded says so in the layout, with a Reload button that works', async () => {
    const page = await newPage();
    // The table page's file is gone (a new build was deployed since the tab opened).
    await page.route(/\/assets\/TablePage-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    );
    await page.goto(`${env.server.url}/`);
    await page.waitForSelector('.game-card, main h1');
    await page.goto(`${env.server.url}/#/table/nowhere`);
    await page.waitForSelector('[data-testid=page-failed]');
    expect(await page.textContent('[data-testid=page-failed] h1')).toBe(en['app.loadFailed']);
    expect(await page.locator('[data-testid=reload]').textContent()).toBe(en['app.reload']);
    // The header stays: the language and the other pages work.
    await chooseLanguage(page, 'de');
    expect(await page.textContent('[data-testid=page-failed] h1')).toBe(de['app.loadFailed']);
    await snap(page, 'page-failed-de.png');
    await page.click(`header nav a[href="#/lobby"]`);
    await page.waitForSelector('[data-testid=page-failed]', { state: 'detached' });
    await page.waitForSelector('main h1');
    await page.goBack();
    await page.waitForSelector('[data-testid=page-failed]');
    // Once the file can be had again, Reload brings the page.
    await page.unroute(/\/assets\/TablePage-[^/]+\.js$/);
    await page.click('[data-testid=reload]');
    await page.waitForSelector('.table-page, main .problem');
    expect(await page.locator('[data-testid=page-failed]').count()).toBe(0);
    await page.context().close();
  });

  it('a table of a game the page does not know (a newer server) says so, with a Reload button that works', async () => {
    const { table } = await new DaedalusClient(env.server.url).createTable({
      game: 'temple',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const page = await newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The page learns the table's game from the server's messages on the table's websocket
    // (no HTTP answer names it): there the server names a game this page does not know,
    // "tempel" for "temple" in every frame it sends — as long, so each msgpack frame stays whole.
    const [known, unknown] = [Buffer.from('temple'), Buffer.from('tempel')];
    let renaming = true;
    await page.routeWebSocket(/./, (ws) => {
      ws.connectToServer().onMessage((message) => {
        if (!renaming || typeof message === 'string') return ws.send(message);
        const frame = Buffer.from(message);
        for (let at = frame.indexOf(known); at >= 0; at = frame.indexOf(known, at + known.length))
          unknown.copy(frame, at);
        ws.send(frame);
      });
    });
    // Playwright's stand-in for the page's WebSocket takes any second argument, where Chromium's
    // own refuses one that is neither a string nor a list; the Colyseus client first tries Node's
    // form, `new WebSocket(url, { headers, protocols })`, and uses the browser's when refused.
    // Refused here too (this script runs after the stand-in is installed, added after it).
    await page.addInitScript(`{
      const Routed = globalThis.WebSocket;
      globalThis.WebSocket = class WebSocket extends Routed {
        constructor(url, protocols) {
          if (protocols !== undefined && typeof protocols !== 'string' && !Array.isArray(protocols))
            throw new DOMException('The subprotocol is invalid.', 'SyntaxError');
          super(url, protocols);
        }
      };
    }`);
    await page.goto(`${env.server.url}/#/table/${table.id}`);
    const alert = page.locator('[data-testid=table-unknown-game]');
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.getAttribute('role')).toBe('alert');
    expect(await alert.textContent()).toBe(en['table.unknownGame'].replace('{game}', 'tempel'));
    expect(await page.locator('[aria-busy=true]').count()).toBe(0);
    expect(await page.locator('[data-testid=reload]').textContent()).toBe(en['app.reload']);
    await snap(page, 'table-unknown-game.png');
    expect(errors).toEqual([]);
    // With the server's own words again, Reload shows the table: it waits for its players.
    renaming = false;
    await page.click('[data-testid=reload]');
    await page.waitForSelector('[data-testid=waiting]', { timeout: 30_000 });
    expect(await alert.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a game's engine whose file cannot be loaded: hot-seat play says so, and after a reload it starts", async () => {
    const page = await newPage();
    const engine = /\/assets\/game-temple-[\w-]{8}\.js$/;
    await page.route(engine, (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    );
    await page.goto(`${env.server.url}/#/local/temple`);
    await page.click('[data-testid=start-local]');
    await expect.poll(() => page.textContent('.local-setup [role=alert]')).toBe(en['local.loadFailed']);
    // Once the file can be had again, the game starts after a reload.
    await page.unroute(engine);
    await page.reload();
    await page.click('[data-testid=start-local]');
    await page.waitForSelector('[data-testid=board]');
    await page.context().close();
  });

  it('the replay link and the end come only once the moves before them have been shown', async () => {
    // Shifting Maze at one screen against the computer, over after two turns: the computer's
    // turn, told beat by beat (slowly), ends the game.
    const page = await newPage(DESKTOP, "localStorage.setItem('daedalus.pace', 'slow');");
    await page.goto(`${env.server.url}/#/local/shifting-maze`);
    await page.waitForSelector('[data-testid=start-local]');
    if (await page.locator('[data-testid=more-options] summary').count())
      await page.click('[data-testid=more-options] summary');
    await page.fill('#opt-turnCap', '2');
    await page.click('[data-testid=start-local]');
    await page.waitForSelector(`${STATUS}.your-turn`);
    // Every moment the page shows the replay link while it still says it is showing moves.
    await page.evaluate(`(() => {
      window.__early = [];
      const look = () => {
        const status = document.querySelector('${STATUS}');
        if (document.querySelector('[data-testid=replay-link]') && (status?.getAttribute('data-over') !== 'true' || document.querySelector('[data-testid=show-all]')))
          window.__early.push(status?.textContent);
      };
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    })()`);
    await page.click('[data-action*=\'"type":"end"\']');
    await page.waitForSelector('[data-testid=show-all]');
    await page.waitForSelector('[data-testid=replay-link]', { timeout: 90_000 });
    expect(await page.getAttribute(STATUS, 'data-over')).toBe('true');
    expect(await page.evaluate('window.__early')).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('the lobby on a phone, in Russian: a seat\'s choice shows its whole level ("Компьютер · случайный")', async () => {
    const page = await newPage(PHONE, "localStorage.setItem('daedalus.locale', 'ru');");
    // The Labyrinth: a seat may be removed (its × beside the choice), the narrowest row.
    await page.goto(`${env.server.url}/#/lobby/labyrinth`);
    await page.waitForSelector('[data-testid=seat-1]');
    // Each choice of each seat, worded as it is, against the room its select leaves for the words
    // (its padding and the arrow, 20 px): the level used to be cut ("Компьютер · сил").
    const cut = await page.evaluate<string[]>(`(() => [...document.querySelectorAll('.seat-editor select')]
      .flatMap((select) => {
        const style = getComputedStyle(select);
        const pen = document.createElement('canvas').getContext('2d');
        pen.font = style.font;
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
        return [...select.options].map((o) => o.textContent).filter((text) => pen.measureText(text).width > room);
      }))()`);
    expect(cut).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await snap(page, 'lobby-seats-ru-phone.png');
    await page.context().close();
  });

  it('Slugs: the mode left unset is offered and shown as "As the level says", and left out', async () => {
    const page = await newPage();
    await page.goto(`${env.server.url}/#/local/slugs`);
    await page.waitForSelector('[data-testid=start-local]');
    const unset = bundleOf('slugs')!.words.en.options.mode!.unset!;
    const shown = () =>
      page.evaluate<string>("document.querySelector('#opt-mode').selectedOptions[0]?.textContent");
    expect(await page.inputValue('#opt-mode')).toBe('');
    expect(await shown()).toBe(unset);
    // Chosen and unchosen again: left out, so that one seat plays the level's defence (a duel
    // would need two).
    await page.selectOption('#opt-mode', 'duel');
    expect(await shown()).toBe('Duel');
    await page.selectOption('#opt-mode', '');
    expect(await shown()).toBe(unset);
    await page.click(`[aria-label="${en['lobby.removeSeat'].replace('{n}', '2')}"]`);
    await page.click('[data-testid=start-local]');
    await page.waitForSelector('[data-testid=slugs-board][data-mode=defence]');
    await page.click('[data-testid=quit]');
    await page.click('[data-testid=quit-yes]');
    // A preset that sets the mode shows it; unset over it stays unset.
    await page.selectOption('#setup-preset', 'duel');
    expect(await shown()).toBe('Duel');
    await page.selectOption('#opt-mode', '');
    expect(await shown()).toBe(unset);
    await page.context().close();
  });

  it('two people at one screen: the status names whose turn it is, and no seat is "You"', async () => {
    const page = await newPage();
    await page.goto(`${env.server.url}/#/local/slugs`);
    await page.waitForSelector('[data-testid=start-local]');
    // A Slugs duel: nothing secret, so no privacy screen between the turns.
    await page.selectOption('[data-testid=seat-1]', 'human');
    await page.click('[data-testid=start-local]');
    const turnOf = (n: number) =>
      en['play.seatTurn'].replace('{who}', en['play.seat'].replace('{n}', String(n)));
    await expect.poll(() => page.textContent(STATUS)).toBe(turnOf(1));
    const players = () => page.locator('.players li').allTextContents();
    expect((await players()).join(' ')).not.toContain(`(${en['play.you']})`);
    expect(await page.textContent('.players li[data-seat="0"]')).toContain(`(${en['play.playingNow']})`);
    expect(await page.textContent('.players li[data-seat="1"]')).not.toContain(en['play.playingNow']);
    await page.locator('[data-testid=board] [data-action=wall]').first().click();
    // Nothing is secret (a seat's view only names the seat): the turn passes without a privacy screen.
    await expect.poll(() => page.textContent(STATUS)).toBe(turnOf(2));
    expect(await page.locator('[data-testid=privacy]').count()).toBe(0);
    // Nor is either side of the map "You" (an online duel marks the viewer's).
    expect(await page.locator('[data-testid^=slugs-stock-][data-you]').count()).toBe(0);
    expect(await page.textContent('.players li[data-seat="1"]')).toContain(`(${en['play.playingNow']})`);
    expect((await players()).join(' ')).not.toContain(`(${en['play.you']})`);
    await snap(page, 'hotseat-two-people.png');
    await page.context().close();
  });

  it("a game played in German, replayed in Russian: its record names no seat in German, the replay says 'Игрок 1', 'Компьютер 2'", async () => {
    const page = await newPage(DESKTOP, `localStorage.setItem('daedalus.locale', 'de');`);
    await page.goto(`${env.server.url}/#/local/slugs`);
    await page.waitForSelector('[data-testid=start-local]');
    await page.click('[data-testid=start-local]');
    await page.waitForSelector(`${STATUS}.your-turn`);
    // The page itself names the seats in German, as before.
    expect(await page.locator('.players li .name').allTextContents()).toEqual([
      `${de['play.seat'].replace('{n}', '1')} (${de['play.you']})`,
      `${de['lobby.computer']} 2`,
    ]);
    // The record of the game at this screen (what its download and `daedalus replay` read).
    const record = (await page.evaluate(
      `JSON.parse(sessionStorage.getItem('daedalus.local.current')).record`,
    )) as MatchRecord;
    expect(record.seats).toEqual([
      { name: '', kind: 'human' },
      { name: '', kind: 'bot', bot: expect.any(String) },
    ]);
    const reader = await newPage(DESKTOP, `localStorage.setItem('daedalus.locale', 'ru');`);
    await openRecordFile(reader, env.server.url, record);
    expect(await reader.locator('.replay-viewer option').allTextContents()).toEqual([
      ru['replay.everything'],
      ru['play.seat'].replace('{n}', '1'),
      `${ru['lobby.computer']} 2`,
    ]);
    await reader.context().close();
    await page.context().close();
  });

  it('a move typed in words stays in its field, with its text, while the others play; it is sent on the turn', async () => {
    const page = await newPage();
    await page.goto(`${env.server.url}/#/local/slugs`);
    await page.waitForSelector('[data-testid=start-local]');
    await page.click('[data-testid=start-local]');
    await page.waitForSelector(`${STATUS}.your-turn`);
    const FIELD = '[data-testid=typed-move]';
    await page.fill(FIELD, 'wall');
    await page.locator('[data-testid=board] [data-action=wall]').first().click();
    // The first moment it is not the player's turn: the field is there with its text, and it
    // cannot be sent (the button is disabled, and says why).
    const between = await page.waitForFunction(
      `(() => {
        if (document.querySelector('${STATUS}').classList.contains('your-turn')) return null;
        const field = document.querySelector('${FIELD}');
        const send = field?.closest('form')?.querySelector('button[type=submit]');
        return { text: field?.value ?? null, disabled: send?.disabled ?? null, why: field && document.getElementById(field.getAttribute('aria-describedby'))?.textContent };
      })()`,
      undefined,
      { polling: 'raf' },
    );
    expect(await between.jsonValue()).toEqual({ text: 'wall', disabled: true, why: en['play.typeLater'] });
    await page.waitForSelector(`${STATUS}.your-turn`);
    expect(await page.inputValue(FIELD)).toBe('wall');
    expect(await page.isEnabled(`.typed-move button[type=submit]`)).toBe(true);
    await page.context().close();
  });

  it('Slugs on a phone: the turn box does not cover the map; the map shows the base, at the end too', async () => {
    const page = await newPage(PHONE);
    await page.goto(`${env.server.url}/#/local/slugs`);
    await page.waitForSelector('[data-testid=start-local]');
    await page.click(`[aria-label="${en['lobby.removeSeat'].replace('{n}', '2')}"]`);
    await page.fill('#opt-turnLimit', '3');
    await page.click('[data-testid=start-local]');
    await page.waitForSelector('[data-testid=slugs-board]');
    // A touch screen gets no keyboard notes.
    expect(await page.locator('#slugs-keys').count()).toBe(0);
    // Scrolled down to the map: its letters and top rows are not under the turn box.
    await page.evaluate(
      "window.scrollTo(0, document.querySelector('[data-testid=board]').getBoundingClientRect().top + scrollY)",
    );
    const apart = () =>
      page.evaluate(`(() => {
        const bar = document.querySelector('[data-testid=slugs-bar]').getBoundingClientRect();
        const map = document.querySelector('[data-testid=board]').getBoundingClientRect();
        return bar.bottom <= map.top + 1 || bar.top >= map.bottom;
      })()`);
    await expect.poll(apart).toBe(true);
    await snap(page, 'slugs-phone-scrolled.png');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // The base is in the map's frame, as it opens and (scrolled away meanwhile) at the end.
    const baseInView = () =>
      page.evaluate(`(() => {
        const frame = document.querySelector('[data-testid=slugs-scroll]').getBoundingClientRect();
        return [...document.querySelectorAll('.sp-base')].some((b) => {
          const r = b.getBoundingClientRect();
          return r.left >= frame.left - 1 && r.right <= frame.right + 1 && r.top >= frame.top - 1 && r.bottom <= frame.bottom + 1;
        });
      })()`);
    await expect.poll(baseInView).toBe(true);
    const far = `(() => {
      const s = document.querySelector('[data-testid=slugs-scroll]');
      const base = document.querySelector('.sp-base').getBoundingClientRect();
      const frame = s.getBoundingClientRect();
      s.scrollTo({ left: base.left - frame.left > frame.width / 2 ? 0 : s.scrollWidth, top: base.top - frame.top > frame.height / 2 ? 0 : s.scrollHeight });
    })()`;
    for (let turn = 0; turn < 10; turn++) {
      if ((await page.getAttribute(STATUS, 'data-over')) === 'true') break;
      await page.evaluate(far);
      expect(await baseInView()).toBe(false);
      const wait = page.locator('.action-buttons button[data-action*=\'"wait"\']');
      if (await wait.count()) await wait.first().click();
      else await page.locator('[data-testid=board] [data-action=wall]').first().click();
      await page.waitForSelector(`${STATUS}.your-turn, ${STATUS}[data-over=true]`);
    }
    await page.waitForSelector(`${STATUS}[data-over=true]`);
    await expect.poll(baseInView).toBe(true);
    await snap(page, 'slugs-phone-end.png');
    await page.context().close();
  });

  it('Space Maze: the hint beside the board sends a player drafting to the tray, not to the board (en, de, ru, on a phone)', async () => {
    const words = { en, de, ru } as const;
    for (const locale of ['en', 'de', 'ru'] as const) {
      const page = await newPage(PHONE, `localStorage.setItem('daedalus.locale', '${locale}');`);
      await page.goto(`${env.server.url}/#/local/space-maze`);
      await page.waitForSelector('[data-testid=start-local]');
      await page.click('[data-testid=start-local]');
      await page.waitForSelector(`${STATUS}.your-turn`);
      await page.waitForSelector('[data-testid=smz-dice] button[data-action=take]');
      // The dice are in the tray below the maze: both hints say so (the frame's said to tap a
      // highlighted place on the board).
      const hint = () => page.textContent('[data-testid=board-hint]');
      expect(await hint()).toBe(words[locale]['space.hint.take']);
      expect(await page.textContent('[data-testid=smz-hint]')).toBe(words[locale]['space.hint.take']);
      expect(await hint()).not.toBe(words[locale]['play.boardHintTouch']);
      if (locale === 'ru') await snap(page, 'space-maze-draft-hint-ru-phone.png');
      // A die taken (a power die, or a move die), the frame says what the board says of the
      // next step, with nothing picked on the board yet.
      await page.locator('[data-testid=smz-dice] button[data-action=take]').first().click();
      await page.waitForSelector(
        '[data-testid=board][data-stage=power], [data-testid=board][data-stage=move]',
      );
      await expect.poll(hint).toBe(await page.textContent('[data-testid=smz-hint]'));
      expect(await hint()).not.toBe(words[locale]['play.boardHintTouch']);
      await page.context().close();
    }
  });

  it("Space Maze on a phone, drafting, in German and Russian: every die's caption stays inside its place in the tray", async () => {
    const saved = spaceMazeDrafting();
    for (const locale of ['de', 'ru'] as const) {
      const page = await newPage(PHONE, `localStorage.setItem('daedalus.locale', '${locale}');`);
      await openSaved(page, env.server.url, saved);
      await page.waitForSelector('[data-testid=smz-dice] button[data-action=take]');
      // The words of each caption (their own boxes, not only the element's), inside the die's
      // place in the tray and inside the tray: "Diagonaldrehung" ran past the tray's left edge.
      const outside = await page.evaluate<string[]>(`(() => {
        const tray = document.querySelector('[data-testid=smz-dice]').getBoundingClientRect();
        const inside = (r, box) => r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5;
        return [...document.querySelectorAll('[data-testid=smz-dice] .smz-die-note')].flatMap((note) => {
          const range = document.createRange();
          range.selectNodeContents(note);
          const place = note.closest('li').getBoundingClientRect();
          return [...range.getClientRects(), note.getBoundingClientRect()].every((r) => inside(r, place) && inside(r, tray))
            ? []
            : [note.textContent.trim()];
        });
      })()`);
      await snap(page, `space-maze-draft-${locale}-phone.png`);
      await page
        .locator('[data-testid=smz-dice]')
        .screenshot({ path: join(artifacts, `space-maze-tray-${locale}-phone.png`) });
      expect(outside, locale).toEqual([]);
      const captions = await page.locator('[data-testid=smz-dice] .smz-die-note').allTextContents();
      expect(captions.join(' '), locale).toContain(
        locale === 'de' ? 'Diagonaldrehung' : 'Диагональный поворот',
      );
      await page.context().close();
    }
  });

  it("Temple on a phone: each player's statues stand on the line of their name, in Russian too", async () => {
    for (const locale of ['ru', 'de', 'en'] as const) {
      const page = await newPage(PHONE, `localStorage.setItem('daedalus.locale', '${locale}');`);
      await page.goto(`${env.server.url}/#/local/temple`);
      await page.waitForSelector('[data-testid=start-local]');
      // The longest level's name beside the computer's ('случайный').
      await page.selectOption('[data-testid=seat-1]', 'bot:random');
      await page.click('[data-testid=start-local]');
      await page.waitForSelector('.players li .seat-status');
      // The figures' box starts above the bottom of the name's: the same line ('статуи: 0 из 3'
      // went under the name of the computer player, alone at the right).
      const apart = await page.evaluate<
        string[]
      >(`[...document.querySelectorAll('.players li')].flatMap((li) => {
        const name = li.querySelector('.name').getBoundingClientRect();
        const figures = li.querySelector('.seat-status')?.getBoundingClientRect();
        return figures && figures.top >= name.bottom - 1 ? [li.textContent] : [];
      })`);
      expect(apart, locale).toEqual([]);
      await page
        .locator('.players')
        .screenshot({ path: join(artifacts, `temple-players-${locale}-phone.png`) });
      await page.context().close();
    }
  });

  it('the Labyrinth replay: the legend of what was hidden wraps, the plan keeps its lines; keys work at once', async () => {
    const record = labyrinthRecord();
    for (const options of [DESKTOP, PHONE]) {
      const page = await newPage(options);
      await openRecordFile(page, env.server.url, record);
      // End, straight after opening the file: the last step.
      await page.keyboard.press('End');
      await page.waitForSelector('[data-testid=revealed]');
      const box = await page.evaluate<{
        scroll: number;
        width: number;
        plan: number;
        legend: number[];
        line: number;
      }>(`(() => {
        const el = document.querySelector('[data-testid=revealed]');
        return {
          scroll: el.scrollWidth,
          width: el.clientWidth,
          plan: [...el.querySelectorAll('.reveal-drawing')].filter((l) => /^[+|]/.test(l.textContent)).length,
          legend: [...el.querySelectorAll('.reveal-text')].map((l) => l.getBoundingClientRect().height),
          line: parseFloat(getComputedStyle(el).fontSize) * 1.6,
        };
      })()`);
      expect(box.scroll).toBeLessThanOrEqual(box.width);
      expect(box.plan).toBeGreaterThan(5);
      // The legend is several lines high: wrapped.
      expect(Math.max(...box.legend)).toBeGreaterThan(2 * box.line);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await snap(page, `replay-revealed-${options === PHONE ? 'phone' : 'desktop'}.png`);
      await page.context().close();
    }
  });

  it('a replay answers Home, End and the arrows as soon as it opens, but not inside a menu', async () => {
    const record = labyrinthRecord();
    const total = record.actions.length;
    const page = await newPage(
      DESKTOP,
      `sessionStorage.setItem('daedalus.localRecord', ${JSON.stringify(JSON.stringify(record))});`,
    );
    await page.goto(`${env.server.url}/#/replay/local`);
    await page.waitForSelector('[data-testid=replay-step]');
    const step = () => page.textContent('[data-testid=replay-step]');
    const at = (n: number) => en['replay.step'].replace('{n}', String(n)).replace('{total}', String(total));
    expect(await step()).toBe(at(0));
    await page.keyboard.press('End');
    expect(await step()).toBe(at(total));
    await page.keyboard.press('Home');
    expect(await step()).toBe(at(0));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    expect(await step()).toBe(at(1));
    // In the menu of whose view to show, End chooses its last entry and leaves the step alone.
    await page.focus('.replay-viewer select');
    await page.keyboard.press('End');
    expect(await step()).toBe(at(1));
    await page.context().close();
  });
});
