/**
 * Encephalitis (reference B.4.7) and healing (B.4.2): the mite woken by the first
 * arrival, contagious once every player has made one more move, infection with a
 * countdown in successful moves, healing and immunity in a hospital, death when time
 * runs out (leaving a contagious corpse).
 */
import type { Point, Seat } from '@daedalus/core';
import type { LabyrinthState, PlayerState } from '../types.ts';
import { dropBelongings, kill } from './items.ts';
import { isContagious, typeAt } from './state.ts';

export function miteAt(s: LabyrinthState, p: Point) {
  return s.mites.find((m) => m.at.x === p.x && m.at.y === p.y);
}

/**
 * The first (non-immune) arrival wakes the mite. The cell becomes contagious once every
 * player in the game has ended one more turn, i.e. when the waker's next turn begins:
 * he must leave on that move (B.4.7 "immediately (on the next round)"). The countdown is in
 * seats of the turn order passed (dead and lost seats included), so a death in between does
 * not lengthen the grace.
 */
export function wakeMite(s: LabyrinthState, p: Point, seat: Seat): boolean {
  const player = s.players[seat] as PlayerState;
  const mite = miteAt(s, p);
  if (mite === undefined || mite.state !== 'asleep' || player.immune) return false;
  mite.state = 'awake';
  mite.countdown = s.order.length;
  return true;
}

/** Called each time the turn passes one seat of the order (also over seats no longer playing). */
export function tickMites(s: LabyrinthState): void {
  for (const mite of s.mites) {
    if (mite.state !== 'awake') continue;
    mite.countdown--;
    if (mite.countdown <= 0) mite.state = 'contagious';
  }
}

/**
 * A player ends a movement on cell p: if it is contagious and he is neither immune nor
 * already infected, he is infected (dropping everything but grenades) or, if wounded, dies.
 */
export function exposeTo(s: LabyrinthState, seat: Seat, p: Point): 'none' | 'infected' | 'killed' {
  const player = s.players[seat] as PlayerState;
  if (player.immune || player.infection !== null || !isContagious(s, p)) return 'none';
  if (player.health === 'wounded') {
    player.infection = { movesLeft: s.healMoves };
    kill(s, seat);
    return 'killed';
  }
  player.infection = { movesLeft: s.healMoves };
  dropBelongings(s, seat, false);
  return 'infected';
}

/** A hospital heals wounds and infections; an infected player healed in time becomes immune (B.4.2, B.4.7). */
export function healAt(s: LabyrinthState, seat: Seat): { healed: boolean; immune: boolean } {
  const player = s.players[seat] as PlayerState;
  if (player.at === null || player.outside !== null || typeAt(s, player.at) !== 'hospital')
    return { healed: false, immune: false };
  const healed = player.health === 'wounded' || player.infection !== null;
  let immune = false;
  if (player.infection !== null) {
    player.infection = null;
    if (!player.immune) {
      player.immune = true;
      immune = true;
      s.roundChanged = true;
    }
  }
  player.health = 'healthy';
  player.woundNotice = null;
  return { healed, immune };
}

/**
 * One successful move (to another cell) of an infected player: one move less to heal.
 * Returns true when the time ran out (he dies unless he has just reached a hospital;
 * the caller heals first).
 */
export function countdownExpired(s: LabyrinthState, seat: Seat): boolean {
  const player = s.players[seat] as PlayerState;
  if (player.infection === null || player.infection.movesLeft === null) return false;
  player.infection.movesLeft = Math.max(0, player.infection.movesLeft - 1);
  return player.infection.movesLeft === 0;
}
