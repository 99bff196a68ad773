import { runMigrations } from '../db/migrate.ts';
import { openDatabase } from '../db/open.ts';
import { listFailedJobs, retryFailedJobs } from '../jobs/failed.ts';

export const USAGE = `Look at the job queue (timers and event consumers).

  npm run jobs -- failed           jobs that used up their tries, with their last error
  npm run jobs -- retry <id>...    give failed jobs their tries back and run them now

Uses DATABASE_URL when set, else the embedded database under DATA_DIR (the server's).`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'failed' && command !== 'retry') {
    console.log(USAGE);
    return command === undefined || command === 'help' || command === '--help' ? 0 : 1;
  }
  if (command === 'retry' && (!rest.length || rest.some((id) => !/^\d{1,18}$/.test(id)))) {
    console.error('Name the jobs to retry by their numbers, as `npm run jobs -- failed` shows them.');
    return 1;
  }
  const { database, embedded } = await openDatabase((m) => console.error(m));
  try {
    await runMigrations(database.pool);
    if (command === 'retry') {
      const n = await retryFailedJobs(database.db, rest);
      console.log(`${n} job${n === 1 ? '' : 's'} will run again now.`);
      return 0;
    }
    const failed = await listFailedJobs(database.db);
    if (!failed.length) {
      console.log('No failed jobs.');
      return 0;
    }
    for (const job of failed) {
      console.log(
        `#${job.id}  ${job.task}  ${job.attempts} tries, last at ${job.updatedAt.toISOString()}\n    payload: ${JSON.stringify(job.payload)}\n    error: ${job.lastError ?? '(none recorded)'}`,
      );
    }
    console.log(
      `\n${failed.length} failed job${failed.length === 1 ? '' : 's'}. Retry with: npm run jobs -- retry <id>`,
    );
    return 0;
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
