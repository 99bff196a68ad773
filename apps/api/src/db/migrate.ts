import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Logger, runMigrations as runQueueMigrations } from 'graphile-worker';
import type pg from 'pg';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Any fixed number: it only has to be the same for every process that migrates this database. */
const MIGRATION_LOCK = 742_001;

/** Thrown when the database was migrated by code this build does not know (a newer version). */
export class UnknownMigrationError extends Error {}

/**
 * Drizzle applies only migrations newer than the newest one recorded, so on a database migrated by
 * a newer build it would silently do nothing and the old code would run on a schema it does not
 * know. Refuse instead, with what to do about it. Migrations are known by their journal time.
 */
async function refuseUnknownMigrations(client: pg.PoolClient, folder: string): Promise<void> {
  const known = new Set(readMigrationFiles({ migrationsFolder: folder }).map((m) => Number(m.folderMillis)));
  const table = await client.query<{ found: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as found`,
  );
  if (!table.rows[0]?.found) return;
  const applied = await client.query<{ created_at: string }>(
    'select created_at from drizzle.__drizzle_migrations order by created_at',
  );
  const unknown = applied.rows.map((r) => Number(r.created_at)).filter((at) => !known.has(at));
  if (unknown.length === 0) return;
  const when = unknown.map((at) => new Date(at).toISOString()).join(', ');
  throw new UnknownMigrationError(
    `This database has ${unknown.length === 1 ? 'a migration' : `${unknown.length} migrations`} this version of Influence Hub does not know (made ${when}): a newer version, or a development build from before migrations were kept (ADR 013), changed it. Start that newer version instead, or restore the backup you took before upgrading (README.md, "Upgrading"); a development DATA_DIR can simply be deleted. Nothing was changed.`,
  );
}

/**
 * Applies the committed SQL migrations on one connection holding an advisory lock, so concurrent
 * starts (several API processes on one database) wait for each other instead of racing.
 * `folder` is for tests that build a database as an earlier release left it.
 */
export async function runMigrations(pool: pg.Pool, folder = MIGRATIONS_DIR): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await refuseUnknownMigrations(client, folder);
    // The trigram indexes need pg_trgm; drizzle-kit does not emit extensions.
    await client.query('create extension if not exists pg_trgm');
    await migrate(drizzle(client), { migrationsFolder: folder });
    // The job queue's own schema (graphile_worker), versioned by the package; silent when current.
    await runQueueMigrations({ pgPool: pool, logger: new Logger(() => () => {}) });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
