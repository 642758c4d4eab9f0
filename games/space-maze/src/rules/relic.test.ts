import { describe, expect, it } from 'vitest';
import { spaceMaze } from '../game.ts';
import { boardWith, play, playAll, rejects, scenario, tileMaker, where } from '../test-helpers.ts';
import type { SmState } from '../types.ts';

const DICE = 'g6 g2 p5 p1 o4 o3 g3p1 g1p1o2';
const table = (spec: Partial<Parameters<typeof scenario>[0]> = {}): SmState =>
  scenario({ board: boardWith({}), dice: DICE, hands: [[], []], ...spec });
/** Seat `seat` drafts a move die (seat 1 after seat 0 has left a die unused). */
function moving(s: SmState, seat: 0 | 1, die = 'g1p1o2'): SmState {
  if (seat === 0) return play(s, 0, { type: 'take', die }).state;
  return playAll(s, [
    [0, { type: 'take', die: 'g6' }],
    [0, { type: 'idle' }],
    [1, { type: 'take', die }],
  ]).state;
}

describe('the relic', () => {
  it('an alien on its tile takes it from the maze for one footprint, and earns a relic token', () => {
    const s = moving(table({ aliens: [{ orange: 'c3' }, {}] }), 0);
    const { state, events } = play(s, 0, { type: 'move', alien: 'orange', path: ['relic'] });
    expect(state.relic).toEqual({ seat: 0, alien: 'orange' });
    expect(state.tokens).toEqual([1, 0]);
    expect(state.stage).toMatchObject({ points: { orange: 1 } });
    expect(events.find((e) => e.type === 'relic/taken')).toMatchObject({
      from: null,
      token: true,
      tokens: 1,
    });
  });

  it('is taken only on its own tile', () => {
    const s = moving(table({ aliens: [{ orange: 'b3' }, {}] }), 0);
    expect(rejects(s, 0, { type: 'move', alien: 'orange', path: ['relic'] })).toBe('relic/not-here');
  });

  it('is stolen from another player’s alien on the same tile for one footprint, with a token', () => {
    const s = moving(
      table({ aliens: [{ green: 'b2' }, { purple: 'b2' }], relic: { seat: 1, alien: 'purple' } }),
      0,
    );
    const { state, events } = play(s, 0, { type: 'move', alien: 'green', path: ['relic'] });
    expect(state.relic).toEqual({ seat: 0, alien: 'green' });
    expect(state.tokens).toEqual([1, 0]);
    expect(events.find((e) => e.type === 'relic/taken')).toMatchObject({
      from: { seat: 1, alien: 'purple' },
    });
  });

  it('every take earns a token, a second one in the same round too', () => {
    const s = table({
      aliens: [{ green: 'b2' }, { purple: 'b2' }],
      relic: { seat: 1, alien: 'purple' },
      tokens: [0, 1],
    });
    const { state } = playAll(s, [
      [0, { type: 'take', die: 'g3p1' }],
      [0, { type: 'move', alien: 'green', path: ['relic'] }],
      [0, { type: 'done' }],
      [1, { type: 'take', die: 'g1p1o2' }],
      [1, { type: 'move', alien: 'purple', path: ['relic'] }],
    ]);
    expect(state.relic).toEqual({ seat: 1, alien: 'purple' });
    expect(state.tokens).toEqual([1, 2]);
  });

  it('is handed to a teammate on the same tile for a footprint of the wearer, without a token', () => {
    const s = moving(
      table({
        aliens: [{ green: 'b2', purple: 'b2', orange: 'b4' }, {}],
        relic: { seat: 0, alien: 'green' },
      }),
      0,
    );
    expect(rejects(s, 0, { type: 'give', to: 'orange' })).toBe('give/not-together');
    const { state } = play(s, 0, { type: 'give', to: 'purple' });
    expect(state.relic).toEqual({ seat: 0, alien: 'purple' });
    expect(state.tokens).toEqual([0, 0]);
    expect(state.stage).toMatchObject({ points: { green: 0, purple: 1 } });
  });

  it('is not taken from a teammate (that is handing it on)', () => {
    const s = moving(
      table({ aliens: [{ green: 'b2', purple: 'b2' }, {}], relic: { seat: 0, alien: 'green' } }),
      0,
    );
    expect(rejects(s, 0, { type: 'move', alien: 'purple', path: ['relic'] })).toBe('relic/teammate');
  });

  it('keeping it over rounds earns no token', () => {
    let s = table({ aliens: [{ green: 'b2' }, {}], relic: { seat: 0, alien: 'green' } });
    const random = ['g6', 'g2', 'p5', 'p1', 'o4', 'o3'];
    let turn = 0;
    while (s.round === 1) {
      const seat = spaceMaze.actors(s)[0]!.seat;
      const legal = spaceMaze.legalActions(s, seat);
      const a =
        legal.find((x) => x.type === 'idle' || x.type === 'done') ??
        legal.find((x) => x.type === 'take' && random.includes(x.die)) ??
        legal[0]!;
      s = play(s, seat, a).state;
      turn++;
    }
    expect(turn).toBeGreaterThan(6);
    expect(s.tokens).toEqual([0, 0]);
    expect(s.relic).toEqual({ seat: 0, alien: 'green' });
  });

  it('superglued, it cannot be stolen for the rest of the round', () => {
    const s = moving(
      table({
        aliens: [{ green: 'b2' }, { purple: 'b2' }],
        relic: { seat: 1, alien: 'purple' },
        glued: true,
      }),
      0,
    );
    expect(rejects(s, 0, { type: 'move', alien: 'green', path: ['relic'] })).toBe('relic/glued');
  });

  it('its wearer passes any passage: the rulebook’s orange alien crossing two blue doorways', () => {
    const t = tileMaker();
    const s = moving(
      table({
        board: boardWith({ b2: t({ right: 'B' }), c2: t({ left: 'B' }) }),
        aliens: [{ orange: 'b2', green: 'b2' }, {}],
        relic: { seat: 0, alien: 'orange' },
      }),
      0,
    );
    expect(rejects(s, 0, { type: 'move', alien: 'green', path: ['right'] })).toBe('move/wrong-colour');
    expect(where(play(s, 0, { type: 'move', alien: 'orange', path: ['right'] }).state, 0, 'orange')).toBe(
      'c2',
    );
  });

  it('no token is earned once the eight are given out', () => {
    const s = moving(
      table({ aliens: [{ orange: 'c3' }, {}], tokens: [2, 6], options: { tokensToWin: 8 } }),
      0,
    );
    const { state, events } = play(s, 0, { type: 'move', alien: 'orange', path: ['relic'] });
    expect(state.tokens).toEqual([2, 6]);
    expect(events.find((e) => e.type === 'relic/taken')).toMatchObject({ token: false });
  });
});

describe('winning', () => {
  it('an alien wearing the relic that enters its own UFO wins at once', () => {
    const s = moving(
      table({ aliens: [{ orange: 'a1' }, {}], relic: { seat: 0, alien: 'orange' }, tokens: [1, 2] }),
      0,
    );
    const { state, events } = play(s, 0, { type: 'move', alien: 'orange', path: ['enter'] });
    expect(spaceMaze.outcome(state)).toEqual({
      over: true,
      winners: [0],
      draw: false,
      reason: 'relic-home',
      scores: [1, 2],
    });
    expect(spaceMaze.actors(state)).toEqual([]);
    expect(events.at(-1)).toMatchObject({ type: 'game/won', seat: 0, reason: 'relic-home' });
  });

  it('a third relic token wins at once, mid-move', () => {
    const s = moving(table({ aliens: [{ orange: 'c3' }, {}], tokens: [2, 0] }), 0);
    const { state } = play(s, 0, { type: 'move', alien: 'orange', path: ['relic', 'up'] });
    expect(spaceMaze.outcome(state)).toMatchObject({
      over: true,
      winners: [0],
      reason: 'relic-tokens',
      scores: [3, 0],
    });
    expect(where(state, 0, 'orange')).toBe('c3');
  });

  it('the tokens that win are an option (two in the taster)', () => {
    const s = moving(
      table({ aliens: [{ orange: 'c3' }, {}], tokens: [1, 0], options: { tokensToWin: 2 } }),
      0,
    );
    expect(
      spaceMaze.outcome(play(s, 0, { type: 'move', alien: 'orange', path: ['relic'] }).state),
    ).toMatchObject({
      winners: [0],
    });
  });
});
