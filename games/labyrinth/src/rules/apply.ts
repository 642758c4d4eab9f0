/**
 * Applying an action (reference B.2.1, B.6): the whole move is said first and then
 * answered in full (B.6.2): actions before the movement, the movement, the actions after
 * it (conditional ones only if their condition holds), in the order given. Queries
 * (status, recall) and ordering a cell do not end the turn; a move or a skip does.
 *
 * The game master refuses nothing the player could not know to be impossible: shooting
 * without bullets, from a hospital, throwing what one does not have — all are accepted
 * and answered ("no luck, you are out of them", B.6.5). Rule errors are kept for what the
 * player knows: the table's options, whose turn it is, malformed actions.
 */
import {
  canonicalJson,
  err,
  ok,
  type Result,
  type RuleError,
  type Seat,
  type Transition,
} from '@daedalus/core';
import { wordedError } from '../lang/errors-en.ts';
import { isCell } from '../plan/query.ts';
import type {
  Act,
  LabyrinthAction,
  LabyrinthEvent,
  LabyrinthState,
  MoveAction,
  PlayerState,
} from '../types.ts';
import { takeBreak } from './breaks.ts';
import { announce, type MoveCtx, say, tell } from './context.ts';
import { draftState } from './draft.ts';
import { leaveItem, setMine } from './handling.ts';
import { exposeTo, healAt } from './infection.ts';
import { dropBelongings, refill } from './items.ts';
import { conditionMet, type MoveSummary, performMovement } from './moving.ts';
import { blow, shoot } from './shooting.ts';
import { chooseStart, peek } from './start.ts';
import { recordTrails, snapshot, typeAt } from './state.ts';
import { finishTurn, mustDecide } from './turns.ts';

type Out = Result<Transition<LabyrinthState, LabyrinthEvent>, RuleError>;

export function applyAction(state: LabyrinthState, seat: Seat, action: LabyrinthAction): Out {
  if (state.phase === 'over') return err(wordedError('game/over'));
  if (!mustDecide(state, seat)) return err(wordedError('turn/not-your-turn', seat));
  const startPhase = state.phase === 'start';
  const isStartAction = action.type === 'start' || action.type === 'peek';
  if (startPhase !== isStartAction)
    return err(wordedError(startPhase ? 'turn/wrong-action#start' : 'turn/wrong-action#play'));
  const s = draftState(state);
  const events: LabyrinthEvent[] = [];
  let done: Result<void, RuleError>;
  switch (action.type) {
    case 'start':
      done = chooseStart(s, seat, action.cell, events);
      break;
    case 'peek':
      done = peek(s, seat, action.cell, events);
      break;
    case 'move':
      done = move(s, seat, action, events);
      break;
    case 'skip':
      done = skip(s, seat, events);
      break;
    case 'status':
      done = status(s, seat, events);
      break;
    case 'recall':
      done = recall(s, seat, action.seat, events);
      break;
    case 'reorder':
      done = reorder(s, seat, action.cell, events);
      break;
    case 'break':
      done = takeBreak(s, seat, events);
      break;
  }
  if (!done.ok) return done;
  recordTrails(s);
  if (s.options.recall === 'full') s.log = s.log.concat(events);
  return ok({ state: s, events });
}

/** What the table's options forbid in one action of a move (null: nothing). */
function actProblem(s: LabyrinthState, seat: Seat, x: Act): RuleError | null {
  const o = s.options;
  switch (x.do) {
    case 'leave':
      if (x.to !== 'here' && !o.throwing) return wordedError('move/throwing-forbidden');
      return null;
    case 'mine':
      if (!o.landmines) return wordedError('move/no-landmines');
      if (x.to !== 'here' && !o.mineOnNeighbour) return wordedError('move/mine-here-only');
      return null;
    case 'shoot':
      if (o.targetedShots && x.target === undefined) return wordedError('move/target-required');
      if (!o.targetedShots && x.target !== undefined) return wordedError('move/target-not-played');
      if (x.target !== undefined) {
        if (x.target.seat >= s.players.length || x.target.seat === seat)
          return wordedError('move/bad-target#seat');
        if (!isCell(s.plan, x.target.cell)) return wordedError('move/bad-target#cell');
      }
      return null;
    case 'blow':
      return null;
  }
}

/** What the table's options forbid in a move (the player knows the options). */
export function moveProblem(s: LabyrinthState, seat: Seat, a: MoveAction): RuleError | null {
  const o = s.options;
  const before = a.before ?? [];
  const after = a.after ?? [];
  for (const x of before) if (x.if !== undefined) return wordedError('move/condition-before');
  if (!o.conditionalMoves)
    for (const x of after) if (x.if !== undefined) return wordedError('move/conditional-forbidden');
  if (a.report === 'dark' && !o.darkMoves) return wordedError('move/dark-forbidden');
  if (a.report === 'semi-dark' && !o.semiDarkMoves) return wordedError('move/semi-dark-forbidden');
  for (const x of before) {
    const e = actProblem(s, seat, x);
    if (e !== null) return e;
  }
  for (const x of after) {
    const e = actProblem(s, seat, x);
    if (e !== null) return e;
  }
  const p = s.players[seat] as PlayerState;
  if (
    !o.allowRepeats &&
    p.noChangeMove !== null &&
    !p.reorderedThisTurn &&
    canonicalJson(p.noChangeMove) === canonicalJson(a)
  )
    return wordedError('move/repeat-forbidden');
  return null;
}

function perform(ctx: MoveCtx, act: Act): void {
  switch (act.do) {
    case 'shoot':
      shoot(ctx, act);
      return;
    case 'blow':
      blow(ctx, act.dir);
      return;
    case 'mine':
      setMine(ctx, act);
      return;
    case 'leave':
      leaveItem(ctx, act);
      return;
  }
}

function move(
  s: LabyrinthState,
  seat: Seat,
  a: MoveAction,
  events: LabyrinthEvent[],
): Result<void, RuleError> {
  const problem = moveProblem(s, seat, a);
  if (problem !== null) return err(problem);
  const p = s.players[seat] as PlayerState;
  const report = a.report ?? 'full';
  const moveEvents: LabyrinthEvent[] = [];
  const ctx: MoveCtx = {
    s,
    seat,
    events: moveEvents,
    audience: report === 'full' ? 'all' : 'none',
    dark: report !== 'full',
    down: new Set(),
    prefs: { pickup: a.pickup, treasure: a.treasure, refill: a.refill },
  };
  announce(moveEvents, { type: 'labyrinth/move', seat, move: a });
  const going = () => p.condition === 'playing' && s.result === null;
  for (const act of a.before ?? []) {
    if (!going()) break;
    perform(ctx, act);
  }
  let summary: MoveSummary | null = null;
  if (going()) {
    const r = performMovement(ctx, a.movement);
    if (!r.ok) return r;
    summary = r.value;
  }
  (a.after ?? []).forEach((act, index) => {
    if (!going()) return;
    if (act.if !== undefined) {
      const met = conditionMet(act.if, summary);
      say(ctx, { type: 'labyrinth/condition', seat, index, met });
      if (!met) return;
    }
    perform(ctx, act);
  });
  if (report === 'dark') announce(moveEvents, { type: 'labyrinth/dark-done', seat });
  if (report === 'semi-dark')
    announce(moveEvents, { type: 'labyrinth/semi-dark', seat, hitWall: summary?.hitWall ?? false });
  const plainWall =
    report === 'full' &&
    (a.before ?? []).length === 0 &&
    (a.after ?? []).length === 0 &&
    summary?.hitWall &&
    !summary.carried &&
    !summary.outside;
  p.noChangeMove = plainWall ? a : null;
  // A death told in the move's results needs no second notice on the dead player's turn.
  if (p.condition === 'dead' && report === 'full') p.deathAnnounced = true;
  events.push(...moveEvents);
  finishTurn(
    s,
    events,
    seat,
    { round: s.round, action: a, events: moveEvents.filter((e) => e.audience === 'all') },
    false,
  );
  return ok(undefined);
}

function skip(s: LabyrinthState, seat: Seat, events: LabyrinthEvent[]): Result<void, RuleError> {
  if (!s.options.allowSkip) return err(wordedError('move/skip-forbidden'));
  const p = s.players[seat] as PlayerState;
  const own: LabyrinthEvent[] = [];
  // Staying on the cell is like a failed movement: a hospital heals at once (B.4.2, B.4.7), a weaponry
  // refills the one who resides inside (B.5.3), a contagious cell infects (B.4.7).
  const { healed, immune } = p.outside === null ? healAt(s, seat) : { healed: false, immune: false };
  if (p.outside === null) refill(s, seat);
  announce(own, { type: 'labyrinth/skip', seat, ...(healed ? { healed, immune } : {}) });
  if (p.at !== null && p.outside === null) {
    const infection = exposeTo(s, seat, p.at);
    if (infection !== 'none') {
      announce(own, {
        type: 'labyrinth/infected',
        seat,
        movesLeft: p.infection?.movesLeft ?? null,
        died: infection === 'killed',
      });
      if (infection === 'killed') p.deathAnnounced = true;
    }
  }
  if (p.outside !== null) {
    p.condition = 'lost';
    p.outside = null;
    s.roundChanged = true;
    announce(own, { type: 'labyrinth/lost', seat, reason: 'did-not-return' });
  }
  p.noChangeMove = null;
  events.push(...own);
  finishTurn(s, events, seat, { round: s.round, action: { type: 'skip' }, events: own }, true);
  return ok(undefined);
}

function status(s: LabyrinthState, seat: Seat, events: LabyrinthEvent[]): Result<void, RuleError> {
  const p = s.players[seat] as PlayerState;
  p.told = snapshot(p);
  tell(events, seat, { type: 'labyrinth/status', seat, status: p.told });
  return ok(undefined);
}

function recall(
  s: LabyrinthState,
  seat: Seat,
  about: Seat,
  events: LabyrinthEvent[],
): Result<void, RuleError> {
  if (!Number.isInteger(about) || about < 0 || about >= s.players.length || about === seat)
    return err(wordedError('recall/bad-seat'));
  const entry = s.players[about]?.lastMove ?? null;
  tell(events, seat, { type: 'labyrinth/recall', seat, about, entry });
  return ok(undefined);
}

/** B.5.5 ordering a new cell after a wound (N − 1 per game); B.7.2 extra orders on any turn. */
function reorder(
  s: LabyrinthState,
  seat: Seat,
  cell: { x: number; y: number },
  events: LabyrinthEvent[],
): Result<void, RuleError> {
  const p = s.players[seat] as PlayerState;
  if (p.reorderedThisTurn) return err(wordedError('reorder/once'));
  if (!isCell(s.plan, cell)) return err(wordedError('reorder/not-a-cell', cell.x, cell.y));
  let extra = false;
  if (p.reorderRight === 'now' && p.reordersLeft > 0) p.reordersLeft--;
  else if (p.extraReorders > 0) {
    p.extraReorders--;
    extra = true;
    // B.7.2: ordering a cell without a wound, he leaves bullets, treasure, landmine and corpse behind.
    if (p.reorderRight !== 'now') dropBelongings(s, seat, false);
  } else return err(wordedError('reorder/no-right'));
  p.at = cell;
  p.outside = null;
  p.footing = false;
  p.reorderRight = null;
  p.reorderedThisTurn = true;
  p.orderedCells = [...p.orderedCells, cell];
  p.noChangeMove = null;
  // Being placed on a hospital heals at once (B.4.2 "immediately heals"), as arriving does; and the player is
  // told, privately, the type of the cell he now stands on, as every player is told his start cell's (B.6.2):
  // he chose the place, not knowing what it is. Nothing else happens there (no pick-up, blast or infection).
  const { healed, immune } = healAt(s, seat);
  const type = typeAt(s, cell);
  const cellType = type === 'encephalitis' && p.immune ? 'land' : type;
  p.told = snapshot(p);
  announce(events, { type: 'labyrinth/reordered', seat, extra });
  tell(events, seat, { type: 'labyrinth/reorder-cell', seat, cell, cellType, healed, immune });
  return ok(undefined);
}
