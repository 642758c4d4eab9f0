import { describe, expect, it } from 'vitest';
import { gameOn, go, heard, P, play, shot } from '../fixtures.ts';
import { labyrinth } from '../game.ts';
import { BASIC, RIVER } from '../test-plans.ts';
import { describeEvent } from '../text/describe.ts';
import type { LabyrinthEvent } from '../types.ts';

describe('announcements in English and Russian', () => {
  it('uses the original wording', () => {
    const { state } = gameOn(RIVER, [P(0, 0)]);
    expect(heard(play(state, 0, go('right')).events, 0, 'ru')).toContain('Попал в реку, отнесло течением.');
  });

  it('renders every event of random games in both languages without gaps', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 0), P(2, 1)], { landmines: true });
    let s = state;
    const seen = new Set<string>();
    for (let i = 0; i < 300 && labyrinth.actors(s).length > 0; i++) {
      const actor = labyrinth.actors(s)[0];
      if (!actor) break;
      const legal = labyrinth.legalActions(s, actor.seat);
      const action = legal[(i * 7919) % legal.length];
      if (!action) break;
      const t = labyrinth.apply(s, actor.seat, action);
      if (!t.ok) throw new Error(t.error.message);
      for (const e of t.value.events as LabyrinthEvent[]) {
        seen.add(e.type);
        for (const locale of ['en', 'ru', 'de'] as const) {
          const text = describeEvent(e, locale);
          expect(text.length).toBeGreaterThan(3);
          expect(text).not.toMatch(/undefined|NaN|\[object/);
        }
      }
      s = t.value.state;
    }
    expect(seen.size).toBeGreaterThan(5);
  });

  it('screams, finds and statuses read naturally in Russian', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(2, 0)]);
    const t = play(state, 0, go('down', { before: [shot('right')] }));
    expect(heard(t.events, 0, 'ru')).toContain('Выстрел вправо — слышен крик! Патронов: 2.');
    const st = play(state, 0, { type: 'status' });
    expect(heard(st.events, 0, 'ru')).toEqual([
      'Вы здоровы; патронов: 3, гранат: 3; заказов клетки осталось: 1.',
    ]);
    const f = play(gameOn(BASIC, [P(0, 1)]).state, 0, go('right'));
    expect(heard(f.events, 0, 'ru')).toContain('Вышел на сушу, нашёл сокровище.');
  });
});
