/**
 * A storage of a test's own: a PGlite folder, and with PostgreSQL (DATABASE_URL) a schema, both
 * removed by `drop()`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set. */
export const BACKENDS: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface Storage {
  readonly dataDir: string;
  readonly databaseUrl?: string;
  readonly dbSchema?: string;
  drop(): Promise<void>;
}

export function tempStorage(backend: Backend): Storage {
  const dataDir = mkdtempSync(join(tmpdir(), 'daedalus-test-'));
  if (backend === 'pglite')
    return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const databaseUrl = process.env.DATABASE_URL!;
  const dbSchema = `t_${randomBytes(6).toString('hex')}`;
  return {
    dataDir,
    databaseUrl,
    dbSchema,
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${dbSchema} CASCADE`);
      await c.end();
    },
  };
}
