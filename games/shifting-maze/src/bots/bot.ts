/**
 * The Shifting Maze computer player. It decides from its seat's view only:
 * - on its turn it heads for the far side, picks up the Key and comes back, along the
 *   cheapest route over the revealed cubes (investigating towards the goal, rotating
 *   cubes with Power Points when that opens the way, avoiding Defenders);
 * - it tops up Power Points from Battery Packs, picks up Keys and batteries it finds,
 *   and (level `normal`) kills a rival carrying a Key in line of sight;
 * - threatened, it moves out of the doomed cube or away from the Defender, or stuns
 *   the Defender, and otherwise opens a way out by rotating or investigating.
 * Levels: `easy` never spends power on rotations and wanders now and then;
 * `normal` plans with rotations and keeps a reserve of 2 PP for reactions.
 */

import type { BotDecision, BotPlayer, BotSpec } from '@daedalus/core';
import { type Direction, directionTo, opposite, type Point, samePoint, step } from '@daedalus/core';
import { cubeAt } from '../rules/board.ts';
import { hasDoor } from '../rules/tiles.ts';
import { SIZE, type SmAction, type SmView } from '../types.ts';
import { type Costs, cheapestRoute, turnsToOpen } from './route.ts';

export type Level = 'easy' | 'normal';

const key = (a: SmAction): string => JSON.stringify(a);

interface Ctx {
  view: SmView;
  seat: number;
  level: Level;
  legal: readonly SmAction[];
  has: (a: SmAction) => boolean;
}

/** Power Points kept back for reactions (stunning a Defender). */
const RESERVE: Record<Level, number> = { easy: 5, normal: 2 };

/** Quarter turns get dearer as Power Points run low; below the reserve only a last resort. */
function costsFor(ctx: Ctx, pp: number): Costs {
  const rotation =
    pp <= 0 ? 60 : ctx.level === 'easy' ? 40 : pp > RESERVE.normal ? 1.2 + (10 - pp) * 0.25 : 15;
  return { rotation, unknown: 2.6, defender: 8 };
}

/** Cubes with a Battery Pack lying in them (or on a body): position → cost of picking it up. */
function batteryTargets(view: SmView): Map<number, number> {
  const out = new Map<number, number>();
  view.cells.forEach((c, i) => {
    if (
      c &&
      c !== 'destroyed' &&
      [...c.items, ...c.bodies.flatMap((b) => b.items)].some((x) => x.kind === 'battery')
    )
      out.set(i, 1);
  });
  return out;
}

/** The action that makes progress from `at` towards `next` (a neighbour or the goal side). */
function stepTowards(ctx: Ctx, at: Point, d: Direction): SmAction | null {
  const { view } = ctx;
  const q = step(at, d);
  const inside = q.x >= 0 && q.x < SIZE;
  const here = at.x >= 0 && at.x < SIZE ? cubeAt(view.cells, at) : undefined;
  if (inside && view.cells[q.y * SIZE + q.x] === null) {
    const a: SmAction = { type: 'investigate', dir: d };
    if (ctx.has(a)) return a;
  }
  const move: SmAction = { type: 'move', dir: d };
  if (ctx.has(move)) return move;
  // Open the way: first our own doorway, then the facing one.
  if (here && !hasDoor(here.doors, d)) {
    const t = turnsToOpen(here.doors, d);
    const a: SmAction = { type: 'rotate', target: 'here', turn: t.way };
    if (ctx.has(a)) return a;
  }
  const there = inside ? cubeAt(view.cells, q) : undefined;
  if (there) {
    const t = turnsToOpen(there.doors, opposite(d));
    if (t.turns > 0) {
      const a: SmAction = { type: 'rotate', target: d, turn: t.way };
      if (ctx.has(a)) return a;
    }
  }
  return null;
}

function react(ctx: Ctx): SmAction {
  const { view, seat, legal } = ctx;
  const r = view.reaction!;
  const me = view.challengers[seat]!;
  const at = me.at!;
  const moves = legal.filter((a): a is Extract<SmAction, { type: 'move' }> => a.type === 'move');
  const safeMoves = moves.filter((m) => {
    const q = step(at, m.dir);
    if (r.threat.kind === 'doom') return !samePoint(q, r.threat.at);
    return !view.defenders.some((d) => samePoint(d.at, q));
  });
  if (r.threat.kind === 'defender') {
    const stun: SmAction = { type: 'stunDefender', defender: r.threat.defender };
    if (me.pp >= 4 && ctx.has(stun)) return stun;
  }
  // Prefer a move towards the goal.
  const toward = me.items.some((i) => i.kind === 'key') ? 'left' : 'right';
  const best =
    safeMoves.find((m) => m.dir === toward) ??
    safeMoves.find((m) => m.dir !== opposite(toward)) ??
    safeMoves[0];
  if (best) return best;
  if (r.threat.kind === 'defender') {
    const stun: SmAction = { type: 'stunDefender', defender: r.threat.defender };
    if (ctx.has(stun)) return stun;
    const destroy: SmAction = { type: 'destroyDefender', defender: r.threat.defender };
    if (ctx.has(destroy)) return destroy;
  }
  const rotate = legal.find((a) => a.type === 'rotate');
  if (rotate) return rotate;
  const investigate = legal.find((a) => a.type === 'investigate');
  if (investigate) return investigate;
  return { type: 'end' };
}

function turn(ctx: Ctx, random: BotDecision['random']): SmAction {
  const { view, seat, legal, level } = ctx;
  const me = view.challengers[seat]!;
  const at = me.at!;
  const hasKey = me.items.some((i) => i.kind === 'key');
  const mainLeft = view.mainLeft ?? 0;

  // Free: top up power without wasting it (or when low).
  for (const [index, item] of me.items.entries()) {
    if (item.kind === 'battery' && (me.pp + item.pp <= 10 || me.pp <= 3)) {
      const a: SmAction = { type: 'useBattery', index };
      if (ctx.has(a)) return a;
    }
  }
  // A rival carrying a Key in sight: stop them.
  if (level === 'normal' && me.pp >= 5) {
    for (const o of view.challengers) {
      if (o.seat === seat || !o.at || !o.items.some((i) => i.kind === 'key')) continue;
      const kill: SmAction = { type: 'killChallenger', seat: o.seat };
      if (ctx.has(kill)) return kill;
    }
  }
  if (mainLeft > 0) {
    if (!hasKey && ctx.has({ type: 'takeKey' })) return { type: 'takeKey' };
    // Objects here: a Key always; batteries if a slot stays free for the Key.
    const cube = at.x >= 0 && at.x < SIZE ? cubeAt(view.cells, at) : undefined;
    if (cube) {
      const sources = [
        { items: cube.items, body: undefined as number | undefined },
        ...cube.bodies.map((b, i) => ({ items: b.items, body: i })),
      ];
      for (const src of sources) {
        for (const [index, item] of src.items.entries()) {
          const room = me.items.length < (hasKey ? 3 : 2);
          if ((item.kind === 'key' && !hasKey) || (item.kind === 'battery' && room && me.pp < 9)) {
            const a: SmAction =
              src.body === undefined ? { type: 'pickUp', index } : { type: 'pickUp', index, body: src.body };
            if (ctx.has(a)) return a;
          }
        }
      }
    }
  }
  if (level === 'easy' && mainLeft > 0 && random.chance(0.2)) {
    const wander = legal.filter((a) => a.type === 'move' || a.type === 'investigate');
    if (wander.length) return random.pick(wander);
  }

  const side = hasKey ? 'left' : 'right';
  const costs = costsFor(ctx, me.pp);
  let action: SmAction | null = null;
  if (at.x === -1) {
    action = stepTowards(ctx, at, 'right');
  } else if (at.x === SIZE) {
    if (!hasKey) return { type: 'end' };
    // Walk along the far side to the best row to re-enter.
    const sources = new Map<number, number>();
    for (let y = 0; y < SIZE; y++) {
      const c = view.cells[y * SIZE + SIZE - 1];
      if (c === undefined || c === 'destroyed') continue;
      const enter = c === null ? costs.unknown : 1 + turnsToOpen(c.doors, 'right').turns * costs.rotation;
      sources.set(y * SIZE + SIZE - 1, Math.abs(y - at.y) + enter);
    }
    const route = cheapestRoute(view, sources, side, costs);
    const entry = route?.path[0];
    if (entry)
      action =
        entry.y === at.y
          ? stepTowards(ctx, at, 'left')
          : ctx.has({ type: 'move', dir: entry.y < at.y ? 'up' : 'down' })
            ? { type: 'move', dir: entry.y < at.y ? 'up' : 'down' }
            : null;
  } else {
    const from = new Map([[at.y * SIZE + at.x, 0]]);
    let route = cheapestRoute(view, from, side, costs);
    // Short of power: a Battery Pack within reach comes first.
    if (level === 'normal' && me.pp <= RESERVE.normal && me.items.length < (hasKey ? 3 : 2)) {
      const fuel = cheapestRoute(view, from, batteryTargets(view), costs);
      if (fuel && fuel.cost < 12 && fuel.path.length > 1) route = fuel;
    }
    if (route && route.path.length > 0) {
      const next = route.path[1];
      const d = next ? directionTo(at, next) : side;
      if (d) action = stepTowards(ctx, at, d);
    }
  }
  if (action && (action.type !== 'rotate' || me.pp > RESERVE[level] || level === 'normal')) return action;
  // Stuck (no affordable way): explore a little, the maze keeps shifting.
  if (mainLeft > 0 && random.chance(0.5)) {
    const explore = legal.filter(
      (a) =>
        (a.type === 'move' || a.type === 'investigate') &&
        !view.defenders.some((d) => samePoint(d.at, step(at, a.dir))),
    );
    if (explore.length) return random.pick(explore);
  }
  return { type: 'end' };
}

export function decide(
  view: SmView,
  seat: number,
  level: Level,
  decision: BotDecision<SmView, SmAction>,
): SmAction {
  const legalKeys = new Set(decision.legal.map(key));
  const ctx: Ctx = { view, seat, level, legal: decision.legal, has: (a) => legalKeys.has(key(a)) };
  const chosen = decision.actor.kind === 'reaction' ? react(ctx) : turn(ctx, decision.random);
  return ctx.has(chosen) ? chosen : (decision.legal.find((a) => a.type === 'end') ?? decision.legal[0]!);
}

export const shiftingMazeBot: BotSpec = {
  levels: ['easy', 'normal'],
  create: ({ seat, level }): BotPlayer => {
    const lv: Level = level === 'easy' ? 'easy' : 'normal';
    return {
      choose: (d) => decide(d.view as SmView, seat, lv, d as BotDecision<SmView, SmAction>),
    };
  },
};
