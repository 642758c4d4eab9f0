import { hashJson, Random } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { slugs } from './game.ts';
import { decodePosition } from './position.ts';
import { buildScenario } from './scenario.ts';
import { game, play, scenario } from './test-helpers.ts';
import type { SlugsState } from './types.ts';

const roundTrip = (s: SlugsState) => decodePosition(JSON.parse(JSON.stringify(slugs.position.encode(s))));

describe('the position format', () => {
  it('round-trips every state of random games in every mode', () => {
    const random = Random.fromSeed('positions');
    for (const [level, players] of [
      ['defence-1', 1],
      ['duel-1', 2],
      ['escort', 1],
    ] as const) {
      let s = game(level, { turnLimit: 40 }, players);
      for (let i = 0; i < 120 && !s.result; i++) {
        const back = roundTrip(s);
        expect(back.ok).toBe(true);
        if (back.ok) expect(hashJson(back.value)).toBe(hashJson(s));
        const legal = slugs.legalActions(s, s.current);
        const r = slugs.apply(s, s.current, random.pick(legal));
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
      }
    }
  });

  it('refuses garbage and says why', () => {
    expect(decodePosition({ garbage: true })).toMatchObject({
      ok: false,
      error: { code: 'position/invalid' },
    });
    expect(decodePosition(null).ok).toBe(false);
  });

  it('refuses positions whose parts do not fit together', () => {
    const s = game('map:\na....\n..X.A');
    const bad = (change: (j: Record<string, unknown> & SlugsState) => void): string => {
      const json = JSON.parse(JSON.stringify(s));
      change(json);
      const r = decodePosition(json);
      return r.ok ? 'ok' : r.error.message;
    };
    expect(bad(() => {})).toBe('ok');
    expect(bad((j) => (j.walls = `#${j.walls.slice(1)}`))).toMatch(/slug 1 stands in a wall/);
    expect(bad((j) => (j.terrain = j.terrain.replace('X', '.')))).toMatch(/terrain is not its room's/);
    expect(bad((j) => (j.seats = 2))).toMatch(/a defence has 1 players/);
    expect(
      bad((j) => {
        j.slugs[0]!.plan = { path: [{ x: 3, y: 1 }], expect: '.', steps: 0 };
      }),
    ).toMatch(/not a chain of neighbouring cells/);
    expect(bad((j) => ((j.rooms[0] as unknown as { rows: string[] }).rows = ['a....', '....A']))).toMatch(
      /levels are invalid/,
    );
    expect(bad((j) => (j.walls = j.walls.replace('.', 'B')))).toMatch(
      /only a duel has walls of player 2|stands in a wall/,
    );
  });
});

describe('the scenario form', () => {
  it('builds a position from a level and a few changes, named as players name cells', () => {
    const s = scenario({
      level: 'mode: escort\nstock: 4\nmap:\n.h.....\n.......\nDH....E',
      turn: 7,
      stock: [2],
      walls: ['c1', 'c2'],
      hero: { at: 'c3', stress: 2, tied: false, lastSeen: 'b1' },
      transit: [{ at: ['e1'], turn: 8 }],
      slugs: [{ at: 'a1', wakes: 9 }],
    });
    expect(s.turn).toBe(7);
    expect(s.stock).toEqual([2]);
    expect(s.walls.slice(0, 7)).toBe('..A....');
    expect(s.hero).toEqual({ at: { x: 2, y: 2 }, stress: 2, tied: false, lastSeen: { x: 1, y: 0 } });
    expect(s.slugs[0]).toMatchObject({ at: { x: 0, y: 0 }, wakes: 9 });
    expect(s.transit).toEqual([{ at: [{ x: 4, y: 0 }], turn: 8 }]);
  });

  it('starts at any room of a campaign, and from a shipped level by name', () => {
    const room3 = scenario({ level: 'escort', room: 3 });
    expect(room3.room).toBe(2);
    expect(scenario({ level: 'duel-1' }).seats).toBe(2);
  });

  it('checks what it builds like any untrusted position', () => {
    const r = buildScenario({ level: 'map:\na....\n..X.A', walls: ['a1'] });
    expect(r).toMatchObject({ ok: false, error: { code: 'position/inconsistent' } });
    expect(buildScenario({ level: 'map:\na....\n..X.A', hero: { stress: 1 } })).toMatchObject({
      ok: false,
      error: { code: 'scenario/invalid' },
    });
    expect(buildScenario({ level: 'map:\na....\n..X.A', walls: ['z9'] })).toMatchObject({ ok: false });
  });

  it('a scenario plays on like any game', () => {
    const s = scenario({ level: 'map:\na....\n..X.A', walls: ['b1'] });
    expect(play(s, 'wait').state.turn).toBe(2);
  });
});
