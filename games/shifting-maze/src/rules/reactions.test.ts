import { describe, expect, it } from 'vitest';
import { shiftingMaze } from '../game.ts';
import { buildPosition, mazeOf, runOn } from '../scenario.ts';
import { legal, play, rejects, types } from '../test-helpers.ts';
import type { SmState } from '../types.ts';
import { advance } from './flow.ts';

/**
 * Player 1 (seat 0) stands at (4,4); Defender 1 at (1,4) chases along the row and
 * enters its cube with the last of its 3 actions, during player 2's turn.
 */
function threatened(extra: Partial<{ pp: number; owed: number; items: { kind: 'key' }[] }> = {}): SmState {
  const s = buildPosition({
    maze: mazeOf({ '1,4': '─', '2,4': '─', '3,4': '─', '4,4': '┼', '5,4': '─', '4,3': '│' }),
    challengers: [{ at: { x: 4, y: 4 }, ...extra }, { at: 'start' }],
    defenders: [{ at: { x: 1, y: 4 } }],
    current: 1,
    stage: { kind: 'defenders', next: 0, current: null, actionsLeft: 0 },
  });
  return runOn(s, advance).state;
}

describe('Reactive actions', () => {
  it('a Defender entering the cube gives the threatened player a decision point out of turn', () => {
    const s = threatened();
    expect(s.current).toBe(1);
    expect(shiftingMaze.actors(s)).toEqual([{ seat: 0, kind: 'reaction', prompt: 'react/defender' }]);
    expect(shiftingMaze.legalActions(s, 1)).toEqual([]);
    expect(s.defenders[0]!.at).toEqual({ x: 4, y: 4 });
  });

  it('only the reactive actions are offered: stun/destroy the Defender, move, rotate to open a doorway, investigate', () => {
    const s = threatened();
    expect(legal(s, 0).sort()).toEqual(
      [
        'destroy defender 1',
        'end',
        'investigate down',
        'move left',
        'move right',
        'move up',
        'stun defender 1',
      ].sort(),
    );
    expect(rejects(s, 0, { type: 'rotate', target: 'here', turn: 'cw' })).toBe('react/no-new-doorway');
    expect(rejects(s, 0, { type: 'pickUp', index: 0 })).toBe('react/not-allowed');
  });

  it('a reactive rotation must create a doorway that is not closed', () => {
    const s = buildPosition({
      maze: mazeOf({ '4,4': '╵', '4,3': '─', '3,4': '─' }),
      challengers: [{ at: { x: 4, y: 4 } }],
      defenders: [{ at: { x: 4, y: 4 } }],
    });
    const r = { ...s, reaction: { seat: 0, threat: { kind: 'defender' as const, defender: 1 }, used: 0 } };
    // Turning the cube above opens the way up; turning the own cube towards the unrevealed right
    // or towards the cube on the left opens a way too; turning it to face down (unrevealed) as well.
    expect(
      legal(r, 0)
        .filter((a) => a.startsWith('rotate'))
        .sort(),
    ).toEqual(['rotate ccw', 'rotate cw', 'rotate up ccw', 'rotate up cw'].sort());
  });

  it('a reactive rotation towards the low-X edge opens a way only with the Key or at the own start row', () => {
    // Player 1 (start row 2 of 2 players) at (0,4) in a ╷ facing the closed top of a ─:
    // turning it clockwise points the doorway at the low-X edge of row 4.
    const at = (items: { kind: 'key' }[], y: number) => {
      const s = buildPosition({
        maze: mazeOf({ [`0,${y}`]: '╷', [`0,${y + 1}`]: '─', [`0,${y - 1}`]: '─', [`1,${y}`]: '│' }),
        challengers: [{ at: { x: 0, y }, items }, { at: 'start' }],
        defenders: [{ at: { x: 0, y } }],
      });
      return { ...s, reaction: { seat: 0, threat: { kind: 'defender' as const, defender: 1 }, used: 0 } };
    };
    expect(rejects(at([], 4), 0, { type: 'rotate', target: 'here', turn: 'cw' })).toBe(
      'react/no-new-doorway',
    );
    expect(legal(at([{ kind: 'key' }], 4), 0)).toContain('rotate cw');
    expect(legal(at([], 2), 0)).toContain('rotate cw');
  });

  it('walking into a Defender\u2019s cube is allowed; the Defender attacks with its first action of the next Defender Move, and the player may react', () => {
    const s = buildPosition({
      maze: mazeOf({ '3,4': '─', '4,4': '┼', '5,4': '─', '4,3': '│' }),
      challengers: [{ at: { x: 3, y: 4 } }, { at: 'start' }],
      defenders: [{ at: { x: 4, y: 4 }, stunned: true }],
    });
    const inside = play(s, 0, { type: 'move', dir: 'right' });
    expect(types(inside.events)).toEqual(['challenger/moved']);
    expect(inside.state.reaction).toBeNull();
    // The stunned Defender sits out player 2's Defender Move; at player 1's next turn it attacks first.
    const turn2 = play(inside.state, 0, { type: 'end' });
    expect(types(turn2.events)).toContain('defender/skipped');
    expect(turn2.state.current).toBe(1);
    const turn3 = play(turn2.state, 1, { type: 'end' });
    const attack = turn3.events.findIndex((e) => e.type === 'defender/attacks');
    expect(attack).toBeGreaterThan(-1);
    expect(turn3.events.slice(0, attack).some((e) => e.type === 'defender/moved')).toBe(false);
    expect(shiftingMaze.actors(turn3.state)).toEqual([
      { seat: 0, kind: 'reaction', prompt: 'react/defender' },
    ]);
  });

  it('moving away makes the Challenger safe: the reaction stops and the main action is owed next turn', () => {
    const s = threatened();
    const r = play(s, 0, { type: 'move', dir: 'up' });
    expect(r.events.find((e) => e.type === 'reaction/ended')).toMatchObject({ safe: true, used: 1 });
    expect(r.state.challengers[0]).toMatchObject({ at: { x: 4, y: 3 }, owed: 1 });
    expect(r.state.reaction).toBeNull();
    expect(shiftingMaze.actors(r.state)[0]!.seat).toBe(1);
    // Player 2 ends; at player 1's Move the owed action is gone from the allocation.
    const next = play({ ...r.state, defenders: [] }, 1, { type: 'end' });
    expect(next.state.current).toBe(0);
    expect(next.state.stage).toEqual({ kind: 'move', mainLeft: 2 });
    expect(next.state.challengers[0]!.owed).toBe(0);
  });

  it('stunning the Defender as a reaction stops its current Defender Move only (2 PP)', () => {
    const s = threatened();
    const r = play(s, 0, { type: 'stunDefender', defender: 1 });
    expect(r.state.challengers[0]).toMatchObject({ at: { x: 4, y: 4 }, pp: 8, owed: 0 });
    expect(types(r.events)).not.toContain('challenger/killed');
    expect(types(r.events)).not.toContain('defender/moved');
    expect(r.state.defenders[0]).toMatchObject({ stunned: false, at: { x: 4, y: 4 } });
  });

  it('destroying the Defender as a reaction (5 PP)', () => {
    const r = play(threatened(), 0, { type: 'destroyDefender', defender: 1 });
    expect(r.state.defenders).toEqual([]);
    expect(r.state.challengers[0]!.pp).toBe(5);
  });

  it('declining: the Defender kills; the body keeps the objects', () => {
    const r = play(threatened({ items: [{ kind: 'key' }] }), 0, { type: 'end' });
    expect(types(r.events)).toEqual(expect.arrayContaining(['reaction/ended', 'challenger/killed']));
    expect(r.state.challengers[0]!.at).toBeNull();
    expect(r.state.cells[44]).toMatchObject({ bodies: [{ seat: 0, items: [{ kind: 'key' }] }] });
  });

  it('actions that do not save the Challenger continue the reaction (investigate, rotate) and are carried', () => {
    const s = threatened();
    const withNext = { ...s, bag: [...s.bag, 0b0001] };
    const r1 = play(withNext, 0, { type: 'investigate', dir: 'down' });
    expect(r1.state.cells[54]).toMatchObject({ doors: 1 });
    expect(r1.state.reaction).toMatchObject({ seat: 0, used: 1 });
    expect(r1.state.challengers[0]).toMatchObject({ owed: 1 });
    const r2 = play(r1.state, 0, { type: 'move', dir: 'down' });
    expect(r2.state.reaction).toBeNull();
    expect(r2.state.challengers[0]).toMatchObject({ at: { x: 4, y: 5 }, owed: 2 });
  });

  it('a reacting player whose clock runs out declines', () => {
    const r = shiftingMaze.timeout!(threatened(), 0);
    expect(r.ok && r.value.events.map((e) => e.type)).toContain('challenger/killed');
  });

  it('at most three main actions can be spent in advance', () => {
    const s = threatened({ owed: 3, pp: 1 });
    expect(legal(s, 0)).toEqual(['end']);
  });

  it('Challengers killed by a Defender start fresh at their start area on their next turn', () => {
    const r = play(threatened({ items: [{ kind: 'key' }] }), 0, { type: 'end' });
    let s = r.state;
    s = play({ ...s, defenders: [] }, 1, { type: 'end' }).state;
    expect(s.current).toBe(0);
    expect(s.challengers[0]).toEqual({ at: { x: -1, y: 2 }, pp: 10, items: [], stunned: false, owed: 0 });
  });

  it('a threatened Challenger may pick up the dead Challenger\u2019s objects from its body later', () => {
    const r = play(threatened({ items: [{ kind: 'key' }] }), 0, { type: 'end' });
    const s: SmState = {
      ...r.state,
      defenders: [],
      challengers: [r.state.challengers[0]!, { ...r.state.challengers[1]!, at: { x: 4, y: 4 } }],
      stage: { kind: 'move', mainLeft: 3 },
    };
    const picked = play(s, 1, { type: 'pickUp', index: 0, body: 0 });
    expect(picked.state.challengers[1]!.items).toEqual([{ kind: 'key' }]);
  });
});
