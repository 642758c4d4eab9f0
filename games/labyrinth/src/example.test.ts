import { describe, expect, it } from 'vitest';
import { gameOn, go, heard, P, playAll, shot } from './fixtures.ts';
import { EXAMPLE } from './test-plans.ts';

describe('the short description’s worked example (A.)', () => {
  it('plays as the game master tells it', () => {
    const { state } = gameOn(EXAMPLE, [P(3, 3), P(1, 3)]);
    const r = playAll(state, [
      [0, go('up')], // 1: Go up
      [1, go('up', { before: [{ do: 'blow', dir: 'up' }] })], // 2: Blow the up wall, then go up
      [0, go('up', { before: [shot('left')] })], // 1: Shoot to the left, then go up
      [1, { type: 'status' }], // 2: How many bullets and grenades do I have?
      [1, { type: 'reorder', cell: P(2, 2) }], // 2 shows the cell where he'd like to continue
      [1, go('up')], // …: Go up
      [0, go('right')], // 1: Go right
      [1, go('up', { after: [{ do: 'blow', dir: 'up' }] })], // 2: Go up, then blow the up wall
      [0, go('right', { before: [{ do: 'blow', dir: 'right' }] })], // 1: Blow the right wall, then go right
    ]);
    const said = heard(r.events, 1);
    const lines = [
      'Player 1: Go up.',
      'Walked onto land.',
      'Player 2: Blow the upper wall, then go up.',
      'Walked into a river, carried by the flow to a delta.',
      'Player 1: Shoot left, then go up.',
      'Shot left — a scream is heard! 2 bullets left.',
      'Fell into a pit, was transported to the next one in the loop.',
      'Player 2 is wounded and can ask for a new cell.',
      'You are wounded; bullets: 0, grenades: 2; cell orders left: 1.',
      'Player 2 has ordered a new cell.',
      'You continue from column 3, row 3, which is land.',
      'Player 2: Go up.',
      'Walked into a hospital, was healed.',
      'Player 1: Go right.',
      'Cannot move - hit a wall.',
      'Player 2: Go up, then blow the upper wall.',
      'Walked onto land, found a treasure.',
      'Blow the upper wall — done. 1 grenade left.',
      'Player 1: Blow the right wall, then go right.',
      'Blow the right wall — done. 2 grenades left.',
      'Cannot move - hit a wall.',
    ];
    let from = 0;
    for (const line of lines) {
      const i = said.indexOf(line, from);
      expect(i, `"${line}" after line ${from} in\n${said.join('\n')}`).toBeGreaterThanOrEqual(from);
      from = i + 1;
    }
    // Player 1 heard the same, except the private answers to player 2.
    expect(heard(r.events, 0)).not.toContain('You continue from column 3, row 3, which is land.');
  });
});
