/**
 * The position format: the full state as JSON (format `labyrinth@1`), hidden parts and
 * the generator state included. `decodePosition` validates untrusted input: the shape
 * (zod), the plan's structure, and the consistency of seats, order, items and mites.
 * Documented field by field in docs/games/labyrinth.md.
 */
import {
  DIRECTIONS,
  fail,
  isRngState,
  type JsonValue,
  ok,
  type Result,
  type RngState,
  type RuleError,
} from '@daedalus/core';
import { z } from 'zod';
import { labyrinthOptionsSchema } from './options.ts';
import { checkStructure, planSchema } from './plan/json.ts';
import { isCell } from './plan/query.ts';
import { CELL_TYPES, type Plan } from './plan/types.ts';
import type { LabyrinthEvent, LabyrinthState } from './types.ts';
import { moveActionSchema } from './types.ts';

const point = z.object({ x: z.number().int(), y: z.number().int() }).strict();
const count = z.number().int().min(0).max(3);
const seat = z.number().int().min(0).max(5);

const itemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('treasure'), id: z.number().int().min(0) }).strict(),
  z.object({ kind: z.literal('corpse'), seat, contagious: z.boolean() }).strict(),
  z.object({ kind: z.literal('mine'), armed: z.boolean() }).strict(),
  z.object({ kind: z.literal('bullet') }).strict(),
  z.object({ kind: z.literal('grenade') }).strict(),
]);
const heldSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('treasure'), id: z.number().int().min(0) }).strict(),
  z.object({ kind: z.literal('corpse'), seat, contagious: z.boolean() }).strict(),
  z.object({ kind: z.literal('mine'), armed: z.literal(false) }).strict(),
]);
const condition = z.enum(['playing', 'dead', 'lost']);
const snapshotSchema = z
  .object({
    condition,
    health: z.enum(['healthy', 'wounded']),
    infected: z.boolean(),
    movesToHeal: z.number().int().min(0).nullable(),
    immune: z.boolean(),
    bullets: count,
    grenades: count,
    holding: z.enum(['treasure', 'corpse', 'mine']).nullable(),
    reordersLeft: z.number().int().min(0),
    extraReorders: z.number().int().min(0),
    outside: z.boolean(),
  })
  .strict();
/** Events are kept as plain JSON objects with a type and an audience (shape checked loosely). */
const eventSchema = z.looseObject({
  type: z.string().startsWith('labyrinth/'),
  audience: z.union([z.literal('all'), z.literal('none'), z.object({ seats: z.array(seat) }).strict()]),
});
const recallSchema = z
  .object({
    round: z.number().int().min(0),
    action: z.union([moveActionSchema, z.object({ type: z.literal('skip') }).strict()]),
    events: z.array(eventSchema),
  })
  .strict();
const exitSchema = z.object({ at: point, side: z.enum(DIRECTIONS), open: z.boolean() }).strict();

const playerSchema = z
  .object({
    condition,
    at: point.nullable(),
    outside: exitSchema.nullable(),
    health: z.enum(['healthy', 'wounded']),
    infection: z
      .object({ movesLeft: z.number().int().min(0).nullable() })
      .strict()
      .nullable(),
    immune: z.boolean(),
    bullets: count,
    grenades: count,
    held: heldSchema.nullable(),
    footing: z.boolean(),
    reordersLeft: z.number().int().min(0).max(5),
    extraReorders: z.number().int().min(0).max(10),
    peeksLeft: z.number().int().min(0).max(100),
    peeked: z.array(z.object({ cell: point, type: z.enum(CELL_TYPES) }).strict()),
    startChoice: point.nullable(),
    previousChoice: point.nullable(),
    startCell: point.nullable(),
    orderedCells: z.array(point),
    woundNotice: z.object({ byMine: z.boolean() }).strict().nullable(),
    reorderRight: z.enum(['next', 'now']).nullable(),
    reorderedThisTurn: z.boolean(),
    // B.9 thinking breaks; absent in positions saved before breaks were played: none taken.
    breaks: z.number().int().min(0).max(1_000_000).default(0),
    onBreak: z.boolean().default(false),
    deathAnnounced: z.boolean(),
    lastMove: recallSchema.nullable(),
    noChangeMove: moveActionSchema.nullable(),
    told: snapshotSchema,
    trail: z.array(point).max(1_000_000),
  })
  .strict();

const { plan: _plan, ...tableShape } = labyrinthOptionsSchema.shape;

export const positionSchema = z
  .object({
    format: z.literal('labyrinth@1'),
    options: z.object(tableShape).strict(),
    plan: planSchema,
    treasureTrue: z.array(z.boolean()),
    healMoves: z.number().int().min(1).nullable(),
    nstop: z.number().int().min(1),
    rng: z.custom<RngState>(isRngState, 'a generator state of four 32-bit integers'),
    phase: z.enum(['start', 'play', 'over']),
    players: z.array(playerSchema).min(1).max(6),
    order: z.array(seat),
    turn: z.number().int().min(0),
    round: z.number().int().min(0),
    items: z.array(z.array(itemSchema)),
    mites: z.array(
      z
        .object({ at: point, state: z.enum(['asleep', 'awake', 'contagious']), countdown: z.number().int() })
        .strict(),
    ),
    startTypes: z.array(
      z
        .object({ type: z.enum(CELL_TYPES) })
        .strict()
        .nullable(),
    ),
    nstopCount: z.number().int().min(0),
    roundChanged: z.boolean(),
    roundAllSkip: z.boolean(),
    roundMoves: z.number().int().min(0),
    survivor: z
      .object({ seat, movesLeft: z.number().int().min(0) })
      .strict()
      .nullable(),
    result: z
      .object({ winners: z.array(seat), draw: z.boolean(), reason: z.string().min(1) })
      .strict()
      .nullable(),
    log: z.array(eventSchema),
  })
  .strict();

export function encodePosition(s: LabyrinthState): JsonValue {
  return s as unknown as JsonValue;
}

export function decodePosition(json: unknown): Result<LabyrinthState, RuleError> {
  const parsed = positionSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.length > 0 ? i.path.join('.') : '(root)'}: ${i.message}`);
    return fail(
      'position/invalid',
      `Invalid labyrinth position: ${problems.join('; ')}`,
      parsed.error.issues,
    );
  }
  const s = parsed.data as unknown as LabyrinthState;
  const problem = consistency(s);
  if (problem !== null) return fail('position/inconsistent', `Inconsistent labyrinth position: ${problem}`);
  return ok(s);
}

function consistency(s: LabyrinthState): string | null {
  const plan = s.plan as Plan;
  const issues = checkStructure(plan);
  if (issues.length > 0) return `the plan: ${issues.map((i) => i.message).join('; ')}`;
  const n = s.players.length;
  if (s.treasureTrue.length !== plan.treasures.length)
    return 'treasureTrue must have one entry per plan treasure';
  if (s.items.length !== plan.width * plan.height) return 'items must have one pile per position of the plan';
  if (s.order.length !== n || new Set(s.order).size !== n || s.order.some((x) => x >= n))
    return 'order must list every seat once';
  if (s.turn >= n) return 'turn is out of range';
  if (s.startTypes.length !== n) return 'startTypes must have one entry per seat';
  for (const [i, p] of s.players.entries()) {
    for (const c of [p.at, p.startChoice, p.previousChoice, p.startCell, ...p.orderedCells])
      if (c !== null && !isCell(plan, c))
        return `player ${i} refers to (${c.x}, ${c.y}), which is not a cell`;
    if (p.held?.kind === 'treasure' && p.held.id >= plan.treasures.length)
      return `player ${i} holds an unknown treasure`;
    if (p.onBreak && (s.phase !== 'play' || s.order[s.turn] !== i || p.breaks === 0))
      return `player ${i} is on a break but it is not his turn or he has taken none`;
  }
  for (const pile of s.items)
    for (const item of pile) {
      if (item.kind === 'treasure' && item.id >= plan.treasures.length)
        return 'an unknown treasure lies on a cell';
      if (item.kind === 'corpse' && item.seat >= n) return 'a corpse of an unknown seat lies on a cell';
    }
  for (const m of s.mites) if (!isCell(plan, m.at)) return 'a mite is not on a cell';
  for (const e of s.log as LabyrinthEvent[])
    if (typeof e.audience === 'object' && e.audience.seats.some((x) => x >= n))
      return 'an event names an unknown seat';
  if (s.phase === 'play' && s.players[s.order[s.turn] ?? 0]?.condition !== 'playing')
    return 'the seat to move is not playing';
  return null;
}
