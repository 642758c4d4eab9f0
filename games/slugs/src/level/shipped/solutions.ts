/**
 * A winning line for every shipped level, found by the \`normal\` planner and replayed by
 * \`shipped.test.ts\`: the moves as players type them, every seat's in turn (a duel's
 * alternate between player 1 and player 2); \`wait*N\` is N waits. \`winner\` is the seat
 * the line makes win (a duel is won by one of its players; the others by the player).
 */
export interface WinningLine {
  readonly winner: number;
  readonly moves: string;
}

export const WINNING_LINES: Readonly<Record<string, WinningLine>> = {
  'defence-1': { winner: 0, moves: 'wall at g2, wall at d3, wait*11' },
  'defence-2': { winner: 0, moves: 'wall at g5, wait*4, wall at k1, wait*11' },
  'defence-3': { winner: 0, moves: 'wall at c3, wait*2, wall at b1, wall at e1, wait*13' },
  'defence-4': {
    winner: 0,
    moves:
      'wall at g5, wall at a5, wait*2, wall at i3, wait*5, wall at l1, wait*4, wall at m1, wait*3, wall at m1, wait*3',
  },
  'defence-5': {
    winner: 0,
    moves:
      'wall at c1, wall at c3, wall at c8, wait, wall at b1, wait*5, wall at a9, wait*3, wall at d9, wait*8',
  },
  'defence-6': {
    winner: 0,
    moves: 'wall at a8, wall at d5, wait*8, wall at f7, wait*11, wall at e8, wait*6',
  },
  'duel-1': {
    winner: 1,
    moves:
      'wall at a5, wall at j5, wall at a2, wall at j7, wall at a7, wall at j3, wait*4, wall at a4, wait*22, wall at c9, wait*10',
  },
  'duel-2': {
    winner: 1,
    moves:
      'wall at a3, wall at k7, wall at a5, wall at k5, wall at a8, wall at k2, wait*6, wall at b3, wall at j7, wait*8, wall at a7, wall at k3, wait*14, wall at b9, wall at i2, wait*10',
  },
  'duel-3': {
    winner: 0,
    moves:
      'wall at d3, wall at k9, wall at e3, wall at e6, wait, wall at a3, wall at o9, wall at l7, wait*8, wall at o9, wait*7, wall at o8, wait*4, wall at c9',
  },
  'duel-4': {
    winner: 0,
    moves:
      'wall at b9, wall at n3, wall at a5, wall at a6, wall at n5, wall at o3, wall at i4, wall at o6, wait*4, wall at c6, wait*6, wall at g5, wait*7, wall at g6, wait*2, wall at m2, wall at g6, wait*3, wall at g11, wait*3, wall at e11, wait*4',
  },
  escort: {
    winner: 0,
    moves:
      'wall at c3, untie, wall at h4, wait*2, wall at d2, wait*2, wall at e4, wait, wall at g4, wait*2, wall at j4, wait*2, wall at i3, wait*3, wall at d5, wall at d4, wait, wall at d2, wait*2, wall at g2, wall at h2, wait*2, wall at k2, wall at l2, wait*2, wall at i4, wall at d8, wait*2, wall at g8, wall at g7, wait, wall at i7, wall at j7, wall at k7, wait*3, wall at e2, wall at j2, wall at g2, wall at f2, wall at d3, wall at f3, wall at l4, wait*2, wall at d3, wall at i3, wait, wall at f4, wall at g2, wall at f6, wait*3, wall at i7, wall at j7, wait, wall at j5, wall at j4, wall at k4, wall at l4, wall at m4, wall at m3, wait, wall at i5, wall at l3, wall at c5, wait, wall at e5, wait, wall at g5, wall at h5, wait*2, wall at h5, wait*3, wall at e5, wall at m4, wait',
  },
};

/** The moves of a line, one a step (\`wait*3\` unpacked). */
export function unpackLine(moves: string): string[] {
  return moves.split(', ').flatMap((m) => {
    const many = /^wait\*(\d+)$/.exec(m);
    return many ? Array<string>(Number(many[1])).fill('wait') : [m];
  });
}
