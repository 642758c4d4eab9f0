/**
 * Every game Daedalus offers, one line per game package: its id and how to load its bundle.
 * A game added here plays in the CLI, on the server and in the web client without changes to
 * them. The server and the command line load them all at once (`index.ts`); the web client
 * loads a game's bundle — its rules, computer players and words — only when a page needs that
 * game, so that the lobby and a table do not download every game's engine.
 */
import type { GameBundle } from '@daedalus/core';

export const loaders: Readonly<Record<string, () => Promise<GameBundle>>> = {
  hunt: () => import('@daedalus/testkit/fixtures').then((m) => m.huntBundle),
  labyrinth: () => import('@daedalus/labyrinth').then((m) => m.labyrinthBundle),
  'shifting-maze': () => import('@daedalus/shifting-maze').then((m) => m.shiftingMazeBundle),
  slugs: () => import('@daedalus/slugs').then((m) => m.slugsBundle),
  'space-maze': () => import('@daedalus/space-maze').then((m) => m.spaceMazeBundle),
  temple: () => import('@daedalus/temple').then((m) => m.templeBundle),
};

/** Whether a game has this id. */
export const isGameId = (id: string): boolean => Object.hasOwn(loaders, id);

/** A game's bundle (undefined: no game has that id). */
export function loadBundle(id: string): Promise<GameBundle | undefined> {
  return isGameId(id) ? loaders[id]!() : Promise.resolve(undefined);
}
