/**
 * A turn (translation: "the player carries out 4 phases in order, with 3 action points to
 * spend in phases 2 and 3. Phase 1: your blockade stone must be taken off the board. Phase 4:
 * place your blockade stone on any free field or rhombus (never on a target rhombus), for
 * 0 AP. Then the next player's turn.") and the end ("a player who has collected all 3 statues
 * of their colour heads for any exit; the first to get there wins").
 */
import { describe, expect, it } from 'vitest';
import { temple } from '../game.ts';
import { act, F, legalOf, nameOf, play, pos, refused } from '../test-helpers.ts';

describe('phase 1: the blockade stone comes off', () => {
  it('as the turn begins, the player’s own stone is taken off the board; the others stay', () => {
    // Player 3 ends a turn without placing: player 1's stone comes off, player 2's stays.
    const s = pos({ figures: ['a5', 'j15', 'a15'], stones: ['e4', 'e12', null], current: 2, phase: 'stone' });
    const { state, events } = act(s, { type: 'end' });
    expect(state.current).toBe(0);
    expect(state.table.stones).toEqual([null, F('e12'), null]);
    expect(events.map((e) => e.type)).toEqual(['phase/ended', 'turn/started', 'stone/removed']);
  });
});

describe('phases 2 to 4 and the action points', () => {
  it('each turn has 3 AP for phases 2 and 3; what is left is not carried over', () => {
    let s = pos({ figures: ['a5', 'j15'], rhombi: { A: ['c8', 'c9'] } });
    s = act(s, { type: 'slide', rhombus: 'A', dir: 'e', steps: 1 }).state;
    expect(s.ap).toBe(2);
    s = play(s, { type: 'end' }, { type: 'end' }, { type: 'end' });
    expect(s.current).toBe(1);
    expect(s.ap).toBe(3);
    expect(s.phase).toBe('rhombi');
  });

  it('end closes a phase: rhombi, then the figure, then the stone (the turn without placing it)', () => {
    let s = pos({ figures: ['a5', 'j15'] });
    s = act(s, { type: 'end' }).state;
    expect(s.phase).toBe('figure');
    refused(s, { type: 'slide', rhombus: 'A', dir: 'e', steps: 1 }, 'phase/wrong-action');
    s = act(s, { type: 'end' }).state;
    expect(s.phase).toBe('stone');
    expect(legalOf(s, 'move')).toEqual([]);
    refused(s, { type: 'move', to: F('a6') }, 'phase/wrong-action');
    s = act(s, { type: 'end' }).state;
    expect(s.current).toBe(1);
    expect(s.table.stones).toEqual([null, null]);
  });

  it('a figure action in phase 2 begins phase 3: no rhombus moves after that', () => {
    let s = pos({ figures: ['a5', 'j15'], rhombi: { A: ['c8', 'c9'] } });
    s = act(s, { type: 'move', to: F('a8') }).state;
    expect(s.phase).toBe('figure');
    refused(s, { type: 'slide', rhombus: 'A', dir: 'e', steps: 1 }, 'phase/wrong-action');
    refused(s, { type: 'rotate', rhombus: 'A', corner: 1, turn: 'cw', steps: 1 }, 'phase/wrong-action');
  });

  it('only the player on turn acts', () => {
    const s = pos({ figures: ['a5', 'j15'] });
    refused(s, { type: 'end' }, 'turn/not-your-turn', 1);
    expect(temple.legalActions(s, 1)).toEqual([]);
    expect(temple.actors(s)).toEqual([
      { seat: 0, kind: 'turn', prompt: 'temple/move-rhombi', decision: 'turn-0' },
    ]);
  });
});

describe('phase 4: the blockade stone', () => {
  const s = pos({ figures: ['a5', 'j15'], rhombi: { A: ['c8', 'c9'] }, phase: 'stone' });

  it('goes on any free field or path rhombus for 0 AP, and the turn passes', () => {
    const { state, events } = act(s, { type: 'place', at: F('e4') });
    expect(state.table.stones[0]).toBe(F('e4'));
    expect(state.current).toBe(1);
    expect(events.map((e) => e.type)).toEqual(['stone/placed', 'turn/started']);
    expect(act(s, { type: 'place', at: F('c9') }).state.table.stones[0]).toBe(F('c9'));
    const spent = pos({ figures: ['a5', 'j15'], phase: 'stone', ap: 0 });
    expect(act(spent, { type: 'place', at: F('e4') }).state.table.stones[0]).toBe(F('e4'));
  });

  it('on abyss too ("auf ein beliebiges freies Feld"), where it stops rhombi sliding or turning over it', () => {
    expect(s.table.board.kinds[F('e5')]).toBe('~');
    expect(legalOf(s, 'place').map((a) => nameOf(a.at))).toContain('e5');
    expect(act(s, { type: 'place', at: F('e5') }).state.table.stones[0]).toBe(F('e5'));
    // Rhombus A (c8–c9) slides east over c10–c11, abyss: not with a stone lying on c11.
    const open = pos({ figures: ['a5', 'j15'], rhombi: { A: ['c8', 'c9'] } });
    expect(open.table.board.kinds[F('c11')]).toBe('~');
    expect(legalOf(open, 'slide').some((a) => a.rhombus === 'A' && a.dir === 'e')).toBe(true);
    const blocked = pos({ figures: ['a5', 'j15'], rhombi: { A: ['c8', 'c9'] }, stones: [null, 'c11'] });
    expect(legalOf(blocked, 'slide').some((a) => a.rhombus === 'A' && a.dir === 'e')).toBe(false);
    refused(blocked, { type: 'slide', rhombus: 'A', dir: 'e', steps: 1 }, 'motion/blocked-by-stone');
  });

  it('never on a target rhombus or where a figure or stone stands', () => {
    refused(s, { type: 'place', at: F('e10') }, 'stone/on-target');
    refused(s, { type: 'place', at: F('j15') }, 'stone/occupied');
    refused(s, { type: 'place', at: 9999 }, 'action/malformed');
    const places = legalOf(s, 'place').map((a) => nameOf(a.at));
    expect(places).toContain('c8');
    expect(places).not.toContain('c9');
    expect(places.some((p) => ['e2', 'e3', 'e10', 'e11', 'e17', 'e18', 'a5', 'j15'].includes(p))).toBe(false);
  });
});

describe('the end', () => {
  it('with all three statues, the first figure on an exit wins at once', () => {
    const s = pos({ figures: ['a6', 'j15'], taken: [['X', 'Y', 'Z'], []] });
    const { state, events } = act(s, { type: 'move', to: F('a5') });
    expect(state.phase).toBe('over');
    expect(temple.outcome(state)).toEqual({
      over: true,
      winners: [0],
      draw: false,
      reason: 'reached-exit',
      scores: [3, 0],
    });
    expect(temple.actors(state)).toEqual([]);
    expect(events.map((e) => e.type)).toEqual(['phase/ended', 'figure/moved', 'game/won']);
    refused(state, { type: 'end' }, 'game/over');
  });

  it('an exit reached without all statues is just a field', () => {
    const s = act(pos({ figures: ['a6', 'j15'], taken: [['X', 'Y'], []] }), {
      type: 'move',
      to: F('a5'),
    }).state;
    expect(s.phase).toBe('figure');
  });

  it('any exit will do, also under a rhombus lying on it; the win says where the figure stands', () => {
    const s = pos({ figures: ['j6', 'a15'], taken: [['X', 'Y', 'Z'], []], rhombi: { A: ['j5', 'i5'] } });
    const { state, events } = act(s, { type: 'move', to: F('i5') });
    expect(state.winner).toBe(0);
    expect(events.at(-1)).toMatchObject({ type: 'game/won', at: F('i5') });
    expect(temple.describe!(events.at(-1)!, 'en')).toBe(
      'Player 1 reaches an exit at i5 with all statues and wins!',
    );
    // The last statue taken on a target rhombus lying over an exit (a5–a6, the figure on a6) wins too.
    const onTarget = pos({ figures: ['a6', 'j15'], rhombi: { X: ['a5', 'a6'] }, taken: [['Y', 'Z'], []] });
    const won = act(onTarget, { type: 'take' });
    expect(won.state.winner).toBe(0);
    expect(won.events.at(-1)).toMatchObject({ type: 'game/won', at: F('a6') });
  });

  it('the number of statues to collect is an option', () => {
    const s = pos({ figures: ['a6', 'j15'], taken: [['Y'], []], statues: 1 });
    expect(act(s, { type: 'move', to: F('a5') }).state.winner).toBe(0);
  });

  it('the turn limit ends the game as a draw', () => {
    const s = pos({ figures: ['a5', 'j15'], turnCap: 3, turns: 2, phase: 'stone' });
    const { state, events } = act(s, { type: 'end' });
    expect(temple.outcome(state)).toMatchObject({
      over: true,
      draw: true,
      winners: [],
      reason: 'draw/turn-cap',
    });
    expect(events.map((e) => e.type)).toEqual(['phase/ended', 'game/draw']);
  });
});
