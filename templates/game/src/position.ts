/**
 * The position format: the whole state as JSON (the generator included). `decodePosition`
 * checks untrusted input: its shape, then what ties the parts together (the board's size,
 * runners and goal on free cells, the seat to move).
 */
import {
  fail,
  isRngState,
  type JsonValue,
  ok,
  parseWith,
  type Result,
  type RngState,
  type RuleError,
} from '@daedalus/core';
import { z } from 'zod';
import { isFree } from './rules/moves.ts';
import { type __Pascal__State, optionsSchema } from './types.ts';

const point = z.object({ x: z.number().int(), y: z.number().int() }).strict();

const stateSchema = z
  .object({
    options: optionsSchema,
    rng: z.custom<RngState>(isRngState, 'a generator state of four 32-bit integers'),
    rocks: z.array(z.boolean()),
    goal: point,
    runners: z.array(point).min(1).max(2),
    turn: z.number().int().min(0),
    turns: z.number().int().min(0),
    over: z.boolean(),
    winner: z.number().int().min(0).nullable(),
  })
  .strict();

export const encodePosition = (s: __Pascal__State): JsonValue => s as unknown as JsonValue;

function inconsistency(s: __Pascal__State): string | null {
  const size = s.options.size;
  if (s.rocks.length !== size * size) return `the board has ${s.rocks.length} cells, not ${size * size}`;
  if (!isFree(s, s.goal)) return 'the goal is not on a free cell';
  if (s.runners.some((p) => !isFree(s, p))) return 'a runner is not on a free cell';
  if (s.turn >= s.runners.length) return `seat ${s.turn} is not at the table`;
  if (s.winner !== null && (!s.over || s.winner >= s.runners.length))
    return 'the winner does not fit the game';
  return null;
}

export function decodePosition(json: unknown): Result<__Pascal__State, RuleError> {
  const parsed = parseWith(stateSchema, json, 'position/invalid', '__NAME__ position');
  if (!parsed.ok) return parsed;
  const s = parsed.value as __Pascal__State;
  const why = inconsistency(s);
  return why === null ? ok(s) : fail('position/inconsistent', `Inconsistent __NAME__ position: ${why}.`);
}
