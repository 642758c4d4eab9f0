/**
 * Opens the database: an embedded PGlite in a data folder by default, or a
 * PostgreSQL server when a connection URL is given. Both go through Drizzle with
 * the same schema, queries and migrations.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { startUpkeep, type UpkeepOptions } from './pglite-upkeep.ts';
import { pglitePrepared, postgresPrepared, type RunPrepared } from './prepared.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenedDb {
  readonly db: Db;
  /** Runs the hot path's statements prepared (prepared.ts), on the same connection or pool as `db`. */
  readonly runPrepared: RunPrepared;
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DbConfig {
  /** PostgreSQL connection URL; when absent, PGlite in `dataDir`. */
  readonly databaseUrl?: string | undefined;
  readonly dataDir: string;
  /** PostgreSQL schema to use (created if missing); tests use one each. */
  readonly schema?: string | undefined;
  /** PGlite only: when it checkpoints and freezes (pglite-upkeep.ts); tests set small ones. */
  readonly upkeep?: UpkeepOptions;
}

/**
 * PGlite's settings beyond its own defaults. Its pages live in the process's memory or the
 * operating system's cache, where reading one out of order costs about what reading the next
 * one does: with PostgreSQL's default `random_page_cost` of 4 (priced for spinning disks),
 * and with no autovacuum to gather statistics, the group statements' plans scanned a
 * thousand tables or logs at every write and read instead of looking them up by key, about
 * 0.2 ms of a group write's 0.6 (docs/performance.md, "Fifth round"). A PostgreSQL server
 * keeps its operator's settings.
 */
export const PGLITE_SETTINGS: readonly string[] = ['random_page_cost=1.1'];

export async function openDb(config: DbConfig): Promise<OpenedDb> {
  if (config.databaseUrl) {
    const search = config.schema;
    if (search && !/^[a-z_][a-z0-9_]{0,62}$/.test(search)) throw new Error(`Invalid schema name ${search}`);
    if (search) {
      const setup = new pg.Client({ connectionString: config.databaseUrl });
      await setup.connect();
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${search}`);
      await setup.end();
    }
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      ...(search ? { options: `-c search_path=${search}` } : {}),
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, runPrepared: postgresPrepared(pool), kind: 'postgres', close: () => pool.end() };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const client = await PGlite.create(config.dataDir, {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const upkeep = startUpkeep(client, config.upkeep);
  return {
    db,
    runPrepared: pglitePrepared(client),
    kind: 'pglite',
    async close() {
      await upkeep.stop();
      await client.close();
    },
  };
}
