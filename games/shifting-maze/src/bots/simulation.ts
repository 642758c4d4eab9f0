/**
 * How Shifting Maze's search players play a sampled world (`sampler.ts`): the game's step in
 * place, the rollout policy (the heuristic `normal` player, cheaply), the rest of a Move by
 * it, the evaluation of a cut-off world (the race home) and the actions' short keys.
 */
import { type Evaluate, type PlayInPlace, Random, type RolloutPolicy, type Seat } from '@daedalus/core';
import { legalActions, modeOf, perform } from '../rules/actions.ts';
import { type Ctx, inSight } from '../rules/board.ts';
import { advance, endTurn, isSafe } from '../rules/flow.ts';
import { rotateDoors } from '../rules/tiles.ts';
import { FAR_X, SIZE, type SmAction, type SmState, type SmView, START_X } from '../types.ts';
import { decide } from './bot.ts';
import { bestDirection, costsToEdge, dangerOf, type Prices, turnsFor } from './fast-route.ts';
import type { SmKnown } from './sampler.ts';

/**
 * Whether a sampled world's first action (the root's) is the one the heuristic player would
 * choose there: the evaluation adds `AGREE` to that seat's value. The search must find an
 * improvement worth more than this margin to leave the heuristic player's choice — with a
 * few hundred noisy iterations, a near tie would otherwise be settled by the noise.
 */
const rootOf = new WeakMap<SmState, { seat: Seat; agrees: boolean }>();
const AGREE = 0.05;

/**
 * The search's step: the action, then the rest of the same seat's Challenger Move by the
 * rollout policy (a Move is up to 3 main actions and any free ones; reactions are single
 * steps). The tree's nodes are thus the first action of a turn or a reaction: the root
 * compares "this action, then play on as the heuristic player would" for each legal action
 * — a one-step improvement of the heuristic player at every decision, searched again at
 * the next action of the same turn. A deeper tree of single actions spent its few
 * iterations on random second and third actions, which made ending the turn look best.
 * The policy's random choices use the sampled world's generator (itself drawn from the
 * bot's random stream), so a decision stays a function of the seat's inputs and stream.
 */
export const smPlayTurn: PlayInPlace<SmState, SmAction> = (s, seat, action) => {
  if (!rootOf.has(s)) {
    // The iteration's first step is the root's action: does the heuristic player agree?
    const legal = legalActions(s, seat);
    const policy = smRollout(s, seat, legal, new Random(s.rng), undefined as unknown as SmKnown);
    rootOf.set(s, { seat, agrees: smActionKey(policy) === smActionKey(action) });
  }
  return smPlayRest(s, seat, action);
};

/** The action, then the rest of the seat's Challenger Move by the rollout policy (see `smPlayTurn`). */
export const smPlayRest: PlayInPlace<SmState, SmAction> = (s, seat, action) => {
  smPlayInPlace(s, seat, action);
  if (action.type === 'end') return s;
  const random = new Random(s.rng);
  for (let guard = 0; guard < 30; guard++) {
    if (s.phase !== 'play' || s.reaction || s.attack || s.current !== seat || s.stage.kind !== 'move') break;
    const legal = legalActions(s, seat);
    if (legal.length === 0) break;
    smPlayInPlace(s, seat, smRollout(s, seat, legal, random, undefined as unknown as SmKnown));
  }
  return s;
};

/**
 * The game's step on a private state, in place: `apply` without the schema check, the
 * validation (the search plays legal actions only) and the copy. Events are collected
 * and dropped.
 */
export const smPlayInPlace: PlayInPlace<SmState, SmAction> = (s, seat, action) => {
  const mode = modeOf(s, seat);
  if (!mode) return s;
  const ctx: Ctx = { s, random: new Random(s.rng), events: [] };
  perform(ctx, seat, action, mode);
  if (mode === 'reaction' && s.reaction) {
    if (isSafe(s, s.reaction) || action.type === 'end') s.reaction = null;
  } else if (mode === 'turn' && action.type === 'end' && s.phase === 'play') endTurn(ctx);
  advance(ctx);
  return s;
};

/** A view of a sampled state for the heuristic player, sharing its parts (read only, no copies). */
function lightView(s: SmState): SmView {
  return {
    size: SIZE,
    you: null,
    cells: s.cells,
    defenders: s.defenders,
    challengers: s.challengers.map((c, seat) => ({ ...c, seat, startRow: s.startRows[seat] as number })),
    current: s.current,
    turns: s.turns,
    turnCap: s.options.turnCap,
    mainLeft: s.stage.kind === 'move' ? s.stage.mainLeft : null,
    reaction: s.reaction,
    attack: s.attack,
    pendingEvent: s.stage.kind === 'event' && !s.stage.done ? s.stage.event : null,
    bagCount: s.bag.length,
    lostCount: s.lost.length,
    destroyedCount: s.destroyed.length,
    phase: s.phase,
    winner: s.winner,
  };
}

const DIRS = ['up', 'right', 'down', 'left'] as const;
/** Route prices (the heuristic player's, with a Power Point reserve): dearer quarter turns when short of power. */
const RICH: Prices = { rotation: 1.5, unknown: 2.6, defender: 6 };
const POOR: Prices = { rotation: 8, unknown: 2.6, defender: 6 };
const pricesFor = (pp: number): Prices => (pp > 2 ? RICH : POOR);

/** A cheap fingerprint of what routes depend on: the cells and the active Defenders. */
function fingerprint(s: SmState): number {
  let h = 17;
  for (let i = 0; i < s.cells.length; i++) {
    const c = s.cells[i];
    h = (Math.imul(h, 31) + (c === null ? 16 : c === 'destroyed' ? 17 : c === undefined ? 18 : c.doors)) | 0;
  }
  for (const d of s.defenders) if (!d.stunned) h = (Math.imul(h, 131) + d.at.y * SIZE + d.at.x + 1) | 0;
  return h;
}

/** Routes of one sampled state, computed once per price and side. */
class Routes {
  readonly danger: Uint8Array;
  private readonly tables = new Map<number, Float64Array>();
  constructor(
    readonly s: SmState,
    readonly print: number,
  ) {
    this.danger = dangerOf(s);
  }
  to(side: 'left' | 'right', p: Prices): Float64Array {
    const key = (side === 'left' ? 1000 : 0) + p.rotation;
    let t = this.tables.get(key);
    if (!t) {
      t = costsToEdge(this.s.cells, this.danger, side, p);
      this.tables.set(key, t);
    }
    return t;
  }
}

/** The routes of a sampled state, kept while its cells and Defenders stay as they were. */
const cache = new WeakMap<SmState, Routes>();
function routesOf(s: SmState): Routes {
  const print = fingerprint(s);
  let r = cache.get(s);
  if (!r || r.print !== print) {
    r = new Routes(s, print);
    cache.set(s, r);
  }
  return r;
}

/** The heuristic player's step towards direction d: investigate, move, or rotate a doorway open. */
function stepAction(
  s: SmState,
  at: { x: number; y: number },
  d: number,
  has: (a: SmAction) => boolean,
): SmAction | null {
  const dir = DIRS[d] as (typeof DIRS)[number];
  const qx = at.x + (d === 1 ? 1 : d === 3 ? -1 : 0);
  const qy = at.y + (d === 2 ? 1 : d === 0 ? -1 : 0);
  const inside = qx >= 0 && qx < SIZE && qy >= 0 && qy < SIZE;
  const there = inside ? s.cells[qy * SIZE + qx] : undefined;
  if (there === null) {
    const a: SmAction = { type: 'investigate', dir };
    if (has(a)) return a;
  }
  const move: SmAction = { type: 'move', dir };
  if (has(move)) return move;
  const here = at.x >= 0 && at.x < SIZE ? s.cells[at.y * SIZE + at.x] : undefined;
  if (here && here !== 'destroyed' && turnsFor(here.doors, d) > 0) {
    const way = turnsFor(rotateDoors(here.doors, 1), d) === 0 ? 'cw' : 'ccw';
    const a: SmAction = { type: 'rotate', target: 'here', turn: way };
    if (has(a)) return a;
  }
  if (there && there !== 'destroyed') {
    const back = (d + 2) % 4;
    if (turnsFor(there.doors, back) > 0) {
      const way = turnsFor(rotateDoors(there.doors, 1), back) === 0 ? 'cw' : 'ccw';
      const a: SmAction = { type: 'rotate', target: dir, turn: way };
      if (has(a)) return a;
    }
  }
  return null;
}

/**
 * Rollouts play like the heuristic `normal` player, cheaply: reactions by its own rule
 * (`decide`); on a turn, Battery Packs when they do not waste power, the Key, objects
 * worth carrying, then a step along the cheapest route to the goal edge (the far side, or
 * back with the Key), and the end of the Move when nothing helps.
 */
export const smRollout: RolloutPolicy<SmState, SmAction, SmKnown> = (s, seat, legal, random) => {
  if (s.reaction) {
    const view = lightView(s);
    return decide(view, seat, 'normal', {
      view,
      legal,
      actor: { seat, kind: 'reaction', prompt: 'react' },
      random,
    });
  }
  const keys = new Set<string>();
  for (const a of legal) keys.add(smActionKey(a));
  const has = (a: SmAction) => keys.has(smActionKey(a));
  const c = s.challengers[seat];
  const at = c?.at;
  if (!c || !at) return legal[0] as SmAction;
  const key = c.items.some((i) => i.kind === 'key');
  for (let index = 0; index < c.items.length; index++) {
    const item = c.items[index];
    if (item?.kind === 'battery' && (c.pp + item.pp <= 10 || c.pp <= 3) && has({ type: 'useBattery', index }))
      return { type: 'useBattery', index };
  }
  // As `normal`: a rival carrying a Key in sight is killed.
  if (c.pp >= 5)
    for (let o = 0; o < s.challengers.length; o++) {
      const rival = s.challengers[o];
      if (o === seat || !rival?.at || !rival.items.some((i) => i.kind === 'key')) continue;
      const kill: SmAction = { type: 'killChallenger', seat: o };
      if (has(kill)) return kill;
    }
  const mainLeft = s.stage.kind === 'move' ? s.stage.mainLeft : 0;
  if (mainLeft <= 0) return { type: 'end' };
  if (!key && has({ type: 'takeKey' })) return { type: 'takeKey' };
  for (const a of legal) {
    if (a.type !== 'pickUp') continue;
    const cube = s.cells[at.y * SIZE + at.x];
    if (!cube || cube === 'destroyed') break;
    const item = a.body === undefined ? cube.items[a.index] : cube.bodies[a.body]?.items[a.index];
    if (item?.kind === 'key' && !key) return a;
    if (item?.kind === 'battery' && c.items.length < (key ? 3 : 2) && c.pp < 9) return a;
  }
  const side = key ? 'left' : 'right';
  const prices = pricesFor(c.pp);
  let action: SmAction | null = null;
  if (at.x === START_X) action = stepAction(s, at, 1, has);
  else if (at.x === FAR_X) {
    if (!key) return { type: 'end' };
    const routes = routesOf(s);
    const dist = routes.to('left', prices);
    let bestY = at.y;
    let bestCost = Number.POSITIVE_INFINITY;
    for (let y = 0; y < SIZE; y++) {
      const cell = s.cells[y * SIZE + SIZE - 1];
      if (cell === 'destroyed' || cell === undefined) continue;
      const enter = cell === null ? prices.unknown : 1 + turnsFor(cell.doors, 1) * prices.rotation;
      const cost = Math.abs(y - at.y) + enter + (dist[y * SIZE + SIZE - 1] as number);
      if (cost < bestCost) [bestY, bestCost] = [y, cost];
    }
    action = bestY === at.y ? stepAction(s, at, 3, has) : stepAction(s, at, bestY < at.y ? 0 : 2, has);
  } else {
    const routes = routesOf(s);
    const i = at.y * SIZE + at.x;
    const d = bestDirection(s.cells, routes.danger, routes.to(side, prices), i, side, prices);
    if (d >= 0) action = stepAction(s, at, d, has);
  }
  if (action && (action.type !== 'rotate' || c.pp > 0)) return action;
  return { type: 'end' };
};

/** How far the seat is from winning, in actions (its own turns are 3 actions each). */
function actionsToWin(s: SmState, routes: Routes, seat: Seat): number {
  const c = s.challengers[seat];
  if (!c) return 80;
  const battery = c.items.reduce((n, i) => n + (i.kind === 'battery' ? i.pp : 0), 0);
  const pp = Math.min(10, c.pp + battery);
  const prices = pricesFor(pp);
  const key = c.items.some((i) => i.kind === 'key');
  const home = (): number => {
    const left = routes.to('left', prices);
    let best = Number.POSITIVE_INFINITY;
    for (let y = 0; y < SIZE; y++) {
      const cell = s.cells[y * SIZE + SIZE - 1];
      if (cell === 'destroyed' || cell === undefined) continue;
      const enter = cell === null ? prices.unknown : 1 + turnsFor(cell.doors, 1) * prices.rotation;
      best = Math.min(best, enter + (left[y * SIZE + SIZE - 1] as number));
    }
    return Math.min(best, 40);
  };
  let cost: number;
  if (!c.at) cost = 3 + 16 + home();
  else if (c.at.x === FAR_X) cost = (key ? 0 : 1) + home();
  else if (c.at.x === START_X) {
    const i = c.at.y * SIZE;
    const cell = s.cells[i];
    const enter = cell === null ? prices.unknown : cell === 'destroyed' || cell === undefined ? 6 : 1;
    cost = Math.min(40, enter + (routes.to('right', prices)[i] as number)) + 1 + home();
  } else {
    const route = Math.min(40, routes.to(key ? 'left' : 'right', prices)[c.at.y * SIZE + c.at.x] as number);
    cost = key ? route : route + 1 + home();
  }
  return cost + (c.stunned ? 3 : 0) + c.owed - pp * PP_WORTH + danger(s, seat, pp);
}

/**
 * What the next Defenders Move may cost a seat, in actions: a Defender in its cube or in
 * line of sight within 3 positions will attack; with 2 Power Points the Challenger stuns
 * it (and has them no more), without them it may die (the way back from the start again).
 */
function danger(s: SmState, seat: Seat, pp: number): number {
  const at = s.challengers[seat]?.at;
  if (!at || at.x < 0 || at.x >= SIZE) return 0;
  for (const d of s.defenders) {
    if (d.stunned) continue;
    const far = Math.abs(d.at.x - at.x) + Math.abs(d.at.y - at.y);
    if (far > 3 || (far > 0 && d.at.x !== at.x && d.at.y !== at.y)) continue;
    if (far === 0 || inSight(s.cells, d.at, at)) return pp >= 2 ? 1 + 2 * PP_WORTH : 6;
  }
  return 0;
}

/** Actions a Power Point is worth (a quarter turn saves a detour; a stun costs the rival a turn). */
const PP_WORTH = 0.3;
/** How sharply a lead of one turn over the best rival turns into a chance of winning. */
const SCALE = 2.5;
/** The share of the value given by the seat's own progress, whatever the rivals' (a gradient when far behind). */
const OWN = 0.25;

/**
 * A cut-off world's value for each seat: the logistic of its lead over the nearest rival,
 * in turns (the cheapest way to the Key and back over the revealed cubes, quarter turns
 * dearer when short of Power Points, a stunned Challenger a turn behind, a dead one back at
 * the start). With one player: how near it is. If nobody can finish before the turn cap: 0.5.
 */
export const smEvaluate: Evaluate<SmState, SmKnown> = (s) => {
  const routes = routesOf(s);
  const n = s.challengers.length;
  const mainLeft = s.stage.kind === 'move' ? s.stage.mainLeft : 0;
  // Rounds until each seat escapes: the seat to move spends its actions left now; the
  // others' turns come after it, in seat order.
  const rounds = s.challengers.map((_, seat) => {
    const cost = actionsToWin(s, routes, seat);
    const after = (seat - s.current + n) % n;
    return after === 0 ? Math.max(0, cost - mainLeft) / 3 : Math.max(0, cost - 3) / 3 + after / n;
  });
  const left = (s.options.turnCap - s.turns) / n;
  const root = rootOf.get(s);
  return rounds.map((t, seat) => {
    const bonus = root?.seat === seat && root.agrees ? AGREE : 0;
    if (t > left + 1) return 0.5 + bonus;
    const own = Math.exp(-t / 8);
    let rival = Number.POSITIVE_INFINITY;
    for (let o = 0; o < n; o++) if (o !== seat) rival = Math.min(rival, rounds[o] as number);
    if (rival === Number.POSITIVE_INFINITY) return (1 - AGREE) * own + bonus;
    return (1 - AGREE) * ((1 - OWN) / (1 + Math.exp((t - rival) / SCALE)) + OWN * own) + bonus;
  });
};

const DIR_KEY = { up: 'u', right: 'r', down: 'd', left: 'l', here: 'h' } as const;

/** A short key per action (the search's tree keys). */
export function smActionKey(a: SmAction): string {
  switch (a.type) {
    case 'investigate':
    case 'move':
    case 'destroyCube':
      return `${a.type[0]}${a.type[1]}${DIR_KEY[a.dir]}`;
    case 'rotate':
      return `r${DIR_KEY[a.target]}${a.turn}`;
    case 'pickUp':
      return `p${a.index}:${a.body ?? ''}`;
    case 'stunDefender':
    case 'destroyDefender':
      return `${a.type}${a.defender}`;
    case 'stunChallenger':
    case 'killChallenger':
      return `${a.type}${a.seat}`;
    case 'discard':
    case 'useBattery':
      return `${a.type}${a.index}`;
    default:
      return a.type;
  }
}
