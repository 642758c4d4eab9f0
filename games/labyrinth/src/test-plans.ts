/** Hand-drawn plans (the plan text format) shared by the rule tests. */

/**
 * 4×3: W and H on top (a wall between them), a pit loop below (Pa1 → Pa2 → Pa1),
 * an open exit right of (3,0), a closed exit below (2,2), the true treasure on (1,1),
 * a fake one on (3,2), a wall below (1,1) and below (2,0).
 */
export const BASIC = `
labyrinth 4x3
+---+---+---+---+
| L   L   W | H  
+   +   +---+   +
| L   L*  L   L |
+   +---+   +   +
| H  Pa1 Pa2  L+|
+---+---+~~~+---+
`;

/**
 * 4×2 river: (1,0) → (2,0) → delta (3,0); open exits left of (0,0) and right of (3,1);
 * the true treasure on (3,1).
 */
export const RIVER = `
labyrinth 4x2
+---+---+---+---+
  L   R>  R>  D |
+   +   +   +   +
| H   L   W   L* 
+---+---+---+---+
`;

/**
 * 3×2 with encephalitis on (1,0) between land (0,0) and a hospital (2,0); open exits left
 * of (0,0) and right of (2,1); the true treasure on (1,1).
 */
export const MITE = `
labyrinth 3x2
+---+---+---+
  L   E   H |
+   +   +   +
| W   L*  L  
+---+---+---+
`;

/**
 * The plan behind the short description's worked example: player 1 starts on (3,3),
 * player 2 on (1,3) under a wall with a river (1,2) flowing left into a delta (0,2);
 * pits (3,1) → (3,0); a hospital (2,1) under the true treasure (2,0).
 */
export const EXAMPLE = `
labyrinth 4x4
+---+---+---+---+
  L   W   L* Pa2|
+   +   +   +   +
| L   L   H  Pa1|
+   +   +   +   +
| D   R<  L   L |
+   +---+   +   +
  L   L   L   L |
+---+---+---+---+
`;

/**
 * 4×3: a river (1,0) → (2,0) flowing into a delta (3,0); (2,1) can only be reached from the
 * mid-river cell (2,0), and an open exit leads up out of (2,0): refused under turbulent rivers (B.8).
 */
export const RIVER_POCKET = `
labyrinth 4x3
+---+---+   +---+
| L   R>  R>  D |
+   +   +   +   +
| H   L | L | W |
+   +   +---+   +
| L*  L   L   L  
+---+---+---+---+
`;
