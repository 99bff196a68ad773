// Writes test/fixtures/upgrade/<newest migration>.json.gz: a database as THIS checkout's code makes
// it (its migrations, the reference lists, the demo data), its files, and what its API shows of it.
// test/upgrade.test.ts then rebuilds that database and applies every later migration.
//
// Run it from the code of a release, not from today's (the seed follows the schema, so it cannot
// seed an older schema later):
//   git worktree add /tmp/release <release commit> && cd /tmp/release && npm ci
//   npx tsx apps/api/scripts/upgrade-fixture.ts   # DATABASE_URL=… to use a server, else embedded
//   cp apps/api/test/fixtures/upgrade/*.json.gz <your checkout>/apps/api/test/fixtures/upgrade/
// The output is deterministic: a fixed clock, numbered ids and storage keys, sorted rows.
import { execFileSync } from 'node:child_process';
import crypto, { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
// Types only: erased, so nothing below is loaded before the id generator is in place.
import type pgTypes from 'pg';
import type { MailMessage } from '../src/lib/mailer.ts';
import type { Storage } from '../src/lib/storage.ts';
import type { Fixture } from '../test/upgrade/fixture.ts';

/** The seed's clock. Any fixed instant; restoring moves the data to "now" by whole days. */
const SEEDED_AT = '2026-11-01T06:30:00.000Z';

// Numbered, valid v4-shaped ids for every randomUUID() the seed calls (set before it is imported).
const numberedUuid = (space: string) => {
  let n = 0;
  return (): `${string}-${string}-${string}-${string}-${string}` => {
    const h = createHash('sha256').update(`${space}-${++n}`).digest('hex');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
  };
};
crypto.randomUUID = numberedUuid('ih-fixture-js');
syncBuiltinESMExports();

const RealDate = Date;
class SeedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.parse(SEEDED_AT));
    else super(...(args as [string]));
  }
  static override now = () => RealDate.parse(SEEDED_AT);
}

const { default: pg } = await import('pg');
const { readMigrationFiles } = await import('drizzle-orm/migrator');
const { buildApp } = await import('../src/app.ts');
const { loadConfig } = await import('../src/config.ts');
const { connect } = await import('../src/db/client.ts');
const { startEmbeddedPostgres } = await import('../src/db/embedded.ts');
const { MIGRATIONS_DIR, runMigrations } = await import('../src/db/migrate.ts');
const { seedDemoData } = await import('../src/db/seed/demo.ts');
const { seedReferenceData } = await import('../src/db/seed/reference.ts');
const { createLocalStorage } = await import('../src/plugins/storage.ts');
const { dumpDatabase, FIXTURES_DIR, restoreFixture, writeFixture, writeFixtureFiles } = await import(
  '../test/upgrade/fixture.ts'
);
const { probe } = await import('../test/upgrade/probe.ts');
const { withDatabase } = await import('../test/global-setup.ts');

/** Storage in memory with numbered keys, so the same seed always writes the same keys. */
function numberedStorage(files: Record<string, string>): Storage {
  let n = 0;
  const bytes = (key: string) => Buffer.from(files[key] ?? '', 'base64');
  return {
    kind: 'local',
    check: async () => {},
    async put(source) {
      const chunks: Buffer[] = [];
      for await (const chunk of source) chunks.push(Buffer.from(chunk));
      const h = createHash('sha256').update(`ih-fixture-key-${++n}`).digest('hex');
      const key = `${h.slice(0, 2)}/${h.slice(2, 32)}`;
      const all = Buffer.concat(chunks);
      files[key] = all.toString('base64');
      return { key, size: all.length };
    },
    read: async (key, range) =>
      Readable.from([range ? bytes(key).subarray(range.start, range.end + 1) : bytes(key)]),
    size: async (key) => (key in files ? bytes(key).length : null),
    remove: async (key) => void delete files[key],
  };
}

/** Makes the database's own defaults (ids, now()) numbered and fixed as well. */
async function fixDefaults(client: pgTypes.ClientBase) {
  await client.query(`create schema fixture;
    create sequence fixture.uuid_seq;
    create function fixture.uuid() returns uuid language sql as $$
      select (substr(h, 1, 12) || '4' || substr(h, 14, 3) || '8' || substr(h, 18, 15))::uuid
        from md5('ih-fixture-db-' || nextval('fixture.uuid_seq')) h $$`);
  const { rows } = await client.query<{ t: string; c: string; d: string }>(
    `select table_name as t, column_name as c, column_default as d from information_schema.columns
      where table_schema = 'public' and column_default in ('gen_random_uuid()', 'now()')`,
  );
  for (const { t, c, d } of rows) {
    const value = d === 'now()' ? `'${SEEDED_AT}'::timestamptz` : 'fixture.uuid()';
    await client.query(`alter table "${t}" alter column "${c}" set default ${value}`);
  }
}

const tempDir = mkdtempSync(path.join(tmpdir(), 'ih-upgrade-fixture-'));
const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(tempDir);
const adminUrl = process.env.DATABASE_URL ?? embedded!.url;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const names = { seed: `ih_fixture_${process.pid}_seed`, probe: `ih_fixture_${process.pid}_probe` };
try {
  for (const name of Object.values(names)) await admin.query(`create database ${name}`);

  // 1. The release's database: its migrations, reference lists and demo data, on the fixed clock.
  const seeded = connect(withDatabase(adminUrl, names.seed), 2);
  await runMigrations(seeded.pool);
  const seedClient = await seeded.pool.connect();
  await fixDefaults(seedClient);
  const files: Record<string, string> = {};
  globalThis.Date = SeedDate as DateConstructor;
  try {
    await seedReferenceData(seeded.db);
    if (!(await seedDemoData(seeded.db, numberedStorage(files)))) throw new Error('the demo seeded nothing');
  } finally {
    globalThis.Date = RealDate;
  }
  const dump = await dumpDatabase(seedClient);
  seedClient.release();
  await seeded.close();

  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  const journal = (await import(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), { with: { type: 'json' } }))
    .default as { entries: { tag: string; when: number }[] };
  const fixture: Fixture = {
    commit: execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim(),
    migrations: journal.entries.map((e) => ({
      tag: e.tag,
      hash: migrations.find((m) => m.folderMillis === e.when)!.hash,
    })),
    seededAt: SEEDED_AT,
    ...dump,
    files,
    expected: {} as Fixture['expected'],
  };

  // 2. What this release's API shows of it, after the same restore the test does.
  const probed = connect(withDatabase(adminUrl, names.probe), 5);
  await runMigrations(probed.pool);
  const dataDir = path.join(tempDir, 'data');
  const probeClient = await probed.pool.connect();
  await restoreFixture(probeClient, fixture);
  await writeFixtureFiles(fixture, path.join(dataDir, 'files'));
  probeClient.release();
  await seedReferenceData(probed.db);
  const mails: MailMessage[] = [];
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      APP_SECRET: 'fixture-secret-fixture-secret-fixture-1234',
      PUBLIC_URL: 'http://localhost:3000',
      WEB_DIST: path.join(dataDir, 'no-web'),
    }),
    database: probed,
    mailer: { delivers: true, send: async (m) => void mails.push(m) },
    sms: { delivers: true, send: async () => {} },
    storage: createLocalStorage(path.join(dataDir, 'files')),
  });
  await app.ready();
  const staffEmails = (fixture.tables.find((t) => t.name === 'staff_users')?.rows ?? []).map((r) =>
    String(r.email),
  );
  fixture.expected = await probe(app, mails, staffEmails);
  await app.close();
  await probed.close();

  const out = path.join(FIXTURES_DIR, `${fixture.migrations.at(-1)!.tag}.json.gz`);
  await writeFixture(out, fixture);
  const e = fixture.expected;
  console.log(
    `Wrote ${path.relative(process.cwd(), out)}: ${fixture.tables.reduce((n, t) => n + t.rows.length, 0)} rows, ` +
      `${Object.keys(files).length} files; the API showed ${e.creators.length} creators, ${e.staff.length} staff, ` +
      `${e.brands.length} brands, ${e.campaigns.length} campaigns, ${e.applications.length} applications, ` +
      `${e.payments.length} payments, ${Object.keys(e.files).length} files.`,
  );
} finally {
  for (const name of Object.values(names)) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  await embedded?.stop();
  rmSync(tempDir, { recursive: true, force: true });
}
