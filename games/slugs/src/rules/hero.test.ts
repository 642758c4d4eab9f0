import { describe, expect, it } from 'vitest';
import type { ScenarioSpec } from '../scenario.ts';
import { events, heroCell, type Played, play, scenario, wait } from '../test-helpers.ts';
import { viewOf } from '../view.ts';

/**
 * An open room: the hero at e3, a sleeping slug at i3 (he sees it), the exit at i5.
 * With `hide`, a wall segment at g2–g4 hides the slug.
 */
function room(stress: number, more: Partial<ScenarioSpec> = {}, hide = false) {
  const rows = ['.........', '.........', '....H...h', '.........', '........E'];
  return scenario({
    level: ['mode: escort', 'wake: i3 50', 'map:', ...rows].join('\n'),
    hero: { stress, tied: false, ...more.hero },
    walls: hide ? ['g2', 'g3', 'g4'] : [],
    ...(more.transit ? { transit: more.transit } : {}),
  });
}

const heroMove = (run: Played) => {
  const moved = events(run, 'hero/moved')[0];
  const stayed = events(run, 'hero/stayed')[0];
  return moved ? `${moved.reason} → ${heroCell(run.state)}` : `stays: ${stayed?.reason}`;
};

describe('every hero behaviour per stress level', () => {
  it('tied, he does not move, whatever his stress', () => {
    const s = scenario({ level: 'mode: escort\nmap:\n....H...h\n........E', hero: { stress: 0 } });
    expect(s.hero!.tied).toBe(true);
    const run = wait(s, 1);
    expect(heroCell(run.state)).toBe('e1');
    expect(events(run, 'hero/moved')).toEqual([]);
  });

  it('stress 5: he lies on the floor and screams', () => {
    expect(heroMove(wait(room(5), 1))).toBe('stays: lying');
  });

  it('stress 4 and 3: he runs from the slug he sees', () => {
    expect(heroMove(wait(room(4), 1))).toBe('fleeing → d3');
    expect(heroMove(wait(room(3), 1))).toBe('fleeing → d3');
  });

  it('stress 4 and 3: seeing none, he runs from where he last saw one', () => {
    for (const stress of [4, 3]) {
      const run = wait(room(stress, { hero: { lastSeen: 'i3' } }, true), 1);
      expect(heroMove(run)).toBe('fleeing-place → d3');
    }
  });

  it('stress 4 and 3: having never seen a slug, he has nothing to run from and stays', () => {
    expect(heroMove(wait(room(4, {}, true), 1))).toBe('stays: nothing-to-flee');
    expect(heroMove(wait(room(3, {}, true), 1))).toBe('stays: nothing-to-flee');
  });

  it('stress 2 and 1: he runs from the slug he sees', () => {
    expect(heroMove(wait(room(2), 1))).toBe('fleeing → d3');
    expect(heroMove(wait(room(1), 1))).toBe('fleeing → d3');
  });

  it('stress 2 and 1: seeing none, he walks to the exit (even if he saw one before)', () => {
    // f3 and e4 are both on shortest ways; f3 is closer to the exit in a straight line.
    expect(heroMove(wait(room(2, { hero: { lastSeen: 'i3' } }, true), 1))).toBe('to-exit → f3');
    expect(heroMove(wait(room(1, {}, true), 1))).toBe('to-exit → f3');
  });

  it('stress 0: he walks to the exit even when he sees a slug', () => {
    expect(heroMove(wait(room(0), 1))).toBe('to-exit → f3');
  });

  it('stress 0: with no way to the exit, he stands still', () => {
    const boxed = scenario({
      level: 'mode: escort\nwake: i3 50\nmap:\n.........\n.........\n....H...h\n.........\n........E',
      hero: { stress: 0, tied: false },
      walls: ['e2', 'd3', 'f3', 'e4'],
    });
    expect(heroMove(wait(boxed, 1))).toBe('stays: no-way-out');
  });

  it('he looks before he moves: the place he last saw a slug is where it stands as he moves', () => {
    const run = wait(room(4), 1);
    expect(run.state.hero!.lastSeen).toEqual({ x: 8, y: 2 });
  });

  it('the view tells what he will do', () => {
    const moods = [5, 4, 2, 0].map((s) => viewOf(room(s), 0).hero!.mood);
    expect(moods).toEqual(['lying', 'fleeing', 'fleeing', 'to-exit']);
    expect(viewOf(room(3, {}, true), 0).hero!.mood).toBe('frozen');
    expect(viewOf(room(3, { hero: { lastSeen: 'i3' } }, true), 0).hero!.mood).toBe('fleeing-place');
    expect(viewOf(room(2, {}, true), 0).hero!.mood).toBe('to-exit');
  });

  it('untying takes the operator’s turn, and he may move in that same turn', () => {
    const s = scenario({
      level: 'mode: escort\nwake: i1 50\nmap:\n....H...h\n.........\n........E',
      hero: { stress: 0 },
      walls: ['g1'],
    });
    const run = play(s, 'untie');
    expect(events(run, 'hero/untied')).toHaveLength(1);
    expect(heroMove(run)).toBe('to-exit → f1');
  });
});
