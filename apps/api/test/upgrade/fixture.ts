import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { MIGRATIONS_DIR } from '../../src/db/migrate.ts';
import type { Snapshot } from './probe.ts';

/**
 * A database as a released version left it, kept as data so a later version can rebuild it: the
 * release's migrations (by tag and hash: they must still be the same files), every row of the app's
 * tables in an order that satisfies the foreign keys, the sequences, the stored files' bytes, and
 * what the release's API answered about it (`expected`). Written by scripts/upgrade-fixture.ts from
 * the release's own code, because today's seed cannot seed yesterday's schema.
 */
export interface Fixture {
  /** The commit the fixture was made from (`git show <commit>:apps/api/...` shows the code). */
  commit: string;
  migrations: { tag: string; hash: string }[];
  /** The clock the seed ran with; restoring moves every date by (now − seededAt) in whole days. */
  seededAt: string;
  tables: { name: string; rows: Record<string, unknown>[] }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  /** Storage key → bytes (base64). */
  files: Record<string, string>;
  expected: Snapshot;
}

/** Reloaded from its package at every start, and 155k rows: never part of a fixture. */
export const RELOADED_TABLES = new Set(['post_offices']);

export const FIXTURES_DIR = path.resolve(import.meta.dirname, '../fixtures/upgrade');

export async function readFixture(file: string): Promise<Fixture> {
  return JSON.parse(gunzipSync(await readFile(file)).toString('utf8')) as Fixture;
}

export async function writeFixture(file: string, fixture: Fixture): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, gzipSync(`${JSON.stringify(fixture, null, 1)}\n`, { level: 9 }));
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The public tables, parents before children (a table comes after every table it references), so
 * rows can be inserted in this order with every foreign key checked.
 */
async function tablesInKeyOrder(client: pg.ClientBase): Promise<string[]> {
  const tables = (
    await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).rows.map((r) => r.name);
  const edges = (
    await client.query<{ child: string; parent: string }>(
      `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
         from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
    )
  ).rows.map((e) => ({ child: e.child.replace(/"/g, ''), parent: e.parent.replace(/"/g, '') }));
  const ordered: string[] = [];
  const visit = (table: string, seen: Set<string>) => {
    if (ordered.includes(table) || seen.has(table)) return;
    seen.add(table);
    for (const e of edges) if (e.child === table && e.parent !== table) visit(e.parent, seen);
    ordered.push(table);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

/** Every row of the app's tables (sorted, so the same database always dumps the same) and the sequences. */
export async function dumpDatabase(client: pg.ClientBase): Promise<Pick<Fixture, 'tables' | 'sequences'>> {
  await client.query(`set timezone = 'UTC'`);
  const tables: Fixture['tables'] = [];
  for (const name of await tablesInKeyOrder(client)) {
    if (RELOADED_TABLES.has(name)) continue;
    const { rows } = await client.query<{ rows: Record<string, unknown>[] | null }>(
      `select json_agg(t order by t::text) as rows from ${ident(name)} t`,
    );
    tables.push({ name, rows: rows[0]?.rows ?? [] });
  }
  const sequences: Fixture['sequences'] = [];
  const seqs = await client.query<{ name: string }>(
    `select sequencename as name from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  for (const { name } of seqs.rows) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${ident(name)}`,
    );
    const owned = await client.query(
      `select 1 from pg_depend d join pg_class s on s.oid = d.objid join pg_class t on t.oid = d.refobjid
        where s.relname = $1 and d.deptype in ('a', 'i') and t.relname = any($2)`,
      [name, [...RELOADED_TABLES]],
    );
    if (owned.rowCount) continue;
    sequences.push({ name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
  }
  return { tables, sequences };
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * A migrations folder with only the release's migrations, copied from today's folder: they must be
 * the very same files (a released migration is never edited), which the hashes check.
 */
export async function releaseMigrationsFolder(fixture: Fixture, dir: string): Promise<string> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const tags = new Set(fixture.migrations.map((m) => m.tag));
  await mkdir(path.join(dir, 'meta'), { recursive: true });
  await writeFile(
    path.join(dir, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.filter((e) => tags.has(e.tag)) }),
  );
  for (const tag of tags)
    await copyFile(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  const hashes = readMigrationFiles({ migrationsFolder: dir }).map((m) => m.hash);
  const changed = fixture.migrations.filter((m, i) => hashes[i] !== m.hash).map((m) => m.tag);
  if (changed.length > 0 || hashes.length !== fixture.migrations.length) {
    throw new Error(
      `Released migrations were edited or removed (${changed.join(', ') || 'missing'}); add a new migration instead.`,
    );
  }
  return dir;
}

/** The stored files' bytes, under `filesDir` as local storage keeps them. */
export async function writeFixtureFiles(fixture: Fixture, filesDir: string): Promise<void> {
  for (const [key, base64] of Object.entries(fixture.files)) {
    const file = path.join(filesDir, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, Buffer.from(base64, 'base64'));
  }
}

/**
 * Loads a fixture's rows into a database that has exactly the fixture's migrations (and nothing
 * else), and moves every date and time by whole days so the data is as old, relative to `now`, as
 * it was when seeded (deadlines still ahead, payments still recent).
 */
export async function restoreFixture(
  client: pg.ClientBase,
  fixture: Fixture,
  now = new Date(),
): Promise<void> {
  const days = Math.round((now.getTime() - Date.parse(fixture.seededAt)) / DAY_MS);
  await client.query('begin');
  try {
    for (const { name, rows } of fixture.tables) {
      if (rows.length === 0) continue;
      await client.query(
        `insert into ${ident(name)} overriding system value
         select * from json_populate_recordset(null::${ident(name)}, $1::json)`,
        [JSON.stringify(rows)],
      );
      const dated = await client.query<{ column_name: string; data_type: string }>(
        `select column_name, data_type from information_schema.columns
          where table_schema = 'public' and table_name = $1
            and data_type in ('date', 'timestamp with time zone', 'timestamp without time zone')`,
        [name],
      );
      if (dated.rows.length > 0 && days !== 0) {
        const sets = dated.rows.map(
          (c) => `${ident(c.column_name)} = ${ident(c.column_name)} + $1 * interval '1 day'`,
        );
        await client.query(`update ${ident(name)} set ${sets.join(', ')}`, [days]);
      }
    }
    for (const s of fixture.sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [
        ident(s.name),
        s.lastValue,
        s.isCalled,
      ]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
