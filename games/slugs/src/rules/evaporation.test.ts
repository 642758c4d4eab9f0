import { describe, expect, it } from 'vitest';
import { cellName } from '../cells.ts';
import { events, game, play, refusal, typed, wait } from '../test-helpers.ts';

const ROW = 'stock: 1\nmap:\na.........X..A';

describe('evaporation and the two-turn return', () => {
  it('a slug evaporates a wall in its way: a turn, the wall vanishes at once', () => {
    const run = play(game(ROW), 'wall at c1', 'wait', 'wait');
    const eaten = events(run, 'slug/evaporated');
    expect(eaten).toHaveLength(1);
    expect(eaten[0]).toMatchObject({ slug: 0, seat: 0, turn: 5 });
    expect(cellName(eaten[0]!.at!)).toBe('c1');
    expect(run.state.walls[2]).toBe('.');
    expect(cellName(run.state.slugs[0]!.at)).toBe('b1');
  });

  it('the wall is back in its owner’s stock at the end of the second turn after (usable the turn after)', () => {
    let s = play(game(ROW), 'wall at c1', 'wait', 'wait').state; // eaten on turn 3
    expect(s.stock).toEqual([0]);
    expect(s.returning).toEqual([{ seat: 0, turn: 5, count: 1 }]);
    expect(s.turn).toBe(4);
    expect(refusal(s, typed('wall at h1'))).toBe('wall/no-stock');
    s = wait(s, 1).state; // turn 4 ends
    expect(refusal(s, typed('wall at h1'))).toBe('wall/no-stock'); // turn 5: not yet
    const five = wait(s, 1);
    expect(events(five, 'wall/returned')).toEqual([
      { type: 'wall/returned', audience: 'all', seat: 0, count: 1 },
    ]);
    expect(five.state.stock).toEqual([1]);
    expect(refusal(five.state, typed('wall at h1'))).toBe('ok'); // turn 6
  });

  it('a wall of the level returns to the player the slug hunts', () => {
    const s = game('stock: 0\nmap:\na.#.......X..A');
    const run = wait(s, 6);
    expect(events(run, 'slug/evaporated')[0]).toMatchObject({ seat: 0, turn: 5 });
    expect(run.state.stock).toEqual([1]);
  });

  it('in a duel the wall returns to whoever placed it; a level wall to the player the slug hunts', () => {
    const duel = game(
      ['stock: 2', 'wake: a3 50', 'map:', 'a.#.....X.A', '###########', 'b.......X.B'].join('\n'),
      {},
      2,
    );
    // Player 2 walls e1 in the way of player 1's slug; the slug eats c1 (the level's) and e1.
    // c1 is eaten on turn 3 (back at the end of turn 5), e1 on turn 7 (back at the end of turn 9).
    const run = play(duel, 'wait', 'wall at e1', ...Array(16).fill('wait'));
    const eaten = events(run, 'slug/evaporated').map((e) => [cellName(e.at!), e.seat]);
    expect(eaten).toEqual([
      ['c1', 0],
      ['e1', 1],
    ]);
    expect(run.state.stock).toEqual([3, 2]);
  });
});
