import { LOCALES } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { __camel__Game } from '../game.ts';
import { buildScenario } from '../scenario.ts';
import type { __Pascal__Action, __Pascal__Event } from '../types.ts';

const text = __camel__Game.text!;
const moves: __Pascal__Action[] = (['up', 'right', 'down', 'left'] as const).map((dir) => ({
  type: 'move',
  dir,
}));

describe('moves in words', () => {
  it('every label reads back to its move, in every language and any locale', () => {
    for (const a of moves)
      for (const said of LOCALES)
        for (const locale of LOCALES)
          expect(text.parseAction!(text.formatAction(a, said), undefined as never, locale)).toEqual({
            ok: true,
            value: a,
          });
  });

  it("names a word it does not know, in the player's language", () => {
    const r = text.parseAction!('fly up', undefined as never, 'de');
    expect(r.ok ? '' : r.error.message).toContain('fly');
    expect(r.ok ? '' : r.error.code).toBe('text/unknown-word');
  });
});

describe('events and the board in words', () => {
  const events: __Pascal__Event[] = [
    { type: '__ID__/moved', audience: 'all', seat: 0, dir: 'up', to: { x: 1, y: 2 } },
    { type: '__ID__/won', audience: 'all', seat: 1 },
    { type: '__ID__/draw', audience: 'all', turns: 22 },
  ];

  it('every event has its own sentence in each language', () => {
    for (const e of events) {
      const said = LOCALES.map((l) => __camel__Game.describe!(e, l));
      expect(new Set(said).size).toBe(LOCALES.length);
      for (const s of said) expect(s).toMatch(/[.!]$/);
    }
  });

  it('draws rocks, the goal and the runners', () => {
    const s = buildScenario({ board: ['1..', '.#G', '2..'] });
    if (!s.ok) throw new Error(s.error.message);
    const board = text.render(__camel__Game.view(s.value, 0), 'en');
    expect(board).toContain(' 1 1 . .');
    expect(board).toContain(' 2 . # G');
    expect(board).toContain('Player 1 to move');
  });
});
