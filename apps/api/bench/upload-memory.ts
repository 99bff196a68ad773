/**
 * Upload memory check (design §7: "a large video never sits whole in memory").
 *
 * Builds the app in this process on a throw-away database (a fresh database on DATABASE_URL, or an
 * embedded PostgreSQL in a temp directory), listens on 127.0.0.1:3501, signs a creator in, and
 * streams a generated 300 MB "video" (a real MP4 ftyp header, then filler) through POST /v1/files
 * with node's http client, never holding the body in memory. RSS is sampled every 50 ms; the script
 * prints the baseline, the peak growth over it and the throughput.
 *
 *   npx tsx bench/upload-memory.ts            (from apps/api; UPLOAD_MB=… to change the size)
 *   UPLOAD_STORE=s3 npx tsx bench/upload-memory.ts
 *
 * UPLOAD_STORE=s3 stores into an S3 API (s3rver, started in a process of its own so its memory is not
 * counted) through the multipart upload of the S3 back end (design §14); the default is local disk.
 * BENCH_PORT changes the port (3501).
 *
 * Client and server share the process, so the growth covers both; the client side is a fixed 64 KB
 * chunk, so what grows is the server's.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connect } from '../src/db/client.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { createS3Storage, type S3StorageOptions } from '../src/plugins/storage-s3.ts';
import { createInfluencer, tokenFor } from '../test/factories/accounts.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3501);
const STORE = process.env.UPLOAD_STORE === 's3' ? 's3' : 'local';
const MB = 1024 * 1024;
const SIZE = Number(process.env.UPLOAD_MB ?? 300) * MB;
const CHUNK = 64 * 1024;
const SAMPLE_MS = 50;

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** s3rver in a child process (its memory is its own); answers its storage options and a stop. */
async function startS3InChild(): Promise<{ options: S3StorageOptions; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 's3-server.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  return {
    options: JSON.parse(line.toString().trim()) as S3StorageOptions,
    stop: () => child.stdin.end(),
  };
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The MP4 ftyp box file-type recognises, then zero filler up to `size`, in fixed-size chunks. */
function* videoBytes(size: number): Generator<Buffer> {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isomiso2', 16, 'latin1');
  const filler = Buffer.alloc(CHUNK);
  yield ftyp;
  let sent = ftyp.length;
  while (sent < size) {
    const n = Math.min(CHUNK, size - sent);
    // The same buffer every time: the client adds no memory of its own as the upload proceeds.
    yield n === CHUNK ? filler : filler.subarray(0, n);
    sent += n;
  }
}

/** Streams one generated video of `size` bytes through POST /v1/files; answers the status and body. */
function send(token: string, size: number): Promise<{ status: number; text: string }> {
  const boundary = `----ihbench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nwork\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Readable.from(
    (function* () {
      yield head;
      yield* videoBytes(size);
      yield tail;
    })(),
  );

  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path: '/v1/files',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    body.pipe(req);
  });
}

async function main() {
  const tempDir = mkdtempSync(path.join(tmpdir(), 'ih-bench-upload-'));
  const external = process.env.DATABASE_URL;
  const embedded: EmbeddedPostgres | undefined = external ? undefined : await startEmbeddedPostgres(tempDir);
  const adminUrl = external ?? embedded?.url ?? '';
  const dbName = `ih_bench_upload_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const database = connect(withDatabase(adminUrl, dbName), 5);
  const s3 = STORE === 's3' ? await startS3InChild() : undefined;

  try {
    await runMigrations(database.pool);
    const config = loadConfig({
      // 'test' keeps background jobs off and the log quiet; nothing else differs for uploads.
      NODE_ENV: 'test',
      DATA_DIR: tempDir,
      APP_SECRET: randomBytes(24).toString('hex'),
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      WEB_DIST: path.join(tempDir, 'no-web'),
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp({
      config,
      database,
      ...(s3
        ? {
            storage: createS3Storage({
              ...s3.options,
              // To compare part sizes and parallel parts: S3_PART_MB, S3_QUEUE (defaults: the app's).
              ...(process.env.S3_PART_MB ? { partSize: Number(process.env.S3_PART_MB) * MB } : {}),
              ...(process.env.S3_QUEUE ? { queueSize: Number(process.env.S3_QUEUE) } : {}),
            }),
          }
        : {}),
    });
    await app.listen({ port: PORT, host: '127.0.0.1' });
    const creator = await createInfluencer(database.db);
    const token = await tokenFor(database.db, { influencerId: creator.id });

    // Warm up: one small upload first, so code the first upload loads (the S3 client's signer, XML
    // parser, multipart upload) is in the baseline, as in a server that has served uploads before.
    const warm = await send(token, MB);
    if (warm.status !== 201) throw new Error(`warm-up upload failed: ${warm.status} ${warm.text}`);
    global.gc?.();
    await new Promise((r) => setTimeout(r, 200));
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, SAMPLE_MS);

    const started = performance.now();
    const answer = await send(token, SIZE);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);

    await app.close();
    const parsed = JSON.parse(answer.text) as { data?: { size?: number; contentType?: string } };
    console.log(`store              ${STORE === 's3' ? 'S3 (s3rver in its own process)' : 'local disk'}`);
    console.log(
      `upload status      ${answer.status} (${parsed.data?.contentType ?? answer.text.slice(0, 200)})`,
    );
    console.log(`stored size        ${mb(parsed.data?.size ?? 0)} of ${mb(SIZE)}`);
    console.log(`baseline RSS       ${mb(baseline)}`);
    console.log(`peak RSS           ${mb(peak)}`);
    console.log(`peak growth        ${mb(peak - baseline)}`);
    console.log(`time               ${seconds.toFixed(2)} s`);
    console.log(`throughput         ${(SIZE / MB / seconds).toFixed(1)} MB/s`);
    if (answer.status !== 201 || parsed.data?.size !== SIZE) process.exitCode = 1;
  } finally {
    s3?.stop();
    await database.close();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    await embedded?.stop();
    rmSync(tempDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
