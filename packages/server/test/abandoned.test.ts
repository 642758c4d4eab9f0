/**
 * Tables left open with nothing happening (a terminal player who closed the window) do not
 * stay in the lobby for ever: once nothing happened for the server's abandonment time they
 * leave the open list, while their link still opens them; a move brings them back.
 */

import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/index.ts';
import { BACKENDS, testServerFor } from './helpers.ts';

const MINUTE = 60_000;

describe.each(BACKENDS)('abandoned tables on %s', (backend) => {
  const clock = new ManualClock();
  const t = testServerFor(backend, { clock, abandonedAfterMs: 30 * MINUTE });

  it('leave the open list after 30 minutes without a move, keep their link, and come back with a move', async () => {
    const { table } = await t.client.createTable({
      game: 'hunt',
      preset: 'tiny',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const listed = async () => (await t.client.tables()).some((x) => x.id === table.id);
    expect(await listed()).toBe(true);
    expect((await t.client.tables()).find((x) => x.id === table.id)?.updatedAt).toBe(clock.now());

    clock.advance(29 * MINUTE);
    expect(await listed()).toBe(true);
    clock.advance(2 * MINUTE);
    expect(await listed()).toBe(false);
    // Still there for whoever has the link: a seat taken is something happening.
    const a = await t.client.join({ tableId: table.id, claim: { seat: 0, name: 'Back' } });
    expect(await listed()).toBe(true);
    await a.leave();
  });
});
