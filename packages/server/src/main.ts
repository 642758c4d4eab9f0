/**
 * `npm start`: one process serving the HTTP API, the websocket endpoint and the
 * web client. Configuration comes from the environment (see docs/server.md).
 */
import { resolve } from 'node:path';
import { searchTime } from './bots/pool.ts';
import { startServer } from './server.ts';

const env = process.env;
// npm runs workspace scripts inside the package folder; relative paths are
// taken from where the user typed the command.
const base = env.INIT_CWD ?? process.cwd();
const port = Number(env.PORT ?? 2567);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${env.PORT}".`);
  process.exit(2);
}

/** A positive number from the environment, or undefined when unset; anything else stops here, saying so. */
function positive(name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (Number.isFinite(value) && value > 0) return value;
  console.error(`${name} must be a positive number, not "${raw}".`);
  process.exit(2);
}
const settings = {
  botWorkers: positive('DAEDALUS_BOT_WORKERS'),
  botBudgetMs: positive('DAEDALUS_BOT_BUDGET_MS'),
  botSearchMs: positive('DAEDALUS_BOT_SEARCH_MS'),
  orphanCheckSeconds: positive('DAEDALUS_ORPHAN_CHECK_SECONDS'),
  ratePerSecond: positive('DAEDALUS_RATE_PER_SECOND'),
  rateBurst: positive('DAEDALUS_RATE_BURST'),
  tablesPerMinute: positive('DAEDALUS_TABLES_PER_MINUTE'),
  abandonedMinutes: positive('DAEDALUS_ABANDONED_MINUTES'),
  guessesPerMinute: positive('DAEDALUS_GUESSES_PER_MINUTE'),
  tableGuessesPerMinute: positive('DAEDALUS_TABLE_GUESSES_PER_MINUTE'),
};
try {
  searchTime(settings.botBudgetMs, settings.botSearchMs);
} catch (error) {
  console.error(`${(error as Error).message} (DAEDALUS_BOT_SEARCH_MS, DAEDALUS_BOT_BUDGET_MS)`);
  process.exit(2);
}

const server = await startServer({
  port,
  host: env.HOST || undefined,
  dataDir: resolve(base, env.DAEDALUS_DATA_DIR ?? './.data/pglite'),
  databaseUrl: env.DATABASE_URL || undefined,
  dbSchema: env.DAEDALUS_DB_SCHEMA || undefined,
  redisUrl: env.REDIS_URL || undefined,
  publicAddress: env.PUBLIC_ADDRESS || undefined,
  ...(env.DAEDALUS_WEB_DIST ? { webDist: resolve(base, env.DAEDALUS_WEB_DIST) } : {}),
  ...(settings.botWorkers ? { botWorkers: Math.round(settings.botWorkers) } : {}),
  ...(settings.botBudgetMs ? { botBudgetMs: settings.botBudgetMs } : {}),
  ...(settings.botSearchMs ? { botSearchMs: settings.botSearchMs } : {}),
  ...(settings.orphanCheckSeconds ? { orphanCheckMs: 1000 * settings.orphanCheckSeconds } : {}),
  ...(env.DAEDALUS_BOT_MODULES
    ? { botModules: env.DAEDALUS_BOT_MODULES.split(',').map((m) => (m.includes(':') ? m : resolve(base, m))) }
    : {}),
  limits: {
    ...(settings.ratePerSecond
      ? {
          rate: {
            perSecond: settings.ratePerSecond,
            burst: settings.rateBurst ?? 2 * settings.ratePerSecond,
          },
        }
      : {}),
    ...(settings.tablesPerMinute ? { tablesPerMinute: settings.tablesPerMinute } : {}),
    ...(settings.abandonedMinutes ? { abandonedAfterMs: 60_000 * settings.abandonedMinutes } : {}),
    ...(settings.guessesPerMinute ? { guessesPerMinute: settings.guessesPerMinute } : {}),
    ...(settings.tableGuessesPerMinute ? { tableGuessesPerMinute: settings.tableGuessesPerMinute } : {}),
  },
});
console.log(`Daedalus server ready on ${server.url.replace('127.0.0.1', 'localhost')}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
