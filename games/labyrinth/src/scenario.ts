/**
 * Scenarios: a Labyrinth position written by hand — an explicit plan, where each player
 * starts and what he has — the way rule tests, bug reports and puzzles are written.
 * `daedalus scenario <file.json>` builds the position with `buildScenario` and applies a
 * list of moves to it. The format is documented in docs/games/labyrinth.md.
 *
 * The players start by the rules (each chooses his start cell, the game master tells
 * the cell types, the first turn begins); their stated belongings then replace the
 * starting ones, and the result is checked like any untrusted position.
 */
import { fail, parseWith, type Result, type RuleError } from '@daedalus/core';
import { z } from 'zod';
import { labyrinthOptionsSchema } from './options.ts';
import { parsePlan } from './plan/format.ts';
import { planFromJson, planSchema } from './plan/json.ts';
import { indexOfPoint } from './plan/query.ts';
import type { Plan } from './plan/types.ts';
import { decodePosition, encodePosition } from './position.ts';
import { applyAction } from './rules/apply.ts';
import { snapshot } from './rules/state.ts';
import { setupGame } from './setup.ts';
import type { Held, Item, LabyrinthState } from './types.ts';

const point = z.object({ x: z.number().int().min(0), y: z.number().int().min(0) }).strict();

const playerSchema = z
  .object({
    at: point.describe('The start cell (0-based, x to the right, y downwards).'),
    bullets: z.number().int().min(0).max(3).optional(),
    grenades: z.number().int().min(0).max(3).optional(),
    holding: z
      .union([
        z.literal('mine'),
        z.literal('nothing'),
        z.object({ treasure: z.number().int().min(0) }).strict(),
      ])
      .optional()
      .describe(
        '"mine", "nothing", or { "treasure": i } — the i-th treasure of the plan, taken off its cell.',
      ),
    health: z.enum(['healthy', 'wounded']).optional(),
    infected: z
      .union([z.number().int().min(1), z.literal('unlimited')])
      .optional()
      .describe('Infected with this many successful moves left to reach a hospital.'),
    immune: z.boolean().optional(),
    reordersLeft: z.number().int().min(0).max(10).optional(),
  })
  .strict();

const itemWord = z.enum(['bullet', 'grenade', 'mine', 'armed-mine']);

export const scenarioSetupSchema = z
  .object({
    plan: z.union([z.string(), planSchema]).describe('The plan, in the text format or as JSON.'),
    options: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('Table options (defaults as for a new table).'),
    seed: z.string().max(200).optional(),
    /** Turn order as a list of seats (default 0, 1, 2…). */
    order: z.array(z.number().int().min(0).max(5)).optional(),
    players: z.array(playerSchema).min(1).max(6),
    items: z.array(z.object({ at: point, items: z.array(itemWord).min(1).max(50) }).strict()).optional(),
  })
  .strict();
export type ScenarioSetup = z.infer<typeof scenarioSetupSchema>;

export function buildScenario(raw: unknown): Result<LabyrinthState, RuleError> {
  const parsed = parseWith(scenarioSetupSchema, raw, 'scenario/invalid', 'Labyrinth scenario');
  if (!parsed.ok) return parsed;
  const spec = parsed.value;
  const plan: Result<Plan, RuleError> =
    typeof spec.plan === 'string' ? parsePlan(spec.plan) : planFromJson(spec.plan);
  if (!plan.ok) return plan;
  const n = spec.players.length;
  const options = parseWith(
    labyrinthOptionsSchema,
    { startForbidden: [], startShared: true, ...spec.options, plan: plan.value },
    'scenario/invalid',
    'scenario options',
  );
  if (!options.ok) return options;
  const order = spec.order ?? spec.players.map((_, i) => i);
  if (order.length !== n || new Set(order).size !== n || order.some((s) => s >= n)) {
    return fail('scenario/invalid', `The turn order must list each of the ${n} seats once.`);
  }
  const set = setupGame(options.value, n, spec.seed ?? 'scenario');
  if (!set.ok) return set;
  let state: LabyrinthState = { ...set.value, order };
  if (state.phase === 'start') {
    for (const [seat, p] of spec.players.entries()) {
      const t = applyAction(state, seat, { type: 'start', cell: p.at });
      if (!t.ok)
        return fail(
          'scenario/start',
          `Player ${seat + 1} cannot start at (${p.at.x}, ${p.at.y}): ${t.error.message}`,
        );
      state = t.value.state;
    }
    if (state.phase !== 'play')
      return fail('scenario/start', 'The start cells were invalidated by the start rule.');
  }
  const s = structuredClone(state);
  for (const [seat, spec1] of spec.players.entries()) {
    const p = s.players[seat]!;
    if (spec1.bullets !== undefined) p.bullets = spec1.bullets;
    if (spec1.grenades !== undefined) p.grenades = spec1.grenades;
    if (spec1.health !== undefined) p.health = spec1.health;
    if (spec1.immune !== undefined) p.immune = spec1.immune;
    if (spec1.reordersLeft !== undefined) p.reordersLeft = spec1.reordersLeft;
    if (spec1.infected !== undefined)
      p.infection = { movesLeft: spec1.infected === 'unlimited' ? null : spec1.infected };
    if (spec1.holding !== undefined) {
      let held: Held | null = null;
      if (spec1.holding === 'mine') held = { kind: 'mine', armed: false };
      else if (spec1.holding !== 'nothing') {
        const id = spec1.holding.treasure;
        const t = s.plan.treasures[id];
        if (!t)
          return fail(
            'scenario/invalid',
            `Player ${seat + 1} holds treasure ${id}, but the plan has ${s.plan.treasures.length}.`,
          );
        const cell = s.items[indexOfPoint(s.plan, t.at)]!;
        const k = cell.findIndex((i) => i.kind === 'treasure' && i.id === id);
        if (k < 0) return fail('scenario/invalid', `Treasure ${id} is already held by another player.`);
        cell.splice(k, 1);
        held = { kind: 'treasure', id };
      }
      p.held = held;
    }
    if ((p.health === 'wounded' || p.infection) && (p.held !== null || p.bullets > 0)) {
      return fail(
        'scenario/invalid',
        `Player ${seat + 1} is wounded or infected and so cannot carry anything but grenades (B.5.1).`,
      );
    }
    p.told = snapshot(p);
  }
  for (const pile of spec.items ?? []) {
    if (pile.at.x >= s.plan.width || pile.at.y >= s.plan.height) {
      return fail('scenario/invalid', `Items are placed at (${pile.at.x}, ${pile.at.y}), outside the plan.`);
    }
    const cell = s.items[indexOfPoint(s.plan, pile.at)]!;
    for (const word of pile.items) {
      const item: Item =
        word === 'armed-mine'
          ? { kind: 'mine', armed: true }
          : word === 'mine'
            ? { kind: 'mine', armed: false }
            : { kind: word };
      cell.push(item);
    }
  }
  // The hand-made parts are checked like any untrusted position.
  return decodePosition(JSON.parse(JSON.stringify(encodePosition(s))));
}
