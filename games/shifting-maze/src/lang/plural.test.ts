/** Counted main actions take the plural their number asks for, in each language. */
import { describe, expect, it } from 'vitest';
import type { SmEvent } from '../types.ts';
import { describeEvent, LANGUAGES } from './index.ts';

describe('counted main actions', () => {
  it('on the board: the player to move and a Challenger who owes actions', () => {
    const { en, de, ru } = LANGUAGES;
    expect(en.board.toMove(0, 3)).toBe('Player 1 to move: 3 main actions left.');
    expect(en.board.toMove(0, 1)).toBe('Player 1 to move: 1 main action left.');
    expect(en.board.owes(1)).toBe('owes 1 main action');
    expect(en.board.owes(2)).toBe('owes 2 main actions');
    expect(de.board.toMove(0, 1)).toContain('eine Hauptaktion übrig');
    expect(de.board.toMove(0, 3)).toContain('3 Hauptaktionen übrig');
    expect(ru.board.toMove(0, 1)).toContain(': осталось 1 основное действие.');
    expect(ru.board.toMove(0, 3)).toContain(': осталось 3 основных действия.');
    expect(ru.board.toMove(0, 0)).toContain(': осталось 0 основных действий.');
  });

  it('when a reacting Challenger is safe', () => {
    const safe = (used: number): SmEvent =>
      ({ type: 'reaction/ended', seat: 0, safe: true, used, audience: 'all' }) as SmEvent;
    expect(describeEvent(safe(1), 'en')).toContain('(1 main action owed next turn)');
    expect(describeEvent(safe(2), 'en')).toContain('(2 main actions owed next turn)');
  });
});
