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
}

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
  const client = await PGlite.create(config.dataDir);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, runPrepared: pglitePrepared(client), kind: 'pglite', close: () => client.close() };
}
