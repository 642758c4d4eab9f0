/**
 * The eleven action cards. A card is activated by the power die drafted this turn, placed on
 * it: the die must show at least the card's cost, and its colour chooses the alien that carries
 * out the effect (Move Base takes any colour and no alien). Ranges are counted from that alien —
 * from its UFO's place outside the board while it is aboard (the UFO counts as a tile for
 * range, but is never moved or rotated but by Move Base). Tiles moved by a card carry their
 * aliens (and the relic) along; UFOs stay where they are.
 */
import type { Point, RuleError } from '@daedalus/core';
import { wordedError } from '../lang/errors-en.ts';
import type { Alien, CardAction, CardKind, SmState } from '../types.ts';
import {
  alienCell,
  alienPoint,
  boardSize,
  cellAt,
  nextDock,
  onBoard,
  pointOf,
  type Who,
  wearer,
} from './board.ts';
import { CARDS, costOf, kindOf } from './deck.ts';
import { finishTurn, powerDie } from './dice.ts';
import type { Ctx } from './state.ts';

/** Which action type activates each card kind. */
export const ACTION_OF: Readonly<Record<CardKind, CardAction['type']>> = {
  rotate90: 'rotate',
  rotate180: 'rotate',
  rotate270: 'rotate',
  twist: 'rotate',
  switch: 'switch',
  exchange: 'exchange',
  run1: 'run',
  run2: 'run',
  morph: 'morph',
  superglue: 'glue',
  movebase: 'base',
};

/** Quarter turns clockwise each rotating card allows. */
export const QUARTERS: Readonly<Partial<Record<CardKind, readonly number[]>>> = {
  rotate90: [1],
  rotate180: [1, 2],
  rotate270: [1, 2, 3],
  twist: [1, 2],
};

const ORTHO = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
] as const;
const DIAG = [
  [-1, -1],
  [1, -1],
  [1, 1],
  [-1, 1],
] as const;

/** The tiles in range of an alien: its own (null while aboard its UFO), the orthogonal and the diagonal neighbours. */
export interface Reach {
  own: number | null;
  orth: number[];
  diag: number[];
}

export function reachOf(s: SmState, who: Who): Reach {
  const size = boardSize(s);
  const p = alienPoint(s, who);
  const around = (offsets: readonly (readonly [number, number])[]): number[] =>
    offsets
      .map(([dx, dy]) => ({ x: p.x + dx, y: p.y + dy }))
      .filter((q) => onBoard(size, q))
      .map((q) => cellAt(size, q));
  return { own: alienCell(s, who), orth: around(ORTHO), diag: around(DIAG) };
}

/** The cells a rotating card may turn: the alien's tile and its direct neighbours, or the diagonal ones (Twist). */
export function rotateTargets(s: SmState, who: Who, kind: CardKind): number[] {
  const r = reachOf(s, who);
  if (kind === 'twist') return r.diag;
  return r.own === null ? r.orth : [r.own, ...r.orth];
}

const cellOfPoint = (s: SmState, p: Point): number | null => {
  const size = boardSize(s);
  return onBoard(size, p) ? cellAt(size, p) : null;
};

/** Why `seat` may not play this card action now, or null. */
export function cardError(s: SmState, seat: number, a: CardAction): RuleError | null {
  const die = powerDie(s);
  if (!die) return wordedError('card/not-now');
  if (!s.hands[seat]!.includes(a.card)) return wordedError('card/not-in-hand', a.card);
  const kind = kindOf(a.card);
  if (ACTION_OF[kind] !== a.type) return wordedError('card/wrong-action', kind, a.type, ACTION_OF[kind]);
  if (die.pips < costOf(a.card))
    return wordedError('card/too-weak', kind, costOf(a.card), die.colour, die.pips);
  const who: Who = { seat, alien: die.colour };
  const alien = die.colour;
  switch (a.type) {
    case 'rotate': {
      const quarters = QUARTERS[kind] ?? [];
      if (!quarters.includes(a.quarters)) return wordedError('card/quarters', kind, quarters, a.quarters);
      const cell = cellOfPoint(s, a.at);
      if (cell === null || !rotateTargets(s, who, kind).includes(cell))
        return kind === 'twist'
          ? wordedError('card/out-of-range#twist', a.at.x, a.at.y, cell !== null, alien)
          : wordedError('card/out-of-range#rotate', a.at.x, a.at.y, cell !== null, kind, alien);
      return null;
    }
    case 'exchange': {
      const r = reachOf(s, who);
      if (r.own === null) return wordedError('card/alien-aboard', alien);
      const cell = cellOfPoint(s, a.at);
      if (cell === null || !r.orth.includes(cell))
        return wordedError('card/out-of-range#exchange', a.at.x, a.at.y, cell !== null, alien);
      return null;
    }
    case 'switch': {
      const r = reachOf(s, who);
      const d = cellOfPoint(s, a.diagonal);
      if (d === null || !r.diag.includes(d))
        return wordedError('card/out-of-range#diagonal', a.diagonal.x, a.diagonal.y, d !== null, alien);
      const o = cellOfPoint(s, a.adjacent);
      if (o === null || !r.orth.includes(o))
        return wordedError('card/out-of-range#adjacent', a.adjacent.x, a.adjacent.y, o !== null, alien);
      return null;
    }
    case 'glue': {
      const w = wearer(s);
      if (!w || w.seat !== seat || w.alien !== alien) return wordedError('card/no-relic', alien);
      if (s.glued) return wordedError('card/already-glued');
      return null;
    }
    case 'morph': {
      if (a.with === alien) return wordedError('morph/same-alien', alien);
      const w = wearer(s);
      if (s.glued && w && w.seat === seat && (w.alien === alien || w.alien === a.with))
        return wordedError('morph/glued', w.alien);
      return null;
    }
    case 'base': {
      const aboard = (['green', 'purple', 'orange'] as const).filter((c) => s.aliens[seat]![c].tile === null);
      if (aboard.length > 0) return wordedError('base/aliens-aboard', aboard);
      if (!nextDock(s, seat, a.dir)) return wordedError('base/no-free-tile');
      return null;
    }
    case 'run':
      return null;
  }
}

/** Puts the card and its die on the control panel and carries out the effect (checked by `cardError`). */
export function playCard(ctx: Ctx, seat: number, a: CardAction): void {
  const { s } = ctx;
  const die = powerDie(s)!;
  const hand = s.hands[seat]!;
  hand.splice(hand.indexOf(a.card), 1);
  s.panels[seat]!.cards.push({ card: a.card, die: die.id });
  const kind = kindOf(a.card);
  const alien: Alien | null = CARDS[kind].anyColour ? null : die.colour;
  ctx.events.push({ type: 'card/played', audience: 'all', seat, card: a.card, die: { ...die }, alien });
  const size = boardSize(s);
  switch (a.type) {
    case 'rotate': {
      const cell = cellAt(size, a.at);
      const placed = s.board[cell]!;
      placed.turn = (placed.turn + a.quarters) % 4;
      ctx.events.push({ type: 'tile/rotated', audience: 'all', seat, at: a.at, quarters: a.quarters });
      break;
    }
    case 'exchange':
      swap(ctx, seat, alienCell(s, { seat, alien: die.colour })!, cellAt(size, a.at));
      break;
    case 'switch':
      swap(ctx, seat, cellAt(size, a.diagonal), cellAt(size, a.adjacent));
      break;
    case 'glue':
      s.glued = true;
      ctx.events.push({ type: 'relic/glued', audience: 'all', seat, alien: die.colour });
      break;
    case 'morph':
      morph(ctx, seat, die.colour, a.with);
      break;
    case 'base': {
      const from = pointOf(size, s.ufos[seat]!.cell);
      const to = nextDock(s, seat, a.dir)!;
      s.ufos[seat] = { cell: to.cell, side: to.side };
      ctx.events.push({
        type: 'ufo/moved',
        audience: 'all',
        seat,
        from,
        to: pointOf(size, to.cell),
        side: to.side,
      });
      break;
    }
    case 'run': {
      const points = kind === 'run2' ? 2 : 1;
      s.stage = { kind: 'run', die: die.id, card: a.card, alien: die.colour, points, stopped: false };
      ctx.events.push({ type: 'run/started', audience: 'all', seat, alien: die.colour, points });
      return;
    }
  }
  finishTurn(s);
}

/** Two tiles change places, with everything standing on them; UFOs stay. */
function swap(ctx: Ctx, seat: number, a: number, b: number): void {
  const { s } = ctx;
  const size = boardSize(s);
  const t = s.board[a]!;
  s.board[a] = s.board[b]!;
  s.board[b] = t;
  ctx.events.push({ type: 'tiles/swapped', audience: 'all', seat, a: pointOf(size, a), b: pointOf(size, b) });
}

/**
 * Morph: two aliens of one team change places (a UFO included), each taking over the other's
 * datapad if it stood on one — without activating it. The relic stays in its room, on the head
 * of whichever alien is there now.
 */
function morph(ctx: Ctx, seat: number, alien: Alien, other: Alien): void {
  const { s } = ctx;
  const team = s.aliens[seat]!;
  const a = team[alien];
  team[alien] = team[other];
  team[other] = a;
  const w = wearer(s);
  if (w && w.seat === seat && (w.alien === alien || w.alien === other))
    s.relic = { seat, alien: w.alien === alien ? other : alien };
  ctx.events.push({ type: 'aliens/morphed', audience: 'all', seat, alien, with: other });
}
