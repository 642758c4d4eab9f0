/**
 * How good a position is for a team, as the computer players judge it: relic tokens, then the
 * relic — how far the wearer is from its UFO, or how far the team's nearest alien is from the
 * relic (lying, or on a rival's head) in footprints over the colour passages, where a passage of
 * the wrong colours counts as `BLOCKED` footprints (what a card may take to open it).
 */

import { boardSize, cellOfTile, padTaken, relicTile, wearer } from '../rules/board.ts';
import { ACTION_OF } from '../rules/cards.ts';
import { HAND_LIMIT, kindOf } from '../rules/deck.ts';
import { baseSides, type DoorColour, hasDatapad, passes, sideColour } from '../rules/tiles.ts';
import { ALIENS, type Alien, CARD_KINDS, type SmAction, type SmState } from '../types.ts';
import { UNKNOWN } from './model.ts';

/** Footprints a closed passage counts for when turning one of its two tiles would open it. */
export const TURNABLE = 2.5;
/** Footprints a closed passage counts for when no turn of one tile opens it (two cards, or an exchange). */
export const BLOCKED = 4;

/** The weights of a judgement. */
export interface Weights {
  /** One relic token. */
  token: number;
  /** Wearing the relic. */
  relic: number;
  /** One footprint of the distance that decides (the wearer's way home, the nearest alien's way to the relic). */
  step: number;
  /** One footprint of the other aliens' way to the relic. */
  others: number;
  /** One footprint of the relic's way home from where it lies (a taker still has to carry it). */
  carry: number;
  /** A first card that moves tiles (Rotate, Diagonal Twist and Switch, Exchange), a second, each further one. */
  shaping: readonly [number, number, number];
  /** Any other card, and a card still unknown (drawn in a plan). */
  other: number;
  unknown: number;
  /** Short of cards that move tiles: one footprint of the way to a free datapad. */
  pad: number;
  /** Added to the distance of a thief while the relic is superglued. */
  glued: number;
}

export const WEIGHTS: Weights = {
  token: 7,
  relic: 8,
  step: 1,
  others: 0.25,
  carry: 0.3,
  shaping: [1.5, 0.6, 0.3],
  other: 0.2,
  unknown: 0.6,
  pad: 0.4,
  glued: 4,
};

/**
 * The weights of a bot that has made no progress for rounds: its cards are worth little against
 * trying them, since staying put keeps it where it is.
 */
export const STUCK_WEIGHTS: Weights = {
  ...WEIGHTS,
  shaping: [0.3, 0.2, 0.1],
  other: 0.05,
};

export const WIN = 1000;

/** Distances in footprints to one cell for each alien colour, over one board. */
type Maps = Record<Alien, Float32Array>;

/** Distance maps of one board, cached by board and target (a plan looks at a few boards many times). */
export class Distances {
  private readonly cache = new Map<string, Maps>();

  maps(s: SmState, target: number): Maps {
    let key = `${target}:`;
    for (const p of s.board) key += `${p.tile}.${p.turn},`;
    let m = this.cache.get(key);
    if (!m) {
      if (this.cache.size > 2000) this.cache.clear();
      m = {
        green: distanceMap(s, 'green', target),
        purple: distanceMap(s, 'purple', target),
        orange: distanceMap(s, 'orange', target),
      };
      this.cache.set(key, m);
    }
    return m;
  }
}

/** Footprints from every cell to `target` for an alien of one colour (Dijkstra on the small board). */
function distanceMap(s: SmState, colour: Alien, target: number): Float32Array {
  const size = boardSize(s);
  const n = size * size;
  const dist = new Float32Array(n).fill(10_000);
  const done = new Uint8Array(n);
  const colours: DoorColour[] = [];
  const has: string[] = [];
  for (const p of s.board) {
    for (let side = 0; side < 4; side++) colours.push(sideColour(p, side));
    has.push(baseSides(p.tile));
  }
  /** Whether some turn of the tile on cell `c` lets `colour` pass against a doorway `facing`. */
  const turnable = (c: number, facing: DoorColour): boolean => {
    for (const x of has[c]!) if (passes(colour, x as DoorColour, facing)) return true;
    return false;
  };
  dist[target] = 0;
  for (let round = 0; round < n; round++) {
    let u = -1;
    for (let i = 0; i < n; i++) if (!done[i] && (u < 0 || dist[i]! < dist[u]!)) u = i;
    if (u < 0 || dist[u]! >= 10_000) break;
    done[u] = 1;
    const x = u % size;
    const y = (u - x) / size;
    for (let side = 0; side < 4; side++) {
      const nx = side === 1 ? x + 1 : side === 3 ? x - 1 : x;
      const ny = side === 0 ? y - 1 : side === 2 ? y + 1 : y;
      if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
      const v = ny * size + nx;
      if (done[v]) continue;
      const a = colours[u * 4 + side]!;
      const b = colours[v * 4 + ((side + 2) % 4)]!;
      const cost = passes(colour, a, b) ? 1 : turnable(u, b) || turnable(v, a) ? TURNABLE : BLOCKED;
      const d = dist[u]! + cost;
      if (d < dist[v]!) dist[v] = d;
    }
  }
  return dist;
}

const manhattan = (size: number, a: number, b: number): number =>
  Math.abs((a % size) - (b % size)) + Math.abs(Math.floor(a / size) - Math.floor(b / size));

/** How good the position is for `seat`'s team alone (higher is better). */
export function progress(s: SmState, seat: number, d: Distances, w: Weights = WEIGHTS): number {
  const size = boardSize(s);
  const dock = s.ufos[seat]!.cell;
  let v = s.tokens[seat]! * w.token;
  const worn = wearer(s);
  const relicAt = relicTile(s);
  const relicCell = relicAt === null ? dock : cellOfTile(s, relicAt);
  if (worn && worn.seat === seat) {
    // The wearer passes every passage: its way home is the straight count of tiles, and entering.
    const home = manhattan(size, relicCell, dock) + 1;
    v += w.relic - home * w.step;
    return v;
  }
  const maps = d.maps(s, relicCell);
  const team = s.aliens[seat]!;
  let best = Infinity;
  let sum = 0;
  for (const a of ALIENS) {
    const tile = team[a].tile;
    const far = tile === null ? maps[a][dock]! + 1 : maps[a][cellOfTile(s, tile)]!;
    sum += far;
    if (far < best) best = far;
  }
  // Taking the relic is one more footprint; from a glued head it waits for the next round.
  const take = 1 + (worn && s.glued ? w.glued : 0);
  v -= (best + take) * w.step + (sum - best) * w.others;
  v -= (manhattan(size, relicCell, dock) + 1) * w.carry;
  return v;
}

/**
 * How good the position is for `seat`: a won game is worth `WIN`; otherwise its team's progress
 * and its cards, less `rivalry` times the progress of the rival closest to winning, less `pad` times
 * its way to a free datapad (a bot short of cards that move tiles weighs it for a whole decision,
 * so that playing its last such card is not counted against the card).
 */
export function judge(
  s: SmState,
  seat: number,
  d: Distances,
  rivalry: number,
  w: Weights = WEIGHTS,
  pad = 0,
): number {
  if (s.stage.kind === 'over') return s.winner === null ? 0 : s.winner === seat ? WIN : -WIN;
  let v = progress(s, seat, d, w) + handValue(s.hands[seat]!, w);
  if (pad > 0) v -= padWay(s, seat, d) * pad;
  if (rivalry > 0) {
    let rival = -Infinity;
    for (let k = 0; k < s.players; k++) if (k !== seat) rival = Math.max(rival, progress(s, k, d, w));
    v -= rivalry * rival;
  }
  return v;
}

/** The card plays that move tiles: what opens a closed way. */
export const SHAPING_PLAYS: ReadonlySet<SmAction['type']> = new Set(['rotate', 'exchange', 'switch']);

/** The cards that move tiles (Rotate 90, 180, 270, Diagonal Twist and Switch, Exchange). */
export const SHAPING: ReadonlySet<string> = new Set(
  CARD_KINDS.filter((k) => SHAPING_PLAYS.has(ACTION_OF[k])),
);

/** What a hand is worth: cards that move tiles most (the first above all), unknown ones on average. */
function handValue(hand: readonly string[], w: Weights): number {
  let v = 0;
  let shaping = 0;
  for (const card of hand.slice(0, HAND_LIMIT)) {
    const k = kindOf(card);
    if (SHAPING.has(k)) v += w.shaping[Math.min(shaping++, 2)]!;
    else v += (k as string) === UNKNOWN ? w.unknown : w.other;
  }
  return v;
}

/** Footprints from the team's nearest alien on the board to a free datapad and onto it (12 if none; 0 standing on one). */
function padWay(s: SmState, seat: number, d: Distances): number {
  let best = 12;
  const team = s.aliens[seat]!;
  for (const a of ALIENS) if (team[a].pad) return 0;
  for (let cell = 0; cell < s.board.length; cell++) {
    const tile = s.board[cell]!.tile;
    if (!hasDatapad(tile) || padTaken(s, tile)) continue;
    const maps = d.maps(s, cell);
    for (const a of ALIENS) {
      const at = team[a].tile;
      if (at === null) continue;
      best = Math.min(best, maps[a][cellOfTile(s, at)]! + 1);
    }
  }
  return best;
}
