/**
 * Schema migrations, applied in order at start-up on either database. Each runs
 * once, in a transaction, and is remembered in `daedalus_migrations`.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './db.ts';

export const MIGRATIONS: readonly { readonly id: string; readonly sql: string }[] = [
  {
    id: '0001-tables-seats-log',
    sql: `
CREATE TABLE daedalus_tables (
  id text PRIMARY KEY,
  game text NOT NULL,
  options jsonb NOT NULL,
  players integer NOT NULL,
  seed text NOT NULL,
  is_public boolean NOT NULL,
  invite text,
  move_seconds integer,
  status text NOT NULL,
  outcome jsonb,
  state_id integer NOT NULL,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX daedalus_tables_status ON daedalus_tables (status, is_public);
CREATE TABLE daedalus_seats (
  table_id text NOT NULL REFERENCES daedalus_tables(id) ON DELETE CASCADE,
  seat integer NOT NULL,
  kind text NOT NULL,
  level text,
  name text,
  token_hash text,
  PRIMARY KEY (table_id, seat)
);
CREATE INDEX daedalus_seats_token ON daedalus_seats (token_hash);
CREATE TABLE daedalus_log (
  table_id text NOT NULL REFERENCES daedalus_tables(id) ON DELETE CASCADE,
  seq integer NOT NULL,
  kind text NOT NULL,
  seat integer NOT NULL,
  action jsonb,
  hash text,
  source text NOT NULL,
  at bigint NOT NULL,
  PRIMARY KEY (table_id, seq)
);`,
  },
  {
    // Seeds mix a secret of the server's own: whether the creator chose a part of it.
    id: '0002-seed-chosen',
    sql: 'ALTER TABLE daedalus_tables ADD COLUMN seed_chosen boolean NOT NULL DEFAULT false',
  },
  {
    // A finished table names its rematch, once a player asked for one.
    id: '0003-rematch',
    sql: 'ALTER TABLE daedalus_tables ADD COLUMN rematch text',
  },
  {
    // The edition of the game's rules a table is played by: tables stored before editions, 1.
    id: '0004-edition',
    sql: 'ALTER TABLE daedalus_tables ADD COLUMN edition integer NOT NULL DEFAULT 1',
  },
];

/** Applies missing migrations under an advisory lock, so two processes starting together do not race. */
export async function migrate(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw('SELECT pg_advisory_xact_lock(727274)'));
    await tx.execute(
      sql.raw(
        'CREATE TABLE IF NOT EXISTS daedalus_migrations (id text PRIMARY KEY, applied_at bigint NOT NULL)',
      ),
    );
    const done = (await tx.execute(sql.raw('SELECT id FROM daedalus_migrations'))) as unknown as {
      rows: { id: string }[];
    };
    const have = new Set(done.rows.map((r) => r.id));
    const applied: string[] = [];
    for (const m of MIGRATIONS) {
      if (have.has(m.id)) continue;
      for (const statement of m.sql.split(';').map((s) => s.trim())) {
        if (statement) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO daedalus_migrations (id, applied_at) VALUES (${m.id}, ${Date.now()})`);
      applied.push(m.id);
    }
    return applied;
  });
}
