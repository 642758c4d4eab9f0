import { describe, expect, it } from 'vitest';
import { cellName } from '../cells.ts';
import { cell, scenario } from '../test-helpers.ts';
import { exitStep, fleeStep } from './flee.ts';

/** A 7×7 room with the exit where asked and walls where asked; the hero at d4. */
function room(exit: string, walls: string[] = []) {
  const rows = Array.from({ length: 7 }, () => [...'.......']);
  const e = cell(exit);
  rows[e.y]![e.x] = 'E';
  rows[3]![3] = 'H';
  const slugAt = e.x === 0 && e.y === 0 ? { x: 6, y: 0 } : { x: 0, y: 0 };
  rows[slugAt.y]![slugAt.x] = 'h';
  return scenario({
    level: ['mode: escort', 'map:', ...rows.map((r) => r.join(''))].join('\n'),
    walls,
    hero: { tied: false },
  });
}

const flee = (s: ReturnType<typeof room>, threat: string): string => {
  const to = fleeStep(s, s.hero!.at, cell(threat));
  return to ? cellName(to) : 'stays';
};

describe('the fork tie-breaks of a hero running away', () => {
  it('he takes the neighbour farthest from the slug (or the place)', () => {
    // Threat at b4 (left of him): right (e4) is farthest.
    expect(flee(room('g7'), 'b4')).toBe('e4');
    // Threat at f3: down (d5) and left (c4) are farther than d4; c4 is the farthest.
    expect(flee(room('a7'), 'f3')).toBe('c4');
    // Threat at f2: d5 and c4 are as far (and as close to the exit at a7): d5 is further right.
    expect(flee(room('a7'), 'f2')).toBe('d5');
  });

  it('equally far: the one closer to the exit in a straight line', () => {
    // Threat straight above at d2, down is walled: left c4 and right e4 are as far; the exit decides.
    expect(flee(room('g4', ['d5']), 'd2')).toBe('e4');
    expect(flee(room('a4', ['d5']), 'd2')).toBe('c4');
  });

  it('as far and as close to the exit: the one further right', () => {
    // The exit straight below at d7: c4 and e4 are as close to it.
    expect(flee(room('d7', ['d5']), 'd2')).toBe('e4');
  });

  it('still equal (one above the other): the first of up, right, down, left', () => {
    // Threat straight left at a4, right is walled; exit straight right at g4: d3 and d5 tie on everything.
    expect(flee(room('g4', ['e4']), 'a4')).toBe('d3');
  });

  it('he never steps closer to what he runs from: with no farther cell he is cornered and stays', () => {
    // Walled in on three sides with the threat on the fourth.
    expect(flee(room('g7', ['d3', 'e4', 'd5']), 'b4')).toBe('stays');
    // Nor onto a slug's cell.
    const s = room('g7');
    s.slugs[0]!.at = cell('e4');
    expect(flee(s, 'b4')).not.toBe('e4');
  });
});

describe('walking to the exit', () => {
  it('a step along a shortest way; ties go to the cell closer in a straight line, then further right', () => {
    // To g7: e4 and d5 are both one step nearer by the way; they are as close in a straight line → e4 (further right).
    expect(cellName(exitStep(room('g7'), cell('d4'))!)).toBe('e4');
    // To f7: d5 is √8 from it in a straight line, e4 √10: d5.
    expect(cellName(exitStep(room('f7'), cell('d4'))!)).toBe('d5');
  });

  it('round walls, by the way and not as the crow flies', () => {
    // A wall across c3–e3 between him and the exit at g1: the shortest way goes round by the right.
    expect(cellName(exitStep(room('g1', ['c3', 'd3', 'e3']), cell('d4'))!)).toBe('e4');
  });
});
