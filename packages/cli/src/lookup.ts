import type { AnyGame } from '@daedalus/core';
import { findGame, gameIds } from '@daedalus/games';
import { CliError } from './errors.ts';

export function requireGame(id: string): AnyGame {
  const game = findGame(id);
  if (!game)
    throw new CliError(`Unknown game "${id}". Games: ${gameIds().join(', ')} (see: daedalus games).`);
  return game;
}
