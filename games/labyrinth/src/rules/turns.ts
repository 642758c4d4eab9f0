/**
 * Turns and rounds (reference B.6.2, B.3.5, B.3.6, B.6.6, B.7.9): the fixed random order,
 * notices at the start of a turn (a wound, a death), the end of a round with the Nstop
 * and all-skip draws, the last survivor, the end of the game.
 */
import type { Actor, Seat } from '@daedalus/core';
import type { LabyrinthEvent, LabyrinthState, PlayerState, RecallEntry } from '../types.ts';
import { announce } from './context.ts';
import { tickMites } from './infection.ts';
import { currentSeat, playingSeats, snapshot } from './state.ts';

export function actorsOf(s: LabyrinthState): Actor[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'start') {
    return s.players.flatMap((p, seat) =>
      p.condition === 'playing' && p.startChoice === null
        ? [{ seat, kind: 'simultaneous' as const, prompt: 'labyrinth/choose-start' }]
        : [],
    );
  }
  const seat = currentSeat(s);
  // One decision per turn for the clock (B.9: "if during 1 minute the move is not made"):
  // status queries, recalls and cell orders do not restart it; a thinking break does.
  const onBreak = s.players[seat]?.onBreak ? ':break' : '';
  return [{ seat, kind: 'turn', prompt: 'labyrinth/move', decision: `${s.round}.${s.turn}${onBreak}` }];
}

/** Whether `seat` is among `actorsOf(s)`, without building the list. */
export function mustDecide(s: LabyrinthState, seat: Seat): boolean {
  if (s.phase === 'over') return false;
  if (s.phase === 'start') {
    const p = s.players[seat];
    return p !== undefined && p.condition === 'playing' && p.startChoice === null;
  }
  return currentSeat(s) === seat;
}

export function endGame(s: LabyrinthState, events: LabyrinthEvent[]): void {
  const r = s.result;
  if (r === null || s.phase === 'over') return;
  s.phase = 'over';
  announce(events, { type: 'labyrinth/game-over', reason: r.reason, winners: r.winners, draw: r.draw });
}

/** B.3.5 / B.7.9: the last player standing wins (or gets his moves); nobody standing is a draw. */
export function checkSurvivors(s: LabyrinthState, events: LabyrinthEvent[]): void {
  if (s.result !== null) return;
  const alive = playingSeats(s);
  if (alive.length === 0) {
    s.result = { winners: [], draw: true, reason: 'draw/no-survivors' };
    return;
  }
  if (s.players.length < 2 || alive.length !== 1) return;
  const seat = alive[0] as Seat;
  if (s.options.lastSurvivorMoves === null) {
    s.result = { winners: [seat], draw: false, reason: 'last-survivor' };
  } else if (s.survivor === null) {
    s.survivor = { seat, movesLeft: s.options.lastSurvivorMoves };
    announce(events, { type: 'labyrinth/survivor', seat, movesLeft: s.survivor.movesLeft });
  }
}

function endRound(s: LabyrinthState, events: LabyrinthEvent[]): void {
  if (!s.roundChanged) {
    s.nstopCount++;
    announce(events, { type: 'labyrinth/nstop', count: s.nstopCount, limit: s.nstop });
    if (s.nstopCount >= s.nstop) s.result = { winners: [], draw: true, reason: 'draw/no-change' };
  } else s.nstopCount = 0;
  s.roundChanged = false;
  s.roundAllSkip = true;
  s.roundMoves = 0;
  s.round++;
}

/**
 * The start of a seat's turn: wound notice (and the right to order a cell), the status he knows. B.5.5: on
 * the turn after a wound the game master asks the wounded to order a cell — also when the wound was his own
 * landmine, told in his move's answer (only if he may order: not after a dark move, B.6.7, nor under B.7.5).
 */
export function beginTurn(s: LabyrinthState, events: LabyrinthEvent[]): void {
  const seat = currentSeat(s);
  const p = s.players[seat] as PlayerState;
  p.reorderedThisTurn = false;
  p.onBreak = false;
  if (p.reorderRight === 'next') {
    p.reorderRight = p.health === 'wounded' && p.reordersLeft > 0 ? 'now' : null;
    if (p.reorderRight === 'now')
      announce(events, { type: 'labyrinth/turn-notice', seat, notice: 'mine-wound', canReorder: true });
  }
  if (p.woundNotice !== null) {
    const eligible =
      p.health === 'wounded' && p.reordersLeft > 0 && (!p.woundNotice.byMine || s.options.mineVictimsReorder);
    announce(events, { type: 'labyrinth/turn-notice', seat, notice: 'wounded', canReorder: eligible });
    p.reorderRight = eligible ? 'now' : null;
    p.woundNotice = null;
  }
  p.told = snapshot(p);
}

/** The next seat after a turn: mites, deaths announced on the dead players' turns, round ends. */
function advance(s: LabyrinthState, events: LabyrinthEvent[]): void {
  let i = s.turn;
  for (let k = 0; k <= s.order.length; k++) {
    i++;
    tickMites(s);
    if (i >= s.order.length) {
      i = 0;
      endRound(s, events);
      if (s.result !== null) {
        endGame(s, events);
        return;
      }
    }
    const seat = s.order[i] as Seat;
    const p = s.players[seat] as PlayerState;
    if (p.condition === 'dead' && !p.deathAnnounced) {
      p.deathAnnounced = true;
      announce(events, { type: 'labyrinth/turn-notice', seat, notice: 'dead', canReorder: false });
    }
    if (p.condition === 'playing') break;
  }
  s.turn = i;
  beginTurn(s, events);
}

/** Whether every player in the game has skipped his last move (B.6.6). */
function allSkipped(s: LabyrinthState): boolean {
  let any = false;
  for (const p of s.players) {
    if (p.condition !== 'playing') continue;
    if (p.lastMove?.action.type !== 'skip') return false;
    any = true;
  }
  return any;
}

/**
 * Whether the game ends after a turn — a move, a skip, or a player out of time (`mover` null) — checked as
 * soon as the state allows, whichever way a player left the game in it: the last survivor (B.3.5, B.7.9)
 * first, then every player still in the game having skipped his last move (B.6.6), then the survivor's
 * moves (B.7.9). A survivor given his moves just now is not held to a skip he made before.
 */
function checkEnd(s: LabyrinthState, events: LabyrinthEvent[], mover: Seat | null): void {
  if (s.result !== null) return;
  const hadSurvivor = s.survivor !== null;
  checkSurvivors(s, events);
  if (s.result === null && (hadSurvivor || s.survivor === null) && allSkipped(s))
    s.result = { winners: [], draw: true, reason: 'draw/all-skip' };
  if (s.result === null && hadSurvivor && s.survivor !== null && s.survivor.seat === mover) {
    s.survivor.movesLeft--;
    if (s.survivor.movesLeft <= 0)
      s.result = { winners: [], draw: true, reason: 'draw/survivor-out-of-time' };
  }
}

/** The end of a turn (a move, a skip, a timeout): the game ends, or the next seat's turn begins. */
export function endTurn(s: LabyrinthState, events: LabyrinthEvent[], mover: Seat | null): void {
  checkEnd(s, events, mover);
  if (s.result !== null) {
    endGame(s, events);
    return;
  }
  advance(s, events);
}

/** Bookkeeping at the end of a seat's move or skip, then the end of the turn. */
export function finishTurn(
  s: LabyrinthState,
  events: LabyrinthEvent[],
  seat: Seat,
  entry: RecallEntry,
  skipped: boolean,
): void {
  const p = s.players[seat] as PlayerState;
  p.lastMove = entry;
  p.onBreak = false;
  if (p.reorderRight === 'now') p.reorderRight = null;
  p.told = snapshot(p);
  s.roundMoves++;
  if (!skipped) s.roundAllSkip = false;
  endTurn(s, events, seat);
}
