import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translate.ts';
import { timeLeft } from './time-left.ts';

describe('a move clock’s time left', () => {
  it('is seconds under a minute, then minutes and hours as a clock reads them, in the page’s language', () => {
    const en = translator('en');
    expect(timeLeft(0, en)).toBe('0 s left');
    expect(timeLeft(59, en)).toBe('59 s left');
    expect(timeLeft(60, en)).toBe('1:00 left');
    expect(timeLeft(599, en)).toBe('9:59 left');
    expect(timeLeft(3600, en)).toBe('1:00:00 left');
    expect(timeLeft(7 * 24 * 3600, en)).toBe('168:00:00 left');
    expect(timeLeft(42, translator('de'))).toBe('noch 42 s');
    expect(timeLeft(125, translator('ru'))).toBe('осталось 2:05');
  });
});
