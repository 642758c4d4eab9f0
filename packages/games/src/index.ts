/**
 * Every game Daedalus offers, loaded (the list is `load.ts`: one line per game package). A
 * game added there plays in the CLI, on the server and in the web client without changes to
 * them.
 */
import type { AnyGame, GameBundle, Locale } from '@daedalus/core';
import { loaders } from './load.ts';

export const bundles: readonly GameBundle[] = await Promise.all(Object.values(loaders).map((load) => load()));

const byId: ReadonlyMap<string, GameBundle> = new Map(bundles.map((b) => [b.game.meta.id, b]));

export const games: ReadonlyMap<string, AnyGame> = new Map(bundles.map((b) => [b.game.meta.id, b.game]));

export function bundleOf(id: string): GameBundle | undefined {
  return byId.get(id);
}

export function findGame(id: string): AnyGame | undefined {
  return games.get(id);
}

export function gameIds(): string[] {
  return [...games.keys()];
}

/** A game's name in `locale` (from its bundle's words). */
export function gameName(game: AnyGame, locale: Locale): string {
  return bundleOf(game.meta.id)?.words[locale].name ?? game.meta.name;
}

export { LEVEL_WORDS, levelName } from './levels.ts';
