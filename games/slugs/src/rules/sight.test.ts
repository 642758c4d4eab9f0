import { describe, expect, it } from 'vitest';
import { cell, scenario } from '../test-helpers.ts';
import { lineClear, nearestVisible, visibleSlugs } from './sight.ts';

const ROOM = (rows: string[], extra: object = {}) =>
  scenario({ level: ['mode: escort', 'map:', ...rows].join('\n'), ...extra });

describe('the hero’s sight: a straight line between cell centres, blocked by walls and doors', () => {
  it('sees along an open line, not through a wall', () => {
    const s = ROOM(['H...h', '.....', '....E']);
    expect(visibleSlugs(s).map((g) => g.id)).toEqual([0]);
    const walled = ROOM(['H.#.h', '.....', '....E']);
    expect(visibleSlugs(walled)).toEqual([]);
  });

  it('a slanting line is blocked by the walls it crosses, not by those beside it', () => {
    // From a1 to e3 the line crosses b1, b2, c2, d2, d3 (no corner exactly).
    const open = ROOM(['H.#..', '#...#', '....h', '....E']);
    expect(lineClear(open, cell('a1'), cell('e3'))).toBe(true);
    const blocked = ROOM(['H....', '..#..', '....h', '....E']);
    expect(lineClear(blocked, cell('a1'), cell('e3'))).toBe(false);
  });

  it('through a corner, the line is clear if either way round it is', () => {
    // a1 → c3 passes exactly through the corners at b2: a2/b1 around the first corner.
    const oneWay = ROOM(['.#H', '...', '..h', '..E']);
    expect(lineClear(oneWay, cell('a1'), cell('c3'))).toBe(true);
    const noWay = ROOM(['.#H', '#..', '..h', '..E']);
    expect(lineClear(noWay, cell('a1'), cell('c3'))).toBe(false);
  });

  it('doors block sight like walls', () => {
    const s = ROOM(['HDh', '...', '..E']);
    expect(visibleSlugs(s)).toEqual([]);
  });

  it('he sees sleeping slugs, not dead ones', () => {
    const asleep = scenario({ level: 'mode: escort\nwake: e1 30\nmap:\nH...h\n....E' });
    expect(visibleSlugs(asleep)).toHaveLength(1);
    const dead = scenario({ level: 'mode: escort\nmap:\nH...h\n....E', slugs: [{ dead: true }] });
    expect(visibleSlugs(dead)).toEqual([]);
  });

  it('of several slugs he sees, he runs from the nearest (the first in reading order on a tie)', () => {
    const s = ROOM(['h...H...h', '.........', '........E']);
    expect(nearestVisible(s)?.id).toBe(0);
    const nearer = ROOM(['h....H..h', '.........', '........E']);
    expect(nearestVisible(nearer)?.id).toBe(1);
  });
});
