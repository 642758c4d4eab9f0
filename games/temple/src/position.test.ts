import { canonicalJson, Random, unwrap } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { temple } from './game.ts';
import { decodePosition } from './position.ts';
import { scenario } from './scenario.ts';
import { F } from './test-helpers.ts';
import type { TempleState } from './types.ts';

/** States met in a few random games, every phase included. */
function states(games: number): TempleState[] {
  const random = Random.fromSeed('positions');
  const out: TempleState[] = [];
  for (let g = 0; g < games; g++) {
    const options = temple.optionsSchema.parse({ statues: 1, turnCap: 8 });
    let s = unwrap(temple.setup({ options, players: 2 + (g % 3), seed: `p${g}` })).state;
    out.push(s);
    for (let i = 0; i < 400 && s.phase !== 'over'; i++) {
      s = unwrap(temple.apply(s, s.current, random.pick(temple.legalActions(s, s.current)))).state;
      if (i % 5 === 0) out.push(s);
    }
    out.push(s);
  }
  return out;
}

describe('the position format', () => {
  it('round-trips every state through JSON text (property over random games)', () => {
    for (const s of states(6)) {
      const text = JSON.stringify(temple.position.encode(s));
      const back = unwrap(decodePosition(JSON.parse(text)));
      expect(canonicalJson(back)).toBe(canonicalJson(s));
    }
  });

  it('rejects garbage and positions whose parts disagree', () => {
    const s = unwrap(scenario({ figures: ['a5', 'j15'], rhombi: { A: ['c8', 'c9'] } }));
    const json = () => JSON.parse(JSON.stringify(s)) as TempleState;
    expect(decodePosition({ garbage: true }).ok).toBe(false);
    const cases: [string, (p: TempleState) => void][] = [
      ['overlap', (p) => (p.table.rhombi[3]!.pose = { ...p.table.rhombi[1]!.pose })],
      ['a letter twice', (p) => p.aside.push('A')],
      ['figure on abyss', (p) => (p.table.figures[0] = F('e5'))],
      ['stone on a target', (p) => (p.table.stones[0] = F('e2'))],
      ['board of the wrong size', (p) => (p.table.board.kinds = p.table.board.kinds.slice(1))],
      ['winner in a running game', (p) => (p.winner = 0)],
      ['two figures on one rhombus', (p) => (p.table.figures = [F('c8'), F('c9')])],
      ['a face-down rhombus during play', (p) => p.stack.push(p.aside.pop()!)],
    ];
    for (const [why, spoil] of cases) {
      const p = json();
      spoil(p);
      const r = decodePosition(p);
      expect(r.ok, why).toBe(false);
      if (!r.ok) expect(r.error.code).toMatch(/^position\//);
    }
  });
});

describe('the scenario form', () => {
  it('builds a position from names: fields, rhombi, stones, statues taken', () => {
    const s = unwrap(
      scenario({
        figures: ['a5', 'j15', 'e4'],
        rhombi: { A: ['c8', 'c9'], B: { on: ['a9', 'b9'], turned: true } },
        stones: [null, 'e12', null],
        taken: [['X'], [], ['Y', 'Z']],
        current: 2,
        phase: 'figure',
        ap: 1,
      }),
    );
    expect(s.table.rhombi.map((r) => r.letter)).toEqual(['X', 'Y', 'Z', 'A', 'B']);
    expect(s.aside).toHaveLength(11);
    expect(s.table.statues).toEqual([
      [false, true, true],
      [true, true, false],
      [true, true, false],
    ]);
    expect([s.current, s.phase, s.ap]).toEqual([2, 'figure', 1]);
  });

  it('refuses unknown fields, bad shapes and impossible positions', () => {
    const code = (spec: unknown) => {
      const r = scenario(spec);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code({ figures: ['a5', 'z99'] })).toBe('scenario/invalid');
    expect(code({ figures: ['a5', 'a1'] })).toBe('scenario/no-field');
    expect(code({ figures: ['a5', 'e5'] })).toBe('scenario/inconsistent');
    expect(code({ figures: ['a5', 'j15'], rhombi: { A: ['a5', 'e9'] } })).toBe('scenario/not-neighbours');
    expect(code({ figures: ['a5', 'j15'], rhombi: { A: ['e2', 'e1'] } })).toBe('scenario/inconsistent');
    expect(code({ figures: ['a5'] })).toBe('scenario/invalid');
  });
});
