/** The shipped duels, easiest first. */
export const DUEL_LEVELS: readonly string[] = [
  `name: Mirror
mode: duel
stock: 3
note: Each slug takes the short way to its base. Turn yours onto a machine — or open the way for the other's.
map:
a...#....B
.##.#.##X.
.#..X..#..
.#.####.#.
..#.##.#..
.#.####.#.
..#..X..#.
.X##.#.##.
A....#...b`,
  `name: Twin Corridors
mode: duel
stock: 3 3
note: Four machines, one slug each. The first to turn their slug onto one wins.
map:
.a...#....B
.###X###.#.
...#X..#.#.
.#.###.###.
.....#.....
.###.###.#.
.#.#..X#...
.#.###X###.
A....#...b.`,
  `name: Cross Fire
mode: duel
stock: 4 4
wake: a2 7, o10 7
note: Two slugs each, the second waking late. Open the other’s way while you close yours.
map:
.#.a.#........B
a#.#X#.#.#####.
.....#...#.....
####.#.#.#.####
..X....#.#...#.
.#.#.#.#.#.#.#.
.#...#.#....X..
####.#.#.#.####
.....#...#.....
.#####.#.#X#.#b
A........#.b.#.`,
  `name: Two by Two
mode: duel
stock: 4 4
wake: b3 2, n9 2
note: A wide maze and two slugs each; every wall you place may help your rival too.
map:
...a.#........B
####.###.###.##
.a.#...#X#.#...
.#####.#.#.###.
.#.X.......#...
.#.#########.#.
...#.......X.#.
.###.#.#.#####.
...#.#X#...#.b.
##.###.###.####
A........#.b...`,
];
