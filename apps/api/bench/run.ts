/**
 * API benchmark: starts the API in-process on port 3401 against DATABASE_URL (seeded with
 * `npm run seed:bench`), then runs autocannon against each target and prints requests/s, p50, p99
 * and errors, each also as a ratio to /healthz measured in the same run.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ih_bench npm run bench
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=100 (defaults)
 */
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connect } from '../src/db/client.ts';
import { benchFixtures } from './setup.ts';

const PORT = 3401;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);

/**
 * The app rate-limits per client IP (1,200 a minute), which a benchmark from one address would hit
 * within a second. The app trusts X-Forwarded-For, so each request claims a random client: this
 * measures the full request path, rate limiter included, as many real creators would drive it.
 */
const randomClient = (request: { headers?: Record<string, string> }) => {
  request.headers = {
    ...request.headers,
    'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  };
  return request;
};

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'bench needs DATABASE_URL of a database seeded with `npm run seed:bench` (e.g. .../ih_bench).',
    );
    process.exit(1);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    WEB_DIST: path.join(dataDir, 'no-web'),
    DATABASE_URL: url,
  });
  const database = connect(url, 20);
  const app = await buildApp({ config, database });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const fx = await benchFixtures(database.db);
  const task = '/v1/influencer/active/task';
  const targets: [string, string][] = [
    ['/healthz', '/healthz'],
    ['campaigns page 1', `${task}?page=1&limit=12`],
    ['campaigns page 500', `${task}?page=500&limit=12`],
    ['campaigns category+budgetType', `${task}?category=${fx.categoryId}&budgetType=fixed&limit=12`],
    ['campaigns search', `${task}?search=Holi%20Sale&limit=12`],
    ['campaign detail', `${task}/${fx.campaignId}`],
    ['brand list', '/v1/influencer/brand/get?page=1&limit=12'],
    ['apply/stats', '/v1/influencer/apply/stats'],
  ];
  const results: { name: string; rps: number; p50: number; p99: number; errors: number }[] = [];
  try {
    for (const [name, target] of targets) {
      const r = await autocannon({
        url: `http://127.0.0.1:${PORT}${target}`,
        connections: CONNECTIONS,
        duration: DURATION,
        headers: { authorization: `Bearer ${fx.token}` },
        requests: [{ setupRequest: randomClient }],
      });
      const row = {
        name,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts + r.non2xx,
      };
      results.push(row);
      console.log(
        `${name.padEnd(32)} ${row.rps.toFixed(0).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}`,
      );
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const base = results[0]!;
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s each; ratios are to /healthz in this run\n`);
  console.log('| target | req/s | p50 ms | p99 ms | errors | req/s vs healthz | p99 vs healthz |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.rps / base.rps).toFixed(2)} | ${(r.p99 / Math.max(1, base.p99)).toFixed(1)}× |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
