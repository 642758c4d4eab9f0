// `npm run bench`: operations per second of the PRNG and the grid geometry.
import { bench, describe } from 'vitest';
import { type Point, rectangle, rotateSides, type Sides, slideLine } from '../src/geometry/grid.ts';
import { cheapestPath, clearLine, distances, ray, shortestPath } from '../src/geometry/paths.ts';
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
const from = { x: 0, y: 0 };
const to = { x: 11, y: 11 };

describe('grid geometry (12×12)', () => {
  bench('distances (BFS)', () => {
    distances(t, from, passable);
  });
  bench('shortestPath corner to corner', () => {
    shortestPath(t, from, to, passable);
  });
  bench('cheapestPath (Dijkstra, wall costs)', () => {
    cheapestPath(t, from, to, (f, q, d) => (passable(f, q, d) ? 1 : 1000));
  });
  bench('ray', () => {
    ray(t, { x: 0, y: 5 }, 'right', passable);
  });
  bench('clearLine', () => {
    clearLine(t, from, { x: 11, y: 7 }, passable);
  });
  const sides: Sides<boolean> = [true, false, true, false];
  bench('rotateSides', () => {
    rotateSides(sides, 1);
  });
  const grid = Array.from({ length: 100 }, (_, i) => i);
  bench('slideLine 10×10', () => {
    slideLine(grid, { width: 10, height: 10 }, { axis: 'column', index: 3, delta: 1 }, -1);
  });
});
