import { outcomeKind } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { slugs } from '../game.ts';
import { events, game, play, wait } from '../test-helpers.ts';

describe('how defence ends', () => {
  it('every slug dead: won', () => {
    const run = wait(game('map:\na.X..A'), 3);
    const outcome = slugs.outcome(run.state);
    expect(outcome).toMatchObject({ over: true, winners: [0], draw: false, reason: 'all-slugs-dead' });
    expect(outcomeKind(outcome)).toBe('won');
    expect(slugs.actors(run.state)).toEqual([]);
  });

  it('a slug at the base: lost by everyone (no winner, not a draw)', () => {
    const run = wait(game('map:\na..A.X'), 4);
    expect(events(run, 'slug/reached-base')).toHaveLength(1);
    const outcome = slugs.outcome(run.state);
    expect(outcome).toMatchObject({ over: true, winners: [], draw: false, reason: 'slug-reached-base' });
    expect(outcomeKind(outcome)).toBe('lost');
  });

  it('the turn limit reached: a draw', () => {
    const s = game('stock: 9\nmap:\na........A\n#.........\n.........X', { turnLimit: 3 });
    const run = wait(s, 3);
    expect(slugs.outcome(run.state)).toMatchObject({
      over: true,
      winners: [],
      draw: true,
      reason: 'draw/turn-limit',
    });
    expect(outcomeKind(slugs.outcome(run.state))).toBe('draw');
  });
});

describe('both ends of a duel', () => {
  const DUEL = ['map:', 'a..A.X', '######', 'b..X.B'].join('\n');

  it('a slug reaching player 1’s base makes player 2 the winner', () => {
    const run = wait(game(DUEL, {}, 2), 8);
    expect(events(run, 'slug/reached-base')[0]).toMatchObject({ seat: 0, mode: 'duel' });
    expect(slugs.outcome(run.state)).toMatchObject({
      over: true,
      winners: [1],
      reason: 'slug-reached-base',
      ranking: [[1], [0]],
    });
  });

  it('a player whose slugs are all dead wins', () => {
    // Player 1's slug crawls into a machine; player 2's reaches nothing in time.
    const level = ['map:', 'a.X..A', '######', 'b....B'].join('\n');
    const run = play(game(level, {}, 2), 'wait', 'wall at b3', 'wait', 'wait', 'wait', 'wait');
    expect(slugs.outcome(run.state)).toMatchObject({ over: true, winners: [0], reason: 'all-slugs-dead' });
  });

  it('whatever happens first in the slugs’ reading order decides', () => {
    // Both slugs arrive on the same turn: player 1's slug acts first (row 1) and reaches base A.
    const run = wait(game(['map:', 'a.A.X', '#####', 'b.B.X'].join('\n'), {}, 2), 6);
    expect(events(run, 'slug/reached-base').map((e) => e.seat)).toEqual([0]);
    expect(slugs.outcome(run.state)).toMatchObject({ winners: [1] });
  });

  it('players act in turn order within a turn; the slugs act after both', () => {
    const s = game(DUEL, {}, 2);
    expect(slugs.actors(s)).toEqual([{ seat: 0, kind: 'turn', prompt: 'slugs/defend' }]);
    const one = play(s, 'wait');
    expect(one.events.map((e) => e.type)).toEqual(['player/waited']);
    expect(slugs.actors(one.state)[0]!.seat).toBe(1);
    const two = play(one.state, 'wait');
    expect(two.events.map((e) => e.type)).toContain('slug/decided');
    expect(two.state.turn).toBe(2);
  });
});
