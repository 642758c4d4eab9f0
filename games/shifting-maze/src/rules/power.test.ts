import { describe, expect, it } from 'vitest';
import { shiftingMaze } from '../game.ts';
import { buildPosition, mazeOf } from '../scenario.ts';
import { legal, play, rejects, types } from '../test-helpers.ts';

/** Player 1 at (3,3) in a ┼, a corridor to the right, a Defender and player 2 in sight. */
const arena = (pp = 10) =>
  buildPosition({
    maze: mazeOf({ '3,3': '┼', '4,3': '─', '5,3': '─', '6,3': '─', '3,2': '│', '3,4': '╷', '2,3': '│' }),
    challengers: [
      { at: { x: 3, y: 3 }, pp },
      { at: { x: 6, y: 3 }, items: [{ kind: 'battery', pp: 2 }] },
    ],
    defenders: [{ at: { x: 5, y: 3 } }],
  });

describe('Challenger power actions and their costs', () => {
  it('Rotate current cube cw / ccw: 1 PP each', () => {
    const s = buildPosition({ maze: mazeOf({ '3,3': '╵' }), challengers: [{ at: { x: 3, y: 3 } }] });
    const cw = play(s, 0, { type: 'rotate', target: 'here', turn: 'cw' });
    expect(cw.state.cells[33]).toMatchObject({ doors: 2 });
    expect(cw.state.challengers[0]!.pp).toBe(9);
    const ccw = play(s, 0, { type: 'rotate', target: 'here', turn: 'ccw' });
    expect(ccw.state.cells[33]).toMatchObject({ doors: 8 });
    expect(ccw.state.stage).toEqual({ kind: 'move', mainLeft: 3 });
  });

  it('Rotate an adjacent cube: only one seen through a doorway of the current cube', () => {
    const s = buildPosition({
      maze: mazeOf({ '3,3': '╶', '4,3': '│', '2,3': '│' }),
      challengers: [{ at: { x: 3, y: 3 } }],
    });
    const r = play(s, 0, { type: 'rotate', target: 'right', turn: 'cw' });
    expect(r.state.cells[34]).toMatchObject({ doors: 10 });
    expect(r.state.challengers[0]!.pp).toBe(9);
    expect(rejects(s, 0, { type: 'rotate', target: 'left', turn: 'cw' })).toBe('power/not-visible');
  });

  it('Rotate a cube with other Challengers or Defenders in it is allowed (decision)', () => {
    const s = arena();
    const r = play(s, 0, { type: 'rotate', target: 'right', turn: 'cw' });
    expect(r.state.cells[34]).toMatchObject({ doors: 5 });
  });

  it('From the start area the entry cube can be rotated', () => {
    const s = buildPosition({ maze: mazeOf({ '0,5': '│' }), challengers: [{ at: 'start' }] });
    const r = play(s, 0, { type: 'rotate', target: 'right', turn: 'cw' });
    expect(r.state.cells[50]).toMatchObject({ doors: 10 });
  });

  it('Stun a Defender (in the cube or line of sight): 2 PP; it misses its next Defender Move', () => {
    const r = play(arena(), 0, { type: 'stunDefender', defender: 1 });
    expect(r.state.challengers[0]!.pp).toBe(8);
    expect(r.state.defenders[0]!.stunned).toBe(true);
    expect(rejects(r.state, 0, { type: 'stunDefender', defender: 1 })).toBe('power/already-stunned');
  });

  it('Destroy a Defender: 5 PP', () => {
    const r = play(arena(), 0, { type: 'destroyDefender', defender: 1 });
    expect(r.state.challengers[0]!.pp).toBe(5);
    expect(r.state.defenders).toEqual([]);
    expect(types(r.events)).toEqual(['defender/destroyed']);
  });

  it('Stun another Challenger in line of sight: 2 PP; it misses its next turn', () => {
    const r = play(arena(), 0, { type: 'stunChallenger', seat: 1 });
    expect(r.state.challengers[0]!.pp).toBe(8);
    expect(r.state.challengers[1]!.stunned).toBe(true);
    const next = play({ ...r.state, defenders: [] }, 0, { type: 'end' });
    expect(types(next.events)).toContain('turn/skipped');
  });

  it('Kill another Challenger in line of sight: 5 PP; its objects stay on its body; fresh Challenger next turn', () => {
    const r = play(arena(), 0, { type: 'killChallenger', seat: 1 });
    expect(r.state.challengers[0]!.pp).toBe(5);
    expect(r.state.challengers[1]).toEqual({ at: null, pp: 10, items: [], stunned: false, owed: 0 });
    expect(r.state.cells[36]).toMatchObject({ bodies: [{ seat: 1, items: [{ kind: 'battery', pp: 2 }] }] });
    const next = play({ ...r.state, defenders: [] }, 0, { type: 'end' });
    expect(types(next.events)).toContain('challenger/respawned');
    expect(next.state.challengers[1]!.at).toEqual({ x: -1, y: 7 });
  });

  it('Line of sight is straight through open doorway pairs: no target around a corner', () => {
    const s = buildPosition({
      maze: mazeOf({ '3,3': '┌', '4,3': '┘', '4,2': '│' }),
      challengers: [{ at: { x: 3, y: 3 } }, { at: { x: 4, y: 2 } }],
    });
    expect(rejects(s, 0, { type: 'killChallenger', seat: 1 })).toBe('power/not-in-sight');
  });

  it('Destroy an adjacent visible cube: 5 PP; it becomes a Destroyed Cube with its Defenders', () => {
    const r = play(arena(), 0, { type: 'destroyCube', dir: 'right' });
    expect(r.state.cells[34]).toBe('destroyed');
    expect(r.state.destroyed).toEqual([10]);
    expect(r.state.challengers[0]!.pp).toBe(5);
    const s = buildPosition({
      maze: mazeOf({ '3,3': '┼', '4,3': '─' }),
      challengers: [{ at: { x: 3, y: 3 } }],
      defenders: [{ at: { x: 4, y: 3 } }],
    });
    expect(play(s, 0, { type: 'destroyCube', dir: 'right' }).state.defenders).toEqual([]);
  });

  describe('Destroy an adjacent cube with a Challenger inside: allowed (5 PP), a threat of death', () => {
    // Player 1 at (3,3) in a ┼; player 2 at (4,3) in a ┤ (doorways up, down, left) with a Key and a Battery
    // Pack; above it (4,2) a │ cube he can flee to; below it (4,4) unrevealed.
    const occupied = (pp = 10) =>
      buildPosition({
        maze: mazeOf({ '3,3': '┼', '4,3': '┤', '4,2': '│' }),
        challengers: [
          { at: { x: 3, y: 3 } },
          { at: { x: 4, y: 3 }, pp, items: [{ kind: 'key' }, { kind: 'battery', pp: 3 }] },
        ],
        next: ['┼'],
      });

    it('the Challenger inside may react (Reactive Actions: his cube leaving the maze is a threat of death)', () => {
      const r = play(occupied(), 0, { type: 'destroyCube', dir: 'right' });
      expect(r.state.challengers[0]!.pp).toBe(5);
      expect(shiftingMaze.actors(r.state)).toEqual([{ seat: 1, kind: 'reaction', prompt: 'react/destroy' }]);
      expect(r.state.reaction?.threat).toEqual({ kind: 'doom', at: { x: 4, y: 3 }, cause: 'destroy' });
      expect(types(r.events)).toEqual(['challenger/threatened']);
      expect(shiftingMaze.describe!(r.events[0]!, 'en')).toBe(
        'The Challenger of Player 2 is threatened by its cube at e4 being destroyed and may react.',
      );
      // The destroyer waits: nothing is decided by him until the reaction is over.
      expect(shiftingMaze.legalActions(r.state, 0)).toEqual([]);
      expect(legal(r.state, 1).sort()).toEqual(
        [
          'end',
          'investigate down',
          'investigate right',
          'move left',
          'move up',
          'rotate ccw', // opens his cube towards the unrevealed (5,3): a doorway that is not closed
          'rotate cw',
        ].sort(),
      );
    });

    it('if he gets out, the cube is destroyed empty; the move he made comes off his next turn', () => {
      const r = play(occupied(), 0, { type: 'destroyCube', dir: 'right' });
      const fled = play(r.state, 1, { type: 'move', dir: 'up' });
      expect(types(fled.events)).toEqual(['challenger/moved', 'reaction/ended', 'maze/destroyed']);
      expect(fled.state.cells[34]).toBe('destroyed');
      expect(fled.state.challengers[1]).toMatchObject({
        at: { x: 4, y: 2 },
        owed: 1,
        items: [{ kind: 'key' }, { kind: 'battery', pp: 3 }],
      });
      expect(shiftingMaze.actors(fled.state)).toEqual([
        { seat: 0, kind: 'turn', prompt: 'turn/challenger-move' },
      ]);
      expect(fled.state.stage).toEqual({ kind: 'move', mainLeft: 3 });
    });

    it('if he is still inside, he dies with the cube: lost, no body, his objects go with the cube (decision)', () => {
      const r = play(occupied(), 0, { type: 'destroyCube', dir: 'right' });
      const stays = play(r.state, 1, { type: 'end' });
      expect(types(stays.events)).toEqual(['reaction/ended', 'challenger/lost', 'maze/destroyed']);
      expect(stays.state.cells[34]).toBe('destroyed');
      expect(stays.state.destroyed).toEqual([13]);
      expect(stays.state.challengers[1]).toEqual({ at: null, pp: 10, items: [], stunned: false, owed: 0 });
      // Nothing is left anywhere: no body, no object lying about.
      expect(JSON.stringify(stays.state.cells)).not.toContain('battery');
      expect(shiftingMaze.describe!(stays.events[1]!, 'en')).toBe(
        'The Challenger of Player 2 is lost with its cube at e4.',
      );
      // The destroyer goes on with his Challenger Move.
      expect(shiftingMaze.actors(stays.state)).toEqual([
        { seat: 0, kind: 'turn', prompt: 'turn/challenger-move' },
      ]);
    });

    it('several Challengers inside react in seat order; a Defender inside is destroyed with the cube', () => {
      const s = buildPosition({
        maze: mazeOf({ '3,3': '┼', '4,3': '┤', '4,2': '│' }),
        challengers: [{ at: { x: 4, y: 3 } }, { at: { x: 3, y: 3 } }, { at: { x: 4, y: 3 } }],
        defenders: [{ at: { x: 4, y: 3 } }],
        current: 1,
      });
      const r = play(s, 1, { type: 'destroyCube', dir: 'right' });
      expect(r.state.reaction?.seat).toBe(0);
      const first = play(r.state, 0, { type: 'move', dir: 'up' });
      expect(first.state.reaction?.seat).toBe(2);
      const second = play(first.state, 2, { type: 'end' });
      expect(types(second.events)).toEqual([
        'reaction/ended',
        'challenger/lost',
        'maze/destroyed',
        'defender/lost',
      ]);
      expect(second.state.challengers[0]!.at).toEqual({ x: 4, y: 2 });
      expect(second.state.challengers[2]!.at).toBeNull();
      expect(second.state.defenders).toEqual([]);
    });

    it('the position with a destruction pending round-trips', () => {
      const r = play(occupied(), 0, { type: 'destroyCube', dir: 'right' });
      const json = JSON.parse(JSON.stringify(shiftingMaze.position.encode(r.state)));
      expect(shiftingMaze.position.decode(json)).toEqual({ ok: true, value: r.state });
    });
  });

  it('Power Points must suffice', () => {
    const s = arena(4);
    expect(rejects(s, 0, { type: 'destroyDefender', defender: 1 })).toBe('power/not-enough');
    expect(rejects(s, 0, { type: 'killChallenger', seat: 1 })).toBe('power/not-enough');
    expect(legal(s, 0)).toEqual(expect.arrayContaining(['stun defender 1', 'stun player 2', 'rotate cw']));
    const broke = arena(0);
    expect(legal(broke, 0).filter((a) => /rotate|stun|destroy|kill/.test(a))).toEqual([]);
  });

  it('Power actions are unlimited in number within the Power Points', () => {
    let s = arena(3);
    for (let i = 0; i < 3; i++) s = play(s, 0, { type: 'rotate', target: 'here', turn: 'cw' }).state;
    expect(s.challengers[0]!.pp).toBe(0);
    expect(shiftingMaze.legalActions(s, 0).some((a) => a.type === 'rotate')).toBe(false);
  });
});
