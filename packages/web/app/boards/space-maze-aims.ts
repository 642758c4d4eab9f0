/**
 * What the Space Maze board lights up, pure: the legal actions it was handed, sorted by where
 * they aim — the dice of the tray, the cards of the hand with the tiles each one reaches (a
 * Diagonal Switch in two clicks: the diagonal tile, then the adjacent one), the footprints of
 * one alien as places on the board. It judges no rule: every place holds legal actions only.
 */
import type { Point } from '@daedalus/core';
import {
  ALIENS,
  type Alien,
  type CardKind,
  type DieView,
  type SmAction,
  type SmView,
} from '@daedalus/space-maze';

export type CardAct = Extract<SmAction, { card: string }>;
export type MoveAct = Extract<SmAction, { type: 'move' }>;

/** Where a place is drawn: a tile, its datapad, the relic on it, or a UFO outside the board. */
export type Spot = 'tile' | 'pad' | 'relic' | 'ufo';

export interface Place {
  readonly key: string;
  readonly at: Point;
  readonly spot: Spot;
  readonly actions: SmAction[];
}

export const pointKey = (p: Point): string => `${p.x},${p.y}`;
export const samePoint = (a: Point | null | undefined, b: Point | null | undefined): boolean =>
  !!a && !!b && a.x === b.x && a.y === b.y;

const LETTER: Readonly<Record<Alien, string>> = { green: 'g', purple: 'p', orange: 'o' };

/** How a die is named in a `take` action: `o4` (power), `g3p1` (move). */
export function dieCode(d: DieView): string {
  if (d.kind === 'power') return `${LETTER[d.colour]}${d.pips}`;
  const p = d.points;
  return p
    ? ALIENS.filter((a) => p[a] > 0)
        .map((a) => `${LETTER[a]}${p[a]}`)
        .join('')
    : '';
}

/** A card's kind from its id (`rotate90-3` → `rotate90`). */
export const kindOfCard = (card: string): CardKind => card.slice(0, card.lastIndexOf('-')) as CardKind;

/** The card actions of the legal list by card kind (the list names one card of each kind). */
export function cardActions(legal: readonly SmAction[]): Map<CardKind, CardAct[]> {
  const out = new Map<CardKind, CardAct[]>();
  for (const a of legal) {
    if (!('card' in a) || a.type === 'discard') continue;
    const k = kindOfCard(a.card);
    out.set(k, [...(out.get(k) ?? []), a]);
  }
  return out;
}

/** The discard actions by card kind (discard phase). */
export function discards(legal: readonly SmAction[]): Map<CardKind, SmAction> {
  const out = new Map<CardKind, SmAction>();
  for (const a of legal) if (a.type === 'discard') out.set(kindOfCard(a.card), a);
  return out;
}

/** The dice that may be drafted, by die code (`o4`, `g3p1`). */
export function takes(legal: readonly SmAction[]): Map<string, SmAction> {
  const out = new Map<string, SmAction>();
  for (const a of legal) if (a.type === 'take') out.set(a.die, a);
  return out;
}

function add(places: Map<string, Place>, at: Point, spot: Spot, a: SmAction): void {
  const key = `${spot}:${pointKey(at)}`;
  const place = places.get(key) ?? { key, at, spot, actions: [] };
  place.actions.push(a);
  places.set(key, place);
}

export interface CardAim {
  /** The tiles lit for the card (for a Switch: the diagonal tiles, then the adjacent ones). */
  readonly places: Map<string, Place>;
  /** A Switch's first pick: the diagonal tiles are choices, not actions yet. */
  readonly choosing: boolean;
  /** Actions without a tile (Superglue, Morph, Move Base, Run): offered as buttons. */
  readonly buttons: CardAct[];
  /** For a Switch whose diagonal is picked, or an Exchange: the tile that moves with the lit one. */
  readonly partner: Point | null;
}

/**
 * The places of a picked card's actions. `first` is the diagonal tile a Switch has picked;
 * `own` is where the acting alien stands (an Exchange swaps it with the lit tile).
 */
export function cardAim(actions: readonly CardAct[], first: Point | null, own: Point | null): CardAim {
  const places = new Map<string, Place>();
  const buttons: CardAct[] = [];
  let choosing = false;
  let partner: Point | null = null;
  for (const a of actions) {
    switch (a.type) {
      case 'rotate':
      case 'exchange':
        add(places, a.at, 'tile', a);
        if (a.type === 'exchange') partner = own;
        break;
      case 'switch':
        if (first && samePoint(first, a.diagonal)) {
          add(places, a.adjacent, 'tile', a);
          partner = first;
        } else if (!first) {
          add(places, a.diagonal, 'tile', a);
          choosing = true;
        }
        break;
      default:
        buttons.push(a);
    }
  }
  return { places, choosing, buttons, partner };
}

/** The aliens of the viewer that may still spend footprints (in the order green, purple, orange). */
export function movers(legal: readonly SmAction[]): Alien[] {
  const seen = new Set<Alien>();
  for (const a of legal) if (a.type === 'move') seen.add(a.alien);
  return ALIENS.filter((c) => seen.has(c));
}

/** Footprints left per alien colour in the view's movement (0 for an alien stopped on a datapad). */
export function footprintsLeft(view: SmView): Partial<Record<Alien, number>> {
  const st = view.stage;
  if (st.kind === 'move') {
    const out: Partial<Record<Alien, number>> = {};
    for (const c of ALIENS) out[c] = st.stopped.includes(c) ? 0 : st.points[c];
    return out;
  }
  if (st.kind === 'run') return { [st.alien]: st.stopped ? 0 : st.points };
  return {};
}

const DELTA = { up: [0, -1], right: [1, 0], down: [0, 1], left: [-1, 0] } as const;

/** Where a footprint leads (or acts), seen from the alien's place and its UFO. */
export function stepPlace(
  step: MoveAct['path'][number],
  at: Point | null,
  ufo: { at: Point; cell: number },
  size: number,
): { at: Point; spot: Spot } | null {
  switch (step) {
    case 'exit':
      return { at: { x: ufo.cell % size, y: Math.floor(ufo.cell / size) }, spot: 'tile' };
    case 'enter':
      return { at: ufo.at, spot: 'ufo' };
    case 'pad':
      return at ? { at, spot: 'pad' } : null;
    case 'relic':
      return at ? { at, spot: 'relic' } : null;
    default: {
      if (!at) return null;
      const [dx, dy] = DELTA[step];
      return { at: { x: at.x + dx, y: at.y + dy }, spot: 'tile' };
    }
  }
}

/** The places one alien's footprints lead to: neighbouring tiles, its datapad, the relic, its UFO. */
export function moveAim(legal: readonly SmAction[], view: SmView, alien: Alien): Map<string, Place> {
  const places = new Map<string, Place>();
  const me = view.you;
  if (me === null) return places;
  const who = view.aliens.find((a) => a.seat === me && a.colour === alien);
  const ufo = view.ufos[me];
  if (!who || !ufo) return places;
  for (const a of legal) {
    if (a.type !== 'move' || a.alien !== alien || a.path.length !== 1) continue;
    const place = stepPlace(a.path[0]!, who.at, ufo, view.size);
    if (place) add(places, place.at, place.spot, a);
  }
  return places;
}

/**
 * Where a finger or a click plays the lit places: a tile, a UFO, or a tile whose datapad or
 * relic is lit (both at once on one tile: one area, its actions then offered as a menu).
 */
export interface Hit {
  readonly key: string;
  readonly at: Point;
  readonly spots: readonly Spot[];
  readonly actions: SmAction[];
}

export function hits(places: ReadonlyMap<string, Place>): Map<string, Hit> {
  const out = new Map<string, Hit>();
  for (const p of places.values()) {
    const acts = p.spot === 'pad' || p.spot === 'relic';
    const key = acts ? `acts:${pointKey(p.at)}` : p.key;
    const was = out.get(key);
    out.set(key, {
      key,
      at: p.at,
      spots: [...(was?.spots ?? []), p.spot],
      actions: [...(was?.actions ?? []), ...p.actions],
    });
  }
  return out;
}

/** The legal footprint of an alien in a direction (arrow keys), if any. */
export function stepToward(
  legal: readonly SmAction[],
  alien: Alien,
  dir: 'up' | 'right' | 'down' | 'left',
): SmAction | undefined {
  return legal.find(
    (a) => a.type === 'move' && a.alien === alien && a.path.length === 1 && a.path[0] === dir,
  );
}

/** Actions without a place, offered as buttons just above the maze: the die left unused, the relic given, the move ended. */
export function plain(legal: readonly SmAction[]): SmAction[] {
  return legal.filter((a) => a.type === 'idle' || a.type === 'give' || a.type === 'done');
}

/** The board offers every action (the plain ones as its own buttons, close to the maze). */
export const onBoard = (_a: SmAction): boolean => true;
