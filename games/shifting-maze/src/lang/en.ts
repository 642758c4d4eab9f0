import type { GameWords } from '@daedalus/core';

export const en: GameWords = {
  name: 'Shifting Maze',
  summary:
    'Cross a 10×10 maze of rotating, sliding cubes to fetch the Key and escape, past Defender robots and rival Challengers.',
  howToPlay:
    'Cross a 10×10 maze of cubes that is revealed as you go. On your turn take up to three main actions — move through open doorways, investigate (reveal) the next cube, pick up an object — and spend Power Points to rotate cubes or stun Defenders. Defender robots hunt you after every turn. Pick up a Key on the far side and escape through the edge where you started to win.',
  options: {
    batteryChance: {
      label: 'Battery Pack chance',
      description: 'Chance that a newly revealed cube holds a Battery Pack (1–5 Power Points, uniform).',
    },
    maxDefenders: {
      label: 'Most Defenders',
      description: 'The Special Action adds a Defender only while fewer than this many are in the maze.',
    },
    turnCap: {
      label: 'Turn limit',
      description: 'Player turns after which the game ends as a draw (so that every game ends).',
    },
  },
  presets: {
    quick: 'Quick',
    calm: 'Calm',
    deadly: 'Deadly',
    taster: 'Taster (8 turns)',
  },
};
