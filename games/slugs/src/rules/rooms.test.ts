import { outcomeKind } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { slugs } from '../game.ts';
import { events, heroCell, play, scenario, wait } from '../test-helpers.ts';

const CAMPAIGN = [
  'campaign: Two Rooms',
  'name: First',
  'stock: 2',
  'map:',
  'H...h',
  '....E',
  '---',
  'name: Second',
  'stock: 4',
  'wake: e3 2',
  'map:',
  'H...E',
  '.....',
  '....h',
].join('\n');

describe('the campaign’s room change', () => {
  // The hero, calm and untied, one step from the first room's exit.
  const start = () =>
    scenario({ level: CAMPAIGN, hero: { at: 'd2', stress: 0, tied: false, lastSeen: 'a1' } });

  it('stepping onto the exit door, the hero leaves the room and the next room begins', () => {
    const run = play(start(), 'walls at a1 b1');
    expect(run.events.map((e) => e.type).slice(-3)).toEqual(['hero/moved', 'room/left', 'room/entered']);
    expect(events(run, 'room/left')[0]).toMatchObject({ room: 0, name: 'First' });
    expect(events(run, 'room/entered')[0]).toMatchObject({ room: 1, name: 'Second' });
    const s = run.state;
    expect(s.room).toBe(1);
    expect(s.turn).toBe(1);
    expect(s.turnsBefore).toBe(1);
    expect(slugs.view(s, 0).totalTurns).toBe(2);
    expect(s.result).toBeNull();
  });

  it('the new room brings its own map, walls, stock and slugs; walls on their way are lost', () => {
    const s = play(start(), 'walls at a1 b1').state;
    expect(s.width).toBe(5);
    expect(s.height).toBe(3);
    expect(s.stock).toEqual([4]);
    expect(s.transit).toEqual([]);
    expect(s.walls).toBe('.'.repeat(15));
    expect(s.slugs.map((g) => [g.at, g.wakes, g.plan])).toEqual([[{ x: 4, y: 2 }, 2, null]]);
  });

  it('the hero keeps his stress, forgets where he saw a slug, and stands untied on the room’s hero cell', () => {
    const s = play(start(), 'wait').state;
    expect(heroCell(s)).toBe('a1');
    expect(s.hero).toMatchObject({ stress: 0, tied: false, lastSeen: null });
  });

  it('wake turns count from entering the room', () => {
    const inRoom2 = play(start(), 'wait').state;
    expect(wait(inRoom2, 1).events.filter((e) => e.slug === 0)).toEqual([]);
    expect(
      wait(inRoom2, 2)
        .events.filter((e) => e.slug === 0)
        .map((e) => e.type),
    ).toEqual(['slug/woke', 'slug/decided']);
  });

  it('through the last room’s door the campaign is won', () => {
    const s = scenario({ level: CAMPAIGN, room: 2, hero: { at: 'd1', stress: 0 } });
    expect(s.room).toBe(1);
    const run = wait(s, 1);
    expect(events(run, 'room/left')[0]).toMatchObject({ room: 1 });
    const outcome = slugs.outcome(run.state);
    expect(outcome).toMatchObject({ over: true, winners: [0], reason: 'campaign-won' });
    expect(outcomeKind(outcome)).toBe('won');
  });

  it('a caught hero loses the campaign (everyone lost)', () => {
    const s = scenario({ level: CAMPAIGN, hero: { at: 'd1', stress: 5, tied: true } });
    const run = wait(s, 2);
    expect(events(run, 'slug/caught-hero')).toHaveLength(1);
    expect(outcomeKind(slugs.outcome(run.state))).toBe('lost');
    expect(slugs.outcome(run.state)).toMatchObject({ winners: [], draw: false, reason: 'hero-caught' });
  });
});
