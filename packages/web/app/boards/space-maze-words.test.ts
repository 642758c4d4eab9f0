/** The Space Maze board's own words around the game's: the viewer's panel, the step line, the legend. */
import { langOf } from '@daedalus/space-maze';
import { describe, expect, it } from 'vitest';
import { ru } from '../i18n/ru.ts';
import { translator } from '../i18n/translate.ts';
import { withYou } from './SpaceMazePanels.tsx';

describe('Space Maze board words', () => {
  it('the viewer\'s panel: one pair of brackets for the name and "you"', () => {
    expect(withYou('Игрок 1 (Таня)', 'Вы')).toBe('Игрок 1 (Таня, Вы)');
    expect(withYou('Игрок 1', 'Вы')).toBe('Игрок 1 (Вы)');
    expect(withYou('Player 2 (Computer 2)', 'You')).toBe('Player 2 (Computer 2, You)');
  });

  it('Russian: the step of a power die says "кубик" once', () => {
    const die = langOf('ru').die({ id: 0, kind: 'power', colour: 'orange', pips: 4, seat: 0 });
    const line = translator('ru')('space.step.power', { who: 'Игрок 1 (Таня)', die });
    expect(line).toBe('Игрок 1 (Таня) использует оранжевый кубик 4.');
    expect(line.match(/кубик/g)).toHaveLength(1);
  });

  it('Russian: the aliens are "пришельцы" on the board as in the log', () => {
    const space = Object.entries(ru).filter(([k]) => k.startsWith('space.'));
    for (const [key, words] of space) expect(words, key).not.toMatch(/инопланет/i);
    expect(ru['space.markAlien']).toMatch(/^пришелец/);
  });
});
