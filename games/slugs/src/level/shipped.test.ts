import { describe, expect, it } from 'vitest';
import { slugs } from '../game.ts';
import { game, play } from '../test-helpers.ts';
import { unpackLine, WINNING_LINES } from './shipped/solutions.ts';
import { SHIPPED, SHIPPED_NAMES, SHIPPED_TEXT } from './shipped.ts';
import { checkLevelText } from './validate.ts';

const names = (prefix: string) => SHIPPED_NAMES.filter((n) => n.startsWith(prefix));

describe('the shipped levels', () => {
  it('are six for defence, four duels and an escort campaign of five rooms', () => {
    expect(names('defence-')).toHaveLength(6);
    expect(names('duel-')).toHaveLength(4);
    expect(SHIPPED.get('escort')!.rooms).toHaveLength(5);
  });

  it('pass the validator without a warning', () => {
    for (const name of SHIPPED_NAMES) {
      const check = checkLevelText(SHIPPED_TEXT.get(name)!);
      expect(check.problems, name).toEqual([]);
    }
  });

  for (const name of SHIPPED_NAMES) {
    it(`${name} is winnable: its winning line replays to a win`, () => {
      const line = WINNING_LINES[name]!;
      const players = name.startsWith('duel') ? 2 : 1;
      const end = play(game(name, {}, players), ...unpackLine(line.moves)).state;
      expect(slugs.outcome(end)).toMatchObject({ over: true, winners: [line.winner], draw: false });
    });
  }

  it('waiting does not win a defence level or the campaign: the player has to act', () => {
    for (const name of [...names('defence-'), 'escort']) {
      let s = game(name);
      while (!s.result) s = play(s, 'wait').state;
      expect(s.result.winners, name).toEqual([]);
    }
  });

  it('difficulty rises: each defence level’s winning line is no shorter than the one before, and the duels and the campaign’s rooms grow', () => {
    const turns = names('defence-').map((n) => unpackLine(WINNING_LINES[n]!.moves).length);
    expect(turns).toEqual([...turns].sort((a, b) => a - b));
    const size = (n: string, room = 0) => {
      const l = SHIPPED.get(n)!.rooms[room]!;
      return [l.rows.join('').replace(/[^abh]/g, '').length, l.width * l.height];
    };
    const grows = (list: number[][]) =>
      list.every(
        (x, i) =>
          i === 0 || x[0]! > list[i - 1]![0]! || (x[0] === list[i - 1]![0] && x[1]! >= list[i - 1]![1]!),
      );
    expect(grows(names('duel-').map((n) => size(n)))).toBe(true);
    expect(grows([0, 1, 2, 3, 4].map((r) => size('escort', r)))).toBe(true);
  });
});
