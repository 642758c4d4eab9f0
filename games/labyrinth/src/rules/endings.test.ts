/**
 * How a game ends, and when: the last survivor (B.3.5), Nstop rounds without an irreversible
 * change (B.3.6) and the draw when every player in turn skipped (B.6.6) — also when a player
 * leaves the game in the middle of a round, whichever way he leaves.
 * Plans: BASIC (test-plans.ts) — row 0: L L W | H (open exit right of H); row 1: L L* L L;
 * row 2: H Pa1 Pa2 L+ (Pa1 → Pa2 → Pa1); walls below (2,0) and below (1,1).
 * MITE — row 0: L E H (open exit left of (0,0)); row 1: W L* L.
 */
import { type Seat, unwrap } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { edit, gameOn, go, heard, P, planOf, play, playAll, player, shot } from '../fixtures.ts';
import { labyrinth } from '../game.ts';
import { labyrinthOptionsSchema } from '../options.ts';
import { BASIC, MITE } from '../test-plans.ts';
import type { LabyrinthState } from '../types.ts';

const at = (x: number, y: number) => y * 4 + x;
const skip = { type: 'skip' } as const;

function timeout(s: LabyrinthState, seat: Seat) {
  const r = labyrinth.timeout?.(s, seat);
  if (r === undefined) throw new Error('the labyrinth has a timeout');
  return unwrap(r);
}

const allSkip = { over: true, draw: true, reason: 'draw/all-skip' };

describe('B.6.6 the all-skip draw', () => {
  it('B.6.6 when every player in turn has skipped, the game is a draw, even across a round’s end', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(3, 1), P(3, 2)]);
    const r = playAll(state, [
      [0, go('up')],
      [1, { type: 'skip' }],
      [2, { type: 'skip' }],
    ]);
    expect(labyrinth.outcome(r.state).over).toBe(false);
    const t = play(r.state, 0, { type: 'skip' });
    expect(labyrinth.outcome(t.state)).toMatchObject({ over: true, draw: true, reason: 'draw/all-skip' });
  });

  it('B.6.6 a dead player’s old skip does not count: only players still in the game', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(3, 1)]);
    const r = playAll(state, [
      [0, go('up')],
      [1, { type: 'skip' }],
    ]);
    expect(labyrinth.outcome(r.state).over).toBe(false);
  });
});

describe('B.6.6 the all-skip draw as soon as a player leaves the game', () => {
  it('B.6.6/B.9 a player out of time (dead, or lost outside) after everyone else skipped: a draw at once', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 0), P(0, 1)]);
    const r = playAll(state, [
      [0, skip],
      [1, skip],
    ]);
    const t = timeout(r.state, 2);
    expect(player(t.state, 2).condition).toBe('dead');
    expect(labyrinth.outcome(t.state)).toMatchObject(allSkip);
    expect(heard(t.events)).toEqual([
      'Player 3 ran out of time and is dead.',
      'Game over: every player skipped: a draw.',
    ]);

    // Outside the labyrinth he has simply lost: the same.
    const out = gameOn(BASIC, [P(0, 0), P(1, 0), P(3, 0)]);
    const o = playAll(out.state, [
      [0, go('up')],
      [1, go('up')],
      [2, go('right')],
      [0, skip],
      [1, skip],
    ]);
    expect(player(o.state, 2).outside).not.toBeNull();
    const u = timeout(o.state, 2);
    expect(player(u.state, 2).condition).toBe('lost');
    expect(labyrinth.outcome(u.state)).toMatchObject(allSkip);
  });

  it('B.6.6/B.5.7 the mover killed by a landmine in his own move, the others having skipped: a draw at once', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(0, 1), P(2, 1)], { landmines: true });
    const s = edit(state, (c) => {
      Object.assign(player(c, 0), { health: 'wounded', bullets: 0, held: null });
      c.items[at(1, 0)]?.push({ kind: 'mine', armed: true });
    });
    const r = playAll(s, [
      [0, go('up')],
      [1, skip],
      [2, skip],
    ]);
    const t = play(r.state, 0, go('right'));
    expect(player(t.state, 0).condition).toBe('dead');
    expect(labyrinth.outcome(t.state)).toMatchObject(allSkip);
  });

  it('B.6.6/B.4.7 the mover dying of encephalitis on his move, the others having skipped: a draw at once', () => {
    const { state } = gameOn(BASIC, [P(0, 1), P(0, 0), P(2, 1)]);
    const s = edit(state, (c) => {
      Object.assign(player(c, 0), { infection: { movesLeft: 1 }, bullets: 0, held: null });
    });
    const r = playAll(s, [
      [0, go('left')],
      [1, skip],
      [2, skip],
    ]);
    const t = play(r.state, 0, go('right'));
    expect(heard(t.events)).toContain('Player 1 did not reach a hospital in time and died.');
    expect(labyrinth.outcome(t.state)).toMatchObject(allSkip);
  });

  it('B.6.6/B.3.4 the mover failing to come back in, the others having skipped: a draw at once', () => {
    const { state } = gameOn(BASIC, [P(3, 0), P(0, 0), P(0, 1)]);
    const r = playAll(state, [
      [0, go('right')],
      [1, skip],
      [2, skip],
    ]);
    const t = play(r.state, 0, go('up'));
    expect(player(t.state, 0).condition).toBe('lost');
    expect(labyrinth.outcome(t.state)).toMatchObject(allSkip);
  });

  it('B.6.6/B.5.5 a shot cannot bring the draw about: the shooter has moved', () => {
    const { state } = gameOn(BASIC, [P(0, 1), P(3, 1), P(2, 1)]);
    const s = edit(state, (c) => {
      Object.assign(player(c, 0), { health: 'wounded', bullets: 0, held: null });
    });
    const r = playAll(s, [
      [0, go('left')],
      [1, skip],
      [2, go('up', { before: [shot('left')] })],
    ]);
    expect(player(r.state, 0).condition).toBe('dead');
    expect(labyrinth.outcome(r.state).over).toBe(false);
  });
});

describe('B.3.5 the last survivor comes first', () => {
  it('B.3.5 out of time, the other having skipped: the survivor wins (not an all-skip draw)', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 0)]);
    const t = timeout(play(state, 0, skip).state, 1);
    expect(labyrinth.outcome(t.state)).toMatchObject({ over: true, winners: [0], reason: 'last-survivor' });
  });

  it('B.3.5 a wounded player dying on a contagious cell by skipping leaves a survivor who wins, even if he skipped', () => {
    const { state } = gameOn(MITE, [P(0, 0), P(2, 1)]);
    const r = playAll(state, [
      [0, go('up')],
      [1, skip],
    ]);
    const s = edit(r.state, (c) => {
      Object.assign(player(c, 0), { at: P(1, 0), health: 'wounded', bullets: 0, held: null });
      const mite = c.mites[0];
      if (mite) mite.state = 'contagious';
    });
    const t = play(s, 0, skip);
    expect(player(t.state, 0).condition).toBe('dead');
    expect(labyrinth.outcome(t.state)).toMatchObject({ over: true, winners: [1], reason: 'last-survivor' });
  });

  it('B.7.9 a survivor given his moves is not held to a skip he made before: the game goes on', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 0)], { lastSurvivorMoves: 2 });
    const t = timeout(play(state, 0, skip).state, 1);
    expect(heard(t.events)).toContain(
      'Player 1 is the last survivor and has 2 moves to carry the true treasure out.',
    );
    expect(labyrinth.outcome(t.state).over).toBe(false);
    expect(labyrinth.actors(t.state)).toMatchObject([{ seat: 0, kind: 'turn', prompt: 'labyrinth/move' }]);
  });

  it('B.3.5/B.9 in the start phase, the last player left wins at once, before he has chosen his cell', () => {
    const options = (extra: Record<string, unknown>) =>
      labyrinthOptionsSchema.parse({ landmines: false, plan: planOf(BASIC), ...extra });
    const s = unwrap(labyrinth.setup({ options: options({}), players: 2, seed: 't' })).state;
    const t = timeout(s, 1);
    expect(labyrinth.outcome(t.state)).toMatchObject({ over: true, winners: [0], reason: 'last-survivor' });
    expect(labyrinth.actors(t.state)).toEqual([]);
    // With B.7.9 moves he still has to start and carry the treasure out.
    const m = unwrap(
      labyrinth.setup({ options: options({ lastSurvivorMoves: 3 }), players: 2, seed: 't' }),
    ).state;
    const u = timeout(m, 1);
    expect(labyrinth.outcome(u.state).over).toBe(false);
    const v = play(u.state, 0, { type: 'start', cell: P(0, 0) });
    expect(heard(v.events)).toContain(
      'Player 1 is the last survivor and has 3 moves to carry the true treasure out.',
    );
  });
});

describe('B.3.6 Nstop across a departure', () => {
  it('B.3.6/B.9 a player out of time is an irreversible change: the count starts again', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 0), P(0, 1)], { nstop: 1 });
    const r = playAll(state, [
      [0, go('up')],
      [1, go('up')],
    ]);
    const t = timeout(r.state, 2);
    expect(labyrinth.outcome(t.state).over).toBe(false);
    expect(t.state.nstopCount).toBe(0);
    const n = playAll(t.state, [
      [0, go('up')],
      [1, go('up')],
    ]);
    expect(labyrinth.outcome(n.state)).toMatchObject({ over: true, draw: true, reason: 'draw/no-change' });
  });
});
