/**
 * The JSON plan: a zod schema for untrusted input, the structural checks a schema
 * cannot express (array sizes, points on cells, exits on outer sides, pit loops made of
 * pits…), and the canonical form that the text format round-trips with.
 *
 * Structure is not legality: a structurally sound plan may still break the rules of
 * B.8 (no delta, unreachable cells…); `validatePlan` reports those.
 */
import {
  DIRECTIONS,
  type Direction,
  fail,
  ok,
  type Point,
  type Result,
  type RuleError,
} from '@daedalus/core';
import { z } from 'zod';
import { indexOfPoint, isCell, isOuter } from './query.ts';
import { CELL_TYPES, type CellType, type Exit, type Plan, type PlanIssue, type Treasure } from './types.ts';

/** The largest side accepted for a plan (the generator is tested up to 12×12 and more). */
export const MAX_PLAN_SIDE = 64;

const pointSchema = z.object({ x: z.number().int(), y: z.number().int() }).strict();
const directionSchema = z.enum(DIRECTIONS);

export const planSchema = z
  .object({
    width: z.number().int().min(1).max(MAX_PLAN_SIDE),
    height: z.number().int().min(1).max(MAX_PLAN_SIDE),
    mask: z.array(z.boolean()).optional(),
    cells: z.array(z.enum(CELL_TYPES)),
    wallRight: z.array(z.boolean()),
    wallDown: z.array(z.boolean()),
    exits: z.array(z.object({ at: pointSchema, side: directionSchema, open: z.boolean() }).strict()),
    flow: z.array(directionSchema.nullable()),
    pitLoops: z.array(z.array(pointSchema)),
    treasures: z.array(z.object({ at: pointSchema, true: z.boolean() }).strict()),
  })
  .strict();

const issue = (code: string, message: string, cells: readonly Point[] = []): PlanIssue => ({
  code,
  message,
  cells,
});
const at = (p: Point): string => `(${p.x}, ${p.y})`;

/**
 * Structural checks of a plan whose shape already matches the schema. Returns every
 * problem found (empty when sound). A structurally sound plan can be printed as text.
 */
export function checkStructure(plan: Plan): PlanIssue[] {
  const issues: PlanIssue[] = [];
  const n = plan.width * plan.height;
  const sized = (name: string, length: number | undefined): void => {
    if (length !== undefined && length !== n)
      issues.push(
        issue(
          'plan/bad-size',
          `${name} has ${length} entries but a ${plan.width}×${plan.height} plan needs ${n}`,
        ),
      );
  };
  sized('mask', plan.mask?.length);
  sized('cells', plan.cells.length);
  sized('wallRight', plan.wallRight.length);
  sized('wallDown', plan.wallDown.length);
  sized('flow', plan.flow.length);
  if (issues.length > 0) return issues;
  if (plan.mask !== undefined && !plan.mask.includes(true))
    return [issue('plan/no-cells', 'the mask leaves no cell in the labyrinth')];

  for (let i = 0; i < n; i++) {
    const p = { x: i % plan.width, y: Math.floor(i / plan.width) };
    if (isCell(plan, p) && plan.flow[i] !== null && plan.cells[i] !== 'river')
      issues.push(
        issue('plan/flow-on-non-river', `the ${plan.cells[i]} cell ${at(p)} has a flow direction`, [p]),
      );
  }

  const exitKeys = new Set<string>();
  for (const e of plan.exits) {
    if (!isCell(plan, e.at)) {
      issues.push(
        issue('plan/exit-off-plan', `the exit at ${at(e.at)} is not on a cell of the plan`, [e.at]),
      );
      continue;
    }
    if (!isOuter(plan, e.at, e.side))
      issues.push(
        issue('plan/exit-not-outer', `the exit on the ${e.side} side of ${at(e.at)} is not on the outline`, [
          e.at,
        ]),
      );
    const key = `${e.at.x},${e.at.y},${e.side}`;
    if (exitKeys.has(key))
      issues.push(
        issue('plan/duplicate-exit', `the ${e.side} side of ${at(e.at)} is listed as an exit twice`, [e.at]),
      );
    exitKeys.add(key);
  }

  const inLoop = new Set<number>();
  plan.pitLoops.forEach((loop, li) => {
    for (const p of loop) {
      if (!isCell(plan, p)) {
        issues.push(
          issue('plan/pit-off-plan', `pit loop ${li + 1} lists ${at(p)}, which is not a cell`, [p]),
        );
        continue;
      }
      const i = indexOfPoint(plan, p);
      if (plan.cells[i] !== 'pit')
        issues.push(
          issue('plan/loop-through-non-pit', `pit loop ${li + 1} lists ${at(p)}, a ${plan.cells[i]} cell`, [
            p,
          ]),
        );
      if (inLoop.has(i))
        issues.push(issue('plan/pit-in-two-loops', `the pit ${at(p)} appears twice in the pit loops`, [p]));
      inLoop.add(i);
    }
  });

  for (const t of plan.treasures)
    if (!isCell(plan, t.at))
      issues.push(
        issue('plan/treasure-off-plan', `a treasure lies at ${at(t.at)}, which is not a cell`, [t.at]),
      );
  return issues;
}

/** Parses an untrusted JSON value into a structurally sound plan, or explains what is wrong. */
export function planFromJson(value: unknown): Result<Plan, RuleError> {
  const parsed = planSchema.safeParse(value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (i) => `${i.path.length > 0 ? i.path.join('.') : 'plan'}: ${i.message}`,
    );
    return fail('plan/bad-json', `not a plan: ${problems.slice(0, 5).join('; ')}`, problems);
  }
  const plan = parsed.data as Plan;
  const issues = checkStructure(plan);
  if (issues.length > 0)
    return fail('plan/bad-structure', `not a sound plan: ${issues.map((i) => i.message).join('; ')}`, issues);
  return ok(normalizePlan(plan));
}

const dirOrder = (d: Direction): number => DIRECTIONS.indexOf(d);

/**
 * The canonical form of a plan (what the text format prints and parses back): no mask
 * when every position is a cell; masked positions are land with no flow; walls facing
 * the outline or a masked position are absent; exits sorted by row, column and side
 * (up, right, down, left); treasures sorted by row and column, the true one first.
 * Pit loops keep their order and rotation (the numbering of B.4.4).
 */
export function normalizePlan(plan: Plan): Plan {
  const { width, height } = plan;
  const n = width * height;
  const full = plan.mask === undefined || plan.mask.every(Boolean);
  const mask = full ? undefined : plan.mask!.slice();
  const shape = { width, height, mask };
  const cells: CellType[] = [];
  const wallRight: boolean[] = [];
  const wallDown: boolean[] = [];
  const flow: (Direction | null)[] = [];
  for (let i = 0; i < n; i++) {
    const p = { x: i % width, y: Math.floor(i / width) };
    const here = isCell(shape, p);
    const type = here ? (plan.cells[i] as CellType) : 'land';
    cells.push(type);
    wallRight.push(here && isCell(shape, { x: p.x + 1, y: p.y }) && plan.wallRight[i] === true);
    wallDown.push(here && isCell(shape, { x: p.x, y: p.y + 1 }) && plan.wallDown[i] === true);
    flow.push(type === 'river' && here ? (plan.flow[i] ?? null) : null);
  }
  const exits: Exit[] = plan.exits
    .map((e) => ({ at: { x: e.at.x, y: e.at.y }, side: e.side, open: e.open }))
    .sort((a, b) => a.at.y - b.at.y || a.at.x - b.at.x || dirOrder(a.side) - dirOrder(b.side));
  const treasures: Treasure[] = plan.treasures
    .map((t) => ({ at: { x: t.at.x, y: t.at.y }, true: t.true }))
    .sort((a, b) => a.at.y - b.at.y || a.at.x - b.at.x || Number(b.true) - Number(a.true));
  const pitLoops = plan.pitLoops.map((loop) => loop.map((p) => ({ x: p.x, y: p.y })));
  const out: Plan = { width, height, cells, wallRight, wallDown, exits, flow, pitLoops, treasures };
  return mask === undefined
    ? out
    : { width, height, mask, cells, wallRight, wallDown, exits, flow, pitLoops, treasures };
}
