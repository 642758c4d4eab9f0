import { hashJson } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { gameOn, go, P, play } from './fixtures.ts';
import { labyrinth } from './game.ts';
import { BASIC } from './test-plans.ts';

describe('the position format', () => {
  it('round-trips through JSON text', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 1)], { landmines: true, recall: 'full' });
    const s = play(state, 0, go('right', { before: [{ do: 'mine', to: 'down' }] })).state;
    const text = JSON.stringify(labyrinth.position.encode(s));
    const back = labyrinth.position.decode(JSON.parse(text));
    expect(back.ok).toBe(true);
    if (back.ok)
      expect(hashJson(labyrinth.position.encode(back.value))).toBe(hashJson(labyrinth.position.encode(s)));
  });

  it('rejects untrusted input with clear errors', () => {
    const { state } = gameOn(BASIC, [P(0, 0)]);
    const good = JSON.parse(JSON.stringify(labyrinth.position.encode(state)));
    const cases: [unknown, string][] = [
      [{ garbage: true }, 'position/invalid'],
      [{ ...good, format: 'labyrinth@9' }, 'position/invalid'],
      [{ ...good, order: [3] }, 'position/inconsistent'],
      [{ ...good, items: [] }, 'position/inconsistent'],
      [{ ...good, players: [{ ...good.players[0], bullets: 7 }] }, 'position/invalid'],
      [{ ...good, players: [{ ...good.players[0], at: { x: 9, y: 9 } }] }, 'position/inconsistent'],
    ];
    for (const [input, code] of cases) {
      const r = labyrinth.position.decode(input);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe(code);
        expect(r.error.message.length).toBeGreaterThan(20);
      }
    }
  });
});
