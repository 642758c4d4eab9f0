/**
 * A game a page plays or replays (a table, a replay, hot-seat play): its bundle and its board,
 * asked for at the same time rather than one after the other (each is a file of its own).
 */
import type { GameBundle } from '@daedalus/core';
import { isGameId } from '@daedalus/games/load';
import { loadBoard } from './boards/index.ts';
import { loadGame, useBundle } from './games.ts';

/** For a component: the game's bundle (as `useBundle`), its board loading beside it. */
export function useShownGame(id: string | undefined): GameBundle | undefined {
  if (id !== undefined && isGameId(id)) void loadBoard(id).catch(() => undefined);
  return useBundle(id);
}

/** The game's bundle once it and its board have loaded (undefined: no game has that id). */
export async function loadShownGame(id: string): Promise<GameBundle | undefined> {
  const [bundle] = await Promise.all([loadGame(id), loadBoard(id)]);
  return bundle;
}
