/**
 * Phase 2 — moving rhombi (translation: "for 1 AP a rhombus may be slid any distance in the
 * direction of one of its edges, or rotated any amount about one of its corners; no obstacle
 * may be in the way; every further movement costs 1 more AP; a rhombus with a figure on it may
 * be moved; a rotation that would overlap is limited to the part of its range that does not").
 *
 * Rhombus A lies on c8–c9 (abyss): its edges run e–w and nw–se, its corners are at 10 and
 * 4 o'clock (acute) and 1 and 7 o'clock (obtuse).
 */
import { describe, expect, it } from 'vitest';
import type { ScenarioSpec } from '../scenario.ts';
import { rotationTargets, slideTargets } from '../targets.ts';
import { act, F, hall, legalOf, nameOf, pos, refused } from '../test-helpers.ts';
import type { TempleState } from '../types.ts';

const base: ScenarioSpec = { figures: ['a5', 'j15'], rhombi: { A: ['c8', 'c9'] } };
/** The fields a rhombus lies on, by name. */
const where = (s: TempleState, letter: string): string[] => {
  const r = s.table.rhombi.find((x) => x.letter === letter)!;
  return [...hall.rhombusFields(r.pose)!].map(nameOf).sort();
};

describe('phase 2: sliding a rhombus', () => {
  it('slides any distance along the direction of one of its edges, for 1 AP', () => {
    const s = pos(base);
    const ends = slideTargets(s.table, 'A').map((t) => `${t.dir}${t.steps}`);
    expect(ends).toEqual(['e1', 'e2', 'e3', 'e4', 'se1', 'w1', 'w2', 'nw1', 'nw2']);
    const { state, events } = act(s, { type: 'slide', rhombus: 'A', dir: 'e', steps: 3 });
    expect(where(state, 'A')).toEqual(['c14', 'c15']);
    expect(state.ap).toBe(2);
    expect(events.map((e) => e.type)).toEqual(['rhombus/slid']);
  });

  it('slides only along its own edges', () => {
    const s = pos(base);
    refused(s, { type: 'slide', rhombus: 'A', dir: 'ne', steps: 1 }, 'motion/not-along-edge');
    refused(s, { type: 'slide', rhombus: 'A', dir: 'sw', steps: 1 }, 'motion/not-along-edge');
  });

  it('never leaves the hall, not even partly', () => {
    refused(pos(base), { type: 'slide', rhombus: 'A', dir: 'e', steps: 5 }, 'motion/leaves-hall');
  });

  it('stops before a rhombus in the way', () => {
    // Two steps south-east would pass over target rhombus Y (e10–e11).
    refused(pos(base), { type: 'slide', rhombus: 'A', dir: 'se', steps: 2 }, 'motion/blocked-by-rhombus');
  });

  it('stops before a figure in the way', () => {
    const s = pos({ ...base, figures: ['c6', 'j15'] });
    expect(slideTargets(s.table, 'A').filter((t) => t.dir === 'w')).toEqual([]);
    refused(s, { type: 'slide', rhombus: 'A', dir: 'w', steps: 1 }, 'motion/blocked-by-figure');
  });

  it('stops before a blockade stone in the way', () => {
    const s = pos({ ...base, stones: [null, 'c14'] });
    expect(
      slideTargets(s.table, 'A')
        .filter((t) => t.dir === 'e')
        .map((t) => t.steps),
    ).toEqual([1, 2]);
    refused(s, { type: 'slide', rhombus: 'A', dir: 'e', steps: 3 }, 'motion/blocked-by-stone');
    act(s, { type: 'slide', rhombus: 'A', dir: 'e', steps: 2 });
  });

  it('does not move while it carries a blockade stone', () => {
    const s = pos({ ...base, stones: [null, 'c8'] });
    expect(slideTargets(s.table, 'A')).toEqual([]);
    expect(rotationTargets(s.table, 'A')).toEqual([]);
    refused(s, { type: 'slide', rhombus: 'A', dir: 'e', steps: 1 }, 'motion/stone-on-rhombus');
  });

  it('carries the figure standing on it', () => {
    const s = pos({ ...base, figures: ['c8', 'j15'] });
    const { state, events } = act(s, { type: 'slide', rhombus: 'A', dir: 'e', steps: 2 });
    expect(nameOf(state.table.figures[0]!)).toBe('c12');
    expect(events.map((e) => e.type)).toEqual(['rhombus/slid', 'figure/carried']);
  });
});

describe('phase 2: turning a rhombus about a corner', () => {
  it('turns about any of its corners in 60° steps, for 1 AP', () => {
    const s = pos(base);
    const { state } = act(s, { type: 'rotate', rhombus: 'A', corner: 10, turn: 'cw', steps: 1 });
    expect(where(state, 'A')).toEqual(['c7', 'd7']);
    expect(state.ap).toBe(2);
    // About an obtuse corner it may go all the way round when nothing is near.
    const about1 = rotationTargets(s.table, 'A').filter((t) => t.corner === 1 && t.turn === 'cw');
    expect(about1.map((t) => t.steps)).toEqual([1, 2, 3, 4, 5]);
  });

  it('needs the whole area it sweeps free, not only its end: a corner bulges past the start and end', () => {
    // Turning about the 1 o'clock corner by 60° clockwise ends on b8–c8, but its far corner
    // swings over b7 on the way.
    const s = pos({ ...base, figures: ['a5', 'b7'] });
    expect(rotationTargets(s.table, 'A').filter((t) => t.corner === 1 && t.turn === 'cw')).toEqual([]);
    refused(s, { type: 'rotate', rhombus: 'A', corner: 1, turn: 'cw', steps: 1 }, 'motion/blocked-by-figure');
    const free = act(pos(base), { type: 'rotate', rhombus: 'A', corner: 1, turn: 'cw', steps: 1 }).state;
    expect(where(free, 'A')).toEqual(['b8', 'c8']);
  });

  it('is limited to the free part of its sweep when a turn would overlap', () => {
    // Anticlockwise about 10 o'clock: 60° ends on b8–b9, 120° on a7–b7 where a figure stands.
    const s = pos({ ...base, figures: ['a5', 'a7'] });
    const ends = rotationTargets(s.table, 'A').filter((t) => t.corner === 10 && t.turn === 'ccw');
    expect(ends.map((t) => [t.steps, t.fields.map(nameOf).sort().join('-')])).toEqual([[1, 'b8-b9']]);
    const message = refused(
      s,
      { type: 'rotate', rhombus: 'A', corner: 10, turn: 'ccw', steps: 2 },
      'motion/blocked-by-figure',
    );
    expect(message).toContain('free for 60° only');
    act(s, { type: 'rotate', rhombus: 'A', corner: 10, turn: 'ccw', steps: 1 });
  });

  it('names its pivot by a corner it has', () => {
    refused(
      pos(base),
      { type: 'rotate', rhombus: 'A', corner: 12, turn: 'cw', steps: 1 },
      'motion/no-corner',
    );
  });

  it('carries the figure on it round the pivot', () => {
    const s = pos({ ...base, figures: ['c9', 'j15'] });
    const { state } = act(s, { type: 'rotate', rhombus: 'A', corner: 1, turn: 'ccw', steps: 2 });
    expect(where(state, 'A')).toEqual(['b10', 'c10']);
    expect(['b10', 'c10']).toContain(nameOf(state.table.figures[0]!));
  });
});

describe('phase 2: action points and which rhombi', () => {
  it('every further movement, of the same or another rhombus, costs 1 more AP; none without AP', () => {
    let s = pos({ ...base, rhombi: { A: ['c8', 'c9'], B: ['h8', 'h9'] } });
    s = act(s, { type: 'slide', rhombus: 'A', dir: 'e', steps: 1 }).state;
    s = act(s, { type: 'slide', rhombus: 'A', dir: 'w', steps: 1 }).state;
    s = act(s, {
      type: 'rotate',
      rhombus: 'B',
      corner: legalOf(s, 'rotate').find((a) => a.rhombus === 'B')!.corner,
      turn: 'cw',
      steps: 1,
    }).state;
    expect(s.ap).toBe(0);
    expect(legalOf(s, 'slide')).toEqual([]);
    refused(s, { type: 'slide', rhombus: 'A', dir: 'e', steps: 1 }, 'ap/none-left');
  });

  it('moves target rhombi too ("eine Raute": any rhombus), with the statues on them', () => {
    const s = pos(base);
    const targets = legalOf(s, 'slide').filter(
      (a) => a.rhombus === 'X' || a.rhombus === 'Y' || a.rhombus === 'Z',
    );
    expect(targets.length).toBeGreaterThan(0);
    const slide = targets.find((a) => a.rhombus === 'Y')!;
    const before = where(s, 'Y');
    const { state, events } = act(s, slide);
    expect(where(state, 'Y')).not.toEqual(before);
    expect(state.ap).toBe(2);
    expect(events.map((e) => e.type)).toEqual(['rhombus/slid']);
    // The statues stand on the rhombus: they go with it.
    expect(state.table.statues).toEqual(s.table.statues);
  });

  it('moves only rhombi on the board', () => {
    refused(pos(base), { type: 'slide', rhombus: 'M', dir: 'e', steps: 1 }, 'motion/no-rhombus');
  });

  it('lists every legal end position of a rhombus for the board to highlight', () => {
    const s = pos(base);
    for (const t of [...slideTargets(s.table, 'A'), ...rotationTargets(s.table, 'A')])
      expect([...hall.rhombusFields(t.pose)!]).toEqual(t.fields);
    // 10 o'clock: 3 clockwise, 2 anticlockwise; 4 o'clock: 3 and 1; 1 and 7 o'clock: 5 each way.
    expect(rotationTargets(s.table, 'A')).toHaveLength(29);
    expect(legalOf(s, 'rotate').filter((a) => a.rhombus === 'A')).toHaveLength(29);
    expect(F('c8')).toBe(hall.rhombusFields(s.table.rhombi[3]!.pose)![0]);
  });
});
