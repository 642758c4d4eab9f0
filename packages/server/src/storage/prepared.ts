/**
 * The statements of the server's hot paths (the group commit's writes, the group reads, a
 * table's creation and a seat's claim), prepared once per connection and afterwards only bound
 * and executed: the database parses and plans them once. On PGlite the bind, execute and sync
 * go to the database in one call, where a query through PGlite's `query` makes six (parse, two
 * describes, bind, execute, sync) and parses and plans the statement each time: about 40% less
 * CPU a group (docs/performance.md, "Fourth round"). Values are bound as parameters, never
 * written into the statement's text.
 */
import { messages, type PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { serialize } from 'pg-protocol';

/**
 * A statement whose rows, if it returns any, have one column of type text (a read builds each
 * row as JSON text and parses it: no per-driver type conversion). `name` is unique among the
 * server's statements.
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

/**
 * Runs a prepared statement with its parameters (text or null); resolves with its rows' one
 * column, in order, or rejects with the database's error.
 */
export type RunPrepared = (
  statement: PreparedStatement,
  values: readonly (string | null)[],
) => Promise<(string | null)[]>;

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
        const sent = [
          ...(parsed.has(statement.name) ? [] : [serialize.parse(statement)]),
          serialize.bind({ statement: statement.name, values: [...values] }),
          serialize.execute(),
          serialize.sync(),
        ];
        const { messages: answer } = await client.execProtocol(Buffer.concat(sent));
        parsed.add(statement.name);
        const rows: (string | null)[] = [];
        for (const m of answer) if (m instanceof messages.DataRowMessage) rows.push(m.fields[0] ?? null);
        return rows;
      }),
    );
}

/** On PostgreSQL: node-postgres prepares a named statement on each pooled connection the first time it runs there. */
export function postgresPrepared(pool: pg.Pool): RunPrepared {
  return async (statement, values) => {
    const result = await pool.query<[string | null]>({
      name: statement.name,
      text: statement.text,
      values: [...values],
      rowMode: 'array',
    });
    return result.rows.map((row) => row[0]);
  };
}
