/** The shipped escort campaign: rooms of rising difficulty. */
export const ESCORT_CAMPAIGN = `campaign: Out of the Lab
name: The Post
mode: escort
stock: 3
tied: yes
map:
############
#....#.....#
DH...#..h..E
#..........#
############`;
