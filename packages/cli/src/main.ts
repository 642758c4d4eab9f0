/**
 * `daedalus`: one command for what a terminal user wants. Every subcommand has
 * --help; a bad argument is one clear line on stderr and a non-zero exit.
 */
import { randomBytes } from 'node:crypto';
import type { Locale, PlayoutResult } from '@daedalus/core';
import { LIMITS } from '@daedalus/protocol';
import { Command, CommanderError, Option } from 'commander';
import product from '../../../package.json' with { type: 'json' };
import { arena, formatArena } from './commands/arena.ts';
import { listGames } from './commands/games.ts';
import { parseSeats, playTerminal } from './commands/play.ts';
import { replayFile } from './commands/replay.ts';
import { runScenario } from './commands/scenario.ts';
import { formatSummary, simulate } from './commands/sim.ts';
import { CliError, jsonArg, positiveInt } from './errors.ts';
import { checkFolderOf, writeText } from './files.ts';
import { playersFor, withGameFlags } from './game-flags.ts';
import { requireGame } from './lookup.ts';
import { reflow } from './reflow.ts';
import { terminalWords } from './words.ts';

export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Interactive input and raw output (default: the process's stdin/stdout). */
  input?: NodeJS.ReadableStream;
  write?: (text: string) => void;
}

const defaultIo: Io = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** Narrower than this, lines are left to the terminal. */
const MIN_COLUMNS = 30;

/** What a game at this terminal prints: to `io`'s writer, or to a terminal as wide as it is now. */
const gameWriter =
  (io: Io) =>
  (text: string): void => {
    if (io.write) io.write(text);
    else {
      const columns = process.stdout.isTTY ? process.stdout.columns : 0;
      process.stdout.write(columns >= MIN_COLUMNS ? reflow(text, columns) : text);
    }
  };

/** Writes a game's record for `--save` and says where it went and how to replay it (in the game's language). */
function saveRecord(path: string, record: unknown, say: (line: string) => void, locale: Locale = 'en'): void {
  writeText(path, `${JSON.stringify(record, null, 2)}\n`, '--save: ');
  say(terminalWords(locale).recordSaved(path));
}

/** `--games` and `--seed`: how many games a command plays, and the seed of the first. */
function gameCount(command: Command, seed: string): Command {
  return command
    .addOption(
      new Option('-n, --games <n>', 'number of games')
        .default(100)
        .argParser(positiveInt('--games', 1, 1_000_000)),
    )
    .option('-s, --seed <seed>', 'seed of the first game (game i uses <seed>:i)', seed);
}

/**
 * `--seat`: a seat's number as the terminal and the web show it ("seat 2", "Player 2": 1 is the
 * first), turned into the table's index (0 is the first). `--seat 0` was once documented as the
 * first seat, and stays so for the commands written then.
 */
function seatIndex(raw: string): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || n > LIMITS.maxSeats)
    throw new CliError(`--seat must be a seat's number from 1 to ${LIMITS.maxSeats}, not "${raw}".`);
  return Math.max(0, n - 1);
}

/** `--options`, `--preset` and `--max-actions`: the rules of the games a command plays. */
function gameRules(command: Command): Command {
  return command
    .addOption(new Option('--options <json>', 'game options as JSON').argParser(jsonArg('--options')))
    .option('--preset <name>', 'a named option preset of the game')
    .addOption(
      new Option('--max-actions <n>', 'stop a game after this many actions')
        .default(20_000)
        .argParser(positiveInt('--max-actions')),
    );
}

export function buildProgram(io: Io = defaultIo): Command {
  const program = new Command('daedalus')
    .description('Daedalus: labyrinth board games in the terminal, on a server and in the browser.')
    .version(product.version, '-V, --version', 'print the version of Daedalus')
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) })
    .exitOverride();

  program
    .command('games')
    .description('List the games, their player counts, presets and computer players.')
    .option('--json', 'print as JSON')
    .option('--all', 'also list the test games that exercise the engine')
    .action((opts: { json?: boolean; all?: boolean }) => listGames(opts, io.out));

  const sim = program
    .command('sim')
    .description('Simulate games between computer players and summarise them.')
    .argument('<game>', 'game id (see: daedalus games)');
  gameCount(sim, 'sim')
    .addOption(
      new Option('-p, --players <n>', 'players per game (default: the minimum)').argParser(
        positiveInt('--players', 1, 64),
      ),
    )
    .option(
      '-b, --bots <levels>',
      'bot level for every seat, or a comma-separated level per seat (default: random)',
    );
  gameRules(sim)
    .option('--save <file>', "write the last game's record as JSON (replay it with: daedalus replay <file>)")
    .option('--json', 'print the summary as JSON')
    .action((gameId: string, opts) => {
      if (opts.save) checkFolderOf(opts.save, '--save: ');
      let last: PlayoutResult | undefined;
      const summary = simulate(gameId, {
        games: opts.games,
        seed: opts.seed,
        players: opts.players,
        bots: opts.bots ?? 'random',
        options: opts.options,
        preset: opts.preset,
        maxActions: opts.maxActions,
        onGame: (result) => {
          last = result;
        },
      });
      // Only the kept game's states are hashed (a summary needs no hashes).
      if (opts.json) io.out(JSON.stringify(summary, null, 2));
      else for (const line of formatSummary(summary)) io.out(line);
      if (opts.save && last) saveRecord(opts.save, last.record, opts.json ? io.err : io.out);
    });

  const arenaCommand = program
    .command('arena')
    .description(
      'Play computer players against each other, seats rotated: win rates with 95% confidence intervals, speed, ratings.',
    )
    .argument('<game>', 'game id (see: daedalus games)')
    .requiredOption('--players <levels>', 'comma-separated levels, one per seat, e.g. normal,strong');
  gameCount(arenaCommand, 'arena')
    .option('--ratings <file>', 'keep Glicko-2 ratings in this JSON file across runs (created if missing)')
    .addOption(
      new Option(
        '--ms <n>',
        'time budget per decision of the search levels, in ms (results then vary)',
      ).argParser(positiveInt('--ms', 1, 600_000)),
    )
    .addOption(
      new Option('--iterations <n>', 'iterations per decision of the search levels').argParser(
        positiveInt('--iterations', 1, 100_000_000),
      ),
    );
  gameRules(arenaCommand)
    .option('--json', 'print the summary as JSON')
    .action((gameId: string, opts) => {
      const summary = arena(gameId, {
        players: opts.players,
        games: opts.games,
        seed: opts.seed,
        options: opts.options,
        preset: opts.preset,
        maxActions: opts.maxActions,
        ms: opts.ms,
        iterations: opts.iterations,
        ratings: opts.ratings,
      });
      if (opts.json) io.out(JSON.stringify(summary, null, 2));
      else for (const line of formatArena(summary)) io.out(line);
    });

  program
    .command('replay')
    .description('Re-run a game record from its seed and verify every step hash.')
    .argument('<record>', 'a match record JSON file (from the server, the web client or sim --save)')
    .option('--actions', 'list every action')
    .addOption(
      new Option('--lang <locale>', 'language of the actions, the seats and the outcome')
        .choices(['en', 'de', 'ru'])
        .default('en'),
    )
    .action((path: string, opts: { actions?: boolean; lang: Locale }) => {
      const report = replayFile(path, { events: opts.actions ?? false, locale: opts.lang });
      const said = terminalWords(opts.lang).replayed;
      for (const line of report.events) io.out(line);
      io.out(said.verified(report.name, report.actions));
      io.out(said.outcome(report.outcome));
      io.out(said.finalHash(report.hash));
    });

  program
    .command('scenario')
    .description(
      'Start from an exact position, apply moves (in words or JSON) and print events and states as JSON.',
    )
    .argument(
      '<file>',
      'a scenario JSON file: { game, setup | position, moves: [{ seat, move }] } (see docs/engine.md)',
    )
    .action((path: string) => {
      io.out(JSON.stringify(runScenario(path), null, 2));
    });

  program
    .command('play')
    .description(
      'Play at this terminal: humans take turns at the keyboard, computer players fill the other seats; with --server, at a table on a Daedalus server.',
    )
    .argument('<game>', 'game id (see: daedalus games)')
    .option('--seats <list>', 'comma-separated seats: human or bot[:level], e.g. human,human,bot:random')
    .addOption(
      new Option(
        '-p, --players <n>',
        'players, when --seats is not given: you and computer players',
      ).argParser(positiveInt('--players', 1, 64)),
    )
    .option(
      '-s, --seed <seed>',
      "seed of the game (default: a random one, printed; with --server it is mixed with the server's own secret)",
    )
    .addOption(new Option('--options <json>', 'game options as JSON').argParser(jsonArg('--options')))
    .option('--preset <name>', 'a named option preset of the game')
    .option('--mode <mode>', "the game's mode, for games that have modes (slugs: defence, duel or escort)")
    .option(
      '--level <file>',
      'a level file, for games that have levels (slugs: the text format of docs/games/slugs.md)',
    )
    .addOption(
      new Option('--lang <locale>', "language of the game and of the terminal's prompts")
        .choices(['en', 'de', 'ru'])
        .default('en'),
    )
    .option('--save <file>', "write the game's record as JSON at the end")
    .option('--server <url>', 'play at a table on a Daedalus server (e.g. http://localhost:2567)')
    .option('--table <id>', 'with --server: join this table (without it, a new table is created)')
    .option('--invite <code>', "with --server: a private table's invite code")
    .addOption(
      new Option(
        '--seat <n>',
        'with --server: the seat to take, counted from 1 as the table lists them (0 is the first seat too, as it once was)',
      ).argParser(seatIndex),
    )
    .option('--name <name>', 'with --server: your name at the table')
    .option('--token <token>', 'with --server and --table: come back to your seat')
    .option('--watch', 'with --server and --table: watch the game')
    .option('--private', 'with --server: the new table is private (joined with its invite code)')
    .addOption(
      new Option(
        '--clock <seconds>',
        "with --server: the new table's move clock, seconds a decision (a player out of time has a move made for them)",
      ).argParser(positiveInt('--clock', 1, LIMITS.maxMoveSeconds)),
    )
    .action(async (gameId: string, opts) => {
      const game = requireGame(gameId);
      if (opts.save) checkFolderOf(opts.save, '--save: ');
      const flags = { mode: opts.mode, level: opts.level };
      opts.options = withGameFlags(game, opts.options, flags);
      if (opts.server !== undefined) {
        // Loaded when needed: the network client is most of the command's start-up time.
        const { playRemote } = await import('./commands/remote.ts');
        await playRemote({
          game,
          server: opts.server,
          table: opts.table,
          invite: opts.invite,
          seat: opts.seat,
          name: opts.name,
          token: opts.token,
          watch: opts.watch,
          seats: opts.seats
            ? parseSeats(opts.seats)
            : opts.players !== undefined
              ? [
                  { kind: 'human' as const },
                  ...Array.from({ length: opts.players - 1 }, () => ({
                    kind: 'bot' as const,
                    level: undefined,
                  })),
                ]
              : undefined,
          options: opts.options,
          preset: opts.preset,
          seed: opts.seed,
          visibility: opts.private ? 'private' : undefined,
          moveSeconds: opts.clock,
          locale: opts.lang,
          input: io.input ?? process.stdin,
          ...(io.input === undefined ? { output: process.stdout } : {}),
          write: gameWriter(io),
          onRecord: (record) => {
            if (opts.save) saveRecord(opts.save, record, io.out, opts.lang);
          },
        });
        return;
      }
      for (const flag of ['table', 'invite', 'seat', 'name', 'token', 'watch', 'private', 'clock'] as const)
        if (opts[flag] !== undefined)
          throw new CliError(`--${flag} is for playing on a server: add --server <url>.`);
      const seats = opts.seats
        ? parseSeats(opts.seats)
        : [
            { kind: 'human' as const },
            ...Array.from(
              {
                length:
                  (opts.players ??
                    playersFor(
                      game,
                      opts.options,
                      opts.preset,
                      Math.max(game.meta.minPlayers, Math.min(2, game.meta.maxPlayers)),
                      flags,
                    )) - 1,
              },
              () => ({
                kind: 'bot' as const,
                level: undefined,
              }),
            ),
          ];
      const seed = opts.seed ?? randomBytes(6).toString('hex');
      if (!opts.seed) io.out(`(seed ${seed})`);
      await playTerminal({
        game,
        seats,
        seed,
        options: opts.options,
        preset: opts.preset,
        locale: opts.lang,
        input: io.input ?? process.stdin,
        ...(io.input === undefined ? { output: process.stdout } : {}),
        write: gameWriter(io),
        clearScreen: Boolean(process.stdout.isTTY) && io.input === undefined,
        onRecord: (record) => {
          if (opts.save) saveRecord(opts.save, record, io.out, opts.lang);
        },
      });
    });

  return program;
}

/** Runs the command line; returns the exit code. */
export async function main(argv: readonly string[], io: Io = defaultIo): Promise<number> {
  const program = buildProgram(io);
  try {
    await program.parseAsync(argv as string[]);
    return 0;
  } catch (e) {
    if (e instanceof CommanderError) {
      // Help and version exit with 0; usage errors (printed by commander) with 2, as ours do.
      return e.exitCode === 0 ? 0 : 2;
    }
    if (e instanceof CliError) {
      io.err(`daedalus: ${e.message}`);
      return e.exitCode;
    }
    throw e;
  }
}
