/**
 * API benchmark against the physical limit (design §7, issue 17). In one run it starts, each in its
 * own process:
 *
 * - the API, compiled to JavaScript, in production mode (bench/app-server.ts via scripts/build.mjs);
 * - a bare node:http server (bench/bare-server.ts) answering, for every target, the bytes the API
 *   itself answered (captured just before), from memory, and a bare hello.
 *
 * This process only generates load (autocannon). Every row shows requests/s, p50 and p99 of the API,
 * of the bare server sending the same bytes, and the ratios to it and to the bare hello; the API's
 * RSS is read at rest (after start) and after the run.
 *
 *   npm run bench                                   (embedded PostgreSQL, seeded on first use)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ih_bench npm run bench   (that one, then embedded)
 *
 * BENCH_DB=embedded|external|both (both by default with DATABASE_URL), BENCH_DURATION=10 seconds per
 * target (after a 2 s warm-up), BENCH_CONNECTIONS=50, BENCH_ONLY=<substring> to run matching targets
 * only, BENCH_PORT=34001 (the API; the bare server takes the next port), BENCH_PROFILE=<dir> to write
 * a CPU profile of the API (node --cpu-prof) there.
 *
 * Each row also says where the CPU went: milliseconds of CPU per request in the API process and in
 * all PostgreSQL processes together (from /proc, over the measured seconds), since on a shared
 * machine the database's share is what the bare server never pays.
 */

import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type RawRequest, type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
// @ts-expect-error: a plain ES module without types
import { buildApi } from '../scripts/build.mjs';
// @ts-expect-error: a plain ES module without types
import { NODE_FLAGS } from '../scripts/node-flags.mjs';
import { connect } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { BULK_INVITE_SIZE, bulkInviteFigures } from './bulk-invite.ts';
import { campaignReportFigures, REPORT_CREATORS } from './campaign-report.ts';
import { BENCH_BRAND_STAFF_EMAIL, benchFixtures, benchTargets } from './setup.ts';
import { applyRequests, applyTargets, submitRequests, submitTargets } from './writes.ts';

const API_PORT = Number(process.env.BENCH_PORT ?? 34001);
const BARE_PORT = API_PORT + 1;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ONLY = process.env.BENCH_ONLY;
const SUBMIT_PREPARED = Number(process.env.BENCH_SUBMIT_PREPARED ?? 3000);
const apiDir = path.resolve(import.meta.dirname, '..');

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

interface Figures {
  rps: number;
  /** CPU ms per request of the API process and of PostgreSQL (API rows only). */
  apiCpu?: number;
  pgCpu?: number;
  p50: number;
  p99: number;
  errors: number;
}
interface Row {
  name: string;
  api: Figures;
  /** The bare server sending the same bytes (absent for rows without a single answer to replay). */
  same?: Figures;
  /** Body bytes of the API's answer (uncompressed, as the benchmark asks for none). */
  bytes: number;
}
interface Run {
  label: string;
  hello: Figures;
  rows: Row[];
  rssAtRestMb: number;
  rssAfterMb: number;
}

const load = () => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return '?';
  }
};

const rssMb = (pid: number | undefined) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : Number.NaN;
};

/** CPU time (ms) used so far by the processes whose command name is in `names`, or by `pid`. */
function cpuMs(match: { pid?: number; names?: string[] }): number {
  const pids = match.pid ? [String(match.pid)] : readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (match.names && !match.names.some((n) => name.startsWith(n))) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // the process ended between the listing and the read
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

const figures = (r: Result, perRequest = 1): Figures => ({
  rps: r.requests.average / perRequest,
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts + r.non2xx,
});

async function hammer(
  url: string,
  headers: Record<string, string>,
  apiPid?: number,
  tokens?: string[],
  setup?: (request: RawRequest) => RawRequest,
): Promise<Figures> {
  let next = 0;
  // With several sessions, each request carries the next one's bearer token.
  const setupRequest =
    setup ??
    (tokens
      ? (request: RawRequest) =>
          randomClient({
            ...request,
            headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` },
          })
      : randomClient);
  const opts = { url, connections: CONNECTIONS, headers, requests: [{ setupRequest }] };
  if (WARMUP > 0) await autocannon({ ...opts, duration: WARMUP });
  // Many sessions: every one has been seen twice before the measured seconds (its principal, flags and
  // own part are a process's first-visit costs, not the steady state this row is about).
  if (tokens) await autocannon({ ...opts, amount: 2 * tokens.length });
  const api0 = apiPid ? cpuMs({ pid: apiPid }) : 0;
  const pg0 = apiPid ? cpuMs({ names: ['postgres'] }) : 0;
  const result = await autocannon({ ...opts, duration: DURATION });
  const f = figures(result);
  if (!apiPid) return f;
  const requests = result.requests.total || 1;
  return {
    ...f,
    apiCpu: (cpuMs({ pid: apiPid }) - api0) / requests,
    pgCpu: (cpuMs({ names: ['postgres'] }) - pg0) / requests,
  };
}

/** Starts a child and waits for its `{ ready: true }` message. */
function startChild(
  child: ChildProcess,
  name: string,
  onMessage?: (m: unknown) => void,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    child.on('message', (m) => {
      if ((m as { ready?: boolean }).ready) resolve(child);
      else onMessage?.(m);
    });
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code} before it was ready`)));
  });
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function benchDatabase(label: string, url: string, distDir: string): Promise<Run> {
  const codes = new Map<string, string>();
  const database = connect(url, 2);
  // The server applies new migrations at start; the benchmark's app does not, so do it here.
  await runMigrations(database.pool);
  const fx = await benchFixtures(database.db);
  const api = await startChild(
    fork(path.join(distDir, 'bench-app-server.js'), [], {
      env: { ...process.env, DATABASE_URL: url, PORT: String(API_PORT), NODE_ENV: 'production' },
      // BENCH_NODE_FLAGS replaces the production flags (e.g. to compare with node's defaults).
      execArgv: [
        ...(process.env.BENCH_NODE_FLAGS !== undefined
          ? process.env.BENCH_NODE_FLAGS.split(' ').filter(Boolean)
          : (NODE_FLAGS as string[])),
        ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
      ],
    }),
    'the API',
    (m) => {
      const { to, code } = m as { to: string; code: string };
      codes.set(to, code);
    },
  );
  const base = `http://127.0.0.1:${API_PORT}`;
  const bareBase = `http://127.0.0.1:${BARE_PORT}`;
  const capturedFile = path.join(distDir, 'captured.json');
  let bare: ChildProcess | undefined;
  try {
    const rssAtRestMb = rssMb(api.pid);
    const targets = [{ name: '/healthz', path: '/healthz', token: fx.token }, ...benchTargets(fx)].filter(
      (t) => !ONLY || t.name.includes(ONLY),
    );
    // The API's own answers, replayed byte for byte by the bare server.
    const captured: Record<string, { contentType: string; body: string }> = {};
    const bytes = new Map<string, number>();
    for (const t of targets) {
      const res = await fetch(`${base}${t.path}`, {
        headers: { authorization: `Bearer ${t.token}`, 'accept-encoding': 'identity' },
      });
      const body = Buffer.from(await res.arrayBuffer());
      if (!res.ok) throw new Error(`${t.name}: ${res.status} ${body.toString().slice(0, 200)}`);
      captured[t.path] = {
        contentType: res.headers.get('content-type') ?? '',
        body: body.toString('base64'),
      };
      bytes.set(t.name, body.length);
    }
    writeFileSync(capturedFile, JSON.stringify(captured));
    bare = await startChild(
      spawn(
        process.execPath,
        [path.join(import.meta.dirname, 'bare-server.ts'), String(BARE_PORT), capturedFile],
        {
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        },
      ),
      'the bare server',
    );

    const hello = await hammer(`${bareBase}/hello`, {});
    console.log(`[${label}] bare hello ${hello.rps.toFixed(0)} /s  p50 ${hello.p50} ms  p99 ${hello.p99} ms`);
    const rows: Row[] = [];
    for (const t of targets) {
      const headers = { authorization: `Bearer ${t.token}` };
      const apiFigures = await hammer(`${base}${t.path}`, headers, api.pid, t.tokens);
      const same = await hammer(`${bareBase}${t.path}`, headers, bare.pid);
      rows.push({ name: t.name, api: apiFigures, same, bytes: bytes.get(t.name) ?? 0 });
      console.log(
        `[${label}] ${t.name.padEnd(32)} ${apiFigures.rps.toFixed(0).padStart(6)} /s  p50 ${apiFigures.p50} ms  p99 ${apiFigures.p99} ms  errors ${apiFigures.errors}  cpu/req api ${apiFigures.apiCpu?.toFixed(3)} pg ${apiFigures.pgCpu?.toFixed(3)} ms  | same bytes ${same.rps.toFixed(0)} /s  ratio ${(apiFigures.rps / same.rps).toFixed(3)}  (load ${load()})`,
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
      rows.push({ name: 'sign-in round trip (2 calls)', api: figures(r, 2), bytes: 0 });
    }
    /**
     * A write row: `path` on the API with a fresh request each time (`requests()` makes the generator),
     * then the same requests against a bare server committing one INSERT per request on the same
     * database and pool size (bare-insert-server.ts): the commit rate is the limit for writes.
     */
    const writeRow = async (name: string, apiPath: string, requests: () => (r: RawRequest) => RawRequest) => {
      const figures = await hammer(`${base}${apiPath}`, {}, api.pid, undefined, requests());
      const inserts = await startChild(
        spawn(
          process.execPath,
          [path.join(import.meta.dirname, 'bare-insert-server.ts'), String(BARE_PORT + 1), url],
          {
            stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
          },
        ),
        'the bare insert server',
      );
      try {
        const same = await hammer(
          `http://127.0.0.1:${BARE_PORT + 1}/`,
          {},
          inserts.pid,
          undefined,
          requests(),
        );
        rows.push({ name: `${name} vs bare INSERT`, api: figures, same, bytes: 0 });
        console.log(
          `[${label}] ${name} ${figures.rps.toFixed(0)} /s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  errors ${figures.errors} | bare INSERT ${same.rps.toFixed(0)} /s  ratio ${(figures.rps / same.rps).toFixed(3)}  (load ${load()})`,
        );
      } finally {
        await stopChild(inserts);
      }
    };
    if (!ONLY || 'POST apply'.includes(ONLY)) {
      // Every request a new application (writes.ts).
      const targets = await applyTargets(database.db, fx.manyIds, fx.manyTokens, 200_000);
      await writeRow('POST apply', '/v1/influencer/apply', () => applyRequests(targets));
    }
    if (!ONLY || 'PUT submission'.includes(ONLY)) {
      // Every request a first submission of its own accepted work (writes.ts): SUBMIT_PREPARED of them
      // are written first, more than a run makes.
      const targets = await submitTargets(database.db, fx.manyIds, fx.manyTokens, SUBMIT_PREPARED);
      await writeRow('PUT submission', '/v1/influencer/task/submission', () => submitRequests(targets));
    }
    if (!ONLY || 'bulk invitation'.includes(ONLY)) {
      // One call at a time (a brand person's click), each naming BULK_INVITE_SIZE creators: p50 and
      // p99 are whole calls; "req/s" is calls per second.
      const api = await bulkInviteFigures(database.db, base, fx.brandToken);
      rows.push({ name: `bulk invitation (${BULK_INVITE_SIZE} creators)`, api, bytes: 0 });
      console.log(`[${label}] bulk invitation: p50 ${api.p50} ms  p99 ${api.p99} ms  errors ${api.errors}`);
    }
    if (!ONLY || 'campaign report'.includes(ONLY)) {
      // Design §17: a campaign with 1,000 creators live, its report opened one call at a time.
      const brand = await database.db.execute<{ id: string }>(sql`
        select sb.brand_id as id from staff_brands sb join staff_users s on s.id = sb.staff_id
         where s.email = ${BENCH_BRAND_STAFF_EMAIL} limit 1`);
      const api = await campaignReportFigures(database.db, base, fx.brandToken, brand.rows[0]!.id);
      rows.push({ name: `campaign report (${REPORT_CREATORS} creators)`, api, bytes: 0 });
      console.log(`[${label}] campaign report: p50 ${api.p50} ms  p99 ${api.p99} ms  errors ${api.errors}`);
    }
    return { label, hello, rows, rssAtRestMb, rssAfterMb: rssMb(api.pid) };
  } finally {
    if (bare) await stopChild(bare);
    await stopChild(api);
    await database.db.execute(sql`delete from rate_limits`).catch(() => {});
    await database.close();
  }
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
        { cwd: apiDir, env: { ...process.env, DATABASE_URL: pg.url }, stdio: 'inherit' },
      );
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`seed-bench exited with ${code}`)),
      );
    });
    console.log(`[embedded] seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  return pg;
}

const n0 = (v: number) => v.toFixed(0);
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(3) : '–');

function table(run: Run) {
  console.log(
    `\n${run.label}: ${CONNECTIONS} connections, ${DURATION} s per target after ${WARMUP} s warm-up; bare hello ${n0(run.hello.rps)} req/s (p50 ${run.hello.p50} ms, p99 ${run.hello.p99} ms); API RSS ${run.rssAtRestMb.toFixed(0)} MB at rest, ${run.rssAfterMb.toFixed(0)} MB after\n`,
  );
  console.log(
    '| target | bytes | API req/s | p50 ms | p99 ms | errors | CPU ms/req API / PG | same bytes req/s (CPU ms/req) | same p50 / p99 ms | vs same bytes | vs bare hello |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of run.rows) {
    console.log(
      `| ${r.name} | ${r.bytes} | ${n0(r.api.rps)} | ${r.api.p50} | ${r.api.p99} | ${r.api.errors} | ${r.api.apiCpu !== undefined ? `${r.api.apiCpu.toFixed(3)} / ${r.api.pgCpu?.toFixed(3)}` : '–'} | ${r.same ? `${n0(r.same.rps)} (${r.same.apiCpu?.toFixed(3)} ms)` : '–'} | ${r.same ? `${r.same.p50} / ${r.same.p99}` : '–'} | ${r.same ? ratio(r.api.rps, r.same.rps) : '–'} | ${ratio(r.api.rps, run.hello.rps)} |`,
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
  // Inside apps/api, so the compiled files find node_modules as the sources do.
  const distDir = path.join(apiDir, 'dist', `bench-${process.pid}`);
  await buildApi(distDir);
  const runs: Run[] = [];
  try {
    if (which === 'external' || which === 'both') {
      runs.push(await benchDatabase('external PostgreSQL (DATABASE_URL)', external!, distDir));
    }
    if (which === 'embedded' || which === 'both') {
      const pg = await embeddedBenchDatabase();
      try {
        runs.push(await benchDatabase('embedded PostgreSQL', pg.url, distDir));
      } finally {
        await pg.stop();
      }
    }
  } finally {
    rmSync(distDir, { recursive: true, force: true });
  }
  for (const run of runs) table(run);
  console.log(`\nload average at end: ${load()}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
