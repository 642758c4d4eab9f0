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

/** The games for players (test fixtures excluded). */
export function playableGames(): AnyGame[] {
  return bundles.filter((b) => b.game.meta.kind !== 'fixture').map((b) => b.game);
}

export function findGame(id: string): AnyGame | undefined {
  return games.get(id);
}

export function gameIds(): string[] {
  return [...games.keys()];
}

const words = (game: AnyGame, locale: Locale) => bundleOf(game.meta.id)?.words[locale];

/** A game's name in `locale` (from its bundle's words). */
export function gameName(game: AnyGame, locale: Locale): string {
  return words(game, locale)?.name ?? game.meta.name;
}

/** A game's summary in `locale`. */
export function gameSummary(game: AnyGame, locale: Locale): string {
  return words(game, locale)?.summary ?? game.meta.summary;
}

/** How to play a game, in `locale` (empty where its bundle has none). */
export function howToPlay(game: AnyGame, locale: Locale): string {
  return words(game, locale)?.howToPlay ?? '';
}

export { LEVEL_WORDS, levelName } from './levels.ts';
