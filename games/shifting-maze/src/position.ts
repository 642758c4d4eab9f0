/**
 * The position format: the state as JSON (everything, including the hidden bag and
 * the generator state). `decodePosition` validates untrusted input: its shape, then
 * the rules that tie the parts together (tile counts, one Challenger per player…).
 */
import { fail, isRngState, ok, parseWith, type Result, type RngState, type RuleError } from '@daedalus/core';
import { z } from 'zod';
import { BAG_COMPOSITION, countKinds, TILE_KINDS } from './rules/tiles.ts';
import { type Cell, optionsSchema, SIZE, type SmState } from './types.ts';

const int = z.number().int();
const point = z.object({ x: int.min(0).max(SIZE - 1), y: int.min(0).max(SIZE - 1) }).strict();
const place = z.object({ x: int.min(-1).max(SIZE), y: int.min(0).max(SIZE - 1) }).strict();
const doors = int.min(1).max(15);
const item = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('key') }).strict(),
  z.object({ kind: z.literal('battery'), pp: int.min(1).max(5) }).strict(),
]);
const seat = int.min(0).max(3);
const cube = z
  .object({
    doors,
    items: z.array(item),
    bodies: z.array(z.object({ seat, items: z.array(item).max(3) }).strict()),
  })
  .strict();
const cell = z.union([z.null(), z.literal('destroyed'), cube]);
const dir = z.enum(['up', 'right', 'down', 'left']);
export const mazeEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('special'), at: point }).strict(),
  z
    .object({
      kind: z.literal('rotate'),
      at: point,
      turns: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    })
    .strict(),
  z
    .object({
      kind: z.literal('slide'),
      axis: z.enum(['x', 'y']),
      line: int.min(0).max(SIZE - 1),
      delta: z.union([z.literal(1), z.literal(-1)]),
    })
    .strict(),
  z.object({ kind: z.literal('z'), at: point, delta: z.union([z.literal(1), z.literal(-1)]) }).strict(),
]);
const threat = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('defender'), defender: int.min(1) }).strict(),
  z.object({ kind: z.literal('doom'), at: point, cause: z.enum(['slide', 'z', 'destroy']) }).strict(),
]);

export const stateSchema = z
  .object({
    options: optionsSchema,
    rng: z.custom<RngState>(isRngState, 'a generator state of four 32-bit integers'),
    bag: z.array(doors).max(360),
    cells: z.array(cell).length(SIZE * SIZE),
    lost: z.array(doors),
    destroyed: z.array(doors),
    defenders: z.array(
      z.object({ id: int.min(1).max(99), at: point, stunned: z.boolean(), came: dir.nullable() }).strict(),
    ),
    challengers: z
      .array(
        z
          .object({
            at: place.nullable(),
            pp: int.min(0).max(10),
            items: z.array(item).max(3),
            stunned: z.boolean(),
            owed: int.min(0).max(3),
          })
          .strict(),
      )
      .min(1)
      .max(4),
    startRows: z.array(int.min(0).max(SIZE - 1)),
    current: seat,
    turns: int.min(0),
    stage: z.discriminatedUnion('kind', [
      z
        .object({
          kind: z.literal('defenders'),
          next: int.min(0),
          current: int.min(1).nullable(),
          actionsLeft: int.min(0).max(3),
        })
        .strict(),
      z
        .object({ kind: z.literal('event'), event: mazeEvent, queue: z.array(seat), done: z.boolean() })
        .strict(),
      z
        .object({
          kind: z.literal('move'),
          mainLeft: int.min(0).max(3),
          destroying: z
            .object({ at: point, by: seat, queue: z.array(seat) })
            .strict()
            .optional(),
        })
        .strict(),
    ]),
    attack: z
      .object({ defender: int.min(1), queue: z.array(seat) })
      .strict()
      .nullable(),
    reaction: z
      .object({ seat, threat, used: int.min(0).max(3) })
      .strict()
      .nullable(),
    phase: z.enum(['play', 'over']),
    winner: seat.nullable(),
  })
  .strict();

function consistency(s: SmState): string | null {
  const n = s.challengers.length;
  if (s.startRows.length !== n) return `startRows has ${s.startRows.length} rows for ${n} players`;
  if (s.current >= n) return `current player ${s.current} does not exist`;
  if (s.winner !== null && s.winner >= n) return `winner ${s.winner} does not exist`;
  if (s.reaction && s.reaction.seat >= n) return `the reacting seat ${s.reaction.seat} does not exist`;
  const ids = new Set(s.defenders.map((d) => d.id));
  if (ids.size !== s.defenders.length) return 'two Defenders share a number';
  if (s.defenders.some((d, i) => i > 0 && s.defenders[i - 1]!.id > d.id))
    return 'Defenders must be listed in number order';
  for (const d of s.defenders) {
    const c = s.cells[d.at.y * SIZE + d.at.x];
    if (!c || c === 'destroyed') return `Defender ${d.id} is not standing on a cube`;
  }
  for (const [i, c] of s.challengers.entries()) {
    if (!c.at) continue;
    if (c.at.x === -1 && c.at.y !== s.startRows[i])
      return `player ${i + 1} stands outside another player's start area`;
    if (c.at.x >= 0 && c.at.x < SIZE) {
      const cell = s.cells[c.at.y * SIZE + c.at.x];
      if (!cell || cell === 'destroyed') return `player ${i + 1}'s Challenger is not standing on a cube`;
    }
  }
  const onBoard = s.cells.filter(
    (c): c is Exclude<Cell, null | 'destroyed'> => c !== null && c !== 'destroyed',
  );
  const counts = countKinds([...s.bag, ...s.lost, ...s.destroyed, ...onBoard.map((c) => c.doors)]);
  for (const kind of TILE_KINDS) {
    if (counts[kind] !== BAG_COMPOSITION[kind])
      return `there are ${counts[kind]} ${kind} tiles in bag, maze, lost and destroyed piles (the set has ${BAG_COMPOSITION[kind]})`;
  }
  if (s.reaction && s.phase === 'over') return 'a finished game has a pending reaction';
  if (s.winner !== null && s.phase !== 'over') return 'a game with a winner must be over';
  if (s.reaction) {
    const at = s.challengers[s.reaction.seat]?.at;
    if (!at || at.x < 0 || at.x >= SIZE)
      return `the reacting player ${s.reaction.seat + 1} is not in the maze`;
  }
  if (s.attack && !s.defenders.some((d) => d.id === s.attack!.defender))
    return `the attacking Defender ${s.attack.defender} is not in the maze`;
  return null;
}

export function decodePosition(json: unknown): Result<SmState, RuleError> {
  const parsed = parseWith(stateSchema, json, 'position/invalid', 'Shifting Maze position');
  if (!parsed.ok) return parsed;
  const s = parsed.value as SmState;
  const why = consistency(s);
  return why ? fail('position/inconsistent', `Inconsistent Shifting Maze position: ${why}.`) : ok(s);
}
