/**
 * The Shifting Maze board's animations are read from the engine's own events: a slide
 * moves every cube of its line one cell back to where it came from and lets the cube
 * pushed off the edge glide off; a rotation turns the cube back the short way; a reveal
 * fades in. Events come from real seeded games, so the test fails if the event shapes drift.
 */
import { type GameEvent, Match, Random } from '@daedalus/core';
import { type SmEvent, type SmState, shiftingMaze } from '@daedalus/shifting-maze';
import { describe, expect, it } from 'vitest';
import { mazeMotion, startAngle } from '../app/boards/sm-motion.ts';

/** Steps' events of a seeded random game of Shifting Maze. */
function* steps(seed: string): Generator<readonly GameEvent[]> {
  const created = Match.create(shiftingMaze, { options: {}, players: 2, seed });
  if (!created.ok) throw new Error(created.error.message);
  const match = created.value;
  const random = Random.fromSeed(seed);
  for (let i = 0; i < 3000 && !match.outcome().over; i++) {
    const [actor] = match.actors();
    if (!actor) return;
    const step = match.play(
      actor.seat,
      random.pick(shiftingMaze.legalActions(match.state as SmState, actor.seat)),
    );
    if (!step.ok) throw new Error(step.error.message);
    yield step.value.events;
  }
}

function firstStepWith(type: SmEvent['type']): { events: readonly GameEvent[]; event: SmEvent } {
  for (const seed of ['a', 'b', 'c', 'd'])
    for (const events of steps(seed)) {
      const event = (events as readonly SmEvent[]).find((e) => e.type === type);
      if (event) return { events, event };
    }
  throw new Error(`no ${type} event in the seeded games`);
}

describe('Shifting Maze board motion', () => {
  it('a slide moves its whole line back by one cell, and the cube pushed off glides off the edge', () => {
    const { events, event } = firstStepWith('maze/slid');
    const slide = event.event;
    if (slide?.kind !== 'slide') throw new Error('a slide event without its slide');
    const motion = mazeMotion(events);
    for (let k = 0; k < 10; k++) {
      const at = slide.axis === 'x' ? `${k},${slide.line}` : `${slide.line},${k}`;
      expect(motion.tiles.get(at)).toMatchObject(
        slide.axis === 'x' ? { dx: -slide.delta, dy: 0 } : { dx: 0, dy: -slide.delta },
      );
    }
    expect(motion.ghosts).toContainEqual(
      expect.objectContaining({
        at: event.lost?.at,
        dx: slide.axis === 'x' ? slide.delta : 0,
        dy: slide.axis === 'y' ? slide.delta : 0,
      }),
    );
  });

  it('a rotated cube turns into place the short way; a revealed cube fades in', () => {
    const rotated = firstStepWith('maze/rotated');
    const at = rotated.event.at!;
    expect(mazeMotion(rotated.events).tiles.get(`${at.x},${at.y}`)?.turn).toBe(
      startAngle(rotated.event.turns!),
    );
    expect([startAngle(1), startAngle(-1), startAngle(2), startAngle(3)]).toEqual([-90, 90, -180, 90]);

    const revealed = firstStepWith('maze/revealed');
    const p = revealed.event.at!;
    expect(mazeMotion(revealed.events).tiles.get(`${p.x},${p.y}`)?.appear).toBe(true);
  });

  it('a step that changes no cube animates nothing', () => {
    expect(mazeMotion([{ type: 'turn/ended', audience: 'all' }])).toEqual({ tiles: new Map(), ghosts: [] });
  });
});
