/**
 * The games the client knows: the shared registry. The client uses a game for
 * its metadata, `describe` (announcements), `text` (action names, typed moves)
 * and, in hot-seat play and replays only, its rules.
 */
import type { AnyGame, GameEvent, Locale } from '@daedalus/core';
import { games } from '@daedalus/games';
import { showFixtures } from './fixtures.ts';

/** The games to list: real games, then (for tests only) engine fixtures. */
export function allGames(): AnyGame[] {
  return [...games.values()]
    .filter((g) => g.meta.kind !== 'fixture' || showFixtures())
    .sort((a, b) => Number(a.meta.kind === 'fixture') - Number(b.meta.kind === 'fixture'));
}

export function gameById(id: string): AnyGame | undefined {
  return games.get(id);
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
