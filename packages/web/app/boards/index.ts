/** The board drawn for each game; games without one use the text board. */
import type { BoardModule } from '../play/types.ts';
import { huntBoard } from './HuntBoard.tsx';
import { labyrinthBoard } from './LabyrinthBoard.tsx';
import { shiftingMazeBoard } from './ShiftingMazeBoard.tsx';
import { slugsBoard } from './SlugsBoard.tsx';
import { spaceMazeBoard } from './SpaceMazeBoard.tsx';
import { templeBoard } from './TempleBoard.tsx';
import { textBoard } from './TextBoard.tsx';

const boards: Record<string, BoardModule> = {
  hunt: huntBoard as BoardModule,
  labyrinth: labyrinthBoard as BoardModule,
  'shifting-maze': shiftingMazeBoard as BoardModule,
  'space-maze': spaceMazeBoard as BoardModule,
  slugs: slugsBoard as BoardModule,
  temple: templeBoard as BoardModule,
};

export function boardFor(gameId: string): BoardModule {
  return boards[gameId] ?? textBoard;
}
