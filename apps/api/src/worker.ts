import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from './config.ts';
import { runMigrations } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import type { JobLog } from './jobs/consumers.ts';
import { startQueue } from './jobs/queue.ts';
import { systemClock } from './lib/clock.ts';
import { EVENT_CONSUMERS, MODULE_JOBS } from './module-jobs.ts';
import { createMailer } from './plugins/mail.ts';
import { createSmsSender } from './plugins/sms.ts';
import { createStorage } from './plugins/storage.ts';

/**
 * `npm run worker`: the job queue alone, as its own process beside one or more servers on the same
 * database (every server also runs it; jobs still run once). Stops on SIGINT/SIGTERM after the jobs
 * in hand finish.
 */
const log: JobLog = {
  info: (obj, msg) => console.log(msg ?? obj, typeof obj === 'object' && msg ? JSON.stringify(obj) : ''),
  warn: (obj, msg) => console.warn(msg ?? obj, typeof obj === 'object' && msg ? JSON.stringify(obj) : ''),
  error: (obj, msg) => console.error(msg ?? obj, typeof obj === 'object' && msg ? obj : ''),
};

async function main() {
  const config = loadConfig();
  const { database, embedded } = await openDatabase((m) => console.log(m), 6);
  await runMigrations(database.pool);
  const queue = await startQueue({
    db: database.db,
    pool: database.pool,
    clock: systemClock,
    log,
    modules: MODULE_JOBS,
    consumers: EVENT_CONSUMERS,
    // Notification e-mails leave from here too; the same SMTP_URL and SMS settings as the server.
    mailer: createMailer(config, log as unknown as FastifyBaseLogger),
    sms: createSmsSender(config, log as unknown as FastifyBaseLogger),
    config,
    storage: createStorage(config),
  });
  console.log('Influence Hub worker is running: timers and event consumers. Ctrl+C stops it.');
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await queue.stop();
    await database.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
