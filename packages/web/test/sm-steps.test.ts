/**
 * Others' Shifting Maze steps told beat by beat: every step of seeded random games, rebuilt
 * from the view before it with all its events, gives the cubes, Defenders and Challengers of
 * the engine's own view after it (so an in-between beat shows what the rules did up to
 * there); beats count up, begin at the step's first event and cut a turn's Defender steps
 * and its Maze Event apart.
 */
import { type GameEvent, Match, Random } from '@daedalus/core';
import { type SmState, type SmView, shiftingMaze } from '@daedalus/shifting-maze';
import { describe, expect, it } from 'vitest';
import { stepBeats, viewAfter } from '../app/boards/sm-steps.ts';

/** What a beat must show right: each position's doorways (or none), where pieces stand, whose turn it is. */
const picture = (v: SmView) => ({
  cells: v.cells.map((c) => (c === null || c === 'destroyed' ? c : c.doors)),
  defenders: v.defenders.map((d) => ({ id: d.id, at: d.at })),
  challengers: v.challengers.map((c) => c.at),
  turn: [v.turns, v.current, v.reaction?.seat ?? null],
});

/** Each step of a seeded random game: the view before it, its events, the view after it. */
function* steps(seed: string, players: number) {
  const created = Match.create(shiftingMaze, { options: {}, players, seed });
  if (!created.ok) throw new Error(created.error.message);
  const match = created.value;
  const random = Random.fromSeed(seed);
  for (let i = 0; i < 1500 && !match.outcome().over; i++) {
    const [actor] = match.actors();
    if (!actor) return;
    const before = shiftingMaze.view(match.state as SmState, 0);
    const step = match.play(
      actor.seat,
      random.pick(shiftingMaze.legalActions(match.state as SmState, actor.seat)),
    );
    if (!step.ok) throw new Error(step.error.message);
    yield {
      before,
      events: step.value.events as readonly GameEvent[],
      after: shiftingMaze.view(match.state as SmState, 0),
    };
  }
}

describe('Shifting Maze steps beat by beat', () => {
  it('all of a step’s events rebuild the view after it from the view before it', () => {
    const seen = new Set<string>();
    let count = 0;
    for (const seed of ['beats-1', 'beats-2', 'beats-3'])
      for (const { before, events, after } of steps(seed, seed === 'beats-3' ? 3 : 2)) {
        for (const e of events) seen.add(e.type);
        expect(
          picture(viewAfter(before, events)),
          `${seed}: ${events.map((e) => e.type).join(', ')}`,
        ).toEqual(picture(after));
        count++;
      }
    expect(count).toBeGreaterThan(500);
    // The games moved everything a beat can show.
    for (const type of [
      'defender/moved',
      'defender/added',
      'maze/slid',
      'maze/rotated',
      'maze/removed',
      'maze/revealed',
    ])
      expect(seen, type).toContain(type);
  });

  it('beats count up from the first event; a turn’s Defender steps and Maze Event are beats of their own', () => {
    let split = 0;
    for (const { events } of steps('beats-1', 2)) {
      const beats = stepBeats(events);
      expect(beats[0] ?? 0).toBe(0);
      for (let i = 1; i < beats.length; i++)
        expect((beats[i] ?? 0) - (beats[i - 1] ?? 0)).toBeLessThanOrEqual(1);
      const types = events.map((e) => e.type);
      const event = types.indexOf('maze/event');
      const moved = types.indexOf('defender/moved');
      if (event > 0 && moved > 0) {
        expect(beats[event]).toBeGreaterThan(beats[moved] ?? 0);
        expect(beats[moved]).toBeGreaterThan(0);
        split++;
      }
    }
    expect(split).toBeGreaterThan(3);
  });
});
