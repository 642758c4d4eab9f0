import { describe, expect, it } from 'vitest';
import { cellName } from '../cells.ts';
import { events, game, type Played, planOf, play, scenario, slugCell, wait } from '../test-helpers.ts';
import type { SlugsEvent } from '../types.ts';

/** What slug 1 did on each turn of a run: `decide`, `decide!` (early), `eat c1`, or the cell it moved to. */
function diary(played: Played, slug = 0): string[] {
  return played.events
    .filter((e: SlugsEvent) => e.slug === slug)
    .flatMap((e) =>
      e.type === 'slug/decided'
        ? [e.early ? 'decide!' : 'decide']
        : e.type === 'slug/moved'
          ? [cellName(e.to!)]
          : e.type === 'slug/evaporated'
            ? [`eat ${cellName(e.at!)}`]
            : [],
    );
}

const CORRIDOR = 'map:\na..........X.A\n..............';

describe('the three-step re-decision', () => {
  it('a slug decides (a turn), crawls 3 cells, then decides again', () => {
    const run = wait(game(CORRIDOR), 9);
    expect(diary(run)).toEqual(['decide', 'b1', 'c1', 'd1', 'decide', 'e1', 'f1', 'g1', 'decide']);
  });

  it('evaporating a wall takes a turn but is not a step', () => {
    const run = wait(game('map:\na.#........X.A\n#.#...........'), 7);
    expect(diary(run)).toEqual(['decide', 'b1', 'eat c1', 'c1', 'd1', 'decide', 'e1']);
  });

  it('the view counts the steps left before the next decision', () => {
    const s = wait(game(CORRIDOR), 2).state;
    expect(s.slugs[0]!.plan?.steps).toBe(1);
  });
});

describe('the early re-decision', () => {
  it('a wall placed on the next cell of its path makes the slug decide again at once', () => {
    const s = wait(game(CORRIDOR), 2).state; // decided, crawled to b1; next: c1
    expect(planOf(s, 1)[0]).toBe('c1');
    const run = play(s, 'wall at c1', 'wait', 'wait');
    expect(diary(run)).toEqual(['decide!', 'b2', 'c2']);
    expect(events(run, 'slug/decided')[0]).toMatchObject({ early: true, walls: 0 });
  });

  it('it is blind beyond the next cell: a wall further along changes nothing until it is next', () => {
    const s = wait(game(CORRIDOR), 1).state; // decided at a1: b1 c1 d1…
    const run = play(s, 'wall at d1', 'wait', 'wait');
    // Crawls b1 and c1 as planned; then d1 (its next cell) has changed: it decides again.
    expect(diary(run)).toEqual(['b1', 'c1', 'decide!']);
  });

  it('a wall it meant to evaporate that has gone is a change too', () => {
    // Slug 2 is in front; both plan through the wall at c1. Slug 2 eats it first.
    const s = game('map:\naa#........X.A\n###...........');
    const run = wait(s, 3);
    expect(diary(run, 1)).toEqual(['decide', 'eat c1', 'c1']);
    expect(diary(run, 0)).toEqual(['decide', 'b1', 'decide!']);
  });

  it('no early decision for a change elsewhere, even beside the slug', () => {
    const s = wait(game(CORRIDOR), 1).state;
    expect(diary(play(s, 'wall at a2', 'wait'))).toEqual(['b1', 'c1']);
  });
});

describe('escort slugs follow their path to its end', () => {
  it('there is no 3-step limit: it crawls on to the end of its path', () => {
    const s = game('mode: escort\nmap:\nh.......\n........\nD.....HE');
    const run = wait(s, 9);
    expect(diary(run)).toEqual(['decide', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'g2', 'g3']);
    expect(run.state.result?.reason).toBe('hero-caught');
  });

  it('at the end of its path (where the hero was) it decides again', () => {
    // The hero, calm and untied, walks off along the bottom row while the slug crawls to where he was.
    const s = scenario({
      level: 'mode: escort\nmap:\n#h.............#\n#..............#\nDH.............E',
      hero: { stress: 0, tied: false },
    });
    const run = wait(s, 5);
    expect(diary(run)).toEqual(['decide', 'b2', 'b3', 'decide', 'c3']);
    expect(slugCell(run.state, 1)).toBe('c3');
  });

  it('a wall appearing on its next cell makes it decide again', () => {
    const s = game('mode: escort\nmap:\nh.......\n........\nD.....HE');
    // Ordered on turn 1, the wall at c1 appears at the end of turn 1; the slug meets it on turn 3.
    const run = play(s, 'wall at c1', 'wait', 'wait', 'wait');
    expect(diary(run)).toEqual(['decide', 'b1', 'decide!', 'b2']);
  });
});
