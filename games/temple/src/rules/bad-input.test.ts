/**
 * Bad input, as the issue lists it: each is a coded refusal with a sentence, and nothing
 * changes (`refused` compares the state's hash before and after).
 */
import { describe, expect, it } from 'vitest';
import { temple } from '../game.ts';
import { F, pos, poseOn, refused, wallOn } from '../test-helpers.ts';

const play = pos({
  figures: ['a5', 'b7'],
  rhombi: { A: ['c8', 'c9'], E: wallOn('E', 'a9', 'b9', 'a8', 'a9') },
  stones: [null, 'c14'],
});

describe('bad input is refused with a code and a sentence, and changes nothing', () => {
  it('a slide through an obstacle', () => {
    refused(play, { type: 'slide', rhombus: 'A', dir: 'e', steps: 3 }, 'motion/blocked-by-stone');
    refused(play, { type: 'slide', rhombus: 'A', dir: 'se', steps: 2 }, 'motion/blocked-by-rhombus');
  });

  it('a rotation through an obstacle', () => {
    refused(
      play,
      { type: 'rotate', rhombus: 'A', corner: 1, turn: 'cw', steps: 1 },
      'motion/blocked-by-figure',
    );
  });

  it('an overlapping placement and a walled-in start field at setup', () => {
    const setup = temple.setup({ options: temple.optionsSchema.parse({}), players: 2, seed: 'bad' });
    if (!setup.ok) throw new Error(setup.error.message);
    let s = setup.value.state;
    for (const at of ['a15', 'j15']) {
      const r = temple.apply(s, s.current, { type: 'start', at: F(at) });
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    refused(s, { type: 'lay', pose: poseOn('e3', 'e4') }, 'lay/overlap');
    const g = wallOn('G', 'a6', 'a7', 'a5', 'a6');
    const m = wallOn('M', 'b5', 'b4', 'a5', 'b5');
    const walled = {
      ...s,
      drawn: 'M' as const,
      stack: [...s.stack, s.drawn!].filter((l) => l !== 'M' && l !== 'G'),
      table: {
        ...s.table,
        rhombi: [...s.table.rhombi, { letter: 'G' as const, pose: poseOn('a6', 'a7', g.turned) }],
      },
    };
    refused(walled, { type: 'lay', pose: poseOn('b5', 'b4', m.turned) }, 'lay/walls-in-start');
  });

  it('a move onto abyss or through a wall', () => {
    refused(play, { type: 'move', to: F('b8') }, 'move/abyss');
    refused(play, { type: 'move', to: F('a10') }, 'move/no-way');
    refused(
      play,
      { type: 'move', to: F('a10'), path: ['a5', 'a6', 'a7', 'a8', 'a9', 'a10'].map(F) },
      'move/wall',
    );
  });

  it('stopping on an occupied field', () => {
    refused(play, { type: 'move', to: F('b7') }, 'move/occupied');
  });

  it('spending more AP than are left', () => {
    const none = pos({ figures: ['f1', 'j15'], rhombi: { A: ['c8', 'c9'], L: ['a9', 'b9'] }, ap: 0 });
    refused(none, { type: 'slide', rhombus: 'A', dir: 'e', steps: 1 }, 'ap/none-left');
    refused(none, { type: 'passage', to: F('f19') }, 'ap/none-left');
    const one = pos({ figures: ['a5', 'j15'], rhombi: { L: ['a9', 'b9'] }, ap: 1 });
    refused(one, { type: 'move', to: F('a10') }, 'move/too-dear');
  });

  it('a blockade stone on a target rhombus', () => {
    refused(
      pos({ figures: ['a5', 'j15'], phase: 'stone' }),
      { type: 'place', at: F('e17') },
      'stone/on-target',
    );
  });

  it('actions out of turn, out of phase, or not actions at all', () => {
    refused(play, { type: 'end' }, 'turn/not-your-turn', 1);
    refused(play, { type: 'place', at: F('e4') }, 'phase/wrong-action');
    refused(play, { type: 'slide', rhombus: 'A', dir: 'e', steps: 0 } as never, 'action/malformed');
    refused(play, { type: 'fly' } as never, 'action/malformed');
    expect(temple.legalActions(play, 1)).toEqual([]);
  });
});
