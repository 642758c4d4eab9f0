/**
 * The maze tiles and their colour passages.
 *
 * Every side of a maze tile is one primary colour: R red, Y yellow, B blue. The 24 maze tiles
 * are exactly the 24 colourings of a square's four sides with three colours that differ under
 * rotation (3⁴ = 81 colourings fall into 24 rotation classes) — one tile per class. The relic
 * tile (id 24) has four silver sides (S), and silver counts as any colour.
 *
 * A tile is written as its four side colours clockwise from up: `RRYB` has red up and right,
 * yellow down, blue left. The catalogue lists each class once, in its smallest rotation
 * (reading R < Y < B); the tile id is its place in the list.
 */
import type { Alien, Placed } from '../types.ts';

export const PRIMARIES = ['R', 'Y', 'B'] as const;
export type Primary = (typeof PRIMARIES)[number];
export type DoorColour = Primary | 'S';

/** The primaries whose doorways together let an alien of that colour through. */
export const PRIMARIES_OF: Readonly<Record<Alien, readonly [Primary, Primary]>> = {
  green: ['Y', 'B'],
  purple: ['B', 'R'],
  orange: ['R', 'Y'],
};

/** The 24 maze tiles, id = index. */
export const TILES = [
  'RRRR',
  'RRRY',
  'RRRB',
  'RRYY',
  'RRYB',
  'RRBY',
  'RRBB',
  'RYRY',
  'RYRB',
  'RYYY',
  'RYYB',
  'RYBY',
  'RYBB',
  'RBRB',
  'RBYY',
  'RBYB',
  'RBBY',
  'RBBB',
  'YYYY',
  'YYYB',
  'YYBB',
  'YBYB',
  'YBBB',
  'BBBB',
] as const;

export const RELIC_TILE = 24;
export const RELIC_SIDES = 'SSSS';
export const MAZE_TILE_COUNT = TILES.length;

/**
 * The eight tiles with a datapad: the six tiles that show all three colours with two alike side
 * by side, and the two that show all three with a yellow or a blue pair facing each other
 * (red 10, yellow 11, blue 11 of their 32 sides).
 */
export const DATAPAD_TILES: readonly number[] = [4, 5, 10, 11, 12, 14, 15, 16];
const PAD = new Set(DATAPAD_TILES);

export const hasDatapad = (tile: number): boolean => PAD.has(tile);

/** A side string turned clockwise by quarter turns: after one turn, what was up is right. */
export function rotateSides(sides: string, quarters: number): string {
  const q = ((quarters % 4) + 4) % 4;
  return q === 0 ? sides : sides.slice(4 - q) + sides.slice(0, 4 - q);
}

/** The catalogue sides of a tile id (the relic tile included). */
export const baseSides = (tile: number): string => (tile === RELIC_TILE ? RELIC_SIDES : (TILES[tile] ?? ''));

/** The sides of a placed tile, up, right, down, left. */
export const sidesOf = (p: Placed): string => rotateSides(baseSides(p.tile), p.turn);

/** The colour of side `side` (0 up … 3 left) of a placed tile. */
export const sideColour = (p: Placed, side: number): DoorColour =>
  baseSides(p.tile)[(((side - p.turn) % 4) + 4) % 4] as DoorColour;

const ORDER = 'RYBS';
const rank = (s: string): string => [...s].map((c) => ORDER.indexOf(c)).join('');

/** The smallest rotation of a side string: equal for two colourings exactly when one turns into the other. */
export function canonical(sides: string): string {
  let best = sides;
  for (let q = 1; q < 4; q++) {
    const r = rotateSides(sides, q);
    if (rank(r) < rank(best)) best = r;
  }
  return best;
}

/** Which tile, turned how far, shows these sides; null if no tile does. */
export function placedOf(sides: string): Placed | null {
  if (sides === RELIC_SIDES) return { tile: RELIC_TILE, turn: 0 };
  const tile = (TILES as readonly string[]).indexOf(canonical(sides));
  if (tile < 0) return null;
  for (let turn = 0; turn < 4; turn++) if (rotateSides(TILES[tile]!, turn) === sides) return { tile, turn };
  return null;
}

/**
 * Whether a passage of two facing doorways lets an alien of a colour through: the two
 * doorways must be the two primaries of its colour, silver standing for whichever is needed.
 * The relic wearer (`'relic'`) passes every passage, two doorways of one colour included.
 */
export function passes(who: Alien | 'relic', a: DoorColour, b: DoorColour): boolean {
  if (who === 'relic') return true;
  const [p, q] = PRIMARIES_OF[who];
  if (a === 'S' && b === 'S') return true;
  if (a === 'S') return b === p || b === q;
  if (b === 'S') return a === p || a === q;
  return (a === p && b === q) || (a === q && b === p);
}

/** The alien colour a passage lets through (silver: both colours that share the other door), for the text board. */
export function passersOf(a: DoorColour, b: DoorColour): Alien[] {
  return (['green', 'purple', 'orange'] as const).filter((c) => passes(c, a, b));
}
