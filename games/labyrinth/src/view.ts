/**
 * What a seat may know (reference B.6.2, B.6.3): the outline, the options, the turn order
 * and whose turn it is, public facts (the start cell types everyone was told, who is
 * known to be dead or lost, the Nstop count), and for a seat its own secrets: its start
 * choice and start cell, the cells it ordered, its peeks, and its status as last told. A
 * player does not know where he is (pits and rivers move him unseen), so his position is
 * not in his view. With the `full` recall option the view keeps every event the seat
 * received. When the game is over the game master shows the plan and where everyone was.
 */
import { canSee, type Viewer } from '@daedalus/core';
import type { LabyrinthState, LabyrinthView } from './types.ts';

export function viewOf(s: LabyrinthState, viewer: Viewer): LabyrinthView {
  const own = viewer === 'spectator' ? undefined : s.players[viewer];
  const { plan } = s;
  return {
    viewer,
    phase: s.phase,
    outline: { width: plan.width, height: plan.height, mask: plan.mask ? [...plan.mask] : null },
    options: s.options,
    order: s.order,
    turn: s.phase === 'play' ? (s.order[s.turn] ?? null) : null,
    round: s.round,
    nstop: { limit: s.nstop, count: s.nstopCount },
    healMoves: s.healMoves,
    seats: s.players.map((p, seat) => ({
      seat,
      condition: p.condition === 'dead' && !p.deathAnnounced && s.phase !== 'over' ? 'playing' : p.condition,
      chosen: p.startChoice !== null || p.startCell !== null,
      startType: s.startTypes[seat]?.type ?? null,
    })),
    me:
      own === undefined || viewer === 'spectator'
        ? null
        : {
            seat: viewer,
            status: own.told,
            startChoice: own.startChoice,
            previousChoice: own.previousChoice,
            startCell: own.startCell,
            orderedCells: own.orderedCells,
            peeked: own.peeked,
            peeksLeft: own.peeksLeft,
            mayReorder:
              s.phase === 'play' &&
              s.order[s.turn] === viewer &&
              !own.reorderedThisTurn &&
              ((own.reorderRight === 'now' && own.reordersLeft > 0) || own.extraReorders > 0),
            forbiddenRepeat: s.options.allowRepeats ? null : own.noChangeMove,
          },
    log: s.options.recall === 'full' ? s.log.filter((e) => canSee(e.audience, viewer)) : null,
    result: s.result,
    revealed:
      s.phase === 'over'
        ? {
            plan,
            positions: s.players.map((p) => p.at),
            outside: s.players.map((p) => p.outside),
            items: s.items,
            trails: s.players.map((p) => p.trail),
          }
        : null,
  };
}
