/**
 * Corners found by an independent referee who played exact positions against the reference (issue 15):
 * a grenade thrown from just outside the labyrinth (B.5.4), and a cell ordered on a hospital (B.4.2, B.6.2).
 * Plan BASIC (test-plans.ts) — row 0: L L W | H (open exit right of the hospital (3,0)); row 1: L L* L L;
 * row 2: H Pa1 Pa2 L+; walls below (2,0) and below (1,1).
 */
import { describe, expect, it } from 'vitest';
import { edit, gameOn, go, heard, ofType, P, play, playAll, player, shot } from '../fixtures.ts';
import { BASIC } from '../test-plans.ts';

const skip = { type: 'skip' } as const;

describe('audit 4: what the independent referee found', () => {
  it('B.5.4 a grenade thrown from just outside the labyrinth is spent, and the answer says so', () => {
    const { state } = gameOn(BASIC, [P(3, 0), P(0, 1)]);
    // Walks out through the open exit of the hospital, then blows "the left wall": there is none outside.
    const out = play(state, 0, go('right', { after: [{ do: 'blow', dir: 'left' }] }));
    expect(player(out.state, 0).outside).not.toBeNull();
    expect(player(out.state, 0).grenades).toBe(2);
    expect(ofType(out.events, 'labyrinth/grenade')).toMatchObject([{ result: 'outside', grenades: 2 }]);
    expect(heard(out.events)).toContain(
      'Blow the left wall — there are no walls outside the labyrinth, the grenade is spent. 2 grenades left.',
    );
    expect(heard(out.events, 'spectator', 'ru')).toContain(
      'Взорвать левую стену — снаружи лабиринта стен нет, граната потрачена. Гранат: 2.',
    );
    // Before coming back in he is still outside: a grenade thrown then is spent too.
    const back = playAll(out.state, [
      [1, skip],
      [0, go('left', { before: [{ do: 'blow', dir: 'up' }] })],
    ]);
    expect(player(back.state, 0).outside).toBeNull();
    expect(player(back.state, 0).at).toEqual(P(3, 0));
    expect(player(back.state, 0).grenades).toBe(1);
    // Without grenades: no luck, as inside.
    const none = edit(out.state, (c) => {
      c.players[0]!.grenades = 0;
    });
    const t = playAll(none, [
      [1, skip],
      [0, go('left', { before: [{ do: 'blow', dir: 'up' }] })],
    ]);
    expect(ofType(t.events, 'labyrinth/grenade')).toMatchObject([{ result: 'no-grenade', grenades: 0 }]);
    expect(heard(t.events)).toContain('Blow the upper wall — no luck, you have no grenades.');
  });

  it('B.4.2/B.6.2 a wounded player who orders a cell on a hospital is healed at once and told, privately, its type', () => {
    const { state } = gameOn(BASIC, [P(0, 1), P(2, 1)]);
    const shotDown = play(state, 0, go('up', { before: [shot('right')] }));
    expect(player(shotDown.state, 1).health).toBe('wounded');
    const t = play(shotDown.state, 1, { type: 'reorder', cell: P(0, 2) });
    const p = player(t.state, 1);
    expect(p.at).toEqual(P(0, 2));
    expect(p.health).toBe('healthy');
    expect(p.told.health).toBe('healthy');
    expect(ofType(t.events, 'labyrinth/reorder-cell')).toMatchObject([
      { audience: { seats: [1] }, cellType: 'hospital', healed: true, immune: false },
    ]);
    // Everyone hears that he ordered a cell; only he hears where, what it is, and that he was healed.
    expect(heard(t.events, 0)).toEqual(['Player 2 has ordered a new cell.']);
    expect(heard(t.events, 1)).toEqual([
      'Player 2 has ordered a new cell.',
      'You continue from column 1, row 3, which is a hospital; you were healed.',
    ]);
    // He walks out of the hospital healthy: he picks up what he finds again.
    const out = play(t.state, 1, go('up'));
    expect(player(out.state, 1).health).toBe('healthy');
    expect(player(out.state, 1).at).toEqual(P(0, 1));
  });

  it('B.6.2 a wounded player who orders a cell elsewhere is told its type and stays wounded', () => {
    const { state } = gameOn(BASIC, [P(0, 1), P(2, 1)]);
    const shotDown = play(state, 0, go('up', { before: [shot('right')] }));
    const t = play(shotDown.state, 1, { type: 'reorder', cell: P(2, 0) });
    expect(player(t.state, 1).health).toBe('wounded');
    expect(ofType(t.events, 'labyrinth/reorder-cell')).toMatchObject([
      { cellType: 'weaponry', healed: false, immune: false },
    ]);
    expect(heard(t.events, 1)).toContain('You continue from column 3, row 1, which is a weaponry.');
  });

  it('B.4.2/B.4.7 an infected player placed on a hospital by a handicap order (B.7.2) is healed and immune', () => {
    const { state } = gameOn(BASIC, [P(0, 1), P(2, 1)]);
    const s = edit(state, (c) => {
      const p = c.players[0]!;
      p.infection = { movesLeft: 3 };
      p.bullets = 0;
      p.extraReorders = 1;
    });
    const t = play(s, 0, { type: 'reorder', cell: P(3, 0) });
    const p = player(t.state, 0);
    expect(p.infection).toBeNull();
    expect(p.immune).toBe(true);
    expect(heard(t.events, 0)).toContain(
      'You continue from column 4, row 1, which is a hospital; you were healed and are now immune to encephalitis.',
    );
  });
});
