/**
 * Leaving, throwing and setting items (reference B.5.2, B.5.7): an item goes onto the own
 * cell or a neighbouring one; thrown against a wall it falls at the thrower's feet (told
 * for items, not for landmines); thrown through an open exit it is gone. A corpse thrown
 * onto a set landmine sets it off. Wounded and infected players can handle grenades only.
 */
import type { Direction, Point } from '@daedalus/core';
import { beyond } from '../plan/query.ts';
import type { Act, Item, ItemKind, LabyrinthState } from '../types.ts';
import { type MoveCtx, mover, say } from './context.ts';
import { blast, hasArmedMine, itemGoesOutside, placeItem, refill, takeItem } from './items.ts';
import { canCarry } from './state.ts';

type Landing = { kind: 'cell'; at: Point; fellBack: boolean } | { kind: 'outside' };

/** Where an item put `to` a side of cell `at` lands. */
export function landing(s: LabyrinthState, at: Point, to: Direction | 'here'): Landing {
  if (to === 'here') return { kind: 'cell', at, fellBack: false };
  const b = beyond(s.plan, at, to);
  if (b.kind === 'cell') return { kind: 'cell', at: b.at, fellBack: false };
  if (b.kind === 'outline' && b.side === 'open-exit') return { kind: 'outside' };
  return { kind: 'cell', at, fellBack: true };
}

/** B.5.7: activate a landmine (carried, or lying unactivated on the cell) and set it here or next door. */
export function setMine(ctx: MoveCtx, act: Extract<Act, { do: 'mine' }>): void {
  const { s, seat } = ctx;
  const player = mover(ctx);
  const report = (result: 'set' | 'no-mine' | 'cannot' | 'outside') =>
    say(ctx, { type: 'labyrinth/mine-set', seat, to: act.to, result });
  const at = player.at;
  if (at === null || player.outside !== null) {
    report('outside');
    return;
  }
  if (!canCarry(player)) {
    report('cannot');
    return;
  }
  if (player.held?.kind === 'mine') player.held = null;
  else if (takeItem(s, at, (i) => i.kind === 'mine' && !i.armed) === null) {
    report('no-mine');
    return;
  }
  const where = landing(s, at, act.to);
  // Through a wall it is set on the own cell, silently; outside it is defused by the external security.
  if (where.kind === 'cell') placeItem(s, where.at, { kind: 'mine', armed: true });
  report('set');
}

/**
 * The item to leave or throw: the player's own, or else one lying on his cell (B.5.2: "the player can
 * perform actions using items he carries or ones in the cell"), the topmost of its kind — a landmine
 * only unactivated, a contagious corpse only by an immune player. Only a healthy player uses items
 * lying on his cell (B.5.1); a wounded or infected one handles only his own grenades.
 */
function takeFromPlayer(ctx: MoveCtx, item: ItemKind): Item | null {
  const player = mover(ctx);
  switch (item) {
    case 'bullet':
      if (player.bullets > 0) {
        player.bullets--;
        return { kind: 'bullet' };
      }
      break;
    case 'grenade':
      if (player.grenades > 0) {
        player.grenades--;
        return { kind: 'grenade' };
      }
      break;
    default: {
      const held = player.held;
      if (held !== null && held.kind === item) {
        player.held = null;
        return held;
      }
    }
  }
  const at = player.at;
  if (at === null || !canCarry(player)) return null;
  return takeItem(
    ctx.s,
    at,
    (i) =>
      i.kind === item &&
      (i.kind !== 'mine' || !i.armed) &&
      (i.kind !== 'corpse' || !i.contagious || player.immune),
  );
}

/** B.5.2: leave an item on the own cell or throw it to a neighbouring one. */
export function leaveItem(ctx: MoveCtx, act: Extract<Act, { do: 'leave' }>): void {
  const { s, seat } = ctx;
  const player = mover(ctx);
  const report = (result: 'done' | 'fell-back' | 'none' | 'cannot' | 'outside', cremated = false) =>
    say(ctx, { type: 'labyrinth/item-left', seat, item: act.item, to: act.to, result, cremated });
  const at = player.at;
  if (at === null || player.outside !== null) {
    report('outside');
    return;
  }
  if (act.item !== 'grenade' && !canCarry(player)) {
    report('cannot');
    return;
  }
  const item = takeFromPlayer(ctx, act.item);
  if (item === null) {
    report('none');
    return;
  }
  const where = landing(s, at, act.to);
  if (where.kind === 'outside') {
    itemGoesOutside(s, item);
    report('done');
    return;
  }
  const triggers =
    item.kind === 'corpse' && !where.fellBack && act.to !== 'here' && hasArmedMine(s, where.at);
  const { cremated } = placeItem(s, where.at, item);
  if (ctx.prefs.refill !== false) refill(s, seat);
  report(where.fellBack ? 'fell-back' : 'done', cremated);
  if (triggers) {
    const victims = blast(s, where.at, () => 'on-turn');
    for (const v of victims) if (v.result !== 'safe') ctx.down.add(v.seat);
    say(ctx, {
      type: 'labyrinth/blast',
      seat,
      cause: 'corpse',
      self: null,
      screams: victims.filter((v) => v.result !== 'safe').length,
    });
  }
}
