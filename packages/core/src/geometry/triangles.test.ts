import { describe, expect, it } from 'vitest';
import { Random } from '../rng.ts';
import { graphDistances } from './graph.ts';
import {
  cornerAt,
  cornerHour,
  cornerOfHour,
  edgeSide,
  edgeTriangles,
  isAcuteCorner,
  posesCovering,
  type RhombusPose,
  rhombusCorners,
  rhombusTriangles,
  rotatePose,
  rotateVertex,
  rotationStepSweep,
  rotationSweep,
  slideDirections,
  slidePose,
  slideSweep,
  TRI_DIRECTIONS,
  type Triangle,
  triangleCorners,
  triangleHall,
  triangleNeighbour,
  triangleOf,
  triOpposite,
  turnedPose,
} from './triangles.ts';

const hall = triangleHall(5);
const key = (t: Triangle): string => `${t.q},${t.r},${t.s}`;
const sortedKeys = (ts: readonly Triangle[]): string[] => ts.map(key).sort();
const randomPose = (random: Random): RhombusPose => ({
  q: random.range(-4, 4),
  r: random.range(-4, 4),
  d: random.int(6),
});

describe('the triangular hall', () => {
  it('a hexagon of side n has 6n² fields in 2n rows, widest in the middle', () => {
    for (const n of [1, 2, 3, 5, 7]) expect(triangleHall(n).size).toBe(6 * n * n);
    const counts = Array.from({ length: 10 }, (_, row) => hall.fields.filter((f) => f.row === row).length);
    expect(counts).toEqual([11, 13, 15, 17, 19, 19, 17, 15, 13, 11]);
  });

  it('numbers fields row by row; a field points up exactly when row + column is even', () => {
    for (const f of hall.fields) {
      expect(hall.fieldAt(f.row, f.col)).toBe(f.id);
      expect(f.up).toBe((f.row + f.col) % 2 === 0);
      expect(hall.fieldOf(f.tri)).toBe(f.id);
      expect(hall.fieldNamed(f.name)).toBe(f.id);
    }
    expect(hall.fields[0]!.name).toBe('a5');
    expect(hall.fields[0]!.up).toBe(true);
    expect(hall.fieldNamed('e1')).toBeGreaterThan(0);
    expect(hall.fieldNamed('a1')).toBe(-1);
    expect(hall.fieldNamed('z9')).toBe(-1);
  });

  it('neighbours are symmetric, across the same side, and share an edge', () => {
    let inner = 0;
    for (const f of hall.fields)
      for (let side = 0; side < 3; side++) {
        const g = hall.neighbour(f.id, side);
        if (g < 0) continue;
        inner++;
        expect(hall.neighbour(g, side)).toBe(f.id);
        expect(hall.fields[g]!.up).toBe(!f.up);
        const shared = triangleCorners(f.tri).filter((v) =>
          triangleCorners(hall.fields[g]!.tri).some((w) => w.q === v.q && w.r === v.r),
        );
        expect(shared).toHaveLength(2);
        expect(edgeSide(shared[0]!, shared[1]!)).toBe(side);
      }
    // 150 fields × 3 sides, minus the 30 edges of the hall's wall, counted from both sides.
    expect(inner).toBe(150 * 3 - 30);
  });

  it('is a CellGraph: breadth-first distances reach every field, across the hall in 19 steps', () => {
    const dist = graphDistances(hall.graph, 0, () => true);
    expect([...dist].every((d) => d >= 0)).toBe(true);
    expect(Math.max(...dist)).toBe(19);
    expect(dist[hall.neighbour(0, 0)]).toBe(1);
  });

  it('knows the corners of a triangle and the triangle of three corners', () => {
    for (const f of hall.fields) {
      const [a, b, c] = triangleCorners(f.tri);
      expect(triangleOf(c, a, b)).toEqual(f.tri);
      for (let side = 0; side < 3; side++)
        expect(triangleNeighbour(triangleNeighbour(f.tri, side), side)).toEqual(f.tri);
    }
    expect(triangleOf({ q: 0, r: 0 }, { q: 2, r: 0 }, { q: 0, r: 1 })).toBeNull();
    const [left, right] = edgeTriangles({ q: 0, r: 0 }, { q: 1, r: 0 });
    expect(sortedKeys([left, right])).toEqual(['0,-1,1', '0,0,0']);
  });

  it('lists the fields around a vertex: six inside, two at a corner of the hall', () => {
    expect(hall.fieldsAround({ q: 0, r: 0 })).toHaveLength(6);
    expect(hall.fieldsAround({ q: 5, r: 0 })).toHaveLength(2);
    expect(hall.fieldsAround({ q: 2, r: -5 })).toHaveLength(3);
  });
});

describe('rhombi', () => {
  it('cover two edge-sharing fields; corners run clockwise with A and C acute', () => {
    const p: RhombusPose = { q: 0, r: 0, d: 0 };
    expect(rhombusCorners(p)).toEqual([
      { q: 0, r: 0 },
      { q: 1, r: 0 },
      { q: 1, r: 1 },
      { q: 0, r: 1 },
    ]);
    const fields = hall.rhombusFields(p)!;
    expect(fields).not.toBeNull();
    const [a, b] = fields;
    expect([0, 1, 2].some((side) => hall.neighbour(a, side) === b)).toBe(true);
    expect(isAcuteCorner(0) && isAcuteCorner(2) && !isAcuteCorner(1)).toBe(true);
  });

  it('leave the hall: no fields', () => {
    expect(hall.rhombusFields({ q: 5, r: 0, d: 0 })).toBeNull();
  });

  it('each pair of neighbouring fields is covered by exactly two poses, turned 180° apart', () => {
    for (const f of hall.fields)
      for (let side = 0; side < 3; side++) {
        const g = hall.neighbour(f.id, side);
        if (g < 0) continue;
        const poses = posesCovering(hall, f.id, g);
        expect(poses).toHaveLength(2);
        expect(turnedPose(poses[0]!)).toEqual(poses[1]);
        for (const p of poses) expect([...hall.rhombusFields(p)!].sort()).toEqual([f.id, g].sort());
      }
  });

  it('slide only along their edges, in four directions; a slide and its way back return home', () => {
    const random = Random.fromSeed('slide');
    for (let i = 0; i < 500; i++) {
      const p = randomPose(random);
      const dirs = slideDirections(p);
      expect(dirs).toHaveLength(4);
      const dir = random.pick(dirs);
      const steps = random.range(1, 4);
      expect(slidePose(slidePose(p, dir, steps), triOpposite(dir), steps)).toEqual(p);
      // One step moves the rhombus to the next place along its strip: no field in common.
      const before = sortedKeys(rhombusTriangles(p));
      const after = sortedKeys(rhombusTriangles(slidePose(p, dir, 1)));
      expect(before.filter((k) => after.includes(k))).toEqual([]);
      expect(slideSweep(p, dir, steps)).toHaveLength(2 * steps);
    }
    expect(slideDirections({ q: 0, r: 0, d: 0 })).toEqual(['e', 'se', 'w', 'nw']);
  });

  it('six 60° turns about any corner return home; a turn and its opposite cancel', () => {
    const random = Random.fromSeed('turn');
    for (let i = 0; i < 500; i++) {
      const p = randomPose(random);
      const corner = random.int(4);
      let q = p;
      for (let k = 0; k < 6; k++) q = rotatePose(q, corner, 1);
      expect(q).toEqual(p);
      const turns = random.range(1, 5);
      expect(rotatePose(rotatePose(p, corner, turns), corner, -turns)).toEqual(p);
      // The pivot stays where it is; the other corners keep their distances.
      expect(rhombusCorners(rotatePose(p, corner, turns))[corner]).toEqual(rhombusCorners(p)[corner]);
      const v = { q: random.range(-3, 3), r: random.range(-3, 3) };
      expect(rotateVertex(rotateVertex(v, { q: 1, r: 1 }, 2), { q: 1, r: 1 }, 4)).toEqual(v);
    }
  });

  it('name their corners by clock hours, four different ones', () => {
    const random = Random.fromSeed('hours');
    for (let i = 0; i < 100; i++) {
      const p = randomPose(random);
      const hours = [0, 1, 2, 3].map((c) => cornerHour(p, c));
      expect(new Set(hours).size).toBe(4);
      for (const [c, h] of hours.entries()) {
        expect(cornerOfHour(p, h)).toBe(c);
        expect(cornerAt(p, rhombusCorners(p)[c]!)).toBe(c);
      }
    }
    expect([0, 1, 2, 3].map((c) => cornerHour({ q: 0, r: 0, d: 0 }, c))).toEqual([10, 1, 4, 7]);
  });
});

describe('the area a rotation sweeps', () => {
  const aroundVertex = (v: { q: number; r: number }): string[] =>
    sortedKeys(
      [0, 1, 2, 3, 4, 5].map((k) => {
        const a = rotateVertex({ q: v.q + 1, r: v.r }, v, k);
        const b = rotateVertex({ q: v.q + 1, r: v.r }, v, k + 1);
        return triangleOf(v, a, b)!;
      }),
    );

  it('about an obtuse corner: the fields around the pivot from start to end, and where the corners bulge out', () => {
    // The three other corners are one edge from the pivot: each travels on an arc of radius 1,
    // which bulges past the edge of the pivot's hexagon into the field beyond it.
    const random = Random.fromSeed('obtuse');
    for (let i = 0; i < 40; i++) {
      const p = randomPose(random);
      const corner = random.pick([1, 3]);
      const sense = random.pick([1, -1] as const);
      const corners = rhombusCorners(p);
      const pivot = corners[corner]!;
      const start = rhombusTriangles(p);
      const end = rhombusTriangles(rotatePose(p, corner, sense));
      const bulges = corners
        .filter((_, c) => c !== corner)
        .map((x) => {
          const [left, right] = edgeTriangles(x, rotateVertex(x, pivot, sense));
          return triangleCorners(left).some((v) => v.q === pivot.q && v.r === pivot.r) ? right : left;
        });
      const expected = [...new Set(sortedKeys([...start, ...end, ...bulges]))].sort();
      expect(sortedKeys(rotationStepSweep(p, corner, sense))).toEqual(expected);
      expect(expected).toHaveLength(6);
    }
  });

  it('about an acute corner: the six fields around the obtuse corner that leads the turn', () => {
    const random = Random.fromSeed('acute');
    for (let i = 0; i < 40; i++) {
      const p = randomPose(random);
      const corner = random.pick([0, 2]);
      const sense = random.pick([1, -1] as const);
      // Turning clockwise, the corner after the pivot (clockwise) moves onto the one before it:
      // the one before it leads. Anticlockwise, the one after it leads.
      const lead = rhombusCorners(p)[(corner + (sense === 1 ? 3 : 1)) % 4]!;
      expect(sortedKeys(rotationStepSweep(p, corner, sense))).toEqual(aroundVertex(lead));
    }
  });

  it('over several steps: the union of the steps, starting with the start position', () => {
    const p: RhombusPose = { q: 0, r: 0, d: 0 };
    const two = rotationSweep(p, 0, 1, 2);
    expect(sortedKeys(two.slice(0, 6))).toEqual(sortedKeys(rotationStepSweep(p, 0, 1)));
    // Two hexagons around neighbouring vertices share two fields.
    expect(two).toHaveLength(10);
    // Five steps about an obtuse corner: all six fields around it and the six beyond its edges.
    const five = rotationSweep(p, 1, 1, 5);
    expect(five).toHaveLength(12);
    expect(sortedKeys(five).filter((k) => aroundVertex(rhombusCorners(p)[1]!).includes(k))).toHaveLength(6);
  });

  it('lists the directions clockwise from east', () => {
    expect(TRI_DIRECTIONS).toEqual(['e', 'se', 'sw', 'w', 'nw', 'ne']);
  });
});
