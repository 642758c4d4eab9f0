/**
 * Cube tiles: a tile is its set of doorways, a 4-bit mask in the order of
 * `DIRECTIONS` (up = 1, right = 2, down = 4, left = 8). Rotating a tile rotates
 * the mask; its kind (how many doorways, and whether two doorways face each other)
 * never changes. The bag holds 360 tiles whose printed orientations are uniform.
 */
import { type Direction, dirIndex, type Random } from '@daedalus/core';

export const TILE_KINDS = ['four', 'three', 'corner', 'straight', 'dead-end'] as const;
export type TileKind = (typeof TILE_KINDS)[number];

/** How many tiles of each kind the bag holds (the published prototype). */
export const BAG_COMPOSITION: Readonly<Record<TileKind, number>> = {
  four: 40,
  three: 140,
  corner: 80,
  straight: 80,
  'dead-end': 20,
};
export const BAG_SIZE = 360;

/** A representative mask of each kind, before the printed orientation is applied. */
const BASE: Readonly<Record<TileKind, number>> = {
  four: 0b1111,
  three: 0b0111,
  corner: 0b0011,
  straight: 0b0101,
  'dead-end': 0b0001,
};

/** A tile of a kind turned `rotation` quarter turns clockwise from its base (four ┼, three ├, corner └, straight │, dead-end ╵). */
export const tileOf = (kind: TileKind, rotation: number): number => rotateDoors(BASE[kind], rotation);

export const doorBit = (d: Direction): number => 1 << dirIndex(d);
export const hasDoor = (doors: number, d: Direction): boolean => (doors & doorBit(d)) !== 0;

/** The doorways after `quarterTurns` clockwise quarter turns (negative: anticlockwise). */
export function rotateDoors(doors: number, quarterTurns: number): number {
  const q = ((quarterTurns % 4) + 4) % 4;
  return ((doors << q) | (doors >> (4 - q))) & 15;
}

export function tileKind(doors: number): TileKind {
  switch (doors & 15) {
    case 15:
      return 'four';
    case 7:
    case 11:
    case 13:
    case 14:
      return 'three';
    case 5:
    case 10:
      return 'straight';
    case 3:
    case 6:
    case 12:
    case 9:
      return 'corner';
    case 1:
    case 2:
    case 4:
    case 8:
      return 'dead-end';
    default:
      throw new RangeError(`no tile has doorways ${doors}`);
  }
}

/** Whether a mask is the doorway set of some tile (0 doorways never occurs). */
export const isTileMask = (doors: number): boolean => Number.isInteger(doors) && doors >= 1 && doors <= 15;

/** The full bag, shuffled, each tile in a uniformly random printed orientation. */
export function makeBag(random: Random): number[] {
  const bag: number[] = [];
  for (const kind of TILE_KINDS) {
    for (let i = 0; i < BAG_COMPOSITION[kind]; i++) bag.push(rotateDoors(BASE[kind], random.int(4)));
  }
  random.shuffleInPlace(bag);
  return bag;
}

/** Counts of tiles by kind. */
export function countKinds(masks: Iterable<number>): Record<TileKind, number> {
  const out: Record<TileKind, number> = { four: 0, three: 0, corner: 0, straight: 0, 'dead-end': 0 };
  for (const m of masks) out[tileKind(m)]++;
  return out;
}

/**
 * Box-drawing characters for doorway sets, used by the position builder in tests
 * and in bug reports: the lines of the character are the open doorways.
 */
const BOX: Readonly<Record<string, number>> = {
  '┼': 15,
  '├': 7,
  '┴': 11,
  '┤': 13,
  '┬': 14,
  '└': 3,
  '┌': 6,
  '┐': 12,
  '┘': 9,
  '│': 5,
  '─': 10,
  '╵': 1,
  '╶': 2,
  '╷': 4,
  '╴': 8,
};
const BOX_OF: Record<number, string> = Object.fromEntries(Object.entries(BOX).map(([c, m]) => [m, c]));

export const maskOfBox = (ch: string): number | undefined => BOX[ch];
export const boxOfMask = (doors: number): string => BOX_OF[doors & 15] ?? '?';
