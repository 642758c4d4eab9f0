/**
 * Play at a table on a Daedalus server from the terminal: create a table (you in
 * the first human seat, computer players in the others) or join one, take a seat,
 * resume it with its token, or watch. The server is the referee: it sends this
 * seat's view, the events it may hear and its legal actions; the game's own text
 * functions (from the local registry) put them into words (`remote-session.ts`). The
 * connection comes back by itself after a drop (the seat token and the last state id seen),
 * and a refused action is one line, after which play goes on.
 */

import type { AnyGame, Locale } from '@daedalus/core';
import { gameName } from '@daedalus/games';
import { type CreateTableRequest, explainWireError, type TableInfo } from '@daedalus/protocol';
import { DaedalusClient, DaedalusError, type TableConnection } from '@daedalus/protocol/client';
import { CliError } from '../errors.ts';
import { terminalWords } from '../words.ts';
import type { SeatSpec } from './play.ts';
import { RemoteSession, type SessionOptions } from './remote-session.ts';

/** What `daedalus play --server` is given: the table to create or join, and the session's own options. */
export interface RemoteOptions extends SessionOptions {
  /** The server's address, e.g. http://localhost:2567. */
  server: string;
  /** Join this table; without it a table is created. */
  table?: string;
  invite?: string;
  /**
   * The seat to take, as the table counts them (0 is the first player; `--seat` counts from 1);
   * default: the first free human seat.
   */
  seat?: number;
  /** Display name when taking a seat. */
  name?: string;
  /** Resume the seat this token belongs to. */
  token?: string;
  /** Watch instead of playing. */
  watch?: boolean;
  /** Creating a table: its seats (default: you and computer players), options, preset, seed. */
  seats?: readonly SeatSpec[];
  options?: unknown;
  preset?: string;
  seed?: string;
  visibility?: 'public' | 'private';
  /** Creating a table: its move clock, seconds a decision (none by default). */
  moveSeconds?: number | undefined;
  /** Called with the connection once joined (tests use it to cut the line). */
  onConnection?: (connection: TableConnection) => void;
}

/** Normalises `--server`: http(s) or ws(s) URLs, or a bare host:port. */
export function serverUrl(raw: string): string {
  let text = raw.trim();
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) text = `http://${text}`;
  text = text.replace(/^ws(s?):\/\//i, 'http$1://');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CliError(`--server must be an address such as http://localhost:2567, not "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CliError(`--server must be an http(s) address such as http://localhost:2567, not "${raw}".`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export async function playRemote(opts: RemoteOptions): Promise<number> {
  const { game, write } = opts;
  const server = serverUrl(opts.server);
  checkArguments(opts);
  const client = new DaedalusClient(server);
  const said = { locale: opts.locale, game };
  const http = <T>(promise: Promise<T>) => reach(server, promise, said, opts.invite);

  let tableId = opts.table;
  let invite = opts.invite;
  let seat = opts.seat;
  if (tableId === undefined) {
    // As at the keyboard: you, and computer players up to the game's usual minimum (at least two players).
    const players = Math.max(game.meta.minPlayers, Math.min(2, game.meta.maxPlayers));
    const seats: readonly SeatSpec[] = opts.seats ?? [
      { kind: 'human' },
      ...Array.from({ length: players - 1 }, () => ({ kind: 'bot' as const, level: undefined })),
    ];
    if (!seats.some((s) => s.kind === 'human'))
      throw new CliError(
        '--seats needs at least one human seat for you to play (or watch a table with --watch).',
      );
    const created = await http(
      client.createTable({
        game: game.meta.id,
        seats: seats.map((s) =>
          s.kind === 'human' ? { kind: 'human' } : { kind: 'bot', ...(s.level ? { level: s.level } : {}) },
        ),
        ...(opts.options !== undefined ? { options: opts.options as CreateTableRequest['options'] } : {}),
        ...(opts.preset !== undefined ? { preset: opts.preset } : {}),
        ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
        visibility: opts.visibility ?? 'public',
        ...(opts.moveSeconds !== undefined ? { moveSeconds: opts.moveSeconds } : {}),
      }),
    );
    tableId = created.table.id;
    invite = created.invite ?? undefined;
    seat ??= seats.findIndex((s) => s.kind === 'human');
    const friends = created.table.seats.filter((s) => s.kind === 'human' && s.seat !== seat);
    const words = terminalWords(opts.locale).table;
    write(`${words.created(tableId, gameName(game, opts.locale), created.table.visibility)}\n`);
    if (invite) write(`${words.invite(invite)}\n`);
    const join = `daedalus play ${game.meta.id} --server ${server} --table ${tableId}${invite ? ` --invite ${invite}` : ''}`;
    if (friends.length > 0) write(`${words.othersJoin(join)}\n`);
    write(`${words.watch(`${join} --watch`)}\n`);
  } else if (opts.token || opts.watch) {
    // Is the server there, and the table? (A private table's details need its
    // invite, which someone resuming with a token need not give: the join decides.)
    const info = await http(client.table(tableId, invite)).catch((e: unknown) => {
      if (e instanceof CliError && e.message.endsWith('(auth/invite-required)')) return null;
      throw e;
    });
    if (info) checkGame(game, info);
  } else {
    const info = await http(client.table(tableId, invite));
    checkGame(game, info);
    if (seat === undefined) {
      const free = info.seats.find((s) => s.kind === 'human' && !s.taken);
      if (!free) throw new CliError(terminalWords(opts.locale).table.everySeatTaken(tableId));
      seat = free.seat;
    }
  }

  // No --name: none is sent, and each player reads the seat as "Player N" in their own language
  // (a default name sent in this terminal's language was shown as 'Spieler 2' to a Russian).
  const name = opts.name?.trim();
  let conn: TableConnection;
  quietRefusedJoins();
  try {
    conn = await client.join(
      opts.token
        ? { tableId, token: opts.token }
        : opts.watch
          ? { tableId, spectate: true, ...(invite ? { invite } : {}) }
          : { tableId, claim: { seat: seat ?? 0, ...(name ? { name } : {}) }, ...(invite ? { invite } : {}) },
    );
  } catch (e) {
    if (e instanceof DaedalusError) {
      if (e.code === 'server/unavailable')
        throw new CliError(`cannot join table ${tableId} at ${server}: ${e.message}`);
      throw new CliError(refusal(e, said, invite));
    }
    throw e;
  }
  if (conn.table && conn.table.game !== game.meta.id) {
    await conn.leave();
    checkGame(game, conn.table);
  }
  opts.onConnection?.(conn);
  return new RemoteSession(opts, server, conn, tableId, invite, Boolean(opts.token)).run();
}

let quieted = false;

/**
 * The Colyseus client warns on the console when the server refuses a join by closing its socket
 * ("Room connection was closed unexpectedly (4002): "), after the refusal has reached us: a
 * second line under the one this command already says. For this process (a command, which
 * reports every refusal itself), only that warning is left out.
 */
function quietRefusedJoins(): void {
  if (quieted) return;
  quieted = true;
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('Room connection was closed unexpectedly')) return;
    warn.apply(console, args);
  };
}

function checkArguments(opts: RemoteOptions): void {
  const creating = opts.table === undefined;
  if (creating && opts.token) throw new CliError('--token resumes a seat at a table: give its --table too.');
  if (creating && opts.watch) throw new CliError('--watch needs the --table to watch.');
  if (opts.token && opts.watch)
    throw new CliError('--token resumes your seat and --watch only watches: give one of them.');
  if ((opts.token || opts.watch) && opts.seat !== undefined)
    throw new CliError('--seat chooses a seat to take: not with --token or --watch.');
  if (
    !creating &&
    (opts.seats ||
      opts.options !== undefined ||
      opts.preset ||
      opts.seed ||
      opts.visibility ||
      opts.moveSeconds !== undefined)
  )
    throw new CliError(
      '--seats, --players, --options, --preset, --seed, --private and --clock set up a new table: not with --table.',
    );
  if (opts.name !== undefined && (opts.name.trim().length < 1 || opts.name.trim().length > 40))
    throw new CliError('--name must be 1 to 40 characters.');
}

function checkGame(game: AnyGame, table: TableInfo): void {
  if (table.game !== game.meta.id)
    throw new CliError(
      `Table ${table.id} plays ${table.gameName}, not ${game.meta.name}: run daedalus play ${table.game} ...`,
    );
}

/** The player's language, and the game whose rules word a refusal of its own. */
interface Said {
  readonly locale: Locale;
  readonly game: AnyGame;
}

/**
 * A refusal as one line in the player's language, with its code; an invite code given and
 * refused is said to be wrong (the server says only that one is needed: it does not tell a
 * missing code from a wrong one).
 */
function refusal(e: DaedalusError, said: Said, invite: string | undefined): string {
  const text =
    e.code === 'auth/invite-required' && invite
      ? terminalWords(said.locale).table.wrongInvite(invite)
      : explainWireError(e, said.locale, said.game);
  return `${text} (${e.code})`;
}

/** Runs an HTTP call; failures become one line (the server's coded error, or why it cannot be reached). */
async function reach<T>(server: string, promise: Promise<T>, said: Said, invite?: string): Promise<T> {
  try {
    return await promise;
  } catch (e) {
    if (e instanceof DaedalusError) throw new CliError(refusal(e, said, invite));
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    throw new CliError(
      `cannot reach the server at ${server}: ${cause?.code ?? cause?.message ?? (e as Error).message}`,
    );
  }
}
