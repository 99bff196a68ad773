import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

// Dates stay as strings: DATE columns are calendar days, not instants, and must not shift with the
// server's time zone. BIGINT (counts) parse as numbers; ours never exceed 2^53.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type Db = NodePgDatabase;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function connect(url: string, max = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client's error (e.g. the server restarting) must not crash the process; the pool
  // replaces the client and the next query reports the problem.
  pool.on('error', () => {});
  // The same for a checked-out client (the queue holds one for LISTEN): the query in flight fails and
  // the pool replaces it, instead of an unhandled 'error' event ending the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool);
  return {
    db,
    pool,
    close: () => pool.end(),
  };
}
