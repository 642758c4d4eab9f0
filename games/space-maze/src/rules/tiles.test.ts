import { describe, expect, it } from 'vitest';
import { ALIENS } from '../types.ts';
import {
  canonical,
  DATAPAD_TILES,
  type DoorColour,
  passes,
  placedOf,
  rotateSides,
  sideColour,
  sidesOf,
  TILES,
} from './tiles.ts';

describe('the 24 maze tiles', () => {
  it('are exactly the rotation classes of the 81 colourings of four sides with red, yellow and blue', () => {
    const classes = new Set<string>();
    for (let i = 0; i < 81; i++) {
      let n = i;
      let s = '';
      for (let k = 0; k < 4; k++) {
        s += 'RYB'[n % 3];
        n = Math.floor(n / 3);
      }
      classes.add(canonical(s));
    }
    expect(classes.size).toBe(24);
    expect([...TILES].sort()).toEqual([...classes].sort());
    expect(new Set(TILES.map(canonical)).size).toBe(24);
  });

  it('eight of them carry a datapad: three colours each, red 10, yellow 11, blue 11 of their sides', () => {
    expect(DATAPAD_TILES).toHaveLength(8);
    const sides = DATAPAD_TILES.map((t) => TILES[t]!).join('');
    for (const t of DATAPAD_TILES) expect(new Set(TILES[t]!).size).toBe(3);
    expect([...sides].filter((c) => c === 'R')).toHaveLength(10);
    expect([...sides].filter((c) => c === 'Y')).toHaveLength(11);
    expect([...sides].filter((c) => c === 'B')).toHaveLength(11);
  });

  it('turn clockwise: after one quarter what was up is on the right', () => {
    expect(rotateSides('RYBB', 1)).toBe('BRYB');
    expect(rotateSides('RYBB', 4)).toBe('RYBB');
    expect(sidesOf({ tile: 4, turn: 1 })).toBe(rotateSides(TILES[4]!, 1));
    expect(sideColour({ tile: 4, turn: 1 }, 1)).toBe('R'); // RRYB turned once: B R R Y
  });

  it('are recognised from their sides in any orientation, the relic tile as SSSS', () => {
    expect(placedOf('BRRY')).toEqual({ tile: TILES.indexOf('RRYB'), turn: 1 });
    expect(placedOf('SSSS')).toEqual({ tile: 24, turn: 0 });
    expect(placedOf('RRSY')).toBeNull();
  });
});

describe('colour passages', () => {
  const truth: Record<(typeof ALIENS)[number], string[]> = {
    green: ['YB', 'BY', 'SY', 'YS', 'SB', 'BS', 'SS'],
    purple: ['BR', 'RB', 'SB', 'BS', 'SR', 'RS', 'SS'],
    orange: ['RY', 'YR', 'SR', 'RS', 'SY', 'YS', 'SS'],
  };
  for (const alien of ALIENS)
    it(`${alien} passes exactly ${truth[alien].filter((p) => !p.includes('S')).join(' and ')} (and silver with either)`, () => {
      for (const a of 'RYBS')
        for (const b of 'RYBS')
          expect(passes(alien, a as DoorColour, b as DoorColour), `${alien} through ${a}/${b}`).toBe(
            truth[alien].includes(a + b),
          );
    });

  it('two doorways of one primary pass no alien', () => {
    for (const c of 'RYB')
      for (const alien of ALIENS) expect(passes(alien, c as DoorColour, c as DoorColour)).toBe(false);
  });

  it('the rulebook: a red/silver passage lets purple and orange through, not green', () => {
    expect(passes('purple', 'R', 'S')).toBe(true);
    expect(passes('orange', 'R', 'S')).toBe(true);
    expect(passes('green', 'R', 'S')).toBe(false);
  });

  it('the relic wearer passes every passage, two doorways of one colour included', () => {
    for (const a of 'RYBS')
      for (const b of 'RYBS') expect(passes('relic', a as DoorColour, b as DoorColour)).toBe(true);
  });
});
