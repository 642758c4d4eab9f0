/**
 * The Temple board's actions in words name fields by the hall of the view they were offered
 * in, and the end of a phase by its phase: a table of a small hall, or a replay read step by
 * step, is worded from its own view, never from whichever board was drawn last.
 */
import { parseOptions, triangleHall } from '@daedalus/core';
import { type TempleAction, type TempleView, temple } from '@daedalus/temple';
import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/i18n.tsx';
import { templeBoard } from './TempleBoard.tsx';

function aView(): TempleView {
  const options = parseOptions(temple, {}, 'taster');
  if (!options.ok) throw new Error(options.error.message);
  const made = temple.setup({ options: options.value, players: 2, seed: 'words' });
  if (!made.ok) throw new Error(made.error.message);
  return temple.view(made.value.state, 0);
}

describe('Temple board: actions in words', () => {
  const t = translator('en');
  const words = (action: TempleAction, view?: TempleView) =>
    templeBoard.formatAction?.(action, t, view && { view, locale: 'en' });

  it('names a field by the hall of the view it is offered in', () => {
    const view = aView();
    const small: TempleView = { ...view, board: { name: 'small', side: 3 } };
    const [five, three] = [triangleHall(view.board.side), triangleHall(3)];
    // A field whose name differs between the two halls.
    const at = three.fields.findIndex((f, i) => f.name !== five.fields[i]?.name);
    expect(at).toBeGreaterThanOrEqual(0);
    const start: TempleAction = { type: 'start', at };
    expect(words(start, view)).toBe(`Start on ${five.fields[at]!.name}`);
    expect(words(start, small)).toBe(`Start on ${three.fields[at]!.name}`);
    // Read again in the first view: nothing of the second one stays behind.
    expect(words(start, view)).toBe(`Start on ${five.fields[at]!.name}`);
  });

  it("words the end of the stone phase as the end of the turn, and the others' as the end of the phase", () => {
    const view = aView();
    const end: TempleAction = { type: 'end' };
    expect(words(end, { ...view, phase: 'stone' })).toBe('End the turn without a stone');
    expect(words(end, { ...view, phase: 'rhombi' })).not.toBe('End the turn without a stone');
  });

  it('leaves the wording to the game without a view (fields need the hall)', () => {
    expect(words({ type: 'start', at: 0 })).toBeUndefined();
  });
});
