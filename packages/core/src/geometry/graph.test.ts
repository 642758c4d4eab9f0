import { describe, expect, it } from 'vitest';
import { type CellGraph, graphCheapestPath, graphCosts, graphDistances, graphShortestPath } from './graph.ts';

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
    expect([...graphCosts(ring, 0, chordDear)]).toEqual([0, 1, 2, 3, 2, 1]);
  });
});
