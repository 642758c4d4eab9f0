/**
 * Shifting Maze in English: the game's words, its events, its commands, the terminal
 * board and the parser's answers (the parser's own command words are English).
 */
import type { Direction, GameWords, Point } from '@daedalus/core';
import { tileKind } from '../rules/tiles.ts';
import type { BoardWords, CommandErrors, ObjectAction, SmLanguage } from '../text/language.ts';
import { cellName, columnName, rowName, slideDirection } from '../text/places.ts';
import { defenderLetter } from '../text/render.ts';
import { shortCommand } from '../text/short-command.ts';
import type { Agent, Item, MazeEvent, SmAction, SmEvent, Threat } from '../types.ts';

/** "1 main action", "3 main actions". */
const mainActions = (n: number): string => `${n} main action${n === 1 ? '' : 's'}`;
const words: GameWords = {
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

const where = (p: Point | undefined): string => (p ? cellName(p) : '?');
const player = (seat: number | undefined): string => `Player ${(seat ?? 0) + 1}`;
/** "The Challenger of Player 1", never "Player 1's": the web adds the name after the number, "Player 1 (Tess)". */
const challenger = (seat: number | undefined): string => `the Challenger of ${player(seat)}`;
const Challenger = (seat: number | undefined): string => `The Challenger of ${player(seat)}`;
/** Defenders by their letter on the board: "Defender A". */
const guard = (id: number | undefined): string => `Defender ${defenderLetter(id ?? 1)}`;
const COMPASS: Record<Direction, string> = { up: 'north', right: 'east', down: 'south', left: 'west' };

function agentName(a: Agent | undefined): string {
  if (!a) return 'Someone';
  if ('seat' in a) return player(a.seat);
  if ('defender' in a) return guard(a.defender);
  return 'The maze';
}

const TILE_NAMES = {
  four: 'a four-door cube',
  three: 'a three-door cube',
  corner: 'a corner cube',
  straight: 'a straight cube',
  'dead-end': 'a dead-end cube',
} as const;

/** "a three-door cube", "a corner cube"… */
const tileName = (doors: number): string => TILE_NAMES[tileKind(doors)];

function itemName(i: Item | undefined): string {
  if (!i) return 'an object';
  return i.kind === 'key' ? 'a Key' : `a Battery Pack (${i.pp} PP)`;
}

function mazeEventName(e: MazeEvent | undefined): string {
  if (!e) return 'a maze event';
  switch (e.kind) {
    case 'special':
      return `Special Action at ${where(e.at)}`;
    case 'rotate':
      return `rotate the cube at ${where(e.at)} clockwise ${e.turns === 1 ? 'once' : e.turns === 2 ? 'twice' : 'three times'}`;
    case 'slide':
      return `slide ${e.axis === 'x' ? `row ${rowName(e.line)}` : `column ${columnName(e.line)}`} one step ${COMPASS[slideDirection(e)]}`;
    case 'z':
      return `the cube at ${where(e.at)} ${e.delta > 0 ? 'rises' : 'sinks'} out of the level (Z)`;
  }
}

function threatName(t: Threat | undefined): string {
  if (!t) return 'danger';
  if (t.kind === 'defender') return guard(t.defender);
  if (t.cause === 'destroy') return `its cube at ${where(t.at)} being destroyed`;
  return t.cause === 'z'
    ? `its cube leaving the level (Z slide) at ${where(t.at)}`
    : `its cube being pushed off the maze at ${where(t.at)}`;
}

const NO_EFFECT: Record<string, string> = {
  'enough-defenders': 'there are enough Defenders in the maze',
  'destroyed-cube': 'a Destroyed Cube lies there',
  'bag-empty': 'the tile bag is empty',
  unrevealed: 'no cube is revealed there yet',
};

const pp = (e: SmEvent): string => (e.cost !== undefined ? ` (${e.cost} PP, ${e.pp} left)` : '');

function describe(e: SmEvent): string {
  switch (e.type) {
    case 'turn/started':
      return `The turn of ${player(e.seat)} begins.`;
    case 'turn/skipped':
      return `${Challenger(e.seat)} is stunned and misses this turn.`;
    case 'turn/ended':
      return `${player(e.seat)} ends the turn.`;
    case 'maze/event':
      return `Maze Event: ${mazeEventName(e.event)}.`;
    case 'maze/no-effect':
      return `The maze event (${mazeEventName(e.event)}) has no effect: ${NO_EFFECT[e.cause ?? ''] ?? 'nothing is there'}.`;
    case 'maze/revealed':
      return `${agentName(e.by)} reveals ${e.doors ? tileName(e.doors) : 'a cube'} at ${where(e.at)}${e.item ? ` holding ${itemName(e.item)}` : ''}.`;
    case 'maze/rotated':
      return `${agentName(e.by)} rotates the cube at ${where(e.at)} ${(e.turns ?? 1) < 0 ? 'anticlockwise' : 'clockwise'}${Math.abs(e.turns ?? 1) > 1 ? ` ${Math.abs(e.turns ?? 1)} times` : ''}${pp(e)}.`;
    case 'maze/slid': {
      const lost = e.lost;
      const line =
        e.event?.kind === 'slide'
          ? `${e.event.axis === 'x' ? `Row ${rowName(e.event.line)}` : `Column ${columnName(e.event.line)}`} slides one step ${COMPASS[slideDirection(e.event)]}`
          : 'The maze slides';
      const what = lost?.doors
        ? `the cube at ${where(lost.at)} is pushed off the edge and lost${lost.items ? ' with what lay in it' : ''}`
        : `nothing falls off at ${where(lost?.at)}`;
      return `${line}: ${what}.`;
    }
    case 'maze/removed':
      return `The cube at ${where(e.at)} leaves the level and is replaced by a Destroyed Cube.`;
    case 'maze/destroyed':
      return `${agentName(e.by)} destroys the cube at ${where(e.at)}${pp(e)}.`;
    case 'defender/added':
      return `${guard(e.defender)} appears at ${where(e.at)}.`;
    case 'defender/moved':
      return `${guard(e.defender)} moves ${e.dir ? COMPASS[e.dir] : 'on'} to ${where(e.to)}${e.cause === 'chase' ? ', chasing a Challenger' : ''}.`;
    case 'defender/attacks':
      return `${guard(e.defender)} attacks ${(e.seats ?? []).map(player).join(' and ')} at ${where(e.at)}.`;
    case 'defender/stunned':
      return `${agentName(e.by)} stuns ${guard(e.defender)}${pp(e)}.`;
    case 'defender/skipped':
      return `${guard(e.defender)} is stunned and does not move.`;
    case 'defender/destroyed':
      return `${agentName(e.by)} destroys ${guard(e.defender)}${pp(e)}.`;
    case 'defender/lost':
      return `${guard(e.defender)} is lost with its cube at ${where(e.at)}.`;
    case 'challenger/entered':
      return `${Challenger(e.seat)} enters the maze at ${where(e.to)}.`;
    case 'challenger/moved':
      return e.cause === 'far'
        ? `${Challenger(e.seat)} reaches the far side.`
        : e.cause === 'start'
          ? `${Challenger(e.seat)} steps back into the start area.`
          : `${Challenger(e.seat)} moves ${e.dir ? COMPASS[e.dir] : 'on'} to ${where(e.to)}.`;
    case 'challenger/threatened':
      return `${Challenger(e.seat)} is threatened by ${threatName(e.threat)} and may react.`;
    case 'challenger/killed':
      return `${agentName(e.by)} kills ${challenger(e.seat)} at ${where(e.at)}.`;
    case 'challenger/lost':
      return `${Challenger(e.seat)} is lost with its cube at ${where(e.at)}.`;
    case 'challenger/stunned':
      return `${agentName(e.by)} stuns ${challenger(e.seat)}, who will miss a turn${pp(e)}.`;
    case 'challenger/respawned':
      return `A fresh Challenger for ${player(e.seat)} waits in the start area.`;
    case 'challenger/picked-up':
      return `${player(e.seat)} picks up ${itemName(e.item)}.`;
    case 'challenger/discarded':
      return `${player(e.seat)} puts down ${itemName(e.item)} at ${where(e.at)}.`;
    case 'challenger/battery':
      return `${player(e.seat)} uses a Battery Pack: +${e.amount} PP (now ${e.pp}).`;
    case 'challenger/escaped':
      return `${Challenger(e.seat)} escapes with the Key and wins!`;
    case 'reaction/ended':
      return e.safe
        ? `${Challenger(e.seat)} is safe (${mainActions(e.used ?? 0)} owed next turn).`
        : `${player(e.seat)} stops reacting.`;
    case 'game/draw':
      return `The turn limit (${e.turns}) is reached: the game is a draw.`;
  }
}

const TURN = { cw: 'clockwise', ccw: 'anticlockwise' } as const;

function command(a: SmAction): string {
  switch (a.type) {
    case 'move':
      return `move ${COMPASS[a.dir]}`;
    case 'investigate':
      return `investigate ${COMPASS[a.dir]}`;
    case 'rotate':
      return a.target === 'here'
        ? `rotate this cube ${TURN[a.turn]}`
        : `rotate the cube to the ${COMPASS[a.target]} ${TURN[a.turn]}`;
    case 'stunDefender':
      return `stun ${guard(a.defender)}`;
    case 'destroyDefender':
      return `destroy ${guard(a.defender)}`;
    case 'stunChallenger':
      return `stun Player ${a.seat + 1}`;
    case 'killChallenger':
      return `kill Player ${a.seat + 1}`;
    case 'destroyCube':
      return `destroy the cube to the ${COMPASS[a.dir]}`;
    default:
      // Objects, batteries and the end read as the parser's own words.
      return shortCommand(a);
  }
}

function objectCommand(a: ObjectAction, item: Item, from: number | undefined): string {
  if (a.type === 'discard') return `put down ${itemName(item)}`;
  if (a.type === 'useBattery') return `use ${itemName(item)}`;
  return `pick up ${itemName(item)}${from === undefined ? '' : ` from the body of Player ${from + 1}`}`;
}

const board: BoardWords = {
  far: 'far',
  legend: [
    'Legend: 1-4 Challengers, A B.. Defenders, x body, k Key, b Battery Pack, * several (listed below);',
    '        . unrevealed, ### Destroyed Cube, S start area (1> waiting there), <1 on the far side.',
  ],
  nothing: 'nothing',
  player: (seat) => `Player ${seat + 1}`,
  defender: (_id, letter) => `Defender ${letter}`,
  body: (seat) => `the body of Player ${seat + 1}`,
  item: itemName,
  where,
  dead: 'dead (returns next turn)',
  startArea: 'start area',
  farSide: (row) => `far side, row ${row}`,
  reaction: (r, letter) => {
    const t = r.threat;
    const danger =
      t.kind === 'defender'
        ? `Player ${r.seat + 1} is attacked by Defender ${letter}`
        : t.cause === 'destroy'
          ? `The cube of Player ${r.seat + 1} at ${where(t.at)} is about to be destroyed`
          : t.cause === 'z'
            ? `The cube of Player ${r.seat + 1} at ${where(t.at)} is about to leave the level (Z)`
            : `The cube of Player ${r.seat + 1} at ${where(t.at)} is about to be pushed off the maze`;
    return `${danger}: react until safe (main actions come off the next turn), or "end" to give up.`;
  },
  gameOver: (winner) =>
    winner === null ? 'Game over: a draw (turn limit).' : `Game over: Player ${winner + 1} escaped and wins.`,
  shutOut: (seat, cell, row) =>
    `Player ${seat + 1} cannot enter: the way in at ${cell} is a Destroyed Cube. Nothing to do but end the turn until a slide of row ${row} moves it away.`,
  toMove: (seat, mainLeft) => `Player ${seat + 1} to move: ${mainActions(mainLeft)} left.`,
  turn: (turns, turnCap, status) => `Turn ${turns + 1}/${turnCap}. ${status}`,
  pendingEvent: (e) => `Pending maze event: ${mazeEventName(e)}.`,
  stunned: 'stunned',
  owes: (n) => `owes ${mainActions(n)}`,
  challenger: (seat, you, place, pp, items, flags) =>
    `Player ${seat + 1}${you ? ' (you)' : ''}: ${place}, ${pp} PP, carries ${items}${flags ? `; ${flags}` : ''}.`,
  defenderAt: (_id, letter, at, stunned) =>
    `Defender ${letter} at ${where(at)}${stunned ? ', stunned' : ''}.`,
  shared: (at, names) => `* at ${where(at)}: ${names.join(', ')}.`,
  lying: (at, items) => `At ${where(at)}: ${items}.`,
  bodyAt: (at, index, seat, items) =>
    `At ${where(at)}: body ${index + 1} of Player ${seat + 1}, with ${items}.`,
  counts: (bag, lost, destroyed) => `Tile bag: ${bag} tiles. Lost: ${lost}. Destroyed: ${destroyed}.`,
};

const errors: CommandErrors = {
  empty: 'Type a command, e.g. "move right", "rotate cw" or "end".',
  needsDirection: (verb, what) => `"${verb}" needs ${what} (up, right, down or left).`,
  notDirection: (word) => `"${word}" is not a direction: expected up, right, down or left.`,
  needs: (verb, what) => `"${verb}" needs ${what}.`,
  notNumber: (word, what) => `"${word}" is not a number: expected ${what}.`,
  extra: (word, after) => `Did not expect "${word}" after "${after}".`,
  missingTurn: (after) => `Missing cw or ccw after "${after}".`,
  rotateNeeds: '"rotate" needs cw or ccw (and optionally a direction first).',
  badTurn: (turn, after) =>
    `${turn === undefined ? 'Missing cw or ccw' : `"${turn}" is not cw or ccw`} after "${after}".`,
  notKilled: 'Defenders are destroyed, not killed: "destroy defender N".',
  notDestroyed: 'Challengers are killed, not destroyed: "kill player N".',
  needsTarget: (verb) => `"${verb}" needs a target: defender N or player N.`,
  notTarget: (word) => `"${word}" is not a target: expected defender or player.`,
  unexpected: (word) => `"${word}" is unexpected: write "pick up N from body M".`,
  notCommand: (verb) =>
    `"${verb}" is not a command: expected move, investigate, rotate, stun, destroy, kill, pick up, discard, use battery or end.`,
  what: {
    direction: 'a direction',
    turnOrDirection: 'cw, ccw or a direction',
    directionOrDefender: 'a direction or "defender N"',
    defender: 'a Defender number or letter',
    player: 'a player number',
    objectOrKey: 'an object number or "key"',
    body: 'a body number',
    object: 'an object number',
    battery: 'the number of the Battery Pack',
  },
};

export const en: SmLanguage = {
  words,
  describe,
  command,
  objectCommand,
  // The parser's command words are English; the labels' longer words are read back to them.
  reading: {
    phrases: [
      [/\banti-?clockwise\b/g, 'ccw'],
      [/\bcounter-?clockwise\b/g, 'ccw'],
      [/\bclockwise\b/g, 'cw'],
      [/\bthis cube\b/g, 'here'],
      [/\bthe cube to the\b/g, ''],
      [/\bthe cube\b/g, ''],
    ],
    words: {},
  },
  board,
  errors,
};
