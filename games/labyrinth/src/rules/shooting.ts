/**
 * Bullets and grenades (reference B.5.4, B.5.5, B.4.2, B.4.3, B.7.3, B.7.8).
 *
 * A bullet wounds every other player on the shooter's cell whatever its direction;
 * otherwise it flies straight, cell by cell, until a wall, the outline, a hospital or a
 * weaponry, or a cell with players (it wounds all of them). Players in a hospital cannot
 * be wounded; players in a weaponry can (one may shoot towards it). Nobody shoots from a
 * hospital or a weaponry. Players wounded earlier in the same move have fallen: the
 * bullet flies over them. Options: range, damp powder in rivers, shooting through
 * buildings, targeted shots.
 */
import { type Direction, type Point, ray, type Seat } from '@daedalus/core';
import { beyond, hasInnerWall } from '../plan/query.ts';
import type { Act, Found, LabyrinthState } from '../types.ts';
import { type MoveCtx, mover, say } from './context.ts';
import { pickUp, refill, takeItem, visibleFound, wound } from './items.ts';
import { canCarry, playersAt, typeAt } from './state.ts';

type Shot = Extract<Act, { do: 'shoot' }>;

/** The players a bullet from `from` towards `dir` hits (not yet wounded). */
export function bulletVictims(
  s: LabyrinthState,
  shooter: Seat,
  from: Point,
  dir: Direction,
  down: ReadonlySet<Seat>,
  target: Shot['target'],
): Seat[] {
  const standing = (p: Point): Seat[] => playersAt(s, p).filter((q) => q !== shooter && !down.has(q));
  const targeted = (p: Point, here: Seat[]): Seat[] =>
    target !== undefined && target.cell.x === p.x && target.cell.y === p.y && here.includes(target.seat)
      ? [target.seat]
      : [];
  const same = standing(from);
  if (target !== undefined) {
    const hit = targeted(from, same);
    if (hit.length > 0) return hit;
  } else if (same.length > 0) return same;
  // The bullet flies straight, cell by cell, until a wall or the outline (and its range).
  const line = ray(
    s.plan,
    from,
    dir,
    (p, _q, d) => !hasInnerWall(s.plan, p, d),
    s.options.shotRange ?? undefined,
  );
  const through = s.options.shootThroughBuildings;
  for (const at of line) {
    const type = typeAt(s, at);
    if (type === 'hospital') {
      if (!through) return [];
      continue;
    }
    const here = standing(at);
    if (target !== undefined) {
      const hit = targeted(at, here);
      if (hit.length > 0) return hit;
    } else if (here.length > 0) return here;
    if (type === 'weaponry' && !through) return [];
  }
  return [];
}

export function shoot(ctx: MoveCtx, act: Shot): void {
  const { s, seat } = ctx;
  const player = mover(ctx);
  const at = player.outside === null ? player.at : null;
  const report = (
    result: Extract<Parameters<typeof say>[1], { type: 'labyrinth/shot' }>['result'],
    screams = 0,
    atFeet: Found | null = null,
  ) =>
    say(ctx, {
      type: 'labyrinth/shot',
      seat,
      dir: act.dir,
      result,
      screams,
      atFeet,
      bullets: player.bullets,
      ...(result === 'fired' && at !== null ? { ground: visibleFound(s, at).bullets } : {}),
    });
  if (at === null) {
    report('outside');
    return;
  }
  if (!canCarry(player)) {
    report('cannot');
    return;
  }
  const type = typeAt(s, at);
  if (type === 'hospital') {
    report('from-hospital');
    return;
  }
  if (type === 'weaponry') {
    report('from-weaponry');
    return;
  }
  if (type === 'river' && !s.options.shootFromRivers) {
    report('damp');
    return;
  }
  // B.6.5/B.5.5: "including any on the ground" — a bullet lying on the cell is used before his own (the
  // reference's example: "three bullets left, one on the ground"; then "still three bullets left").
  if (takeItem(s, at, (i) => i.kind === 'bullet') === null) {
    if (player.bullets > 0) player.bullets--;
    else {
      report('no-bullet');
      return;
    }
  }
  const before = visibleFound(s, at);
  const victims = bulletVictims(s, seat, at, act.dir, ctx.down, act.target);
  let screams = 0;
  let sameCell = false;
  for (const v of victims) {
    const result = wound(s, v, false, 'on-turn');
    if (result === 'safe') continue;
    screams++;
    ctx.down.add(v);
    const vp = s.players[v];
    if (vp?.at && vp.at.x === at.x && vp.at.y === at.y) sameCell = true;
  }
  let atFeet: Found | null = null;
  if (sameCell) {
    const after = visibleFound(s, at);
    atFeet = {
      treasures: after.treasures - before.treasures,
      bullets: after.bullets - before.bullets,
      grenades: after.grenades - before.grenades,
      mines: after.mines - before.mines,
      corpses: after.corpses - before.corpses,
    };
    // Caught on the fly (B.5.5): the shooter may use them in the same move.
    pickUp(s, seat, ctx.prefs);
  }
  report('fired', screams, atFeet);
}

/** B.5.4: a grenade blows up an inner wall or a closed exit; indestructible walls survive. */
export function blow(ctx: MoveCtx, dir: Direction): void {
  const { s, seat } = ctx;
  const player = mover(ctx);
  const at = player.at;
  const report = (
    result: 'thrown' | 'no-grenade' | 'outside',
    wall: 'remains' | 'gone' | 'none' | 'blown' | 'withstood' | null,
  ) => say(ctx, { type: 'labyrinth/grenade', seat, dir, result, wall, grenades: player.grenades });
  if (at === null || player.outside !== null) {
    // B.5.4: blowing a wall that does not exist only costs the grenade — outside too (there is no cell
    // and so no grenade lying on it to use).
    if (player.grenades === 0) report('no-grenade', null);
    else {
      player.grenades--;
      report('outside', null);
    }
    return;
  }
  if (player.grenades > 0) player.grenades--;
  else if (!canCarry(player) || takeItem(s, at, (i) => i.kind === 'grenade') === null) {
    report('no-grenade', null);
    return;
  }
  const side = beyond(s.plan, at, dir);
  let truth: 'none' | 'blown' | 'withstood';
  if (side.kind === 'cell') truth = 'none';
  else if (side.kind === 'wall') {
    removeInnerWall(s, at, dir);
    truth = 'blown';
  } else if (side.side === 'closed-exit' && side.exit) {
    const exit = side.exit;
    s.plan = {
      ...s.plan,
      exits: s.plan.exits.map((e) =>
        e.at.x === exit.at.x && e.at.y === exit.at.y && e.side === exit.side ? { ...e, open: true } : e,
      ),
    };
    truth = 'blown';
  } else truth = side.side === 'open-exit' ? 'none' : 'withstood';
  if (truth === 'blown') s.roundChanged = true;
  if (ctx.prefs.refill !== false) refill(s, seat);
  const mode = s.options.blowReport;
  const wall =
    mode === 'silent' ? null : mode === 'full' ? truth : truth === 'withstood' ? 'remains' : 'gone';
  report('thrown', wall);
}

function removeInnerWall(s: LabyrinthState, p: Point, d: Direction): void {
  const w = s.plan.width;
  const right = s.plan.wallRight.slice();
  const down = s.plan.wallDown.slice();
  if (d === 'right') right[p.y * w + p.x] = false;
  else if (d === 'left') right[p.y * w + p.x - 1] = false;
  else if (d === 'down') down[p.y * w + p.x] = false;
  else down[(p.y - 1) * w + p.x] = false;
  s.plan = { ...s.plan, wallRight: right, wallDown: down };
}
