/** The Slug Labyrinth in English. */
import type { GameWords } from '@daedalus/core';
import { cellName } from '../cells.ts';
import type { Mode, SlugsEvent } from '../types.ts';
import { cellList, orList, type SlugsWords } from './words.ts';

const game: GameWords = {
  name: 'The Slug Labyrinth',
  summary:
    'Turn-based maze defence: wall the slugs’ way so that they crawl onto killing machines — alone, in a duel, or escorting a terrified hero through a campaign of rooms.',
  howToPlay:
    'Slugs crawl through the maze towards your base. Each turn you may place one wall, then every slug acts once: it decides a path (fewest walls to eat, then shortest), crawls one cell, or evaporates a wall in its way — that wall comes back to you two turns later. Slugs cannot see the killing machines: lead every slug onto one to win; one slug at your base loses. In a duel each player defends a base and can wall the other’s slugs too. In the escort you order walls (the more at once, the later they appear), untie the hero and keep the slugs from him while he finds the exit; he panics when he sees a slug.',
  options: {
    mode: {
      label: 'Mode',
      description:
        'Defence (alone against the slugs), duel (two players, each with a base and slugs) or escort (lead the hero through a campaign of rooms). Leave it unset to play what the level is for — defence alone, a duel with two.',
      choices: { defence: 'Defence', duel: 'Duel', escort: 'Escort' },
      unset: 'As the level says',
    },
    level: {
      label: 'Level',
      description:
        'A level by name (defence-1 to defence-6, duel-1 to duel-4, escort), "random" for a new level made from the game’s seed, or a level of your own pasted as text. Leave it empty for the first level of the mode.',
    },
    hidePaths: {
      label: 'Hide the slugs’ paths',
      description: 'The slugs’ planned paths are not shown: you must work out where they are going.',
    },
    turnLimit: {
      label: 'Turn limit',
      description: 'Turns a map (each room of a campaign) may last; after that the game ends in a draw.',
    },
  },
  presets: {
    taster: 'Taster (25 turns)',
    defence: 'Defence',
    duel: 'Duel',
    escort: 'Escort campaign',
    blind: 'Hidden paths',
    generated: 'Random level',
  },
};

const player = (seat: number | undefined): string => `player ${(seat ?? 0) + 1}`;
const Player = (seat: number | undefined): string => `Player ${(seat ?? 0) + 1}`;
const slug = (id: number | undefined): string => `Slug ${(id ?? 0) + 1}`;
const walls = (n: number): string => `${n} wall${n === 1 ? '' : 's'}`;
const name = (p: { x: number; y: number } | undefined): string => (p ? cellName(p) : '?');

function event(e: SlugsEvent, mode: Mode): string {
  switch (e.type) {
    case 'wall/placed':
      return `${Player(e.seat)} places a wall at ${name(e.at)}.`;
    case 'wall/ordered':
      return `${Player(e.seat)} orders ${walls(e.cells?.length ?? 0)} at ${cellList(e.cells, cellName)}; ${(e.cells?.length ?? 0) === 1 ? 'it appears' : 'they appear'} at the end of turn ${e.turn}.`;
    case 'wall/appeared':
      return `${(e.cells?.length ?? 0) === 1 ? 'A wall appears' : 'Walls appear'} at ${cellList(e.cells, cellName)}.`;
    case 'wall/blocked':
      return `The wall due at ${name(e.at)} cannot appear on someone standing there; it goes back to the stock.`;
    case 'wall/returned':
      return `${walls(e.count ?? 1)} come${(e.count ?? 1) === 1 ? 's' : ''} back to the stock of ${player(e.seat)}.`;
    case 'player/waited':
      return `${Player(e.seat)} waits.`;
    case 'hero/untied':
      return 'The hero is untied.';
    case 'slug/woke':
      return `${slug(e.slug)} wakes up at ${name(e.at)}.`;
    case 'slug/decided': {
      const way =
        e.length === undefined
          ? 'a path'
          : `a path of ${e.length} cell${e.length === 1 ? '' : 's'}${e.walls ? ` through ${walls(e.walls)}` : ''}`;
      return e.early
        ? `${slug(e.slug)} finds its way changed and decides again: ${way}.`
        : `${slug(e.slug)} decides on ${way}.`;
    }
    case 'slug/no-path':
      return `${slug(e.slug)} finds no way to the hero and waits.`;
    case 'slug/moved':
      return `${slug(e.slug)} crawls from ${name(e.from)} to ${name(e.to)}.`;
    case 'slug/evaporated':
      return `${slug(e.slug)} evaporates the wall at ${name(e.at)}; it goes back to ${player(e.seat)} at the end of turn ${e.turn}.`;
    case 'slug/killed':
      return `${slug(e.slug)} crawls onto the killing machine at ${name(e.at)} and dies.`;
    case 'slug/reached-base':
      return mode === 'duel'
        ? `${slug(e.slug)} reaches the base of ${player(e.seat)}!`
        : `${slug(e.slug)} reaches the base!`;
    case 'slug/caught-hero':
      return `${slug(e.slug)} catches the hero at ${name(e.at)}!`;
    case 'hero/moved':
      return e.reason === 'to-exit'
        ? `The hero walks to ${name(e.to)}, towards the exit.`
        : e.reason === 'fleeing'
          ? `The hero runs from the slug, to ${name(e.to)}.`
          : `The hero runs from where he last saw a slug, to ${name(e.to)}.`;
    case 'hero/stayed':
      return e.reason === 'lying'
        ? 'The hero lies on the floor and screams.'
        : e.reason === 'cornered'
          ? `The hero is cornered at ${name(e.at)}.`
          : e.reason === 'no-way-out'
            ? 'The hero finds no way to the exit and stays.'
            : 'The hero is too frightened to move.';
    case 'hero/stress':
      return `The hero’s stress ${(e.count ?? 0) > 0 ? 'rises' : 'falls'} to ${e.stress}.`;
    case 'room/left':
      return `The hero leaves ${e.name}.`;
    case 'room/entered':
      return e.room === 0 ? `${e.name}.` : `Room ${(e.room ?? 0) + 1}: ${e.name}.`;
    case 'game/over':
      return over(e.reason ?? '', e.winners ?? [], mode);
  }
}

function over(reason: string, winners: readonly number[], mode: Mode): string {
  switch (reason) {
    case 'all-slugs-dead':
      return mode === 'duel'
        ? `All the slugs of ${player(winners[0])} are dead: ${player(winners[0])} wins!`
        : 'Every slug is dead: you win!';
    case 'slug-reached-base':
      return mode === 'duel' ? `${Player(winners[0])} wins.` : 'A slug reached the base: the game is lost.';
    case 'hero-caught':
      return 'The hero was caught: the escort is lost.';
    case 'campaign-won':
      return 'The hero is out: the campaign is won!';
    default:
      return 'The turn limit is reached: a draw.';
  }
}

export const en: SlugsWords = {
  game,
  event,
  moves: { wall: 'wall at', walls: 'walls at', untie: 'untie', wait: 'wait' },
  board: {
    legend: [
      'Legend: # wall of the level, + wall of player 1 (or yours), = wall of player 2, o wall on its way,',
      '        X killing machine, A B bases, a b slugs hunting base A or B, h slug hunting the hero,',
      '        H the hero, E exit door, D entrance door, : a slug’s planned path, ? where the hero last saw a slug.',
    ],
    heading: (turn, limit, name, room, rooms) =>
      `Turn ${turn} of ${limit} · ${name}${rooms > 1 ? ` (room ${room + 1} of ${rooms})` : ''}`,
    owner: (seat, mode) =>
      mode === 'duel' ? `Player ${seat + 1} (base ${seat === 0 ? 'A' : 'B'})` : 'Walls',
    inStock: (n) => `${n} in stock`,
    comingBack: 'coming back: ',
    backAt: (count, turn) => `${count} at the end of turn ${turn}`,
    transit: (cells, turn) => `Walls on their way to ${cells}: they appear at the end of turn ${turn}`,
    slug: {
      head: (id, letter, cell) => `Slug ${id + 1} (${letter}) at ${cell}`,
      dead: (id) => `Slug ${id + 1}: dead`,
      asleep: (wakes) => `asleep, wakes on turn ${wakes}`,
      deciding: 'decides its path next',
      following: 'following its path',
      stepsLeft: (n) => `${n} step${n === 1 ? '' : 's'} before it decides again`,
      next: (cell) => `next ${cell}`,
      toEat: (n) => `${walls(n)} to eat`,
    },
    hero: {
      at: (cell) => `Hero at ${cell}`,
      tied: 'tied to his post',
      stress: (bar, n) => `stress ${bar} ${n}/5`,
      sees: 'sees a slug',
      seesNone: 'sees no slug',
      lastSaw: (cell) => `last saw one at ${cell}`,
      moods: {
        tied: 'waits to be untied',
        lying: 'lies on the floor screaming',
        'to-exit': 'heads for the exit',
        fleeing: 'runs from the slug',
        'fleeing-place': 'runs from where he saw it',
        frozen: 'too frightened to move',
      },
    },
    toAct: (seat, mode) => (mode === 'duel' ? `Player ${seat + 1} to play.` : 'Your turn.'),
    result: (r, mode) => over(r.reason, r.winners, mode),
    hiddenPaths: 'The slugs’ paths are hidden at this table.',
    shippedNotes: {},
    levelName: (name) => name,
  },
  typed: {
    wall: ['wall', 'walls', 'w', 'place', 'put'],
    untie: ['untie', 'u', 'free', 'release'],
    wait: ['wait', 'pass', 'skip', 'z'],
    at: ['at', 'on', 'in'],
  },
  parse: {
    empty: (moves) => `Type a move: ${moves}.`,
    unknown: (word, moves) => `"${word}" is not a move: type ${moves}.`,
    noCell: (word) => `"${word}" is not a cell: name a column letter and a row number, like c4.`,
    either: (moves) =>
      orList(
        moves.map((m) => `"${m}"`),
        'or',
      ),
  },
};
