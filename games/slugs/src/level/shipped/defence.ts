/** The shipped defence levels, easiest first (the text format: docs/games/slugs.md). */
export const DEFENCE_LEVELS: readonly string[] = [
  `name: First Light
mode: defence
stock: 2
note: The slug takes the open way. One wall turns it onto the machine.
map:
a.......#
#######.#
#.....#.#
#.X...#.#
#.###.#.#
#.....#..
#######.A`,
];
