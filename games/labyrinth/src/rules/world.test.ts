import { describe, expect, it } from 'vitest';
import { edit, gameOn, go, heard, P, play, playAll, player, shot } from '../fixtures.ts';
import { labyrinth } from '../game.ts';
import { MITE, RIVER } from '../test-plans.ts';

describe('B.4.5–B.4.6 rivers and deltas', () => {
  it('walking into a river carries the player one cell with the flow', () => {
    const { state } = gameOn(RIVER, [P(0, 0), P(2, 1)]);
    const t = play(state, 0, go('right'));
    expect(player(t.state, 0).at).toEqual(P(2, 0));
    expect(heard(t.events)).toContain('Walked into a river, carried by the flow.');
    const u = play(t.state, 1, go('up'));
    expect(player(u.state, 1).at).toEqual(P(3, 0));
    expect(heard(u.events)).toContain('Walked into a river, carried by the flow to a delta.');
  });

  it('moving upstream leaves the player where he was, with the same words', () => {
    const { state } = gameOn(RIVER, [P(2, 0)]);
    const t = play(state, 0, go('left'));
    expect(player(t.state, 0).at).toEqual(P(2, 0));
    expect(heard(t.events)).toContain('Walked into a river, carried by the flow.');
  });

  it('a movement by the flow goes one cell downstream', () => {
    const { state } = gameOn(RIVER, [P(2, 0)]);
    const t = play(state, 0, go('flow'));
    expect(player(t.state, 0).at).toEqual(P(3, 0));
    expect(heard(t.events)).toContain('Walked by the flow into a delta.');
  });

  it('hitting a wall in a river still carries the player downstream', () => {
    const { state } = gameOn(RIVER, [P(2, 0)]);
    const t = play(state, 0, go('up'));
    expect(player(t.state, 0).at).toEqual(P(3, 0));
    expect(heard(t.events)).toContain('Cannot move - hit a wall; carried by the flow to a delta.');
  });

  it('walking into a delta directly is not a carry', () => {
    const { state } = gameOn(RIVER, [P(3, 1)]);
    expect(heard(play(state, 0, go('up')).events)).toContain('Walked into a delta.');
  });

  it('items thrown into a river source are lost; the true treasure there is a draw', () => {
    const { state } = gameOn(RIVER, [P(0, 0)]);
    const s = edit(state, (c) => {
      player(c, 0).held = { kind: 'treasure', id: 0 };
      c.items[1 * 4 + 3] = [];
    });
    const t = play(s, 0, go('down', { before: [{ do: 'leave', item: 'treasure', to: 'right' }] }));
    expect(labyrinth.outcome(t.state)).toMatchObject({
      over: true,
      draw: true,
      reason: 'draw/true-treasure-lost',
    });
  });

  it('B.7.4 shallow rivers carry once, then the player walks along the river', () => {
    const { state } = gameOn(RIVER, [P(0, 0)], { rivers: 'shallow' });
    const a = play(state, 0, go('right'));
    expect(player(a.state, 0)).toMatchObject({ at: P(2, 0), footing: true });
    const b = play(a.state, 0, go('left'));
    expect(player(b.state, 0).at).toEqual(P(1, 0));
    expect(heard(b.events)).toContain('Walked along the river.');
  });

  it('B.7.4 turbulent rivers carry the player all the way to the delta', () => {
    const { state } = gameOn(RIVER, [P(0, 0)], { rivers: 'turbulent' });
    const t = play(state, 0, go('right'));
    expect(player(t.state, 0).at).toEqual(P(3, 0));
    expect(heard(t.events)).toContain('Walked into a river, carried by the flow to a delta.');
  });

  it('B.7.3 with damp powder nobody shoots from a river', () => {
    const { state } = gameOn(RIVER, [P(2, 0)], { shootFromRivers: false });
    const t = play(state, 0, go('flow', { before: [shot('down')] }));
    expect(heard(t.events)).toContain('Shot down — the powder is damp.');
    expect(player(t.state, 0).bullets).toBe(3);
  });
});

describe('B.4.7 encephalitis', () => {
  it('the first arrival wakes the mite; leaving on the next move is safe; later arrivals are infected', () => {
    const { state } = gameOn(MITE, [P(0, 0), P(0, 1)]);
    const r = playAll(state, [[0, go('right')]]);
    expect(heard(r.events)).toContain('Arrived at the encephalitis cell, woke up the mite.');
    const s = playAll(r.state, [
      [1, go('up')],
      [0, go('right')],
    ]);
    expect(player(s.state, 0).infection).toBeNull();
    const t = play(s.state, 1, go('right'));
    expect(heard(t.events)).toContain('You have been infected and have 5 moves to heal.');
    expect(player(t.state, 1)).toMatchObject({ bullets: 0, grenades: 3, infection: { movesLeft: 5 } });
    expect(t.state.items[1]).toEqual([{ kind: 'bullet' }, { kind: 'bullet' }, { kind: 'bullet' }]);
  });

  it('the waker who does not leave on his next move is infected', () => {
    const { state } = gameOn(MITE, [P(0, 0), P(0, 1)]);
    const r = playAll(state, [
      [0, go('right')],
      [1, { type: 'skip' }],
      [0, go('up')],
    ]);
    expect(player(r.state, 0).infection).not.toBeNull();
  });

  it('an infected player healed in time becomes immune: the cell is land for him', () => {
    const { state } = gameOn(MITE, [P(1, 0)]);
    const s = edit(state, (c) => {
      player(c, 0).infection = { movesLeft: 3 };
      if (c.mites[0]) c.mites[0].state = 'contagious';
    });
    const a = play(s, 0, go('right'));
    expect(heard(a.events)).toContain(
      'Walked into a hospital, was healed, and is now immune to encephalitis.',
    );
    const b = play(a.state, 0, go('left'));
    expect(heard(b.events)).toContain('Walked onto land.');
    expect(player(b.state, 0).infection).toBeNull();
  });

  it('time runs out only on successful moves; then the player dies and his corpse is contagious', () => {
    const { state } = gameOn(MITE, [P(1, 0), P(2, 1), P(0, 0)]);
    const s = edit(state, (c) => {
      player(c, 0).infection = { movesLeft: 1 };
      player(c, 0).immune = false;
    });
    const wall = play(s, 0, go('up'));
    expect(player(wall.state, 0).infection).toEqual({ movesLeft: 1 });
    const t = play(s, 0, go('down'));
    expect(player(t.state, 0).condition).toBe('dead');
    expect(heard(t.events)).toContain('Player 1 did not reach a hospital in time and died.');
    expect(t.state.items[1 * 3 + 1]).toContainEqual({ kind: 'corpse', seat: 0, contagious: true });
    const u = play(t.state, 1, go('left'));
    expect(player(u.state, 1).infection).not.toBeNull();
  });

  it('a wounded player who is infected dies; an infected player hit by a bullet dies', () => {
    const { state } = gameOn(MITE, [P(0, 0), P(2, 1)]);
    const s = edit(state, (c) => {
      player(c, 0).health = 'wounded';
      if (c.mites[0]) c.mites[0].state = 'contagious';
    });
    const t = play(s, 0, go('right'));
    expect(player(t.state, 0).condition).toBe('dead');
    expect(heard(t.events)).toContain('Being wounded, you caught encephalitis and died.');
    const v = edit(state, (c) => {
      player(c, 1).infection = { movesLeft: 4 };
      player(c, 1).at = P(1, 0);
    });
    const k = play(v, 0, go('down', { before: [shot('right')] }));
    expect(player(k.state, 1).condition).toBe('dead');
  });

  it('an immune player may carry a contagious corpse; others do not pick it up', () => {
    const { state } = gameOn(MITE, [P(0, 0), P(2, 0)]);
    const s = edit(state, (c) => {
      c.items[1]?.push({ kind: 'corpse', seat: 1, contagious: true });
      player(c, 0).immune = true;
    });
    const t = play(s, 0, go('right'));
    expect(player(t.state, 0).held).toEqual({ kind: 'corpse', seat: 1, contagious: true });
    const n = edit(s, (c) => {
      player(c, 0).immune = false;
    });
    const u = play(n, 0, go('right'));
    expect(player(u.state, 0).held).toBeNull();
    expect(player(u.state, 0).infection).not.toBeNull();
  });
});
