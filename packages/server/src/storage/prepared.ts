/**
 * Statements the server runs at every step (the group commit's write), prepared once per
 * connection and afterwards only bound and executed: the database parses and plans them
 * once. On PGlite the bind, execute and sync go to the database in one call, where a query
 * through PGlite's `query` makes six (parse, two describes, bind, execute, sync) and parses
 * and plans the statement each time: about 40% less CPU a group (docs/performance.md,
 * "Fourth round"). Values are bound as parameters, never written into the statement's text.
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { serialize } from 'pg-protocol';

/** A statement that changes rows and returns none; `name` is unique among the server's statements. */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

/** Runs a prepared statement with its parameters (text or null); rejects with the database's error. */
export type RunPrepared = (statement: PreparedStatement, values: readonly (string | null)[]) => Promise<void>;

/**
 * On PGlite: the statement's parse message is sent the first time, with its first bind. PGlite
 * is one connection: the call waits for any transaction under way to end (PGlite's own
 * transaction lock, as its `query` does), so that a statement never runs inside another
 * caller's open transaction and rolls back with it.
 */
export function pglitePrepared(client: PGlite): RunPrepared {
  const parsed = new Set<string>();
  return (statement, values) =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const messages = [
          ...(parsed.has(statement.name) ? [] : [serialize.parse(statement)]),
          serialize.bind({ statement: statement.name, values: [...values] }),
          serialize.execute(),
          serialize.sync(),
        ];
        await client.execProtocol(Buffer.concat(messages));
        parsed.add(statement.name);
      }),
    );
}

/** On PostgreSQL: node-postgres prepares a named statement on each pooled connection the first time it runs there. */
export function postgresPrepared(pool: pg.Pool): RunPrepared {
  return async (statement, values) => {
    await pool.query({ name: statement.name, text: statement.text, values: [...values] });
  };
}
