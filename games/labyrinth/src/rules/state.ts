/**
 * Reading the state as the rules do: what lies on a cell and its type, who stands where,
 * what a player may carry (B.5.1), which cells are inaccessible (B.4.6) or contagious
 * (B.4.7), a player's status as told, and the trails shown after the game.
 */
import type { Point, Seat } from '@daedalus/core';
import { inaccessibleCells } from '../plan/movement.ts';
import { cellType, indexOfPoint, isCell } from '../plan/query.ts';
import type { CellType } from '../plan/types.ts';
import type { Item, LabyrinthState, PlayerState, StatusSnapshot } from '../types.ts';

export const itemsAt = (s: LabyrinthState, p: Point): Item[] => s.items[indexOfPoint(s.plan, p)] as Item[];

export const typeAt = (s: LabyrinthState, p: Point): CellType => cellType(s.plan, p);

export const isPlaying = (p: PlayerState): boolean => p.condition === 'playing';

/** Players standing on cell p (alive, inside), in seat order. */
export function playersAt(s: LabyrinthState, p: Point): Seat[] {
  const out: Seat[] = [];
  s.players.forEach((q, seat) => {
    if (q.condition === 'playing' && q.at !== null && q.outside === null && q.at.x === p.x && q.at.y === p.y)
      out.push(seat);
  });
  return out;
}

export function snapshot(p: PlayerState): StatusSnapshot {
  return {
    condition: p.condition,
    health: p.health,
    infected: p.infection !== null,
    movesToHeal: p.infection?.movesLeft ?? null,
    immune: p.immune,
    bullets: p.bullets,
    grenades: p.grenades,
    holding: p.held?.kind ?? null,
    reordersLeft: p.reordersLeft,
    extraReorders: p.extraReorders,
    outside: p.outside !== null,
  };
}

/** Whether a player can hold items other than grenades (B.5.1: not wounded, not infected). */
export const canCarry = (p: PlayerState): boolean => p.health === 'healthy' && p.infection === null;

/**
 * Cells where no player can ever end a movement, so items there are lost for good
 * (B.4.6, B.5.2): river sources; with shallow rivers only the sources flowing straight into
 * a delta (others can be reached by walking upstream); with turbulent rivers every river cell.
 */
export function isInaccessible(s: LabyrinthState, p: Point): boolean {
  if (!isCell(s.plan, p) || typeAt(s, p) !== 'river') return false;
  return inaccessibleCells(s.plan, s.options.rivers).some((q) => q.x === p.x && q.y === p.y);
}

/** Whether cell p is contagious (B.4.7): an awake mite past its grace round, or a contagious corpse. */
export function isContagious(s: LabyrinthState, p: Point): boolean {
  const mite = s.mites.find((m) => m.at.x === p.x && m.at.y === p.y);
  if (mite?.state === 'contagious') return true;
  return itemsAt(s, p).some((i) => i.kind === 'corpse' && i.contagious);
}

export function playingSeats(s: LabyrinthState): Seat[] {
  const out: Seat[] = [];
  for (let seat = 0; seat < s.players.length; seat++)
    if ((s.players[seat] as PlayerState).condition === 'playing') out.push(seat);
  return out;
}

/** Extends each player's trail with the cell he stands on now, if it changed. */
export function recordTrails(s: LabyrinthState): void {
  for (const p of s.players) {
    if (p.at === null) continue;
    const last = p.trail[p.trail.length - 1];
    if (!last || last.x !== p.at.x || last.y !== p.at.y) p.trail = [...p.trail, { x: p.at.x, y: p.at.y }];
  }
}

export const currentSeat = (s: LabyrinthState): Seat => s.order[s.turn] as Seat;
