/**
 * The seeded plan generator. It builds a plan in stages — shape, river systems, pits,
 * weaponries, hospitals, encephalitis, land, treasures, walls (a random spanning maze
 * thinned to the wanted density), exits — then repairs walls until every cell is
 * reachable by the real movement rules, and finally runs the validator. A plan with a
 * mandatory violation is never returned: the generator retries with the same random
 * stream, and returns an error when the parameters cannot fit the shape.
 *
 * Recommendations (B.8) are followed by default: the first attempts must produce no
 * warning except those the parameters themselves ask for (e.g. one weaponry); when the
 * shape is too small for that, later attempts accept any valid plan with the fewest
 * warnings. Randomness comes only from core `Random` (no Math.random).
 */
import {
  DIRECTIONS,
  type Direction,
  err,
  fail,
  graphDistances,
  ok,
  opposite,
  type Point,
  Random,
  type Result,
  type RuleError,
  squareGraph,
  step,
} from '@daedalus/core';
import { z } from 'zod';
import { wordedError } from '../lang/errors-en.ts';
import { MAX_PLAN_SIDE, normalizePlan } from './json.ts';
import { inaccessibleCells, RIVER_MODES, type RiverMode } from './movement.ts';
import { indexOfPoint, isCell, isOuter, planCells } from './query.ts';
import type { CellType, Exit, Plan, PlanIssue, Treasure } from './types.ts';
import { reachability, validatePlan } from './validate.ts';

export const SHAPES = ['rectangle', 'no-corners', 'cross'] as const;
export type Shape = (typeof SHAPES)[number];

const count = (what: string) =>
  z
    .number()
    .int()
    .min(0)
    .max(MAX_PLAN_SIDE * MAX_PLAN_SIDE)
    .optional()
    .describe(what);

export const generateOptionsSchema = z.object({
  width: z.number().int().min(1).max(MAX_PLAN_SIDE).default(6).describe('Width of the labyrinth in cells.'),
  height: z.number().int().min(1).max(MAX_PLAN_SIDE).default(6).describe('Height of the labyrinth in cells.'),
  shape: z
    .enum(SHAPES)
    .default('rectangle')
    .describe(
      'Outline: the full rectangle, the rectangle without its four corner cells, or a cross (plus sign).',
    ),
  mask: z
    .array(z.boolean())
    .optional()
    .describe('Row-major cells of a custom shape (true = a cell); overrides `shape`; must be connected.'),
  players: z
    .number()
    .int()
    .min(1)
    .max(6)
    .default(3)
    .describe('Number of players (bounds the fake treasures).'),
  weaponries: count('Weaponry cells (default: 2 from 12 cells, 3 from 60, else 1).'),
  hospitals: count('Hospital cells (default: as weaponries).'),
  pits: count('Pit cells in all (default: 2 per loop, 3 per loop from 36 cells).'),
  pitLoops: count('Pit loops (default: 1 from 16 cells, 2 from 50, else none).'),
  riverSystems: count(
    'River systems, each one delta with its rivers (default: 1 from 9 cells, 2 from 36, 3 from 80).',
  ),
  maxRiverLength: z
    .number()
    .int()
    .min(1)
    .max(MAX_PLAN_SIDE * MAX_PLAN_SIDE)
    .optional()
    .describe('Most river cells in one system (default: max(2, ⌊0.6·√cells⌋)).'),
  riverBranches: z
    .number()
    .int()
    .min(1)
    .max(MAX_PLAN_SIDE * MAX_PLAN_SIDE)
    .optional()
    .describe(
      'B.7.1: most branches (river sources) in one system; 1 makes every system one unbranched river (default: no limit).',
    ),
  encephalitis: count('Encephalitis cells (default: 1 from 20 cells, 2 from 64).'),
  fakes: count(
    'Fake treasures (default: 1, 2 from 30 cells, never more than the players; none under 4 cells).',
  ),
  exits: z
    .number()
    .int()
    .min(2)
    .max(4 * MAX_PLAN_SIDE)
    .optional()
    .describe('Exits (default: outer sides / 8, between 2 and 6).'),
  openExits: count('Exits open at the start (default: half the exits, at least 1).'),
  wallDensity: z
    .number()
    .min(0)
    .max(1)
    .default(0.3)
    .describe('Share of inner sides with a wall, at most that of a perfect maze (default 0.3).'),
  recommendations: z
    .boolean()
    .default(true)
    .describe('Follow the recommendations of B.8 where the shape allows.'),
  landmines: z
    .boolean()
    .default(false)
    .describe('Landmines are played: by default more exits than players where the outline allows (B.5.7).'),
  rivers: z
    .enum(RIVER_MODES)
    .default('normal')
    .describe(
      'The table’s rivers (B.7.4): reachability and exits (B.8.4, B.8.5) are checked under them (turbulent: nobody stands in a river).',
    ),
});
export type GenerateOptions = z.input<typeof generateOptionsSchema>;

/** Every parameter, defaults filled in. */
export interface GenerateSettings {
  readonly width: number;
  readonly height: number;
  readonly mask: readonly boolean[] | undefined;
  readonly players: number;
  readonly weaponries: number;
  readonly hospitals: number;
  readonly pits: number;
  readonly pitLoops: number;
  readonly riverSystems: number;
  readonly maxRiverLength: number;
  /** Most sources (branches) per river system (B.7.1); null: no limit. */
  readonly riverBranches: number | null;
  readonly encephalitis: number;
  readonly fakes: number;
  readonly exits: number;
  readonly openExits: number;
  readonly wallDensity: number;
  readonly recommendations: boolean;
  readonly landmines: boolean;
  readonly rivers: RiverMode;
}

export interface GeneratedPlan {
  readonly plan: Plan;
  /** Recommendations the plan does not follow (empty in most cases). */
  readonly warnings: readonly PlanIssue[];
  readonly settings: GenerateSettings;
  /** How many layouts were tried (1 when the first one was good). */
  readonly attempts: number;
}

/** The mask of a preset shape, or undefined for the full rectangle. */
export function shapeMask(
  shape: Shape,
  width: number,
  height: number,
): Result<boolean[] | undefined, RuleError> {
  if (shape === 'rectangle') return ok(undefined);
  if (width < 3 || height < 3) return err(wordedError('plan/generate-shape', shape, width, height));
  const mask: boolean[] = [];
  const bandX0 = Math.floor(width / 3);
  const bandX1 = width - bandX0;
  const bandY0 = Math.floor(height / 3);
  const bandY1 = height - bandY0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (shape === 'no-corners') mask.push(!((x === 0 || x === width - 1) && (y === 0 || y === height - 1)));
      else mask.push((x >= bandX0 && x < bandX1) || (y >= bandY0 && y < bandY1));
    }
  return ok(mask);
}

function outerSideCount(shape: Pick<Plan, 'width' | 'height' | 'mask'>): number {
  let n = 0;
  for (const p of planCells(shape)) for (const d of DIRECTIONS) if (isOuter(shape, p, d)) n++;
  return n;
}

/** Fills in the defaults, which depend on the number of cells. */
export function resolveSettings(input: GenerateOptions): Result<GenerateSettings, RuleError> {
  const parsed = generateOptionsSchema.safeParse(input);
  if (!parsed.success)
    return fail(
      'plan/generate-options',
      `bad generator options: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const o = parsed.data;
  let mask: boolean[] | undefined;
  if (o.mask !== undefined) {
    if (o.mask.length !== o.width * o.height)
      return err(wordedError('plan/generate-shape#mask', o.mask.length, o.width, o.height));
    mask = o.mask.every(Boolean) ? undefined : o.mask.slice();
  } else {
    const m = shapeMask(o.shape, o.width, o.height);
    if (!m.ok) return m;
    mask = m.value;
  }
  const shape = { width: o.width, height: o.height, mask };
  const n = planCells(shape).length;
  const step2 = (a: number, b: number, c: number, v: [number, number, number, number]): number =>
    n >= c ? v[3] : n >= b ? v[2] : n >= a ? v[1] : v[0];
  const weaponries = o.weaponries ?? step2(12, 60, Number.POSITIVE_INFINITY, [1, 2, 3, 3]);
  const sizeLoops = step2(16, 50, Number.POSITIVE_INFINITY, [0, 1, 2, 2]);
  const pitLoops =
    o.pitLoops ??
    (o.pits === undefined
      ? sizeLoops
      : o.pits < 2
        ? 0
        : Math.max(1, Math.min(sizeLoops, Math.floor(o.pits / 2))));
  const outer = outerSideCount(shape);
  const baseExits = Math.max(2, Math.min(6, Math.floor(outer / 8)));
  const exits =
    o.exits ??
    (o.landmines ? Math.max(baseExits, Math.min(o.players + 1, Math.floor(outer / 4))) : baseExits);
  return ok({
    width: o.width,
    height: o.height,
    mask,
    players: o.players,
    weaponries,
    hospitals: o.hospitals ?? weaponries,
    pits: o.pits ?? pitLoops * (n >= 36 ? 3 : 2),
    pitLoops,
    riverSystems: o.riverSystems ?? step2(9, 36, 80, [0, 1, 2, 3]),
    maxRiverLength: o.maxRiverLength ?? Math.max(2, Math.floor(0.6 * Math.sqrt(n))),
    riverBranches: o.riverBranches ?? null,
    encephalitis: o.encephalitis ?? step2(20, 64, Number.POSITIVE_INFINITY, [0, 1, 2, 2]),
    fakes: o.fakes ?? (n < 4 ? 0 : Math.min(o.players, n >= 30 ? 2 : 1)),
    exits,
    openExits: o.openExits ?? Math.max(1, Math.floor(exits / 2)),
    wallDensity: o.wallDensity,
    recommendations: o.recommendations,
    landmines: o.landmines,
    rivers: o.rivers,
  });
}

/** Why the parameters cannot fit the shape (`plan/generate-impossible`), or null. */
function impossibility(s: GenerateSettings, n: number, connected: boolean): RuleError | null {
  if (!connected) return wordedError('plan/generate-impossible#disconnected');
  if (s.weaponries < 1) return wordedError('plan/generate-impossible#no-weaponry');
  if (s.hospitals < 1) return wordedError('plan/generate-impossible#no-hospital');
  if (s.pits === 1) return wordedError('plan/generate-impossible#one-pit');
  if (s.pits > 0 && s.pitLoops < 1) return wordedError('plan/generate-impossible#no-loop', s.pits);
  if (s.pits < 2 * s.pitLoops) return wordedError('plan/generate-impossible#few-pits', s.pitLoops);
  if (s.openExits > s.exits) return wordedError('plan/generate-impossible#open-exits', s.openExits, s.exits);
  const need = s.weaponries + s.hospitals + s.encephalitis + s.pits + 2 * s.riverSystems + 1 + s.fakes;
  if (need > n) return wordedError('plan/generate-impossible#too-small', need, n);
  return null;
}

function isConnected(shape: Pick<Plan, 'width' | 'height' | 'mask'>): boolean {
  const cells = planCells(shape);
  if (cells.length === 0) return false;
  const dist = graphDistances(squareGraph(shape), indexOfPoint(shape, cells[0] as Point), () => true);
  return cells.every((p) => (dist[indexOfPoint(shape, p)] as number) >= 0);
}

/** Warnings the parameters themselves ask for (so they never cause a retry). */
function acceptedWarnings(s: GenerateSettings): Set<string> {
  const out = new Set<string>();
  if (s.weaponries < 2) out.add('advice/few-weaponries');
  if (s.hospitals < 2) out.add('advice/few-hospitals');
  if (s.fakes < 1) out.add('advice/no-fake');
  if (s.fakes > s.players) out.add('advice/many-fakes');
  if (s.openExits < 1) out.add('advice/no-open-exit');
  if (s.exits <= s.players) out.add('advice/few-exits-for-landmines');
  return out;
}

const STRICT_ATTEMPTS = 40;
const MAX_ATTEMPTS = 250;

/**
 * Generates a plan satisfying every mandatory requirement of B.8 (checked by
 * `validatePlan` before returning), and by default the recommendations where the shape
 * allows. Deterministic: the same options and seed give the same plan.
 */
export function generatePlan(
  options: GenerateOptions,
  seed: string | Random,
): Result<GeneratedPlan, RuleError> {
  const settings = resolveSettings(options);
  if (!settings.ok) return settings;
  const s = settings.value;
  const shape = { width: s.width, height: s.height, mask: s.mask };
  const n = planCells(shape).length;
  const why = impossibility(s, n, isConnected(shape));
  if (why !== null) return err(why);
  const rng = typeof seed === 'string' ? Random.fromSeed(seed) : seed;
  const accepted = acceptedWarnings(s);
  let best: { plan: Plan; warnings: PlanIssue[]; attempts: number } | null = null;
  let lastProblem = 'no attempt made';
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const strict = s.recommendations && attempt <= STRICT_ATTEMPTS;
    const built = buildPlan(s, rng, strict);
    if (typeof built === 'string') {
      lastProblem = built;
      continue;
    }
    const report = validatePlan(built, { players: s.players, landmines: s.landmines, rivers: s.rivers });
    if (!report.ok) {
      lastProblem = report.errors.map((e) => e.message).join('; ');
      continue;
    }
    const warnings = report.warnings.filter((w) => !accepted.has(w.code));
    if (!s.recommendations || warnings.length === 0)
      return ok({ plan: built, warnings: report.warnings, settings: s, attempts: attempt });
    if (best === null || warnings.length < best.warnings.length)
      best = { plan: built, warnings: report.warnings.slice(), attempts: attempt };
    if (!strict) return ok({ plan: best.plan, warnings: best.warnings, settings: s, attempts: attempt });
  }
  if (best !== null)
    return ok({ plan: best.plan, warnings: best.warnings, settings: s, attempts: MAX_ATTEMPTS });
  return err(wordedError('plan/generate-failed', MAX_ATTEMPTS, lastProblem));
}

interface Work {
  readonly s: GenerateSettings;
  readonly rng: Random;
  readonly strict: boolean;
  readonly cells: CellType[];
  readonly flow: (Direction | null)[];
  readonly taken: boolean[];
  readonly all: Point[];
}

const idx = (w: Work, p: Point): number => p.y * w.s.width + p.x;
const cellOf = (w: Work, p: Point): boolean => isCell(w.s, p);
const neighbourCells = (w: Work, p: Point): Point[] =>
  DIRECTIONS.map((d) => step(p, d)).filter((q) => cellOf(w, q));

/** One attempt: a complete plan, or a sentence saying why this layout failed. */
function buildPlan(s: GenerateSettings, rng: Random, strict: boolean): Plan | string {
  const size = s.width * s.height;
  const w: Work = {
    s,
    rng,
    strict,
    cells: new Array<CellType>(size).fill('land'),
    flow: new Array<Direction | null>(size).fill(null),
    taken: new Array<boolean>(size).fill(false),
    all: planCells(s),
  };
  const reserve = s.weaponries + s.hospitals + s.encephalitis + s.pits + 1 + s.fakes;
  const rivers = placeRivers(w, w.all.length - reserve);
  if (typeof rivers === 'string') return rivers;
  const pitLoops = placePits(w);
  const placed = placeSpecials(w);
  if (placed !== null) return placed;
  const treasures = placeTreasures(w);
  const walls = buildWalls(w);
  const plan: Plan = {
    width: s.width,
    height: s.height,
    ...(s.mask === undefined ? {} : { mask: s.mask }),
    cells: w.cells,
    wallRight: walls.right,
    wallDown: walls.down,
    exits: [],
    flow: w.flow,
    pitLoops,
    treasures,
  };
  const repaired = repairReachability(w, plan, walls);
  if (repaired !== null) return repaired;
  const exits = placeExits(w, plan);
  if (typeof exits === 'string') return exits;
  return normalizePlan({ ...plan, exits });
}

/** River systems (B.4.5): a delta, then river cells grown upstream, each flowing to the cell it grew from. */
function placeRivers(w: Work, budget: number): string | null {
  const { s, rng } = w;
  let left = budget;
  const deltas: Point[] = [];
  for (let sys = 0; sys < s.riverSystems; sys++) {
    const systemsLeft = s.riverSystems - sys;
    // Keep two cells for every system still to place.
    const canUse = left - 2 * (systemsLeft - 1);
    if (canUse < 2) return 'no room for the river systems';
    const candidates = w.all.filter((p) => {
      if (w.taken[idx(w, p)]) return false;
      const free = neighbourCells(w, p).filter((q) => !w.taken[idx(w, q)]).length;
      if (free < (w.strict ? 2 : 1)) return false;
      if (neighbourCells(w, p).length < (w.strict ? 3 : 2)) return false;
      return !(w.strict && deltas.some((d) => Math.abs(d.x - p.x) + Math.abs(d.y - p.y) <= 1));
    });
    if (candidates.length === 0) return 'no room for a delta';
    const delta = rng.pick(candidates);
    deltas.push(delta);
    w.cells[idx(w, delta)] = 'delta';
    w.taken[idx(w, delta)] = true;
    // A delta keeps ways out: at most all-but-one (all-but-two when following the advice) of its sides flow in.
    const maxInflow = Math.max(1, neighbourCells(w, delta).length - (w.strict ? 2 : 1));
    let inflow = 0;
    const length = Math.min(rng.range(1, s.maxRiverLength), canUse - 1);
    const system: Point[] = [delta];
    let last = delta;
    // B.7.1 river branches: a river grown into a cell that already has an inflow starts a new branch
    // (a new source); one grown into a source only lengthens its branch.
    const fed = new Set<number>();
    let sources = 0;
    for (let k = 0; k < length; k++) {
      const bases = rng.chance(0.7) ? [last, ...rng.shuffle(system)] : rng.shuffle(system);
      let grown: { at: Point; into: Point; dir: Direction } | null = null;
      for (const base of bases) {
        if (base === delta && inflow >= maxInflow) continue;
        const branching = base === delta ? inflow > 0 : fed.has(idx(w, base));
        if (s.riverBranches !== null && branching && sources >= s.riverBranches) continue;
        const options = DIRECTIONS.map((d) => ({ d, q: step(base, d) })).filter(
          ({ q }) => cellOf(w, q) && !w.taken[idx(w, q)],
        );
        if (options.length === 0) continue;
        const { d, q } = rng.pick(options);
        grown = { at: q, into: base, dir: opposite(d) };
        break;
      }
      if (grown === null) break;
      if (grown.into === delta ? inflow > 0 : fed.has(idx(w, grown.into))) sources++;
      else if (grown.into === delta) sources = 1;
      fed.add(idx(w, grown.into));
      if (grown.into === delta) inflow++;
      w.cells[idx(w, grown.at)] = 'river';
      w.flow[idx(w, grown.at)] = grown.dir;
      w.taken[idx(w, grown.at)] = true;
      system.push(grown.at);
      last = grown.at;
    }
    if (system.length < 2) return 'a delta found no room for its river';
    left -= system.length;
  }
  return null;
}

/** Pits (B.4.4): the wanted number of pit cells, split into loops of at least two, in random order. */
function placePits(w: Work): Point[][] {
  const { s, rng } = w;
  const free = rng.shuffle(w.all.filter((p) => !w.taken[idx(w, p)]));
  const pits = free.slice(0, s.pits);
  for (const p of pits) {
    w.cells[idx(w, p)] = 'pit';
    w.taken[idx(w, p)] = true;
  }
  const loops: Point[][] = [];
  if (s.pitLoops === 0) return loops;
  const sizes = new Array<number>(s.pitLoops).fill(2);
  for (let extra = s.pits - 2 * s.pitLoops; extra > 0; extra--) {
    const k = rng.int(s.pitLoops);
    sizes[k] = (sizes[k] as number) + 1;
  }
  let at = 0;
  for (const size of sizes) {
    loops.push(pits.slice(at, at + size));
    at += size;
  }
  return loops;
}

/** Weaponries, hospitals (not next to a weaponry when following the advice) and encephalitis cells. */
function placeSpecials(w: Work): string | null {
  const { s, rng } = w;
  const free = (): Point[] => rng.shuffle(w.all.filter((p) => !w.taken[idx(w, p)]));
  const put = (p: Point, t: CellType): void => {
    w.cells[idx(w, p)] = t;
    w.taken[idx(w, p)] = true;
  };
  for (const p of free().slice(0, s.weaponries)) put(p, 'weaponry');
  const nearWeaponry = (p: Point): boolean =>
    neighbourCells(w, p).some((q) => w.cells[idx(w, q)] === 'weaponry');
  const hospitalSpots = free().filter((p) => !(w.strict && nearWeaponry(p)));
  if (hospitalSpots.length < s.hospitals) return 'no room for hospitals away from the weaponries';
  for (const p of hospitalSpots.slice(0, s.hospitals)) put(p, 'hospital');
  for (const p of free().slice(0, s.encephalitis)) put(p, 'encephalitis');
  return null;
}

/** One true treasure and the fakes, each on its own land cell. */
function placeTreasures(w: Work): Treasure[] {
  const land = w.rng.shuffle(w.all.filter((p) => !w.taken[idx(w, p)]));
  const out: Treasure[] = [];
  land.slice(0, 1 + w.s.fakes).forEach((p, k) => {
    out.push({ at: p, true: k === 0 });
  });
  return out;
}

interface Walls {
  right: boolean[];
  down: boolean[];
}

/**
 * Inner walls: a random spanning maze (Kruskal) over every cell, flows always open,
 * then opened at random down to the wanted density. Deltas keep open sides.
 */
function buildWalls(w: Work): Walls {
  const { s, rng } = w;
  const size = s.width * s.height;
  const right = new Array<boolean>(size).fill(false);
  const down = new Array<boolean>(size).fill(false);
  const parent = Array.from({ length: size }, (_, i) => i);
  const find = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] as number;
    let j = i;
    while (parent[j] !== r) {
      const next = parent[j] as number;
      parent[j] = r;
      j = next;
    }
    return r;
  };
  const union = (a: number, b: number): boolean => {
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return false;
    parent[ra] = rb;
    return true;
  };
  const sides: { p: Point; d: 'right' | 'down' }[] = [];
  for (const p of w.all)
    for (const d of ['right', 'down'] as const) {
      const q = step(p, d);
      if (!cellOf(w, q)) continue;
      const isFlow =
        (w.cells[idx(w, p)] === 'river' && w.flow[idx(w, p)] === d) ||
        (w.cells[idx(w, q)] === 'river' && w.flow[idx(w, q)] === (d === 'right' ? 'left' : 'up'));
      if (isFlow) union(idx(w, p), idx(w, q));
      else sides.push({ p, d });
    }
  const walls: { p: Point; d: 'right' | 'down' }[] = [];
  for (const side of rng.shuffle(sides)) {
    if (!union(idx(w, side.p), idx(w, step(side.p, side.d)))) walls.push(side);
  }
  const target = Math.round(s.wallDensity * sides.length);
  const kept = walls.slice(0, Math.min(target, walls.length));
  for (const { p, d } of kept) (d === 'right' ? right : down)[idx(w, p)] = true;
  if (w.strict) {
    // Keep at least two non-inflow sides of each delta open (B.8 rec. 4).
    for (const p of w.all) {
      if (w.cells[idx(w, p)] !== 'delta') continue;
      const outs = DIRECTIONS.filter((d) => {
        const q = step(p, d);
        return cellOf(w, q) && !(w.cells[idx(w, q)] === 'river' && w.flow[idx(w, q)] === opposite(d));
      });
      for (const d of rng.shuffle(outs).slice(0, 2)) setWall({ right, down }, w, p, d, false);
    }
  }
  return { right, down };
}

function setWall(walls: Walls, w: Work, p: Point, d: Direction, value: boolean): void {
  if (d === 'right') walls.right[idx(w, p)] = value;
  else if (d === 'down') walls.down[idx(w, p)] = value;
  else if (d === 'left') walls.right[idx(w, step(p, 'left'))] = value;
  else walls.down[idx(w, step(p, 'up'))] = value;
}

function getWall(walls: Walls, w: Work, p: Point, d: Direction): boolean {
  if (d === 'right') return walls.right[idx(w, p)] === true;
  if (d === 'down') return walls.down[idx(w, p)] === true;
  if (d === 'left') return walls.right[idx(w, step(p, 'left'))] === true;
  return walls.down[idx(w, step(p, 'up'))] === true;
}

/** Opens walls next to cells that cannot be reached or left until B.8.5 holds; a sentence when it cannot. */
function repairReachability(w: Work, plan: Plan, walls: Walls): string | null {
  for (let round = 0; round < 4 * w.all.length; round++) {
    const r = reachability(plan, w.s.rivers);
    const failing = [...r.unreachable, ...r.trapped];
    if (failing.length === 0) return null;
    const seen = new Set<number>();
    let opened = 0;
    for (const p of w.rng.shuffle(failing)) {
      if (seen.has(idx(w, p))) continue;
      seen.add(idx(w, p));
      let ring = [p];
      for (let depth = 0; depth < 3; depth++) {
        const closed: { at: Point; d: Direction }[] = [];
        for (const c of ring)
          for (const d of DIRECTIONS)
            if (cellOf(w, step(c, d)) && getWall(walls, w, c, d)) closed.push({ at: c, d });
        if (closed.length > 0) {
          const pick = w.rng.pick(closed);
          setWall(walls, w, pick.at, pick.d, false);
          opened++;
          break;
        }
        ring = ring.flatMap((c) => neighbourCells(w, c));
      }
    }
    if (opened === 0) return 'rivers cut some cells off and no wall can be removed to reach them';
  }
  return 'reachability could not be repaired';
}

/** Exits on outer sides of reachable cells (never where nobody can stand: a river source), away from the true treasure when advised. */
function placeExits(w: Work, plan: Plan): Exit[] | string {
  const { s, rng } = w;
  const sources = new Set(inaccessibleCells(plan, s.rivers).map((p) => idx(w, p)));
  const truth = plan.treasures.find((t) => t.true)?.at;
  const all: { at: Point; side: Direction }[] = [];
  for (const p of w.all) {
    if (sources.has(idx(w, p))) continue;
    for (const d of DIRECTIONS) if (isOuter(plan, p, d)) all.push({ at: p, side: d });
  }
  const far = all.filter(
    (e) => truth === undefined || Math.abs(e.at.x - truth.x) + Math.abs(e.at.y - truth.y) > 1,
  );
  const pool = w.strict || far.length >= s.exits ? far : all;
  if (pool.length < s.exits) return `only ${pool.length} outer sides can hold an exit, ${s.exits} wanted`;
  // Spread the exits: distinct cells first.
  const shuffled = rng.shuffle(pool);
  const chosen: { at: Point; side: Direction }[] = [];
  const used = new Set<number>();
  for (const e of shuffled)
    if (chosen.length < s.exits && !used.has(idx(w, e.at))) {
      chosen.push(e);
      used.add(idx(w, e.at));
    }
  for (const e of shuffled) if (chosen.length < s.exits && !chosen.includes(e)) chosen.push(e);
  return chosen.map((e, k) => ({ at: e.at, side: e.side, open: k < s.openExits }));
}
