/**
 * The Challenger's actions, on its turn and in reactions: one validator says
 * whether an action is allowed now (and why not), `perform` carries it out, and the
 * legal actions are exactly the candidates the validator accepts.
 */
import {
  DIRECTIONS,
  type Direction,
  opposite,
  type Point,
  type RuleError,
  type Seat,
  step,
} from '@daedalus/core';
import { wordedError } from '../lang/errors-en.ts';
import {
  type Challenger,
  COST,
  FAR_X,
  MAIN_ACTIONS,
  MAX_PP,
  type Reaction,
  SIZE,
  SLOTS,
  type SmAction,
  type SmState,
  START_X,
} from '../types.ts';
import {
  atFarSide,
  atStart,
  type Ctx,
  challengersAt,
  cubeAt,
  exits,
  hasKey,
  inGrid,
  inMaze,
  inSight,
  isUnrevealed,
  killChallenger,
  ownCells,
  ownCube,
  reveal,
} from './board.ts';
import { hasDoor, rotateDoors } from './tiles.ts';

export type Mode = 'turn' | 'reaction';

/** How a seat may act now, if at all. */
export function modeOf(s: SmState, seat: Seat): Mode | null {
  if (s.phase === 'over') return null;
  if (s.reaction) return s.reaction.seat === seat ? 'reaction' : null;
  if (s.attack || s.stage.kind !== 'move' || s.stage.destroying) return null;
  return s.current === seat ? 'turn' : null;
}

/** Main actions available: this Move's, or (reacting) those of the next Move not yet spent. */
function mainLeft(s: SmState, c: Challenger, mode: Mode): number {
  if (mode === 'reaction') return MAIN_ACTIONS - c.owed;
  return s.stage.kind === 'move' ? s.stage.mainLeft : 0;
}

/** Where a Move in direction d leads, or why it cannot be made. */
export type MoveTarget =
  | { kind: 'cube'; to: Point }
  | { kind: 'far'; to: Point }
  | { kind: 'start'; to: Point }
  | { kind: 'escape' }
  | { kind: 'along-far'; to: Point };

export function moveTarget(s: SmState, seat: Seat, d: Direction): MoveTarget | RuleError {
  const c = s.challengers[seat]!;
  const at = c.at!;
  const to = step(at, d);
  if (atStart(at)) {
    if (d !== 'right') return wordedError('move/outside#start');
    const cube = cubeAt(s.cells, to);
    if (!cube) return wordedError('move/no-cube#entry');
    if (!hasDoor(cube.doors, 'left')) return wordedError('move/closed#entry');
    return { kind: 'cube', to };
  }
  if (atFarSide(at)) {
    if (d === 'right') return wordedError('move/outside#far');
    if (d !== 'left') {
      if (!inGrid({ x: 0, y: to.y })) return wordedError('move/edge#far');
      return { kind: 'along-far', to };
    }
    const cube = cubeAt(s.cells, to);
    if (!cube) return wordedError('move/no-cube#edge');
    if (!hasDoor(cube.doors, 'right')) return wordedError('move/closed#edge');
    return { kind: 'cube', to };
  }
  const here = cubeAt(s.cells, at);
  if (!here) return wordedError('move/no-cube');
  if (!hasDoor(here.doors, d)) return wordedError('move/closed#here', d);
  if (to.x === START_X) {
    if (hasKey(c)) return { kind: 'escape' };
    if (at.y === s.startRows[seat]) return { kind: 'start', to };
    return wordedError('move/no-key');
  }
  if (to.x === FAR_X) return { kind: 'far', to };
  if (!inGrid(to)) return wordedError('move/edge');
  const there = s.cells[to.y * SIZE + to.x] ?? null;
  if (there === null) return wordedError('move/unrevealed');
  if (there === 'destroyed') return wordedError('move/destroyed');
  if (!hasDoor(there.doors, opposite(d))) return wordedError('move/closed#there');
  return { kind: 'cube', to };
}

/** The cube rotated by `rotate target` (its position), or why not. */
function rotationTarget(s: SmState, at: Point, target: 'here' | Direction): Point | RuleError {
  if (target === 'here') {
    if (!inMaze(at) || !cubeAt(s.cells, at)) return wordedError('power/outside');
    return at;
  }
  const q = step(at, target);
  if (!cubeAt(s.cells, q)) return wordedError('power/no-cube#rotate', target);
  if (inMaze(at) && !hasDoor(cubeAt(s.cells, at)!.doors, target))
    return wordedError('power/not-visible#rotate', target);
  return q;
}

function main(s: SmState, c: Challenger, mode: Mode): RuleError | null {
  if (mainLeft(s, c, mode) > 0) return null;
  return wordedError(mode === 'turn' ? 'turn/no-main-actions' : 'turn/no-main-actions#reaction');
}

function power(c: Challenger, cost: number): RuleError | null {
  return c.pp >= cost ? null : wordedError('power/not-enough', cost, c.pp);
}

function turnOnly(mode: Mode): RuleError | null {
  return mode === 'turn' ? null : wordedError('react/not-allowed');
}

/** Why the action is not allowed now, or null. */
export function validate(s: SmState, seat: Seat, a: SmAction): RuleError | null {
  const mode = modeOf(s, seat);
  if (!mode) {
    return s.phase === 'over' ? wordedError('game/over') : wordedError('turn/not-your-turn', seat + 1);
  }
  const c = s.challengers[seat]!;
  const at = c.at!;
  const r = s.reaction;
  switch (a.type) {
    case 'end':
      return null;
    case 'investigate': {
      const q = step(at, a.dir);
      const none = main(s, c, mode);
      if (none) return none;
      if (!isUnrevealed(s.cells, q)) return wordedError('investigate/not-unrevealed', a.dir);
      if (s.bag.length === 0) return wordedError('investigate/bag-empty');
      return null;
    }
    case 'move': {
      const none = main(s, c, mode);
      if (none) return none;
      const t = moveTarget(s, seat, a.dir);
      return 'code' in t ? t : null;
    }
    case 'pickUp': {
      const bad = turnOnly(mode) ?? main(s, c, mode);
      if (bad) return bad;
      const cube = inMaze(at) ? cubeAt(s.cells, at) : undefined;
      if (!cube) return wordedError('pick-up/outside');
      const source = a.body === undefined ? cube.items : cube.bodies[a.body]?.items;
      if (!source) return wordedError('pick-up/no-body', (a.body ?? 0) + 1);
      if (!source[a.index]) {
        const onBody = a.body !== undefined;
        return source.length === 0
          ? wordedError(onBody ? 'pick-up/no-object#empty-body' : 'pick-up/no-object#empty')
          : wordedError(onBody ? 'pick-up/no-object#body' : 'pick-up/no-object', a.index + 1, source.length);
      }
      return c.items.length < SLOTS ? null : wordedError('pick-up/full');
    }
    case 'takeKey': {
      const bad = turnOnly(mode) ?? main(s, c, mode);
      if (bad) return bad;
      if (!atFarSide(at)) return wordedError('pick-up/no-key');
      if (hasKey(c)) return wordedError('pick-up/has-key');
      return c.items.length < SLOTS ? null : wordedError('pick-up/full');
    }
    case 'rotate': {
      const t = rotationTarget(s, at, a.target);
      if ('code' in t) return t;
      if (mode === 'reaction') {
        if (!inMaze(at)) return wordedError('react/not-allowed#outside');
        const cube = cubeAt(s.cells, at)!;
        const lowXOpen = hasKey(c) || at.y === s.startRows[seat];
        const before = exits(s.cells, at, cube.doors, lowXOpen);
        const cells = s.cells.slice();
        const target = cubeAt(s.cells, t)!;
        cells[t.y * SIZE + t.x] = { ...target, doors: rotateDoors(target.doors, a.turn === 'cw' ? 1 : -1) };
        const after = exits(cells, at, cubeAt(cells, at)!.doors, lowXOpen);
        if (![...after].some((d) => !before.has(d))) return wordedError('react/no-new-doorway');
      }
      return power(c, COST.rotate);
    }
    case 'stunDefender':
    case 'destroyDefender': {
      if (mode === 'reaction' && (r?.threat.kind !== 'defender' || r.threat.defender !== a.defender))
        return wordedError('react/not-allowed#threat');
      const d = s.defenders.find((x) => x.id === a.defender);
      if (!d) return wordedError('power/no-defender', a.defender);
      if (!inMaze(at) || !inSight(s.cells, at, d.at)) return wordedError('power/not-in-sight', a.defender);
      if (a.type === 'stunDefender' && d.stunned) return wordedError('power/already-stunned');
      return power(c, a.type === 'stunDefender' ? COST.stunDefender : COST.destroyDefender);
    }
    case 'stunChallenger':
    case 'killChallenger': {
      const bad = turnOnly(mode);
      if (bad) return bad;
      const o = s.challengers[a.seat];
      if (a.seat === seat) return wordedError('power/no-challenger#self');
      if (!o) return wordedError('power/no-challenger', a.seat + 1);
      if (!o.at) return wordedError('power/no-challenger#dead', a.seat + 1);
      if (!inMaze(at) || !inMaze(o.at) || !inSight(s.cells, at, o.at))
        return wordedError('power/not-in-sight#player', a.seat + 1);
      if (a.type === 'stunChallenger' && o.stunned) return wordedError('power/already-stunned#challenger');
      return power(c, a.type === 'stunChallenger' ? COST.stunChallenger : COST.killChallenger);
    }
    case 'destroyCube': {
      const bad = turnOnly(mode);
      if (bad) return bad;
      const here = inMaze(at) ? cubeAt(s.cells, at) : undefined;
      if (!here) return wordedError('power/outside');
      if (!hasDoor(here.doors, a.dir)) return wordedError('power/not-visible', a.dir);
      const q = step(at, a.dir);
      if (!cubeAt(s.cells, q)) return wordedError('power/no-cube', a.dir);
      return power(c, COST.destroyCube);
    }
    case 'discard': {
      const bad = turnOnly(mode);
      if (bad) return bad;
      if (!inMaze(at)) return wordedError('discard/outside');
      if (c.items[a.index]) return null;
      return c.items.length === 0
        ? wordedError('discard/no-object#empty')
        : wordedError('discard/no-object', a.index + 1, c.items.length);
    }
    case 'useBattery': {
      const bad = turnOnly(mode);
      if (bad) return bad;
      if (c.items[a.index]?.kind !== 'battery')
        return wordedError(c.items[a.index] ? 'battery/none' : 'battery/none#nothing', a.index + 1);
      return c.pp < MAX_PP ? null : wordedError('battery/full', MAX_PP);
    }
  }
}

function spendMain(s: SmState, c: Challenger, mode: Mode): void {
  if (mode === 'reaction') {
    c.owed++;
    (s.reaction as Reaction).used++;
  } else if (s.stage.kind === 'move') s.stage.mainLeft--;
}

function spendPower(ctx: Ctx, seat: Seat, cost: number): void {
  const c = ctx.s.challengers[seat]!;
  c.pp -= cost;
}

/** Carries out a validated action (an emptied body stays in its cube as a marker). */
export function perform(ctx: Ctx, seat: Seat, a: SmAction, mode: Mode): void {
  const { s } = ctx;
  const c = s.challengers[seat]!;
  const at = c.at!;
  const by = { seat };
  switch (a.type) {
    case 'end':
      return;
    case 'investigate':
      spendMain(s, c, mode);
      reveal(ctx, step(at, a.dir), by);
      return;
    case 'move': {
      const t = moveTarget(s, seat, a.dir) as MoveTarget;
      spendMain(s, c, mode);
      if (t.kind === 'escape') {
        ctx.events.push({ type: 'challenger/escaped', audience: 'all', seat, from: at });
        s.phase = 'over';
        s.winner = seat;
        s.reaction = null;
        s.attack = null;
        return;
      }
      c.at = t.to;
      ctx.events.push({
        type: t.kind === 'cube' && !inMaze(at) ? 'challenger/entered' : 'challenger/moved',
        audience: 'all',
        seat,
        from: at,
        to: t.to,
        dir: a.dir,
        cause: t.kind,
      });
      return;
    }
    case 'pickUp': {
      spendMain(s, c, mode);
      const cube = ownCube(ctx, at)!;
      const source = a.body === undefined ? cube.items : cube.bodies[a.body]!.items;
      const [item] = source.splice(a.index, 1);
      c.items.push(item!);
      ctx.events.push({
        type: 'challenger/picked-up',
        audience: 'all',
        seat,
        at,
        item: item!,
        ...(a.body !== undefined ? { cause: 'body' } : {}),
      });
      return;
    }
    case 'takeKey':
      spendMain(s, c, mode);
      c.items.push({ kind: 'key' });
      ctx.events.push({ type: 'challenger/picked-up', audience: 'all', seat, at, item: { kind: 'key' } });
      return;
    case 'rotate': {
      spendPower(ctx, seat, COST.rotate);
      const q = a.target === 'here' ? at : step(at, a.target);
      const cube = ownCube(ctx, q)!;
      const turns = a.turn === 'cw' ? 1 : -1;
      cube.doors = rotateDoors(cube.doors, turns);
      ctx.events.push({
        type: 'maze/rotated',
        audience: 'all',
        at: q,
        turns,
        doors: cube.doors,
        by,
        cost: COST.rotate,
        pp: c.pp,
      });
      return;
    }
    case 'stunDefender': {
      spendPower(ctx, seat, COST.stunDefender);
      const d = s.defenders.find((x) => x.id === a.defender)!;
      d.stunned = true;
      ctx.events.push({
        type: 'defender/stunned',
        audience: 'all',
        defender: d.id,
        at: d.at,
        by,
        cost: COST.stunDefender,
        pp: c.pp,
      });
      return;
    }
    case 'destroyDefender': {
      spendPower(ctx, seat, COST.destroyDefender);
      const d = s.defenders.find((x) => x.id === a.defender)!;
      s.defenders = s.defenders.filter((x) => x.id !== a.defender);
      ctx.events.push({
        type: 'defender/destroyed',
        audience: 'all',
        defender: d.id,
        at: d.at,
        by,
        cost: COST.destroyDefender,
        pp: c.pp,
      });
      return;
    }
    case 'stunChallenger': {
      spendPower(ctx, seat, COST.stunChallenger);
      const o = s.challengers[a.seat]!;
      o.stunned = true;
      ctx.events.push({
        type: 'challenger/stunned',
        audience: 'all',
        seat: a.seat,
        at: o.at!,
        by,
        cost: COST.stunChallenger,
        pp: c.pp,
      });
      return;
    }
    case 'killChallenger':
      spendPower(ctx, seat, COST.killChallenger);
      killChallenger(ctx, a.seat, by, true);
      return;
    case 'destroyCube': {
      spendPower(ctx, seat, COST.destroyCube);
      const q = step(at, a.dir);
      const inside = challengersAt(s, q);
      // The cube leaving the maze is a threat of death (Reactive Actions): the Challengers inside react
      // first, in seat order (`advance`), then it is destroyed with whoever stayed.
      if (inside.length > 0 && s.stage.kind === 'move')
        s.stage.destroying = { at: q, by: seat, queue: inside };
      else destroyCube(ctx, q, seat);
      return;
    }
    case 'discard': {
      const [item] = c.items.splice(a.index, 1);
      ownCube(ctx, at)!.items.push(item!);
      ctx.events.push({ type: 'challenger/discarded', audience: 'all', seat, at, item: item! });
      return;
    }
    case 'useBattery': {
      const item = c.items[a.index] as { kind: 'battery'; pp: number };
      const gained = Math.min(item.pp, MAX_PP - c.pp);
      c.pp += gained;
      item.pp -= gained;
      if (item.pp === 0) c.items.splice(a.index, 1);
      ctx.events.push({
        type: 'challenger/battery',
        audience: 'all',
        seat,
        amount: gained,
        pp: c.pp,
        item: { ...item },
      });
      return;
    }
  }
}

/**
 * The cube at q becomes a Destroyed Cube (tile to the destroyed pile): Defenders on it are destroyed, and a
 * Challenger still inside is lost with it like a cube leaving the level, its objects with it (no body: its
 * cube is gone, as with a Z slide). The 5 PP were paid when the action was taken.
 */
export function destroyCube(ctx: Ctx, q: Point, seat: Seat): void {
  const { s } = ctx;
  const by = { seat };
  const cube = cubeAt(s.cells, q)!;
  for (const victim of challengersAt(s, q)) killChallenger(ctx, victim, by, false);
  s.destroyed.push(cube.doors);
  ownCells(ctx)[q.y * SIZE + q.x] = 'destroyed';
  const gone = s.defenders.filter((d) => d.at.x === q.x && d.at.y === q.y).map((d) => d.id);
  s.defenders = s.defenders.filter((d) => !gone.includes(d.id));
  ctx.events.push({
    type: 'maze/destroyed',
    audience: 'all',
    at: q,
    doors: cube.doors,
    by,
    cost: COST.destroyCube,
    pp: s.challengers[seat]!.pp,
  });
  for (const id of gone)
    ctx.events.push({
      type: 'defender/lost',
      audience: 'all',
      defender: id,
      at: q,
      cause: 'destroyed-cube',
    });
}

/** Every action worth listing for a seat now (before validation). */
function candidates(s: SmState, seat: Seat): SmAction[] {
  const out: SmAction[] = [];
  const c = s.challengers[seat];
  if (!c?.at) return [{ type: 'end' }];
  for (const dir of DIRECTIONS) {
    out.push({ type: 'move', dir }, { type: 'investigate', dir });
  }
  const cube = inMaze(c.at) ? cubeAt(s.cells, c.at) : undefined;
  if (cube) {
    cube.items.forEach((_, index) => {
      out.push({ type: 'pickUp', index });
    });
    cube.bodies.forEach((b, body) => {
      b.items.forEach((_, index) => {
        out.push({ type: 'pickUp', index, body });
      });
    });
  }
  out.push({ type: 'takeKey' });
  for (const target of ['here', ...DIRECTIONS] as const)
    for (const turn of ['cw', 'ccw'] as const) out.push({ type: 'rotate', target, turn });
  for (const d of s.defenders)
    out.push({ type: 'stunDefender', defender: d.id }, { type: 'destroyDefender', defender: d.id });
  s.challengers.forEach((_, other) => {
    if (other !== seat)
      out.push({ type: 'stunChallenger', seat: other }, { type: 'killChallenger', seat: other });
  });
  for (const dir of DIRECTIONS) out.push({ type: 'destroyCube', dir });
  c.items.forEach((item, index) => {
    out.push({ type: 'discard', index });
    if (item.kind === 'battery') out.push({ type: 'useBattery', index });
  });
  out.push({ type: 'end' });
  return out;
}

export function legalActions(s: SmState, seat: Seat): SmAction[] {
  if (!modeOf(s, seat)) return [];
  return candidates(s, seat).filter((a) => validate(s, seat, a) === null);
}
