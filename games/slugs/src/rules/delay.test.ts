import { describe, expect, it } from 'vitest';
import { cellName } from '../cells.ts';
import { events, game, play, refusal, scenario, typed } from '../test-helpers.ts';
import { viewOf } from '../view.ts';
import { wallAt } from './board.ts';
import { lineClear } from './sight.ts';

const ROOM = [
  'mode: escort',
  'stock: 6',
  'wake: a1 40',
  'map:',
  'h.......',
  '........',
  '........',
  'DH.....E',
].join('\n');
const walled = (s: ReturnType<typeof game>, name: string): boolean => {
  const [x, y] = [name.charCodeAt(0) - 97, Number(name.slice(1)) - 1];
  return wallAt(s, { x, y });
};

describe('the wall delay rule (escort)', () => {
  it('one wall appears at the end of this turn, after the slugs and the hero', () => {
    const run = play(game(ROOM), 'wall at d2');
    const types = run.events.map((e) => e.type);
    expect(types.indexOf('wall/appeared')).toBeGreaterThan(types.indexOf('wall/ordered'));
    expect(types.at(-1)).not.toBe('wall/ordered');
    expect(events(run, 'wall/ordered')[0]).toMatchObject({ turn: 1 });
    expect(walled(run.state, 'd2')).toBe(true);
  });

  it('two walls appear at the end of the next turn, three at the end of the one after: N at the end of the (N−1)-th following turn', () => {
    const two = play(game(ROOM), 'walls at d2 e2');
    expect(events(two, 'wall/ordered')[0]).toMatchObject({ turn: 2 });
    expect(walled(two.state, 'd2')).toBe(false);
    expect(two.state.transit).toEqual([
      {
        at: [
          { x: 3, y: 1 },
          { x: 4, y: 1 },
        ],
        turn: 2,
      },
    ]);
    const next = play(two.state, 'wait');
    expect(events(next, 'wall/appeared').map((e) => e.cells!.map(cellName))).toEqual([['d2', 'e2']]);

    let s = play(game(ROOM), 'walls at c1 c2 c3').state;
    for (let turn = 1; turn <= 2; turn++) {
      expect(walled(s, 'c1')).toBe(false);
      s = play(s, 'wait').state;
    }
    expect(['c1', 'c2', 'c3'].every((c) => walled(s, c))).toBe(true);
  });

  it('the walls leave the stock when ordered', () => {
    const s = play(game(ROOM), 'walls at c1 c2 c3').state;
    expect(s.stock).toEqual([3]);
    expect(refusal(s, typed('walls at d1 d2 d3 d4'))).toBe('wall/no-stock');
  });

  it('walls on their way block nothing: not a slug’s path, not the hero’s sight; no second wall may be ordered there', () => {
    const s = scenario({ level: ROOM, transit: [{ at: ['b1', 'a2'], turn: 9 }] });
    expect(lineClear(s, s.hero!.at, s.slugs[0]!.at)).toBe(true);
    expect(refusal(s, typed('wall at b1'))).toBe('wall/in-transit');
    expect(viewOf(s, 0).transit).toEqual([
      {
        at: [
          { x: 1, y: 0 },
          { x: 0, y: 1 },
        ],
        turn: 9,
      },
    ]);
  });

  it('a wall due where a slug or the hero now stands goes back to the stock', () => {
    // The slug (awake) decides on turn 1 and crawls to b1 on turn 2, where two walls ordered on turn 1 land.
    const s = game(ROOM.replace('wake: a1 40', 'wake: a1 1'));
    const run = play(s, 'walls at b1 e1', 'wait');
    expect(events(run, 'wall/blocked').map((e) => cellName(e.at!))).toEqual(['b1']);
    expect(events(run, 'wall/appeared').map((e) => e.cells!.map(cellName))).toEqual([['e1']]);
    expect(run.state.stock).toEqual([5]);
  });

  it('in defence and duel a player places one wall a turn, at once', () => {
    const s = game('map:\na....X..A');
    expect(refusal(s, typed('walls at c1 d1'))).toBe('wall/one-a-turn');
    const run = play(s, 'wall at c1');
    expect(events(run, 'wall/placed')).toHaveLength(1);
    expect(run.events[0]!.type).toBe('wall/placed');
  });
});
