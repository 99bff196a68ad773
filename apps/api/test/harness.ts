import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { connect, type Database } from '../src/db/client.ts';
import { type MovableClock, movableClock } from '../src/lib/clock.ts';
import type { Mailer, MailMessage } from '../src/lib/mailer.ts';
import type { SmsSender } from '../src/lib/sms.ts';
import type { Storage } from '../src/lib/storage.ts';
import { createLocalStorage } from '../src/plugins/storage.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  config: Config;
  /** Mail and SMS the app sent, newest last. */
  mails: MailMessage[];
  texts: { to: string; text: string }[];
  dataDir: string;
  /** The app's clock: the real time until a test moves it. */
  clock: MovableClock;
  close(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A fresh database cloned from the migrated template, a temporary data directory, and the app built
 * on them with mail and SMS captured in memory. Call once per test file (beforeAll).
 */
export interface TestContextOptions {
  env?: Record<string, string>;
  /** Runs after the app is built and before it is ready: tests can add routes of their own here. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** Runs on the database before the app opens a connection (to watch what the pool runs). */
  onDatabase?: (database: Database) => void;
  /** Clone this database instead of the migrated template (it must have no open connections). */
  template?: string;
  /** Wraps the local file store (rooted in the data dir) to make it fail on purpose. */
  storage?: (local: Storage) => Storage;
  /** Where the app's log lines go (with a LOG_LEVEL in `env`; tests are silent otherwise). */
  logDestination?: NodeJS.WritableStream;
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const { env = {}, beforeReady, onDatabase, storage = (local) => local } = options;
  const adminUrl = inject('adminDatabaseUrl');
  const template = options.template ?? inject('templateDatabase');
  const name = `ih_test_${process.ppid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();

  const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-api-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_SECRET: 'test-secret-test-secret-test-secret-1234',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const database = connect(withDatabase(adminUrl, name), 5);
  onDatabase?.(database);
  const mails: MailMessage[] = [];
  const texts: { to: string; text: string }[] = [];
  const mailer: Mailer = { delivers: true, send: async (m) => void mails.push(m) };
  const sms: SmsSender = { delivers: true, send: async (to, text) => void texts.push({ to, text }) };
  const clock = movableClock();
  const app = await buildApp({
    config,
    database,
    clock,
    mailer,
    sms,
    storage: storage(createLocalStorage(path.join(dataDir, 'files'))),
    ...(options.logDestination ? { logDestination: options.logDestination } : {}),
  });
  await beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    mails,
    texts,
    dataDir,
    clock,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
