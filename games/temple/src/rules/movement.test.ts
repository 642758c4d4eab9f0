/**
 * Phase 3 — moving the figure (translation: "abyss fields may not be entered or crossed;
 * walls cannot be passed; you may not stop on fields or rhombi with a figure or a blockade
 * stone, but you may pass over them; crossing a snake costs 1 AP per snake").
 *
 * The north-west corner of the Temple board: floor a5–a8, b4–b7, c5–c6; abyss a9, b8, b9;
 * the secret passage a10 and the rhombus symbol b10 beyond it. A rhombus on a9–b9 bridges
 * the abyss: from a8 over a9 to a10, or over b9 to b10.
 */
import { describe, expect, it } from 'vitest';
import type { ScenarioSpec } from '../scenario.ts';
import { reachable } from '../targets.ts';
import { act, F, legalOf, nameOf, pos, refused, wallOn } from '../test-helpers.ts';

const corner: ScenarioSpec = { figures: ['a5', 'j15'] };
const bridged = (letter: string, spec: Partial<ScenarioSpec> = {}): ScenarioSpec => ({
  ...corner,
  rhombi: { [letter]: ['a9', 'b9'] },
  ...spec,
});
const moves = (s: ReturnType<typeof pos>): string[] =>
  legalOf(s, 'move')
    .map((a) => nameOf(a.to))
    .sort();

describe('phase 3: where a figure may walk', () => {
  it('never onto or across abyss', () => {
    const s = pos(corner);
    expect(moves(s)).toEqual(['a6', 'a7', 'a8', 'b4', 'b5', 'b6', 'b7', 'c5', 'c6']);
    refused(s, { type: 'move', to: F('a9') }, 'move/abyss');
    refused(s, { type: 'move', to: F('a10') }, 'move/no-way');
  });

  it('over a rhombus lying on abyss, which counts as one place to stop on', () => {
    const s = pos(bridged('A'));
    expect(moves(s)).toEqual(['a10', 'a6', 'a7', 'a8', 'a9', 'b10', 'b4', 'b5', 'b6', 'b7', 'c5', 'c6']);
    const { state, events } = act(s, { type: 'move', to: F('a10') });
    expect(nameOf(state.table.figures[0]!)).toBe('a10');
    expect(state.ap).toBe(3);
    expect(events[1]).toMatchObject({
      type: 'figure/moved',
      cost: 0,
      path: ['a5', 'a6', 'a7', 'a8', 'a9', 'a10'].map(F),
    });
  });

  it('never through a wall, from the floor beside it or from the rhombus', () => {
    const s = pos(bridged('E', { rhombi: { E: wallOn('E', 'a9', 'b9', 'a8', 'a9') } }));
    expect(moves(s)).not.toContain('a10');
    refused(s, { type: 'move', to: F('a10') }, 'move/no-way');
    const path = ['a5', 'a6', 'a7', 'a8', 'a9', 'a10'].map(F);
    refused(s, { type: 'move', to: F('a10'), path }, 'move/wall');
    const onE = pos(
      bridged('E', { rhombi: { E: wallOn('E', 'a9', 'b9', 'a8', 'a9') }, figures: ['a9', 'j15'] }),
    );
    refused(onE, { type: 'move', to: F('a8') }, 'move/no-way');
    expect(moves(onE)).toEqual(['a10', 'b10']);
  });

  it('passes over a figure or a stone but does not stop there', () => {
    const s = pos(bridged('A', { figures: ['a5', 'a8'], stones: [null, 'b6'] }));
    refused(s, { type: 'move', to: F('a8') }, 'move/occupied');
    refused(s, { type: 'move', to: F('b6') }, 'move/occupied');
    expect(act(s, { type: 'move', to: F('a10') }).state.table.figures[0]).toBe(F('a10'));
  });

  it('a figure on a rhombus occupies all of it', () => {
    const s = pos(bridged('A', { figures: ['a5', 'a9'] }));
    refused(s, { type: 'move', to: F('b9') }, 'move/occupied');
    expect(moves(s)).toContain('a10');
  });

  it('walks an explicit path when one is given, checked step by step', () => {
    const s = pos(bridged('A'));
    const path = ['a5', 'b5', 'b6', 'b7', 'a7', 'a8', 'a9', 'b9', 'b10'].map(F);
    expect(act(s, { type: 'move', to: F('b10'), path }).events[1]).toMatchObject({ path });
    refused(s, { type: 'move', to: F('b10'), path: [F('a5'), F('b10')] }, 'move/not-neighbours');
    refused(s, { type: 'move', to: F('b10'), path: [F('a6'), F('a7')] }, 'move/bad-path');
  });

  it('moves again only after taking a statue or using a passage or a symbol', () => {
    const s = act(pos(bridged('A')), { type: 'move', to: F('a8') }).state;
    expect(legalOf(s, 'move')).toEqual([]);
    refused(s, { type: 'move', to: F('a7') }, 'move/again');
    refused(pos(corner), { type: 'move', to: F('a5') }, 'move/stays');
  });
});

describe('phase 3: snakes', () => {
  it('crossing a rhombus with one snake costs 1 AP', () => {
    const { state, events } = act(pos(bridged('J')), { type: 'move', to: F('a10') });
    expect(state.ap).toBe(2);
    expect(events[1]).toMatchObject({ cost: 1, ap: 2 });
  });

  it('crossing a rhombus with two snakes costs 2 AP; stopping on it costs nothing', () => {
    const s = pos(bridged('L', { ap: 1 }));
    expect(reachable(s.table, 0, 1).map((r) => nameOf(r.field))).not.toContain('a10');
    expect(reachable(s.table, 0, 2).find((r) => nameOf(r.field) === 'a10')?.cost).toBe(2);
    refused(s, { type: 'move', to: F('a10') }, 'move/too-dear');
    expect(act(s, { type: 'move', to: F('a9') }).state.ap).toBe(1);
  });

  it('leaving the rhombus the walk began on is no crossing', () => {
    const s = pos(bridged('L', { figures: ['a9', 'j15'] }));
    expect(act(s, { type: 'move', to: F('a10') }).state.ap).toBe(3);
    expect(act(s, { type: 'move', to: F('a5') }).state.ap).toBe(3);
  });

  it('the cheapest way is taken: around a snake when there is a way round', () => {
    // J (a snake) on a9–a10 and the plain A on b8–b9: b10 is reached over a8–J–A (crossing J,
    // 1 AP) or over b7–A (free).
    const s = pos({ figures: ['a5', 'j15'], rhombi: { J: ['a9', 'a10'], A: ['b8', 'b9'] } });
    const to = reachable(s.table, 0, 3).find((r) => nameOf(r.field) === 'b10');
    expect(to?.cost).toBe(0);
  });
});
