/**
 * The `strong` level's turn planner: where `normal` takes the first step of its cheapest route
 * and ends its Move wherever its main actions run out, the planner looks at the whole rest of
 * the Move — every sequence of moves and quarter turns (at most two) its main actions and
 * Power Points allow over the revealed cubes, an Investigate ending a sequence — and scores
 * where each one leaves the Challenger when the turn ends:
 *  - how far it still is from winning (the cheapest way to the Key and back, as `normal`
 *    prices it, over the maze as the sequence leaves it; the far side walked a move a row
 *    from where it comes out to the best way back in);
 *  - its Power Points (the first two, which pay for a stun when a Defender attacks, dearest);
 *  - the danger of the two Defender Moves before its next turn: an active Defender that sees
 *    its cube (or stands in it) will attack — with 2 Power Points it costs a stun, without
 *    them most often the Challenger (the way back from the start), a Key included;
 *  - carrying a Key, a rival with 5 Power Points that sees it, or can walk into sight of it,
 *    kills it (as `normal` does);
 *  - Battery Packs: picking one up is a step of a plan, and a Move ending near one when short
 *    of power is credited with part of its worth.
 * An Investigate is priced, not expanded: progress along the route if the route goes that way,
 * a little otherwise, plus the chance of a Battery Pack. With no affordable way to the goal at
 * all, `normal`'s random exploration is kept.
 * Why: in 1,000 games between `normal` players, 663 of 970 deaths came at 0 PP (the Power
 * Points last seen), mostly from a Defender that kept attacking while the Challenger fled
 * from cube to cube, and 273 were Key carriers killed by the rival. As a heuristic on its own
 * the planner halves the deaths (0.25 a game against `normal`'s 0.49; docs/bots.md).
 *
 * Pure: a function of the seat's view (deterministic; no random choice).
 */
import { type Cell, SIZE, type SmAction, type SmView } from '../types.ts';
import { costsFrom, costsToEdge, doorsOf, edgeCost, neighbour, type Prices, turnsFor } from './fast-route.ts';

const N = SIZE * SIZE;
/** The chance that a new cube holds a Battery Pack (the option's default). */
const BATTERY = 0.1;
const DX = [0, 1, 0, -1] as const;
const DY = [-1, 0, 1, 0] as const;
const DIRS = ['up', 'right', 'down', 'left'] as const;

export interface PlannerWeights {
  /** Value of the first two Power Points (each), in actions. */
  readonly ppLow: number;
  /** Value of each Power Point above the fifth, in actions. */
  readonly ppHigh: number;
  /** Chance a Defender that sees the end cube within 3 positions attacks before the next turn. */
  readonly pNear: number;
  /** Chance for one that sees it from 4–7 positions (or is stunned now). */
  readonly pFar: number;
  /** Chance of death when attacked without 2 Power Points. */
  readonly pDie: number;
  /** Chance a rival with 5 PP that can see the Key carrier kills it. */
  readonly pRival: number;
  /** Quarter turns planned at most. */
  readonly rotations: number;
  /** Credit, in actions, of investigating off the route (what a new cube may open). */
  readonly explore: number;
  /** Value of the third to fifth Power Points (each), in actions. */
  readonly ppMid: number;
  /** Share of a Battery Pack's worth (less the way to it) credited to a Move ending near it. */
  readonly fuel: number;
  /**
   * Without a Key, a Key lying in a cube or on a body (a killed Key carrier's) is a goal too:
   * the way to it, picking it up and the way home, when that is cheaper than the far side.
   */
  readonly lyingKeys: boolean;
}

export const PLANNER: PlannerWeights = {
  ppLow: 2,
  ppHigh: 0.5,
  pNear: 0.85,
  pFar: 0.35,
  pDie: 0.75,
  pRival: 0.7,
  rotations: 2,
  explore: 0.3,
  ppMid: 1,
  fuel: 0.5,
  lyingKeys: true,
};

/** Open passage from i in direction d (both cubes revealed, both doorways open). */
function open(cells: readonly Cell[], i: number, d: number): boolean {
  const j = neighbour(i, d);
  if (j < 0) return false;
  const a = doorsOf(cells[i]);
  const b = doorsOf(cells[j]);
  return a >= 0 && b >= 0 && (a & (1 << d)) !== 0 && (b & (1 << ((d + 2) % 4))) !== 0;
}

/** Distance along a straight line of sight from a to b (0 same cube), or -1 if not in sight. */
function sight(cells: readonly Cell[], a: number, b: number): number {
  if (a === b) return 0;
  const ax = a % SIZE;
  const ay = (a - ax) / SIZE;
  const bx = b % SIZE;
  const by = (b - bx) / SIZE;
  let d: number;
  if (ax === bx) d = by < ay ? 0 : 2;
  else if (ay === by) d = bx < ax ? 3 : 1;
  else return -1;
  let i = a;
  let n = 0;
  while (i !== b) {
    if (!open(cells, i, d)) return -1;
    i += (DY[d] as number) * SIZE + (DX[d] as number);
    n++;
  }
  return n;
}

/** Moves over open passages from a to b (Infinity beyond 8). */
function walk(cells: readonly Cell[], a: number, b: number): number {
  if (a === b) return 0;
  const seen = new Set([a]);
  let frontier = [a];
  for (let k = 1; k <= 8; k++) {
    const next: number[] = [];
    for (const p of frontier)
      for (let d = 0; d < 4; d++) {
        if (!open(cells, p, d)) continue;
        const q = p + (DY[d] as number) * SIZE + (DX[d] as number);
        if (q === b) return k;
        if (!seen.has(q)) {
          seen.add(q);
          next.push(q);
        }
      }
    frontier = next;
  }
  return Number.POSITIVE_INFINITY;
}

/** Positions a walker reaches from i in at most `steps` moves over open passages. */
function reach(cells: readonly Cell[], i: number, steps: number): number[] {
  const seen = new Set([i]);
  let frontier = [i];
  for (let k = 0; k < steps; k++) {
    const next: number[] = [];
    for (const p of frontier)
      for (let d = 0; d < 4; d++) {
        if (!open(cells, p, d)) continue;
        const q = p + (DY[d] as number) * SIZE + (DX[d] as number);
        if (!seen.has(q)) {
          seen.add(q);
          next.push(q);
        }
      }
    frontier = next;
  }
  return [...seen];
}

/** Where a rival may stand during its next Move (3 main actions; entering from outside the maze). */
function rivalSpots(cells: readonly Cell[], at: { x: number; y: number }): number[] {
  if (at.x >= 0 && at.x < SIZE) return reach(cells, at.y * SIZE + at.x, 3);
  const x = at.x < 0 ? 0 : SIZE - 1;
  const out = new Set<number>();
  for (
    let y = Math.max(0, at.y - (at.x < 0 ? 0 : 1));
    y <= Math.min(SIZE - 1, at.y + (at.x < 0 ? 0 : 1));
    y++
  ) {
    const c = cells[y * SIZE + x];
    if (c === null || c === 'destroyed' || c === undefined) continue;
    for (const q of reach(cells, y * SIZE + x, at.x < 0 ? 2 : 1)) out.add(q);
  }
  return [...out];
}

/** `normal`'s route prices at pp Power Points. */
function pricesAt(pp: number): Prices {
  return { rotation: pp <= 0 ? 60 : pp > 2 ? 1.2 + (10 - pp) * 0.25 : 15, unknown: 2.6, defender: 8 };
}

interface Tables {
  left: Float64Array;
  /** The cheapest way home from the far side (in at its best row). */
  home: number;
  /** The way home from the far side by the row it is reached at. */
  farSide: Float64Array;
  /**
   * Without a Key: the cost from every position to win — to the far side, the Key and home
   * from that row (`farSide`), or to a Key lying in a cube or on a body (`keys`), picking it
   * up and the way home from there, whichever is cheaper.
   */
  goal: Float64Array;
  /** Cost from the start area (no Key): in, across, the Key, back. */
  fromStart: number;
}

function tablesOf(
  cells: readonly Cell[],
  danger: Uint8Array,
  p: Prices,
  startRow: number,
  keys: readonly number[],
): Tables {
  const left = costsToEdge(cells, danger, 'left', p);
  // The way home from the far side by the row it is reached at: in at that row or, walking
  // along the far side a move a row, at a cheaper one.
  const inAt = Array.from(
    { length: SIZE },
    (_, y) => edgeCost(cells, 'right', y, p) + (left[y * SIZE + SIZE - 1] as number),
  );
  const home = Math.min(40, ...inAt);
  const farSide = new Float64Array(SIZE);
  for (let y = 0; y < SIZE; y++) {
    let best = Number.POSITIVE_INFINITY;
    for (let z = 0; z < SIZE; z++) best = Math.min(best, Math.abs(y - z) + (inAt[z] as number));
    farSide[y] = Math.min(40, best);
  }
  // The way to win from every position without a Key: out by a high-X doorway, the Key, and
  // home from that row of the far side (`farSide`).
  const goal = costsToEdge(
    cells,
    danger,
    'right',
    p,
    farSide.map((f) => 1 + f),
  );
  if (keys.length > 0) {
    // The Keys lying in the maze are goals too (picked up, then the way home from there): one
    // more Dijkstra from every position's way by the far side and those Keys.
    for (const k of keys) goal[k] = Math.min(goal[k] as number, 1 + Math.min(40, left[k] as number));
    costsFrom(cells, danger, goal, p);
  }
  const e = cells[startRow * SIZE];
  const enter = e === null ? p.unknown : e === 'destroyed' || e === undefined ? 6 : 1;
  const fromStart = Math.min(40 + 1 + home, enter + (goal[startRow * SIZE] as number));
  return { left, home, farSide, goal, fromStart };
}

interface Node {
  at: number;
  pp: number;
  main: number;
  rotations: number;
  cells: Cell[];
  /** A short key of the cubes turned (which and how). */
  turned: string;
  /** Positions whose Battery Packs the plan has picked up. */
  taken: string;
  /** Slots still free (a slot kept for the Key). */
  room: number;
  first: SmAction | null;
}

export interface Plan {
  readonly action: SmAction;
  readonly score: number;
  /** No way to the goal under 40 actions from where the Move starts. */
  readonly stuck?: boolean;
}

/**
 * The best first action of the rest of the Move for the seat (inside the maze, on its turn),
 * or null when the planner has nothing to say (outside the maze).
 */
export function planTurn(
  view: SmView,
  seat: number,
  has: (a: SmAction) => boolean,
  w: PlannerWeights = PLANNER,
): Plan | null {
  const me = view.challengers[seat];
  if (!me?.at || me.at.x < 0 || me.at.x >= SIZE) return null;
  const key = me.items.some((i) => i.kind === 'key');
  const start = me.at.y * SIZE + me.at.x;
  const danger = new Uint8Array(N);
  for (const d of view.defenders)
    if (!d.stunned && d.at.x >= 0 && d.at.x < SIZE) danger[d.at.y * SIZE + d.at.x] = 1;
  // Keys lying in cubes or on bodies: without a Key, goals that may be nearer than the far side.
  const lying: number[] = [];
  if (!key && w.lyingKeys)
    view.cells.forEach((c, i) => {
      if (
        c &&
        c !== 'destroyed' &&
        [...c.items, ...c.bodies.flatMap((b) => b.items)].some((x) => x.kind === 'key')
      )
        lying.push(i);
    });
  const tableCache = new Map<string, Tables>();
  const tables = (n: Node, pp: number): Tables => {
    const prices = pricesAt(pp);
    const k = `${n.turned}|${prices.rotation}`;
    let t = tableCache.get(k);
    if (!t) {
      t = tablesOf(n.cells, danger, prices, me.startRow, lying);
      tableCache.set(k, t);
    }
    return t;
  };
  // Rivals that may kill a Key carrier on their turn: inside the maze, or about to enter it
  // (from their start area, or from the far side) — a fresh Challenger has 10 PP.
  const rivals = view.challengers.filter((c) => c.seat !== seat && c.at !== null);
  // What Power Points are worth, in actions: the first two (a stun) most.
  const ppValue = (pp: number): number =>
    Math.min(pp, 2) * w.ppLow + Math.max(0, Math.min(pp, 5) - 2) * w.ppMid + Math.max(0, pp - 5) * w.ppHigh;
  // Battery Packs lying in cubes (or on bodies): position → the first one's PP and how to pick it up.
  const packs = new Map<number, { pp: number; action: SmAction }>();
  view.cells.forEach((c, i) => {
    if (!c || c === 'destroyed') return;
    const at = c.items.findIndex((x) => x.kind === 'battery');
    const item = c.items[at];
    if (item?.kind === 'battery') {
      packs.set(i, { pp: item.pp, action: { type: 'pickUp', index: at } });
      return;
    }
    for (const [body, b] of c.bodies.entries()) {
      const k = b.items.findIndex((x) => x.kind === 'battery');
      const it = b.items[k];
      if (it?.kind === 'battery') {
        packs.set(i, { pp: it.pp, action: { type: 'pickUp', index: k, body } });
        return;
      }
    }
  });
  /** What the nearest Battery Pack within reach is worth from the node (its PP less the way there), halved. */
  const fuel = (n: Node): number => {
    if (n.room <= 0 || packs.size === 0 || n.pp > 5) return 0;
    let best = 0;
    for (const [i, pack] of packs) {
      if (n.taken.includes(`;${i};`)) continue;
      const far = walk(n.cells, n.at, i);
      if (far > 8) continue;
      const gain = ppValue(Math.min(10, n.pp + pack.pp)) - ppValue(n.pp) - far - 1;
      if (gain > best) best = gain;
    }
    return best * w.fuel;
  };

  /** The score of ending the Move at the node (lower is better), with `progress` actions of credit. */
  const score = (n: Node, progress: number): number => {
    const t = tables(n, n.pp);
    const at = n.at;
    const toGo = key ? (t.left[at] as number) : (t.goal[at] as number);
    const cost = Math.min(toGo, 60) - progress;
    // What a death costs: the way from the start instead of from here, a turn to come back.
    const death = Math.max(0, Math.min(60, t.fromStart) + 3 - Math.min(toGo, 60));
    let risk = 0;
    let attacked = 0;
    for (const d of view.defenders) {
      if (d.at.x < 0 || d.at.x >= SIZE) continue;
      const di = d.at.y * SIZE + d.at.x;
      const far = sight(n.cells, di, at);
      if (far < 0 || far > 7) continue;
      const p = far <= 3 ? w.pNear : w.pFar;
      attacked = 1 - (1 - attacked) * (1 - p);
    }
    if (attacked > 0) {
      const stun = n.pp >= 2;
      risk += attacked * (stun ? 2 * (n.pp <= 3 ? w.ppLow : w.ppHigh) + 1 : w.pDie * death + 2);
    }
    if (key) {
      for (const r of rivals) {
        const rpp = Math.min(10, r.pp + r.items.reduce((s, i) => s + (i.kind === 'battery' ? i.pp : 0), 0));
        if (rpp < 5 || r.stunned) continue;
        const spots = rivalSpots(n.cells, r.at!);
        if (spots.some((q) => sight(n.cells, q, at) >= 0)) risk += w.pRival * death;
      }
    }
    return cost + risk - ppValue(n.pp) - fuel(n);
  };

  let best: Plan | null = null;
  const consider = (n: Node, progress: number, action: SmAction | null) => {
    const first = n.first ?? action;
    if (!first) return;
    const s = score(n, progress);
    if (!best || s < best.score - 1e-9) best = { action: first, score: s };
  };
  const seen = new Set<string>();
  const visit = (n: Node) => {
    const id = `${n.at}|${n.pp}|${n.main}|${n.turned}|${n.taken}`;
    if (seen.has(id)) return;
    seen.add(id);
    // End the Move here.
    consider(n, 0, { type: 'end' });
    // Pick up a Battery Pack here (used at once in the plan's reckoning).
    const pack = packs.get(n.at);
    if (
      pack &&
      n.main > 0 &&
      n.room > 0 &&
      !n.taken.includes(`;${n.at};`) &&
      (n.first !== null || has(pack.action))
    )
      visit({
        ...n,
        pp: Math.min(10, n.pp + pack.pp),
        main: n.main - 1,
        room: n.room - 1,
        taken: `${n.taken};${n.at};`,
        first: n.first ?? pack.action,
      });
    const x = n.at % SIZE;
    const y = (n.at - x) / SIZE;
    const here = n.cells[n.at];
    for (let d = 0; d < 4; d++) {
      const dir = DIRS[d]!;
      const qx = x + (DX[d] as number);
      const qy = y + (DY[d] as number);
      const inside = qx >= 0 && qy >= 0 && qx < SIZE && qy < SIZE;
      const q = qy * SIZE + qx;
      if (n.main > 0) {
        // Leave the maze: the far side (no Key) or escape (Key).
        if (!inside && here && here !== 'destroyed' && (here.doors & (1 << d)) !== 0) {
          const move: SmAction = { type: 'move', dir };
          if (n.first !== null || has(move)) {
            if ((d === 3 && key) || (d === 1 && !key)) {
              const gain = d === 3 ? 1000 : 0;
              const first = n.first ?? move;
              const t = tables(n, n.pp);
              const s = d === 3 ? -gain : 1 + (t.farSide[y] as number) - ppValue(n.pp);
              if (!best || s < best.score - 1e-9) best = { action: first, score: s };
            }
          }
        }
        if (inside && n.cells[q] === null) {
          // Investigate: the reveal is unknown; credit the action and the ones left after it
          // as progress along the route through it.
          const a: SmAction = { type: 'investigate', dir };
          if (n.first !== null || has(a)) {
            const t = tables(n, n.pp);
            const toGo = key ? (t.left[n.at] as number) : (t.goal[n.at] as number);
            const via = stepVia(n.cells, danger, n.at, d, key ? t.left : t.goal, pricesAt(n.pp));
            // Progress when the route goes that way (within half an action), else a little for
            // what a new cube may open; and the chance of a Battery Pack in it (3 PP on average).
            const along = via <= toGo + 0.5 ? (n.main === 1 ? 1 : n.main === 2 ? 2 : 2.8) : w.explore;
            const battery = BATTERY * (ppValue(Math.min(10, n.pp + 3)) - ppValue(n.pp));
            consider({ ...n, first: n.first ?? a }, along + battery, a);
          }
        }
        if (inside && open(n.cells, n.at, d)) {
          const a: SmAction = { type: 'move', dir };
          if (n.first !== null || has(a)) visit({ ...n, at: q, main: n.main - 1, first: n.first ?? a });
        }
      }
      // Quarter turns: this cube, or the neighbour towards d (through a doorway of this cube).
      if (n.rotations < w.rotations && n.pp > 0) {
        if (here && here !== 'destroyed' && d < 2) {
          const turn = d === 0 ? 'cw' : 'ccw';
          const a: SmAction = { type: 'rotate', target: 'here', turn };
          if (n.first !== null || has(a)) visit(rotated(n, n.at, turn === 'cw' ? 1 : 3, a));
        }
        const there = inside ? n.cells[q] : undefined;
        if (there && there !== 'destroyed' && here && here !== 'destroyed' && (here.doors & (1 << d)) !== 0) {
          for (const turn of ['cw', 'ccw'] as const) {
            const a: SmAction = { type: 'rotate', target: dir, turn };
            if (n.first !== null || has(a)) visit(rotated(n, q, turn === 'cw' ? 1 : 3, a));
          }
        }
      }
    }
  };
  const rotated = (n: Node, i: number, q: number, a: SmAction): Node => {
    const cells = n.cells.slice();
    const c = cells[i] as Exclude<Cell, null | 'destroyed'>;
    cells[i] = { ...c, doors: ((c.doors << q) | (c.doors >> (4 - q))) & 15 };
    return {
      ...n,
      pp: n.pp - 1,
      rotations: n.rotations + 1,
      cells,
      turned: `${n.turned}${i}:${q};`,
      first: n.first ?? a,
    };
  };
  const root: Node = {
    at: start,
    pp: me.pp,
    main: view.mainLeft ?? 0,
    rotations: 0,
    cells: view.cells,
    turned: '',
    taken: '',
    room: (key ? 3 : 2) - me.items.length,
    first: null,
  };
  const t0 = tables(root, me.pp);
  const stuck = (key ? (t0.left[start] as number) : (t0.goal[start] as number) - 1 - t0.home) >= 40;
  visit(root);
  const found = best as Plan | null;
  return found && { ...found, stuck };
}

/** The route's cost from i if its next step is towards d (Infinity if impossible). */
function stepVia(
  cells: readonly Cell[],
  danger: Uint8Array,
  i: number,
  d: number,
  dist: Float64Array,
  p: Prices,
): number {
  const j = neighbour(i, d);
  if (j < 0) return Number.POSITIVE_INFINITY;
  const a = cells[i];
  const own = a === null || a === undefined || a === 'destroyed' ? 0 : turnsFor(a.doors, d);
  return p.unknown + own * p.rotation + (danger[j] ? p.defender : 0) + (dist[j] as number);
}

/**
 * `strong`'s own choice on its turn: `normal`'s, except that its route steps and the end of its
 * Move are replaced by the planner's (objects, Battery Packs, the Key and killing a Key carrier
 * stay `normal`'s).
 */
export function strongChoice(
  view: SmView,
  seat: number,
  legal: readonly SmAction[],
  normalChoice: SmAction,
  w: PlannerWeights = PLANNER,
): SmAction {
  if (view.reaction) return normalChoice;
  const t = normalChoice.type;
  if (t !== 'move' && t !== 'investigate' && t !== 'rotate' && t !== 'end') return normalChoice;
  const keys = new Set(legal.map((a) => JSON.stringify(a)));
  const plan = planTurn(view, seat, (a) => keys.has(JSON.stringify(a)), w);
  if (!plan || !keys.has(JSON.stringify(plan.action))) return normalChoice;
  // Nowhere to go (no affordable way: every route priced out): `normal` explores at random.
  if (plan.stuck && plan.action.type === 'end' && (view.mainLeft ?? 0) > 0) return normalChoice;
  return plan.action;
}

export interface ReactionWeights {
  /** Destroy (5 PP) rather than stun an attacking Defender from this many Power Points. */
  readonly destroyFrom: number;
  /** Stun rather than flee when the Defender has actions left to follow (it sees the cube fled to). */
  readonly stunIfFollowed: boolean;
}

export const REACTION: ReactionWeights = { destroyFrom: 11, stunIfFollowed: true };

/**
 * `strong`'s reaction to a threat: `normal`'s (stun from 4 PP, otherwise move out, towards the
 * goal first), except that
 *  - a move out of the maze (escaping with a Key, the far side, the start area) comes first:
 *    nothing follows there;
 *  - fleeing a Defender that still has actions in its Move is pointless — the cube fled to is
 *    next to its cube through an open doorway, so in its sight, and it attacks again, each
 *    flight a main action off the next turn (`normal` lost most of its Challengers running
 *    back and forth so): with 2 PP it is stunned at once;
 *  - from `destroyFrom` PP it is destroyed instead (it would come back after a stun).
 * `actionsLeft`: the attacking Defender's actions left in its Move (0 when it appeared by the
 * Special Action), or null when unknown.
 */
export function strongReaction(
  view: SmView,
  seat: number,
  legal: readonly SmAction[],
  normalChoice: SmAction,
  actionsLeft: number | null,
  w: ReactionWeights = REACTION,
): SmAction {
  const r = view.reaction;
  const me = view.challengers[seat];
  if (!r || r.seat !== seat || !me?.at) return normalChoice;
  const keys = new Set(legal.map((a) => JSON.stringify(a)));
  const has = (a: SmAction) => keys.has(JSON.stringify(a));
  const key = me.items.some((i) => i.kind === 'key');
  const at = me.at;
  // Out of the maze: escape (with a Key), the far side, the start area.
  for (const dir of key ? (['left', 'right'] as const) : (['right', 'left'] as const)) {
    const out = (dir === 'left' && at.x === 0) || (dir === 'right' && at.x === SIZE - 1);
    const move: SmAction = { type: 'move', dir };
    if (out && has(move)) return move;
  }
  if (r.threat.kind !== 'defender') return normalChoice;
  const id = r.threat.defender;
  const destroy: SmAction = { type: 'destroyDefender', defender: id };
  if (me.pp >= w.destroyFrom && has(destroy)) return destroy;
  const stun: SmAction = { type: 'stunDefender', defender: id };
  if (w.stunIfFollowed && (actionsLeft ?? 1) > 0 && has(stun)) return stun;
  return normalChoice;
}

/** The attacking Defender's actions left in its Move, from what the seat knows (see `SmKnown`). */
export function attackerActionsLeft(
  view: SmView,
  known: { moving: number | null; movingActions: number },
): number | null {
  if (!view.attack) return null;
  if (view.pendingEvent) return 0;
  const id = view.attack.defender;
  return Math.max(0, 3 - (known.moving === id ? known.movingActions : 1));
}
