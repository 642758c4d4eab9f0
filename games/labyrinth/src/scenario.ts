/**
 * Scenarios: a Labyrinth position written by hand — an explicit plan, where each player
 * is and what he has, what lies where, the phase and whose turn it is — the way rule tests,
 * bug reports and puzzles are written. `daedalus scenario <file.json>` builds the position
 * with `buildScenario` and applies a list of moves to it. The format is documented in
 * docs/games/labyrinth.md.
 *
 * The players start by the rules (each chooses his start cell, the game master tells the
 * cell types, the first turn begins); what is stated then replaces the rest: belongings,
 * health, where a player is (on a cell, outside through an exit, dead, lost), items lying,
 * whose turn, the phase. With `validatePlan: false` the plan need not satisfy B.8 (a test
 * position without a weaponry, say); its structure is still checked. The result is checked
 * like any untrusted position. Errors name the field: `players.1.outside: …`.
 */
import { DIRECTIONS, err, type Point, parseWith, type Result, type RuleError } from '@daedalus/core';
import { z } from 'zod';
import { type ErrorWords, wordedError } from './lang/errors-en.ts';
import { labyrinthOptionsSchema } from './options.ts';
import { parsePlan } from './plan/format.ts';
import { planFromJson, planSchema } from './plan/json.ts';
import { indexOfPoint, isCell, planCells } from './plan/query.ts';
import type { Plan } from './plan/types.ts';
import { decodePosition, encodePosition } from './position.ts';
import { applyAction } from './rules/apply.ts';
import { kill, placeItem } from './rules/items.ts';
import { snapshot } from './rules/state.ts';
import { setupGame } from './setup.ts';
import type { Held, Item, LabyrinthState, PlayerState } from './types.ts';

const point = z.object({ x: z.number().int().min(0), y: z.number().int().min(0) }).strict();
const seat = z.number().int().min(0).max(5);

const playerSchema = z
  .object({
    at: point
      .optional()
      .describe(
        'The start cell (0-based, x to the right, y downwards); with "outside", the cell of the exit; with "dead", where the corpse lies. Left out in the start phase: he is still choosing.',
      ),
    outside: z
      .enum(DIRECTIONS)
      .optional()
      .describe(
        'Outside the labyrinth, through the open exit on this side of "at" (he must come back next move).',
      ),
    condition: z.enum(['playing', 'dead', 'lost']).optional(),
    bullets: z.number().int().min(0).max(3).optional(),
    grenades: z.number().int().min(0).max(3).optional(),
    holding: z
      .union([
        z.literal('mine'),
        z.literal('nothing'),
        z.object({ treasure: z.number().int().min(0) }).strict(),
        z.object({ corpse: seat }).strict(),
      ])
      .optional()
      .describe(
        '"mine", "nothing", { "treasure": i } (the i-th treasure of the plan, taken off its cell) or { "corpse": seat } (a dead player\'s).',
      ),
    health: z.enum(['healthy', 'wounded']).optional(),
    infected: z
      .union([z.number().int().min(1), z.literal('unlimited')])
      .optional()
      .describe('Infected with this many successful moves left to reach a hospital.'),
    immune: z.boolean().optional(),
    reordersLeft: z.number().int().min(0).max(10).optional(),
    mayReorder: z.boolean().optional().describe('The seat to move may order a new cell this turn (B.5.5).'),
    woundNotice: z
      .boolean()
      .optional()
      .describe('Wounded since his last turn: told (and asked) when it begins.'),
  })
  .strict();

const lyingItem = z.union([
  z.enum(['bullet', 'grenade', 'mine', 'armed-mine']),
  z.object({ treasure: z.number().int().min(0) }).strict(),
  z.object({ corpse: seat, contagious: z.boolean().optional() }).strict(),
]);

export const scenarioSetupSchema = z
  .object({
    plan: z.union([z.string(), planSchema]).describe('The plan, in the text format or as JSON.'),
    validatePlan: z
      .boolean()
      .optional()
      .describe('false: the plan need not satisfy B.8 (test positions); its structure is still checked.'),
    options: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('Table options (defaults as for a new table).'),
    seed: z.string().max(200).optional(),
    /** Turn order as a list of seats (default 0, 1, 2…). */
    order: z.array(seat).optional(),
    phase: z.enum(['start', 'play', 'over']).optional().describe('Default "play".'),
    turn: seat.optional().describe('Whose turn it is (default the first of the order).'),
    round: z.number().int().min(1).optional(),
    players: z.array(playerSchema).min(1).max(6),
    items: z
      .array(z.object({ at: point, items: z.array(lyingItem).min(1).max(50) }).strict())
      .optional()
      .describe('Items lying on cells, lowest first (treasures are moved there from their plan cells).'),
    result: z
      .object({ winners: z.array(seat), draw: z.boolean().optional(), reason: z.string().min(1) })
      .strict()
      .optional()
      .describe('How the game ended (phase "over" only).'),
  })
  .strict();
export type ScenarioSetup = z.infer<typeof scenarioSetupSchema>;

/** A `scenario/invalid` error: its sentence starts with the field (`players.1.outside: …`). */
const bad = <K extends keyof ErrorWords & `scenario/invalid#${string}`>(
  key: K,
  ...args: Parameters<ErrorWords[K]>
): Result<never, RuleError> => err(wordedError(key, ...args));

/** Takes treasure `id` off whatever cell it lies on; false when it lies nowhere (someone holds it). */
function takeTreasure(s: LabyrinthState, id: number): boolean {
  for (const pile of s.items) {
    const k = pile.findIndex((i) => i.kind === 'treasure' && i.id === id);
    if (k >= 0) {
      pile.splice(k, 1);
      return true;
    }
  }
  return false;
}

/** A land cell with nothing on it (else any cell): where a lost player is started, to leave no trace. */
function quietCell(s: LabyrinthState): Point | undefined {
  const cells = planCells(s.plan);
  const quiet = (c: Point) =>
    s.plan.cells[indexOfPoint(s.plan, c)] === 'land' && s.items[indexOfPoint(s.plan, c)]?.length === 0;
  return cells.find(quiet) ?? cells[0];
}

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
  if (order.length !== n || new Set(order).size !== n || order.some((s) => s >= n))
    return bad('scenario/invalid#order', 'order', n);
  const phase = spec.phase ?? 'play';
  if ((phase === 'over') !== (spec.result !== undefined))
    return bad('scenario/invalid#result', 'result', 'over');
  for (const [i, p] of spec.players.entries()) {
    if (p.at !== undefined && !isCell(plan.value, p.at))
      return bad('scenario/invalid#not-a-cell', `players.${i}.at`, p.at.x, p.at.y);
    const lost = p.condition === 'lost';
    if (p.at === undefined && phase !== 'start' && !lost)
      return bad('scenario/invalid#no-cell', `players.${i}.at`);
  }
  if (phase === 'start' && spec.players.every((p) => p.at !== undefined))
    return bad('scenario/invalid#all-placed', 'players', 'at');
  const set = setupGame(options.value, n, spec.seed ?? 'scenario', {
    validatePlan: spec.validatePlan ?? true,
  });
  if (!set.ok) return set;
  let state: LabyrinthState = { ...set.value, order };
  if (state.phase === 'start') {
    // A lost player starts too (on the first cell), then leaves the game below.
    for (const [seat, p] of spec.players.entries()) {
      const cell = p.at ?? (phase === 'start' ? undefined : quietCell(state));
      if (cell === undefined) continue;
      const t = applyAction(state, seat, { type: 'start', cell });
      if (!t.ok)
        return bad(
          'scenario/invalid#cannot-start',
          `players.${seat}.at`,
          cell.x,
          cell.y,
          t.error.message,
          t.error.code,
        );
      state = t.value.state;
    }
    if (state.phase !== phase && !(phase === 'over' && state.phase === 'play'))
      return bad('scenario/invalid#starts-invalid', 'players');
  }
  const s = structuredClone(state);
  const heldCorpses = new Set<number>();
  for (const [i, spec1] of spec.players.entries()) {
    const p = s.players[i] as PlayerState;
    const field = `players.${i}`;
    if (spec1.bullets !== undefined) p.bullets = spec1.bullets;
    if (spec1.grenades !== undefined) p.grenades = spec1.grenades;
    if (spec1.health !== undefined) p.health = spec1.health;
    if (spec1.immune !== undefined) p.immune = spec1.immune;
    if (spec1.reordersLeft !== undefined) p.reordersLeft = spec1.reordersLeft;
    if (spec1.infected !== undefined)
      p.infection = { movesLeft: spec1.infected === 'unlimited' ? null : spec1.infected };
    if (spec1.holding !== undefined) {
      let held: Held | null = null;
      const h = spec1.holding;
      if (h === 'mine') held = { kind: 'mine', armed: false };
      else if (h !== 'nothing' && 'treasure' in h) {
        if (h.treasure >= s.plan.treasures.length)
          return bad(
            'scenario/invalid#treasure-count',
            `${field}.holding`,
            h.treasure,
            s.plan.treasures.length,
          );
        if (!takeTreasure(s, h.treasure))
          return bad('scenario/invalid#treasure-held', `${field}.holding`, h.treasure);
        held = { kind: 'treasure', id: h.treasure };
      } else if (h !== 'nothing') {
        if (spec.players[h.corpse]?.condition !== 'dead' || heldCorpses.has(h.corpse))
          return bad('scenario/invalid#corpse-held', `${field}.holding`, h.corpse);
        heldCorpses.add(h.corpse);
        held = { kind: 'corpse', seat: h.corpse, contagious: spec.players[h.corpse]?.infected !== undefined };
      }
      p.held = held;
    }
    // A wounded or infected player carries only grenades: unless stated, he has nothing else (B.5.1).
    if (p.health === 'wounded' || p.infection) {
      if (spec1.bullets === undefined) p.bullets = 0;
      if (spec1.holding === undefined) p.held = null;
    }
    if ((p.health === 'wounded' || p.infection) && (p.held !== null || p.bullets > 0))
      return bad('scenario/invalid#wounded-carrying', field);
    if (spec1.outside !== undefined) {
      const at = spec1.at as Point;
      const exit = s.plan.exits.find(
        (e) => e.open && e.side === spec1.outside && e.at.x === at.x && e.at.y === at.y,
      );
      if (!exit) return bad('scenario/invalid#no-exit', `${field}.outside`, spec1.outside, at.x, at.y);
      if (spec1.holding !== undefined && typeof spec1.holding === 'object')
        return bad('scenario/invalid#outside-holding', `${field}.holding`);
      // A treasure picked up on the start cell stays there; a landmine is defused outside.
      if (p.held?.kind === 'treasure') placeItem(s, at, p.held);
      p.held = null;
      p.at = null;
      p.outside = exit;
      p.footing = false;
    }
    if (spec1.mayReorder) {
      if (phase !== 'play' || s.order[spec.turn === undefined ? 0 : s.order.indexOf(spec.turn)] !== i)
        return bad('scenario/invalid#reorder-seat', `${field}.mayReorder`);
      p.reorderRight = 'now';
    }
    if (spec1.woundNotice) p.woundNotice = { byMine: false };
  }
  // Dead and lost players leave the game; a corpse lies on its cell unless someone holds it.
  for (const [i, spec1] of spec.players.entries()) {
    const p = s.players[i] as PlayerState;
    if (spec1.condition === 'lost') {
      p.condition = 'lost';
      p.at = null;
      p.outside = null;
    } else if (spec1.condition === 'dead') {
      if (spec1.outside !== undefined) return bad('scenario/invalid#dead-outside', `players.${i}.outside`);
      // B.5.6: his corpse and everything he had stay on his cell (state bullets and grenades 0 for a bare corpse).
      const changed = s.roundChanged;
      kill(s, i);
      s.roundChanged = changed;
      p.deathAnnounced = true;
      if (heldCorpses.has(i)) {
        const pile = s.items[indexOfPoint(s.plan, p.at as Point)] as Item[];
        pile.splice(
          pile.findIndex((x) => x.kind === 'corpse' && x.seat === i),
          1,
        );
      }
    }
  }
  for (const [k, pile] of (spec.items ?? []).entries()) {
    const field = `items.${k}`;
    if (!isCell(s.plan, pile.at))
      return bad('scenario/invalid#not-a-cell', `${field}.at`, pile.at.x, pile.at.y);
    const cell = s.items[indexOfPoint(s.plan, pile.at)] as Item[];
    for (const word of pile.items) {
      let item: Item;
      if (typeof word === 'string')
        item =
          word === 'armed-mine'
            ? { kind: 'mine', armed: true }
            : word === 'mine'
              ? { kind: 'mine', armed: false }
              : { kind: word };
      else if ('treasure' in word) {
        if (word.treasure >= s.plan.treasures.length || !takeTreasure(s, word.treasure))
          return bad('scenario/invalid#treasure-lying', `${field}.items`, word.treasure);
        item = { kind: 'treasure', id: word.treasure };
      } else {
        if (spec.players[word.corpse]?.condition !== 'dead')
          return bad('scenario/invalid#corpse-lying', `${field}.items`, word.corpse);
        item = { kind: 'corpse', seat: word.corpse, contagious: word.contagious ?? false };
      }
      cell.push(item);
    }
  }
  if (spec.round !== undefined) s.round = spec.round;
  if (spec.turn !== undefined) {
    if (phase === 'start') return bad('scenario/invalid#turn-start', 'turn');
    if (s.players[spec.turn]?.condition !== 'playing' && phase === 'play')
      return bad('scenario/invalid#turn-not-playing', 'turn', spec.turn);
    s.turn = s.order.indexOf(spec.turn);
  }
  if (phase === 'play' && s.players[s.order[s.turn] as number]?.condition !== 'playing')
    return bad('scenario/invalid#turn-missing', 'turn');
  if (phase === 'over' && spec.result) {
    const r = spec.result;
    if (r.winners.some((w) => w >= n)) return bad('scenario/invalid#winner', 'result.winners');
    s.phase = 'over';
    s.result = { winners: r.winners, draw: r.draw ?? r.winners.length === 0, reason: r.reason };
  }
  for (const p of s.players) p.told = snapshot(p);
  // The hand-made parts are checked like any untrusted position.
  return decodePosition(JSON.parse(JSON.stringify(encodePosition(s))));
}
