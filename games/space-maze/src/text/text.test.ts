/**
 * Moves typed in words: every example of the rules page reads as its action, in any of the three
 * languages, and a command that cannot be read is refused with a code and a sentence in the
 * player's language.
 */
import { describe, expect, it } from 'vitest';
import { spaceMaze } from '../game.ts';
import { boardWith, play, scenario } from '../test-helpers.ts';
import { CARD_KINDS, type SmView } from '../types.ts';

const base = scenario({
  board: boardWith({}),
  dice: 'g6 g2 p5 p1 o4 o3 g3p1 g1p1o2',
  hands: [[...CARD_KINDS], []],
  aliens: [{ green: 'b2', purple: 'c2', orange: 'b3' }, {}],
});
const drafting = spaceMaze.view(base, 0);
const holding = spaceMaze.view(play(base, 0, { type: 'take', die: 'o4' }).state, 0);
const read = (text: string, view: SmView, locale: 'en' | 'de' | 'ru' = 'en') =>
  spaceMaze.text!.parseAction!(text, view, locale);

describe('typed moves', () => {
  it.each([
    ['take the orange 4', drafting, { type: 'take', die: 'o4' }],
    ['take the move die green 3, purple 1', drafting, { type: 'take', die: 'g3p1' }],
    ['nimm die orange 4', drafting, { type: 'take', die: 'o4' }],
    ['возьми оранжевый 4', drafting, { type: 'take', die: 'o4' }],
    ['возьмите оранжевый 4', drafting, { type: 'take', die: 'o4' }],
    [
      'rotate 180 the tile right of purple by 2 quarters',
      holding,
      { type: 'rotate', at: { x: 3, y: 1 }, quarters: 2 },
    ],
    ['rotate 90 b2', holding, { type: 'rotate', card: 'rotate90-1', at: { x: 1, y: 1 }, quarters: 1 }],
    [
      'twist the tile upleft of green twice',
      holding,
      { type: 'rotate', card: 'twist-1', at: { x: 0, y: 0 } },
    ],
    ['exchange with the tile below orange', holding, { type: 'exchange', at: { x: 1, y: 3 } }],
    [
      'switch upleft with up',
      holding,
      { type: 'switch', diagonal: { x: 0, y: 1 }, adjacent: { x: 1, y: 1 } },
    ],
    ['run +2', holding, { type: 'run', card: 'run2-1' }],
    ['move base clockwise', holding, { type: 'base', dir: 'cw' }],
    ['leave the die unused', holding, { type: 'idle' }],
    [
      'move orange out, right, datapad',
      holding,
      { type: 'move', alien: 'orange', path: ['exit', 'right', 'pad'] },
    ],
    ['ziehe Grün hoch, hoch', holding, { type: 'move', alien: 'green', path: ['up', 'up'] }],
    ['иди зелёным вверх, вверх', holding, { type: 'move', alien: 'green', path: ['up', 'up'] }],
    ['идите зелёным: вверх, вверх', holding, { type: 'move', alien: 'green', path: ['up', 'up'] }],
    ['оставьте кубик без дела', holding, { type: 'idle' }],
    ['оставь кубик неиспользованным', holding, { type: 'idle' }],
    ['закончите движение', holding, { type: 'done' }],
    ['take the relic with orange', holding, { type: 'move', alien: 'orange', path: ['relic'] }],
    ['give the relic to purple', holding, { type: 'give', to: 'purple' }],
    ['end the movement', holding, { type: 'done' }],
    ['готово', holding, { type: 'done' }],
    ['discard 3', holding, { type: 'discard', card: 'rotate270-1' }],
  ] as const)('"%s"', (text, view, action) => {
    const r = read(text, view);
    expect(r.ok && r.value).toMatchObject(action);
  });

  it('refuses what it cannot read, in the player’s language', () => {
    const en = read('dance', drafting, 'en');
    const de = read('dance', drafting, 'de');
    const ru = read('dance', drafting, 'ru');
    for (const r of [en, de, ru]) expect(!r.ok && r.error.code).toBe('parse/verb');
    expect(!en.ok && en.error.message).toMatch(/is not a command/);
    expect(!de.ok && de.error.message).toMatch(/ist kein Befehl/);
    expect(!ru.ok && ru.error.message).toMatch(/не команда/);
    const which = read('возьмите кубик движения', drafting, 'ru');
    expect(!which.ok && which.error.message).toContain('«возьмите кубик движения: зелёный 3, фиолетовый 1»');
  });
});

describe('the Russian words of the moves', () => {
  const INFORMAL = /(?<!\p{L})(возьми|оставь|иди|отдай|сбрось|закончить|закончи)(?!\p{L})/u;

  it('speak formally, as the interface does, and read back as their moves', () => {
    const s = play(base, 0, { type: 'take', die: 'o4' }).state;
    const moving = play(play(s, 0, { type: 'idle' }).state, 1, { type: 'take', die: 'g3p1' }).state;
    const types = new Set<string>();
    for (const state of [base, s, moving])
      for (const seat of [0, 1]) {
        const view = spaceMaze.view(state, seat);
        for (const action of spaceMaze.legalActions(state, seat)) {
          const words = spaceMaze.text!.formatAction!(action, 'ru');
          expect(words).not.toMatch(INFORMAL);
          const back = read(words, view, 'ru');
          expect(back.ok && back.value, words).toEqual(action);
          types.add(action.type);
        }
      }
    expect([...types].sort()).toEqual([
      'base',
      'done',
      'exchange',
      'idle',
      'morph',
      'move',
      'rotate',
      'run',
      'take',
    ]);
    expect(spaceMaze.text!.formatAction!({ type: 'idle' }, 'ru')).toBe('оставьте кубик без дела');
  });
});
