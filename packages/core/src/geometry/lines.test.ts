import { describe, expect, it } from 'vitest';
import { rectangle } from './grid.ts';
import { clearLine, supercoverLine } from './lines.ts';
import type { Passable } from './paths.ts';

describe('straight lines between cell centres', () => {
  it('supercover lines visit every crossed cell, both sides at exact corners', () => {
    // y = x / 3 passes exactly through the corner at x = 1.5, y = 0.5.
    expect(supercoverLine({ x: 0, y: 0 }, { x: 3, y: 1 })).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 2, y: 0 },
      { x: 1, y: 1 },
      { x: 2, y: 1 },
      { x: 3, y: 1 },
    ]);
    expect(supercoverLine({ x: 0, y: 0 }, { x: 4, y: 1 })).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 2, y: 0 },
      { x: 2, y: 1 },
      { x: 3, y: 1 },
      { x: 4, y: 1 },
    ]);
    expect(supercoverLine({ x: 0, y: 0 }, { x: 1, y: 1 })).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 0, y: 1 },
      { x: 1, y: 1 },
    ]);
  });

  it('clear line between cell centres is blocked by walls', () => {
    const open = rectangle(5, 5);
    expect(clearLine(open, { x: 0, y: 0 }, { x: 4, y: 3 }, () => true)).toBe(true);
    const wallAtX2: Passable = (f, t) => !((f.x === 1 && t.x === 2) || (f.x === 2 && t.x === 1));
    expect(clearLine(open, { x: 0, y: 0 }, { x: 4, y: 3 }, wallAtX2)).toBe(false);
    expect(clearLine(open, { x: 0, y: 0 }, { x: 1, y: 4 }, wallAtX2)).toBe(true);
    // Through a corner: clear if either way round is open.
    const blockRight: Passable = (f, t) => !(f.x === 0 && f.y === 0 && t.x === 1);
    expect(clearLine(open, { x: 0, y: 0 }, { x: 1, y: 1 }, blockRight)).toBe(true);
    const blockBoth: Passable = (f) => !(f.x === 0 && f.y === 0);
    expect(clearLine(open, { x: 0, y: 0 }, { x: 1, y: 1 }, blockBoth)).toBe(false);
  });
});
