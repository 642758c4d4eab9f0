import { outcomeKind } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { cellName } from '../cells.ts';
import { slugs } from '../game.ts';
import { events, game, scenario, wait } from '../test-helpers.ts';

describe('killing machines', () => {
  it('a slug crawling onto a machine dies; the machine stays and kills the next one too', () => {
    const s = game('wake: a2 3\nmap:\na.X..A\na.....\n######');
    const run = wait(s, 4); // slug 1: decide, b1, c1 (dies)
    expect(events(run, 'slug/killed').map((e) => [e.slug, cellName(e.at!)])).toEqual([[0, 'c1']]);
    expect(run.state.slugs[0]!.alive).toBe(false);
    expect(run.state.terrain[2]).toBe('X');
    // Slug 2 decides on turn 3 (b2 c2 d2…); lead it up through the machine with walls on row 2.
    const rest = wait(scenario({ level: 'wake: a2 3\nmap:\na.X..A\na.....\n######', walls: ['b2'] }), 6);
    expect(events(rest, 'slug/killed').map((e) => [e.slug, cellName(e.at!)])).toEqual([
      [0, 'c1'],
      [1, 'c1'],
    ]);
    expect(outcomeKind(slugs.outcome(rest.state))).toBe('won');
  });

  it('a slug cannot see the machine: it plans straight through it', () => {
    const s = wait(game('map:\naX...A'), 1).state;
    expect(s.slugs[0]!.plan!.path.map(cellName)).toEqual(['b1', 'c1', 'd1', 'e1', 'f1']);
  });

  it('the hero walks over machines unharmed, and a slug entering a machine where he stands dies first', () => {
    // The hero stands on the machine at c2; the slug's path to him ends there.
    const s = scenario({
      level: 'mode: escort\nmap:\n.h..\n..X.\nDH.E',
      hero: { at: 'c2', tied: true },
    });
    const run = wait(s, 3);
    expect(events(run, 'slug/killed')).toHaveLength(1);
    expect(run.state.result).toBeNull();
    expect(events(run, 'slug/caught-hero')).toEqual([]);
  });
});
