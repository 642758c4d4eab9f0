/**
 * Corners of the rules left open by the second audit (each test names the rule): a player leaving the game
 * decides the all-skip draw, the last survivor and Nstop at once, whichever way he leaves.
 * Plans: BASIC (test-plans.ts) — row 0: L L W | H (open exit right of H); row 1: L L* L L;
 * row 2: H Pa1 Pa2 L+ (Pa1 → Pa2 → Pa1); walls below (2,0) and below (1,1).
 * MITE — row 0: L E H (open exit left of (0,0)); row 1: W L* L.
 */
import { type Seat, unwrap } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { edit, gameOn, go, heard, ofType, P, planOf, play, playAll, player, shot } from '../fixtures.ts';
import { labyrinth } from '../game.ts';
import { labyrinthOptionsSchema } from '../options.ts';
import { BASIC, MITE } from '../test-plans.ts';
import { describeEvent } from '../text/describe.ts';
import type { LabyrinthState } from '../types.ts';

const at = (x: number, y: number) => y * 4 + x;
const skip = { type: 'skip' } as const;

function timeout(s: LabyrinthState, seat: Seat) {
  const r = labyrinth.timeout?.(s, seat);
  if (r === undefined) throw new Error('the labyrinth has a timeout');
  return unwrap(r);
}

const allSkip = { over: true, draw: true, reason: 'draw/all-skip' };

describe('audit 3: B.6.6 the all-skip draw as soon as a player leaves the game', () => {
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

describe('audit 3: the last survivor comes first', () => {
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

describe('audit 3: B.3.6 Nstop across a departure', () => {
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

describe('audit 3: B.5.5 the cell order after one’s own landmine', () => {
  // Player 1 sets a landmine right of (0,0), on (1,0); player 2 steps up onto it from (1,1).
  const mined = (options: Record<string, unknown> = {}, report?: 'dark') => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 1)], { landmines: true, ...options });
    return playAll(state, [
      [0, go('down', { before: [{ do: 'mine', to: 'right' }] })],
      [1, go('up', report === undefined ? {} : { report })],
    ]);
  };
  const asked = 'Player 2, wounded by a landmine on his last move, can ask for a new cell.';

  it('B.5.5/B.5.7 wounded in his own move, he is asked at the start of his next turn, as everyone hears', () => {
    const r = mined();
    expect(heard(r.events)).toContain('A landmine exploded! You are wounded.');
    expect(heard(r.events)).not.toContain(asked);
    const t = play(r.state, 0, go('up'));
    // The last word before his move, heard by everyone (B.6.2), in every language.
    expect(heard(t.events, 'spectator').at(-1)).toBe(asked);
    expect(heard(t.events, 0)).toContain(asked);
    expect(heard(t.events, 1, 'ru')).toContain(
      'Игрок 2, раненный миной на прошлом ходу, может заказать новую клетку.',
    );
    const [notice] = ofType(t.events, 'labyrinth/turn-notice');
    expect(notice).toMatchObject({ seat: 1, notice: 'mine-wound', canReorder: true, audience: 'all' });
    if (notice === undefined) throw new Error('no notice');
    expect(describeEvent(notice, 'de')).toBe(
      'Spieler 2 wurde bei seinem letzten Zug von einer Landmine verwundet und kann ein neues Feld bestellen.',
    );
    expect(labyrinth.view(t.state, 1).me?.mayReorder).toBe(true);
    // Asked once: not again on the turn after.
    const later = playAll(t.state, [
      [1, go('down')],
      [0, go('up')],
    ]);
    expect(heard(later.events)).not.toContain(asked);
    expect(labyrinth.view(later.state, 1).me?.mayReorder).toBe(false);
  });

  it('B.6.7/B.7.5/B.5.5 not asked when he may not order: a dark move, a table denying it, no orders left', () => {
    for (const r of [
      mined({}, 'dark'),
      mined({ mineVictimsReorder: false }),
      (() => {
        const { state } = gameOn(BASIC, [P(0, 0), P(1, 1)], { landmines: true });
        return playAll(
          edit(state, (c) => {
            player(c, 1).reordersLeft = 0;
          }),
          [
            [0, go('down', { before: [{ do: 'mine', to: 'right' }] })],
            [1, go('up')],
          ],
        );
      })(),
    ]) {
      expect(player(r.state, 1).health).toBe('wounded');
      const t = play(r.state, 0, go('up'));
      expect(ofType(t.events, 'labyrinth/turn-notice')).toEqual([]);
      expect(labyrinth.view(t.state, 1).me?.mayReorder).toBe(false);
    }
  });
});

describe('audit 3: B.5.2 what a player is told he found', () => {
  it('B.5.2/B.3.3/B.6.5 everything visible on the cell is told, also what he cannot take', () => {
    const { state } = gameOn(BASIC, [P(0, 1), P(3, 1)]);
    // A wounded player (grenades full) can take nothing of it: he is told all the same.
    const wounded = edit(state, (c) => {
      Object.assign(player(c, 0), { health: 'wounded', bullets: 0, held: null });
      c.items[at(1, 1)]?.push(
        { kind: 'bullet' },
        { kind: 'bullet' },
        { kind: 'grenade' },
        { kind: 'mine', armed: false },
      );
    });
    const w = play(wounded, 0, go('right'));
    expect(heard(w.events)).toContain(
      'Walked onto land, found a treasure, 2 bullets, a grenade and a landmine.',
    );
    expect(w.state.items[at(1, 1)]).toHaveLength(5);
    // A healthy player with a full load and a treasure keeps his own and leaves the rest: told all the same.
    const full = edit(state, (c) => {
      const fake = c.items[at(3, 2)]?.pop();
      if (fake?.kind !== 'treasure') throw new Error('the fake treasure lies on (3,2)');
      player(c, 0).held = fake;
      c.items[at(1, 1)]?.push({ kind: 'bullet' });
    });
    const f = play(full, 0, go('right'));
    expect(heard(f.events)).toContain('Walked onto land, found a treasure and a bullet.');
    expect(player(f.state, 0).held).toEqual({ kind: 'treasure', id: 1 });
  });
});
