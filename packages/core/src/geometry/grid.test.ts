import { describe, expect, it } from 'vitest';
import {
  cells,
  contains,
  directionTo,
  isOuterSide,
  opposite,
  rectangle,
  slideLine,
  slidePoint,
  step,
  type Topology,
} from './grid.ts';

describe('directions', () => {
  it('opposite and step follow screen coordinates (up is y - 1)', () => {
    expect(opposite('down')).toBe('up');
    expect(opposite('left')).toBe('right');
    expect(step({ x: 2, y: 2 }, 'up')).toEqual({ x: 2, y: 1 });
    expect(step({ x: 2, y: 2 }, 'left', 2)).toEqual({ x: 0, y: 2 });
    expect(directionTo({ x: 1, y: 1 }, { x: 1, y: 2 })).toBe('down');
    expect(directionTo({ x: 1, y: 1 }, { x: 2, y: 2 })).toBeNull();
  });
});

describe('topologies', () => {
  it('masked shapes', () => {
    // '#..#', '....', '#..#': a 4 × 3 rectangle without its corners.
    const t: Topology = {
      width: 4,
      height: 3,
      mask: [false, true, true, false, true, true, true, true, false, true, true, false],
    };
    expect(cells(t)).toHaveLength(8);
    expect(contains(t, { x: 0, y: 0 })).toBe(false);
    expect(contains(t, { x: 1, y: 0 })).toBe(true);
    expect(contains(t, { x: 4, y: 1 })).toBe(false);
    expect(contains(t, { x: 1.5, y: 1 })).toBe(false);
    expect(contains(rectangle(3, 3), { x: 0.5, y: 0 })).toBe(false);
    expect(cells(t)[0]).toEqual({ x: 1, y: 0 });
    expect(isOuterSide(t, { x: 1, y: 0 }, 'left')).toBe(true);
    expect(isOuterSide(t, { x: 1, y: 1 }, 'up')).toBe(false);
  });

  it('rejects impossible sizes', () => {
    expect(() => rectangle(0, 3)).toThrow(RangeError);
  });
});

describe('sliding a line', () => {
  const t = { width: 3, height: 2 };
  const grid = ['a', 'b', 'c', 'd', 'e', 'f'];
  it.each([
    [{ axis: 'row', index: 0, delta: 1 }, ['_', 'a', 'b', 'd', 'e', 'f'], 'c', { x: 2, y: 0 }],
    [{ axis: 'row', index: 1, delta: -1 }, ['a', 'b', 'c', 'e', 'f', '_'], 'd', { x: 0, y: 1 }],
    [{ axis: 'column', index: 2, delta: 1 }, ['a', 'b', '_', 'd', 'e', 'c'], 'f', { x: 2, y: 1 }],
    [{ axis: 'column', index: 0, delta: -1 }, ['d', 'b', 'c', '_', 'e', 'f'], 'a', { x: 0, y: 0 }],
  ] as const)('%j', (slide, expected, fallen, from) => {
    const r = slideLine(grid, t, slide, '_');
    expect(r.grid).toEqual(expected);
    expect(r.fallen).toBe(fallen);
    expect(r.fallenFrom).toEqual(from);
    expect(grid).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('moves points consistently with the cells, and drops the one pushed off', () => {
    const slide = { axis: 'row', index: 0, delta: 1 } as const;
    expect(slidePoint(t, slide, { x: 0, y: 0 })).toEqual({ x: 1, y: 0 });
    expect(slidePoint(t, slide, { x: 2, y: 0 })).toBeNull();
    expect(slidePoint(t, slide, { x: 2, y: 1 })).toEqual({ x: 2, y: 1 });
    expect(() => slideLine(grid, t, { axis: 'row', index: 2, delta: 1 }, '_')).toThrow(/no row 2/);
  });
});
