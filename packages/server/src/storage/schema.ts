/**
 * The database schema (Drizzle), the same for PGlite and PostgreSQL. The SQL that
 * creates it is in `migrations.ts`; the two must agree (a test checks a round trip).
 */
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const tables = pgTable(
  'daedalus_tables',
  {
    id: text('id').primaryKey(),
    game: text('game').notNull(),
    options: jsonb('options').notNull(),
    edition: integer('edition').notNull().default(1),
    players: integer('players').notNull(),
    seed: text('seed').notNull(),
    seedChosen: boolean('seed_chosen').notNull().default(false),
    isPublic: boolean('is_public').notNull(),
    invite: text('invite'),
    moveSeconds: integer('move_seconds'),
    status: text('status').notNull(),
    outcome: jsonb('outcome'),
    stateId: integer('state_id').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
    rematch: text('rematch'),
  },
  (t) => [index('daedalus_tables_status').on(t.status, t.isPublic)],
);

export const seats = pgTable(
  'daedalus_seats',
  {
    tableId: text('table_id')
      .notNull()
      .references(() => tables.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    kind: text('kind').notNull(),
    level: text('level'),
    name: text('name'),
    tokenHash: text('token_hash'),
  },
  (t) => [primaryKey({ columns: [t.tableId, t.seat] }), index('daedalus_seats_token').on(t.tokenHash)],
);

/** Every change of a table, in order: `seq` is the state id it produced. */
export const log = pgTable(
  'daedalus_log',
  {
    tableId: text('table_id')
      .notNull()
      .references(() => tables.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    kind: text('kind').notNull(),
    seat: integer('seat').notNull(),
    action: jsonb('action'),
    hash: text('hash'),
    source: text('source').notNull(),
    at: bigint('at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableId, t.seq] })],
);
