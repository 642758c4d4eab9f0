/**
 * The games' engines in the client. What pages show of a game without its engine comes with
 * them (`cards.ts`, `setups.ts`); a game's bundle — its rules, computer players and words — is
 * loaded when a page first plays or replays that game, once, and kept: a table downloads the
 * engine of its game, not every game's. The client uses a game for its metadata, `describe`
 * (announcements), `text` (action names, typed moves) and, in hot-seat play and replays only,
 * its rules.
 */
import type { AnyGame, GameBundle, GameEvent, Locale } from '@daedalus/core';
import { isGameId, loadBundle } from '@daedalus/games/load';
import { onDemand } from './on-demand.ts';

const bundles = onDemand(loadBundle);

/** A game's bundle, loaded on first use (undefined: no game has that id). */
export const loadGame = (id: string): Promise<GameBundle | undefined> => bundles.load(id);

/**
 * A game's bundle for a component: at once when it has loaded, else the page waits for it
 * (`onDemand`). Undefined: no id, or no game has that id.
 */
export function useBundle(id: string | undefined): GameBundle | undefined {
  return id !== undefined && isGameId(id) ? bundles.read(id) : undefined;
}

/** An event in words, or its type when the game has no wording for it. */
export function describeEvent(game: AnyGame, event: GameEvent, locale: Locale): string {
  try {
    const text = game.describe?.(event, locale);
    if (text) return text;
  } catch {
    // A game that cannot word an event still shows it by type.
  }
  return event.type;
}

export function formatAction(game: AnyGame, action: unknown, locale: Locale): string {
  try {
    const text = game.text?.formatAction(action, locale);
    if (text) return text;
  } catch {
    // fall through
  }
  return JSON.stringify(action);
}
