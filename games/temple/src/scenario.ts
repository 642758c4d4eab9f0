/**
 * The scenario form: a position written by hand, for tests, puzzles and bug reports. Fields
 * by name, rhombi by letter; everything left out takes its usual value:
 *
 * ```json
 * {
 *   "figures": ["a5", "j15"],          // one per player: 2 to 4 players
 *   "rhombi": { "A": ["e5", "e6"], "B": { "on": ["c7", "d7"], "turned": true } },
 *   "stones": [null, "e9"],
 *   "taken": [["X"], []],              // target rhombi whose statue each seat already has
 *   "current": 0, "phase": "rhombi", "ap": 3, "mayMove": true,
 *   "statues": 3, "turnCap": 300, "turns": 0,
 *   "board": { "name": "mine", "side": 5, "rows": ["…"] }
 * }
 * ```
 *
 * Target rhombi not listed lie on their start places; path rhombi not listed are out of the
 * game (set aside). The result is checked like any position.
 */
import {
  err,
  fail,
  parseWith,
  posesCovering,
  Random,
  type Result,
  type RuleError,
  triangleHall,
} from '@daedalus/core';
import { z } from 'zod';
import { resolveBoard, TEMPLE_BOARD } from './board.ts';
import { wordedError } from './lang/errors-en.ts';
import { decodePosition } from './position.ts';
import { isTarget } from './tiles.ts';
import {
  AP_PER_TURN,
  boardSchema,
  LETTERS,
  type Letter,
  letterSchema,
  optionsSchema,
  PATH_LETTERS,
  TARGET_LETTERS,
  type TempleState,
} from './types.ts';

const fieldName = z.string().regex(/^[a-p]\d{1,2}$/i);
const placeSpec = z.union([
  z.tuple([fieldName, fieldName]),
  z.object({ on: z.tuple([fieldName, fieldName]), turned: z.boolean().optional() }).strict(),
]);

export const scenarioSchema = z
  .object({
    board: boardSchema.optional(),
    figures: z.array(fieldName).min(2).max(4),
    rhombi: z.partialRecord(letterSchema, placeSpec).optional(),
    stones: z.array(fieldName.nullable()).optional(),
    taken: z.array(z.array(z.enum(TARGET_LETTERS))).optional(),
    current: z.number().int().min(0).max(3).optional(),
    phase: z.enum(['rhombi', 'figure', 'stone']).optional(),
    ap: z.number().int().min(0).max(AP_PER_TURN).optional(),
    mayMove: z.boolean().optional(),
    statues: z.number().int().min(1).max(3).optional(),
    turnCap: z.number().int().min(1).optional(),
    turns: z.number().int().min(0).optional(),
  })
  .strict();
export type ScenarioSpec = z.infer<typeof scenarioSchema>;

export function scenario(raw: unknown): Result<TempleState, RuleError> {
  const parsed = parseWith(scenarioSchema, raw, 'scenario/invalid', 'Temple Labyrinth scenario');
  if (!parsed.ok) return parsed;
  const spec = parsed.value;
  const boardSpec = spec.board ?? TEMPLE_BOARD;
  const resolved = resolveBoard(boardSpec);
  if (!resolved.ok) return resolved;
  const hall = triangleHall(boardSpec.side);
  const field = (name: string): number => hall.fieldNamed(name);
  const unknown = [
    ...spec.figures,
    ...(spec.stones ?? []).filter((s): s is string => s !== null),
    ...Object.values(spec.rhombi ?? {}).flatMap((p) => (Array.isArray(p) ? p : p.on)),
  ].find((n) => field(n) < 0);
  if (unknown) return err(wordedError('scenario/no-field', unknown, boardSpec.side));
  for (const [letter, place] of Object.entries(spec.rhombi ?? {})) {
    const [a, b] = Array.isArray(place) ? place : place.on;
    if (posesCovering(hall, field(a), field(b)).length === 0)
      return err(wordedError('scenario/not-neighbours', letter, a, b));
  }
  const n = spec.figures.length;
  const rhombi: TempleState['table']['rhombi'] = [];
  for (const [i, letter] of TARGET_LETTERS.entries()) {
    const given = spec.rhombi?.[letter];
    rhombi.push({ letter, pose: given ? poseOf(given) : resolved.value.targets[i]! });
  }
  function poseOf(p: z.infer<typeof placeSpec>) {
    const [a, b] = Array.isArray(p) ? p : p.on;
    const poses = posesCovering(hall, field(a), field(b));
    return poses[!Array.isArray(p) && p.turned ? 1 : 0]!;
  }
  for (const letter of PATH_LETTERS) {
    const given = spec.rhombi?.[letter];
    if (given) rhombi.push({ letter, pose: poseOf(given) });
  }
  const laid = new Set<Letter>(rhombi.map((r) => r.letter));
  const options = optionsSchema.parse({
    layout: spec.board ?? null,
    statues: spec.statues ?? 3,
    turnCap: spec.turnCap ?? 300,
  });
  const state = {
    options,
    rng: Random.fromSeed('scenario').state,
    table: {
      board: resolved.value.board,
      rhombi,
      figures: spec.figures.map(field),
      stones: Array.from({ length: n }, (_, i) => {
        const s = spec.stones?.[i];
        return s ? field(s) : null;
      }),
      statues: TARGET_LETTERS.map((t) =>
        Array.from({ length: n }, (_, seat) => !(spec.taken?.[seat] ?? []).includes(t)),
      ),
    },
    stack: [],
    aside: LETTERS.filter((l) => !laid.has(l) && !isTarget(l)),
    drawn: null,
    phase: spec.phase ?? 'rhombi',
    current: spec.current ?? 0,
    ap: spec.ap ?? AP_PER_TURN,
    mayMove: spec.mayMove ?? true,
    turns: spec.turns ?? 0,
    winner: null,
  };
  const checked = decodePosition(JSON.parse(JSON.stringify(state)));
  return checked.ok
    ? checked
    : fail('scenario/inconsistent', checked.error.message.replace('position', 'scenario'));
}
