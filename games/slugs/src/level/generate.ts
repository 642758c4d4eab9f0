/**
 * The level generator: solvable levels from a seed, for each mode.
 *
 * - Defence: a braided maze (corridors on even cells, walls between, some walls knocked
 *   out so that there are loops), the base in the bottom-right corner, the slugs in the
 *   top-left corner waking at staggered turns, killing machines on corridor cells.
 * - Duel: the same maze made its own mirror image, base A bottom-left and its slugs top-right,
 *   base B bottom-right and its slugs top-left, so both players' slugs cross the middle
 *   (edition 1 of the rules: its own half turn, each player's slugs beside their base).
 * - Defence and duel maps are 15 × 15 (edition 1: 15 × 11): `MAP_LAYOUTS`, by edition.
 * - Escort: rooms walled round with the entrance door and the tied hero on the left and the
 *   exit door on the right, barriers with gaps between them, slugs on the right half; a
 *   campaign of rooms that grow harder.
 *
 * Solvable: every candidate is played by the planner (`bots/planner.ts`), and only a level
 * it wins is kept (a duel: the defence of base A against its own slugs, which by symmetry
 * is also B's). After a few failed candidates a level that is solvable by construction is
 * made instead: defence and duel put machines on every cell next to a base (a slug must
 * cross one to reach it); an escort room shuts its slug in a pocket whose only mouth is a
 * machine. Those are played too before they are returned.
 */
import { DIRECTIONS, type Point, Random, step } from '@daedalus/core';
import { choose, defaultAction, type PlannerSettings } from '../bots/planner.ts';
import { freshState } from '../rules/rooms.ts';
import { perform } from '../rules/turn.ts';
import { optionsSchema, SLUGS_EDITION, type SlugsState } from '../types.ts';
import { type Level, type LevelFile, type Mode, seatsOf } from './types.ts';
import { checkLevelFile } from './validate.ts';

/** How hard the planner tries when checking a candidate. */
const CHECK: PlannerSettings = { horizon: 40, maxCandidates: 24, pathCells: 6, attention: 1 };
/** The escort's check looks less far: the hero's every step is dearer to play forward. */
const CHECK_ESCORT: PlannerSettings = { horizon: 15, maxCandidates: 12, pathCells: 4, attention: 1 };
const TRIES = 4;
/** Turns a check may take (a level the planner cannot win sooner is not kept). */
const CHECK_TURNS = 100;
const CHECK_TURNS_ESCORT = 50;

type Grid = string[][];

const toRows = (g: Grid): string[] => g.map((r) => r.join(''));
const put = (g: Grid, p: Point, ch: string): void => {
  const row = g[p.y];
  if (row && p.x >= 0 && p.x < row.length) row[p.x] = ch;
};
const get = (g: Grid, p: Point): string => g[p.y]?.[p.x] ?? '';

/** A braided maze: corridors on even cells, carved depth-first, then some walls removed. */
function maze(width: number, height: number, random: Random, braid: number): Grid {
  const g: Grid = Array.from({ length: height }, () => Array.from({ length: width }, () => '#'));
  const start = { x: 0, y: 0 };
  put(g, start, '.');
  const stack: Point[] = [start];
  while (stack.length > 0) {
    const here = stack[stack.length - 1]!;
    const options = DIRECTIONS.map((d) => ({ d, to: step(here, d, 2) })).filter(
      ({ to }) => to.x >= 0 && to.y >= 0 && to.x < width && to.y < height && get(g, to) === '#',
    );
    if (options.length === 0) {
      stack.pop();
      continue;
    }
    const { d, to } = random.pick(options);
    put(g, step(here, d), '.');
    put(g, to, '.');
    stack.push(to);
  }
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (get(g, { x, y }) === '#' && (x % 2 === 0 || y % 2 === 0) && random.chance(braid))
        put(g, { x, y }, '.');
  return g;
}

const floorCells = (g: Grid): Point[] =>
  g.flatMap((row, y) => row.flatMap((c, x) => (c === '.' ? [{ x, y }] : [])));

function level(
  name: string,
  mode: Mode,
  g: Grid,
  stock: number[],
  wakes: Level['wakes'],
  tied = false,
): Level {
  return {
    name,
    mode,
    width: g[0]!.length,
    height: g.length,
    rows: toRows(g),
    stock,
    wakes: wakes.slice().sort((a, b) => a.y - b.y || a.x - b.x),
    tied,
    note: '',
  };
}

/** Plays a file with the planner for every seat; true if seat 0 (or the operator) wins. */
export function plannerWins(file: LevelFile, random: Random, settings: PlannerSettings = CHECK): boolean {
  const mode = file.rooms[0]!.mode;
  const options = optionsSchema.parse({ turnLimit: mode === 'escort' ? CHECK_TURNS_ESCORT : CHECK_TURNS });
  const s: SlugsState = freshState(options, mode, file, random.fork());
  for (let guard = 0; guard < CHECK_TURNS * seatsOf(mode) * file.rooms.length + 10 && !s.result; guard++) {
    const seat = s.current;
    const action = seat === 0 ? choose(s, seat, settings, random) : defaultAction(s);
    perform({ s, events: [] }, seat, action);
  }
  return s.result?.winners.includes(0) === true;
}

/** Slugs' cells near the top-left corner, in a mixed order. */
function cornerCells(g: Grid, random: Random, count: number, from: Point, taken: Point[]): Point[] {
  const near = floorCells(g)
    .filter((p) => Math.abs(p.x - from.x) + Math.abs(p.y - from.y) <= 4)
    .filter((p) => !taken.some((q) => q.x === p.x && q.y === p.y));
  return random.shuffle(near).slice(0, count);
}

function defenceCandidate(random: Random, difficulty: number, width: number, height: number): Level {
  const g = maze(width, height, random, 0.1 + 0.05 * random.int(3));
  const base = { x: width - 1, y: height - 1 };
  put(g, base, 'A');
  const slugs = cornerCells(g, random, 2 + Math.round(difficulty * 2), { x: 0, y: 0 }, []);
  for (const p of slugs) put(g, p, 'a');
  const wakes = slugs.slice(1).map((p, i) => ({ ...p, turn: 2 + i * 3 + random.int(4) }));
  const spots = floorCells(g).filter(
    (p) => Math.abs(p.x - base.x) + Math.abs(p.y - base.y) > 2 && p.x + p.y > 5,
  );
  for (const p of random.shuffle(spots).slice(0, 3 - Math.round(difficulty))) put(g, p, 'X');
  return level('Random defence', 'defence', g, [2 + slugs.length], wakes);
}

/** Machines on every cell next to base `ch`: no slug can reach it alive. */
export function guardBase(l: Level, ch: string): Level {
  const g: Grid = l.rows.map((r) => [...r]);
  const base = l.rows.flatMap((r, y) => [...r].flatMap((c, x) => (c === ch ? [{ x, y }] : [])))[0]!;
  for (const d of DIRECTIONS) {
    const p = step(base, d);
    if ('.#'.includes(get(g, p))) put(g, p, 'X');
  }
  return { ...l, rows: toRows(g) };
}

/** The size of generated defence and duel maps, and how a duel map is its own twin. */
export interface MapLayout {
  readonly width: number;
  readonly height: number;
  readonly duel: DuelSymmetry;
}

/**
 * Generated maps by the edition of the rules a table is played by (`SLUGS_EDITION`). A table
 * with a generated level makes it again from its seed whenever it opens, so each edition's maps
 * stay exactly as they were.
 */
export const MAP_LAYOUTS: Readonly<Record<number, MapLayout>> = {
  1: { width: 15, height: 11, duel: 'half-turn' },
  2: { width: 15, height: 15, duel: 'mirror' },
};

export const mapLayout = (edition: number = SLUGS_EDITION): MapLayout => {
  const layout = MAP_LAYOUTS[edition];
  if (!layout) throw new RangeError(`The Slug Labyrinth has no edition ${edition}.`);
  return layout;
};

export function generateDefence(random: Random, difficulty = 0.5, layout = mapLayout()): Level {
  const { width, height } = layout;
  let last: Level | null = null;
  for (let t = 0; t < TRIES; t++) {
    const candidate = defenceCandidate(random, difficulty, width, height);
    last = candidate;
    if (plannerWins({ campaign: null, rooms: [candidate] }, random)) return candidate;
  }
  return guardBase(last!, 'A');
}

/** The defence of base A in a duel map: B's base and slugs taken away. */
const halfOf = (l: Level): Level => ({
  ...l,
  mode: 'defence',
  rows: l.rows.map((r) => r.replace(/[Bb]/g, '.')),
  stock: [l.stock[0]!],
  wakes: l.wakes.filter((w) => l.rows[w.y]?.[w.x] === 'a'),
});

/**
 * How a duel map is made its own twin, so that each player has the other's map:
 * - `half-turn` (edition 1): the map turned half round; each player's slugs start in the corner
 *   beside their base (the top-left corner for base A at the bottom left);
 * - `mirror` (edition 2, the shared decisions: "a base in one corner of the map and AI in the
 *   other"): the map mirrored left to right; each player's slugs start in the top corner opposite
 *   their base, so both players' slugs cross the middle.
 */
export type DuelSymmetry = 'half-turn' | 'mirror';

function duelCandidate(
  random: Random,
  difficulty: number,
  width: number,
  height: number,
  symmetry: DuelSymmetry,
): Level {
  const g = maze(width, height, random, 0.12);
  const mirror = symmetry === 'mirror';
  const twin = mirror
    ? (p: Point): Point => ({ x: width - 1 - p.x, y: p.y })
    : (p: Point): Point => ({ x: width - 1 - p.x, y: height - 1 - p.y });
  // The map made its own twin: the left half and the middle column rule (mirror), or the upper
  // half and the left of the middle row (half turn).
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = { x, y };
      const q = twin(p);
      if (mirror ? x < q.x : y < q.y || (y === q.y && x < q.x)) put(g, q, get(g, p));
    }
  const baseA = { x: 0, y: height - 1 };
  put(g, baseA, 'A');
  put(g, twin(baseA), 'B');
  const corner = mirror ? { x: width - 1, y: 0 } : { x: 0, y: 0 };
  const slugs = cornerCells(g, random, 1 + Math.round(difficulty), corner, [baseA, twin(baseA)]).filter(
    mirror ? (p) => p.x > width / 2 : (p) => p.y < height / 2 - 1,
  );
  if (slugs.length === 0) slugs.push(corner);
  const wakes: { x: number; y: number; turn: number }[] = [];
  slugs.forEach((p, i) => {
    put(g, p, 'a');
    put(g, twin(p), 'b');
    if (i > 0) {
      const t = 2 + random.int(6);
      wakes.push({ ...p, turn: t }, { ...twin(p), turn: t });
    }
  });
  const spots = floorCells(g).filter(
    mirror ? (p) => p.x < width / 2 - 1 : (p) => p.y < height / 2 - 1 || p.y > height / 2,
  );
  for (const p of random.shuffle(spots).slice(0, 2)) {
    put(g, p, 'X');
    put(g, twin(p), 'X');
  }
  const stock = 2 + slugs.length;
  return level('Random duel', 'duel', g, [stock, stock], wakes);
}

export function generateDuel(random: Random, difficulty = 0.5, layout = mapLayout()): Level {
  let last: Level | null = null;
  for (let t = 0; t < TRIES; t++) {
    const candidate = duelCandidate(random, difficulty, layout.width, layout.height, layout.duel);
    last = candidate;
    if (plannerWins({ campaign: null, rooms: [halfOf(candidate)] }, random)) return candidate;
  }
  return guardBase(guardBase(last!, 'A'), 'B');
}

function escortCandidate(random: Random, index: number, difficulty: number): Level | null {
  const width = 12 + Math.round(difficulty * 2);
  const height = 9;
  const g: Grid = Array.from({ length: height }, (_, y) =>
    Array.from({ length: width }, (_, x) =>
      x === 0 || y === 0 || x === width - 1 || y === height - 1 ? '#' : '.',
    ),
  );
  const hy = 1 + random.int(height - 2);
  const ey = 1 + random.int(height - 2);
  put(g, { x: 0, y: hy }, 'D');
  put(g, { x: 1, y: hy }, 'H');
  put(g, { x: width - 1, y: ey }, 'E');
  const barriers = 1 + Math.round(difficulty * 2);
  const xs = random.shuffle(Array.from({ length: width - 6 }, (_, i) => i + 3)).slice(0, barriers);
  for (const x of xs) {
    const gaps = new Set([1 + random.int(height - 2), 1 + random.int(height - 2)]);
    for (let y = 1; y < height - 1; y++) if (!gaps.has(y)) put(g, { x, y }, '#');
  }
  const free = floorCells(g).filter((p) => p.x > 2);
  const slugs = random.shuffle(free.filter((p) => p.x >= width / 2)).slice(0, 1 + (difficulty > 0.5 ? 1 : 0));
  for (const p of slugs) put(g, p, 'h');
  const wakes = slugs.map((p, i) => ({
    ...p,
    turn: 1 + i * 4 + random.int(Math.max(1, 5 - Math.round(difficulty * 4))),
  }));
  const machines = difficulty > 0.6 ? 1 : 2;
  for (const p of random.shuffle(floorCells(g).filter((q) => q.x > 2)).slice(0, machines)) put(g, p, 'X');
  const room = level(
    `Room ${index + 1}`,
    'escort',
    g,
    [3 + barriers],
    wakes.filter((w) => w.turn > 1),
    index === 0,
  );
  const errors = checkLevelFile({ campaign: null, rooms: [room] }).filter((p) => p.severity === 'error');
  return errors.length === 0 ? room : null;
}

/** A room solvable by construction: the slug is shut in a pocket whose only mouth is a machine. */
export function pocketRoom(index: number): Level {
  const g: Grid = ['############', '#........#h#', 'DH........X#', '#..........E', '############'].map(
    (r) => [...r],
  );
  return level(`Room ${index + 1}`, 'escort', g, [3], [], index === 0);
}

/** One escort room (solvable: the planner leads the hero out of it from a full stress bar). */
export function generateRoom(random: Random, index = 0, difficulty = 0.5): Level {
  for (let t = 0; t < TRIES * 2; t++) {
    const candidate = escortCandidate(random, index, difficulty);
    if (candidate && plannerWins({ campaign: null, rooms: [candidate] }, random, CHECK_ESCORT))
      return candidate;
  }
  return pocketRoom(index);
}

/** A campaign of rooms growing harder (more barriers and slugs, fewer machines). */
export function generateCampaign(random: Random, rooms = 5): LevelFile {
  const out = Array.from({ length: rooms }, (_, i) =>
    generateRoom(random, i, rooms > 1 ? i / (rooms - 1) : 0.5),
  );
  return { campaign: 'Random campaign', rooms: out };
}

/**
 * A file of generated levels for a mode (the `random` level) by an edition's layout: one level,
 * or a campaign of three rooms (five take several seconds to check; `generateCampaign` makes
 * any number).
 */
export function generateFile(mode: Mode, random: Random, edition: number = SLUGS_EDITION): LevelFile {
  if (mode === 'escort') return generateCampaign(random, 3);
  const layout = mapLayout(edition);
  return {
    campaign: null,
    rooms: [mode === 'duel' ? generateDuel(random, 0.5, layout) : generateDefence(random, 0.5, layout)],
  };
}

/** For tests and tools: a generated file from a seed string (the current edition). */
export const generateFromSeed = (mode: Mode, seed: string): LevelFile =>
  generateFile(mode, Random.fromSeed(seed));
