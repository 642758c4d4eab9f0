/**
 * The 16 rhombi: 3 target rhombi (X, Y, Z: no walls, no snakes, one statue of every
 * colour each) and the 13 path rhombi (A … M), face down in a stack at the start.
 *
 * A path rhombus shows walls on some of its four edges and 0–2 snakes. Edges are numbered
 * from the tile's acute corner A clockwise: 0 AB, 1 BC, 2 CD, 3 DA (edges 0 and 1 meet at
 * the obtuse corner B, edges 3 and 0 at the acute corner A). Laid turned by 180°, edge i
 * lies where edge i + 2 was: the pose says which (`triangles.ts`).
 */
import { type Letter, PATH_LETTERS, TARGET_LETTERS } from './types.ts';

export interface Tile {
  readonly letter: Letter;
  readonly kind: 'target' | 'path';
  /** Edges (0 AB, 1 BC, 2 CD, 3 DA) with a wall. */
  readonly walls: readonly number[];
  readonly snakes: number;
}

const path = (letter: Letter, walls: number[], snakes = 0): Tile => ({ letter, kind: 'path', walls, snakes });

/** The tile set, targets first. */
export const TILES: readonly Tile[] = [
  ...TARGET_LETTERS.map((letter): Tile => ({ letter, kind: 'target', walls: [], snakes: 0 })),
  path('A', []),
  path('B', []),
  path('C', []),
  path('D', [0]),
  path('E', [1]),
  path('F', [0, 2]),
  path('G', [1, 3]),
  path('H', [0, 1]),
  path('I', [3, 0]),
  path('J', [], 1),
  path('K', [2], 1),
  path('L', [], 2),
  path('M', [0, 1, 2]),
];

const BY_LETTER = new Map(TILES.map((t) => [t.letter, t]));

export function tileOf(letter: Letter): Tile {
  return BY_LETTER.get(letter)!;
}

export const isTarget = (letter: Letter): boolean => tileOf(letter).kind === 'target';

/** Whether the tile looks the same turned by 180° (its two poses on a place are one). */
export function isSymmetric(tile: Tile): boolean {
  return tile.walls.every((w) => tile.walls.includes((w + 2) % 4));
}

export const PATH_TILES: readonly Letter[] = PATH_LETTERS;
