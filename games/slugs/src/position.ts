/**
 * The position format: the state as JSON — the options, the generator, the levels of
 * the match (every room of a campaign) and everything that changed on the board. See
 * docs/games/slugs.md. `decodePosition` validates untrusted input: its shape, then what
 * ties the parts together (the levels pass the validator, the board is the room's, slugs
 * and the hero stand where they may, paths are chains of neighbouring cells…).
 */
import {
  fail,
  isRngState,
  ok,
  type Point,
  parseWith,
  type Result,
  type RngState,
  type RuleError,
} from '@daedalus/core';
import { z } from 'zod';
import { cellLabel, inside } from './cells.ts';
import { MAP_CHARS, MODES } from './level/types.ts';
import { checkLevelFile } from './level/validate.ts';
import { terrainOf } from './rules/rooms.ts';
import { MAX_STRESS, optionsSchema, type SlugsState, STEPS_PER_DECISION } from './types.ts';

const int = z.number().int();

const point = z.object({ x: int.min(0).max(63), y: int.min(0).max(63) }).strict();
const seat = int.min(0).max(1);
const quarry = z.union([z.literal(0), z.literal(1), z.literal('hero')]);

const levelSchema = z
  .object({
    name: z.string().min(1).max(80),
    mode: z.enum(MODES),
    width: int.min(1).max(64),
    height: int.min(1).max(64),
    rows: z
      .array(z.string().regex(new RegExp(`^[${MAP_CHARS.replace('.', '\\.')}]+$`)))
      .min(1)
      .max(64),
    stock: z.array(int.min(0).max(99)).min(1).max(2),
    wakes: z.array(z.object({ x: int.min(0), y: int.min(0), turn: int.min(2).max(999) }).strict()),
    tied: z.boolean(),
    note: z.string().max(300),
  })
  .strict();

export const stateSchema = z
  .object({
    options: optionsSchema,
    rng: z.custom<RngState>(isRngState, 'a generator state of four 32-bit integers'),
    mode: z.enum(MODES),
    seats: int.min(1).max(2),
    campaign: z.string().max(80).nullable(),
    rooms: z.array(levelSchema).min(1).max(50),
    room: int.min(0),
    width: int.min(1).max(64),
    height: int.min(1).max(64),
    terrain: z.string().regex(/^[.XABED]+$/),
    walls: z.string().regex(/^[.#AB]+$/),
    turn: int.min(1),
    turnsBefore: int.min(0),
    current: seat,
    stock: z.array(int.min(0).max(999)).min(1).max(2),
    returning: z.array(z.object({ seat, turn: int.min(1), count: int.min(1).max(999) }).strict()),
    transit: z.array(z.object({ at: z.array(point).min(1).max(99), turn: int.min(1) }).strict()),
    slugs: z.array(
      z
        .object({
          id: int.min(0),
          at: point,
          hunts: quarry,
          wakes: int.min(1).max(999),
          alive: z.boolean(),
          plan: z
            .object({
              path: z.array(point).min(1).max(4096),
              expect: z.string().regex(/^[.#]+$/),
              steps: int.min(0),
            })
            .strict()
            .nullable(),
        })
        .strict(),
    ),
    hero: z
      .object({
        at: point,
        tied: z.boolean(),
        stress: int.min(0).max(MAX_STRESS),
        lastSeen: point.nullable(),
      })
      .strict()
      .nullable(),
    sawAtStart: z.boolean(),
    result: z
      .object({ reason: z.string().min(1).max(40), winners: z.array(seat).max(1), draw: z.boolean() })
      .strict()
      .nullable(),
  })
  .strict();

const adjacent = (a: Point, b: Point): boolean => Math.abs(a.x - b.x) + Math.abs(a.y - b.y) === 1;

function consistency(s: SlugsState): string | null {
  if (s.seats !== (s.mode === 'duel' ? 2 : 1)) return `a ${s.mode} has ${s.mode === 'duel' ? 2 : 1} players`;
  if (s.rooms.some((r) => r.mode !== s.mode)) return `every level must be a ${s.mode} level`;
  const levelErrors = checkLevelFile({ campaign: s.campaign, rooms: s.rooms }).filter(
    (p) => p.severity === 'error',
  );
  if (levelErrors[0]) return `its levels are invalid: ${levelErrors[0].message}`;
  if (s.room >= s.rooms.length) return `there is no room ${s.room + 1}`;
  const level = s.rooms[s.room]!;
  if (s.width !== level.width || s.height !== level.height) return "the board's size is not its room's";
  if (s.terrain !== terrainOf(level)) return "the terrain is not its room's";
  if (s.walls.length !== s.width * s.height)
    return `the walls cover ${s.walls.length} cells, not ${s.width * s.height}`;
  if (s.mode !== 'duel' && s.walls.includes('B')) return 'only a duel has walls of player 2';
  if (s.current >= s.seats || s.stock.length !== s.seats) return 'the seats do not match the players';
  if (s.returning.some((r) => r.seat >= s.seats)) return 'a wall returns to a player who is not there';
  if (s.turn > s.options.turnLimit) return `turn ${s.turn} is past the turn limit`;
  if (s.mode !== 'escort' && s.transit.length > 0) return 'only the escort has walls in transit';
  const walled = (p: Point): boolean => s.walls[p.y * s.width + p.x] !== '.';
  const onBoard = (p: Point): boolean => inside(s.width, s.height, p);
  for (const t of s.transit)
    for (const p of t.at)
      if (!onBoard(p) || walled(p)) return `a wall in transit at ${cellLabel(p)} has no place`;
  const expected = level.rows.flatMap((r, y) =>
    [...r].flatMap((c, x) => ('abh'.includes(c) ? [{ c, x, y }] : [])),
  );
  if (s.slugs.length !== expected.length)
    return `the room has ${expected.length} slugs, not ${s.slugs.length}`;
  for (const [i, g] of s.slugs.entries()) {
    const e = expected[i]!;
    if (g.id !== i) return `slug ${i + 1} is numbered ${g.id + 1}`;
    const hunts = e.c === 'a' ? 0 : e.c === 'b' ? 1 : 'hero';
    if (g.hunts !== hunts) return `slug ${i + 1} hunts the wrong quarry`;
    if (!onBoard(g.at)) return `slug ${i + 1} is off the map`;
    if (g.alive && walled(g.at)) return `slug ${i + 1} stands in a wall`;
    if (!g.alive && g.plan) return `dead slug ${i + 1} has a plan`;
    if (g.plan) {
      const { path, expect, steps } = g.plan;
      if (expect.length !== path.length)
        return `slug ${i + 1}'s plan has ${expect.length} marks for ${path.length} cells`;
      if (!adjacent(g.at, path[0]!) || path.some((p, k) => k > 0 && !adjacent(path[k - 1]!, p)))
        return `slug ${i + 1}'s path is not a chain of neighbouring cells`;
      if (path.some((p) => !onBoard(p))) return `slug ${i + 1}'s path leaves the map`;
      if (s.mode !== 'escort' && steps >= STEPS_PER_DECISION) return `slug ${i + 1} has taken too many steps`;
    }
  }
  if ((s.mode === 'escort') !== (s.hero !== null)) return 'the escort, and only the escort, has a hero';
  if (s.hero) {
    if (
      !onBoard(s.hero.at) ||
      walled(s.hero.at) ||
      'DE'.includes(s.terrain[s.hero.at.y * s.width + s.hero.at.x]!)
    )
      return `the hero cannot stand at ${cellLabel(s.hero.at)}`;
    if (s.hero.lastSeen && !onBoard(s.hero.lastSeen)) return 'the hero last saw a slug off the map';
  }
  if (s.result?.draw && s.result.winners.length > 0) return 'a draw has no winners';
  return null;
}

export function decodePosition(json: unknown): Result<SlugsState, RuleError> {
  const parsed = parseWith(stateSchema, json, 'position/invalid', 'Slug Labyrinth position');
  if (!parsed.ok) return parsed;
  const s = parsed.value as SlugsState;
  const why = consistency(s);
  return why ? fail('position/inconsistent', `Inconsistent Slug Labyrinth position: ${why}.`) : ok(s);
}
