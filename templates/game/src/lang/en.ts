/** __NAME__ in English: the game's words, its events, its moves and the terminal board. */
import type { Direction, GameWords } from '@daedalus/core';
import type { __Pascal__Language } from '../text/language.ts';

const words: GameWords = {
  name: '__NAME__',
  summary: 'Race the other runner across a small board of rocks to the goal.',
  howToPlay:
    'Your runner starts on the left edge of the board; the goal is on the right edge. On your turn move one cell up, down, left or right — never onto a rock or off the board. The first runner to reach the goal wins; if nobody gets there in time, the race is a draw.',
  options: {
    size: { label: 'Board size', description: 'How many cells each side of the square board has.' },
    rocks: {
      label: 'Rocks',
      description: 'How many rocks block the board. Every free cell always stays reachable.',
    },
    turnCap: {
      label: 'Move limit',
      description: 'After this many moves in all without a winner, the race ends in a draw.',
    },
  },
  presets: { quick: 'Quick race', long: 'Long race' },
};

const WAY: Record<Direction, string> = { up: 'up', right: 'right', down: 'down', left: 'left' };
const player = (seat: number): string => `Player ${seat + 1}`;

export const en: __Pascal__Language = {
  words,
  describe: (e) => {
    switch (e.type) {
      case '__ID__/moved':
        return `${player(e.seat)} moves ${WAY[e.dir]} to column ${e.to.x + 1}, row ${e.to.y + 1}.`;
      case '__ID__/won':
        return `${player(e.seat)} reaches the goal and wins!`;
      case '__ID__/draw':
        return `Nobody reached the goal in ${e.turns} moves: the race is a draw.`;
    }
  },
  action: (a) => `move ${WAY[a.dir]}`,
  reading: {
    move: null,
    go: null,
    step: null,
    to: null,
    the: null,
    up: 'up',
    north: 'up',
    right: 'right',
    east: 'right',
    down: 'down',
    south: 'down',
    left: 'left',
    west: 'left',
  },
  errors: {
    empty: 'Type a move, e.g. "move up".',
    unknown: (word) => `"${word}" is not a word of moves: expected up, right, down or left.`,
    noDirection: 'Which way? Say up, right, down or left.',
    twoDirections: 'A move goes one way only.',
  },
  board: {
    legend: '# rock, G goal, 1 2 runners, * both runners',
    toMove: (seat, turns, turnCap) => `${player(seat)} to move (move ${turns + 1} of at most ${turnCap}).`,
    won: (seat) => `${player(seat)} has won the race.`,
    draw: 'The race ended in a draw.',
  },
};
