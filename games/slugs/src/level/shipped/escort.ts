/** The shipped escort campaign: five rooms of rising difficulty. */
export const ESCORT_CAMPAIGN = `campaign: Out of the Lab
name: The Post
mode: escort
stock: 3
tied: yes
note: Untie him. Once he is calm he walks to the exit by himself.
map:
############
#....#.....#
#....#..h..#
DH...X.....E
#....#.....#
############
---
name: Two Gates
mode: escort
stock: 5
wake: i4 3
tied: no
note: Cut the slug’s way before it finds him, and keep it out of his sight.
map:
#############
#...........#
#...##......E
#...##.Xh...#
#...#.......#
#...##......#
#...##......#
DH...#....X.#
#############
---
name: Columns
mode: escort
stock: 5
wake: i3 3
tied: no
note: Two rows of pillars. Walls take a turn to come: order them early.
map:
#############
#....#.#....#
#....#.#h...#
#....#.#.X..#
#....#.#....#
#....#.X....#
#...........#
DH.....#....E
#############
---
name: Hunters
mode: escort
stock: 6
wake: m5 5
tied: no
note: A second slug wakes later. Keep a wall for it.
map:
##############
DH...........#
#...X.#h..#..E
#...#.#......#
#...#.#...#.h#
#...#.#...#..#
#...#.....#..#
#...#.#...#..#
##############
---
name: The Long Hall
mode: escort
stock: 6
wake: l4 5
tied: no
note: Two slugs between him and the door. The last room.
map:
##############
#..##.....#h.#
DH..#.....#..#
#..##.....#h.E
#............#
#..##.....#..#
#..##.....#..#
#..#.......X.#
##############`;
