/**
 * Items on cells and in hands (reference B.5): placing items (cremation in hospitals,
 * defusing in weaponries and hospitals, the true treasure lost), what a player finds,
 * automatic pick-up with its exchange order (corpse < landmine < treasure), weaponry
 * refills, wounds, deaths and landmine blasts.
 */
import type { Point, Seat } from '@daedalus/core';
import { indexOfPoint } from '../plan/query.ts';
import type { Found, MoveAction } from '../types.ts';
import { type Held, type Item, type LabyrinthState, MAX_AMMO, type PlayerState } from '../types.ts';
import { pileForWrite } from './draft.ts';
import { canCarry, isInaccessible, itemsAt, playersAt, typeAt } from './state.ts';

/** The visible items of a cell (armed landmines are invisible, B.5.7). */
export function visibleFound(s: LabyrinthState, p: Point): Found {
  const f = { treasures: 0, bullets: 0, grenades: 0, mines: 0, corpses: 0 };
  for (const i of itemsAt(s, p)) {
    if (i.kind === 'treasure') f.treasures++;
    else if (i.kind === 'bullet') f.bullets++;
    else if (i.kind === 'grenade') f.grenades++;
    else if (i.kind === 'mine' && !i.armed) f.mines++;
    else if (i.kind === 'corpse') f.corpses++;
  }
  return f;
}

/** Ends the game in a draw because the true treasure can never be carried out (B.4.6, B.5.2). */
export function loseTrueTreasure(s: LabyrinthState): void {
  if (s.result === null) s.result = { winners: [], draw: true, reason: 'draw/true-treasure-lost' };
}

/**
 * Puts an item on top of a cell's pile. A corpse brought into a hospital is cremated
 * (B.4.2); a landmine set in a hospital or weaponry is defused (B.5.7); the true treasure
 * on an inaccessible cell ends the game in a draw (B.4.6). Returns whether it was cremated.
 */
export function placeItem(s: LabyrinthState, p: Point, item: Item): { cremated: boolean } {
  const type = typeAt(s, p);
  if (item.kind === 'corpse' && type === 'hospital') return { cremated: true };
  let placed = item;
  if (item.kind === 'mine' && item.armed && (type === 'hospital' || type === 'weaponry'))
    placed = { kind: 'mine', armed: false };
  pileForWrite(s, p).push(placed);
  if (item.kind === 'treasure' && s.treasureTrue[item.id] === true && isInaccessible(s, p))
    loseTrueTreasure(s);
  return { cremated: false };
}

/** An item leaves the labyrinth (thrown out, carried out, lost outside): gone for good (B.5.2). */
export function itemGoesOutside(s: LabyrinthState, item: Item): void {
  if (item.kind === 'treasure' && s.treasureTrue[item.id] === true) loseTrueTreasure(s);
}

/** Removes and returns the topmost item of a cell matching `pred`. */
export function takeItem(s: LabyrinthState, p: Point, pred: (i: Item) => boolean): Item | null {
  const pile = itemsAt(s, p);
  for (let i = pile.length - 1; i >= 0; i--) {
    if (pred(pile[i] as Item)) return pileForWrite(s, p).splice(i, 1)[0] as Item;
  }
  return null;
}

const RANK: Record<Held['kind'], number> = { corpse: 1, mine: 2, treasure: 3 };

/** Gives a player a held item, leaving his previous one on the cell. */
function hold(s: LabyrinthState, player: PlayerState, at: Point, item: Held): void {
  if (player.held !== null) placeItem(s, at, player.held);
  player.held = item;
}

export interface PickupPrefs {
  readonly pickup?: boolean | undefined;
  readonly treasure?: MoveAction['treasure'];
}

/**
 * Automatic pick-up by a healthy player on his cell (B.5.1, B.5.3, B.5.8): bullets and
 * grenades up to three, then the most valuable big item (treasure > landmine > corpse)
 * if better than what he holds; a contagious corpse only by an immune player. With
 * several treasures the player may name one (lowest, topmost, n-th from the bottom) or
 * keep the old one; by default an empty-handed player takes the topmost.
 */
export function pickUp(s: LabyrinthState, seat: Seat, prefs: PickupPrefs): void {
  const player = s.players[seat] as PlayerState;
  const at = player.at;
  if (at === null || player.outside !== null || !canCarry(player) || prefs.pickup === false) return;
  while (player.bullets < MAX_AMMO && takeItem(s, at, (i) => i.kind === 'bullet')) player.bullets++;
  while (player.grenades < MAX_AMMO && takeItem(s, at, (i) => i.kind === 'grenade')) player.grenades++;

  const pile = itemsAt(s, at);
  const treasures = pile.flatMap((i, index) => (i.kind === 'treasure' ? [index] : []));
  const choice = prefs.treasure;
  if (treasures.length > 0 && choice !== undefined && choice !== 'old') {
    const index =
      choice === 'lowest'
        ? treasures[0]
        : choice === 'topmost'
          ? treasures[treasures.length - 1]
          : treasures[choice - 1];
    if (index !== undefined) {
      const [item] = pileForWrite(s, at).splice(index, 1);
      hold(s, player, at, item as Held);
      return;
    }
  }
  if (choice === 'old' && player.held?.kind === 'treasure') return;
  const current = player.held === null ? 0 : RANK[player.held.kind];
  const candidates: Held['kind'][] = ['treasure', 'mine', 'corpse'];
  for (const kind of candidates) {
    if (RANK[kind] <= current) break;
    if (kind === 'treasure' && choice === 'old') continue;
    const item = takeItem(
      s,
      at,
      (i) =>
        i.kind === kind &&
        (i.kind !== 'mine' || !i.armed) &&
        (i.kind !== 'corpse' || !i.contagious || player.immune),
    );
    if (item !== null) {
      hold(s, player, at, item as Held);
      return;
    }
  }
}

/** Weaponry refill (B.4.3, B.5.3): bullets (if he can carry them) and grenades to three; a landmine in the variation. */
export function refill(s: LabyrinthState, seat: Seat): void {
  const player = s.players[seat] as PlayerState;
  if (player.at === null || player.outside !== null || typeAt(s, player.at) !== 'weaponry') return;
  player.grenades = MAX_AMMO;
  if (canCarry(player)) {
    player.bullets = MAX_AMMO;
    if (s.options.weaponryMines && s.options.landmines && player.held === null)
      player.held = { kind: 'mine', armed: false };
  }
}

/** Drops bullets and the held item (and grenades if asked) where the player is; outside they vanish. */
export function dropBelongings(s: LabyrinthState, seat: Seat, withGrenades: boolean): void {
  const player = s.players[seat] as PlayerState;
  const drop: Item[] = [];
  for (let i = 0; i < player.bullets; i++) drop.push({ kind: 'bullet' });
  player.bullets = 0;
  if (player.held !== null) drop.push(player.held);
  player.held = null;
  if (withGrenades) {
    for (let i = 0; i < player.grenades; i++) drop.push({ kind: 'grenade' });
    player.grenades = 0;
  }
  for (const item of drop) {
    if (player.at === null || player.outside !== null) itemGoesOutside(s, item);
    else placeItem(s, player.at, item);
  }
}

/** Death (B.5.5, B.5.6): everything and the corpse stay on the cell; an infected player's corpse is contagious. */
export function kill(s: LabyrinthState, seat: Seat): void {
  const player = s.players[seat] as PlayerState;
  dropBelongings(s, seat, true);
  if (player.at !== null && player.outside === null)
    placeItem(s, player.at, { kind: 'corpse', seat, contagious: player.infection !== null });
  player.condition = 'dead';
  player.woundNotice = null;
  player.reorderRight = null;
  player.footing = false;
  s.roundChanged = true;
}

/** How a wound is made known to its victim. */
export type WoundNotice = 'on-turn' | 'told-now' | 'never';

/**
 * A bullet or a landmine hits a player (B.5.5, B.5.7): nothing in a hospital; death for a
 * wounded or infected player; otherwise a wound, dropping everything except grenades.
 */
export function wound(
  s: LabyrinthState,
  seat: Seat,
  byMine: boolean,
  notice: WoundNotice,
): 'safe' | 'wounded' | 'killed' {
  const player = s.players[seat] as PlayerState;
  if (player.at !== null && typeAt(s, player.at) === 'hospital') return 'safe';
  if (player.health === 'wounded' || player.infection !== null) {
    kill(s, seat);
    return 'killed';
  }
  player.health = 'wounded';
  dropBelongings(s, seat, false);
  const eligible = player.reordersLeft > 0 && (!byMine || s.options.mineVictimsReorder);
  if (notice === 'on-turn') player.woundNotice = { byMine };
  else if (notice === 'told-now') player.reorderRight = eligible ? 'next' : null;
  return 'wounded';
}

/**
 * A landmine blast on cell p (B.5.7): every player there is hit; all bullets and
 * landmines on the cell and in those players' hands are destroyed (grenades, corpses and
 * treasures are not).
 */
export function blast(
  s: LabyrinthState,
  p: Point,
  noticeFor: (seat: Seat) => WoundNotice,
): { seat: Seat; result: 'safe' | 'wounded' | 'killed' }[] {
  s.items[indexOfPoint(s.plan, p)] = itemsAt(s, p).filter((i) => i.kind !== 'bullet' && i.kind !== 'mine');
  const victims = playersAt(s, p);
  for (const seat of victims) {
    const player = s.players[seat] as PlayerState;
    player.bullets = 0;
    if (player.held?.kind === 'mine') player.held = null;
  }
  return victims.map((seat) => ({ seat, result: wound(s, seat, true, noticeFor(seat)) }));
}

export const hasArmedMine = (s: LabyrinthState, p: Point): boolean =>
  itemsAt(s, p).some((i) => i.kind === 'mine' && i.armed);
