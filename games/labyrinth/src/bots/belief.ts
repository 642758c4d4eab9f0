/**
 * Where a player may be, as far as the announcements tell: a set of position hypotheses,
 * each with the plan facts it implies (the flow of a river it was carried along, the pit
 * it fell into and where it came out, the types of the cells it was told about, the walls
 * it hit). A move's announcement is applied to every hypothesis by the movement rules
 * (B.2.2, B.4.4–B.4.6, B.7.4); hypotheses that contradict what is known or what they
 * imply themselves are dropped. When one hypothesis is left its facts are certain.
 *
 * Positions: a cell index, or `n + cell * 4 + direction` for "outside, having walked out
 * of `cell` towards `direction`" (B.3.4).
 */
import type { RiverMode } from '../plan/movement.ts';
import type { CellType } from '../plan/types.ts';
import type { LabyrinthEvent } from '../types.ts';
import {
  type Fact,
  type Knowledge,
  oppositeDir,
  S_OPEN,
  S_UNKNOWN,
  S_WALL,
  T_DELTA,
  T_ENCEPHALITIS,
  T_LAND,
  T_LANDISH,
  T_PIT,
  T_RIVER,
  typeCode,
  typesAgree,
  UNKNOWN,
} from './knowledge.ts';

export type { RiverMode };

/**
 * The public result of one movement: the `labyrinth/movement` event as the bot reads it,
 * with the movement as a number and walking out as a flag.
 */
export interface MoveAnnouncement
  extends Pick<
    Extract<LabyrinthEvent, { type: 'labyrinth/movement' }>,
    | 'hitWall'
    | 'riverBlocked'
    | 'fellIntoPit'
    | 'looped'
    | 'carried'
    | 'walkedAlong'
    | 'returned'
    | 'cellType'
  > {
  /** 0–3 a direction, 4 by the flow, 5 by the loop. */
  readonly movement: number;
  /** Walked out through an open exit. */
  readonly outside: boolean;
}

export const FLOW = 4;
export const LOOP = 5;
const MAX_FACTS = 48;
/** Hypotheses × cells up to which a fan (pit, loop, turbulent river) keeps every hypothesis' facts. */
const FAN_BUDGET = 1500;

export interface Hypothesis {
  readonly pos: number;
  readonly facts: readonly Fact[];
}

/** Whether a cell of known type `known` may be announced as `told` (an immune player hears "land" on encephalitis). */
export function compatible(known: number, told: number, immune: boolean): boolean {
  if (known === UNKNOWN || known === told) return true;
  if (known === T_LANDISH) return told === T_LAND || told === T_ENCEPHALITIS;
  return immune && told === T_LAND && known === T_ENCEPHALITIS;
}

function withFact(facts: readonly Fact[], key: string, value: number): readonly Fact[] | null {
  for (const [k, v] of facts) if (k === key) return v === value ? facts : null;
  const out = facts.length >= MAX_FACTS ? facts.slice(1) : facts.slice();
  out.push([key, value]);
  return out;
}

interface StepCtx {
  readonly k: Knowledge;
  readonly ann: MoveAnnouncement;
  readonly told: number;
  readonly immune: boolean;
  readonly rivers: RiverMode;
  /** Ignore walls we know (they may have been blown since). */
  readonly soft: boolean;
  /** Keep facts (false for other players: cheaper, nothing is learnt from them). */
  readonly learn: boolean;
  readonly out: Map<number, readonly Fact[]>;
}

function add(ctx: StepCtx, pos: number, facts: readonly Fact[]): void {
  const prev = ctx.out.get(pos);
  if (prev === undefined) {
    ctx.out.set(pos, ctx.learn ? facts : []);
    return;
  }
  if (!ctx.learn || prev.length === 0) return;
  // Two ways to the same position: keep only the facts both imply.
  const keys = new Set(facts.map((f) => `${f[0]}=${f[1]}`));
  ctx.out.set(
    pos,
    prev.filter((f) => keys.has(`${f[0]}=${f[1]}`)),
  );
}

function sideState(ctx: StepCtx, i: number, d: number, facts: readonly Fact[]): number {
  const s = ctx.k.sideOf(i, d, facts);
  return ctx.soft && s === S_WALL ? S_UNKNOWN : s;
}

/** Facts of a hypothesis plus one more; null if it contradicts them. */
function fact(
  ctx: StepCtx,
  facts: readonly Fact[] | null,
  key: string,
  value: number,
): readonly Fact[] | null {
  if (facts === null) return null;
  if (!ctx.learn) return facts;
  return withFact(facts, key, value);
}

function typeFact(
  ctx: StepCtx,
  facts: readonly Fact[] | null,
  cell: number,
  t: number,
): readonly Fact[] | null {
  if (facts === null) return null;
  const known = ctx.k.typeOf(cell, ctx.learn ? facts : undefined);
  if (!compatible(known, t, ctx.immune)) return null;
  // "Land" told to an immune player may be an encephalitis cell: land or encephalitis then.
  if (known !== UNKNOWN) return facts;
  return fact(ctx, facts, `t${cell}`, ctx.immune && t === T_LAND ? T_LANDISH : t);
}

function sideFact(ctx: StepCtx, facts: readonly Fact[] | null, i: number, d: number, s: number) {
  if (facts === null) return null;
  const known = sideState(ctx, i, d, facts);
  if (known !== S_UNKNOWN && known !== s) return null;
  if (known === s) return facts;
  return fact(ctx, facts, `s${ctx.k.sideKey(i, d)}`, s);
}

/** Ends the step on `pos`, which must be of the told type. */
function land(ctx: StepCtx, pos: number, facts: readonly Fact[] | null): void {
  const f = ctx.told === UNKNOWN ? facts : typeFact(ctx, facts, pos, ctx.told);
  if (f !== null) add(ctx, pos, f);
}

/** Carried by the current from river cell r (one cell; to the delta in turbulent rivers). */
function carryFrom(ctx: StepCtx, r: number, facts: readonly Fact[] | null): void {
  const f0 = typeFact(ctx, facts, r, T_RIVER);
  if (f0 === null) return;
  const { k } = ctx;
  if (ctx.rivers === 'turbulent') {
    // Follow known flows; where one is unknown, any delta will do.
    let at = r;
    for (let guard = 0; guard <= k.n; guard++) {
      const fl = k.flowOf(at, ctx.learn ? f0 : undefined);
      if (fl === UNKNOWN) break;
      const next = k.neighbour(at, fl);
      if (next < 0) return;
      if (k.typeOf(next, ctx.learn ? f0 : undefined) !== T_RIVER) {
        land(ctx, next, f0);
        return;
      }
      at = next;
    }
    for (const c of k.cellsList()) if (c !== r) land(ctx, c, f0);
    return;
  }
  const known = k.flowOf(r, ctx.learn ? f0 : undefined);
  for (let d = 0; d < 4; d++) {
    if (known !== UNKNOWN && known !== d) continue;
    const q = k.neighbour(r, d);
    if (q < 0) continue;
    if (known === UNKNOWN) {
      // A river never flows through a wall (B.4.5.2), never back into where it comes from.
      if (sideState(ctx, r, d, f0) === S_WALL) continue;
      if (k.flowOf(q, ctx.learn ? f0 : undefined) === oppositeDir(d)) continue;
    }
    const tq = k.typeOf(q, ctx.learn ? f0 : undefined);
    if (tq !== UNKNOWN && tq !== T_RIVER && tq !== T_DELTA) continue;
    let f = fact(ctx, f0, `f${r}`, d);
    f = sideFact(ctx, f, r, d, S_OPEN);
    land(ctx, q, f);
  }
}

/** Fell into pit q (or looped from it): out at the next pit of its loop. */
function pitFrom(ctx: StepCtx, q: number, facts: readonly Fact[] | null): void {
  const f0 = typeFact(ctx, facts, q, T_PIT);
  if (f0 === null) return;
  const { k } = ctx;
  const known = k.pitOf(q, ctx.learn ? f0 : undefined);
  if (known !== UNKNOWN) {
    land(ctx, known, f0);
    return;
  }
  for (const c of k.cellsList()) {
    if (c === q) continue;
    land(ctx, c, fact(ctx, f0, `p${q}`, c));
  }
}

/** Stepped into cell q from a neighbouring cell (or from outside through an exit). */
function arrive(ctx: StepCtx, q: number, facts: readonly Fact[] | null): void {
  const { ann } = ctx;
  if (ann.fellIntoPit) pitFrom(ctx, q, facts);
  else if (ann.carried && !ann.walkedAlong) carryFrom(ctx, q, facts);
  else land(ctx, q, facts);
}

function stepOne(ctx: StepCtx, h: Hypothesis): void {
  const { k, ann } = ctx;
  const facts = h.facts;
  const m = ann.movement;
  if (h.pos >= k.n) {
    // Outside: only a step back through the same exit returns (B.3.4).
    if (!ann.returned) return;
    const cell = (h.pos - k.n) >> 2;
    const side = (h.pos - k.n) & 3;
    if (m !== oppositeDir(side)) return;
    arrive(ctx, cell, facts);
    return;
  }
  const p = h.pos;
  if (ann.returned) return;
  const tp = k.typeOf(p, ctx.learn ? facts : undefined);
  if (ann.outside) {
    // Walked out through an open exit.
    if (m >= 4 || k.neighbour(p, m) >= 0) return;
    const f = sideFact(ctx, facts, p, m, S_OPEN);
    if (f !== null) add(ctx, k.n + p * 4 + m, f);
    return;
  }
  if (ann.hitWall) {
    let f: readonly Fact[] | null = facts;
    if (m === FLOW) {
      if (tp === T_RIVER || ann.carried) return;
    } else if (m === LOOP) {
      if (tp === T_PIT) return;
    } else if (!ann.riverBlocked) {
      f = sideFact(ctx, f, p, m, S_WALL);
    }
    if (ann.carried) carryFrom(ctx, p, f);
    else {
      // Without footing a player in a river is carried after hitting a wall.
      if (tp === T_RIVER && ctx.rivers !== 'shallow') return;
      land(ctx, p, f);
    }
    return;
  }
  if (m === FLOW) {
    carryFrom(ctx, p, facts);
    return;
  }
  if (m === LOOP) {
    pitFrom(ctx, p, facts);
    return;
  }
  const q = k.neighbour(p, m);
  if (q < 0) return;
  arrive(ctx, q, sideFact(ctx, facts, p, m, S_OPEN));
}

export interface StepOptions {
  readonly immune: boolean;
  readonly rivers: RiverMode;
  readonly learn: boolean;
}

/** Applies one movement announcement to every hypothesis; never returns an empty set. */
export function stepBelief(
  k: Knowledge,
  hyps: readonly Hypothesis[],
  ann: MoveAnnouncement,
  opts: StepOptions,
): { hyps: Hypothesis[]; recovered: 'no' | 'soft' | 'reset' } {
  const told = ann.cellType === null ? UNKNOWN : typeCode(ann.cellType);
  // Many hypotheses each falling anywhere: keeping every one's facts costs more than it teaches
  // (each of them lands on any cell: about hypotheses × cells new ones before merging).
  const fans = ann.fellIntoPit || ann.looped || (ann.carried && opts.rivers === 'turbulent');
  const learn = opts.learn && hyps.length <= (fans ? Math.max(12, Math.floor(FAN_BUDGET / k.n)) : 200);
  for (const soft of [false, true]) {
    const ctx: StepCtx = { k, ann, told, soft, out: new Map(), ...opts, learn };
    for (const h of hyps) stepOne(ctx, h);
    if (ctx.out.size > 0)
      return {
        hyps: [...ctx.out].map(([pos, facts]) => ({ pos, facts })),
        recovered: soft ? 'soft' : 'no',
      };
  }
  if (ann.outside && ann.movement < 4) {
    // Walked out, from where we did not expect: somewhere along that side of the outline.
    const d = ann.movement;
    const edge = k.cellsList().filter((c) => k.neighbour(c, d) < 0);
    return { hyps: edge.map((c) => ({ pos: k.n + c * 4 + d, facts: [] })), recovered: 'reset' };
  }
  return { hyps: resetBelief(k, ann.cellType, opts.immune), recovered: 'reset' };
}

/** Every cell that could be of the told type (all cells if none). */
export function resetBelief(k: Knowledge, told: CellType | null, immune: boolean): Hypothesis[] {
  const t = told === null ? UNKNOWN : typeCode(told);
  const cells = k.cellsList();
  const fit = t === UNKNOWN ? cells : cells.filter((c) => compatible(k.typeOf(c), t, immune));
  return (fit.length > 0 ? fit : cells).map((pos) => ({ pos, facts: [] }));
}

/**
 * Commits what every hypothesis agrees on (certain if the truth is among them) and, with a
 * single hypothesis left, everything it implies. Returns the hypotheses with those facts removed.
 */
export function commitCommon(k: Knowledge, hyps: readonly Hypothesis[]): Hypothesis[] {
  if (hyps.length === 0) return [];
  if (hyps.length === 1) {
    const h = hyps[0] as Hypothesis;
    k.commit(h.facts);
    return [{ pos: h.pos, facts: [] }];
  }
  const first = hyps[0] as Hypothesis;
  if (first.facts.length === 0) return hyps.slice();
  let common = first.facts.map((f) => `${f[0]}=${f[1]}`);
  for (const h of hyps) {
    if (common.length === 0) break;
    const mine = new Set(h.facts.map((f) => `${f[0]}=${f[1]}`));
    common = common.filter((c) => mine.has(c));
  }
  if (common.length === 0) return hyps.slice();
  const set = new Set(common);
  k.commit(first.facts.filter((f) => set.has(`${f[0]}=${f[1]}`)));
  return hyps.map((h) => ({ pos: h.pos, facts: h.facts.filter((f) => !set.has(`${f[0]}=${f[1]}`)) }));
}

/** Keeps the hypotheses whose facts still agree with what became certain. */
export function pruneAgainst(k: Knowledge, hyps: readonly Hypothesis[]): Hypothesis[] {
  const kept = hyps.filter((h) =>
    h.facts.every(([key, v]) => {
      const i = Number(key.slice(1));
      switch (key[0]) {
        case 't':
          return typesAgree(k.type[i] as number, v);
        case 'f':
          return k.flow[i] === UNKNOWN || k.flow[i] === v;
        case 'p':
          return k.pitNext[i] === UNKNOWN || k.pitNext[i] === v;
        default:
          return k.sides[i] === S_UNKNOWN || k.sides[i] === v || k.sides[i] === S_OPEN;
      }
    }),
  );
  return kept.length > 0 ? kept : hyps.slice();
}
