/** Russian clock hours take the plural form their number asks for: 1 час, 2 часа, 10 часов. */
import { describe, expect, it } from 'vitest';
import type { TempleEvent } from '../types.ts';
import { describeEvent } from './index.ts';
import { ruText } from './ru.ts';

const rotated = (corner: number): TempleEvent => ({
  type: 'rhombus/rotated',
  audience: 'all',
  seat: 0,
  rhombus: 'A',
  corner,
  steps: 1,
  turn: 'cw',
  ap: 2,
});

describe('Russian clock hours', () => {
  it('in a rotation event', () => {
    expect(describeEvent(rotated(1), 'ru')).toContain('вокруг угла на 1 час на 60°');
    expect(describeEvent(rotated(4), 'ru')).toContain('вокруг угла на 4 часа на 60°');
    expect(describeEvent(rotated(10), 'ru')).toContain('вокруг угла на 10 часов на 60°');
  });

  it('in a rhombus’s corners, agreeing with the last number', () => {
    expect(ruText.corners([4, 7, 10, 1])).toBe('углы на 4, 7, 10, 1 час');
    expect(ruText.corners([1, 4, 7, 10])).toBe('углы на 1, 4, 7, 10 часов');
    expect(ruText.corners([7, 10, 1, 4])).toBe('углы на 7, 10, 1, 4 часа');
  });
});
