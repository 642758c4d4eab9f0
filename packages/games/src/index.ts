/**
 * Every game Daedalus offers, by id. A game added here plays in the CLI, on the
 * server and in the web client without changes to them.
 */
import type { AnyGame } from '@daedalus/core';
import { labyrinth } from '@daedalus/labyrinth';
import { shiftingMaze } from '@daedalus/shifting-maze';
import { hunt } from '@daedalus/testkit/fixtures';

const all: readonly AnyGame[] = [hunt, labyrinth, shiftingMaze];

export const games: ReadonlyMap<string, AnyGame> = new Map(all.map((g) => [g.meta.id, g]));

/** The games for players (test fixtures excluded). */
export function playableGames(): AnyGame[] {
  return all.filter((g) => g.meta.kind !== 'fixture');
}

export function findGame(id: string): AnyGame | undefined {
  return games.get(id);
}

export function gameIds(): string[] {
  return [...games.keys()];
}
