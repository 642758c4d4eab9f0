import { describe, expect, it } from 'vitest';
import {
  type CellGraph,
  firstSide,
  graphCheapestPath,
  graphCosts,
  graphDistances,
  graphShortestPath,
  pathTo,
} from './graph.ts';
import { squareGraph } from './square-graph.ts';

/** A hexagon of six cells, each with sides 0 (clockwise) and 1 (anticlockwise), and a chord 0–3 (side 2). */
const ring: CellGraph = {
  size: 6,
  forEachNeighbour(cell, visit) {
    visit((cell + 1) % 6, 0);
    visit((cell + 5) % 6, 1);
    if (cell === 0) visit(3, 2);
    if (cell === 3) visit(0, 2);
  },
};
const open = () => true;

describe('paths on any graph', () => {
  it('breadth-first distances follow the sides that may be passed', () => {
    expect([...graphDistances(ring, 0, open)]).toEqual([0, 1, 2, 1, 2, 1]);
    const noChord = (_a: number, _b: number, side: number) => side !== 2;
    expect([...graphDistances(ring, 0, noChord)]).toEqual([0, 1, 2, 3, 2, 1]);
    expect([...graphDistances(ring, 0, () => false)]).toEqual([0, -1, -1, -1, -1, -1]);
  });

  it('a shortest path takes the first side on ties, and none is found when blocked', () => {
    // 0 → 2: through 1 (side 0) is as short as any other; side 0 is visited first.
    expect(graphShortestPath(ring, 0, 2, open)).toEqual([0, 1, 2]);
    expect(graphShortestPath(ring, 0, (c) => c === 4, open)).toEqual([0, 5, 4]);
    expect(graphShortestPath(ring, 0, 3, () => false)).toBeNull();
  });

  it('a cheapest path weighs its steps, then prefers fewer steps', () => {
    const chordDear = (_a: number, _b: number, side: number) => (side === 2 ? 5 : 1);
    expect(graphCheapestPath(ring, 0, 3, chordDear)).toEqual({ path: [0, 1, 2, 3], cost: 3 });
    const chordCheap = (_a: number, _b: number, side: number) => (side === 2 ? 3 : 1);
    expect(graphCheapestPath(ring, 0, 3, chordCheap)).toEqual({ path: [0, 3], cost: 3 });
    expect([...graphCosts(ring, 0, chordDear).cost]).toEqual([0, 1, 2, 3, 2, 1]);
  });

  it('searches from several cells at once: the nearest one counts', () => {
    expect([...graphDistances(ring, [0, 3], open)]).toEqual([0, 1, 1, 0, 1, 1]);
    expect([...graphDistances(ring, [], open)]).toEqual([-1, -1, -1, -1, -1, -1]);
    expect(graphShortestPath(ring, [2, 5], 4, open)).toEqual([5, 4]);
  });

  it('starts with what it costs to be on a source, and ends with what it costs to finish', () => {
    const unit = () => 1;
    const sources = new Map([
      [0, 5],
      [2, 0],
    ]);
    const finish = new Map([
      [4, 1],
      [1, 10],
    ]);
    // From 2 (free): two steps to 4, then 1 to finish there; 1 is near but dear to finish on.
    expect(graphCheapestPath(ring, sources, finish, unit)).toEqual({ path: [2, 3, 4], cost: 3 });
    expect(graphCheapestPath(ring, sources, new Map([[1, 0]]), unit)).toEqual({ path: [2, 1], cost: 1 });
    expect(graphCheapestPath(ring, sources, new Map(), unit)).toBeNull();
  });

  it('keeps the tree of cheapest paths: each cell reached by its path and first side', () => {
    const chordDear = (_a: number, _b: number, side: number) => (side === 2 ? 5 : 1);
    const tree = graphCosts(ring, 0, chordDear);
    // 0 → 3: through 1 and 2, or through 5 and 4, both 3 steps: the side visited first wins.
    expect(pathTo(tree, 3)).toEqual([0, 1, 2, 3]);
    expect(firstSide(tree, 3)).toBe(0);
    expect(firstSide(tree, 4)).toBe(1);
    expect(firstSide(tree, 0)).toBe(-1);
    const blocked = graphCosts(ring, 0, (_a, b) => (b === 3 ? null : 1));
    expect(pathTo(blocked, 3)).toBeNull();
    expect(blocked.cost[3]).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('the square grid as a graph', () => {
  // '...', '.#.', '...': a 3 × 3 square with a hole in the middle.
  const g = squareGraph({
    width: 3,
    height: 3,
    mask: [true, true, true, true, false, true, true, true, true],
  });
  it('numbers cells row by row, sides clockwise from up; holes and the outline are no neighbours', () => {
    expect(g.size).toBe(9);
    expect(g.neighbour(0, 1)).toBe(1);
    expect(g.neighbour(0, 2)).toBe(3);
    expect(g.neighbour(0, 3)).toBe(-1);
    expect(g.neighbour(1, 2)).toBe(-1);
    expect(g.isCell(4)).toBe(false);
    const seen: [number, number][] = [];
    g.forEachNeighbour(3, (to, side) => seen.push([to, side]));
    expect(seen).toEqual([
      [0, 0],
      [6, 2],
    ]);
    g.forEachNeighbour(4, () => seen.push([-1, -1]));
    expect(seen).toHaveLength(2);
  });

  it('visits sides in the order asked for, which decides ties', () => {
    const t = { width: 2, height: 2 };
    expect(graphShortestPath(squareGraph(t), 0, 3, () => true)).toEqual([0, 1, 3]);
    expect(graphShortestPath(squareGraph(t, ['down', 'right']), 0, 3, () => true)).toEqual([0, 2, 3]);
  });
});
