/**
 * Phase 3 — what a figure may do where it stands (translation: "on reaching a target rhombus
 * with an Inca statue of your colour, you may take it and set it aside for 1 AP; landing on a
 * free secret-passage field, you may move your figure to any other free secret-passage field
 * for 1 AP; landing on a free field with a rhombus symbol, you may move any target rhombus by
 * the movement rules for 1 AP").
 *
 * The Temple board's targets: X on e2–e3, Y on e10–e11, Z on e17–e18; secret passages a10,
 * f1, f19, i10; rhombus symbols b10, g10.
 */
import { describe, expect, it } from 'vitest';
import { act, F, hall, legalOf, nameOf, pos, refused } from '../test-helpers.ts';

describe('statues', () => {
  it('a figure on a target rhombus with its colour’s statue takes it for 1 AP', () => {
    const s = pos({ figures: ['e3', 'j15'] });
    expect(legalOf(s, 'take')).toEqual([{ type: 'take' }]);
    const { state, events } = act(s, { type: 'take' });
    expect(state.table.statues[0]).toEqual([false, true]);
    expect(state.ap).toBe(2);
    expect(state.phase).toBe('figure');
    expect(events.map((e) => e.type)).toEqual(['phase/ended', 'statue/taken']);
    expect(events[1]).toMatchObject({ rhombus: 'X', collected: 1 });
    refused(state, { type: 'take' }, 'statue/none-of-yours');
  });

  it('reaching the target rhombus in this turn, then taking, then walking on', () => {
    let s = pos({ figures: ['e12', 'j15'] });
    s = act(s, { type: 'move', to: F('e11') }).state;
    s = act(s, { type: 'take' }).state;
    expect(s.mayMove).toBe(true);
    s = act(s, { type: 'move', to: F('e9') }).state;
    expect(nameOf(s.table.figures[0]!)).toBe('e9');
  });

  it('only on a target rhombus, and only with an action point left', () => {
    refused(pos({ figures: ['e4', 'j15'] }), { type: 'take' }, 'statue/not-on-target');
    refused(pos({ figures: ['e3', 'j15'], ap: 0 }), { type: 'take' }, 'ap/none-left');
    refused(pos({ figures: ['e3', 'j15'], taken: [['X'], []] }), { type: 'take' }, 'statue/none-of-yours');
  });
});

describe('secret passages', () => {
  it('from a free secret-passage field to any other free one, for 1 AP', () => {
    const s = pos({ figures: ['f1', 'j15'] });
    expect(legalOf(s, 'passage').map((a) => nameOf(a.to))).toEqual(['a10', 'f19', 'i10']);
    const { state, events } = act(s, { type: 'passage', to: F('f19') });
    expect(nameOf(state.table.figures[0]!)).toBe('f19');
    expect(state.ap).toBe(2);
    expect(state.mayMove).toBe(true);
    expect(events[1]).toMatchObject({ type: 'passage/used', from: F('f1'), to: F('f19') });
  });

  it('not to a passage covered by a rhombus or with a figure or stone on it', () => {
    const s = pos({ figures: ['f1', 'f19'], rhombi: { A: ['i10', 'i9'] }, stones: [null, 'a10'] });
    expect(legalOf(s, 'passage')).toEqual([]);
    refused(s, { type: 'passage', to: F('i10') }, 'passage/not-free');
    refused(s, { type: 'passage', to: F('f19') }, 'passage/not-free');
    refused(s, { type: 'passage', to: F('a10') }, 'passage/not-free');
    refused(s, { type: 'passage', to: F('e4') }, 'passage/not-a-passage');
  });

  it('only from a free secret-passage field, and with an action point left', () => {
    refused(pos({ figures: ['e4', 'j15'] }), { type: 'passage', to: F('f19') }, 'passage/not-on-passage');
    const covered = pos({ figures: ['a10', 'j15'], rhombi: { A: ['a10', 'a11'] } });
    refused(covered, { type: 'passage', to: F('f19') }, 'passage/not-on-passage');
    refused(pos({ figures: ['f1', 'j15'], ap: 0 }), { type: 'passage', to: F('f19') }, 'ap/none-left');
  });
});

describe('rhombus symbols', () => {
  it('a figure on a free symbol field moves any target rhombus by the movement rules, for 1 AP', () => {
    const s = pos({ figures: ['g10', 'e11'] });
    const symbols = legalOf(s, 'symbol');
    expect(new Set(symbols.map((a) => a.motion.rhombus))).toEqual(new Set(['X', 'Y', 'Z']));
    const slide = symbols.find((a) => a.motion.rhombus === 'Y' && a.motion.type === 'slide')!;
    const { state, events } = act(s, slide);
    expect(state.ap).toBe(2);
    expect(state.mayMove).toBe(true);
    expect(events.map((e) => e.type)).toEqual([
      'phase/ended',
      'symbol/used',
      'rhombus/slid',
      'figure/carried',
    ]);
    // Player 2 stood on Y and rode along.
    const y = hall.rhombusFields(state.table.rhombi[1]!.pose)!;
    expect(y).toContain(state.table.figures[1]);
  });

  it('moves target rhombi only, and only where nothing is in the way', () => {
    const s = pos({ figures: ['g10', 'j15'] });
    refused(
      s,
      { type: 'symbol', motion: { type: 'slide', rhombus: 'A', dir: 'e', steps: 1 } },
      'symbol/not-target',
    );
    // Y (e10–e11) slides west along row e over floor and abyss alike, until X (e2–e3) is in the way.
    refused(
      s,
      { type: 'symbol', motion: { type: 'slide', rhombus: 'Y', dir: 'w', steps: 4 } },
      'motion/blocked-by-rhombus',
    );
  });

  it('only from a free symbol field', () => {
    refused(
      pos({ figures: ['e4', 'j15'] }),
      { type: 'symbol', motion: { type: 'slide', rhombus: 'Y', dir: 'e', steps: 1 } },
      'symbol/not-on-symbol',
    );
    const covered = pos({ figures: ['g10', 'j15'], rhombi: { A: ['g10', 'g11'] } });
    expect(legalOf(covered, 'symbol')).toEqual([]);
    refused(
      pos({ figures: ['g10', 'j15'], ap: 0 }),
      { type: 'symbol', motion: { type: 'slide', rhombus: 'Y', dir: 'e', steps: 1 } },
      'ap/none-left',
    );
  });
});
