/**
 * A new game: the relic tile in the middle, the maze tiles shuffled round it in random
 * orientations (the datapad tiles on the places that put every player at the same distance from
 * a datapad), the UFOs at their corners with all aliens aboard, four cards dealt to each player,
 * and the first round's dice rolled.
 */
import { err, ok, Random, type Result, type RuleError, type Transition } from '@daedalus/core';
import { wordedError } from './lang/errors-en.ts';
import { cellAt, centreCell, sizeOf, startDocks } from './rules/board.ts';
import { ALL_CARDS, HAND_START } from './rules/deck.ts';
import { makeDice } from './rules/dice.ts';
import { beginRound } from './rules/rounds.ts';
import type { Ctx } from './rules/state.ts';
import { DATAPAD_TILES, MAZE_TILE_COUNT, RELIC_TILE } from './rules/tiles.ts';
import type { Placed, SmEvent, SmOptions, SmState, Team } from './types.ts';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

/**
 * The places of the datapad tiles. 5×5: the middle of each edge and the four tiles diagonally
 * next to the relic tile — two steps from every corner. 3×3: the middle of each edge, one step
 * from every corner.
 */
export function datapadCells(size: number): number[] {
  const pts =
    size === 3
      ? [
          [1, 0],
          [2, 1],
          [1, 2],
          [0, 1],
        ]
      : [
          [2, 0],
          [4, 2],
          [2, 4],
          [0, 2],
          [1, 1],
          [3, 1],
          [3, 3],
          [1, 3],
        ];
  return pts.map(([x, y]) => cellAt(size, { x: x!, y: y! }));
}

/** Shuffled tiles in random orientations, the datapad tiles on the datapad places. */
export function dealBoard(size: number, random: Random): Placed[] {
  const padCells = new Set(datapadCells(size));
  const centre = centreCell(size);
  const padTiles = random.shuffle(DATAPAD_TILES);
  const plain = random.shuffle(
    Array.from({ length: MAZE_TILE_COUNT }, (_, i) => i).filter((t) => !DATAPAD_TILES.includes(t)),
  );
  const board: Placed[] = [];
  for (let cell = 0; cell < size * size; cell++) {
    if (cell === centre) board.push({ tile: RELIC_TILE, turn: 0 });
    else board.push({ tile: (padCells.has(cell) ? padTiles : plain).pop()!, turn: random.int(4) });
  }
  return board;
}

const aboard = (): Team => ({
  green: { tile: null, pad: false },
  purple: { tile: null, pad: false },
  orange: { tile: null, pad: false },
});

export function setupGame(input: {
  options: SmOptions;
  players: number;
  seed: string;
}): Result<Transition<SmState, SmEvent>, RuleError> {
  const { options, players, seed } = input;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS)
    return err(wordedError('setup/players', MIN_PLAYERS, MAX_PLAYERS));
  const random = Random.fromSeed(seed);
  const size = sizeOf(options);
  const board = dealBoard(size, random);
  const deck = random.shuffle(ALL_CARDS);
  const hands = Array.from({ length: players }, () => deck.splice(deck.length - HAND_START, HAND_START));
  const s: SmState = {
    options,
    rng: random.state,
    players,
    board,
    ufos: startDocks(size, players),
    aliens: Array.from({ length: players }, aboard),
    relic: { tile: RELIC_TILE },
    glued: false,
    tokens: new Array(players).fill(0),
    deck,
    hands,
    discard: [],
    dice: makeDice(players),
    panels: Array.from({ length: players }, () => ({ move: null, cards: [], idle: [] })),
    round: 1,
    start: options.startPlayer === 'random' ? random.int(players) : 0,
    pick: 0,
    stage: { kind: 'take' },
    winner: null,
    reason: null,
  };
  const ctx: Ctx = { s, random: new Random(s.rng), events: [] };
  for (let seat = 0; seat < players; seat++) {
    ctx.events.push({ type: 'hand/dealt', audience: 'all', seat, count: HAND_START });
    ctx.events.push({
      type: 'hand/received',
      audience: { seats: [seat] },
      seat,
      cards: hands[seat]!.slice(),
    });
  }
  beginRound(ctx);
  return ok({ state: s, events: ctx.events });
}
