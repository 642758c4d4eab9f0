/**
 * Tables over the network as the people at them meet them, in Chromium against a real server
 * (a QA pass of online play): two people joining one seat at the same moment (the second one
 * watches, is told why, and is offered the next free seat — it used to be a dead end, "This
 * table could not be opened: That seat is already taken"); a link with a wrong invite code (said
 * so, not "an invite code is needed"); the replay of a game still running and a move made while
 * the connection is down, in German (both were the client's English sentences); a table that
 * could not be reached, opened again by "Try again"; a private table opened by its id alone by
 * the person seated there (its invite link and replay still carry the code this browser kept);
 * the invite link copied where the browser has no clipboard API (plain http at a network address);
 * a player whose clock ran out told so (the table's move for them read as if they had made it);
 * in a Slugs duel, which side is the viewer's (the game's words only number the players); the
 * lobby's way back to a private table whose tab was closed (the open tables list public ones only);
 * a seat given up before the game begins (the page watches on, the seat offered again); the clock of the
 * player waited for.
 *
 * Skips (with a message) only when Debian's Chromium is not installed.
 */
import { DaedalusClient } from '@daedalus/protocol/client';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { de } from '../app/i18n/de.ts';
import { en } from '../app/i18n/en.ts';
import { CHROMIUM, hasChromium } from './harness.ts';
import { DESKTOP, overflow, PHONE, serverAndBrowser, snap } from './page-checks.ts';

if (!hasChromium)
  console.warn(`[online table test] skipped: ${CHROMIUM} is not installed (apt-get install chromium).`);

describe.skipIf(!hasChromium)('tables over the network in Chromium', () => {
  const env = serverAndBrowser();

  async function newPage(locale: 'en' | 'de' = 'en', init = '', options: BrowserContextOptions = DESKTOP) {
    const context = await env.browser.newContext(options);
    await context.addInitScript(`localStorage.setItem('daedalus.locale', '${locale}'); ${init}`);
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    return page;
  }

  /** A table made through the API: its id and invite code (private tables). */
  async function table(
    game: string,
    preset: string,
    seats: readonly string[],
    visibility: 'public' | 'private',
    moveSeconds?: number,
  ) {
    const response = await fetch(`${env.server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game,
        preset,
        seats: seats.map((s) => (s === 'human' ? { kind: 'human' } : { kind: 'bot', level: s })),
        visibility,
        ...(moveSeconds ? { moveSeconds } : {}),
      }),
    });
    const body = (await response.json()) as { table: { id: string }; invite: string | null };
    return { id: body.table.id, invite: body.invite ?? undefined };
  }

  /** A Hunt table (its smallest maze). */
  const hunt = (seats: readonly string[], visibility: 'public' | 'private', moveSeconds?: number) =>
    table('hunt', 'tiny', seats, visibility, moveSeconds);

  /** Ada creates a private Hunt table for two people in the lobby's form: its invite link. */
  async function privateTableFromLobby(page: Page): Promise<string> {
    await page.goto(`${env.server.url}/#/lobby/hunt`);
    await page.selectOption('#setup-preset', 'tiny');
    await page.selectOption('[data-testid=seat-1]', 'human');
    await page.check('[data-testid=private]');
    await page.fill('#your-name', 'Ada');
    await page.click('[data-testid=create-table]');
    return page.locator('[data-testid=invite]').inputValue();
  }

  /** Opens a table the way the lobby's "Join" does: a pending claim of `seat`, then the table. */
  async function joinFromLobby(page: Page, id: string, seat: number, name: string): Promise<void> {
    await page.goto(`${env.server.url}/#/lobby`);
    await page.evaluate(
      `sessionStorage.setItem('daedalus.claim.${id}', JSON.stringify({ seat: ${seat}, name: '${name}' }))`,
    );
    await page.goto(`${env.server.url}/#/table/${id}`);
  }

  it('two people join one seat at once: the second watches, is told, and takes the next free seat', async () => {
    const { id } = await hunt(['human', 'human', 'human'], 'public');
    const ada = await newPage();
    await joinFromLobby(ada, id, 0, 'Ada');
    await ada.waitForSelector('[data-testid=waiting]');
    // Bob's "Join" was for the same seat, a moment later.
    const bob = await newPage();
    await joinFromLobby(bob, id, 0, 'Bob');
    await bob.waitForSelector('[data-testid=seat-gone]');
    expect(await bob.textContent('[data-testid=seat-gone]')).toBe(en['table.seatGone']);
    expect(await bob.locator('[data-testid=table-failed]').count()).toBe(0);
    // The table is there, with the next free seat offered.
    expect(await bob.textContent('[data-testid=claim] button')).toBe('Take seat 2');
    await snap(bob, 'online-seat-gone.png');
    await bob.fill('[data-testid=claim] input', 'Bob');
    await bob.click('[data-testid=claim] button');
    await expect.poll(() => bob.locator('[data-testid=seat-gone]').count()).toBe(0);
    await expect
      .poll(() => bob.evaluate(`JSON.parse(localStorage.getItem('daedalus.seat.${id}') ?? 'null')?.seat`))
      .toBe(1);
    await ada.context().close();
    await bob.context().close();
  });

  it('a wrong invite code is said to be wrong; a running game’s replay and the reasons are German on a German page', async () => {
    const { id, invite } = await hunt(['human', 'human'], 'private');
    const page = await newPage('de');
    await page.goto(`${env.server.url}/#/table/${id}?invite=wrongwrongwrongwrong12`);
    await page.waitForSelector('[data-testid=table-failed]');
    const said = await page.textContent('[data-testid=table-failed]');
    expect(said).toContain(de['net.wrongInvite']);
    // Nothing to try again: the link itself is wrong.
    expect(await page.locator('[data-testid=table-retry]').count()).toBe(0);
    await snap(page, 'online-wrong-invite-de.png');

    await page.goto(`${env.server.url}/#/replay/${id}?invite=${invite}`);
    await page.waitForSelector('[data-testid=replay-problem]');
    const problem = await page.textContent('[data-testid=replay-problem]');
    expect(problem).toContain('Die Aufzeichnung gibt es, sobald das Spiel vorbei ist.');
    expect(problem).not.toMatch(/record|game is over/);
    await page.goto(`${env.server.url}/#/replay/nirgends`);
    await expect
      .poll(() => page.textContent('[data-testid=replay-problem]'))
      .toContain('Diesen Tisch gibt es nicht.');
    await page.context().close();
  });

  it('a move while the connection is down says so in German; a table that cannot be reached opens with "Try again"', async () => {
    const { id } = await hunt(['human', 'random'], 'public');
    const page = await newPage('de');
    await joinFromLobby(page, id, 0, 'Ada');
    const start = page.locator('[data-testid=board] [data-action=start]');
    await start.first().waitFor();
    await page.context().setOffline(true);
    await page.waitForSelector('[data-testid=reconnecting]');
    await start.first().click();
    await expect.poll(() => page.textContent('[data-testid=error]')).toContain(de['net.disconnected']);
    expect(await page.textContent('[data-testid=error]')).not.toContain('Not connected');
    await snap(page, 'online-offline-move-de.png');
    await page.context().setOffline(false);
    await page.waitForSelector('[data-testid=reconnecting]', { state: 'detached', timeout: 60_000 });

    // Away from the table, then back to it while the network is gone: the server cannot be
    // reached — said in German, with a button to try again once the network is back.
    await page.goto(`${env.server.url}/#/lobby`);
    await page.waitForSelector('[data-testid=create-table]');
    await page.context().setOffline(true);
    await page.goto(`${env.server.url}/#/table/${id}`);
    await page.waitForSelector('[data-testid=table-failed]');
    expect(await page.textContent('[data-testid=table-failed]')).toContain(de['net.unreachable']);
    await snap(page, 'online-unreachable-de.png');
    await page.context().setOffline(false);
    await page.click('[data-testid=table-retry]');
    await page.waitForSelector('[data-testid=board] [data-action=start]');
    await page.context().close();
  });

  it('a lobby that cannot reach the server says so in German and connects again on "Try again"', async () => {
    const page = await newPage('de');
    await page.goto(`${env.server.url}/#/lobby`);
    await page.waitForSelector('[data-testid=create-table]');
    await page.goto(`${env.server.url}/#/`);
    await page.context().setOffline(true);
    await page.goto(`${env.server.url}/#/lobby`);
    await page.waitForSelector('[data-testid=lobby-offline]');
    const said = await page.textContent('[data-testid=lobby-offline]');
    expect(said).toContain(de['net.unreachable']);
    expect(said).not.toContain('fetch');
    await page.context().setOffline(false);
    await page.click('[data-testid=lobby-offline] button');
    await page.waitForSelector('[data-testid=lobby-offline]', { state: 'detached' });
    await page.context().close();
  });

  it('a private table opened by its id alone: the invite link and the replay keep the code this browser holds', async () => {
    const host = await newPage();
    const link = await privateTableFromLobby(host);
    const [, id, code] = /#\/table\/([^?]+)\?invite=(.+)$/.exec(link) ?? [];
    expect(code).toBeTruthy();

    // Back by the table's id alone (a bookmark, a link passed on without its code).
    await host.goto(`${env.server.url}/#/table/${id}`);
    await host.reload();
    await host.waitForSelector('[data-testid=waiting]');
    await expect.poll(() => host.locator('[data-testid=invite]').inputValue()).toBe(link);
    // Whoever gets that link takes the free seat with it.
    const guest = await newPage();
    await guest.goto(link);
    await guest.fill('[data-testid=claim] input', 'Bob');
    await guest.click('[data-testid=claim] button');
    await guest.waitForSelector('[data-testid=board]');

    // The replay asks the server with the code too: the game is not over yet, not "private".
    await host.goto(`${env.server.url}/#/replay/${id}`);
    await expect
      .poll(() => host.textContent('[data-testid=replay-problem]'))
      .toContain('The record is available once the game is over.');
    await host.context().close();
    await guest.context().close();
  });

  it('the lobby leads back to a private table whose tab was closed', async () => {
    const host = await newPage('de');
    const link = await privateTableFromLobby(host);
    const id = /#\/table\/([^?]+)/.exec(link)?.[1] ?? '';
    // The tab is closed; later, the lobby in a new one.
    const back = await host.context().newPage();
    await host.close();
    await back.goto(`${env.server.url}/#/lobby`);
    const row = back.locator(`[data-testid=my-tables] [data-table="${id}"]`);
    await row.waitFor();
    expect(await back.textContent('[data-testid=my-tables]')).not.toContain(de['lobby.watch']);
    await snap(back, 'online-lobby-mine-de.png');
    await row.locator('a.button.primary').click();
    await back.waitForSelector('[data-testid=waiting]');
    expect(await back.locator('[data-testid=invite]').inputValue()).toBe(link);
    expect(await back.textContent('.players')).toContain('Ada (Du)');
    await back.context().close();
  });

  it('a seat given up before the game begins is free again: the page watches on, a private table too, and may take it back', async () => {
    const host = await newPage('de');
    const link = await privateTableFromLobby(host);
    const id = /#\/table\/([^?]+)/.exec(link)?.[1] ?? '';
    // Opened again by its id alone: the code is the one this browser kept with its seat.
    await host.goto(`${env.server.url}/#/table/${id}`);
    await host.reload();
    const guest = await newPage();
    await guest.goto(link);
    await expect.poll(() => guest.textContent('[data-testid=seats-taken]')).toContain('Seats taken: 1 of 2');
    await snap(host, 'online-give-up-seat-de.png');

    await host.click('[data-testid=give-up-seat]');
    // The page watches on (with the kept code) and offers the seat again; the browser forgot it.
    await expect.poll(() => host.textContent('[data-testid=claim] button')).toBe('Platz 1 nehmen');
    expect(await host.locator('[data-testid=give-up-seat]').count()).toBe(0);
    expect(await host.locator('[data-testid=table-failed]').count()).toBe(0);
    expect(await host.evaluate(`localStorage.getItem('daedalus.seat.${id}')`)).toBeNull();
    await expect.poll(() => guest.textContent('[data-testid=seats-taken]')).toContain('Seats taken: 0 of 2');
    await expect
      .poll(() => host.textContent('[data-testid=seats-taken]'))
      .toContain('Besetzte Plätze: 0 von 2');

    // Taken back from the form; the guest's claim starts the game.
    await host.click('[data-testid=claim] button');
    await host.waitForSelector('[data-testid=give-up-seat]');
    await guest.fill('[data-testid=claim] input', 'Bob');
    await guest.click('[data-testid=claim] button');
    await host.waitForSelector('[data-testid=board]');
    expect(await host.locator('[data-testid=give-up-seat]').count()).toBe(0);
    await host.context().close();
    await guest.context().close();
  });

  it('a player whose time ran out is told the table moved on without their move, until they act', async () => {
    const { id } = await hunt(['human', 'random'], 'public', 3);
    const page = await newPage('de');
    await joinFromLobby(page, id, 0, 'Ada');
    await page.locator('[data-testid=board] [data-action=start]').first().waitFor();
    expect(await page.locator('[data-testid=timed-out]').count()).toBe(0);
    // Ada does not choose her start cell: the clock does, and she is told.
    await page.waitForSelector('[data-testid=timed-out]', { timeout: 20_000 });
    expect(await page.textContent('[data-testid=timed-out]')).toBe(de['table.timedOut']);
    await snap(page, 'online-timed-out-de.png');
    const move = page.locator('[data-testid=board] [data-action]:not(.blocked)');
    await move.first().waitFor();
    await move.first().click();
    expect(await page.locator('[data-testid=timed-out]').count()).toBe(0);
    await page.context().close();
  });

  it('the status says when the player waited for is away', async () => {
    const { id } = await hunt(['human', 'human'], 'public');
    const ada = await newPage();
    await joinFromLobby(ada, id, 0, 'Ada');
    await ada.waitForSelector('[data-testid=waiting]');
    // Before the game, the page counts the seats (the status above says whom it waits for).
    expect(await ada.textContent('[data-testid=seats-taken]')).toBe(
      'Seats taken: 1 of 2. The game begins when all are taken.',
    );
    const bob = await newPage();
    await joinFromLobby(bob, id, 1, 'Bob');
    await ada.locator('[data-testid=board] [data-action=start]').first().click();
    await expect.poll(() => ada.textContent('[data-testid=status]')).toBe('Waiting for Bob');
    await bob.context().close();
    await expect
      .poll(() => ada.textContent('[data-testid=status]'))
      .toBe(`Waiting for Bob (${en['play.offline']})`);
    await ada.context().close();
  });

  it('with a move clock, a player waiting for another sees how long the table may wait', async () => {
    const { id } = await hunt(['human', 'human'], 'public', 600);
    const ada = await newPage();
    await joinFromLobby(ada, id, 0, 'Ada');
    const bob = await newPage('de');
    await joinFromLobby(bob, id, 1, 'Bob');
    await ada.locator('[data-testid=board] [data-action=start]').first().click();
    await expect
      .poll(() => ada.textContent('[data-testid=status]'))
      .toMatch(/^Waiting for Bob(9:5\d|10:00) left$/);
    // Bob's own clock, in his language.
    expect(await bob.textContent('[data-testid=status] .deadline')).toMatch(/^noch (9:5\d|10:00)$/);
    await snap(ada, 'online-waiting-clock.png');
    await ada.context().close();
    await bob.context().close();
  });

  it('a Slugs duel tells each player which side is theirs; a spectator has none', async () => {
    const { id } = await table('slugs', 'duel', ['human', 'human'], 'public');
    const ada = await newPage();
    await joinFromLobby(ada, id, 0, 'Ada');
    await ada.waitForSelector('[data-testid=waiting]');
    const bob = await newPage('de');
    await joinFromLobby(bob, id, 1, 'Bob');
    const watcher = await newPage();
    await watcher.goto(`${env.server.url}/#/table/${id}`);
    for (const page of [ada, bob, watcher]) await page.waitForSelector('[data-testid=slugs-stock-1]');
    const yours = (page: Page) =>
      page
        .locator('[data-testid^=slugs-stock-][data-you]')
        .evaluateAll((els) => els.map((e) => e.textContent));
    expect(await yours(ada)).toEqual([expect.stringMatching(/^Player 1 \(base A\): .* · You$/)]);
    expect(await yours(bob)).toEqual([expect.stringMatching(/^Spieler 2 \(Basis B\): .* · Du$/)]);
    expect(await yours(watcher)).toEqual([]);
    await snap(bob, 'online-slugs-duel-de.png');
    for (const page of [ada, bob, watcher]) await page.context().close();
  });

  it('a player who gave no name (as from the terminal) is "Player N" in the reader\'s language: lobby and table', async () => {
    const { id } = await hunt(['human', 'human', 'human'], 'public');
    const nameless = await new DaedalusClient(env.server.url).join({ tableId: id, claim: { seat: 1 } });
    try {
      const page = await newPage('de');
      await page.goto(`${env.server.url}/#/lobby`);
      const row = page.locator('[data-testid=open-tables] li.table-row', { hasText: id });
      await expect
        .poll(() => row.locator('.seat-names li').allTextContents())
        .toEqual([de['lobby.free'], 'Spieler 2', de['lobby.free']]);
      await page.goto(`${env.server.url}/#/table/${id}`);
      const seat = page.locator('.players li[data-seat="1"]');
      await expect.poll(() => seat.textContent()).toContain('Spieler 2');
      // Connected, though nameless: not said to be away.
      expect(await seat.locator('.badge').count()).toBe(0);
      await page.context().close();
    } finally {
      await nameless.leave();
    }
  });

  it('a long name stays beside its colour in the players list on a phone', async () => {
    const { id } = await hunt(['human', 'random'], 'public');
    const page = await newPage('en', '', PHONE);
    const long = 'Maximilian-Alexander-von-Hohenzollern-XY';
    await joinFromLobby(page, id, 0, long);
    await page.waitForSelector('.players li[data-seat="0"] .name');
    const [dot, name] = await Promise.all(
      ['.swatch', '.name'].map((part) =>
        page.locator(`.players li[data-seat="0"] ${part}`).evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { top: r.top, bottom: r.bottom };
        }),
      ),
    );
    // The dot beside the name (level with its lines), not on a line of its own above it.
    expect(dot!.top).toBeGreaterThanOrEqual(name!.top - 2);
    expect(dot!.bottom).toBeLessThanOrEqual(name!.bottom + 2);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await snap(page, 'online-long-name-phone.png');
    await page.context().close();
  });

  it('the invite link is copied where the browser has no clipboard API (plain http at a network address)', async () => {
    const page = await newPage(
      'en',
      `Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true });
       document.addEventListener('copy', () => {
         const f = document.activeElement;
         window.__copied = f && 'value' in f ? f.value.slice(f.selectionStart, f.selectionEnd) : '';
       });`,
    );
    const { id, invite } = await hunt(['human', 'human'], 'private');
    await page.goto(`${env.server.url}/#/table/${id}?invite=${invite}`);
    await page.waitForSelector('[data-testid=invite]');
    expect(await page.evaluate('typeof navigator.clipboard')).toBe('undefined');
    await page.click('.invite button');
    await expect.poll(() => page.textContent('.invite button')).toBe(en['table.copied']);
    expect(await page.evaluate('window.__copied')).toBe(
      await page.locator('[data-testid=invite]').inputValue(),
    );
    await page.context().close();
  });
});
