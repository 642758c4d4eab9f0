// `npm run bench`: operations per second of the PRNG and the grid geometry.
import { bench, describe } from 'vitest';
import { graphCheapestPath, graphCosts, graphDistances, graphShortestPath } from '../src/geometry/graph.ts';
import { type Point, rectangle, slideLine } from '../src/geometry/grid.ts';
import { ray } from '../src/geometry/paths.ts';
import { squareGraph } from '../src/geometry/square-graph.ts';
import { Random } from '../src/rng.ts';

const random = Random.fromSeed('bench');
describe('PRNG', () => {
  bench('u32', () => {
    random.u32();
  });
  bench('int(6)', () => {
    random.int(6);
  });
  bench('2D10', () => {
    random.dice(2, 10);
  });
  const deck = Array.from({ length: 40 }, (_, i) => i);
  bench('shuffle 40 cards', () => {
    random.shuffle(deck);
  });
  bench('weighted pick of 10', () => {
    random.weighted(deck.slice(0, 10).map((value) => ({ value, weight: value + 1 })));
  });
});

// A 12×12 grid with pseudo-random walls (same for every run).
const t = rectangle(12, 12);
const walls = new Set<string>();
const wr = Random.fromSeed('walls');
for (let i = 0; i < 60; i++) walls.add(`${wr.int(12)},${wr.int(12)},${wr.int(4)}`);
const dirs = ['up', 'right', 'down', 'left'];
const passable = (from: Point, _to: Point, dir: string) =>
  !walls.has(`${from.x},${from.y},${dirs.indexOf(dir)}`);
const open = (i: number, _j: number, side: number) => !walls.has(`${i % 12},${Math.floor(i / 12)},${side}`);
const g = squareGraph(t);
const from = 0;
const to = 143;

describe('grid geometry (12×12)', () => {
  bench('graphDistances (BFS)', () => {
    graphDistances(g, from, open);
  });
  bench('graphShortestPath corner to corner', () => {
    graphShortestPath(g, from, to, open);
  });
  bench('graphCheapestPath (Dijkstra, wall costs)', () => {
    graphCheapestPath(g, from, to, (i, j, side) => (open(i, j, side) ? 1 : 1000));
  });
  bench('graphCosts (Dijkstra, whole board)', () => {
    graphCosts(g, from, (i, j, side) => (open(i, j, side) ? 1 : 1000));
  });
  bench('ray', () => {
    ray(t, { x: 0, y: 5 }, 'right', passable);
  });
  const grid = Array.from({ length: 100 }, (_, i) => i);
  bench('slideLine 10×10', () => {
    slideLine(grid, { width: 10, height: 10 }, { axis: 'column', index: 3, delta: 1 }, -1);
  });
});
