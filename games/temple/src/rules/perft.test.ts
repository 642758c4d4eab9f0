/**
 * Perft: the number of legal actions, and of action sequences two or three deep, from fixed
 * positions — pinned, so that any change to what is legal shows up here.
 */
import { unwrap } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { temple } from '../game.ts';
import { F, pos } from '../test-helpers.ts';
import type { TempleState } from '../types.ts';

function perft(s: TempleState, depth: number): number {
  const actor = temple.actors(s)[0];
  if (depth === 0 || !actor) return 1;
  let n = 0;
  for (const a of temple.legalActions(s, actor.seat))
    n += perft(unwrap(temple.apply(s, actor.seat, a)).state, depth - 1);
  return n;
}

const byType = (s: TempleState): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const a of temple.legalActions(s, s.current)) out[a.type] = (out[a.type] ?? 0) + 1;
  return out;
};

describe('perft', () => {
  it('from the start: 4 start fields, then 3, then the first rhombus laid', () => {
    const s = unwrap(
      temple.setup({ options: temple.optionsSchema.parse({}), players: 2, seed: 'perft' }),
    ).state;
    expect([perft(s, 1), perft(s, 2), perft(s, 3)]).toEqual([4, 12, 2292]);
  });

  it('laying the first path rhombus (B, without walls: one way round for each free place)', () => {
    let s = unwrap(
      temple.setup({ options: temple.optionsSchema.parse({}), players: 2, seed: 'perft' }),
    ).state;
    s = unwrap(temple.apply(s, 0, { type: 'start', at: F('a5') })).state;
    s = unwrap(temple.apply(s, 1, { type: 'start', at: F('j15') })).state;
    expect(s.drawn).toBe('B');
    expect(perft(s, 1)).toBe(191);
  });

  it('phase 2 with four path rhombi and a stone', () => {
    const s = pos({
      figures: ['a5', 'j15'],
      rhombi: { A: ['c8', 'c9'], B: ['a9', 'b9'], J: ['g15', 'g16'], M: ['h10', 'h11'] },
      stones: [null, 'e13'],
    });
    expect(byType(s)).toEqual({ slide: 51, rotate: 128, move: 12, end: 1 });
    expect([perft(s, 1), perft(s, 2)]).toEqual([192, 34312]);
  });

  it('phase 3 on a rhombus symbol', () => {
    const s = pos({ figures: ['g10', 'e11'], rhombi: { A: ['c8', 'c9'] }, phase: 'figure' });
    expect(byType(s)).toEqual({ move: 16, symbol: 81, end: 1 });
    expect([perft(s, 1), perft(s, 2)]).toEqual([98, 8801]);
  });

  it('phase 4', () => {
    const s = pos({ figures: ['a5', 'j15'], rhombi: { A: ['c8', 'c9'] }, phase: 'stone' });
    expect(byType(s)).toEqual({ place: 141, end: 1 });
  });
});
