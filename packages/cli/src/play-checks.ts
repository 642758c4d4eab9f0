/**
 * What `sim` and `arena` are asked to play, checked before the first game: an unknown preset,
 * options the game refuses, a player count the options cannot start with, or a computer level
 * the game does not have is the user's mistake (one line, exit code 2), not a game that failed.
 */
import { type AnyGame, parseOptions } from '@daedalus/core';
import { bundleOf } from '@daedalus/games';
import { CliError } from './errors.ts';

/** Refuses options, a preset or a player count the game cannot start a game with. */
export function checkRules(
  game: AnyGame,
  options: unknown,
  preset: string | undefined,
  players: number,
): void {
  const parsed = parseOptions(game, options ?? {}, preset);
  if (!parsed.ok) throw new CliError(parsed.error.message);
  const started = game.setup({ options: parsed.value, players, seed: 'check' });
  if (!started.ok) throw new CliError(started.error.message);
}

/** The computer levels a game has, `random` first. */
export function levelsOf(game: AnyGame): string[] {
  return ['random', ...(bundleOf(game.meta.id)?.bots ?? []).flatMap((b) => b.levels)];
}

/** Refuses a level the game has no computer player for. */
export function checkLevels(game: AnyGame, levels: readonly (string | undefined)[]): void {
  const known = levelsOf(game);
  for (const level of levels)
    if (level !== undefined && !known.includes(level))
      throw new CliError(`${game.meta.id} has no computer level "${level}" (levels: ${known.join(', ')}).`);
}
