import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../src/db/client.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seedReferenceData } from '../src/db/seed/reference.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

/**
 * Once per run: a PostgreSQL (TEST_DATABASE_URL or DATABASE_URL when set, else an embedded one in a
 * temporary directory) and a template database with every migration and the reference data. Each
 * test file then clones the template, which takes milliseconds.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  let embedded: EmbeddedPostgres | undefined;
  let tempDir: string | undefined;
  if (!external) {
    tempDir = mkdtempSync(path.join(tmpdir(), 'ih-api-test-'));
    embedded = await startEmbeddedPostgres(tempDir);
  }
  const adminUrl = external ?? embedded!.url;
  const template = `ih_template_${process.pid}`;

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const templateUrl = withDatabase(adminUrl, template);
  const database = connect(templateUrl, 2);
  await runMigrations(database.pool);
  await seedReferenceData(database.db);
  await database.close();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    // Drop what this run created, so a shared server does not fill up with test databases.
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 or datname = $2`,
      [`ih_test_${process.pid}_%`, template],
    );
    for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
    await admin.end();
    await embedded?.stop();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
