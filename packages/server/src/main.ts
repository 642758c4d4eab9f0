/**
 * `npm start`: one process serving the HTTP API, the websocket endpoint and the
 * web client. Configuration comes from the environment (see docs/server.md).
 */
import { resolve } from 'node:path';
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

const server = await startServer({
  port,
  host: env.HOST || undefined,
  dataDir: resolve(base, env.DAEDALUS_DATA_DIR ?? './.data/pglite'),
  databaseUrl: env.DATABASE_URL || undefined,
  dbSchema: env.DAEDALUS_DB_SCHEMA || undefined,
  redisUrl: env.REDIS_URL || undefined,
  publicAddress: env.PUBLIC_ADDRESS || undefined,
  ...(env.DAEDALUS_WEB_DIST ? { webDist: resolve(base, env.DAEDALUS_WEB_DIST) } : {}),
  ...(env.DAEDALUS_BOT_WORKERS ? { botWorkers: Number(env.DAEDALUS_BOT_WORKERS) } : {}),
  ...(env.DAEDALUS_BOT_BUDGET_MS ? { botBudgetMs: Number(env.DAEDALUS_BOT_BUDGET_MS) } : {}),
  ...(env.DAEDALUS_ORPHAN_CHECK_SECONDS
    ? { orphanCheckMs: 1000 * Number(env.DAEDALUS_ORPHAN_CHECK_SECONDS) }
    : {}),
  ...(env.DAEDALUS_BOT_MODULES
    ? { botModules: env.DAEDALUS_BOT_MODULES.split(',').map((m) => (m.includes(':') ? m : resolve(base, m))) }
    : {}),
  limits: {
    ...(env.DAEDALUS_RATE_PER_SECOND
      ? {
          rate: {
            perSecond: Number(env.DAEDALUS_RATE_PER_SECOND),
            burst: Number(env.DAEDALUS_RATE_BURST ?? 2 * Number(env.DAEDALUS_RATE_PER_SECOND)),
          },
        }
      : {}),
    ...(env.DAEDALUS_TABLES_PER_MINUTE ? { tablesPerMinute: Number(env.DAEDALUS_TABLES_PER_MINUTE) } : {}),
    ...(env.DAEDALUS_GUESSES_PER_MINUTE ? { guessesPerMinute: Number(env.DAEDALUS_GUESSES_PER_MINUTE) } : {}),
    ...(env.DAEDALUS_TABLE_GUESSES_PER_MINUTE
      ? { tableGuessesPerMinute: Number(env.DAEDALUS_TABLE_GUESSES_PER_MINUTE) }
      : {}),
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
