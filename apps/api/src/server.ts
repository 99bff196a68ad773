import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connect } from './db/client.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemoData } from './db/seed/demo.ts';
import { seedReferenceData } from './db/seed/reference.ts';
import { startQueue } from './jobs/queue.ts';
import { EVENT_CONSUMERS, MODULE_JOBS } from './module-jobs.ts';
import { createStorage } from './plugins/storage.ts';

const startedAt = performance.now();

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let embedded: EmbeddedPostgres | undefined;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, (m) => console.log(m));
  }
  const database = connect(config.databaseUrl ?? embedded!.url);
  await runMigrations(database.pool);
  const reference = await seedReferenceData(database.db);
  if (reference.postOffices > 0) {
    console.log(
      `Loaded the reference lists and ${reference.postOffices.toLocaleString('en-IN')} post offices (${(reference.postOfficeMs / 1000).toFixed(1)}s, first start only).`,
    );
  }
  const storage = createStorage(config);
  const demo = config.demoData ? await seedDemoData(database.db, storage) : null;

  const app = await buildApp({ config, database, storage });
  // Timers and event consumers run in every server process; `npm run worker` can add more.
  const queueStartedAt = performance.now();
  const queue = await startQueue({
    db: database.db,
    pool: database.pool,
    clock: app.clock,
    log: app.log,
    modules: MODULE_JOBS,
    consumers: EVENT_CONSUMERS,
    mailer: app.mailer,
    sms: app.sms,
    config,
    storage,
  });
  const queueMs = Math.round(performance.now() - queueStartedAt);

  // Graceful shutdown (docs/deploy.md): /readyz turns red at once so balancers stop sending; the
  // server stops accepting, ends the live streams (browsers reconnect to another process and resume
  // from their Last-Event-ID) and finishes the requests in hand, while the queue finishes the jobs it
  // holds and takes no more. Whatever is still running after 25 s is cut off.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.draining = true;
    app.log.info(`${signal} received: finishing requests and jobs, then stopping.`);
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 25 s: stopping anyway');
      process.exit(1);
    }, 25_000);
    force.unref();
    let code = 0;
    try {
      await Promise.all([app.close(), queue.stop()]);
      await database.close();
      await embedded?.stop();
      app.log.info('stopped cleanly');
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      code = 1;
    } finally {
      process.exit(code);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const lines = [
    '',
    `  Influence Hub is running at ${config.publicUrl}  (ready in ${seconds}s)`,
    `  Creators sign in at ${config.publicUrl}/signin, staff at ${config.publicUrl}/admin/signin; API docs at ${config.publicUrl}/docs`,
    `  Database: ${embedded ? `embedded PostgreSQL in ${path.join(config.dataDir, 'postgres')}` : 'DATABASE_URL'}; job queue started in ${queueMs} ms`,
  ];
  if (demo) {
    lines.push(
      `  Demo creator: ${demo.creatorEmail}   Demo admin: ${demo.adminEmail}   Demo brand owner: ${demo.brandEmail}`,
      `  Demo creator who reads Influence Hub in Hindi: ${demo.hindiCreatorEmail}`,
    );
  }
  if (!config.smtpUrl && config.env !== 'production') {
    lines.push('  No SMTP_URL is set: sign-in codes are printed in this log.');
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
