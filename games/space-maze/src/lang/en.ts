/** Space Maze in English: the bundle's words, events and actions in words, the text board's lines, typed words. */
import type { GameWords } from '@daedalus/core';
import { pointsOf } from '../rules/dice.ts';
import {
  ALIENS,
  type Alien,
  type CardKind,
  type Die,
  type SmAction,
  type SmEvent,
  type SmView,
} from '../types.ts';
import { CARD_NAMES } from './card-names.ts';
import { cell, exampleOf, type Lang } from './words.ts';

export const en: GameWords = {
  name: 'Space Maze',
  summary:
    'Draft dice, bend a maze of coloured doorways with action cards and race your aliens to steal the Ancient Relic and fly it home.',
  howToPlay:
    'Each player has a UFO and three aliens — green, purple and orange. An alien only passes between two tiles whose facing doorways mix to its colour (yellow + blue for green, blue + red for purple, red + yellow for orange; the silver relic tile matches anything). Every round the dice are rolled and everyone drafts three in turn: one move die, whose footprints walk your aliens, and two power dice, which activate action cards that rotate and swap tiles — or are simply taken to keep them from the others. Take the relic from the middle (or steal it from whoever wears it) and carry it into your UFO to win; three relic tokens, one for each take, win as well.',
  options: {
    board: {
      label: 'Maze size',
      description:
        'The full 5 × 5 maze, or a small 3 × 3 maze of eight tiles round the relic for short games.',
      choices: { '5x5': '5 × 5 (all 24 tiles)', '3x3': '3 × 3 (8 tiles)' },
    },
    tokensToWin: {
      label: 'Relic tokens to win',
      description:
        'You win when you have collected this many relic tokens (one for every time you take the relic).',
    },
    roundCap: {
      label: 'Round limit',
      description:
        'After this many rounds the game ends: whoever has the most relic tokens wins, and equal most is a draw.',
    },
    startPlayer: {
      label: 'Start player',
      description: 'Who starts the first round; after that the start passes to the left every round.',
      choices: { first: 'The first seat', random: 'Drawn by lot' },
    },
  },
  presets: {
    classic: 'Classic',
    small: 'Small maze',
    taster: 'Taster (small maze, 5 rounds)',
  },
};

const kind = (card: string): CardKind => card.slice(0, card.lastIndexOf('-')) as CardKind;
const player = (seat: number | undefined): string => `Player ${(seat ?? 0) + 1}`;
const footprints = (face: number): string => {
  const p = pointsOf(face);
  return ALIENS.filter((a) => p[a] > 0)
    .map((a) => `${a} ${p[a]}`)
    .join(', ');
};
const die = (d: Die): string =>
  d.kind === 'power' ? `the ${d.colour} ${d.pips}` : `the move die ${footprints(d.face)}`;
/** "the green alien of Player 1", never "Player 1's": the web adds the name after the number, "Player 1 (Tess)". */
const alienOf = (seat: number, alien: Alien): string => `the ${alien} alien of ${player(seat)}`;
const AlienOf = (seat: number, alien: Alien): string => `The ${alien} alien of ${player(seat)}`;
const quarters = (q: number): string => (q === 1 ? '1 quarter' : `${q} quarters`);
const STEP_WORD = {
  up: 'up',
  right: 'right',
  down: 'down',
  left: 'left',
  exit: 'out',
  enter: 'home',
  pad: 'datapad',
  relic: 'take the relic',
} as const;
const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

function describe(e: SmEvent): string {
  switch (e.type) {
    case 'round/started':
      return `Round ${e.round}: ${player(e.start)} is the start player and rolls the dice.`;
    case 'hand/dealt':
      return `${player(e.seat)} is dealt ${plural(e.count, 'card', 'cards')}.`;
    case 'hand/received':
      return `Your cards: ${e.cards.map((c) => CARD_NAMES.en[kind(c)]).join(', ')}.`;
    case 'die/taken':
      return `${player(e.seat)} takes ${die(e.die)}.`;
    case 'die/idle':
      return `${player(e.seat)} leaves ${die(e.die)} unused on the action space.`;
    case 'card/played':
      return e.alien
        ? `${player(e.seat)} activates ${CARD_NAMES.en[kind(e.card)]} with ${die(e.die)}: the ${e.alien} alien acts.`
        : `${player(e.seat)} activates ${CARD_NAMES.en[kind(e.card)]} with ${die(e.die)}.`;
    case 'tile/rotated':
      return `The tile at ${cell(e.at)} turns ${quarters(e.quarters)} clockwise.`;
    case 'tiles/swapped':
      return `The tiles at ${cell(e.a)} and ${cell(e.b)} change places.`;
    case 'relic/glued':
      return `The relic is superglued to ${alienOf(e.seat, e.alien)} until the end of the round.`;
    case 'aliens/morphed':
      return `The ${e.alien} and ${e.with} aliens of ${player(e.seat)} switch places.`;
    case 'ufo/moved':
      return `The UFO of ${player(e.seat)} flies from ${cell(e.from)} to ${cell(e.to)}.`;
    case 'run/started':
      return `${AlienOf(e.seat, e.alien)} may run ${plural(e.points, 'step', 'steps')}.`;
    case 'alien/moved':
      return `${AlienOf(e.seat, e.alien)} moves ${e.dir} from ${cell(e.from)} to ${cell(e.to)}.`;
    case 'alien/exited':
      return `${AlienOf(e.seat, e.alien)} leaves the UFO onto ${cell(e.to)}.`;
    case 'alien/entered':
      return `${AlienOf(e.seat, e.alien)} enters the UFO from ${cell(e.from)}.`;
    case 'datapad/used':
      return `${AlienOf(e.seat, e.alien)} activates the datapad at ${cell(e.at)}.`;
    case 'card/drawn':
      return `${player(e.seat)} draws a card.`;
    case 'card/received':
      return `You draw ${CARD_NAMES.en[kind(e.card)]}.`;
    case 'deck/reshuffled':
      return `The discard pile is shuffled into a new deck of ${plural(e.count, 'card', 'cards')}.`;
    case 'deck/empty':
      return `No card is left to draw for ${player(e.seat)}.`;
    case 'relic/taken':
      return `${AlienOf(e.seat, e.alien)} ${e.from ? `steals the relic from ${alienOf(e.from.seat, e.from.alien)}` : 'takes the relic'} at ${cell(e.at)}${e.token ? ` and earns a relic token (${e.tokens})` : ' — no relic token is left'}.`;
    case 'relic/given':
      return `${AlienOf(e.seat, e.alien)} hands the relic to its ${e.to} teammate.`;
    case 'move/ended':
      return e.unused > 0
        ? `${player(e.seat)} ends the movement; ${plural(e.unused, 'footprint is', 'footprints are')} lost.`
        : `${player(e.seat)} ends the movement.`;
    case 'round/ended':
      return `Round ${e.round} is over: the dice are gathered.`;
    case 'datapads/cleared':
      return `The datapads are cleared: ${e.aliens.map((w) => alienOf(w.seat, w.alien)).join(', ')} step${e.aliens.length === 1 ? 's' : ''} off.`;
    case 'cards/discarded':
      return `${plural(e.count, 'activated card goes', 'activated cards go')} to the discard pile.`;
    case 'hand/discarded':
      return `${player(e.seat)} discards ${CARD_NAMES.en[kind(e.card)]} (hand limit seven).`;
    case 'game/won':
      return e.reason === 'relic-home'
        ? `${player(e.seat)} carries the relic into their UFO and wins!`
        : `${player(e.seat)} reaches ${plural(e.tokens[e.seat] ?? 0, 'relic token', 'relic tokens')} and wins!`;
    case 'game/capped':
      return e.winners.length === 1
        ? `The round limit is reached after round ${e.round}: ${player(e.winners[0])} wins with the most relic tokens.`
        : `The round limit is reached after round ${e.round}: a draw.`;
  }
}

function action(a: SmAction): string {
  switch (a.type) {
    case 'take': {
      const m = /^([gpo])([1-6])$/.exec(a.die);
      if (m) return `take the ${{ g: 'green', p: 'purple', o: 'orange' }[m[1]!]} ${m[2]}`;
      return `take the move die ${a.die.replace(/([gpo])(\d)/g, (_, c: string, n: string) => `${{ g: 'green', p: 'purple', o: 'orange' }[c]} ${n}, `).replace(/, $/, '')}`;
    }
    case 'idle':
      return 'leave the die unused';
    case 'rotate': {
      const k = kind(a.card);
      const name = k === 'twist' ? 'diagonal twist' : CARD_NAMES.en[k].toLowerCase();
      return `${name} the tile at ${cell(a.at)}${k === 'rotate90' ? '' : ` by ${quarters(a.quarters)}`}`;
    }
    case 'exchange':
      return `exchange with the tile at ${cell(a.at)}`;
    case 'switch':
      return `diagonal switch the tile at ${cell(a.diagonal)} with the tile at ${cell(a.adjacent)}`;
    case 'glue':
      return 'superglue';
    case 'morph':
      return `morph with ${a.with}`;
    case 'base':
      return `move base ${a.dir === 'cw' ? 'clockwise' : 'anticlockwise'}`;
    case 'run':
      return kind(a.card) === 'run2' ? 'run +2' : 'run +1';
    case 'move':
      return `move ${a.alien} ${a.path.map((s) => STEP_WORD[s]).join(', ')}`;
    case 'give':
      return `give the relic to ${a.to}`;
    case 'done':
      return 'end the movement';
    case 'discard':
      return `discard ${CARD_NAMES.en[kind(a.card)]}`;
  }
}

const SIDE = { up: 'top', right: 'right', down: 'bottom', left: 'left' } as const;

/** Actions quoted in a prompt, the examples left out that the position has none of. */
const ex = (...as: (SmAction | null)[]): string[] => as.flatMap((a) => (a ? [`"${action(a)}"`] : []));

function prompt(v: SmView): string {
  const who = v.current === null ? '' : `${player(v.current)}${v.current === v.you ? ' (you)' : ''}`;
  const st = v.stage;
  switch (st.kind) {
    case 'take': {
      const takes = ex(exampleOf(v, 'power-die'), exampleOf(v, 'move-die'));
      return `${who} drafts a die${takes.length > 0 ? `: ${takes.join(', ')}` : ''}.`;
    }
    case 'power': {
      const d = v.dice[st.die];
      const card = exampleOf(v, 'card');
      const choice = card
        ? `activate a card (${ex(card)[0]}) or`
        : v.you === v.current
          ? 'no card of yours can be activated:'
          : 'activate a card or';
      return `${who} uses ${d ? die(d) : 'the die'}: ${choice} ${ex({ type: 'idle' })[0]}.`;
    }
    case 'move':
      return `${who} moves — footprints ${ALIENS.map((a) => `${a} ${st.stopped.includes(a) ? '0 (on a datapad)' : st.points[a]}`).join(', ')}: ${ex(exampleOf(v, 'move'), { type: 'done' }).join(', ')}.`;
    case 'run':
      return `${who} runs the ${st.alien} alien — ${plural(st.stopped ? 0 : st.points, 'footprint', 'footprints')} left.`;
    case 'discard':
      return `${who} holds more than seven cards and discards one${ex(exampleOf(v, 'discard'))
        .map((e) => `: ${e}`)
        .join('')}.`;
    case 'over':
      if (v.winner === null) return 'Game over: a draw at the round limit.';
      return `Game over: ${player(v.winner)} wins ${v.reason === 'relic-home' ? 'by carrying the relic home' : v.reason === 'relic-tokens' ? 'with relic tokens' : 'with the most relic tokens at the round limit'}.`;
  }
}

export const enLang: Lang = {
  words: en,
  card: CARD_NAMES.en,
  alien: { green: 'green', purple: 'purple', orange: 'orange' },
  player,
  die,
  describe,
  action,
  board: {
    header: (v) =>
      `Space Maze — round ${v.round} of ${v.roundCap}, turn ${Math.min(v.pick + 1, v.turns)} of ${v.turns}; start player: ${player(v.start)}.`,
    legend: [
      'Doorways: R red, Y yellow, B blue, S silver (any colour). A passage is the two letters facing each other:',
      '  green passes Y|B, purple B|R, orange R|Y; the relic wearer passes anything.',
      'Aliens: g p o (green, purple, orange) with the player number; capital letters wear the relic;',
      "  @ the relic lying on the tile; [  ] an empty datapad, [p2] one occupied. U1 > is Player 1's UFO.",
    ],
    dice: 'Dice:',
    die: (d) => {
      const name = d.kind === 'power' ? `${d.colour} ${d.pips}` : `move ${footprints(d.face)}`;
      if (d.seat === null) return name;
      const use = { move: 'moving', card: 'on a card', idle: 'unused', 'in-hand': 'in hand' }[
        d.use ?? 'in-hand'
      ];
      return `${name} (${player(d.seat)}, ${use})`;
    },
    player: (v, seat) => {
      const u = v.ufos[seat]!;
      const aboard = u.aboard.length > 0 ? `aboard: ${u.aboard.join(', ')}` : 'empty';
      const panel = v.panels[seat]!;
      const cards = panel.cards.map(
        (c) => `${CARD_NAMES.en[c.card.kind]} (${v.dice[c.die] ? die(v.dice[c.die]!) : '?'})`,
      );
      return `${player(seat)}${seat === v.you ? ' (you)' : ''}: UFO at ${cell(v.board[u.cell])} ${SIDE[u.side]} (${aboard}); ${plural(v.tokens[seat] ?? 0, 'relic token', 'relic tokens')}; ${plural(v.handSizes[seat] ?? 0, 'card', 'cards')}${cards.length > 0 ? `; played ${cards.join(', ')}` : ''}.`;
    },
    relic: (v) =>
      v.relic.wornBy
        ? `The relic is worn by ${alienOf(v.relic.wornBy.seat, v.relic.wornBy.colour)} at ${cell(v.relic.at)}${v.relic.glued ? ', superglued' : ''}. Tokens left: ${v.tokensLeft}; ${v.tokensToWin} win.`
        : `The relic lies at ${cell(v.relic.at)}. Tokens left: ${v.tokensLeft}; ${v.tokensToWin} win.`,
    hand: (v) =>
      v.you === null
        ? ''
        : `Your hand: ${v.hand.length === 0 ? 'no cards' : v.hand.map((c, i) => `${i + 1}. ${CARD_NAMES.en[c.kind]} (${c.cost})`).join('  ')}.`,
    piles: (v) =>
      `Deck: ${plural(v.deckSize, 'card', 'cards')}. Discard pile: ${plural(v.discardPile.length, 'card', 'cards')}${v.discardPile.length > 0 ? ` (top: ${CARD_NAMES.en[v.discardPile[v.discardPile.length - 1]!.kind]})` : ''}.`,
    prompt,
  },
  parse: {
    empty: (v) => `Type a move. ${prompt(v)}`,
    notCommand: (w) =>
      `"${w}" is not a command: expected take, idle, rotate, twist, exchange, switch, glue, morph, move base, run, move, give, done or discard.`,
    extra: (w) => `Did not expect "${w}" at the end.`,
    notAlien: (w) => `"${w}" is not an alien: expected green, purple or orange.`,
    whoseTile: (w) => `Say whose tile: "${w} of green".`,
    offBoard: (a) => `There is no such tile next to your ${a} alien.`,
    notTile: (w) =>
      `"${w}" is not a tile: write a cell (b3), "here" or a direction such as "right of purple".`,
    noCard: (k) => `You have no ${CARD_NAMES.en[k]} card in your hand.`,
    noCardNumber: (n) => `You have no card number ${n}.`,
    rotation: (w) => `"rotate ${w}": the rotation cards are rotate 90, rotate 180 and rotate 270.`,
    bothTiles: 'Name both tiles: "switch upleft with up".',
    relicTaker: 'Say which alien takes the relic: "take the relic with orange".',
    notDie: (w) => `"${w}" is not a die: write "take the orange 4" or "take the move die".`,
    pips: (a, example) =>
      `Say the pips of the ${a} die${example ? `: "${action(example)}"` : ` (no ${a} die is free this round)`}.`,
    whichMoveDie: (options) => `Which move die? ${options.map((o) => `"${action(o)}"`).join(' or ')}.`,
    noMoveDie: 'No move die is left this round.',
    haveMoveDie: 'You already have your move die this round: take a power die.',
    notStep: (w) => `"${w}" is not a footprint: expected up, right, down, left, out, home, datapad or relic.`,
    whereTo: (a, example) =>
      `Say where your ${a} alien goes${example ? `: "${action(example)}"` : ', footprint by footprint: up, right, down, left, out, home, datapad or relic'}.`,
    tooLong: 'At most twelve footprints at once.',
    whichAlien: (purpose, w) =>
      `${{ morph: 'Morph with which alien?', move: 'Move which alien?', give: 'Give the relic to which alien?' }[purpose]} "${w}" is not green, purple or orange.`,
    discardWhich: 'Discard which card? Write its name ("discard rotate 90") or its number in your hand.',
    baseWay: 'Move your base which way: "move base clockwise" or "anticlockwise".',
  },
  lexicon: {
    take: 'take',
    takes: 'take',
    draft: 'take',
    pick: 'take',
    grab: 'take',
    steal: 'take',
    leave: 'idle',
    unused: 'idle',
    idle: 'idle',
    keep: 'idle',
    pass: 'idle',
    rotate: 'rotate',
    turn: 'rotate',
    twist: 'twist',
    diagonal: '',
    exchange: 'exchange',
    swap: 'exchange',
    switch: 'switch',
    superglue: 'glue',
    glue: 'glue',
    morph: 'morph',
    base: 'base',
    run: 'run',
    move: 'move',
    go: 'move',
    walk: 'move',
    give: 'give',
    end: 'done',
    done: 'done',
    stop: 'done',
    finish: 'done',
    movement: '',
    discard: 'discard',
    drop: 'discard',
    with: 'with',
    at: 'at',
    on: 'at',
    of: 'of',
    from: 'of',
    to: 'to',
    by: '',
    the: '',
    a: '',
    an: '',
    die: '',
    dice: '',
    tile: '',
    card: '',
    alien: '',
    my: '',
    your: '',
    quarter: 'quarter',
    quarters: 'quarter',
    once: 'once',
    twice: 'twice',
    thrice: 'thrice',
    clockwise: 'cw',
    cw: 'cw',
    anticlockwise: 'ccw',
    counterclockwise: 'ccw',
    ccw: 'ccw',
    green: 'green',
    g: 'green',
    purple: 'purple',
    p: 'purple',
    orange: 'orange',
    o: 'orange',
    up: 'up',
    north: 'up',
    above: 'up',
    right: 'right',
    east: 'right',
    down: 'down',
    south: 'down',
    below: 'down',
    left: 'left',
    west: 'left',
    here: 'here',
    out: 'out',
    exit: 'out',
    home: 'home',
    enter: 'home',
    in: 'home',
    ufo: '',
    datapad: 'pad',
    pad: 'pad',
    relic: 'relic',
    upleft: 'upleft',
    upright: 'upright',
    downleft: 'downleft',
    downright: 'downright',
  },
  phrases: [
    [/\b(up|upper|top)[\s-]+left\b|\bleft[\s-]+(above|up)\b|\bnorth[\s-]?west\b/g, 'upleft'],
    [/\b(up|upper|top)[\s-]+right\b|\bright[\s-]+(above|up)\b|\bnorth[\s-]?east\b/g, 'upright'],
    [/\b(down|lower|bottom)[\s-]+left\b|\bleft[\s-]+(below|down)\b|\bsouth[\s-]?west\b/g, 'downleft'],
    [/\b(down|lower|bottom)[\s-]+right\b|\bright[\s-]+(below|down)\b|\bsouth[\s-]?east\b/g, 'downright'],
    [/\banti[\s-]clockwise\b|\bcounter[\s-]clockwise\b/g, 'ccw'],
    [/\bmove die\b/g, 'move'],
  ],
};
