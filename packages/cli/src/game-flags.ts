/**
 * `--mode` and `--level <file>` for `daedalus play`: shorthands for a game's own `mode` and
 * `level` options (the Slug Labyrinth's: `daedalus play slugs --mode escort --level my.txt`),
 * offered to any game whose options have them. The level file's text becomes the `level`
 * option; the game checks it, and a bad one is refused with the game's sentence (which
 * names the line and column) and the file's name. When no seats are given, the number of
 * players is the first the game accepts with these options (a duel needs two, defence one).
 */
import { type AnyGame, parseOptions } from '@daedalus/core';
import { CliError } from './errors.ts';
import { readText } from './files.ts';

export interface GameFlags {
  readonly mode?: string;
  readonly level?: string;
}

/** The option keys a game's options schema has (its JSON Schema's properties). */
function optionKeys(game: AnyGame): Set<string> {
  const shape = (game.optionsSchema as unknown as { shape?: Record<string, unknown> }).shape;
  return new Set(shape ? Object.keys(shape) : []);
}

/** The options with `--mode` and `--level` folded in; a flag the game has no option for is refused. */
export function withGameFlags(game: AnyGame, options: unknown, flags: GameFlags): unknown {
  if (flags.mode === undefined && flags.level === undefined) return options;
  if (options !== undefined && (options === null || typeof options !== 'object' || Array.isArray(options)))
    throw new CliError('--options must be a JSON object.');
  const keys = optionKeys(game);
  const out: Record<string, unknown> = { ...(options as Record<string, unknown> | undefined) };
  if (flags.mode !== undefined) {
    if (!keys.has('mode')) throw new CliError(`--mode: ${game.meta.name} has no modes.`);
    out.mode = flags.mode;
    const checked = parseOptions(game, { mode: flags.mode });
    if (!checked.ok) {
      const modes = (checked.error.message.match(/"([^"]+)"/g) ?? []).map((m) => m.slice(1, -1));
      throw new CliError(
        `--mode must be one of ${modes.length ? modes.join(', ') : 'the game’s modes'}, not "${flags.mode}".`,
      );
    }
  }
  if (flags.level !== undefined) {
    if (!keys.has('level')) throw new CliError(`--level: ${game.meta.name} has no levels.`);
    out.level = readText(flags.level, '--level: ');
  }
  return out;
}

/**
 * The number of players for a game played without `--seats` or `--players`: `preferred` if
 * the game can start with it under these options, else the fewest it can start with. A level
 * file that no player count can start is refused here, with the game's sentence (its line and
 * column) and the file's name.
 */
export function playersFor(
  game: AnyGame,
  options: unknown,
  preset: string | undefined,
  preferred: number,
  flags: GameFlags = {},
): number {
  const parsed = parseOptions(game, options ?? {}, preset);
  if (!parsed.ok) return preferred;
  const counts = [preferred];
  for (let n = game.meta.minPlayers; n <= game.meta.maxPlayers; n++) if (n !== preferred) counts.push(n);
  let levelProblem: string | null = null;
  for (const players of counts) {
    const started = game.setup({ options: parsed.value, players, seed: 'players' });
    if (started.ok) return players;
    if (started.error.code.startsWith('level/')) levelProblem = started.error.message;
  }
  if (levelProblem !== null && flags.level !== undefined)
    throw new CliError(`--level ${flags.level}: ${levelProblem}`);
  return preferred;
}
