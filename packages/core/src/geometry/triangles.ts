/**
 * Triangular-grid geometry: the fields of a hexagonal hall cut into equilateral
 * triangles, their edge neighbours and corners, rhombi (two edge-sharing triangles)
 * that slide along their edges and turn about their corners in 60° steps, and the
 * area such a turn sweeps over. The hall is a `CellGraph` (fields are cells with
 * three sides), so the path algorithms of `graph.ts` work on it.
 *
 * Coordinates
 * - Screen-like: X grows to the right, Y downwards; one edge is 1 long.
 * - **Vertices** (corners of fields) are axial lattice points `{ q, r }` at
 *   `X = q + r/2`, `Y = r·√3/2`. The hall of side `n` is centred on vertex (0, 0) and holds
 *   the vertices with `max(|q|, |r|, |q + r|) ≤ n`: a hexagon with horizontal top and
 *   bottom edges and its left and right corners pointing sideways.
 * - The six **lattice directions**, clockwise from east: `e` (1, 0), `se` (0, 1),
 *   `sw` (−1, 1), `w` (−1, 0), `nw` (0, −1), `ne` (1, −1).
 * - A **triangle** `{ q, r, s }`: the unit parallelogram at vertex (q, r) split in two,
 *   `s = 0` pointing down (▼, corners (q, r), (q+1, r), (q, r+1)) and `s = 1` pointing up
 *   (▲, corners (q+1, r), (q, r+1), (q+1, r+1)).
 * - A **field** is a triangle inside the hall, numbered row by row from the top, left to
 *   right: `id`. Its **row** is 0 … 2n−1 from the top and its **column** 0 … 4n−2 counts
 *   half edges from the hall's left corner, so fields directly above one another share a
 *   column (the top row of a side-5 hall is columns 4 … 14, the middle rows 0 … 18). A
 *   field points up exactly when `row + column` is even. Names: row letter and column from 1
 *   (`a5` is the top row's first field).
 * - **Sides** of a field are numbered by the direction of the edge: 0 horizontal (—),
 *   1 rising (/), 2 falling (\). Every triangle has one edge of each kind, and the
 *   neighbour across side k shares that same side k.
 * - A **rhombus** pose `{ q, r, d }`: its acute corner A at vertex (q, r), its long
 *   diagonal along direction d + (d+1) (d = 0 … 5 clockwise from east). Its corners
 *   A, B = A + u(d), C = A + u(d) + u(d+1), D = A + u(d+1) run clockwise; its edges are AB,
 *   BC, CD, DA (edge i from corner i); its triangles ABD and BCD. A pose and the pose turned
 *   by 180° cover the same two fields with their edges swapped (AB ↔ CD, BC ↔ DA).
 */
import type { CellGraph } from './graph.ts';

export const TRI_DIRECTIONS = ['e', 'se', 'sw', 'w', 'nw', 'ne'] as const;
export type TriDirection = (typeof TRI_DIRECTIONS)[number];

export interface Vertex {
  readonly q: number;
  readonly r: number;
}

export interface Triangle {
  readonly q: number;
  readonly r: number;
  /** 0: pointing down (▼), 1: pointing up (▲). */
  readonly s: 0 | 1;
}

export interface RhombusPose {
  readonly q: number;
  readonly r: number;
  /** Direction of the long diagonal: between `TRI_DIRECTIONS[d]` and `TRI_DIRECTIONS[d + 1]`. */
  readonly d: number;
}

/** Clockwise: +1 (one 60° step clockwise on the screen) or −1 (anticlockwise). */
export type TurnSense = 1 | -1;

const UNIT: readonly Vertex[] = [
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
  { q: 0, r: -1 },
  { q: 1, r: -1 },
];

const mod6 = (n: number): number => ((n % 6) + 6) % 6;

export const triDirIndex = (d: TriDirection): number => TRI_DIRECTIONS.indexOf(d);
export const triOpposite = (d: TriDirection): TriDirection => TRI_DIRECTIONS[mod6(triDirIndex(d) + 3)]!;

/** The lattice vector of a direction, `steps` edges long. */
export function triVector(d: TriDirection | number, steps = 1): Vertex {
  const u = UNIT[typeof d === 'number' ? mod6(d) : triDirIndex(d)]!;
  return { q: u.q * steps, r: u.r * steps };
}

export const addVertex = (a: Vertex, b: Vertex): Vertex => ({ q: a.q + b.q, r: a.r + b.r });
export const sameVertex = (a: Vertex, b: Vertex): boolean => a.q === b.q && a.r === b.r;

/** A vertex turned about `pivot` by `turns` 60° steps (positive: clockwise on the screen). */
export function rotateVertex(v: Vertex, pivot: Vertex, turns: number): Vertex {
  let q = v.q - pivot.q;
  let r = v.r - pivot.r;
  for (let k = mod6(turns); k > 0; k--) [q, r] = [-r, q + r];
  return { q: q + pivot.q, r: r + pivot.r };
}

/** Screen position of a vertex (edge length 1). */
export function vertexPoint(v: Vertex): { x: number; y: number } {
  return { x: v.q + v.r / 2, y: (v.r * Math.sqrt(3)) / 2 };
}

/** The three corners of a triangle. */
export function triangleCorners(t: Triangle): [Vertex, Vertex, Vertex] {
  return t.s === 0
    ? [
        { q: t.q, r: t.r },
        { q: t.q + 1, r: t.r },
        { q: t.q, r: t.r + 1 },
      ]
    : [
        { q: t.q + 1, r: t.r },
        { q: t.q, r: t.r + 1 },
        { q: t.q + 1, r: t.r + 1 },
      ];
}

/** The triangle of three vertices known to be one's corners (from their sums: no check). */
function cornersTriangle(a: Vertex, b: Vertex, c: Vertex): Triangle {
  const sq = a.q + b.q + c.q;
  const sr = a.r + b.r + c.r;
  const s = mod6(sq) % 3;
  return { q: (sq - s) / 3, r: (sr - s) / 3, s: s === 1 ? 0 : 1 };
}

/** The triangle with these three corners (in any order), or null if they are not one. */
export function triangleOf(a: Vertex, b: Vertex, c: Vertex): Triangle | null {
  const sq = a.q + b.q + c.q;
  const sr = a.r + b.r + c.r;
  const s = mod6(sq) % 3;
  if (s === 0 || mod6(sr) % 3 !== s) return null;
  const t: Triangle = { q: (sq - s) / 3, r: (sr - s) / 3, s: s === 1 ? 0 : 1 };
  const corners = triangleCorners(t);
  return [a, b, c].every((v) => corners.some((w) => sameVertex(v, w))) ? t : null;
}

/** Centre of a triangle on the screen. */
export function triangleCentre(t: Triangle): { x: number; y: number } {
  const k = (1 + t.s) / 3;
  return vertexPoint({ q: t.q + k, r: t.r + k });
}

/** The neighbour of a triangle across its side 0 (—), 1 (/) or 2 (\). */
export function triangleNeighbour(t: Triangle, side: number): Triangle {
  if (t.s === 0) {
    if (side === 0) return { q: t.q, r: t.r - 1, s: 1 };
    if (side === 1) return { q: t.q, r: t.r, s: 1 };
    return { q: t.q - 1, r: t.r, s: 1 };
  }
  if (side === 0) return { q: t.q, r: t.r + 1, s: 0 };
  if (side === 1) return { q: t.q, r: t.r, s: 0 };
  return { q: t.q + 1, r: t.r, s: 0 };
}

/** The side (0 —, 1 /, 2 \) of the edge between two vertices one edge apart, or -1. */
export function edgeSide(a: Vertex, b: Vertex): number {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  if (dr === 0 && Math.abs(dq) === 1) return 0;
  if (dq === -dr && Math.abs(dq) === 1) return 1;
  if (dq === 0 && Math.abs(dr) === 1) return 2;
  return -1;
}

/** The two triangles on either side of the edge a–b (one edge long). */
export function edgeTriangles(a: Vertex, b: Vertex): [Triangle, Triangle] {
  const side = edgeSide(a, b);
  if (side < 0) throw new RangeError('edgeTriangles: the vertices are not one edge apart');
  // The third corners of the two triangles at an edge are a + u(k) where u(k) makes 60° with b − a.
  const dir = UNIT.findIndex((u) => u.q === b.q - a.q && u.r === b.r - a.r);
  const left = triangleOf(a, b, addVertex(a, UNIT[mod6(dir - 1)]!))!;
  const right = triangleOf(a, b, addVertex(a, UNIT[mod6(dir + 1)]!))!;
  return [left, right];
}

// ---------------------------------------------------------------------------------
// Rhombi

/** Corners A, B, C, D (clockwise, A and C acute). */
export function rhombusCorners(p: RhombusPose): [Vertex, Vertex, Vertex, Vertex] {
  const a = { q: p.q, r: p.r };
  const u = UNIT[mod6(p.d)]!;
  const v = UNIT[mod6(p.d + 1)]!;
  return [a, addVertex(a, u), addVertex(a, addVertex(u, v)), addVertex(a, v)];
}

/** The two triangles of a rhombus: ABD (at corner A) and BCD (at corner C). */
export function rhombusTriangles(p: RhombusPose): [Triangle, Triangle] {
  const [a, b, c, d] = rhombusCorners(p);
  return [cornersTriangle(a, b, d), cornersTriangle(b, c, d)];
}

/** Edge i of a rhombus (AB, BC, CD, DA) as its two end vertices. */
export function rhombusEdge(p: RhombusPose, i: number): [Vertex, Vertex] {
  const corners = rhombusCorners(p);
  return [corners[i % 4]!, corners[(i + 1) % 4]!];
}

/** The pose turned by 180° in place: the same fields, edges AB ↔ CD and BC ↔ DA swapped. */
export function turnedPose(p: RhombusPose): RhombusPose {
  const c = rhombusCorners(p)[2];
  return { q: c.q, r: c.r, d: mod6(p.d + 3) };
}

/** The four directions a rhombus may slide in: along its edges, both ways. */
export function slideDirections(p: RhombusPose): TriDirection[] {
  return [0, 1, 3, 4].map((k) => TRI_DIRECTIONS[mod6(p.d + k)]!);
}

/** Whether a rhombus may slide in this direction (it is parallel to one of its edges). */
export const canSlideAlong = (p: RhombusPose, dir: TriDirection): boolean => slideDirections(p).includes(dir);

/** The pose moved `steps` edge lengths in a direction. */
export function slidePose(p: RhombusPose, dir: TriDirection, steps: number): RhombusPose {
  const v = triVector(dir, steps);
  return { q: p.q + v.q, r: p.r + v.r, d: p.d };
}

/** The pose turned about one of its corners (0 … 3 = A … D) by `turns` 60° steps (positive: clockwise). */
export function rotatePose(p: RhombusPose, corner: number, turns: number): RhombusPose {
  const pivot = rhombusCorners(p)[corner & 3]!;
  const a = rotateVertex({ q: p.q, r: p.r }, pivot, turns);
  return { q: a.q, r: a.r, d: mod6(p.d + turns) };
}

/** Whether a corner (0 … 3) is acute (60°: A and C) or obtuse (120°: B and D). */
export const isAcuteCorner = (corner: number): boolean => (corner & 1) === 0;

// ---------------------------------------------------------------------------------
// The area a rotation sweeps

type XY = { x: number; y: number };

function inConvex(poly: readonly XY[], p: XY, eps: number): boolean {
  // Strictly inside a clockwise-on-screen polygon (y down): every cross product is positive.
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    if ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) <= eps) return false;
  }
  return true;
}

/**
 * Whether the interior of triangle `t` meets the area that polygon `poly` passes over while
 * turning about `pivot` from 0 to `sense`·60°. Computed by sampling: 78 points inside the
 * triangle, each tested against the polygon turned back by 181 angles of the step. A point
 * swept by the turn lies, turned back by the right angle, inside the polygon; the swept
 * parts of fields in this lattice are never slivers, so the sampling finds every field a
 * turn passes over with positive area, and none that it only touches at a point or an edge.
 */
const SWEEP_ANGLES = 180;
/** cos and sin of the angles of one 60° step, sampled evenly (both ends included). */
const STEP_TRIG = Array.from({ length: SWEEP_ANGLES + 1 }, (_, a) => {
  const th = ((a / SWEEP_ANGLES) * Math.PI) / 3;
  return [Math.cos(th), Math.sin(th)] as const;
});

function sweptByStep(poly: readonly XY[], pivot: XY, sense: TurnSense, t: Triangle): boolean {
  const corners = triangleCorners(t).map(vertexPoint);
  const [c0, c1, c2] = corners as [XY, XY, XY];
  const m = 13;
  for (let i = 1; i < m; i++)
    for (let j = 1; i + j < m; j++) {
      const k = m - i - j;
      const px = (i * c0.x + j * c1.x + k * c2.x) / m - pivot.x;
      const py = (i * c0.y + j * c1.y + k * c2.y) / m - pivot.y;
      for (const [cos, sinAbs] of STEP_TRIG) {
        // Turning the polygon by θ (clockwise for sense 1) is turning the point back by θ. On the
        // screen (y down) a positive angle turns clockwise: x' = x cos − y sin, y' = x sin + y cos.
        const sin = -sense * sinAbs;
        const back = { x: px * cos - py * sin + pivot.x, y: px * sin + py * cos + pivot.y };
        if (inConvex(poly, back, 1e-9)) return true;
      }
    }
  return false;
}

const sweepCache = new Map<string, Triangle[]>();
const placedSweeps = new Map<number, readonly Triangle[]>();

/**
 * A placed step's key in `placedSweeps`: a small integer (a string built for every lookup cost
 * more than the rest of the lookup) for poses within 512 of the origin, which every hall's are;
 * null for others, which are not remembered.
 */
function placedKey(p: RhombusPose, c: number, sense: TurnSense): number | null {
  const q = p.q + 512;
  const r = p.r + 512;
  if (!(q >= 0 && q < 1024 && r >= 0 && r < 1024)) return null;
  return ((q * 1024 + r) * 6 + mod6(p.d)) * 8 + c * 2 + (sense === 1 ? 1 : 0);
}

/**
 * The triangles a rhombus passes over in ONE 60° step about its corner (0 … 3), its start
 * and end positions included, as absolute triangles. The geometry is computed once for each
 * shape relative to its pivot and cached. What it comes to, 6 fields either way (the tests check
 * both by hand): about an acute corner, the 6 fields around the obtuse corner that leads the
 * turn; about an obtuse corner, the 3 fields around the pivot from start to end and, as each
 * other corner travels on an arc of radius 1 that bulges past the edge of the pivot's
 * hexagon, the 3 fields beyond those edges.
 */
export function rotationStepSweep(p: RhombusPose, corner: number, sense: TurnSense): readonly Triangle[] {
  const c = corner & 3;
  const whole = placedKey(p, c, sense);
  const known = whole === null ? undefined : placedSweeps.get(whole);
  if (known) return known;
  const pivot = rhombusCorners(p)[c]!;
  // Every pose is a turn (about the pivot) of one with d = 0: compute that one, turn the result.
  const d = mod6(p.d);
  const key = `${c},${sense}`;
  let cached = sweepCache.get(key);
  if (!cached) {
    const canonical: RhombusPose = { q: 0, r: 0, d: 0 };
    const at = rhombusCorners(canonical)[c]!;
    const rel: RhombusPose = { q: -at.q, r: -at.r, d: 0 };
    const poly = rhombusCorners(rel).map(vertexPoint);
    const origin = { x: 0, y: 0 };
    cached = [];
    for (let q = -3; q <= 3; q++)
      for (let r = -3; r <= 3; r++)
        for (const s of [0, 1] as const) {
          const t: Triangle = { q, r, s };
          // Nothing of a rhombus is farther than √3 from its corner: skip fields wholly beyond that.
          const near = Math.min(
            ...triangleCorners(t).map((v) => Math.hypot(vertexPoint(v).x, vertexPoint(v).y)),
          );
          if (near < 1.75 && sweptByStep(poly, origin, sense, t)) cached.push(t);
        }
    sweepCache.set(key, cached);
  }
  const origin = { q: 0, r: 0 };
  const placed = cached.map((t) => {
    if (d === 0) return { q: t.q + pivot.q, r: t.r + pivot.r, s: t.s };
    const [a, b, e] = triangleCorners(t).map((v) => addVertex(rotateVertex(v, origin, d), pivot)) as [
      Vertex,
      Vertex,
      Vertex,
    ];
    return cornersTriangle(a, b, e);
  });
  // Poses near a hall are a few thousand: remembering each one's sweeps is cheap.
  if (whole === null) return placed;
  if (placedSweeps.size > 50_000) placedSweeps.clear();
  placedSweeps.set(whole, placed);
  return placed;
}

/**
 * The triangles a turn of `steps` 60° steps (1 … 5) passes over: the union of its steps'
 * sweeps, in the order the turn reaches them (start position first, no repeats).
 */
export function rotationSweep(p: RhombusPose, corner: number, sense: TurnSense, steps: number): Triangle[] {
  const out: Triangle[] = [];
  const seen = new Set<string>();
  let pose = p;
  let c = corner & 3;
  for (let k = 0; k < steps; k++) {
    for (const t of rotationStepSweep(pose, c, sense)) {
      const key = `${t.q},${t.r},${t.s}`;
      if (!seen.has(key)) {
        seen.add(key);
        out.push(t);
      }
    }
    pose = rotatePose(pose, c, sense);
    c &= 3;
  }
  return out;
}

/** The triangles a slide passes over (every position on the way, the end included, not the start). */
export function slideSweep(p: RhombusPose, dir: TriDirection, steps: number): Triangle[] {
  const out: Triangle[] = [];
  for (let k = 1; k <= steps; k++) out.push(...rhombusTriangles(slidePose(p, dir, k)));
  return out;
}

// ---------------------------------------------------------------------------------
// The hall

export interface TriField {
  readonly id: number;
  readonly row: number;
  readonly col: number;
  /** Pointing up (▲). */
  readonly up: boolean;
  readonly tri: Triangle;
  /** `a5`: row letter, column from 1. */
  readonly name: string;
  /** Screen position of the centre (edge length 1, the hall's centre at 0, 0). */
  readonly x: number;
  readonly y: number;
}

export interface TriangleHall {
  readonly side: number;
  readonly size: number;
  readonly rows: number;
  /** Columns 0 … cols − 1. */
  readonly cols: number;
  readonly fields: readonly TriField[];
  /** The field of a triangle, or -1 outside the hall. */
  fieldOf(t: Triangle): number;
  /** The field at a row and column, or -1. */
  fieldAt(row: number, col: number): number;
  /** The field named `a5` (case-insensitive), or -1. */
  fieldNamed(name: string): number;
  /** The neighbour across side 0 (—), 1 (/) or 2 (\), or -1 at the hall's wall. */
  neighbour(field: number, side: number): number;
  /** Whether a vertex is in the hall (on its wall included). */
  hasVertex(v: Vertex): boolean;
  /** The fields around a vertex (up to 6), clockwise from the one east of it. */
  fieldsAround(v: Vertex): number[];
  /** The fields a rhombus pose covers, or null when it leaves the hall. */
  rhombusFields(p: RhombusPose): [number, number] | null;
  /** The fields of a list of triangles, or null if one is outside the hall. */
  fieldsOf(ts: readonly Triangle[]): number[] | null;
  /** The hall as a graph for `graph.ts`: fields are cells, sides 0–2 as above. */
  readonly graph: CellGraph;
}

const hallCache = new Map<number, TriangleHall>();

export const rowLetter = (row: number): string => String.fromCharCode(97 + row);

/** The hexagonal hall of side `side` (2 … 13): 6·side² fields. Halls are shared (immutable). */
export function triangleHall(side: number): TriangleHall {
  if (!Number.isInteger(side) || side < 1 || side > 13) throw new RangeError(`bad hall side ${side}`);
  const cached = hallCache.get(side);
  if (cached) return cached;
  const n = side;
  const inHex = (v: Vertex): boolean => Math.max(Math.abs(v.q), Math.abs(v.r), Math.abs(v.q + v.r)) <= n;
  const tris: Triangle[] = [];
  for (let r = -n; r < n; r++)
    for (let q = -2 * n; q <= 2 * n; q++)
      for (const s of [0, 1] as const) {
        const t: Triangle = { q, r, s };
        if (triangleCorners(t).every(inHex)) tris.push(t);
      }
  const colOf = (t: Triangle): number => 2 * t.q + t.r + t.s + 2 * n;
  tris.sort((a, b) => a.r - b.r || colOf(a) - colOf(b));
  const width = 4 * n - 1;
  const grid = new Int32Array(2 * n * width).fill(-1);
  const fields: TriField[] = tris.map((t, id) => {
    const row = t.r + n;
    const col = colOf(t);
    grid[row * width + col] = id;
    const c = triangleCentre(t);
    return { id, row, col, up: t.s === 1, tri: t, name: `${rowLetter(row)}${col + 1}`, x: c.x, y: c.y };
  });
  const fieldAt = (row: number, col: number): number =>
    row >= 0 && row < 2 * n && col >= 0 && col < width ? (grid[row * width + col] as number) : -1;
  const fieldOf = (t: Triangle): number => {
    const row = t.r + n;
    const col = colOf(t);
    const id = fieldAt(row, col);
    return id >= 0 && fields[id]!.tri.q === t.q && fields[id]!.tri.s === t.s ? id : -1;
  };
  const nbr = new Int32Array(fields.length * 3);
  for (const f of fields)
    for (let k = 0; k < 3; k++) nbr[f.id * 3 + k] = fieldOf(triangleNeighbour(f.tri, k));
  const neighbour = (field: number, side: number): number =>
    field >= 0 && field < fields.length && side >= 0 && side < 3 ? (nbr[field * 3 + side] as number) : -1;
  const fieldsOf = (ts: readonly Triangle[]): number[] | null => {
    const out: number[] = [];
    for (const t of ts) {
      const id = fieldOf(t);
      if (id < 0) return null;
      out.push(id);
    }
    return out;
  };
  const hall: TriangleHall = {
    side: n,
    size: fields.length,
    rows: 2 * n,
    cols: width,
    fields,
    fieldOf,
    fieldAt,
    fieldNamed(name) {
      const m = /^([a-z])(\d{1,2})$/i.exec(name.trim());
      if (!m) return -1;
      return fieldAt(m[1]!.toLowerCase().charCodeAt(0) - 97, Number(m[2]) - 1);
    },
    neighbour,
    hasVertex: inHex,
    fieldsAround(v) {
      const out: number[] = [];
      for (let k = 0; k < 6; k++) {
        const t = triangleOf(v, addVertex(v, UNIT[k]!), addVertex(v, UNIT[(k + 1) % 6]!));
        const id = t ? fieldOf(t) : -1;
        if (id >= 0) out.push(id);
      }
      return out;
    },
    rhombusFields(p) {
      const [a, b] = rhombusTriangles(p);
      const fa = fieldOf(a);
      const fb = fieldOf(b);
      return fa >= 0 && fb >= 0 ? [fa, fb] : null;
    },
    fieldsOf,
    graph: {
      size: fields.length,
      forEachNeighbour(cell, visit) {
        for (let k = 0; k < 3; k++) {
          const to = neighbour(cell, k);
          if (to >= 0) visit(to, k);
        }
      },
    },
  };
  hallCache.set(side, hall);
  return hall;
}

/**
 * The poses of rhombi that cover two given neighbouring fields: two, turned by 180° from
 * each other (empty if the fields are not neighbours). The first has its acute corner A
 * at the corner of the first field that is not on the shared edge.
 */
export function posesCovering(hall: TriangleHall, a: number, b: number): RhombusPose[] {
  const fa = hall.fields[a];
  const fb = hall.fields[b];
  if (!fa || !fb) return [];
  const ca = triangleCorners(fa.tri);
  const cb = triangleCorners(fb.tri);
  const shared = ca.filter((v) => cb.some((w) => sameVertex(v, w)));
  if (shared.length !== 2) return [];
  const apexA = ca.find((v) => !shared.some((w) => sameVertex(v, w)))!;
  const apexC = cb.find((v) => !shared.some((w) => sameVertex(v, w)))!;
  const out: RhombusPose[] = [];
  for (const [from, to] of [
    [apexA, apexC],
    [apexC, apexA],
  ] as const) {
    for (let d = 0; d < 6; d++) {
      const u = UNIT[d]!;
      const v = UNIT[(d + 1) % 6]!;
      if (from.q + u.q + v.q === to.q && from.r + u.r + v.r === to.r) out.push({ q: from.q, r: from.r, d });
    }
  }
  return out;
}

/** The corner (0 … 3) of a pose at vertex v, or -1. */
export function cornerAt(p: RhombusPose, v: Vertex): number {
  return rhombusCorners(p).findIndex((c) => sameVertex(c, v));
}

/**
 * Where a corner of a rhombus lies as seen from the rhombus's centre, as an hour on a clock
 * face (12 up, 3 right…): the four corners are on four different hours.
 */
export function cornerHour(p: RhombusPose, corner: number): number {
  const corners = rhombusCorners(p).map(vertexPoint);
  const cx = (corners[0]!.x + corners[2]!.x) / 2;
  const cy = (corners[0]!.y + corners[2]!.y) / 2;
  const c = corners[corner & 3]!;
  // Clockwise from up, in 30° steps.
  const angle = Math.atan2(c.x - cx, -(c.y - cy));
  const hour = Math.round((angle * 6) / Math.PI);
  return hour <= 0 ? hour + 12 : hour;
}

/** The corner (0 … 3) of a pose on a clock hour, or -1. */
export function cornerOfHour(p: RhombusPose, hour: number): number {
  for (let c = 0; c < 4; c++) if (cornerHour(p, c) === hour) return c;
  return -1;
}
