/**
 * The plan validator: checks a plan against every mandatory requirement of B.8 (with
 * the river-system structure of B.4.5, the pit loops of B.4.4 and the treasures of
 * B.3.1) and reports each violation in words; the recommendations of B.8 (and B.5.7)
 * come back separately as warnings.
 *
 * Reachability (B.8.5) uses the real movement rules (`resolveMovement`, with the table's
 * rivers — normal by default — including movements by the flow and by the loop), without
 * grenades: a cell is reachable when some movement can END there. Cells where no movement
 * can ever end under those rivers (`inaccessibleCells`: river sources; with turbulent rivers
 * every river cell) are exempt, and no exit may lead out of them (B.8.4).
 */
import {
  type CellGraph,
  DIRECTIONS,
  graphDistances,
  ok,
  type Point,
  type Result,
  type RuleError,
  step,
} from '@daedalus/core';
import { checkStructure, planFromJson } from './json.ts';
import { inaccessibleCells, MOVEMENTS, type RiverMode, resolveMovement } from './movement.ts';
import {
  cellType,
  downstream,
  hasInnerWall,
  indexOfPoint,
  isCell,
  planCells,
  riverSources,
} from './query.ts';
import type { Plan, PlanIssue } from './types.ts';

export interface ValidateOptions {
  /** Number of players, for the advice on fake treasures (B.8 rec. 3) and exits with landmines (B.5.7). */
  readonly players?: number;
  /** Whether landmines are played (B.5.7: then more exits than players are advised). */
  readonly landmines?: boolean;
  /** The table's rivers (B.7.4), for reachability and exits (default normal). */
  readonly rivers?: RiverMode;
}

export interface PlanReport {
  /** True when there is no error (warnings do not count). */
  readonly ok: boolean;
  /** Violations of mandatory requirements. */
  readonly errors: readonly PlanIssue[];
  /** Recommendations not followed. */
  readonly warnings: readonly PlanIssue[];
}

const at = (p: Point): string => `(${p.x}, ${p.y})`;
const list = (ps: readonly Point[], max = 8): string =>
  ps.length <= max
    ? ps.map(at).join(', ')
    : `${ps.slice(0, max).map(at).join(', ')} and ${ps.length - max} more`;
const issue = (code: string, message: string, cells: readonly Point[] = []): PlanIssue => ({
  code,
  message,
  cells,
});

/** Checks the river systems (B.4.5): flows, walls on flows, loops, deltas without rivers. */
function checkRivers(plan: Plan, errors: PlanIssue[]): void {
  const cells = planCells(plan);
  const inflow = new Set<number>();
  for (const p of cells) {
    if (cellType(plan, p) !== 'river') continue;
    const d = plan.flow[indexOfPoint(plan, p)];
    if (d === null || d === undefined) {
      errors.push(issue('rivers/no-flow', `the river cell ${at(p)} has no flow direction`, [p]));
      continue;
    }
    const q = step(p, d);
    if (!isCell(plan, q)) {
      errors.push(
        issue('rivers/flow-off-plan', `the river at ${at(p)} flows ${d}, out of the labyrinth`, [p]),
      );
      continue;
    }
    const t = cellType(plan, q);
    if (t !== 'river' && t !== 'delta') {
      errors.push(
        issue(
          'rivers/flow-into-non-river',
          `the river at ${at(p)} flows into ${at(q)}, a ${t} cell (a river flows into a river or a delta)`,
          [p, q],
        ),
      );
      continue;
    }
    inflow.add(indexOfPoint(plan, q));
    if (hasInnerWall(plan, p, d))
      errors.push(
        issue(
          'rivers/wall-on-flow',
          `a wall blocks the flow from ${at(p)} to ${at(q)} (B.4.5: walls cannot block a river)`,
          [p, q],
        ),
      );
  }
  for (const p of cells)
    if (cellType(plan, p) === 'delta' && !inflow.has(indexOfPoint(plan, p)))
      errors.push(
        issue(
          'rivers/delta-without-river',
          `the delta ${at(p)} has no river flowing into it (a river system needs at least one river cell)`,
          [p],
        ),
      );
  // Loops: follow each river; a walk longer than the number of cells never reached a delta.
  const state = new Uint8Array(plan.width * plan.height); // 0 unknown, 1 on current path, 2 reaches a delta
  for (const start of cells) {
    if (cellType(plan, start) !== 'river' || state[indexOfPoint(plan, start)] !== 0) continue;
    const path: Point[] = [];
    let p: Point | null = start;
    while (p !== null && isCell(plan, p) && cellType(plan, p) === 'river') {
      const i = indexOfPoint(plan, p);
      if (state[i] === 2) break;
      if (state[i] === 1) {
        const cycleStart = path.findIndex((c) => c.x === p!.x && c.y === p!.y);
        const cycle = path.slice(cycleStart);
        errors.push(
          issue('rivers/loop', `the river ${list(cycle)} flows in a circle and never reaches a delta`, cycle),
        );
        break;
      }
      state[i] = 1;
      path.push(p);
      p = downstream(plan, p);
    }
    for (const c of path) state[indexOfPoint(plan, c)] = 2;
  }
}

function checkPits(plan: Plan, errors: PlanIssue[]): void {
  const inLoop = new Set<number>();
  plan.pitLoops.forEach((loop, li) => {
    for (const p of loop) inLoop.add(indexOfPoint(plan, p));
    if (loop.length < 2)
      errors.push(
        issue(
          'pits/short-loop',
          `pit loop ${li + 1} has ${loop.length} pit${loop.length === 1 ? '' : 's'}; a loop needs at least 2 (B.4.4)`,
          loop,
        ),
      );
  });
  const lonely = planCells(plan).filter(
    (p) => cellType(plan, p) === 'pit' && !inLoop.has(indexOfPoint(plan, p)),
  );
  if (lonely.length > 0)
    errors.push(
      issue(
        'pits/not-in-loop',
        `the pit${lonely.length > 1 ? 's' : ''} ${list(lonely)} belong to no loop`,
        lonely,
      ),
    );
}

/**
 * The movement graph under the given rivers (normal by default): for each cell index, the
 * cells some movement (four directions, by the flow, by the loop) ends on. With shallow
 * rivers a player in a river has footing (every movement ending in a river gives it). Only
 * for plans whose rivers and pits are sound (otherwise movement reports a broken plan and
 * the edge is skipped).
 */
export function movementGraph(plan: Plan, rivers: RiverMode = 'normal'): number[][] {
  const out: number[][] = Array.from({ length: plan.width * plan.height }, () => []);
  const opts = { rivers, footing: rivers === 'shallow' };
  for (const p of planCells(plan)) {
    const i = indexOfPoint(plan, p);
    const targets = out[i] as number[];
    for (const m of MOVEMENTS) {
      const r = resolveMovement(plan, p, m, opts);
      if (!r.ok || r.value.end.kind !== 'cell') continue;
      const j = indexOfPoint(plan, r.value.end.at);
      if (j !== i && !targets.includes(j)) targets.push(j);
    }
  }
  return out;
}

/** Lists of targets as a graph: side k of cell i leads to `lists[i][k]`. */
const listGraph = (lists: readonly (readonly number[])[]): CellGraph => ({
  size: lists.length,
  forEachNeighbour(cell, visit) {
    (lists[cell] ?? []).forEach(visit);
  },
});

/** The cells reachable from `root` (distance ≥ 0). */
const reach = (graph: readonly (readonly number[])[], root: number): Int32Array =>
  graphDistances(listGraph(graph), root, () => true);

export interface Reachability {
  /** Cells (not river sources) that cannot be reached from the main part of the labyrinth. */
  readonly unreachable: readonly Point[];
  /** Cells from which the main part of the labyrinth cannot be reached (traps). */
  readonly trapped: readonly Point[];
}

/**
 * B.8.5: whether every cell except river sources (under the given rivers: every cell but
 * `inaccessibleCells`) can be reached from every other without grenades. The "main part"
 * is the largest set of mutually reachable cells. The plan's rivers and pits must be sound.
 */
export function reachability(plan: Plan, rivers: RiverMode = 'normal'): Reachability {
  const graph = movementGraph(plan, rivers);
  const reverse: number[][] = graph.map(() => []);
  graph.forEach((targets, i) => {
    for (const j of targets) (reverse[j] as number[]).push(i);
  });
  const exempt = new Set(inaccessibleCells(plan, rivers).map((p) => indexOfPoint(plan, p)));
  const members = planCells(plan)
    .map((p) => indexOfPoint(plan, p))
    .filter((i) => !exempt.has(i));
  if (members.length === 0) return { unreachable: [], trapped: [] };
  const judge = (root: number): { fwd: Int32Array; back: Int32Array; size: number } => {
    const fwd = reach(graph, root);
    const back = reach(reverse, root);
    let size = 0;
    for (const i of members) if ((fwd[i] as number) >= 0 && (back[i] as number) >= 0) size++;
    return { fwd, back, size };
  };
  let best = judge(members[0] as number);
  if (best.size < members.length) {
    const done = new Uint8Array(graph.length);
    for (const i of members) {
      if (done[i] === 1) continue;
      const j = judge(i);
      for (const k of members) if ((j.fwd[k] as number) >= 0 && (j.back[k] as number) >= 0) done[k] = 1;
      if (j.size > best.size) best = j;
    }
  }
  const point = (i: number): Point => ({ x: i % plan.width, y: Math.floor(i / plan.width) });
  return {
    unreachable: members.filter((i) => best.fwd[i] === -1).map(point),
    trapped: members.filter((i) => best.back[i] === -1).map(point),
  };
}

/** Checks a structurally sound plan against B.8 (errors) and its recommendations (warnings). */
export function validatePlan(plan: Plan, options: ValidateOptions = {}): PlanReport {
  const structure = checkStructure(plan);
  if (structure.length > 0) return { ok: false, errors: structure, warnings: [] };
  const errors: PlanIssue[] = [];
  const warnings: PlanIssue[] = [];
  const cells = planCells(plan);
  const ofType = (t: string): Point[] => cells.filter((p) => cellType(plan, p) === t);

  // B.8.2: at least one weaponry, hospital and land.
  const weaponries = ofType('weaponry');
  const hospitals = ofType('hospital');
  if (weaponries.length === 0)
    errors.push(issue('cells/no-weaponry', 'the labyrinth has no weaponry (B.8.2)'));
  if (hospitals.length === 0)
    errors.push(issue('cells/no-hospital', 'the labyrinth has no hospital (B.8.2)'));
  if (ofType('land').length === 0)
    errors.push(issue('cells/no-land', 'the labyrinth has no land cell (B.8.2)'));

  // B.8.3 and B.3.1: one true treasure, every treasure on land.
  const trues = plan.treasures.filter((t) => t.true).map((t) => t.at);
  if (trues.length === 0) errors.push(issue('treasures/no-true', 'there is no true treasure (B.8.3)'));
  if (trues.length > 1)
    errors.push(
      issue(
        'treasures/several-true',
        `there are ${trues.length} true treasures, at ${list(trues)}; exactly one is allowed (B.8.3)`,
        trues,
      ),
    );
  for (const t of plan.treasures)
    if (cellType(plan, t.at) !== 'land')
      errors.push(
        issue(
          t.true ? 'treasures/true-not-on-land' : 'treasures/fake-not-on-land',
          `the ${t.true ? 'true' : 'fake'} treasure at ${at(t.at)} lies on a ${cellType(plan, t.at)} cell; treasures start on land (B.8.3, B.3.1)`,
          [t.at],
        ),
      );

  // B.4.5 rivers and B.4.4 pits; reachability needs both sound.
  const riverErrors: PlanIssue[] = [];
  checkRivers(plan, riverErrors);
  checkPits(plan, riverErrors);
  errors.push(...riverErrors);

  // B.8.4: at least two exits, none from an unreachable cell.
  if (plan.exits.length < 2)
    errors.push(
      issue(
        'exits/too-few',
        `the labyrinth has ${plan.exits.length} exit${plan.exits.length === 1 ? '' : 's'}; at least two are needed (B.8.4)`,
      ),
    );
  const rivers = options.rivers ?? 'normal';
  const sources = riverErrors.length === 0 ? riverSources(plan) : [];
  const inaccessible = riverErrors.length === 0 ? inaccessibleCells(plan, rivers) : [];
  const isIn = (ps: readonly Point[], p: Point): boolean => ps.some((s) => s.x === p.x && s.y === p.y);
  for (const e of plan.exits)
    if (isIn(inaccessible, e.at))
      errors.push(
        isIn(sources, e.at)
          ? issue(
              'exits/from-river-source',
              `the exit on the ${e.side} side of ${at(e.at)} leads out of a river source, where no player can stand (B.8.4)`,
              [e.at],
            )
          : issue(
              'exits/from-river-cell',
              `the exit on the ${e.side} side of ${at(e.at)} leads out of a river cell, where no player can stand with ${rivers} rivers (B.8.4)`,
              [e.at],
            ),
      );

  // B.8.5: every cell but river sources (those the table's rivers make inaccessible) reachable from every other.
  if (riverErrors.length === 0) {
    const r = reachability(plan, rivers);
    if (r.unreachable.length > 0)
      errors.push(
        issue(
          'reach/unreachable',
          `no player can get to ${list(r.unreachable)} from the rest of the labyrinth without grenades (B.8.5)`,
          r.unreachable,
        ),
      );
    if (r.trapped.length > 0)
      errors.push(
        issue(
          'reach/trapped',
          `a player at ${list(r.trapped)} cannot get back to the rest of the labyrinth without grenades (B.8.5)`,
          r.trapped,
        ),
      );
    const bad = new Set([...r.unreachable, ...r.trapped].map((p) => indexOfPoint(plan, p)));
    for (const e of plan.exits)
      if (bad.has(indexOfPoint(plan, e.at)))
        errors.push(
          issue(
            'exits/unreachable-cell',
            `the exit on the ${e.side} side of ${at(e.at)} is on a cell cut off from the labyrinth (B.8.4)`,
            [e.at],
          ),
        );
  }

  // Recommendations (B.8 rec. 1–4, 6; B.5.7; "often agreed" open exit of B.8.4).
  if (weaponries.length < 2)
    warnings.push(
      issue(
        'advice/few-weaponries',
        `only ${weaponries.length} weaponr${weaponries.length === 1 ? 'y' : 'ies'}; at least two are advised (B.8 rec. 1)`,
        weaponries,
      ),
    );
  if (hospitals.length < 2)
    warnings.push(
      issue(
        'advice/few-hospitals',
        `only ${hospitals.length} hospital${hospitals.length === 1 ? '' : 's'}; at least two are advised (B.8 rec. 1)`,
        hospitals,
      ),
    );
  for (const h of hospitals)
    for (const d of DIRECTIONS) {
      const q = step(h, d);
      if (isCell(plan, q) && cellType(plan, q) === 'weaponry')
        warnings.push(
          issue(
            'advice/hospital-next-to-weaponry',
            `the hospital ${at(h)} neighbours the weaponry ${at(q)} (B.8 rec. 2)`,
            [h, q],
          ),
        );
    }
  const fakes = plan.treasures.length - trues.length;
  if (fakes < 1)
    warnings.push(issue('advice/no-fake', 'there is no fake treasure; at least one is advised (B.8 rec. 3)'));
  if (options.players !== undefined && fakes > options.players)
    warnings.push(
      issue(
        'advice/many-fakes',
        `${fakes} fake treasures for ${options.players} players; at most one per player is advised (B.8 rec. 3)`,
      ),
    );
  if (riverErrors.length === 0) {
    const opts = { rivers: 'normal', footing: false } as const;
    for (const d of ofType('delta')) {
      let ways = 0;
      for (const dir of DIRECTIONS) {
        const r = resolveMovement(plan, d, dir, opts);
        if (r.ok && (r.value.end.kind === 'outside' || r.value.end.at.x !== d.x || r.value.end.at.y !== d.y))
          ways++;
      }
      if (ways <= 1)
        warnings.push(
          issue(
            'advice/delta-attractor',
            `the delta ${at(d)} has ${ways === 0 ? 'no way' : 'only one way'} out: a strong attractor (B.8 rec. 4)`,
            [d],
          ),
        );
      for (const dir of ['right', 'down'] as const) {
        const q = step(d, dir);
        if (isCell(plan, q) && cellType(plan, q) === 'delta')
          warnings.push(
            issue(
              'advice/adjacent-deltas',
              `the deltas ${at(d)} and ${at(q)} are neighbours: a strong attractor (B.8 rec. 4)`,
              [d, q],
            ),
          );
      }
    }
  }
  for (const t of trues)
    for (const e of plan.exits)
      if (Math.abs(e.at.x - t.x) + Math.abs(e.at.y - t.y) <= 1)
        warnings.push(
          issue(
            'advice/treasure-near-exit',
            `the true treasure ${at(t)} is next to the exit on the ${e.side} side of ${at(e.at)} (B.8 rec. 6)`,
            [t, e.at],
          ),
        );
  if (plan.exits.length > 0 && !plan.exits.some((e) => e.open))
    warnings.push(
      issue('advice/no-open-exit', 'no exit is open at the start; one open exit is usually agreed (B.8.4)'),
    );
  if (options.landmines === true && options.players !== undefined && plan.exits.length <= options.players)
    warnings.push(
      issue(
        'advice/few-exits-for-landmines',
        `${plan.exits.length} exits for ${options.players} players with landmines; more exits than players are advised (B.5.7)`,
      ),
    );

  return { ok: errors.length === 0, errors, warnings };
}

/** Validates an untrusted JSON value: the plan and its report, or why it is not a plan at all. */
export function validatePlanJson(
  value: unknown,
  options: ValidateOptions = {},
): Result<{ plan: Plan; report: PlanReport }, RuleError> {
  const parsed = planFromJson(value);
  if (!parsed.ok) return parsed;
  return ok({ plan: parsed.value, report: validatePlan(parsed.value, options) });
}
