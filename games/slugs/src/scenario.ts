/**
 * The scenario form: a position written by hand, for rule tests, puzzles and bug reports.
 * The level (its text, or a shipped name) gives the board; the rest moves things about.
 * Cells are named as players type them (`c4`).
 *
 *   {
 *     "level": "name: Test\nmap:\na..X..A",   the level text, or a shipped level's name
 *     "mode": "defence",                       optional: else the level's
 *     "options": { "turnLimit": 50 },          optional table options
 *     "room": 2,                                escort: start in this room (from 1)
 *     "turn": 4,                                the turn of the room
 *     "stock": [1],                             walls in stock, per player
 *     "walls": ["c3", { "at": "d3", "by": 2 }], walls placed by player 1 (or the one named)
 *     "slugs": [{ "at": "b1" }, { "dead": true }], by reading order: where each is, or dead
 *     "hero": { "at": "b2", "stress": 2, "tied": false, "lastSeen": "e2" },
 *     "transit": [{ "at": ["c2", "c3"], "turn": 5 }],
 *     "returning": [{ "player": 1, "turn": 5, "count": 1 }],
 *     "seed": "any"
 *   }
 *
 * Slugs start with no plan (they decide on their next turn). The result is checked like
 * any untrusted position.
 */
import { err, type Point, parseWith, type Result, type RuleError } from '@daedalus/core';
import { z } from 'zod';
import { parseCellName } from './cells.ts';
import { wordedError } from './lang/errors-en.ts';
import { MODES, seatsOf } from './level/types.ts';
import { decodePosition } from './position.ts';
import { setWall } from './rules/board.ts';
import { loadRoom } from './rules/rooms.ts';
import { nearestVisible } from './rules/sight.ts';
import { setup } from './setup.ts';
import { MAX_STRESS, optionsSchema, type SlugsState } from './types.ts';

const cell = z.string().regex(/^[a-zA-Z]{1,2}\d{1,3}$/, 'a cell name such as c4');

export const scenarioSchema = z
  .object({
    level: z.string().min(1).max(40_000).describe('The level text, or a shipped level by name.'),
    mode: z.enum(MODES).optional(),
    options: z.record(z.string(), z.unknown()).optional(),
    room: z.number().int().min(1).max(50).optional().describe('Escort: the room to start in, from 1.'),
    turn: z.number().int().min(1).max(10_000).optional(),
    stock: z.array(z.number().int().min(0).max(999)).min(1).max(2).optional(),
    walls: z
      .array(z.union([cell, z.object({ at: cell, by: z.union([z.literal(1), z.literal(2)]) }).strict()]))
      .optional(),
    slugs: z
      .array(
        z
          .object({
            at: cell.optional(),
            dead: z.boolean().optional(),
            wakes: z.number().int().min(1).max(999).optional(),
          })
          .strict(),
      )
      .optional(),
    hero: z
      .object({
        at: cell.optional(),
        stress: z.number().int().min(0).max(MAX_STRESS).optional(),
        tied: z.boolean().optional(),
        lastSeen: cell.nullable().optional(),
      })
      .strict()
      .optional(),
    transit: z
      .array(z.object({ at: z.array(cell).min(1), turn: z.number().int().min(1) }).strict())
      .optional(),
    returning: z
      .array(
        z
          .object({
            player: z.union([z.literal(1), z.literal(2)]),
            turn: z.number().int().min(1),
            count: z.number().int().min(1),
          })
          .strict(),
      )
      .optional(),
    seed: z.string().max(200).optional(),
  })
  .strict();
export type ScenarioSpec = z.infer<typeof scenarioSchema>;

const pt = (name: string): Point => parseCellName(name) as Point;

export function buildScenario(raw: unknown): Result<SlugsState, RuleError> {
  const parsed = parseWith(scenarioSchema, raw, 'scenario/invalid', 'Slug Labyrinth scenario');
  if (!parsed.ok) return parsed;
  const spec = parsed.value;
  const options = parseWith(
    optionsSchema,
    { ...spec.options, level: spec.level, mode: spec.mode ?? null },
    'scenario/invalid',
    'scenario options',
  );
  if (!options.ok) return options;
  const seed = spec.seed ?? 'scenario';
  let made = setup({ options: options.value, players: 1, seed });
  if (!made.ok && made.error.code === 'setup/players')
    made = setup({ options: options.value, players: 2, seed });
  if (!made.ok) return made;
  const s = made.value.state;
  if (spec.room !== undefined) {
    if (spec.room > s.rooms.length) return err(wordedError('scenario/invalid#room', spec.room));
    loadRoom(s, spec.room - 1, s.hero?.stress);
  }
  if (spec.turn !== undefined) s.turn = spec.turn;
  if (spec.stock) s.stock = spec.stock.slice();
  for (const w of spec.walls ?? []) {
    const name = typeof w === 'string' ? w : w.at;
    const at = pt(name);
    const by = typeof w === 'string' ? 1 : w.by;
    if (at.x >= s.width || at.y >= s.height) return err(wordedError('scenario/invalid#wall', name));
    setWall(s, at, by === 1 ? 'A' : 'B');
  }
  if ((spec.slugs?.length ?? 0) > s.slugs.length)
    return err(wordedError('scenario/invalid#slugs', s.slugs.length, spec.slugs?.length ?? 0));
  spec.slugs?.forEach((g, i) => {
    const slug = s.slugs[i]!;
    if (g.at) slug.at = pt(g.at);
    if (g.dead) slug.alive = false;
    if (g.wakes !== undefined) slug.wakes = g.wakes;
  });
  if (spec.hero) {
    if (!s.hero) return err(wordedError('scenario/invalid#hero'));
    if (spec.hero.at) s.hero.at = pt(spec.hero.at);
    if (spec.hero.stress !== undefined) s.hero.stress = spec.hero.stress;
    if (spec.hero.tied !== undefined) s.hero.tied = spec.hero.tied;
    if (spec.hero.lastSeen !== undefined)
      s.hero.lastSeen = spec.hero.lastSeen ? pt(spec.hero.lastSeen) : null;
  }
  s.transit = (spec.transit ?? []).map((t) => ({ at: t.at.map(pt), turn: t.turn }));
  s.returning = (spec.returning ?? []).map((r) => ({ seat: r.player - 1, turn: r.turn, count: r.count }));
  s.sawAtStart = nearestVisible(s) !== null;
  if (s.seats !== seatsOf(s.mode)) return err(wordedError('scenario/invalid#mode'));
  return decodePosition(JSON.parse(JSON.stringify(s)));
}
