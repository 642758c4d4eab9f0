import type { AnyGame } from '@daedalus/core';
import { type BotSpec, randomBot } from './bot.ts';
import { labyrinthBot } from './labyrinth/index.ts';
import { shiftingMazeBot } from './shifting-maze/index.ts';

/** Game-specific bots, strongest last. Games without their own bot play with `randomBot`. */
const specs: readonly BotSpec[] = [shiftingMazeBot, labyrinthBot];

export interface BotLevel {
  readonly level: string;
  readonly spec: BotSpec;
}

/** Every level available for a game, weakest first; `random` is always there. */
export function botLevels(game: AnyGame): BotLevel[] {
  const own = specs
    .filter((s) => s.game === game.meta.id)
    .flatMap((spec) => spec.levels.map((level) => ({ level, spec })));
  return [{ level: 'random', spec: randomBot }, ...own];
}

export function findBot(game: AnyGame, level?: string): BotLevel | undefined {
  const levels = botLevels(game);
  return level === undefined ? levels[levels.length - 1] : levels.find((l) => l.level === level);
}
