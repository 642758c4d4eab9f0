/** The shipped duels, easiest first. */
export const DUEL_LEVELS: readonly string[] = [
  `name: Mirror
mode: duel
stock: 3
map:
a.....#.....B
.####.#.###X.
.#..X...#....
.#.###.###.#.
....#...X..#.
.X###.#.####.
A.....#.....b`,
];
