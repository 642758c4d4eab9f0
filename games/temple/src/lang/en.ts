/** Everything the Temple Labyrinth says in English: the bundle's words, text play and events. */
import type { GameWords } from '@daedalus/core';
import type { TempleEvent } from '../types.ts';
import type { TextWords } from './words.ts';

export const en: GameWords = {
  name: 'Temple Labyrinth',
  summary:
    'A triangular temple hall of movable rhombus tiles: collect your three Inca statues and reach an exit first.',
  howToPlay:
    'The hall is cut into triangles: floor and red abyss. Rhombus tiles, each covering two triangles, make the paths; some have walls or snakes. On your turn you have 3 action points: slide a rhombus along its edges or turn it about a corner (1 point each, nothing may be in the way), then walk your figure over floor and rhombi (free, but each snake crossed costs 1 point), take a statue of your colour from a target rhombus (1 point), or use a secret passage or a rhombus symbol (1 point). Finally you may put your blockade stone in a rival’s way. Collect your three statues and be the first to reach an exit.',
  options: {
    layout: {
      label: 'Own board',
      description:
        'A board of your own written in the board format of the rules page; left empty, the Temple board is played.',
    },
    statues: {
      label: 'Statues to collect',
      description: 'How many statues of their colour each player collects before heading for an exit.',
    },
    turnCap: {
      label: 'Turn limit',
      description: 'Turns after which the game ends as a draw, so that every game ends.',
    },
  },
  presets: {
    short: 'Short (two statues)',
    taster: 'Taster (one statue, 40 turns)',
  },
};

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
const p = (seat: number | undefined): string => `Player ${(seat ?? 0) + 1}`;

function describe(e: TempleEvent): string {
  switch (e.type) {
    case 'setup/start-chosen':
      return `${p(e.seat)} starts on ${e.atName}.`;
    case 'setup/drawn':
      return `${p(e.seat)} draws path rhombus ${e.rhombus}.`;
    case 'setup/laid':
      return `${p(e.seat)} lays rhombus ${e.rhombus} on ${e.atName} and ${e.toName}.`;
    case 'setup/set-aside':
      return `Rhombus ${e.rhombus} fits nowhere and is set aside.`;
    case 'turn/started':
      return `The turn of ${p(e.seat)}.`;
    case 'stone/removed':
      return `${p(e.seat)} takes their blockade stone off ${e.atName}.`;
    case 'rhombus/slid':
      return `${p(e.seat)} slides rhombus ${e.rhombus} ${plural(e.steps ?? 1, 'step', 'steps')} ${e.dir} (${e.ap} AP left).`;
    case 'rhombus/rotated':
      return `${p(e.seat)} turns rhombus ${e.rhombus} about its ${e.corner} o'clock corner by ${(e.steps ?? 1) * 60}° ${e.turn === 'cw' ? 'clockwise' : 'anticlockwise'} (${e.ap} AP left).`;
    case 'figure/carried':
      return `The figure of ${p(e.seat)} rides on rhombus ${e.rhombus} to ${e.toName}.`;
    case 'figure/moved':
      return `${p(e.seat)} walks from ${e.fromName} to ${e.toName}${e.cost ? `, crossing snakes for ${e.cost} AP` : ''} (${e.ap} AP left).`;
    case 'statue/taken':
      return `${p(e.seat)} takes their statue from target rhombus ${e.rhombus} (${e.collected} collected, ${e.ap} AP left).`;
    case 'passage/used':
      return `${p(e.seat)} takes the secret passage from ${e.fromName} to ${e.toName} (${e.ap} AP left).`;
    case 'symbol/used':
      return `${p(e.seat)} uses the rhombus symbol on ${e.atName} to move target rhombus ${e.rhombus}.`;
    case 'phase/ended':
      return `${p(e.seat)} ends ${e.phase === 'rhombi' ? 'moving rhombi' : e.phase === 'figure' ? 'moving the figure' : 'the turn'}.`;
    case 'stone/placed':
      return `${p(e.seat)} places their blockade stone on ${e.atName}.`;
    case 'game/won':
      return `${p(e.seat)} reaches an exit at ${e.atName} with all statues and wins!`;
    case 'game/draw':
      return `The turn limit (${e.turns}) is reached: a draw.`;
  }
}

export const enText: TextWords = {
  legend:
    'Legend: 1-4 figure, @ blockade stone, A-M path rhombus, X Y Z target rhombus, . floor, ~ abyss, + entrance/exit, o secret passage, * rhombus symbol; # and = walls.',
  colour: { red: 'red', blue: 'blue', green: 'green', yellow: 'yellow' },
  phase: {
    start: 'choosing start fields',
    lay: 'laying path rhombi',
    rhombi: 'phase 2: move rhombi',
    figure: 'phase 3: move the figure',
    stone: 'phase 4: blockade stone',
    over: 'game over',
  },
  statuesOn: (players) => (players.length ? `statues of players ${players.join(', ')}` : 'no statues left'),
  wallCount: (n) => plural(n, 'wall', 'walls'),
  snakeCount: (n) => plural(n, 'snake', 'snakes'),
  corners: (hours) => `corners at ${hours.join(', ')} o'clock`,
  playerLine: (n, colour, figure, stone, got, needed, you) =>
    `Player ${n} (${colour}${you ? ', you' : ''}): figure on ${figure}, stone on ${stone}, statues ${got}/${needed}.`,
  status: (v) =>
    v.phase === 'over'
      ? v.winner === null
        ? 'Game over: a draw.'
        : `Game over: Player ${v.winner + 1} wins.`
      : v.phase === 'start' || v.phase === 'lay'
        ? `Setup: Player ${v.current + 1} is ${enText.phase[v.phase]}${v.drawn ? ` (rhombus ${v.drawn}, ${v.faceDown} face down)` : ''}.`
        : `Turn ${v.turns + 1}/${v.turnCap}: Player ${v.current + 1}, ${enText.phase[v.phase]}, ${v.ap} AP left.`,
  commands: {
    start: 'start',
    lay: 'lay',
    slide: 'slide',
    rotate: 'rotate',
    move: 'move',
    take: 'take',
    passage: 'passage',
    symbol: 'symbol',
    place: 'place',
    end: 'end',
    turned: 'turned',
    cw: 'cw',
    ccw: 'ccw',
    via: 'via',
  },
  directions: { e: 'e', se: 'se', sw: 'sw', w: 'w', nw: 'nw', ne: 'ne' },
  parseErrors: {
    notCommand: (word, list) =>
      word === '' ? `Type a command (${list}).` : `"${word}" is not a command (${list}).`,
    fieldMissing: 'A field name such as e10 is missing.',
    notField: (word) => `"${word}" is not a field (a row letter and a column, such as e10).`,
    notRhombus: (word) => `"${word}" is not a rhombus (A–M, X, Y, Z).`,
    notSteps: (word, max) => `"${word}" is not a number of steps (1–${max}).`,
    notMotion: (word, slide, rotate) => `"${word}" is not ${slide} or ${rotate}.`,
    notDirection: (word) => `"${word}" is not a direction (e, se, sw, w, nw, ne).`,
    notCorner: (word) => `"${word}" is not a corner (a clock hour 1–12).`,
    notTurn: (word, cw, ccw) => `"${word}" is not a way to turn (${cw} or ${ccw}).`,
    noEdge: (a, b) => `${a} and ${b} do not share an edge.`,
    notWord: (word, expected) => `"${word}" is not "${expected}".`,
    noFigure: 'You have no figure on the board.',
  },
  describe,
};
