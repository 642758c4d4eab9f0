/**
 * Labyrinth's sampler of hidden worlds for the `strong` level (core's `Sampler`): what a seat
 * knows is `normal`'s own fold of its observations — a `LabyrinthBot` of level `normal` fed
 * every event and view of the seat (the map it learnt, its position hypotheses with the facts
 * each implies, its hypotheses about every opponent) — plus the thinking breaks announced.
 *
 * A world (`sample`) is a full `LabyrinthState` in which the seat must decide now and sees
 * exactly its view and legal actions:
 *
 * - its own cell: one of its hypotheses (a cell, or outside by an exit after ashes), the map
 *   read with that hypothesis' facts on top (the walls it hit, flows and pit links it implies);
 * - the opponents: one of the belief's hypotheses about each (any cell not a pit or river when
 *   the belief has none); their belongings the start's (3 bullets, 3 grenades), their health
 *   good — the seat is told little of either;
 * - the plan: the cell types, inner and outer sides, river flows and pit links the seat knows
 *   are kept; everything else comes from a plan the generator draws from the table's options
 *   and outline as setup would (a few per decision, shared by its samples), then repaired into
 *   a plan the rules can play: every river cell flows into a cell, every pit is in a loop that
 *   keeps the links the seat knows, a player never stands on a pit or (but in shallow rivers)
 *   a river it was not told of;
 * - treasures: one in the seat's hands if it holds one, one on each cell where it believes one
 *   lies, the rest of the generated plan's count (less the fakes carried out) on cells whose
 *   type the seat does not know (it would have been told of a treasure where it stood); which
 *   one is true, at random; no other items (bullets, grenades, corpses, mines lying about);
 * - the seat's own status as last told, its start, peeks, ordered cells, the move it may not
 *   repeat; the public parts from the view (order, turn, round, Nstop count, start types, who is
 *   dead or lost, the full log when the table keeps one).
 *
 * What it does not keep (see docs/bots.md, "Labyrinth: the `strong` level"): the sampled plan
 * need not agree with every past announcement — the opponents' movements are followed without
 * facts, and the seat's own history only as far as its hypotheses carry it — and the generated
 * parts ignore what a consistent plan would need around what is known (how many hospitals are
 * left to find, which exits are already counted). Every sampled world is playable by the rules.
 */
import {
  DIRECTIONS,
  type Direction,
  type Point,
  Random,
  type RngState,
  type Sampler,
  type Seat,
} from '@daedalus/core';
import { type GenerateOptions, generatePlan, resolveSettings } from '../plan/generate.ts';
import { indexOfPoint, pointOfIndex } from '../plan/query.ts';
import { CELL_TYPES, type CellType, type Exit, type Plan } from '../plan/types.ts';
import { snapshot } from '../rules/state.ts';
import { newPlayer } from '../setup.ts';
import type {
  Item,
  LabyrinthEvent,
  LabyrinthState,
  LabyrinthView,
  PlayerState,
  StatusSnapshot,
} from '../types.ts';
import type { Hypothesis } from './belief.ts';
import { LabyrinthBot } from './bot.ts';
import { type Knowledge, S_OPEN, S_UNKNOWN, S_WALL, T_LANDISH, UNKNOWN } from './knowledge.ts';

/** What a seat knows: `normal`'s fold of its observations, and what the bot does not keep. */
export interface LabKnown {
  readonly seat: Seat;
  readonly players: number;
  /** `normal` fed every observation of the seat: map, own and opponents' hypotheses. */
  readonly bot: LabyrinthBot;
  /** Thinking breaks announced, per seat (B.9; they decide whether a break is legal). */
  readonly breaks: number[];
  /** The seat took a break this turn. */
  onBreak: boolean;
  /** The seat ordered a cell this turn (a move it may not repeat is allowed again then). */
  reordered: boolean;
  /** Fake treasures carried out (turned to ashes): no longer in the labyrinth. */
  ashes: number;
  /** The plans the generator drew for the decision on `view` (the search passes one view to every sample). */
  priors: { readonly view: LabyrinthView; readonly plans: Plan[] } | null;
}

/** Generated plans drawn per decision (the unknown parts of its samples come from one of them). */
export const PRIORS = 4;

/** The plans the generator draws for one decision, drawn at its first sample and kept in `known` for the others. */
function priorPlans(known: LabKnown, view: LabyrinthView, players: number, random: Random): Plan[] {
  if (known.priors?.view === view) return known.priors.plans;
  const o = view.options;
  const input: GenerateOptions = {
    width: view.outline.width,
    height: view.outline.height,
    ...(view.outline.mask === null ? {} : { mask: [...view.outline.mask] }),
    players,
    landmines: o.landmines,
    rivers: o.rivers,
    ...Object.fromEntries(Object.entries(o.generator).filter(([, v]) => v !== undefined)),
    ...(o.encephalitis ? {} : { encephalitis: 0 }),
    ...(o.fakeTreasures === null ? {} : { fakes: o.fakeTreasures }),
  };
  if (!o.closedExits) {
    const settings = resolveSettings(input);
    if (settings.ok) input.openExits = settings.value.exits;
  }
  const out: Plan[] = [];
  for (let i = 0; i < PRIORS; i++) {
    const g = generatePlan(input, new Random(random.fork()));
    if (g.ok) out.push(g.value.plan);
  }
  if (out.length === 0) out.push(emptyPlan(view));
  known.priors = { view, plans: out };
  return out;
}

/** A plan of land without walls or exits (a custom outline the generator cannot fill). */
function emptyPlan(view: LabyrinthView): Plan {
  const { width, height, mask } = view.outline;
  const n = width * height;
  return {
    width,
    height,
    ...(mask === null ? {} : { mask: [...mask] }),
    cells: Array.from({ length: n }, () => 'land' as CellType),
    wallRight: Array.from({ length: n }, () => false),
    wallDown: Array.from({ length: n }, () => false),
    exits: [],
    flow: Array.from({ length: n }, () => null),
    pitLoops: [],
    treasures: [],
  };
}

const cellTypeOf = (code: number): CellType =>
  code === T_LANDISH ? 'land' : ((CELL_TYPES[code] as CellType | undefined) ?? 'land');

/**
 * The plan of one world: what `km` (the map with one hypothesis' facts) knows, the rest from
 * `prior`; then repaired so that the rules can play it. `standing`: cells a player stands on.
 */
function buildPlan(
  km: Knowledge,
  prior: Plan,
  standing: ReadonlySet<number>,
  shallow: boolean,
  random: Random,
): Plan {
  const { width, height, n } = km;
  const cells: CellType[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const known = km.type[i] as number;
    let t: CellType = known === UNKNOWN ? (prior.cells[i] as CellType) : cellTypeOf(known);
    // A player never stands on a pit, nor in a river he was not told of (he would have moved on).
    if (known === UNKNOWN && standing.has(i) && (t === 'pit' || (t === 'river' && !shallow))) t = 'land';
    cells[i] = t;
  }
  if (!km.isCell.every(Boolean)) for (let i = 0; i < n; i++) if (!km.isCell[i]) cells[i] = 'land';
  // Inner sides: known, else the prior's.
  const wallRight: boolean[] = new Array(n).fill(false);
  const wallDown: boolean[] = new Array(n).fill(false);
  for (let i = 0; i < n; i++) {
    if (!km.isCell[i]) continue;
    const r = km.sides[i * 4 + 1] as number;
    wallRight[i] = r === S_WALL ? true : r === S_OPEN ? false : (prior.wallRight[i] ?? false);
    const d = km.sides[i * 4 + 2] as number;
    wallDown[i] = d === S_WALL ? true : d === S_OPEN ? false : (prior.wallDown[i] ?? false);
  }
  // Outer sides: an exit known open is open; a known wall is a wall; the rest as in the prior.
  const exits: Exit[] = [];
  const priorExit = new Map<number, Exit>();
  for (const e of prior.exits) priorExit.set(indexOfPoint(prior, e.at) * 4 + DIRECTIONS.indexOf(e.side), e);
  for (let i = 0; i < n; i++) {
    if (!km.isCell[i]) continue;
    for (let d = 0; d < 4; d++) {
      if (km.neighbour(i, d) >= 0) continue;
      const s = km.sides[i * 4 + d] as number;
      const at = pointOfIndex(km, i);
      if (s === S_OPEN) exits.push({ at, side: DIRECTIONS[d] as Direction, open: true });
      else if (s === S_UNKNOWN) {
        const e = priorExit.get(i * 4 + d);
        if (e !== undefined) exits.push({ at, side: e.side, open: e.open });
      }
    }
  }
  // Rivers: every river cell flows into a cell (known flow, else the prior's, else a neighbour).
  const flow: (Direction | null)[] = new Array(n).fill(null);
  for (let i = 0; i < n; i++) {
    if (cells[i] !== 'river') continue;
    const known = km.flow[i] as number;
    if (known !== UNKNOWN && km.neighbour(i, known) >= 0) {
      flow[i] = DIRECTIONS[known] as Direction;
      continue;
    }
    const p = prior.flow[i];
    if (
      prior.cells[i] === 'river' &&
      p !== null &&
      p !== undefined &&
      km.neighbour(i, DIRECTIONS.indexOf(p)) >= 0
    ) {
      flow[i] = p;
      continue;
    }
    const ways: number[] = [];
    const good: number[] = [];
    for (let d = 0; d < 4; d++) {
      const q = km.neighbour(i, d);
      if (q < 0) continue;
      ways.push(d);
      if ((cells[q] === 'delta' || cells[q] === 'river') && km.sideOf(i, d) !== S_WALL) good.push(d);
    }
    const d = random.pick(good.length > 0 ? good : ways);
    flow[i] = DIRECTIONS[d] as Direction;
  }
  // Pits: the known links kept, every pit in a loop.
  const pits = [];
  for (let i = 0; i < n; i++) if (cells[i] === 'pit') pits.push(i);
  const next = new Map<number, number>();
  const hasPrev = new Set<number>();
  for (const p of pits) {
    const q = km.pitNext[p] as number;
    if (q !== UNKNOWN && q !== p && cells[q] === 'pit' && !hasPrev.has(q)) {
      next.set(p, q);
      hasPrev.add(q);
    }
  }
  const pitLoops: Point[][] = [];
  const done = new Set<number>();
  const chains: number[][] = [];
  for (const p of pits) {
    if (hasPrev.has(p)) continue;
    const chain: number[] = [];
    for (let at: number | undefined = p; at !== undefined && !done.has(at); at = next.get(at)) {
      chain.push(at);
      done.add(at);
    }
    chains.push(chain);
  }
  for (const p of pits) {
    if (done.has(p)) continue;
    // A loop closed by known links.
    const loop: number[] = [];
    for (let at: number | undefined = p; at !== undefined && !done.has(at); at = next.get(at)) {
      loop.push(at);
      done.add(at);
    }
    pitLoops.push(loop.map((i) => pointOfIndex(km, i)));
  }
  if (chains.length > 0)
    pitLoops.push(
      random
        .shuffle(chains)
        .flat()
        .map((i) => pointOfIndex(km, i)),
    );
  return {
    width,
    height,
    ...(prior.mask === undefined ? {} : { mask: prior.mask }),
    cells,
    wallRight,
    wallDown,
    exits,
    flow,
    pitLoops,
    treasures: [],
  };
}

const heldItem = (holding: StatusSnapshot['holding'], seat: Seat, id: number): PlayerState['held'] =>
  holding === 'treasure'
    ? { kind: 'treasure', id }
    : holding === 'corpse'
      ? { kind: 'corpse', seat: (seat + 1) % 6, contagious: false }
      : holding === 'mine'
        ? { kind: 'mine', armed: false }
        : null;

/** A position of a hypothesis as a player's `at` and `outside`. */
function place(k: Knowledge, pos: number): { at: Point | null; outside: Exit | null } {
  if (pos < k.n) return { at: pointOfIndex(k, pos), outside: null };
  const cell = (pos - k.n) >> 2;
  const side = (pos - k.n) & 3;
  return {
    at: null,
    outside: { at: pointOfIndex(k, cell), side: DIRECTIONS[side] as Direction, open: true },
  };
}

export const labyrinthSampler: Sampler<LabyrinthState, LabyrinthView, LabyrinthEvent, LabKnown> = {
  init: (seat, players) => ({
    seat,
    players,
    bot: new LabyrinthBot(seat, 'normal'),
    breaks: Array.from({ length: players }, () => 0),
    onBreak: false,
    reordered: false,
    ashes: 0,
    priors: null,
  }),

  observe(known, events, view) {
    known.bot.observe(events, view);
    for (const e of events) {
      if (e.type === 'labyrinth/break') {
        known.breaks[e.seat] = (known.breaks[e.seat] ?? 0) + 1;
        if (e.seat === known.seat) known.onBreak = true;
      } else if (e.type === 'labyrinth/movement' && e.exit === 'fake') known.ashes++;
      else if (e.type === 'labyrinth/reorder-cell' && e.seat === known.seat) known.reordered = true;
    }
    if (view.turn !== known.seat) {
      known.onBreak = false;
      known.reordered = false;
    }
    return known;
  },

  sample(known, view, seat, random) {
    const bot = known.bot;
    const k = bot.k as Knowledge;
    const players = view.seats.length;
    const me: Hypothesis =
      bot.me.length > 0 ? random.pick(bot.me) : { pos: random.pick(k.cellsList()), facts: [] };
    const km = me.facts.length > 0 ? k.withFacts(me.facts) : k;
    // Where everyone is.
    const cellsList = k.cellsList();
    const positions: number[] = [];
    for (let s = 0; s < players; s++) {
      if (s === seat) {
        positions.push(me.pos);
        continue;
      }
      const hyps = bot.others.get(s)?.hyps ?? [];
      positions.push(hyps.length > 0 ? random.pick(hyps).pos : random.pick(cellsList));
    }
    const standing = new Set(positions.filter((p) => p < k.n));
    const prior = random.pick(priorPlans(known, view, players, random));
    const plan = buildPlan(km, prior, standing, view.options.rivers === 'shallow', random);
    const own = view.me;
    // Treasures: held, believed, and the rest on cells the seat has not seen.
    const status = own?.status;
    const items: Item[][] = Array.from({ length: k.n }, () => []);
    const treasureAt: Point[] = [];
    const ownPlace = place(k, me.pos);
    const ownCell = ownPlace.at ?? ownPlace.outside?.at ?? { x: 0, y: 0 };
    let heldId = -1;
    if (status?.holding === 'treasure') {
      heldId = treasureAt.length;
      treasureAt.push(ownCell);
    }
    for (const t of k.treasures) {
      if (!k.isCell[t] || plan.cells[t] === 'river' || plan.cells[t] === 'pit') continue;
      items[t]?.push({ kind: 'treasure', id: treasureAt.length });
      treasureAt.push(pointOfIndex(k, t));
    }
    const total = Math.max(1, prior.treasures.length - known.ashes);
    const free = cellsList.filter(
      (c) =>
        km.type[c] === UNKNOWN &&
        !k.treasures.has(c) &&
        plan.cells[c] !== 'river' &&
        plan.cells[c] !== 'pit' &&
        c !== me.pos,
    );
    random.shuffleInPlace(free);
    for (let i = 0; treasureAt.length < total && i < free.length; i++) {
      const c = free[i] as number;
      items[c]?.push({ kind: 'treasure', id: treasureAt.length });
      treasureAt.push(pointOfIndex(k, c));
    }
    const trueId = treasureAt.length > 0 ? random.int(treasureAt.length) : -1;
    const fullPlan: Plan = {
      ...plan,
      treasures: treasureAt.map((at, id) => ({ at, true: id === trueId })),
    };
    const s: LabyrinthState = {
      format: 'labyrinth@1',
      options: view.options,
      plan: fullPlan,
      treasureTrue: treasureAt.map((_, id) => id === trueId),
      healMoves: view.healMoves,
      nstop: view.nstop.limit,
      rng: random.fork() as RngState,
      phase: view.phase,
      players: [],
      order: view.order,
      turn: Math.max(0, view.turn === null ? 0 : view.order.indexOf(view.turn)),
      round: view.round,
      items,
      mites: [],
      startTypes: view.seats.map((i) => (i.startType === null ? null : { type: i.startType })),
      nstopCount: view.nstop.count,
      roundChanged: false,
      roundAllSkip: false,
      roundMoves: 0,
      survivor: null,
      result: null,
      log: view.log === null ? [] : view.log.slice(),
    };
    // Mites sleep on every encephalitis cell (whether one was woken is not kept).
    for (let c = 0; c < k.n; c++)
      if (k.isCell[c] && fullPlan.cells[c] === 'encephalitis')
        s.mites.push({ at: pointOfIndex(k, c), state: 'asleep', countdown: 0 });
    for (let p = 0; p < players; p++) {
      const q = newPlayer(s, p, players);
      const info = view.seats[p];
      const where = place(k, positions[p] as number);
      q.at = where.at;
      q.outside = where.outside;
      q.condition = info?.condition ?? 'playing';
      q.deathAnnounced = q.condition === 'dead';
      q.breaks = known.breaks[p] ?? 0;
      if (p === seat && own !== null) {
        const st = own.status;
        q.health = st.health;
        q.infection = st.infected ? { movesLeft: st.movesToHeal } : null;
        q.immune = st.immune;
        q.bullets = st.bullets;
        q.grenades = st.grenades;
        q.held = heldItem(st.holding, seat, heldId);
        q.reordersLeft = st.reordersLeft;
        q.extraReorders = st.extraReorders;
        q.startChoice = own.startChoice;
        q.previousChoice = own.previousChoice;
        q.startCell = own.startCell;
        q.orderedCells = own.orderedCells.slice();
        q.peeked = own.peeked.slice();
        q.peeksLeft = own.peeksLeft;
        q.reorderRight = own.mayReorder && st.reordersLeft > 0 ? 'now' : null;
        q.reorderedThisTurn = known.reordered || (!own.mayReorder && st.extraReorders > 0);
        q.noChangeMove = own.forbiddenRepeat;
        q.onBreak = known.onBreak;
        q.footing =
          view.options.rivers === 'shallow' &&
          q.at !== null &&
          fullPlan.cells[indexOfPoint(k, q.at)] === 'river';
        q.told = st;
        if (st.outside && q.outside === null && q.at !== null) {
          // Told it is outside while its belief has it inside: out by an outer side of that cell.
          const i = indexOfPoint(k, q.at);
          const d = [0, 1, 2, 3].find((x) => k.neighbour(i, x) < 0);
          if (d !== undefined) {
            q.outside = { at: q.at, side: DIRECTIONS[d] as Direction, open: true };
            q.at = null;
          }
        }
      } else {
        if (info?.chosen) q.startCell = where.at ?? where.outside?.at ?? { x: 0, y: 0 };
        q.told = snapshot(q);
      }
      s.players.push(q);
    }
    return s;
  },
};
