/**
 * The position format: the state as JSON (everything, the face-down stack and the generator
 * included). `decodePosition` validates untrusted input: its shape, then what ties the parts
 * together (the board, every rhombus once and inside the hall, no overlaps, figures and stones
 * where they may stand, statues per seat, phase and action points).
 */
import {
  fail,
  isRngState,
  ok,
  parseWith,
  type Result,
  type RngState,
  type RuleError,
  triangleHall,
} from '@daedalus/core';
import { z } from 'zod';
import { indexTable, standable } from './table.ts';
import { isTarget } from './tiles.ts';
import {
  AP_PER_TURN,
  LETTERS,
  letterSchema,
  MAX_PLAYERS,
  optionsSchema,
  poseSchema,
  TARGET_LETTERS,
  type TempleState,
} from './types.ts';

const int = z.number().int();
const seatField = int.min(0).max(2000).nullable();

export const stateSchema = z
  .object({
    options: optionsSchema,
    rng: z.custom<RngState>(isRngState, 'a generator state of four 32-bit integers'),
    table: z
      .object({
        board: z
          .object({
            name: z.string().min(1).max(40),
            side: int.min(3).max(8),
            kinds: z.string().regex(/^[.~+o*]+$/),
          })
          .strict(),
        rhombi: z
          .array(z.object({ letter: letterSchema, pose: poseSchema }).strict())
          .min(3)
          .max(16),
        figures: z.array(seatField).min(2).max(MAX_PLAYERS),
        stones: z.array(seatField).min(2).max(MAX_PLAYERS),
        statues: z.array(z.array(z.boolean()).min(2).max(MAX_PLAYERS)).length(3),
      })
      .strict(),
    stack: z.array(letterSchema).max(13),
    aside: z.array(letterSchema).max(13),
    drawn: letterSchema.nullable(),
    phase: z.enum(['start', 'lay', 'rhombi', 'figure', 'stone', 'over']),
    current: int.min(0).max(MAX_PLAYERS - 1),
    ap: int.min(0).max(AP_PER_TURN),
    mayMove: z.boolean(),
    turns: int.min(0),
    winner: int
      .min(0)
      .max(MAX_PLAYERS - 1)
      .nullable(),
  })
  .strict();

function consistency(s: TempleState): string | null {
  const t = s.table;
  const hall = triangleHall(t.board.side);
  if (t.board.kinds.length !== hall.size)
    return `the board lists ${t.board.kinds.length} fields, a hall of side ${t.board.side} has ${hall.size}`;
  const n = t.figures.length;
  if (t.stones.length !== n || t.statues.some((row) => row.length !== n))
    return 'figures, stones and statues disagree on the number of players';
  if (s.current >= n || (s.winner !== null && s.winner >= n)) return 'a seat beyond the players';
  const letters = [...t.rhombi.map((r) => r.letter), ...s.stack, ...s.aside, ...(s.drawn ? [s.drawn] : [])];
  if (letters.length !== LETTERS.length || new Set(letters).size !== LETTERS.length)
    return 'every rhombus must be exactly once on the board, in the stack, drawn or set aside';
  if (TARGET_LETTERS.some((l, i) => t.rhombi[i]?.letter !== l)) return 'the target rhombi X, Y, Z come first';
  if ([...s.stack, ...s.aside].some(isTarget) || (s.drawn && isTarget(s.drawn)))
    return 'target rhombi are never face down';
  for (const r of t.rhombi) if (!hall.rhombusFields(r.pose)) return `rhombus ${r.letter} leaves the hall`;
  const seen = new Set<number>();
  for (const r of t.rhombi)
    for (const f of hall.rhombusFields(r.pose)!) {
      if (seen.has(f)) return `rhombi overlap at ${hall.fields[f]!.name}`;
      seen.add(f);
    }
  const ix = indexTable(t);
  const places = new Set<number>();
  for (const [seat, f] of t.figures.entries()) {
    if (f === null) continue;
    if (f >= hall.size || !standable(ix, f))
      return `player ${seat + 1}'s figure stands on abyss or off the board`;
    const place = (ix.cover[f] as number) >= 0 ? hall.size + (ix.cover[f] as number) : f;
    if (places.has(place)) return 'two figures share a place';
    places.add(place);
  }
  for (const [seat, f] of t.stones.entries()) {
    if (f === null) continue;
    // Any field will do, abyss too ("auf ein beliebiges freies Feld"), or a path rhombus.
    if (f >= hall.size) return `player ${seat + 1}'s stone lies off the board`;
    const r = ix.cover[f] as number;
    if (r >= 0 && isTarget(t.rhombi[r]!.letter)) return 'a blockade stone lies on a target rhombus';
    const place = r >= 0 ? hall.size + r : f;
    if (places.has(place))
      return `player ${seat + 1}'s stone shares its place with a figure or another stone`;
    places.add(place);
  }
  // Phase 1 takes the player's own stone off as their turn begins.
  if ((s.phase === 'rhombi' || s.phase === 'figure' || s.phase === 'stone') && t.stones[s.current] !== null)
    return `player ${s.current + 1}'s stone is still on the board during their turn`;
  const setup = s.phase === 'start' || s.phase === 'lay';
  if (!setup && t.figures.some((f) => f === null)) return 'every figure is on the board once play has begun';
  if (s.phase === 'lay' && !s.drawn) return 'laying needs a drawn rhombus';
  if (!setup && (s.drawn || s.stack.length > 0)) return 'no rhombus is face down once play has begun';
  if (t.rhombi.length > 3 && s.phase === 'start')
    return 'path rhombi are laid after the start fields are chosen';
  if (s.winner !== null && s.phase !== 'over') return 'a game with a winner is over';
  return null;
}

export function decodePosition(json: unknown): Result<TempleState, RuleError> {
  const parsed = parseWith(stateSchema, json, 'position/invalid', 'Temple Labyrinth position');
  if (!parsed.ok) return parsed;
  const s = parsed.value as TempleState;
  const why = consistency(s);
  return why ? fail('position/inconsistent', `Inconsistent Temple Labyrinth position: ${why}.`) : ok(s);
}
