import { describe, expect, it } from 'vitest';
import { events, game, play, scenario, wait } from '../test-helpers.ts';
import { MAX_STRESS } from '../types.ts';
import { nextStress } from './stress.ts';

describe('every stress transition', () => {
  it('unseen at the start and the end of a turn: −1; seen at both: +1; otherwise unchanged; within 0…5', () => {
    const table = [0, 1, 2, 3, 4, 5].map((s) => [
      nextStress(s, false, false),
      nextStress(s, true, true),
      nextStress(s, true, false),
      nextStress(s, false, true),
    ]);
    expect(table).toEqual([
      [0, 1, 0, 0],
      [0, 2, 1, 1],
      [1, 3, 2, 2],
      [2, 4, 3, 3],
      [3, 5, 4, 4],
      [4, 5, 5, 5],
    ]);
  });

  it('the bar starts full', () => {
    expect(game('mode: escort\nmap:\nH..h\n...E').hero!.stress).toBe(MAX_STRESS);
  });

  // The hero (tied, so that only sight matters) at a1; a sleeping slug at h1 in plain view.
  const OPEN = ['mode: escort', 'stock: 3', 'wake: h1 50', 'map:', 'H......h', '........', '.......E'].join(
    '\n',
  );

  it('seen at the start and at the end: rises (while tied too)', () => {
    const run = wait(scenario({ level: OPEN, hero: { stress: 3 } }), 1);
    expect(run.state.hero!.stress).toBe(4);
    expect(events(run, 'hero/stress')).toEqual([
      { type: 'hero/stress', audience: 'all', stress: 4, count: 1 },
    ]);
  });

  it('unseen at the start and at the end: falls', () => {
    const hidden = scenario({ level: OPEN, hero: { stress: 3 }, walls: ['d1'] });
    expect(wait(hidden, 1).state.hero!.stress).toBe(2);
  });

  it('seen at the start, not at the end (a wall appeared in between): unchanged', () => {
    const s = scenario({ level: OPEN, hero: { stress: 3 } });
    const run = play(s, 'wall at d1');
    expect(run.state.sawAtStart).toBe(false);
    expect(run.state.hero!.stress).toBe(3);
    expect(events(run, 'hero/stress')).toEqual([]);
  });

  it('unseen at the start, seen at the end (the slug crawled into view): unchanged', () => {
    // The slug hides behind c1 on turn 1 (deciding); on turn 2 it crawls to d2, in view.
    const s = scenario({ level: 'mode: escort\nmap:\nH.#h....\n........\n.......E', hero: { stress: 3 } });
    expect(s.sawAtStart).toBe(false);
    const one = wait(s, 1).state;
    expect(one.hero!.stress).toBe(2);
    const two = wait(one, 1).state;
    expect(two.sawAtStart).toBe(true);
    expect(two.hero!.stress).toBe(2);
    // And seen at both ends of turn 3: it rises.
    expect(wait(two, 1).state.hero!.stress).toBe(3);
  });

  it('never above 5 nor below 0', () => {
    expect(wait(scenario({ level: OPEN }), 3).state.hero!.stress).toBe(5);
    const hidden = scenario({ level: OPEN, hero: { stress: 1 }, walls: ['d1'] });
    expect(wait(hidden, 3).state.hero!.stress).toBe(0);
  });
});
