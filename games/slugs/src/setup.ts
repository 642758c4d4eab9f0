/**
 * Setup: which levels to play (the `level` option: a shipped level or campaign by name,
 * `random` for one generated from the seed, or a level's text; none: the mode's first
 * shipped level), which mode (the `mode` option, else the level's, else by the number
 * of players: defence for one, a duel for two), and the first room on the board. The one
 * opening event announces the level (`room/entered`).
 */
import {
  err,
  ok,
  Random,
  type Result,
  type RuleError,
  type SetupInput,
  type Transition,
} from '@daedalus/core';
import { wordedError } from './lang/errors-en.ts';
import { generateFile, MAP_LAYOUTS } from './level/generate.ts';
import { defaultLevel, SHIPPED_NAMES, shippedLevel } from './level/shipped.ts';
import { type LevelFile, type Mode, seatsOf } from './level/types.ts';
import { parseLevelText } from './level/validate.ts';
import { freshState } from './rules/rooms.ts';
import { SLUGS_EDITION, type SlugsEvent, type SlugsOptions, type SlugsState } from './types.ts';

/** The levels the options name, for a table of `players`. */
export function levelsFor(
  options: SlugsOptions,
  players: number,
  random: Random,
  edition: number = SLUGS_EDITION,
): Result<{ mode: Mode; file: LevelFile }, RuleError> {
  const wanted: Mode | null = options.mode;
  const byPlayers: Mode = players === 2 ? 'duel' : 'defence';
  let file: LevelFile;
  const name = options.level?.trim() ?? null;
  if (name === null || name === '') file = defaultLevel(wanted ?? byPlayers);
  else if (name === 'random') file = generateFile(wanted ?? byPlayers, random, edition);
  else {
    const shipped = shippedLevel(name);
    if (shipped) file = shipped;
    else {
      const parsed = parseLevelText(options.level as string);
      if (!parsed.ok) {
        if (/^[a-z0-9-]+$/.test(name) && !/[ABHE]/.test(name))
          return err(wordedError('setup/unknown-level', name, SHIPPED_NAMES));
        return parsed;
      }
      file = parsed.value;
    }
  }
  const mode = file.rooms[0]!.mode;
  if (wanted !== null && wanted !== mode) return err(wordedError('setup/mode-mismatch', mode, wanted));
  return ok({ mode, file });
}

export function setup({
  options,
  players,
  seed,
  edition = SLUGS_EDITION,
}: SetupInput<SlugsOptions>): Result<Transition<SlugsState, SlugsEvent>, RuleError> {
  if (!Number.isInteger(players) || players < 1 || players > 2) return err(wordedError('setup/players'));
  if (MAP_LAYOUTS[edition] === undefined) return err(wordedError('setup/edition', edition));
  const random = Random.fromSeed(seed);
  const chosen = levelsFor(options, players, random, edition);
  if (!chosen.ok) return chosen;
  const { mode, file } = chosen.value;
  if (seatsOf(mode) !== players) return err(wordedError('setup/players#mode', mode, players));
  const s = freshState(options, mode, file, random.state);
  const first = file.rooms[0]!;
  const events: SlugsEvent[] = [{ type: 'room/entered', audience: 'all', room: 0, name: first.name }];
  return ok({ state: s, events });
}
