/**
 * API benchmark: builds the API in this process (port 3401) on the benchmark dataset, runs autocannon
 * against each target and prints requests/s, p50, p99 and errors, each also as a ratio to /healthz
 * measured in the same run, against the same server.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ih_bench npm run bench
 *
 * Databases: BENCH_DB=external (DATABASE_URL, seeded with `npm run seed:bench`), embedded (an
 * embedded PostgreSQL in BENCH_EMBEDDED_DIR, default $TMPDIR/ih-bench-embedded, seeded with the same
 * dataset on first use: a few minutes, kept for later runs), or both (the default when DATABASE_URL
 * is set; embedded alone otherwise). BENCH_DURATION=10 (seconds per target), BENCH_CONNECTIONS=100,
 * BENCH_ONLY=<substring> to run only matching targets (/healthz always runs).
 */
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type RawRequest, type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connect } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import type { Mailer } from '../src/plugins/mail.ts';
import { benchFixtures, benchTargets } from './setup.ts';

const PORT = 3401;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ONLY = process.env.BENCH_ONLY;

/**
 * The app rate-limits per client IP (1,200 a minute), which a benchmark from one address would hit
 * within a second. The app trusts X-Forwarded-For, so each request claims a random client: this
 * measures the full request path, rate limiter included, as many real creators would drive it.
 */
const randomClient = (request: RawRequest) => {
  request.headers = {
    ...request.headers,
    'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  };
  return request;
};

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Response bytes per request (headers included), as sent: uncompressed. */
  bytes: number;
}

const load = () => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return '?';
  }
};

async function benchDatabase(label: string, url: string): Promise<Row[]> {
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
    OTP_SENDS_PER_IP: '100000000',
    OTP_CHECKS_PER_IP: '100000000',
  });
  const database = connect(url, 20);
  // The sign-in round trip reads the code the app "mails" straight from this in-process mailer.
  const codes = new Map<string, string>();
  const mailer: Mailer = {
    delivers: true,
    send: async (m) => {
      const code = m.text.match(/\b(\d{6})\b/)?.[1];
      if (code) codes.set(m.to.toLowerCase(), code);
    },
  };
  const app = await buildApp({ config, database, mailer });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const fx = await benchFixtures(database.db);
  const base = `http://127.0.0.1:${PORT}`;
  const results: Row[] = [];

  const record = (name: string, r: Result, perRequest = 1) => {
    const row = {
      name,
      rps: r.requests.average / perRequest,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts + r.non2xx,
      bytes: r.throughput.total / Math.max(1, r.requests.total),
    };
    results.push(row);
    console.log(
      `[${label}] ${name.padEnd(34)} ${row.rps.toFixed(0).padStart(7)} /s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}  ${(row.bytes / 1024).toFixed(1)} KB/response  (load ${load()})`,
    );
  };

  try {
    const targets = [
      { name: '/healthz', path: '/healthz', token: fx.token },
      ...benchTargets(fx).filter((t) => !ONLY || t.name.includes(ONLY)),
    ];
    for (const t of targets) {
      record(
        t.name,
        await autocannon({
          url: `${base}${t.path}`,
          connections: CONNECTIONS,
          duration: DURATION,
          headers: { authorization: `Bearer ${t.token}` },
          requests: [{ setupRequest: randomClient }],
        }),
      );
    }
    if (!ONLY || 'sign-in round trip'.includes(ONLY)) {
      // send-otp then verify-otp on each connection, a different seeded creator every time.
      let next = 0;
      const json = { 'content-type': 'application/json' };
      const r = await autocannon({
        url: base,
        connections: CONNECTIONS,
        duration: DURATION,
        requests: [
          {
            method: 'POST',
            path: '/v1/influencer/send-otp',
            setupRequest: (request, context) => {
              const contact = fx.contacts[next++ % fx.contacts.length]!;
              context.contact = contact;
              return randomClient({ ...request, headers: json, body: JSON.stringify({ contact }) });
            },
          },
          {
            method: 'POST',
            path: '/v1/influencer/verify-otp',
            setupRequest: (request, context) => {
              const contact = String(context.contact);
              const otp = codes.get(contact) ?? '000000';
              return randomClient({ ...request, headers: json, body: JSON.stringify({ contact, otp }) });
            },
          },
        ],
      });
      // Requests per second over 2: the rate of complete sign-ins; latencies are per call.
      record('sign-in round trip (2 calls)', r, 2);
    }
  } finally {
    await app.close();
    await database.db.execute(sql`delete from rate_limits`).catch(() => {});
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

/** An embedded PostgreSQL with the benchmark dataset, seeded on first use by the seed:bench CLI. */
async function embeddedBenchDatabase() {
  const dir = process.env.BENCH_EMBEDDED_DIR ?? path.join(tmpdir(), 'ih-bench-embedded');
  mkdirSync(dir, { recursive: true });
  const pg = await startEmbeddedPostgres(dir, (m) => console.log(`[embedded] ${m}`));
  const probe = connect(pg.url, 1);
  const have = await probe.db
    .execute<{ n: number }>(sql`select count(*)::int n from pg_class where relname = 'campaigns'`)
    .then(async (r) =>
      r.rows[0]?.n
        ? (await probe.db.execute<{ n: number }>(sql`select count(*)::int n from campaigns`)).rows[0]!.n
        : 0,
    );
  await probe.close();
  if (have < 100_000) {
    console.log(`[embedded] seeding the benchmark dataset into ${dir} (first run only)…`);
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'src/cli/seed-bench.ts', ...(have > 0 ? ['--reset'] : [])],
        {
          cwd: path.resolve(import.meta.dirname, '..'),
          env: { ...process.env, DATABASE_URL: pg.url },
          stdio: 'inherit',
        },
      );
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`seed-bench exited with ${code}`)),
      );
    });
    console.log(`[embedded] seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  return pg;
}

function table(label: string, results: Row[]) {
  const base = results[0]!;
  console.log(
    `\n${label}: ${CONNECTIONS} connections, ${DURATION} s each; ratios are to /healthz in this run\n`,
  );
  console.log(
    '| target | req/s | p50 ms | p99 ms | errors | req/s vs healthz | p50 vs healthz | p99 vs healthz | KB/response |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.rps / base.rps).toFixed(2)} | ${(r.p50 / Math.max(1, base.p50)).toFixed(1)}× | ${(r.p99 / Math.max(1, base.p99)).toFixed(1)}× | ${(r.bytes / 1024).toFixed(1)} |`,
    );
  }
}

async function main() {
  const external = process.env.DATABASE_URL;
  const which = process.env.BENCH_DB ?? (external ? 'both' : 'embedded');
  if ((which === 'external' || which === 'both') && !external) {
    console.error('BENCH_DB=external needs DATABASE_URL of a database seeded with `npm run seed:bench`.');
    process.exit(1);
  }
  console.log(`load average at start: ${load()}`);
  const tables: [string, Row[]][] = [];
  if (which === 'embedded' || which === 'both') {
    const pg = await embeddedBenchDatabase();
    try {
      tables.push(['embedded PostgreSQL', await benchDatabase('embedded', pg.url)]);
    } finally {
      await pg.stop();
    }
  }
  if (which === 'external' || which === 'both') {
    tables.push(['external PostgreSQL (DATABASE_URL)', await benchDatabase('external', external!)]);
  }
  for (const [label, rows] of tables) table(label, rows);
  console.log(`\nload average at end: ${load()}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
