/**
 * What a player may say (reference B.2.1, B.6): a move is exactly one movement with any
 * number of other actions before and after it; besides moves there are the start choice,
 * ordering a new cell, skipping, status queries, recalling another player's last move and
 * a thinking break (B.9).
 * Every action is plain JSON, checked by `labyrinthActionSchema` at every boundary.
 */
import { DIRECTIONS } from '@daedalus/core';
import { z } from 'zod';
import { MOVEMENTS } from './plan/movement.ts';

const point = z.object({ x: z.number().int(), y: z.number().int() }).strict();
const direction = z.enum(DIRECTIONS);
/** Where an item goes: the own cell ("leave") or a neighbouring one ("throw"). */
const placement = z.union([direction, z.literal('here')]);

export const ITEM_KINDS = ['treasure', 'corpse', 'mine', 'bullet', 'grenade'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/**
 * What a conditional action (B.6.5) may depend on: what the game master would announce
 * about the movement (the cell type as told, finds, hitting a wall, being carried…).
 */
export const CONDITIONS = [
  'hit-wall',
  'carried',
  'land',
  'hospital',
  'weaponry',
  'pit',
  'river',
  'delta',
  'encephalitis',
  'outside',
  'found-anything',
  'found-treasure',
  'found-bullet',
  'found-grenade',
  'found-mine',
  'found-corpse',
  'healed',
  'infected',
  'blast',
] as const;
export type Condition = (typeof CONDITIONS)[number];

const condition = z
  .object({
    on: z.enum(CONDITIONS),
    not: z.boolean().optional(),
  })
  .strict();
export type ActCondition = z.infer<typeof condition>;

const shoot = z
  .object({
    do: z.literal('shoot'),
    dir: direction,
    /** B.7.3 targeted shots: the target player and the cell he is believed to be on. */
    target: z
      .object({ seat: z.number().int().min(0).max(5), cell: point })
      .strict()
      .optional(),
    if: condition.optional(),
  })
  .strict();
const blow = z.object({ do: z.literal('blow'), dir: direction, if: condition.optional() }).strict();
const mine = z.object({ do: z.literal('mine'), to: placement, if: condition.optional() }).strict();
const leave = z
  .object({ do: z.literal('leave'), item: z.enum(ITEM_KINDS), to: placement, if: condition.optional() })
  .strict();

/** One non-movement action of a move: shoot, blow a wall, set a landmine, leave or throw an item. */
export const actSchema = z.discriminatedUnion('do', [shoot, blow, mine, leave]);
export type Act = z.infer<typeof actSchema>;

export const REPORTS = ['full', 'dark', 'semi-dark'] as const;
export type Report = (typeof REPORTS)[number];

const TREASURE_CHOICES = ['old', 'lowest', 'topmost'] as const;

export const moveActionSchema = z
  .object({
    type: z.literal('move'),
    movement: z.enum(MOVEMENTS),
    before: z.array(actSchema).max(20).optional(),
    after: z.array(actSchema).max(20).optional(),
    /** B.6.7/B.6.8: `dark` tells nothing, `semi-dark` only whether a wall was hit. */
    report: z.enum(REPORTS).optional(),
    /** false: do not pick up anything found (B.6.7 "unless he asked otherwise"). */
    pickup: z.boolean().optional(),
    /** B.5.8: which treasure to hold after arriving: the old one, the lowest, the topmost or the n-th from the bottom (1 = lowest). */
    treasure: z.union([z.enum(TREASURE_CHOICES), z.number().int().min(1).max(50)]).optional(),
    /** false: do not refill at a weaponry (B.4.3 "except if he asked the game master otherwise"). */
    refill: z.boolean().optional(),
  })
  .strict();
export type MoveAction = z.infer<typeof moveActionSchema>;

export const labyrinthActionSchema = z.discriminatedUnion('type', [
  moveActionSchema,
  z.object({ type: z.literal('start'), cell: point }).strict(),
  z.object({ type: z.literal('peek'), cell: point }).strict(),
  z.object({ type: z.literal('reorder'), cell: point }).strict(),
  z.object({ type: z.literal('skip') }).strict(),
  z.object({ type: z.literal('status') }).strict(),
  z.object({ type: z.literal('recall'), seat: z.number().int().min(0).max(5) }).strict(),
  /** B.9: a five-minute break to think before the move (see `breaks.ts`). */
  z.object({ type: z.literal('break') }).strict(),
]);
export type LabyrinthAction = z.infer<typeof labyrinthActionSchema>;
