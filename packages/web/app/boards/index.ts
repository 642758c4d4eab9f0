/**
 * The board drawn for each game, one line per game: a file of its own, loaded when a page first
 * shows that game (with the game's package it draws). Games without one use the text board.
 */
import { onDemand } from '../on-demand.ts';
import type { BoardModule } from '../play/types.ts';
import { textBoard } from './TextBoard.tsx';

const BOARDS: Readonly<Record<string, () => Promise<BoardModule>>> = {
  hunt: () => import('./HuntBoard.tsx').then((m) => m.huntBoard as BoardModule),
  labyrinth: () => import('./LabyrinthBoard.tsx').then((m) => m.labyrinthBoard as BoardModule),
  'shifting-maze': () => import('./ShiftingMazeBoard.tsx').then((m) => m.shiftingMazeBoard as BoardModule),
  'space-maze': () => import('./SpaceMazeBoard.tsx').then((m) => m.spaceMazeBoard as BoardModule),
  slugs: () => import('./SlugsBoard.tsx').then((m) => m.slugsBoard as BoardModule),
  temple: () => import('./TempleBoard.tsx').then((m) => m.templeBoard as BoardModule),
};

const boards = onDemand((id) => (Object.hasOwn(BOARDS, id) ? BOARDS[id]!() : Promise.resolve(textBoard)));

/** A game's board, loaded on first use. */
export const loadBoard = (gameId: string): Promise<BoardModule> => boards.load(gameId);

/**
 * A game's board, for a component: suspends until it has loaded (`onDemand`; like React's
 * `use`, it may be called after a condition).
 */
export const readBoard = (gameId: string): BoardModule => boards.read(gameId);
