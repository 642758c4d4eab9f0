/**
 * A computer player remembers what its seat was told, across a server restart: the
 * resumed table re-creates it at the start of the game and shows it every step since.
 * The test-only `remembers` bot throws (and its seat gets a fallback move, reported as
 * an incident) whenever it has seen fewer steps than turns were played.
 */
import { describe, expect, it } from 'vitest';
import type { BotIncident } from '../src/index.ts';
import {
  autoplay,
  seededChooser,
  startTestServer,
  tempStorage,
  untilTurn,
  waitForRecord,
} from './helpers.ts';

const config = (incidents: BotIncident[]) => ({
  botModules: [new URL('./misbehaving-bots.ts', import.meta.url).href],
  onBotIncident: (i: BotIncident) => incidents.push(i),
});

describe('computer players across a restart', () => {
  it('a bot resumed after a restart has seen every step of the game so far', async () => {
    const storage = tempStorage('pglite');
    const incidents: BotIncident[] = [];
    let t = await startTestServer('pglite', { storage, config: config(incidents) });
    const { table } = await t.client.createTable({
      game: 'hunt',
      options: { size: 3, moveCap: 60 },
      // Two bots: one replay of the log serves both, each with its own seat's views. They do
      // not search (nor does the person, below), so the game cannot end before the restart:
      // the table's seed is secret and new each run, and a lucky search used to end it there.
      seats: [
        { kind: 'human' },
        { kind: 'bot', level: 'remembers-walking' },
        { kind: 'bot', level: 'remembers-walking' },
      ],
    });
    let person = await t.client.join({ tableId: table.id, claim: { seat: 0, name: 'Theseus' } });
    const token = person.token!;
    const choose = seededChooser(5);
    // A few moves before the restart (the bot answers each one).
    for (let i = 0; i < 4; i++) {
      await untilTurn(person);
      // Moves only (a search could find the treasure and end the game before the restart).
      const legal = person.situation!.legal.filter((a) => (a as { type: string }).type !== 'search');
      const before = person.stateId;
      person.act(choose(legal));
      await person.waitFor(() => person.stateId > before, 30_000);
    }
    await person.leave();
    await t.close();
    expect(incidents).toEqual([]);

    t = await startTestServer('pglite', { storage, config: config(incidents) });
    try {
      person = await t.client.join({ tableId: table.id, token });
      const stop = autoplay(person, seededChooser(7));
      const record = await waitForRecord(person, 60_000);
      stop();
      expect(record.outcome.over).toBe(true);
      expect(record.actions.filter((a) => a.seat === 1).length).toBeGreaterThan(2);
      expect(record.actions.filter((a) => a.seat === 2).length).toBeGreaterThan(2);
      expect(incidents.filter((i) => i.table === table.id)).toEqual([]);
    } finally {
      await person.leave().catch(() => {});
      await t.close();
      await storage.drop();
    }
  }, 120_000);
});
