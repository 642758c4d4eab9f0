import { graphCheapestPath, indexOf, pointAt, rectangle, squareGraph } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { cellName } from '../cells.ts';
import { cell, game, scenario } from '../test-helpers.ts';
import type { SlugsState } from '../types.ts';
import { wallAt } from './board.ts';
import { decidePath, PathCache } from './paths.ts';

/** The path slug 1 decides on now, as cell names, and its walls. */
function pathOf(s: SlugsState, goal?: string): { cells: string[]; walls: number } {
  const slug = s.slugs[0]!;
  const base = s.terrain.indexOf('A');
  const to = goal ? cell(goal) : { x: base % s.width, y: Math.floor(base / s.width) };
  const choice = decidePath(s, slug.at, to, s.mode !== 'escort');
  return choice ? { cells: choice.path.map(cellName), walls: choice.walls } : { cells: [], walls: -1 };
}

describe('path choice: fewest walls, then shortest, then up, right, down, left step by step', () => {
  it('fewest walls beat a shorter path', () => {
    const s = game('map:\na#..A\n.....\nX....');
    // Straight on: 4 steps through 1 wall. Round: 6 steps, no wall.
    expect(pathOf(s)).toEqual({ cells: ['a2', 'b2', 'c2', 'c1', 'd1', 'e1'], walls: 0 });
  });

  it('with as many walls, the shorter path', () => {
    const s = game('map:\na#.#A\n.#.#.\nX#.#.');
    // Every way crosses a wall; the shortest crosses b1 and d1.
    expect(pathOf(s)).toEqual({ cells: ['b1', 'c1', 'd1', 'e1'], walls: 2 });
  });

  it('among equal paths the first step decides in the order up, right, down, left', () => {
    // From a1 to c3 every shortest path has 4 steps: right comes before down.
    expect(pathOf(game('map:\na..\n...\nX.A')).cells).toEqual(['b1', 'c1', 'c2', 'c3']);
    // From c1 to a3: down comes before left.
    expect(pathOf(game('map:\n..a\n...\nAX.')).cells).toEqual(['c2', 'c3', 'b3', 'a3']);
    // From c3 to a1: up comes before left.
    expect(pathOf(game('map:\nA..\n...\nX.a')).cells).toEqual(['c2', 'c1', 'b1', 'a1']);
  });

  it('when the first steps agree, the next step decides', () => {
    // From b1: the only best first step is down (b2); from b2, right (c2) comes before down.
    const s = game('map:\n#a#.\n....\n.#..\nX#.A');
    expect(pathOf(s).cells).toEqual(['b2', 'c2', 'd2', 'd3', 'd4']);
  });

  it('the step-by-step order holds where a single Dijkstra would keep the path found first', () => {
    // Up (through the wall at a2) then on, or right then up through the wall at b2: both 1 wall,
    // 3 steps. Up comes first. Dijkstra from the slug reaches b1 first through b3 and keeps that.
    const s = game('map:\n.A#\n###\na.X');
    expect(pathOf(s)).toEqual({ cells: ['a2', 'a1', 'b1'], walls: 1 });
    const big = s.width * s.height;
    const t = rectangle(s.width, s.height);
    const core = graphCheapestPath(squareGraph(t), indexOf(t, cell('a3')), indexOf(t, cell('b1')), (_a, b) =>
      wallAt(s, pointAt(t, b)) ? big + 1 : 1,
    );
    expect(core?.path.slice(1).map((i) => cellName(pointAt(t, i)))).toEqual(['b3', 'b2', 'b1']);
  });

  it('slugs do not see killing machines: a machine is floor to them', () => {
    expect(pathOf(game('map:\naX.A')).cells).toEqual(['b1', 'c1', 'd1']);
  });

  it('escort slugs go round walls and doors, never through them; with no way there is no path', () => {
    const s = game('mode: escort\nmap:\nh#..\n....\nDH.E');
    expect(pathOf(s, 'b3')).toEqual({ cells: ['a2', 'b2', 'b3'], walls: 0 });
    const shut = scenario({ level: 'mode: escort\nmap:\nh..E\n....\nDH..', walls: ['b1', 'a2'] });
    expect(decidePath(shut, shut.slugs[0]!.at, cell('b3'), false)).toBeNull();
  });

  it('the shared cost fields of a turn give the same paths as fresh ones', () => {
    const s = game('map:\na#..#...\n..#...#.\n.#..#..A\n...X....');
    const cache = new PathCache();
    const goal = cell('h3');
    for (let y = 0; y < s.height; y++)
      for (let x = 0; x < s.width; x++) {
        const from = { x, y };
        if (x === goal.x && y === goal.y) continue;
        expect(cache.decide(s, from, goal, true)).toEqual(decidePath(s, from, goal, true));
      }
  });

  it('maps whose cells read alike but whose sizes differ (4×3 and 3×4) do not share cost fields', () => {
    // Row by row both maps read '..A.....a.X.': the same cells, the same walls, the base at (2,0).
    const wide = game('map:\n..A.\n....\na.X.');
    const tall = game('map:\n..A\n...\n..a\n.X.');
    expect([wide.terrain === tall.terrain, wide.walls === tall.walls]).toEqual([true, true]);
    const cache = new PathCache(4);
    const base = cell('c1');
    for (const s of [wide, tall, wide, tall]) {
      const from = s.slugs[0]!.at;
      expect(cache.decide(s, from, base, true)).toEqual(decidePath(s, from, base, true));
    }
  });
});
