/**
 * Hand-built positions for tests, bug reports and puzzles. The maze is drawn as ten
 * rows of ten characters (spaces between them are ignored):
 *   box-drawing characters = a cube whose lines are its open doorways
 *     (┼ ├ ┤ ┬ ┴ ┌ ┐ └ ┘ │ ─ ╵ ╶ ╷ ╴), `.` = unrevealed, `#` = Destroyed Cube.
 * The rest of the 360 tiles fills the bag (shuffled by the seed), with `next` on top.
 */
import { type Direction, type Point, Random } from '@daedalus/core';
import { type Ctx, cloneState, freshChallenger } from './rules/board.ts';
import { BAG_COMPOSITION, maskOfBox, rotateDoors, TILE_KINDS, tileKind } from './rules/tiles.ts';
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
  const random = Random.fromSeed(spec.seed ?? 'fixture');
  const cells = parseMaze(spec.maze);
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
    const base = { four: 15, three: 7, corner: 3, straight: 5, 'dead-end': 1 }[kind];
    for (let i = 0; i < left[kind]!; i++) rest.push(rotateDoors(base, random.int(4)));
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
