import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match } from '@daedalus/core';
import { games } from '@daedalus/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  autoplay,
  BACKENDS,
  seededChooser,
  startTestServer,
  type TestServer,
  untilTurn,
  waitForRecord,
} from './helpers.ts';

describe.each(BACKENDS)('tables on %s', (backend) => {
  let t: TestServer;
  const web = mkdtempSync(join(tmpdir(), 'daedalus-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Daedalus</title>');
  writeFileSync(join(web, 'app.js'), 'console.log(1);');
  mkdirSync(join(web, 'assets'));
  const entry = `${'export const rooms = ["hall", "abyss", "temple"];\n'.repeat(200)}console.log(rooms);\n`;
  writeFileSync(join(web, 'assets', 'index-B7x_k2Qa.js'), entry);
  beforeAll(async () => {
    t = await startTestServer(backend, { webDist: web });
  }, 60_000);

  it('serves the API and the built web client (with client-side routes) on one port', async () => {
    const games = (await t.client.games()).map((g) => g.id);
    expect(games).toContain('hunt');
    const page = await fetch(`${t.url}/`);
    expect(await page.text()).toContain('<title>Daedalus</title>');
    expect(await (await fetch(`${t.url}/app.js`)).text()).toContain('console.log');
    expect(await (await fetch(`${t.url}/tables/abc`)).text()).toContain('<title>Daedalus</title>');
    const missing = await fetch(`${t.url}/api/nothing`);
    expect(missing.status).toBe(404);
  });

  it('answers a built file that is not there (a chunk of an older build) with 404, not the page', async () => {
    for (const path of ['/assets/TablePage-Dx9_old1.js', '/assets/index-0ld0ld00.css', '/assets/']) {
      const gone = await fetch(`${t.url}${path}`);
      expect(gone.status, path).toBe(404);
      expect(await gone.text(), path).not.toContain('<title>Daedalus</title>');
    }
    // Pages still get the page, whatever their path.
    for (const path of ['/lobby', '/assets-of-mine', '/table/assets/x'])
      expect((await fetch(`${t.url}${path}`)).status, path).toBe(200);
  });

  it('sends built files compressed, the hashed ones cached for good and the page asked for anew', async () => {
    for (const encoding of ['br', 'gzip']) {
      const asset = await fetch(`${t.url}/assets/index-B7x_k2Qa.js`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(asset.headers.get('content-encoding')).toBe(encoding);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await asset.text()).toBe(entry);
    }
    for (const path of ['/', '/index.html', '/app.js']) {
      const page = await fetch(`${t.url}${path}`);
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
    }
  });
  afterAll(async () => {
    await t?.close();
  }, 30_000);

  it('creates a table, two players join, play to the end, everyone gets a replayable record', async () => {
    const { table } = await t.client.createTable({
      game: 'hunt',
      preset: 'tiny',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    expect(table.status).toBe('waiting');
    const a = await t.client.join({ tableId: table.id, claim: { seat: 0, name: 'Ariadne' } });
    expect(a.seat).toBe(0);
    expect(a.token).toMatch(/^[\w-]{20,}$/);
    const snapshot = a.received.find((m) => m.type === 'snapshot');
    expect(snapshot).toMatchObject({ started: false, situation: null });
    const watcher = await t.client.join({ tableId: table.id, spectate: true });
    const b = await t.client.join({ tableId: table.id, claim: { seat: 1, name: 'Theseus' } });
    expect(b.table?.status).toBe('playing');
    const stops = [autoplay(a, seededChooser(1)), autoplay(b, seededChooser(2))];
    const [ra, rb, rw] = await Promise.all([waitForRecord(a), waitForRecord(b), waitForRecord(watcher)]);
    for (const s of stops) s();
    expect(ra).toEqual(rb);
    expect(rw).toEqual(ra);
    expect(ra.seats?.map((s) => s.name)).toEqual(['Ariadne', 'Theseus']);
    const replay = Match.replay(games.get('hunt')!, ra);
    expect(replay.ok).toBe(true);
    // State ids only grow, by one per change, on every connection.
    for (const conn of [a, b, watcher]) {
      const ids = conn.received.filter((m) => m.type === 'update').map((m) => m.stateId);
      for (let i = 1; i < ids.length; i++) expect(ids[i]).toBe(ids[i - 1]! + 1);
    }
    // The HTTP API lists the finished game and exports the same record.
    const finished = await t.client.finished();
    expect(finished.map((f) => f.table.id)).toContain(table.id);
    const exported = await t.client.record(table.id);
    expect(exported).toEqual(ra);
    await Promise.all([a.leave(), b.leave(), watcher.leave()]);
  });

  it("the claim that starts a game brings what setup told: Shifting Maze's first Maze Event", async () => {
    const { table } = await t.client.createTable({
      game: 'shifting-maze',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const a = await t.client.join({ tableId: table.id, claim: { seat: 0, name: 'Ariadne' } });
    const watcher = await t.client.join({ tableId: table.id, spectate: true });
    const b = await t.client.join({ tableId: table.id, claim: { seat: 1, name: 'Theseus' } });
    const types = (events: readonly unknown[]) => events.map((e) => (e as { type: string }).type);
    // Those already at the table get the start as an update ...
    for (const conn of [a, watcher]) {
      const start =
        conn.received.find((m) => m.type === 'update') ?? (await conn.waitFor((m) => m.type === 'update'));
      if (start.type !== 'update') throw new Error('no update');
      expect(types(start.events)[0]).toBe('turn/started');
      expect(types(start.events)).toContain('maze/event');
      expect(start.situation.view).not.toBeNull();
    }
    // ... the one who took the last seat as a catch-up from just before the claim.
    const catchup = b.received.find((m) => m.type === 'catchup');
    if (catchup?.type !== 'catchup') throw new Error('the starting claim got no catch-up');
    expect(catchup.steps).toHaveLength(1);
    expect(types(catchup.steps[0]!.events)).toContain('maze/event');
    expect(b.situation?.view).not.toBeNull();
    // The first player is to move.
    await untilTurn(a);
    await Promise.all([a.leave(), b.leave(), watcher.leave()]);
  });

  it('a human plays a computer player to the end', async () => {
    const { table } = await t.client.createTable({
      game: 'hunt',
      preset: 'tiny',
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }],
    });
    const a = await t.client.join({ tableId: table.id, claim: { seat: 0, name: 'Solo' } });
    const stop = autoplay(a, seededChooser(7));
    const record = await waitForRecord(a);
    stop();
    expect(record.outcome.over).toBe(true);
    expect(record.actions.some((x) => x.seat === 1)).toBe(true);
    expect(Match.replay(games.get('hunt')!, record).ok).toBe(true);
    await a.leave();
  });
});
