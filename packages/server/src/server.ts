/**
 * Starts a Daedalus server in this process: storage, bot workers, Colyseus
 * (table and lobby rooms, websocket transport, optional Redis presence and
 * driver) and the HTTP API on one port. Unfinished tables resume from storage.
 */

import { fileURLToPath } from 'node:url';
import { matchMaker, type Presence, Server } from '@colyseus/core';
import type { AnyGame } from '@daedalus/core';
import { games as registry } from '@daedalus/games';
import { LIMITS, ROOM_LOBBY, ROOM_TABLE } from '@daedalus/protocol';
import { BotCatalog } from './bots/catalog.ts';
import { type BotIncident, BotPool, formatIncident } from './bots/pool.ts';
import { type Clock, systemClock } from './clock.ts';
import { ensureRoom, redisTableDriver, TableKeeper } from './cluster.ts';
import { type Limits, type ServerContext, setContext } from './context.ts';
import { mountHttp } from './http.ts';
import { LOBBY_CHANNEL, LobbyRoom } from './lobby-room.ts';
import { answerMatchmaking } from './matchmaking.ts';
import { GuessLimiter, perMinute } from './rate-limit.ts';
import { IndexedLocalDriver } from './room-index.ts';
import { openDb } from './storage/db.ts';
import { DrizzleStore } from './storage/drizzle-store.ts';
import { migrate } from './storage/migrations.ts';
import type { Store } from './storage/store.ts';
import { TableClocks } from './table/clocks.ts';
import { TableRoom } from './table-room.ts';
import { newSeedSecret } from './tokens.ts';
import { DaedalusTransport } from './transport.ts';

/** The join option that finds a table's room (a table's room has the table's id as its own). */
const TABLE_FILTER = 'tableId';
/** New tables per minute from one address, unless configured (`DAEDALUS_TABLES_PER_MINUTE`). */
export const DEFAULT_TABLES_PER_MINUTE = 30;
/** Open tables with no move for 30 minutes leave the lobby's list. */
export const DEFAULT_ABANDONED_MS = 30 * 60_000;
/** Failed guesses of seat tokens and invite codes a minute, per address and per table, unless configured. */
export const DEFAULT_GUESSES_PER_MINUTE = 10;
export const DEFAULT_TABLE_GUESSES_PER_MINUTE = 30;
export interface ServerConfig {
  /** 0 picks a free port. */
  readonly port: number;
  readonly host?: string | undefined;
  /** PGlite data folder (used when no database URL is given). */
  readonly dataDir: string;
  readonly databaseUrl?: string | undefined;
  /** PostgreSQL schema (default: the connection's search path). */
  readonly dbSchema?: string | undefined;
  readonly redisUrl?: string | undefined;
  /**
   * With several processes: the `host:port` clients use to reach THIS process's
   * websockets (a table's room lives on one process; Colyseus sends clients there).
   */
  readonly publicAddress?: string | undefined;
  /** Folder of the built web client; null to serve none. */
  readonly webDist?: string | null;
  readonly clock?: Clock;
  /**
   * The server's secret part of each table's seed (default: 128 random bits per table). Tests
   * fix it so that a chosen seed plays the same game every run; a server for people never does.
   */
  readonly seedSecret?: () => string;
  readonly games?: ReadonlyMap<string, AnyGame>;
  readonly botWorkers?: number;
  /** Time (ms) a computer player may take for one decision, plus its level's own extra. */
  readonly botBudgetMs?: number;
  /**
   * Time (ms) a search level (`strong`) thinks per decision, stopping sooner at its own
   * iterations; less than `botBudgetMs` (default 1,000, or half the budget if less).
   */
  readonly botSearchMs?: number;
  /**
   * Extra bot modules (paths or `file:` URLs, each exporting `botSpecs: BotSpec[]`)
   * whose levels this server offers besides the registry's; the main thread and
   * every bot worker load them.
   */
  readonly botModules?: readonly string[];
  /**
   * How often (ms) this process looks for tables being played that have no room (those
   * of a process that died, or whose room closed) and opens them; default 5000.
   */
  readonly orphanCheckMs?: number;
  /** Where computer-player incidents go (default: the console, unless `quiet`). */
  readonly onBotIncident?: (incident: BotIncident) => void;
  readonly limits?: Partial<Limits>;
  /** How long a table room keeps a seat reserved for the connection that asked (default 15 s). */
  readonly seatReservationSeconds?: number;
  readonly quiet?: boolean;
}

export interface RunningServer {
  readonly port: number;
  readonly url: string;
  readonly store: Store;
  readonly clock: Clock;
  readonly resumed: number;
  close(): Promise<void>;
}

/** How often a process looks for tables without a room, unless configured. */
export const DEFAULT_ORPHAN_CHECK_MS = 5000;

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const log = config.quiet ? () => undefined : (m: string) => console.log(`[daedalus] ${m}`);
  const games = config.games ?? registry;
  // The bot workers start (each loads the games in a thread of its own) while the
  // database opens: a restart is ready sooner.
  const bots = new BotPool({
    workers: config.botWorkers ?? 2,
    ...(config.botBudgetMs !== undefined ? { budgetMs: config.botBudgetMs } : {}),
    // Bad budgets stop here (the pool checks them), before the database is opened.
    ...(config.botSearchMs !== undefined ? { searchMs: config.botSearchMs } : {}),
    catalog: await BotCatalog.load(config.botModules ?? []),
    findGame: (id) => games.get(id),
    onIncident:
      config.onBotIncident ??
      (config.quiet ? () => undefined : (i) => console.warn(`[daedalus] ${formatIncident(i)}`)),
  });
  const workersReady = bots.ready();
  // Settled below; a rejection seen before that is not unhandled.
  workersReady.catch(() => undefined);
  let opened: Awaited<ReturnType<typeof openDb>>;
  let store: DrizzleStore;
  try {
    opened = await openDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      schema: config.dbSchema,
    });
  } catch (error) {
    await bots.close();
    throw error;
  }
  try {
    const applied = await migrate(opened.db);
    if (applied.length > 0) log(`database migrations applied: ${applied.join(', ')}`);
    store = new DrizzleStore(opened.db, opened.runPrepared, {
      stepSpacingMs: opened.kind === 'pglite' ? 1 : 0,
    });
    await workersReady;
  } catch (error) {
    await bots.close();
    await opened.close();
    throw error;
  }
  const clock = config.clock ?? systemClock;

  let presence: Presence | undefined;
  // One process: Colyseus's own listing, indexed by room and table (room-index.ts).
  let driver: matchMaker.MatchMakerDriver = new IndexedLocalDriver([TABLE_FILTER]);
  if (config.redisUrl) {
    const { RedisPresence } = await import('@colyseus/redis-presence');
    presence = new RedisPresence(config.redisUrl) as unknown as Presence;
    driver = await redisTableDriver(config.redisUrl);
  }

  const limits: Limits = {
    maxMessageBytes: config.limits?.maxMessageBytes ?? LIMITS.maxMessageBytes,
    rate: config.limits?.rate ?? LIMITS.rate,
    tablesPerMinute: config.limits?.tablesPerMinute ?? DEFAULT_TABLES_PER_MINUTE,
    guessesPerMinute: config.limits?.guessesPerMinute ?? DEFAULT_GUESSES_PER_MINUTE,
    tableGuessesPerMinute: config.limits?.tableGuessesPerMinute ?? DEFAULT_TABLE_GUESSES_PER_MINUTE,
    abandonedAfterMs: config.limits?.abandonedAfterMs ?? DEFAULT_ABANDONED_MS,
  };
  const ctx: ServerContext = {
    store,
    clock,
    findGame: (id) => games.get(id),
    bots,
    limits,
    seedSecret: config.seedSecret ?? newSeedSecret,
    seatReservationSeconds: config.seatReservationSeconds,
    guesses: new GuessLimiter(perMinute(limits.guessesPerMinute), perMinute(limits.tableGuessesPerMinute)),
    notifyLobby: () => {
      void matchMaker.presence.publish(LOBBY_CHANNEL, clock.now());
    },
    ensureRoom,
    log,
  };
  setContext(ctx);

  const transport = new DaedalusTransport({ maxPayload: 64 * 1024 });
  const server = new Server({
    transport,
    greet: false,
    gracefullyShutdown: false,
    ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
    ...(presence ? { presence } : {}),
    driver,
    express: (app) =>
      mountHttp(app, ctx, {
        gameIds: () => [...games.keys()],
        webDist: config.webDist === undefined ? DEFAULT_WEB_DIST : config.webDist,
      }),
  });
  // A table's room starts its clocks and bots once Colyseus has registered it (with
  // Redis that takes a round trip); a duplicate discarded before that never starts.
  server
    .define(ROOM_TABLE, TableRoom)
    .filterBy([TABLE_FILTER])
    .on('create', (room) => room.activate());
  server.define(ROOM_LOBBY, LobbyRoom);
  await server.listen(config.port, config.host);
  if (transport.server) answerMatchmaking(transport.server, transport);
  const address = transport.server?.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  // Resume every table being played that runs nowhere (all of them after a restart) and
  // goes on by itself: its room rebuilds the game from the log and restarts clocks and
  // bots; a table of people only opens when one of them comes back. Then keep looking,
  // for the tables of a process that dies.
  const keeper = new TableKeeper(store, log, ({ table, seats }) => {
    const game = games.get(table.game);
    return (
      seats.some((s) => s.kind === 'bot') ||
      (game !== undefined && TableClocks.possible(game, table.moveSeconds))
    );
  });
  const resumed = await keeper.check();
  keeper.start(config.orphanCheckMs ?? DEFAULT_ORPHAN_CHECK_MS);
  log(
    `listening on http://${config.host ?? 'localhost'}:${port} (${opened.kind}${config.redisUrl ? ' + redis' : ''}; ${resumed} table(s) resumed)`,
  );

  let closed = false;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    store,
    clock,
    resumed,
    async close() {
      if (closed) return;
      closed = true;
      await keeper.stop();
      await server.gracefullyShutdown(false);
      await bots.close();
      await opened.close();
      setContext(null);
    },
  };
}
