/**
 * The eleven action cards. A card is activated by the power die drafted this turn, placed on
 * it: the die must show at least the card's cost, and its colour chooses the alien that carries
 * out the effect (Move Base takes any colour and no alien). Ranges are counted from that alien —
 * from its UFO's place outside the board while it is aboard (the UFO counts as a tile for
 * range, but is never moved or rotated but by Move Base). Tiles moved by a card carry their
 * aliens (and the relic) along; UFOs stay where they are.
 */
import { type Point, type RuleError, ruleError } from '@daedalus/core';
import type { Alien, CardAction, CardKind, SmState } from '../types.ts';
import {
  alienCell,
  alienPoint,
  boardSize,
  cellAt,
  cellName,
  nextDock,
  onBoard,
  pointOf,
  type Who,
  wearer,
} from './board.ts';
import { CARDS, costOf, kindOf } from './deck.ts';
import { dieName, finishTurn, powerDie } from './dice.ts';
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

export const CARD_NAMES: Readonly<Record<CardKind, string>> = {
  rotate90: 'Rotate 90',
  rotate180: 'Rotate 180',
  rotate270: 'Rotate 270',
  twist: 'Diagonal Twist',
  switch: 'Diagonal Switch',
  exchange: 'Exchange',
  run1: 'Run +1',
  run2: 'Run +2',
  morph: 'Morph',
  superglue: 'Superglue',
  movebase: 'Move Base',
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

const range = (s: SmState, cell: number | null, p: Point, what: string): RuleError =>
  ruleError(
    'card/out-of-range',
    `${cell === null ? `(${p.x}, ${p.y}) is not on the board` : `The tile at ${cellName(boardSize(s), cell)} is out of range`}: ${what}.`,
  );

/** Why `seat` may not play this card action now, or null. */
export function cardError(s: SmState, seat: number, a: CardAction): RuleError | null {
  const die = powerDie(s);
  if (!die)
    return ruleError(
      'card/not-now',
      'A card is activated by the power die you have just drafted: draft a power die first.',
    );
  if (!s.hands[seat]!.includes(a.card))
    return ruleError('card/not-in-hand', `You have no card ${a.card} in your hand.`);
  const kind = kindOf(a.card);
  const name = CARD_NAMES[kind];
  if (ACTION_OF[kind] !== a.type)
    return ruleError(
      'card/wrong-action',
      `${name} is not played with "${a.type}": use "${ACTION_OF[kind]}".`,
    );
  if (die.pips < costOf(a.card))
    return ruleError(
      'card/too-weak',
      `${name} needs a die showing at least ${costOf(a.card)}; ${dieName(die)} is not enough.`,
    );
  const who: Who = { seat, alien: die.colour };
  const alien = die.colour;
  switch (a.type) {
    case 'rotate': {
      if (!QUARTERS[kind]?.includes(a.quarters))
        return ruleError(
          'card/quarters',
          `${name} turns a tile ${QUARTERS[kind]?.join(' or ')} quarter${kind === 'rotate90' ? '' : 's'} clockwise, not ${a.quarters}.`,
        );
      const cell = cellOfPoint(s, a.at);
      if (cell === null || !rotateTargets(s, who, kind).includes(cell))
        return range(
          s,
          cell,
          a.at,
          kind === 'twist'
            ? `Diagonal Twist turns a tile diagonally next to your ${alien} alien`
            : `${name} turns the tile of your ${alien} alien or a tile directly next to it`,
        );
      return null;
    }
    case 'exchange': {
      const r = reachOf(s, who);
      if (r.own === null)
        return ruleError(
          'card/alien-aboard',
          `Your ${alien} alien is in its UFO: Exchange swaps the tile it stands on, and a UFO never moves.`,
        );
      const cell = cellOfPoint(s, a.at);
      if (cell === null || !r.orth.includes(cell))
        return range(
          s,
          cell,
          a.at,
          `Exchange swaps your ${alien} alien's tile with a tile directly next to it`,
        );
      return null;
    }
    case 'switch': {
      const r = reachOf(s, who);
      const d = cellOfPoint(s, a.diagonal);
      if (d === null || !r.diag.includes(d))
        return range(s, d, a.diagonal, `the first tile must be diagonally next to your ${alien} alien`);
      const o = cellOfPoint(s, a.adjacent);
      if (o === null || !r.orth.includes(o))
        return range(s, o, a.adjacent, `the second tile must be directly next to your ${alien} alien`);
      return null;
    }
    case 'glue': {
      const w = wearer(s);
      if (!w || w.seat !== seat || w.alien !== alien)
        return ruleError(
          'card/no-relic',
          `Superglue glues the relic to your ${alien} alien, which does not wear it.`,
        );
      if (s.glued) return ruleError('card/already-glued', 'The relic is already superglued this round.');
      return null;
    }
    case 'morph': {
      if (a.with === alien)
        return ruleError('morph/same-alien', `Your ${alien} alien cannot switch places with itself.`);
      const w = wearer(s);
      if (s.glued && w && w.seat === seat && (w.alien === alien || w.alien === a.with))
        return ruleError(
          'morph/glued',
          `Your ${w.alien} alien is superglued to the relic: Morph cannot be used on it this round.`,
        );
      return null;
    }
    case 'base': {
      const aboard = (['green', 'purple', 'orange'] as const).filter((c) => s.aliens[seat]![c].tile === null);
      if (aboard.length > 0)
        return ruleError(
          'base/aliens-aboard',
          `Move Base needs an empty UFO: your ${aboard.join(' and ')} alien${aboard.length > 1 ? 's are' : ' is'} still aboard.`,
        );
      if (!nextDock(s, seat, a.dir))
        return ruleError('base/no-free-tile', 'There is no free border tile for your UFO that way.');
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
