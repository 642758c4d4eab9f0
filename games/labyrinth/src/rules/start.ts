/**
 * The start (reference B.6.1, B.6.2, B.7.2, B.7.6): every player secretly chooses a start
 * cell at the same time; the game master invalidates the whole set of choices by the
 * table's rule (default: two players on one cell, or a river cell), without saying why,
 * and then everyone chooses again, each a cell other than his previous choice. Then the
 * game master tells everyone's cell type, and play begins in the fixed random order.
 */
import { err, ok, type Point, type Result, type RuleError, type Seat, samePoint } from '@daedalus/core';
import { wordedError } from '../lang/errors-en.ts';
import { isCell } from '../plan/query.ts';
import type { LabyrinthEvent, LabyrinthState, PlayerState } from '../types.ts';
import { announce, tell } from './context.ts';
import { wakeMite } from './infection.ts';
import { pickUp, refill, visibleFound } from './items.ts';
import { snapshot, typeAt } from './state.ts';
import { beginTurn, checkSurvivors, endGame } from './turns.ts';

const key = (p: Point): string => `${p.x},${p.y}`;

/** Handicap peeks (B.7.2): if the player peeked, he starts on one of the peeked cells (unless all are used up). */
export function allowedStarts(s: LabyrinthState, seat: Seat): Point[] | null {
  const p = s.players[seat] as PlayerState;
  const peeked = p.peeked
    .map((q) => q.cell)
    .filter((c) => p.previousChoice === null || !samePoint(c, p.previousChoice));
  return peeked.length > 0 ? peeked : null;
}

export function chooseStart(
  s: LabyrinthState,
  seat: Seat,
  cell: Point,
  events: LabyrinthEvent[],
): Result<void, RuleError> {
  const p = s.players[seat] as PlayerState;
  if (!isCell(s.plan, cell)) return err(wordedError('start/not-a-cell', cell.x, cell.y));
  if (p.previousChoice !== null && samePoint(p.previousChoice, cell))
    return err(wordedError('start/same-as-before'));
  const allowed = allowedStarts(s, seat);
  if (allowed !== null && !allowed.some((c) => samePoint(c, cell)))
    return err(wordedError('start/not-peeked'));
  p.startChoice = cell;
  announce(events, { type: 'labyrinth/start-chosen', seat });
  tell(events, seat, { type: 'labyrinth/start-cell', seat, cell });
  settleStarts(s, events);
  return ok(undefined);
}

export function peek(
  s: LabyrinthState,
  seat: Seat,
  cell: Point,
  events: LabyrinthEvent[],
): Result<void, RuleError> {
  const p = s.players[seat] as PlayerState;
  if (p.peeksLeft <= 0) return err(wordedError('start/no-peeks'));
  if (!isCell(s.plan, cell)) return err(wordedError('start/not-a-cell', cell.x, cell.y));
  if (p.peeked.some((q) => samePoint(q.cell, cell))) return err(wordedError('start/peeked'));
  p.peeksLeft--;
  const cellType = typeAt(s, cell);
  p.peeked = [...p.peeked, { cell, type: cellType }];
  tell(events, seat, { type: 'labyrinth/peek', seat, cell, cellType });
  return ok(undefined);
}

/** Whether a set of start choices breaks the table's rule. */
export function startsInvalid(s: LabyrinthState): boolean {
  const seen = new Set<string>();
  for (const p of s.players) {
    if (p.condition !== 'playing' || p.startChoice === null) continue;
    if (s.options.startForbidden.includes(typeAt(s, p.startChoice))) return true;
    const k = key(p.startChoice);
    if (!s.options.startShared && seen.has(k)) return true;
    seen.add(k);
  }
  return false;
}

/** When everyone has chosen: invalidate (everyone chooses again) or place everyone and begin. */
export function settleStarts(s: LabyrinthState, events: LabyrinthEvent[]): void {
  const waiting = s.players.some((p) => p.condition === 'playing' && p.startChoice === null);
  if (waiting) return;
  if (!s.players.some((p) => p.condition === 'playing')) {
    s.result = { winners: [], draw: true, reason: 'draw/no-survivors' };
    s.phase = 'over';
    announce(events, { type: 'labyrinth/game-over', reason: s.result.reason, winners: [], draw: true });
    return;
  }
  if (startsInvalid(s)) {
    for (const p of s.players) {
      if (p.condition !== 'playing') continue;
      p.previousChoice = p.startChoice;
      p.startChoice = null;
    }
    announce(events, { type: 'labyrinth/starts-invalid' });
    return;
  }
  for (const p of s.players) {
    if (p.condition !== 'playing') continue;
    p.at = p.startChoice;
    p.startCell = p.startChoice;
  }
  beginPlay(s, events);
  // Players lost before the start (timeouts) may leave a last survivor (B.3.5).
  checkSurvivors(s, events);
  if (s.result !== null) endGame(s, events);
}

/** B.6.2: the game master tells everyone's cell type (and finds), then the first turn begins. */
export function beginPlay(s: LabyrinthState, events: LabyrinthEvent[]): void {
  s.phase = 'play';
  announce(events, {
    type: 'labyrinth/started',
    order: s.order,
    nstop: s.nstop,
    healMoves: s.healMoves,
    commonStart: s.options.commonStart,
  });
  // Seats of the order before the first player to move do not count for the mites' countdowns.
  const first = s.order.findIndex((seat) => s.players[seat]?.condition === 'playing');
  for (const [slot, seat] of s.order.entries()) {
    const p = s.players[seat] as PlayerState;
    if (p.condition !== 'playing' || p.at === null) continue;
    const cellType = typeAt(s, p.at);
    const f = visibleFound(s, p.at);
    // Woken at the start, the mite's cell turns contagious when the waker's first move begins.
    const miteWoken = cellType === 'encephalitis' && wakeMite(s, p.at, seat);
    if (miteWoken) {
      const mite = s.mites.find((m) => p.at !== null && samePoint(m.at, p.at));
      if (mite) mite.countdown = slot - first;
      if (mite && slot === first) mite.state = 'contagious';
    }
    pickUp(s, seat, {});
    refill(s, seat);
    s.startTypes[seat] = { type: cellType };
    const any = f.treasures + f.bullets + f.grenades + f.mines + f.corpses > 0;
    announce(events, { type: 'labyrinth/start-place', seat, cellType, found: any ? f : null, miteWoken });
    p.told = snapshot(p);
  }
  s.turn = first;
  beginTurn(s, events);
}
