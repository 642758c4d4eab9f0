/**
 * Hand-built positions for tests, bug reports and puzzles.
 *
 * `buildScenario` reads the short scenario form (JSON, `daedalus scenario`, documented in
 * docs/games/shifting-maze.md): the revealed cubes by hand (tile and rotation), Destroyed Cubes,
 * Challengers, Defenders, objects, bodies, Power Points and the coming Maze Event — no tile bag
 * and no generator state: the tiles not in the maze fill the bag, shuffled by the seed.
 *
 * `buildPosition` is the form of the rule tests: the maze drawn as ten rows of ten characters
 * (spaces between them are ignored): box-drawing characters = a cube whose lines are its open
 * doorways (┼ ├ ┤ ┬ ┴ ┌ ┐ └ ┘ │ ─ ╵ ╶ ╷ ╴), `.` = unrevealed, `#` = Destroyed Cube.
 * The rest of the 360 tiles fills the bag (shuffled by the seed), with `next` on top.
 */
import {
  DIRECTIONS,
  type Direction,
  err,
  fail,
  type Point,
  parseWith,
  Random,
  type Result,
  type RuleError,
} from '@daedalus/core';
import { z } from 'zod';
import { type ErrorWords, wordedError } from './lang/errors-en.ts';
import { decodePosition, mazeEvent } from './position.ts';
import { type Ctx, cloneState, freshChallenger } from './rules/board.ts';
import { advance } from './rules/flow.ts';
import { doomedSeats } from './rules/maze-events.ts';
import {
  BAG_COMPOSITION,
  maskOfBox,
  rotateDoors,
  TILE_KINDS,
  type TileKind,
  tileKind,
  tileOf,
} from './rules/tiles.ts';
import { startRows } from './setup.ts';
import {
  type Cell,
  type Challenger,
  FAR_X,
  type Item,
  optionsSchema,
  SIZE,
  type SmEvent,
  type SmOptions,
  type SmState,
  START_X,
  type Stage,
} from './types.ts';

export interface ChallengerSpec {
  /** A maze position, 'start' (own start area), 'far' (far side, at row y of `farRow`), or 'dead'. */
  at: Point | 'start' | 'far' | 'dead';
  farRow?: number;
  pp?: number;
  items?: Item[];
  stunned?: boolean;
  owed?: number;
}

export interface PositionSpec {
  maze: readonly string[];
  challengers: readonly ChallengerSpec[];
  defenders?: readonly { id?: number; at: Point; stunned?: boolean; came?: Direction | null }[];
  /** Objects lying in cubes. */
  items?: readonly { at: Point; item: Item }[];
  /** Tiles drawn next, in order (doorway masks or box characters). */
  next?: readonly (number | string)[];
  options?: Partial<SmOptions>;
  seed?: string;
  current?: number;
  stage?: Stage;
  turns?: number;
}

const maskOf = (t: number | string): number => {
  const m = typeof t === 'number' ? t : maskOfBox(t);
  if (m === undefined) throw new Error(`"${t}" is not a tile`);
  return m;
};

export function parseMaze(rows: readonly string[]): Cell[] {
  if (rows.length !== SIZE) throw new Error(`the maze needs ${SIZE} rows, got ${rows.length}`);
  const cells: Cell[] = [];
  for (const [y, row] of rows.entries()) {
    const chars = Array.from(row.replace(/ /g, ''));
    if (chars.length !== SIZE) throw new Error(`row ${y} needs ${SIZE} cells, got ${chars.length}: "${row}"`);
    for (const ch of chars) {
      if (ch === '.') cells.push(null);
      else if (ch === '#') cells.push('destroyed');
      else cells.push({ doors: maskOf(ch), items: [], bodies: [] });
    }
  }
  return cells;
}

export function buildPosition(spec: PositionSpec): SmState {
  return positionOf(parseMaze(spec.maze), spec);
}

/**
 * A consistent state from the maze cells and the rest of a spec: objects put in their cubes, the tiles not in
 * the maze filling the bag (shuffled by the seed, `next` on top), the Challengers, Defenders and stage.
 */
function positionOf(cells: Cell[], spec: Omit<PositionSpec, 'maze'>): SmState {
  const random = Random.fromSeed(spec.seed ?? 'fixture');
  for (const { at, item } of spec.items ?? []) {
    const c = cells[at.y * SIZE + at.x];
    if (!c || c === 'destroyed') throw new Error(`no cube at (${at.x}, ${at.y}) for an object`);
    c.items.push(item);
  }
  const next = (spec.next ?? []).map(maskOf);
  const left: Record<string, number> = { ...BAG_COMPOSITION };
  for (const c of cells) if (c && c !== 'destroyed') left[tileKind(c.doors)]!--;
  for (const m of next) left[tileKind(m)]!--;
  const rest: number[] = [];
  for (const kind of TILE_KINDS) {
    if (left[kind]! < 0) throw new Error(`too many ${kind} tiles`);
    for (let i = 0; i < left[kind]!; i++) rest.push(tileOf(kind, random.int(4)));
  }
  random.shuffleInPlace(rest);
  const rows = startRows(spec.challengers.length);
  const challengers: Challenger[] = spec.challengers.map((c, seat) => {
    const at =
      c.at === 'dead'
        ? null
        : c.at === 'start'
          ? { x: START_X, y: rows[seat]! }
          : c.at === 'far'
            ? { x: FAR_X, y: c.farRow ?? 0 }
            : c.at;
    return {
      ...freshChallenger(at),
      pp: c.pp ?? 10,
      items: c.items ?? [],
      stunned: c.stunned ?? false,
      owed: c.owed ?? 0,
    };
  });
  return {
    options: optionsSchema.parse({ batteryChance: 0, ...spec.options }),
    rng: random.state,
    bag: [...rest, ...next.slice().reverse()],
    cells,
    lost: [],
    destroyed: [],
    defenders: (spec.defenders ?? []).map((d, i) => ({
      id: d.id ?? i + 1,
      at: d.at,
      stunned: d.stunned ?? false,
      came: d.came ?? null,
    })),
    challengers,
    startRows: rows,
    current: spec.current ?? 0,
    turns: spec.turns ?? 0,
    stage: spec.stage ?? { kind: 'move', mainLeft: 3 },
    attack: null,
    reaction: null,
    phase: 'play',
    winner: null,
  };
}

/** Runs a piece of the rules on a copy of a state, with a generator from `seed`. */
export function runOn(
  state: SmState,
  fn: (ctx: Ctx) => void,
  seed?: string,
): { state: SmState; events: SmEvent[] } {
  const s = cloneState(state);
  const ctx: Ctx = { s, random: seed === undefined ? new Random(s.rng) : Random.fromSeed(seed), events: [] };
  fn(ctx);
  return { state: s, events: ctx.events };
}

/** A maze drawing with only the listed cubes (keys `"x,y"`), everything else unrevealed. */
export function mazeOf(cubes: Readonly<Record<string, string>>): string[] {
  const rows = Array.from({ length: SIZE }, () => Array.from({ length: SIZE }, () => '.'));
  for (const [key, ch] of Object.entries(cubes)) {
    const [x, y] = key.split(',').map(Number) as [number, number];
    rows[y]![x] = ch;
  }
  return rows.map((r) => r.join(''));
}

const point = z
  .object({
    x: z
      .number()
      .int()
      .min(0)
      .max(SIZE - 1),
    y: z
      .number()
      .int()
      .min(0)
      .max(SIZE - 1),
  })
  .strict();
const object = z.union([
  z.literal('key'),
  z
    .object({ battery: z.number().int().min(1).max(5) })
    .strict()
    .describe('a Battery Pack holding 1–5 PP'),
]);
// Any string: a name that is neither a kind nor a box-drawing character is refused by
// `buildScenario` with the valid kinds (a union here would answer with its last branch's error).
const tile = z
  .string()
  .describe('a tile kind (four, three, corner, straight, dead-end) or a box-drawing character such as ┤');

export const scenarioSchema = z
  .object({
    cubes: z
      .array(
        z
          .object({
            at: point,
            tile,
            rotation: z
              .number()
              .int()
              .min(0)
              .max(3)
              .optional()
              .describe(
                'quarter turns clockwise from the base: four ┼, three ├, corner └, straight │, dead-end ╵',
              ),
            objects: z.array(object).optional(),
            bodies: z
              .array(
                z.object({ seat: z.number().int().min(0).max(3), objects: z.array(object).max(3) }).strict(),
              )
              .optional(),
          })
          .strict(),
      )
      .describe('the revealed cubes; every other position is unrevealed'),
    destroyed: z.array(point).optional(),
    challengers: z
      .array(
        z
          .object({
            at: z.union([point, z.enum(['start', 'far', 'dead'])]),
            row: z
              .number()
              .int()
              .min(0)
              .max(SIZE - 1)
              .optional()
              .describe('on the far side: the row'),
            pp: z.number().int().min(0).max(10).optional(),
            objects: z.array(object).max(3).optional(),
            stunned: z.boolean().optional(),
            owed: z.number().int().min(0).max(3).optional(),
          })
          .strict(),
      )
      .min(1)
      .max(4),
    defenders: z
      .array(
        z
          .object({
            at: point,
            stunned: z.boolean().optional(),
            came: z.enum(DIRECTIONS).nullable().optional(),
          })
          .strict(),
      )
      .max(8)
      .optional(),
    current: z.number().int().min(0).max(3).optional(),
    mainLeft: z.number().int().min(0).max(3).optional(),
    turns: z.number().int().min(0).optional(),
    event: mazeEvent
      .optional()
      .describe("the coming Maze Event, resolved before the current player's Challenger Move"),
    next: z
      .array(tile)
      .optional()
      .describe('tiles drawn next from the bag, in order (box-drawing characters)'),
    options: optionsSchema.partial().optional(),
    seed: z.string().max(200).optional(),
  })
  .strict();
export type ScenarioSpec = z.input<typeof scenarioSchema>;

type ScenarioKey = Extract<keyof ErrorWords, `scenario/invalid#${string}`>;

/** A refused scenario, naming the field: `bad('scenario/invalid#twice', 'cubes.1.at', 2, 3)`. */
const bad = <K extends ScenarioKey>(key: K, ...args: Parameters<ErrorWords[K]>): Result<never, RuleError> =>
  err(wordedError(key, ...args));

const toItem = (o: z.infer<typeof object>): Item =>
  o === 'key' ? { kind: 'key' } : { kind: 'battery', pp: o.battery };

function maskOfTile(t: string, rotation: number | undefined): number | undefined {
  if ((TILE_KINDS as readonly string[]).includes(t)) return tileOf(t as TileKind, rotation ?? 0);
  const m = maskOfBox(t);
  return m === undefined ? undefined : rotateDoors(m, rotation ?? 0);
}

/** The short scenario form (see the file comment); errors name the field. */
export function buildScenario(raw: unknown): Result<SmState, RuleError> {
  const parsed = parseWith(scenarioSchema, raw, 'scenario/invalid', 'Shifting Maze scenario');
  if (!parsed.ok) return parsed;
  const spec = parsed.value;
  const n = spec.challengers.length;
  const cells: Cell[] = new Array(SIZE * SIZE).fill(null);
  const kinds: Record<string, number> = {};
  for (const [i, c] of spec.cubes.entries()) {
    const doors = maskOfTile(c.tile, c.rotation);
    if (doors === undefined) return bad('scenario/invalid#tile', `cubes.${i}.tile`, c.tile, [...TILE_KINDS]);
    const k = c.at.y * SIZE + c.at.x;
    if (cells[k] !== null) return bad('scenario/invalid#twice', `cubes.${i}.at`, c.at.x, c.at.y);
    for (const [b, body] of (c.bodies ?? []).entries())
      if (body.seat >= n) return bad('scenario/invalid#players', `cubes.${i}.bodies.${b}.seat`, n);
    cells[k] = {
      doors,
      items: (c.objects ?? []).map(toItem),
      bodies: (c.bodies ?? []).map((b) => ({ seat: b.seat, items: b.objects.map(toItem) })),
    };
    const kind = tileKind(doors);
    kinds[kind] = (kinds[kind] ?? 0) + 1;
    if (kinds[kind]! > BAG_COMPOSITION[kind])
      return bad('scenario/invalid#too-many', 'cubes', kind, BAG_COMPOSITION[kind]);
  }
  for (const [i, p] of (spec.destroyed ?? []).entries()) {
    const k = p.y * SIZE + p.x;
    if (cells[k] !== null) return bad('scenario/invalid#destroyed', `destroyed.${i}`, p.x, p.y);
    cells[k] = 'destroyed';
  }
  const next: number[] = [];
  for (const [i, t] of (spec.next ?? []).entries()) {
    const m = maskOfTile(t, 0);
    if (m === undefined) return bad('scenario/invalid#next-tile', `next.${i}`, t);
    const kind = tileKind(m);
    kinds[kind] = (kinds[kind] ?? 0) + 1;
    if (kinds[kind]! > BAG_COMPOSITION[kind])
      return bad('scenario/invalid#too-many', 'next', kind, BAG_COMPOSITION[kind]);
    next.push(m);
  }
  const isCube = (p: Point): boolean => {
    const c = cells[p.y * SIZE + p.x];
    return c !== null && c !== undefined && c !== 'destroyed';
  };
  for (const [i, c] of spec.challengers.entries()) {
    if (typeof c.at === 'object' && !isCube(c.at))
      return bad('scenario/invalid#not-cube', `challengers.${i}.at`, c.at.x, c.at.y);
    if (c.row !== undefined && c.at !== 'far') return bad('scenario/invalid#row', `challengers.${i}.row`);
  }
  for (const [i, d] of (spec.defenders ?? []).entries())
    if (!isCube(d.at)) return bad('scenario/invalid#not-cube', `defenders.${i}.at`, d.at.x, d.at.y);
  const current = spec.current ?? 0;
  if (current >= n) return bad('scenario/invalid#players', 'current', n);
  if (spec.event === undefined && spec.challengers[current]!.at === 'dead')
    return bad('scenario/invalid#dead', 'current');
  const state = positionOf(cells, {
    challengers: spec.challengers.map((c) => ({
      at: c.at,
      ...(c.row !== undefined ? { farRow: c.row } : {}),
      ...(c.pp !== undefined ? { pp: c.pp } : {}),
      items: (c.objects ?? []).map(toItem),
      ...(c.stunned !== undefined ? { stunned: c.stunned } : {}),
      ...(c.owed !== undefined ? { owed: c.owed } : {}),
    })),
    defenders: (spec.defenders ?? []).map((d) => ({
      at: d.at,
      stunned: d.stunned ?? false,
      came: d.came ?? null,
    })),
    next,
    options: spec.options ?? {},
    seed: spec.seed ?? 'scenario',
    current,
    turns: spec.turns ?? 0,
    stage: { kind: 'move', mainLeft: spec.mainLeft ?? 3 },
  });
  if (spec.event !== undefined) {
    // The Defenders have moved; the coming Maze Event is resolved (reactions first), then the Move begins.
    state.stage = { kind: 'event', event: spec.event, queue: doomedSeats(state, spec.event), done: false };
    const ctx: Ctx = { s: state, random: new Random(state.rng), events: [] };
    advance(ctx);
  }
  const checked = decodePosition(JSON.parse(JSON.stringify(state)));
  // A position the rules cannot hold: the decoder's own (developer-facing, English) words.
  return checked.ok ? checked : fail('scenario/invalid', `position: ${checked.error.message}`);
}
