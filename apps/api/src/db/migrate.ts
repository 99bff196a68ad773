import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Logger, runMigrations as runQueueMigrations } from 'graphile-worker';
import type pg from 'pg';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Any fixed number: it only has to be the same for every process that migrates this database. */
const MIGRATION_LOCK = 742_001;

/**
 * Applies the committed SQL migrations on one connection holding an advisory lock, so concurrent
 * starts (several API processes on one database) wait for each other instead of racing.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    // The trigram indexes need pg_trgm; drizzle-kit does not emit extensions.
    await client.query('create extension if not exists pg_trgm');
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    // The job queue's own schema (graphile_worker), versioned by the package; silent when current.
    await runQueueMigrations({ pgPool: pool, logger: new Logger(() => () => {}) });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
