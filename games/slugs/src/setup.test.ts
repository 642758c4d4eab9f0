import { Match, parseOptions, parseRecord, unwrap } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { slugs } from './game.ts';
import type { SlugsState } from './types.ts';

function start(options: object, players = 1, preset?: string) {
  const parsed = parseOptions(slugs, options, preset);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const r = slugs.setup({ options: parsed.value, players, seed: 'setup' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('setup', () => {
  it('with no mode: defence for one player, a duel for two, each on its first shipped level', () => {
    expect(start({}, 1).state).toMatchObject({ mode: 'defence', seats: 1 });
    expect(start({}, 1).state.rooms[0]!.name).toBe('First Light');
    expect(start({}, 2).state).toMatchObject({ mode: 'duel', seats: 2 });
    expect(start({ mode: 'escort' }).state.rooms).toHaveLength(5);
  });

  it('the mode a level names wins over the number of players guessing it', () => {
    expect(start({ level: 'mode: escort\nmap:\nH..h\n...E' }).state.mode).toBe('escort');
  });

  it('announces the level it opens with', () => {
    expect(start({ level: 'defence-3' }).events).toEqual([
      { type: 'room/entered', audience: 'all', room: 0, name: 'The Long Way' },
    ]);
  });

  it('"random" makes a level from the seed: the same seed, the same level', () => {
    const a = start({ level: 'random' }).state;
    const b = start({ level: 'random' }).state;
    expect(a.rooms).toEqual(b.rooms);
    expect(a.rooms[0]!.name).toBe('Random defence');
    expect(start({ level: 'random' }, 2).state.rooms[0]!.mode).toBe('duel');
  });

  it('"random" makes the map of the table’s rules edition: new tables 15 × 15, stored ones as they were', () => {
    // A table stored before edition 2 rebuilds its generated level from its seed as it was made.
    for (const players of [1, 2]) {
      const now = unwrap(Match.create(slugs, { players, seed: 'ed', options: { level: 'random' } }));
      expect(now.edition).toBe(2);
      const s = now.state as SlugsState;
      expect([s.width, s.height]).toEqual([15, 15]);
      const old = unwrap(
        Match.create(slugs, { players, seed: 'ed', options: { level: 'random' }, edition: 1 }),
      );
      const o = old.state as SlugsState;
      expect([o.width, o.height]).toEqual([15, 11]);
      const { edition: _, ...legacy } = old.toRecord();
      expect(unwrap(Match.replay(slugs, unwrap(parseRecord(legacy)))).hash).toBe(old.hash);
    }
    expect(
      slugs.setup({ options: slugs.optionsSchema.parse({}), players: 1, seed: 's', edition: 9 }),
    ).toMatchObject({
      ok: false,
      error: { code: 'setup/edition', message: 'The Slug Labyrinth has no edition 9 of its rules.' },
    });
    // A duel's map is its own mirror image: base A bottom-left, base B bottom-right.
    const duel = unwrap(Match.create(slugs, { players: 2, seed: 'ed', options: { level: 'random' } }))
      .state as SlugsState;
    expect(duel.terrain[14 * 15]).toBe('A');
    expect(duel.terrain[14 * 15 + 14]).toBe('B');
  });

  it('the taster preset plays a short game for one or two players', () => {
    expect(start({}, 1, 'taster').state.options.turnLimit).toBe(25);
    expect(start({}, 2, 'taster').state.mode).toBe('duel');
  });
});

describe('the clock', () => {
  it('a seat out of time waits', () => {
    const { state } = start({});
    const r = slugs.timeout!(state, 0);
    expect(r.ok && r.value.events[0]).toEqual({ type: 'player/waited', audience: 'all', seat: 0 });
  });
});
