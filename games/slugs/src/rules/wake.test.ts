import { describe, expect, it } from 'vitest';
import { cellName } from '../cells.ts';
import { events, game, refusal, slugCell, typed, wait } from '../test-helpers.ts';
import { viewOf } from '../view.ts';

describe('wake turns', () => {
  const level = 'wake: a2 3\nmap:\na.......X.A\na..........';

  it('a slug sleeps until its wake turn, then spends that turn deciding', () => {
    const two = wait(game(level), 2);
    expect(two.events.filter((e) => e.slug === 1)).toEqual([]);
    expect(slugCell(two.state, 2)).toBe('a2');
    const three = wait(two.state, 1);
    expect(three.events.filter((e) => e.slug === 1).map((e) => e.type)).toEqual([
      'slug/woke',
      'slug/decided',
    ]);
    expect(cellName(events(three, 'slug/woke')[0]!.at!)).toBe('a2');
  });

  it('slugs waking on turn 1 announce it on turn 1', () => {
    expect(events(wait(game(level), 1), 'slug/woke').map((e) => e.slug)).toEqual([0]);
  });

  it('the view shows a sleeping slug and the turn it wakes', () => {
    const view = viewOf(game(level), 0);
    expect(view.slugs.map((g) => [g.status, g.wakes])).toEqual([
      ['deciding', 1],
      ['asleep', 3],
    ]);
  });

  it('no wall may go on a sleeping slug', () => {
    expect(refusal(game(level), typed('wall at a2'))).toBe('wall/on-slug');
  });
});
