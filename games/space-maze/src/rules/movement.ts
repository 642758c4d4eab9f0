/**
 * Movement and datapads. A footprint lets an alien of its colour do one thing: leave its UFO
 * onto the docking tile, step to a neighbouring tile through a passage of its colours, enter
 * its UFO from the docking tile, activate the empty datapad of its tile (and draw a card; its
 * movement ends there for the turn), take the relic, or give the relic to a teammate. Footprints
 * come from the move die (per colour) or a Run card (for the running alien); all are walked in
 * one go and what is not used is lost. At most four aliens share a tile.
 */
import { DIRECTIONS, type Direction, dirIndex, type RuleError } from '@daedalus/core';
import { footprintError, wordedError } from '../lang/errors-en.ts';
import type { Alien, SmState, Step } from '../types.ts';
import {
  alienCell,
  boardSize,
  cellName,
  countOn,
  moverOf,
  neighbour,
  padTaken,
  pointOf,
  TILE_CAPACITY,
  type Who,
  wears,
} from './board.ts';
import { drawCard } from './deck.ts';
import { finishTurn } from './dice.ts';
import { giveError, giveRelic, takeRelic, takeRelicError, win } from './relic.ts';
import type { Ctx } from './state.ts';
import { hasDatapad, passes, sideColour } from './tiles.ts';

/** Footprints `alien` may still spend this turn (0 outside movement). */
export function footprints(s: SmState, alien: Alien): number {
  const st = s.stage;
  if (st.kind === 'move') return st.stopped.includes(alien) ? 0 : st.points[alien];
  if (st.kind === 'run') return st.alien === alien && !st.stopped ? st.points : 0;
  return 0;
}

/** Why the acting alien may not spend a footprint now (before looking at what it does), or null. */
function budgetError(s: SmState, alien: Alien): RuleError | null {
  const st = s.stage;
  if (st.kind !== 'move' && st.kind !== 'run') return wordedError('move/not-now');
  if (st.kind === 'run' && st.alien !== alien) return wordedError('run/other-alien', st.alien, alien);
  if (st.kind === 'move' && st.stopped.includes(alien)) return wordedError('move/datapad-stop', alien);
  if (st.kind === 'run' && st.stopped) return wordedError('move/datapad-stop', alien);
  if (footprints(s, alien) <= 0) return wordedError('move/no-footprints', alien);
  return null;
}

/** Why `seat`'s `alien` may not take this footprint now, or null. */
export function stepError(s: SmState, seat: number, alien: Alien, step: Step): RuleError | null {
  const budget = budgetError(s, alien);
  if (budget) return budget;
  const who: Who = { seat, alien };
  const size = boardSize(s);
  const at = alienCell(s, who);
  const me = s.aliens[seat]![alien];
  switch (step) {
    case 'exit': {
      if (at !== null) return wordedError('move/not-in-ufo', alien);
      const dock = s.ufos[seat]!.cell;
      if (countOn(s, s.board[dock]!.tile) >= TILE_CAPACITY)
        return wordedError('move/tile-full', cellName(size, dock));
      return null;
    }
    case 'enter':
      if (at === null) return wordedError('move/in-ufo', alien);
      if (at !== s.ufos[seat]!.cell)
        return wordedError('move/not-at-ufo', alien, cellName(size, s.ufos[seat]!.cell));
      return null;
    case 'pad':
      if (at === null) return wordedError('pad/none#ufo', alien);
      if (!hasDatapad(s.board[at]!.tile)) return wordedError('pad/none', cellName(size, at));
      if (me.pad) return wordedError('pad/already-on', alien);
      if (padTaken(s, s.board[at]!.tile)) return wordedError('pad/occupied', cellName(size, at));
      return null;
    case 'relic':
      return takeRelicError(s, who);
    default:
      return walkError(s, who, at, step);
  }
}

function walkError(s: SmState, who: Who, at: number | null, dir: Direction): RuleError | null {
  const size = boardSize(s);
  const { alien } = who;
  if (at === null) return wordedError('move/in-ufo#exit', alien);
  const to = neighbour(size, at, dir);
  if (to < 0) return wordedError('move/off-board', dir, cellName(size, at));
  const side = dirIndex(dir);
  const a = sideColour(s.board[at]!, side);
  const b = sideColour(s.board[to]!, (side + 2) % 4);
  if (!passes(moverOf(s, who), a, b))
    return wordedError('move/wrong-colour', dir, cellName(size, at), a, b, alien);
  if (countOn(s, s.board[to]!.tile) >= TILE_CAPACITY)
    return wordedError('move/tile-full', cellName(size, to));
  return null;
}

function spend(s: SmState, alien: Alien): void {
  const st = s.stage;
  if (st.kind === 'move') st.points[alien]--;
  else if (st.kind === 'run') st.points--;
}

function stop(s: SmState, alien: Alien): void {
  const st = s.stage;
  if (st.kind === 'move') st.stopped.push(alien);
  else if (st.kind === 'run') st.stopped = true;
}

/** Carries out one footprint already checked by `stepError`. */
export function performStep(ctx: Ctx, seat: number, alien: Alien, step: Step): void {
  const { s } = ctx;
  const who: Who = { seat, alien };
  const size = boardSize(s);
  const me = s.aliens[seat]![alien];
  const at = alienCell(s, who);
  spend(s, alien);
  switch (step) {
    case 'exit': {
      const dock = s.ufos[seat]!.cell;
      me.tile = s.board[dock]!.tile;
      me.pad = false;
      ctx.events.push({ type: 'alien/exited', audience: 'all', seat, alien, to: pointOf(size, dock) });
      return;
    }
    case 'enter': {
      me.tile = null;
      me.pad = false;
      ctx.events.push({ type: 'alien/entered', audience: 'all', seat, alien, from: pointOf(size, at!) });
      if (wears(s, who)) win(ctx, seat, 'relic-home');
      return;
    }
    case 'pad':
      me.pad = true;
      stop(s, alien);
      ctx.events.push({ type: 'datapad/used', audience: 'all', seat, alien, at: pointOf(size, at!) });
      drawCard(ctx, seat);
      return;
    case 'relic':
      takeRelic(ctx, who);
      return;
    default: {
      const to = neighbour(size, at!, step);
      me.tile = s.board[to]!.tile;
      me.pad = false;
      ctx.events.push({
        type: 'alien/moved',
        audience: 'all',
        seat,
        alien,
        from: pointOf(size, at!),
        to: pointOf(size, to),
        dir: step,
      });
    }
  }
}

/**
 * A path of footprints for one alien, checked and carried out step by step on the working copy
 * (a refused step refuses the whole path: `apply` then discards the copy). The game may end on
 * the way (relic home, third token): the rest of the path is not walked.
 */
export function walkPath(ctx: Ctx, seat: number, alien: Alien, path: readonly Step[]): RuleError | null {
  for (const [i, step] of path.entries()) {
    if (ctx.s.stage.kind === 'over') return null;
    const why = stepError(ctx.s, seat, alien, step);
    if (why) return path.length > 1 ? footprintError(why, i + 1, step) : why;
    performStep(ctx, seat, alien, step);
  }
  endIfSpent(ctx, seat);
  return null;
}

/** Why `seat` may not hand the relic to its `to` alien now, or null (one footprint of the wearer). */
export function handError(s: SmState, seat: number, to: Alien): RuleError | null {
  const why = giveError(s, seat, to);
  if (why) return why;
  const w = s.relic as Who;
  return budgetError(s, w.alien);
}

export function hand(ctx: Ctx, seat: number, to: Alien): void {
  const w = ctx.s.relic as Who;
  spend(ctx.s, w.alien);
  giveRelic(ctx, seat, to);
  endIfSpent(ctx, seat);
}

/** Footprints left that could still be spent. */
export function unspent(s: SmState): number {
  const st = s.stage;
  if (st.kind === 'move')
    return (Object.keys(st.points) as Alien[])
      .filter((a) => !st.stopped.includes(a))
      .reduce((n, a) => n + st.points[a], 0);
  if (st.kind === 'run') return st.stopped ? 0 : st.points;
  return 0;
}

/** Footprints not walked, those of aliens stopped on a datapad included. */
function left(s: SmState): number {
  const st = s.stage;
  if (st.kind === 'move') return st.points.green + st.points.purple + st.points.orange;
  return st.kind === 'run' ? st.points : 0;
}

/** The movement ends: unspent footprints are lost, the next player drafts. */
export function endMovement(ctx: Ctx, seat: number): void {
  if (ctx.s.stage.kind !== 'move' && ctx.s.stage.kind !== 'run') return;
  ctx.events.push({ type: 'move/ended', audience: 'all', seat, unused: left(ctx.s) });
  finishTurn(ctx.s);
}

/** With no footprint left to spend, the movement ends by itself. */
function endIfSpent(ctx: Ctx, seat: number): void {
  if (unspent(ctx.s) === 0) endMovement(ctx, seat);
}

export const WALK_STEPS: readonly Direction[] = DIRECTIONS;
