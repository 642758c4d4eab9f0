/**
 * The short scenario form (`buildScenario`): revealed cubes by hand (tile, rotation), Challengers, Defenders,
 * objects, Power Points and the coming Maze Event — no tile bag, no generator state — and errors naming the field.
 */
import { readFileSync } from 'node:fs';
import { unwrap } from '@daedalus/core';
import { docExample, playScenario } from '@daedalus/testkit';
import { describe, expect, it } from 'vitest';
import { shiftingMaze } from './game.ts';
import { BAG_SIZE } from './rules/tiles.ts';
import { buildScenario } from './scenario.ts';
import { play } from './test-helpers.ts';

const at = (x: number, y: number) => ({ x, y });
const error = (spec: Record<string, unknown>) => {
  const r = buildScenario(spec);
  if (r.ok) throw new Error('expected the scenario to be refused');
  return r.error;
};

describe('Shifting Maze short scenario form', () => {
  it('states the cubes by tile and rotation, Challengers, Defenders, objects and bodies; derives the bag', () => {
    const s = unwrap(
      buildScenario({
        cubes: [
          { at: at(3, 3), tile: 'corner', rotation: 1 },
          { at: at(4, 3), tile: '┤', objects: ['key', { battery: 4 }] },
          { at: at(4, 4), tile: 'four', bodies: [{ seat: 1, objects: [{ battery: 2 }] }] },
        ],
        destroyed: [at(5, 5)],
        challengers: [
          { at: at(3, 3), pp: 6, objects: ['key'], owed: 1 },
          { at: 'far', row: 4, stunned: true },
        ],
        defenders: [{ at: at(4, 4), came: 'up' }],
        current: 1,
        mainLeft: 2,
        next: ['│'],
      }),
    );
    expect(s.cells[33]).toEqual({ doors: 6, items: [], bodies: [] }); // └ turned once clockwise: ┌
    expect(s.cells[34]).toMatchObject({ doors: 13, items: [{ kind: 'key' }, { kind: 'battery', pp: 4 }] });
    expect(s.cells[44]).toMatchObject({ bodies: [{ seat: 1, items: [{ kind: 'battery', pp: 2 }] }] });
    expect(s.cells[55]).toBe('destroyed');
    expect(s.challengers[0]).toEqual({
      at: at(3, 3),
      pp: 6,
      items: [{ kind: 'key' }],
      stunned: false,
      owed: 1,
    });
    expect(s.challengers[1]!.at).toEqual(at(10, 4));
    expect(s.defenders).toEqual([{ id: 1, at: at(4, 4), stunned: false, came: 'up' }]);
    expect(s.stage).toEqual({ kind: 'move', mainLeft: 2 });
    expect(s.current).toBe(1);
    // The bag is the rest of the 360 tiles, the stated one on top; the same seed gives the same bag.
    expect(s.bag.length).toBe(BAG_SIZE - 3);
    expect(s.bag.at(-1)).toBe(5);
    const again = unwrap(buildScenario({ cubes: [], challengers: [{ at: 'start' }] }));
    expect(unwrap(buildScenario({ cubes: [], challengers: [{ at: 'start' }] }))).toEqual(again);
  });

  it('the coming Maze Event is resolved before the Challenger Move: a doomed Challenger reacts first', () => {
    const s = unwrap(
      buildScenario({
        cubes: [
          { at: at(9, 2), tile: 'straight', rotation: 1 },
          { at: at(8, 2), tile: 'straight', rotation: 1 },
        ],
        challengers: [{ at: at(9, 2) }],
        event: { kind: 'slide', axis: 'x', line: 2, delta: 1 },
      }),
    );
    expect(shiftingMaze.actors(s)).toEqual([{ seat: 0, kind: 'reaction', prompt: 'react/slide' }]);
    const fled = play(s, 0, { type: 'move', dir: 'left' });
    expect(fled.events.map((e) => e.type)).toContain('maze/slid');
    expect(fled.state.challengers[0]!.at).toEqual(at(9, 2)); // (8,2) slid to (9,2) with him in it
    expect(fled.state.stage).toEqual({ kind: 'move', mainLeft: 2 });
  });

  it('bad input: a coded error naming the field', () => {
    expect(error({ cubes: [{ at: at(1, 1), tile: 'x' }], challengers: [{ at: 'start' }] }).message).toMatch(
      /^cubes\.0\.tile: "x" is not a tile/,
    );
    // A misspelt kind, longer than one character: the same sentence, with the valid kinds.
    expect(
      error({
        cubes: [
          { at: at(1, 1), tile: 'four' },
          { at: at(2, 1), tile: 'triangle' },
        ],
        challengers: [{ at: 'start' }],
      }).message,
    ).toBe(
      'cubes.1.tile: "triangle" is not a tile: expected four, three, corner, straight, dead-end or a box-drawing character.',
    );
    expect(
      error({ cubes: [{ at: at(1, 1), tile: 'four' }], challengers: [{ at: 'start' }], next: ['triangle'] })
        .message,
    ).toBe('next.0: "triangle" is not a tile.');
    expect(error({ cubes: [], challengers: [{ at: at(2, 2) }] }).message).toMatch(
      /^challengers\.0\.at: \(2, 2\)/,
    );
    expect(
      error({ cubes: [], challengers: [{ at: 'start' }], defenders: [{ at: at(0, 0) }] }).message,
    ).toMatch(/^defenders\.0\.at/);
    expect(
      error({
        cubes: Array.from({ length: 21 }, (_, i) => ({
          at: at(i % 10, Math.floor(i / 10)),
          tile: 'dead-end',
        })),
        challengers: [{ at: 'start' }],
      }).message,
    ).toMatch(/^cubes: more dead-end tiles than the bag holds \(20\)/);
    expect(error({ cubes: [], challengers: [{ at: 'start', pp: 11 }] })).toMatchObject({
      code: 'scenario/invalid',
      message: /challengers\.0\.pp/,
    });
    expect(error({ cubes: [], challengers: [{ at: 'dead' }] }).message).toMatch(/^current:/);
    expect(error({ cubes: [], challengers: [{ at: 'start', row: 2 }] }).message).toMatch(
      /^challengers\.0\.row/,
    );
  });

  it('the puzzle the docs show is solved as docs/games/shifting-maze.md says', () => {
    const page = readFileSync(new URL('../../../docs/games/shifting-maze.md', import.meta.url), 'utf8');
    const { file, text } = docExample(page, '### A puzzle in the short form');
    const r = playScenario(shiftingMaze, file);
    expect(r.errors).toEqual([null, null, null, null]);
    expect(r.words).toEqual(text);
    expect(shiftingMaze.outcome(r.state as never)).toMatchObject({ over: true, winners: [0] });
    // Without the first rotation the way out stays closed: the puzzle needs both Power Points.
    const moves = (file as { moves: unknown[] }).moves;
    const short = playScenario(shiftingMaze, { ...(file as object), moves: moves.slice(1) });
    expect(short.errors).toContain('power/not-visible');
  });
});
