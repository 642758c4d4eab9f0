/**
 * Every bad input of the issue is a coded refusal with a sentence, and nothing changes
 * (`rejects` checks that the state's hash is the same after the refusal).
 */
import { describe, expect, it } from 'vitest';
import { spaceMaze } from './game.ts';
import { boardWith, play, playAll, rejects, scenario, tileMaker } from './test-helpers.ts';

const DICE = 'g6 g2 p5 p1 o4 o3 g3p1 g1p1o2';

describe('bad input is refused with a code and a sentence, and changes nothing', () => {
  it('drafting a die that is gone', () => {
    const s = playAll(scenario({ board: boardWith({}), dice: DICE, hands: [[], []] }), [
      [0, { type: 'take', die: 'o4' }],
      [0, { type: 'idle' }],
    ]).state;
    expect(rejects(s, 1, { type: 'take', die: 'o4' })).toBe('draft/die-taken');
    const r = spaceMaze.apply(s, 1, { type: 'take', die: 'o4' });
    expect(!r.ok && r.error.message).toBe('The orange 4 has already been taken by Player 1.');
  });

  it('drafting a second move die', () => {
    const s = playAll(scenario({ board: boardWith({}), dice: DICE, hands: [[], []] }), [
      [0, { type: 'take', die: 'g3p1' }],
      [0, { type: 'done' }],
      [1, { type: 'take', die: 'o3' }],
      [1, { type: 'idle' }],
    ]).state;
    expect(rejects(s, 0, { type: 'take', die: 'g1p1o2' })).toBe('draft/second-move-die');
  });

  it('a card without a strong enough die', () => {
    const s = play(
      scenario({ board: boardWith({}), dice: DICE, hands: [['switch'], []], aliens: [{ purple: 'b2' }, {}] }),
      0,
      {
        type: 'take',
        die: 'p1',
      },
    ).state;
    expect(
      rejects(s, 0, { type: 'switch', card: 'switch-1', diagonal: { x: 0, y: 0 }, adjacent: { x: 1, y: 0 } }),
    ).toBe('card/too-weak');
  });

  it('a target out of range', () => {
    const s = play(
      scenario({
        board: boardWith({}),
        dice: DICE,
        hands: [['rotate90'], []],
        aliens: [{ green: 'b2' }, {}],
      }),
      0,
      {
        type: 'take',
        die: 'g6',
      },
    ).state;
    expect(rejects(s, 0, { type: 'rotate', card: 'rotate90-1', at: { x: 4, y: 4 }, quarters: 1 })).toBe(
      'card/out-of-range',
    );
  });

  it('a fifth alien on a tile', () => {
    const s = play(
      scenario({
        board: boardWith({}),
        dice: DICE,
        hands: [[], []],
        aliens: [
          { green: 'a1', purple: 'a1' },
          { green: 'a1', purple: 'a1' },
        ],
      }),
      0,
      { type: 'take', die: 'g1p1o2' },
    ).state;
    expect(rejects(s, 0, { type: 'move', alien: 'orange', path: ['exit'] })).toBe('move/tile-full');
  });

  it('a move through a wrong-coloured passage', () => {
    const t = tileMaker();
    const s = play(
      scenario({
        board: boardWith({ b2: t({ right: 'B' }), c2: t({ left: 'B' }) }),
        dice: DICE,
        hands: [[], []],
        aliens: [{ green: 'b2' }, {}],
      }),
      0,
      { type: 'take', die: 'g3p1' },
    ).state;
    expect(rejects(s, 0, { type: 'move', alien: 'green', path: ['right'] })).toBe('move/wrong-colour');
    const r = spaceMaze.apply(s, 0, { type: 'move', alien: 'green', path: ['right'] });
    expect(!r.ok && r.error.message).toBe(
      'The passage right from b2 is blue/blue: a green alien needs yellow and blue.',
    );
  });

  it('Move Base with an alien still aboard', () => {
    const s = play(
      scenario({
        board: boardWith({}),
        dice: DICE,
        hands: [['movebase'], []],
        aliens: [{ green: 'b2' }, {}],
      }),
      0,
      {
        type: 'take',
        die: 'o3',
      },
    ).state;
    expect(rejects(s, 0, { type: 'base', card: 'movebase-1', dir: 'cw' })).toBe('base/aliens-aboard');
  });

  it('malformed actions, moves out of turn, cards not in hand, actions after the end', () => {
    const s = scenario({ board: boardWith({}), dice: DICE, hands: [['rotate90'], []] });
    expect(rejects(s, 0, { type: 'take' } as never)).toBe('action/malformed');
    expect(rejects(s, 1, { type: 'take', die: 'g6' })).toBe('turn/not-yours');
    expect(rejects(s, 0, { type: 'done' })).toBe('done/not-now');
    expect(rejects(s, 0, { type: 'idle' })).toBe('idle/not-now');
    expect(rejects(s, 0, { type: 'discard', card: 'rotate90-1' })).toBe('discard/not-now');
    const power = play(s, 0, { type: 'take', die: 'g6' }).state;
    expect(rejects(power, 0, { type: 'exchange', card: 'exchange-1', at: { x: 0, y: 0 } })).toBe(
      'card/not-in-hand',
    );
    expect(rejects(power, 0, { type: 'exchange', card: 'rotate90-1', at: { x: 0, y: 0 } })).toBe(
      'card/wrong-action',
    );
    const over = { ...s, stage: { kind: 'over' as const }, winner: 0, reason: 'relic-home' };
    expect(rejects(over, 0, { type: 'take', die: 'g6' })).toBe('game/over');
  });
});
