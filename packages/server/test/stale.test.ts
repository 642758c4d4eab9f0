/**
 * A client that is up to date is never refused as stale. Players act the moment they
 * may, each action stamped with the last state id the client received, on several
 * tables at once (people against people, people against computer players): not one
 * action is refused as `action/stale`.
 */
import type { TableConnection } from '@daedalus/protocol/client';
import { describe, expect, it } from 'vitest';
import { autoplay, BACKENDS, seededChooser, testServerFor, waitForRecord } from './helpers.ts';

describe.each(BACKENDS)('no stale refusals for up-to-date clients on %s', (backend) => {
  const t = testServerFor(backend);

  it('many actions without pause, stamped with the last state id received: none is stale', async () => {
    const tables = [
      { seats: [{ kind: 'human' }, { kind: 'human' }] },
      { seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }] },
      { seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }] },
      { seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }, { kind: 'human' }] },
    ] as const;
    const people: TableConnection[] = [];
    const stops: (() => void)[] = [];
    let n = 0;
    for (const spec of tables) {
      const { table } = await t.client.createTable({
        game: 'hunt',
        options: { size: 9, moveCap: 150 },
        seats: spec.seats.map((s) => ({ ...s })),
      });
      for (const [seat, s] of spec.seats.entries()) {
        if (s.kind !== 'human') continue;
        const conn = await t.client.join(
          { tableId: table.id, claim: { seat, name: `P${seat}` } },
          { autoReconnect: false },
        );
        people.push(conn);
      }
    }
    // Everyone plays at once, as soon as it may: the same state id is never acted on twice.
    for (const conn of people) stops.push(autoplay(conn, seededChooser(++n)));
    await Promise.all(people.map((c) => waitForRecord(c, 120_000)));
    for (const stop of stops) stop();
    const refused = people.flatMap((c) =>
      c.received.flatMap((m) => (m.type === 'error' ? [m.error.code] : [])),
    );
    const actions = people.reduce((sum, c) => sum + c.received.filter((m) => m.type === 'ack').length, 0);
    // Random play: how long the games last varies with who acts first; a few hundred actions in all.
    expect(actions).toBeGreaterThan(150);
    expect(refused).toEqual([]);
    await Promise.all(people.map((c) => c.leave()));
  }, 180_000);
});
