import { existsSync } from 'node:fs';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { ConfigError, loadConfig } from '../config.ts';
import { migrateLocalToS3 } from '../lib/storage-migrate.ts';
import { s3ClientConfig } from '../plugins/storage-s3.ts';

export const USAGE = `Copy the local file store into the S3 bucket, verifying every file.

  npm run storage:migrate                 copy DATA_DIR/files into S3_BUCKET
  npm run storage:migrate -- --from DIR   copy another local store
  npm run storage:migrate -- --verify-all also read back files an earlier run copied

Needs S3_BUCKET (and S3_ENDPOINT, S3_REGION, AWS credentials as the server uses them). Keys stay the
same, so the database needs no change. Safe to run again: verified files are skipped. Run it once
with the servers still on local disk, then stop them, run it again (it copies only what is new),
set S3_BUCKET and start them.`;

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('help')) {
    console.log(USAGE);
    return 0;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  if (!config.s3) {
    console.error(`S3_BUCKET is not set: there is no bucket to copy into.\n\n${USAGE}`);
    return 1;
  }
  const fromAt = argv.indexOf('--from');
  const root =
    fromAt >= 0 && argv[fromAt + 1] ? path.resolve(argv[fromAt + 1]!) : path.join(config.dataDir, 'files');
  if (!existsSync(root)) {
    console.error(`There is no local file store at ${root}.`);
    return 1;
  }
  const client = new S3Client(s3ClientConfig(config.s3));
  try {
    console.log(`Copying ${root} into bucket ${config.s3.bucket}…`);
    const result = await migrateLocalToS3({
      root,
      client,
      bucket: config.s3.bucket,
      verifyAll: argv.includes('--verify-all'),
      log: (line) => console.log(`  ${line}`),
    });
    console.log(
      `${result.files} files: ${result.copied} copied and verified (${(result.bytes / 1e6).toFixed(1)} MB), ${result.skipped} already there, ${result.failed.length} failed.`,
    );
    return result.failed.length ? 1 : 0;
  } finally {
    client.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
