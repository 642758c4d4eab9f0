/**
 * A join or a `sync` never shows a state before it is stored. Two computer players
 * play as fast as they can (the table is writing almost all the time) while a
 * spectator asks for the current situation again and again and others join: every
 * situation received under a state id must be the one the table's updates showed for
 * that id — never the next state, computed but not yet stored, under the current id.
 */
import type { JsonValue } from '@daedalus/core';
import { DaedalusClient, type TableConnection } from '@daedalus/protocol/client';
import { describe, expect, it } from 'vitest';
import { BACKENDS, testServerFor, until, waitForRecord } from './helpers.ts';

describe.each(BACKENDS)('snapshots during writes on %s', (backend) => {
  const t = testServerFor(backend);

  it('every situation sent under a state id is the stored one', async () => {
    const { table } = await t.client.createTable({
      game: 'hunt',
      options: { size: 9, moveCap: 400 },
      seats: [{ kind: 'bot' }, { kind: 'bot' }],
    });
    const watcher = await t.client.join({ tableId: table.id, spectate: true });
    // What the table showed a spectator after each step, by state id.
    const shown = new Map<number, JsonValue>();
    watcher.on('update', (m) => shown.set(m.stateId, m.situation.view));
    const pictures: { stateId: number; view: JsonValue; how: string }[] = [];
    const picture = (conn: TableConnection, how: string) => {
      conn.on(
        'catchup',
        (m) => m.situation && pictures.push({ stateId: m.stateId, view: m.situation.view, how }),
      );
      conn.on(
        'snapshot',
        (m) => m.situation && pictures.push({ stateId: m.stateId, view: m.situation.view, how }),
      );
    };
    picture(watcher, 'sync');

    // Ask for the situation again and again while the bots play, and keep joining.
    const joined: TableConnection[] = [];
    let syncs = 0;
    while (!watcher.record && syncs < 3000) {
      watcher.send('sync', { since: watcher.stateId });
      syncs++;
      if (syncs % 100 === 0) {
        const late = await new DaedalusClient(t.url).join({ tableId: table.id, spectate: true });
        for (const m of late.received)
          if ((m.type === 'snapshot' || m.type === 'catchup') && m.situation)
            pictures.push({ stateId: m.stateId, view: m.situation.view, how: 'join' });
        joined.push(late);
      }
      await new Promise((r) => setTimeout(r, 2));
    }
    await waitForRecord(watcher, 120_000);
    const final = watcher.stateId;
    await until(() => shown.has(final), 10_000);
    expect(pictures.length).toBeGreaterThan(50);
    const wrong = pictures.filter(
      (p) => shown.has(p.stateId) && JSON.stringify(shown.get(p.stateId)) !== JSON.stringify(p.view),
    );
    expect(wrong.map((p) => `${p.how} at ${p.stateId}`)).toEqual([]);
    await Promise.all([watcher, ...joined].map((c) => c.leave()));
  }, 240_000);
});
