/**
 * The generating set of legal actions (the contract's `legalActions`): what bots and simple
 * menus choose from. It depends only on what the seat knows: the options, the outline,
 * its own choices and what it was told — never on the plan or on other players.
 *
 * Start phase: every cell (except the previous, invalidated choice; among the peeked
 * cells after handicap peeks), plus a peek at every cell not yet asked about.
 * A turn: for each of the six movements (four directions, by the flow, by the loop):
 * the bare movement; with one shot before or after it in each direction (not with
 * targeted shots, which need a guess of the target's cell); with one grenade before or
 * after it in each direction; with a landmine set on the own cell after it (landmines on);
 * as a dark and a semi-dark move (when allowed). Then skip (when allowed), a status query,
 * a thinking break (B.9, when the seat may take one now), a recall of each other seat's last
 * move, and ordering each cell when the seat has the right to. `apply` accepts the full move language beyond this set.
 */
import { DIRECTIONS, type Seat } from '@daedalus/core';
import { MOVEMENTS } from '../plan/movement.ts';
import { planCells } from '../plan/query.ts';
import type { LabyrinthAction, LabyrinthState, MoveAction, PlayerState } from '../types.ts';
import { moveProblem } from './apply.ts';
import { breakProblem } from './breaks.ts';
import { allowedStarts } from './start.ts';
import { actorsOf } from './turns.ts';

export function legalActions(s: LabyrinthState, seat: Seat): LabyrinthAction[] {
  const actor = actorsOf(s).find((a) => a.seat === seat);
  if (actor === undefined) return [];
  const p = s.players[seat] as PlayerState;
  if (actor.kind === 'simultaneous') {
    const cells = planCells(s.plan);
    const allowed = allowedStarts(s, seat);
    const prev = p.previousChoice;
    const starts = (allowed ?? cells)
      .filter((c) => prev === null || c.x !== prev.x || c.y !== prev.y)
      .map((cell): LabyrinthAction => ({ type: 'start', cell }));
    const peeks =
      p.peeksLeft > 0
        ? cells
            .filter((c) => !p.peeked.some((q) => q.cell.x === c.x && q.cell.y === c.y))
            .map((cell): LabyrinthAction => ({ type: 'peek', cell }))
        : [];
    return [...starts, ...peeks];
  }
  const o = s.options;
  const out: LabyrinthAction[] = [];
  for (const movement of MOVEMENTS) {
    const moves: MoveAction[] = [{ type: 'move', movement }];
    for (const dir of DIRECTIONS) {
      if (!o.targetedShots) {
        moves.push({ type: 'move', movement, before: [{ do: 'shoot', dir }] });
        moves.push({ type: 'move', movement, after: [{ do: 'shoot', dir }] });
      }
      moves.push({ type: 'move', movement, before: [{ do: 'blow', dir }] });
      moves.push({ type: 'move', movement, after: [{ do: 'blow', dir }] });
    }
    if (o.landmines) moves.push({ type: 'move', movement, after: [{ do: 'mine', to: 'here' }] });
    if (o.darkMoves) moves.push({ type: 'move', movement, report: 'dark' });
    if (o.semiDarkMoves) moves.push({ type: 'move', movement, report: 'semi-dark' });
    for (const m of moves) if (moveProblem(s, seat, m) === null) out.push(m);
  }
  if (o.allowSkip) out.push({ type: 'skip' });
  out.push({ type: 'status' });
  if (breakProblem(s, seat) === null) out.push({ type: 'break' });
  for (let other = 0; other < s.players.length; other++)
    if (other !== seat) out.push({ type: 'recall', seat: other });
  const mayOrder =
    !p.reorderedThisTurn && ((p.reorderRight === 'now' && p.reordersLeft > 0) || p.extraReorders > 0);
  if (mayOrder) for (const cell of planCells(s.plan)) out.push({ type: 'reorder', cell });
  return out;
}
