import { describe, expect, it } from 'vitest';
import { spaceMaze } from '../game.ts';
import {
  boardWith,
  legalWords,
  play,
  playAll,
  rejects,
  scenario,
  tileMaker,
  types,
  where,
} from '../test-helpers.ts';
import type { SmState } from '../types.ts';
import { cellOfTile } from './board.ts';
import { sidesOf } from './tiles.ts';

/** Green 6 and 2, purple 5 and 1, orange 4 and 3, two move dice; seat 0 starts. */
const DICE = 'g6 g2 p5 p1 o4 o3 g3p1 g1p1o2';

function table(hand: string[], spec: Partial<Parameters<typeof scenario>[0]> = {}): SmState {
  return scenario({ board: boardWith({}), dice: DICE, hands: [hand, ['rotate90']], ...spec });
}

/** Seat 0 drafts the die `die` and plays `action`. */
function use(s: SmState, die: string, action: Parameters<typeof play>[2]) {
  return play(play(s, 0, { type: 'take', die }).state, 0, action);
}

const at = (name: string) => ({ x: name.charCodeAt(0) - 97, y: Number(name[1]) - 1 });
const tileAt = (s: SmState, name: string) => s.board[at(name).y * 5 + at(name).x]!;

describe('action cards: power, colour and the control panel', () => {
  it('a card needs a power die showing at least its cost', () => {
    const s = table(['rotate270'], { aliens: [{ green: 'b2', orange: 'b2' }, {}] });
    const weak = play(s, 0, { type: 'take', die: 'g2' }).state;
    expect(rejects(weak, 0, { type: 'rotate', card: 'rotate270-1', at: at('b2'), quarters: 3 })).toBe(
      'card/too-weak',
    );
    const strong = use(s, 'o4', { type: 'rotate', card: 'rotate270-1', at: at('b2'), quarters: 3 });
    expect(strong.state.hands[0]).toEqual([]);
  });

  it('the colour of the die chooses the alien that carries out the card', () => {
    const s = table(['exchange'], { aliens: [{ green: 'b2', orange: 'd4' }, {}] });
    const before = tileAt(s, 'd4').tile;
    const { state } = use(s, 'o4', { type: 'exchange', card: 'exchange-1', at: at('e4') });
    expect(tileAt(state, 'e4').tile).toBe(before);
    expect(where(state, 0, 'orange')).toBe('e4');
    expect(where(state, 0, 'green')).toBe('b2');
  });

  it('an activated card lies on the control panel with its die until the discard phase', () => {
    const s = table(['rotate90'], { aliens: [{ green: 'b2' }, {}] });
    const { state, events } = use(s, 'g6', { type: 'rotate', card: 'rotate90-1', at: at('b2'), quarters: 1 });
    expect(state.panels[0]!.cards).toEqual([{ card: 'rotate90-1', die: 0 }]);
    expect(types(events)).toEqual(['card/played', 'tile/rotated']);
    expect(state.stage).toEqual({ kind: 'take' });
  });

  it('a power die may go unused on the empty action space instead', () => {
    const s = table(['rotate90']);
    const { state, events } = use(s, 'p5', { type: 'idle' });
    expect(state.panels[0]!.idle).toEqual([2]);
    expect(types(events)).toEqual(['die/idle']);
    expect(state.hands[0]).toEqual(['rotate90-1']);
  });
});

describe('Rotate 90, Rotate 180, Rotate 270', () => {
  it('Rotate 90 turns the alien’s tile or a tile directly next to it one quarter clockwise', () => {
    const s = table(['rotate90'], { aliens: [{ green: 'b2' }, {}] });
    const before = sidesOf(tileAt(s, 'c2'));
    const { state } = use(s, 'g6', { type: 'rotate', card: 'rotate90-1', at: at('c2'), quarters: 1 });
    expect(sidesOf(tileAt(state, 'c2'))).toBe(before.slice(3) + before.slice(0, 3));
    const out = play(s, 0, { type: 'take', die: 'g6' }).state;
    expect(rejects(out, 0, { type: 'rotate', card: 'rotate90-1', at: at('c3'), quarters: 1 })).toBe(
      'card/out-of-range',
    );
    expect(rejects(out, 0, { type: 'rotate', card: 'rotate90-1', at: at('b2'), quarters: 2 })).toBe(
      'card/quarters',
    );
  });

  it('Rotate 180 turns 1 or 2 quarters, Rotate 270 1, 2 or 3', () => {
    const s = table(['rotate180', 'rotate270'], { aliens: [{ green: 'b2' }, {}] });
    const moving = play(s, 0, { type: 'take', die: 'g6' }).state;
    expect(rejects(moving, 0, { type: 'rotate', card: 'rotate180-1', at: at('b2'), quarters: 3 })).toBe(
      'card/quarters',
    );
    for (const q of [1, 2] as const)
      expect(
        play(moving, 0, { type: 'rotate', card: 'rotate180-1', at: at('b2'), quarters: q }).state.board[6]!
          .turn,
      ).toBe((s.board[6]!.turn + q) % 4);
    for (const q of [1, 2, 3] as const)
      expect(
        play(moving, 0, { type: 'rotate', card: 'rotate270-1', at: at('b1'), quarters: q }).state.board[1]!
          .turn,
      ).toBe((s.board[1]!.turn + q) % 4);
  });

  it('a rotated tile turns the aliens on it along (they stay on it); the UFO does not turn', () => {
    const s = table(['rotate90'], { aliens: [{ green: 'a1', purple: 'a1' }, {}] });
    const { state } = use(s, 'g6', { type: 'rotate', card: 'rotate90-1', at: at('a1'), quarters: 1 });
    expect([where(state, 0, 'green'), where(state, 0, 'purple')]).toEqual(['a1', 'a1']);
    expect(state.ufos[0]).toEqual({ cell: 0, side: 'left' });
  });

  it('from the UFO the docking tile is in range (the UFO counts as a tile, but never turns)', () => {
    const s = table(['rotate90']);
    const moving = play(s, 0, { type: 'take', die: 'g6' }).state;
    const targets = spaceMaze.legalActions(moving, 0).filter((a) => a.type === 'rotate');
    expect(targets).toEqual([{ type: 'rotate', card: 'rotate90-1', at: at('a1'), quarters: 1 }]);
  });
});

describe('Diagonal Twist', () => {
  it('turns a tile diagonally next to the alien 1 or 2 quarters clockwise — not its own, not a direct neighbour', () => {
    const s = table(['twist'], { aliens: [{ orange: 'b2' }, {}] });
    const moving = play(s, 0, { type: 'take', die: 'o4' }).state;
    expect(rejects(moving, 0, { type: 'rotate', card: 'twist-1', at: at('b2'), quarters: 1 })).toBe(
      'card/out-of-range',
    );
    expect(rejects(moving, 0, { type: 'rotate', card: 'twist-1', at: at('b3'), quarters: 1 })).toBe(
      'card/out-of-range',
    );
    expect(rejects(moving, 0, { type: 'rotate', card: 'twist-1', at: at('a1'), quarters: 3 })).toBe(
      'card/quarters',
    );
    const { state } = play(moving, 0, { type: 'rotate', card: 'twist-1', at: at('a1'), quarters: 2 });
    expect(state.board[0]!.turn).toBe((s.board[0]!.turn + 2) % 4);
    const diagonals = spaceMaze.legalActions(moving, 0).filter((a) => a.type === 'rotate');
    expect(diagonals).toHaveLength(8);
  });

  it('from the UFO at a1’s left side the tile diagonally next to the UFO is a2', () => {
    const s = table(['twist']);
    const moving = play(s, 0, { type: 'take', die: 'o4' }).state;
    const targets = spaceMaze.legalActions(moving, 0).flatMap((a) => (a.type === 'rotate' ? [a.at] : []));
    expect(targets).toEqual([at('a2'), at('a2')]);
  });
});

describe('Exchange', () => {
  it('switches the alien’s tile with a directly adjacent one; the aliens and the relic travel with their tiles', () => {
    const s = table(['exchange'], { aliens: [{ orange: 'b3' }, { green: 'c3' }], relic: 'c3' });
    const relicTile = tileAt(s, 'c3').tile;
    const { state, events } = use(s, 'o4', { type: 'exchange', card: 'exchange-1', at: at('c3') });
    expect(tileAt(state, 'b3').tile).toBe(relicTile);
    expect([where(state, 0, 'orange'), where(state, 1, 'green')]).toEqual(['c3', 'b3']);
    expect(cellOfTile(state, (state.relic as { tile: number }).tile)).toBe(11);
    expect(events.find((e) => e.type === 'tiles/swapped')).toMatchObject({ a: at('b3'), b: at('c3') });
  });

  it('only with a directly adjacent tile, and not from the UFO (a UFO never moves)', () => {
    const s = table(['exchange'], { aliens: [{ orange: 'b2' }, {}] });
    const moving = play(s, 0, { type: 'take', die: 'o4' }).state;
    expect(rejects(moving, 0, { type: 'exchange', card: 'exchange-1', at: at('c3') })).toBe(
      'card/out-of-range',
    );
    const aboard = play(table(['exchange']), 0, { type: 'take', die: 'o4' }).state;
    expect(rejects(aboard, 0, { type: 'exchange', card: 'exchange-1', at: at('a1') })).toBe(
      'card/alien-aboard',
    );
  });

  it('a UFO stays where it docks when its docking tile is exchanged away', () => {
    const s = table(['exchange'], { aliens: [{ green: 'a1' }, {}] });
    const { state } = use(s, 'g6', { type: 'exchange', card: 'exchange-1', at: at('b1') });
    expect(state.ufos[0]).toEqual({ cell: 0, side: 'left' });
    expect(where(state, 0, 'green')).toBe('b1');
  });
});

describe('Diagonal Switch', () => {
  it('switches a diagonal tile with a tile directly next to the alien; the alien and its tile stay', () => {
    const s = table(['switch'], { aliens: [{ purple: 'b2' }, { orange: 'a1', green: 'c2' }] });
    const a1 = tileAt(s, 'a1').tile;
    const c2 = tileAt(s, 'c2').tile;
    const { state } = use(s, 'p5', {
      type: 'switch',
      card: 'switch-1',
      diagonal: at('a1'),
      adjacent: at('c2'),
    });
    expect([tileAt(state, 'a1').tile, tileAt(state, 'c2').tile]).toEqual([c2, a1]);
    expect([where(state, 1, 'orange'), where(state, 1, 'green'), where(state, 0, 'purple')]).toEqual([
      'c2',
      'a1',
      'b2',
    ]);
  });

  it('the first tile must be diagonal, the second direct: the alien’s own tile never moves', () => {
    const s = table(['switch'], { aliens: [{ purple: 'b2' }, {}] });
    const moving = play(s, 0, { type: 'take', die: 'p5' }).state;
    expect(
      rejects(moving, 0, { type: 'switch', card: 'switch-1', diagonal: at('b1'), adjacent: at('c2') }),
    ).toBe('card/out-of-range');
    expect(
      rejects(moving, 0, { type: 'switch', card: 'switch-1', diagonal: at('a1'), adjacent: at('b2') }),
    ).toBe('card/out-of-range');
    expect(spaceMaze.legalActions(moving, 0).filter((a) => a.type === 'switch')).toHaveLength(16);
  });
});

describe('Superglue', () => {
  it('glues the relic to the head of the alien of the die colour, which must wear it', () => {
    const s = table(['superglue'], {
      aliens: [{ purple: 'b2', green: 'b2' }, {}],
      relic: { seat: 0, alien: 'purple' },
    });
    const moving = play(s, 0, { type: 'take', die: 'g6' }).state;
    expect(rejects(moving, 0, { type: 'glue', card: 'superglue-1' })).toBe('card/no-relic');
    const { state, events } = use(s, 'p5', { type: 'glue', card: 'superglue-1' });
    expect(state.glued).toBe(true);
    expect(events.find((e) => e.type === 'relic/glued')).toMatchObject({ seat: 0, alien: 'purple' });
  });

  it('while active, Morph cannot be used on the glued alien, nor the relic handed on', () => {
    const s = table(['morph'], {
      aliens: [{ purple: 'b2', green: 'b2', orange: 'd4' }, {}],
      relic: { seat: 0, alien: 'purple' },
      glued: true,
    });
    const a = play(s, 0, { type: 'take', die: 'o4' }).state;
    expect(rejects(a, 0, { type: 'morph', card: 'morph-1', with: 'purple' })).toBe('morph/glued');
    const moving = play(s, 0, { type: 'take', die: 'g3p1' }).state;
    expect(rejects(moving, 0, { type: 'give', to: 'green' })).toBe('give/glued');
  });
});

describe('Morph', () => {
  it('the alien switches places with one of its team; the relic stays in its room on the other’s head', () => {
    const s = table(['morph'], {
      aliens: [{ green: 'b2', orange: 'd4' }, {}],
      relic: { seat: 0, alien: 'orange' },
    });
    const { state } = use(s, 'g6', { type: 'morph', card: 'morph-1', with: 'orange' });
    expect([where(state, 0, 'green'), where(state, 0, 'orange')]).toEqual(['d4', 'b2']);
    expect(state.relic).toEqual({ seat: 0, alien: 'green' });
  });

  it('morphing onto a datapad occupies it without activating it (no footprint spent, no card)', () => {
    const t = tileMaker();
    const s = table(['morph'], {
      board: boardWith({ d4: t({}, true) }),
      aliens: [{ green: 'b2', orange: 'd4*' }, {}],
    });
    const { state } = use(s, 'g6', { type: 'morph', card: 'morph-1', with: 'orange' });
    expect(state.aliens[0]!.green).toMatchObject({ pad: true });
    expect(state.aliens[0]!.orange).toMatchObject({ pad: false });
    expect(state.hands[0]).toEqual([]);
  });

  it('an alien aboard the UFO may morph with one on the board; it cannot morph with itself', () => {
    const s = table(['morph'], { aliens: [{ orange: 'd4' }, {}] });
    const moving = play(s, 0, { type: 'take', die: 'g6' }).state;
    expect(rejects(moving, 0, { type: 'morph', card: 'morph-1', with: 'green' })).toBe('morph/same-alien');
    const { state } = play(moving, 0, { type: 'morph', card: 'morph-1', with: 'orange' });
    expect([where(state, 0, 'green'), where(state, 0, 'orange')]).toEqual(['d4', 'ufo']);
  });
});

describe('Move Base', () => {
  it('needs an empty UFO, and any power die showing 1 or more', () => {
    const s = table(['movebase'], { aliens: [{ green: 'b2', purple: 'b2' }, {}] });
    const moving = play(s, 0, { type: 'take', die: 'p1' }).state;
    expect(rejects(moving, 0, { type: 'base', card: 'movebase-1', dir: 'cw' })).toBe('base/aliens-aboard');
    const out = table(['movebase'], { aliens: [{ green: 'b2', purple: 'b2', orange: 'c4' }, {}] });
    const { state, events } = use(out, 'p1', { type: 'base', card: 'movebase-1', dir: 'cw' });
    expect(state.ufos[0]).toEqual({ cell: 1, side: 'up' });
    expect(events.find((e) => e.type === 'card/played')).toMatchObject({ alien: null });
  });

  it('flies to the next free border tile, round a corner onto the other axis, past another UFO', () => {
    const s = table(['movebase'], {
      aliens: [{ green: 'b2', purple: 'b2', orange: 'c4' }, {}],
      ufos: ['a2 left', 'e5 right'],
    });
    expect(use(s, 'g2', { type: 'base', card: 'movebase-1', dir: 'cw' }).state.ufos[0]).toEqual({
      cell: 0,
      side: 'left',
    });
    const corner = table(['movebase'], {
      aliens: [{ green: 'b2', purple: 'b2', orange: 'c4' }, {}],
      ufos: ['a1 left', 'e5 right'],
    });
    expect(use(corner, 'g2', { type: 'base', card: 'movebase-1', dir: 'cw' }).state.ufos[0]).toEqual({
      cell: 1,
      side: 'up',
    });
    expect(use(corner, 'g2', { type: 'base', card: 'movebase-1', dir: 'ccw' }).state.ufos[0]).toEqual({
      cell: 5,
      side: 'left',
    });
    const blocked = table(['movebase'], {
      aliens: [{ green: 'b2', purple: 'b2', orange: 'c4' }, {}],
      ufos: ['d5 down', 'e5 right'],
    });
    expect(use(blocked, 'g2', { type: 'base', card: 'movebase-1', dir: 'ccw' }).state.ufos[0]).toEqual({
      cell: 19,
      side: 'right',
    });
  });
});

describe('Run +1 and Run +2', () => {
  it('the alien of the die colour performs 1 or 2 moves, apart from the move die', () => {
    const t = tileMaker();
    const s = table(['run2', 'run1'], {
      board: boardWith({ b2: t({ right: 'R' }), c2: t({ left: 'B', right: 'R' }), d2: t({ left: 'B' }) }),
      aliens: [{ purple: 'b2', green: 'b2' }, {}],
    });
    const { state, events } = use(s, 'p5', { type: 'run', card: 'run2-1' });
    expect(state.stage).toMatchObject({ kind: 'run', alien: 'purple', points: 2 });
    expect(events.find((e) => e.type === 'run/started')).toMatchObject({ alien: 'purple', points: 2 });
    expect(rejects(state, 0, { type: 'move', alien: 'green', path: ['exit'] })).toBe('run/other-alien');
    const ran = play(state, 0, { type: 'move', alien: 'purple', path: ['right', 'right'] }).state;
    expect(where(ran, 0, 'purple')).toBe('d2');
    expect(ran.stage).toEqual({ kind: 'take' });
    expect(legalWords(state, 0)).toContain('end the movement');
  });

  it('a run leads off a datapad for one footprint, and can take the relic', () => {
    const t = tileMaker();
    const s = table(['run1'], {
      board: boardWith({ b2: t({ right: 'R' }, true), c2: t({ left: 'Y' }) }),
      aliens: [{ orange: 'b2*' }, {}],
    });
    const r = playAll(s, [
      [0, { type: 'take', die: 'o3' }],
      [0, { type: 'run', card: 'run1-1' }],
      [0, { type: 'move', alien: 'orange', path: ['right'] }],
    ]);
    expect(where(r.state, 0, 'orange')).toBe('c2');
    const relic = table(['run1'], { aliens: [{ orange: 'c3' }, {}] });
    const took = playAll(relic, [
      [0, { type: 'take', die: 'o3' }],
      [0, { type: 'run', card: 'run1-1' }],
      [0, { type: 'move', alien: 'orange', path: ['relic'] }],
    ]);
    expect(took.state.relic).toEqual({ seat: 0, alien: 'orange' });
    expect(took.state.tokens).toEqual([1, 0]);
  });
});
