/**
 * The computer players of every registered game: `random` for all, then each game's
 * own bots from its bundle, weakest first.
 */
import {
  type AnyGame,
  type BotGameOptions,
  type BotLevel,
  findLevel,
  levelsOf,
  type PlayoutResult,
  playBots as playWith,
  type Result,
  type RuleError,
} from '@daedalus/core';
import { bundleOf } from '@daedalus/games';

const ownBots = (game: AnyGame) => bundleOf(game.meta.id)?.bots ?? [];

/** Every level available for a game, weakest first; `random` is always there. */
export function botLevels(game: AnyGame): BotLevel[] {
  return levelsOf(ownBots(game));
}

export function findBot(game: AnyGame, level?: string): BotLevel | undefined {
  return findLevel(ownBots(game), level);
}

/** Plays a game between the registered bots of the game (see core's `playBots`). */
export function playBots(
  game: AnyGame,
  opts: Omit<BotGameOptions, 'bots'>,
): Result<PlayoutResult, RuleError> {
  return playWith(game, { ...opts, bots: ownBots(game) });
}
