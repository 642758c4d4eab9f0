/** The shipped defence levels, easiest first (the text format: docs/games/slugs.md). */
export const DEFENCE_LEVELS: readonly string[] = [
  `name: First Light
mode: defence
stock: 2
note: The slug takes the shortest open way. One wall, well placed, turns it onto the machine.
map:
a......#...
.#####.#.#.
.#...#...#.
.#.#.#####.
...#.X.....
##.#####.#.
.......#..A`,
  `name: Side Doors
mode: defence
stock: 4
wake: a3 5, a5 6
note: Three slugs, three machines. Block the short ways and they take the long ones.
map:
.a.....#...
.#.###.###X
a.....X#...
##.#.###.#.
a#.......#.
.#.###.###.
.#.....#.#.
.#######.#.
.....X....A`,
  `name: The Long Way
mode: defence
stock: 4
wake: a1 8, b3 3
note: A bigger maze. The slugs wake one by one: watch where each is heading.
map:
a......#.......
##.#.#.#.###.#.
aa...#...#.#...
.###.###.#.###.
.#.....#.....#.
.#.#.#.#.#.###.
.#.#.#.........
X###.#########.
.#X..........#.
.#.#.#.#######.
...#..........A`,
  `name: Crossroads
mode: defence
stock: 4
wake: d1 5, c3 4
note: The ways cross in the middle; a wall there turns more than one slug.
map:
...a.....#...#.
.#.#.###.#.#X#.
.#a#.......#...
a#.#.#########.
...#...........
.#######.#.###.
.......#.....#.
####.#.###.#.#.
.X...#.....#...
.#.#######.#.#.
..............A`,
  `name: Latecomers
mode: defence
stock: 3
wake: a1 5, a4 2
note: Walls come back two turns after a slug eats them: use them again.
map:
aa.#.......
##.#######.
...#.......
a###.#.#.#.
.#...#.#...
.#.###.###.
.#.#.#.....
.#.#.#X###.
...#.XX...A`,
  `name: The Swarm
mode: defence
stock: 4
wake: b1 8, c1 5
note: Three hungry slugs and a machine in a far corner. Patience.
map:
aaa#...........
.#.#.###.###.#.
.#.#...#.#...#.
.#.#.#.###.#.#.
.#...#...#...#.
.#######.#.#.#.
.........#.#..X
.#########.####
...#...X.......
##.#.#.#.#####.
..............A`,
];
