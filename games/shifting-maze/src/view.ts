/**
 * What a seat (or a spectator) sees: everything on the board is public — the cubes, the
 * Defenders, every Challenger's board; the tile bag only as a count, the generator not at all.
 */
import type { Seat } from '@daedalus/core';
import { cloneCells, cloneMazeEvent, cloneReaction } from './rules/board.ts';
import { SIZE, type SmState, type SmView } from './types.ts';

export function viewOf(s: SmState, viewer: Seat | 'spectator'): SmView {
  return {
    size: SIZE,
    you: viewer === 'spectator' ? null : viewer,
    cells: cloneCells(s.cells),
    defenders: s.defenders.map((d) => ({
      id: d.id,
      at: { x: d.at.x, y: d.at.y },
      stunned: d.stunned,
      came: d.came,
    })),
    challengers: s.challengers.map((c, seat) => ({
      at: c.at ? { x: c.at.x, y: c.at.y } : null,
      pp: c.pp,
      items: c.items.map((i) => ({ ...i })),
      stunned: c.stunned,
      owed: c.owed,
      seat,
      startRow: s.startRows[seat]!,
    })),
    current: s.current,
    turns: s.turns,
    turnCap: s.options.turnCap,
    mainLeft: s.stage.kind === 'move' ? s.stage.mainLeft : null,
    reaction: s.reaction ? cloneReaction(s.reaction) : null,
    attack: s.attack ? { defender: s.attack.defender, queue: s.attack.queue.slice() } : null,
    pendingEvent: s.stage.kind === 'event' && !s.stage.done ? cloneMazeEvent(s.stage.event) : null,
    bagCount: s.bag.length,
    lostCount: s.lost.length,
    destroyedCount: s.destroyed.length,
    phase: s.phase,
    winner: s.winner,
  };
}
