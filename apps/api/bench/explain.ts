/**
 * EXPLAIN (ANALYZE, BUFFERS) of every query the benchmarked calls run, on the benchmark dataset.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ih_bench npx tsx bench/explain.ts   (from apps/api)
 *   EXPLAIN_ONLY=<substring of a call name>   EXPLAIN_QUIET=1 (findings only, no plans)
 *
 * It builds the app in this process on DATABASE_URL with every pool client's `query` wrapped, calls
 * each target once with `app.inject` (plus a sign-in: send-otp and verify-otp, the code read from an
 * in-process mailer), records the SQL and parameters each call ran, and then explains each of them.
 * Writes (the sign-in's inserts and updates) are explained inside a transaction that is rolled back.
 *
 * Findings printed at the end:
 *   - a sequential scan on a table with more than 10,000 rows;
 *   - the same statement run more than 3 times in one call (a query per row).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connect } from '../src/db/client.ts';
import type { Mailer } from '../src/lib/mailer.ts';
import { isWrite, type RecordedQuery, recordQueries, repeatedStatements } from './query-recorder.ts';
import { benchFixtures, benchTargets } from './setup.ts';

const LARGE = 10_000;

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('explain needs DATABASE_URL of a database seeded with `npm run seed:bench`.');
    process.exit(1);
  }
  const quiet = process.env.EXPLAIN_QUIET === '1';
  const only = process.env.EXPLAIN_ONLY;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-explain-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
    WEB_DIST: path.join(dataDir, 'no-web'),
    DATABASE_URL: url,
  });
  const database = connect(url, 4);
  const recorder = recordQueries(database.pool);
  const codes = new Map<string, string>();
  const mailer: Mailer = {
    delivers: true,
    send: async (m) => {
      const code = m.text.match(/\b(\d{6})\b/)?.[1];
      if (code) codes.set(m.to.toLowerCase(), code);
    },
  };
  const app = await buildApp({ config, database, mailer });
  await app.ready();
  const fx = await benchFixtures(database.db);
  const contact = fx.contacts[0]!;

  type Call = {
    name: string;
    method: 'GET' | 'POST';
    url: string;
    token?: string;
    body?: () => unknown;
    cold?: boolean;
  };
  const calls: Call[] = [
    ...benchTargets(fx).map((t) => ({
      name: t.name,
      method: 'GET' as const,
      url: t.path,
      token: t.token,
      cold: t.cold,
    })),
    { name: 'send-otp', method: 'POST', url: '/v1/influencer/send-otp', body: () => ({ contact }) },
    {
      name: 'verify-otp',
      method: 'POST',
      url: '/v1/influencer/verify-otp',
      body: () => ({ contact, otp: codes.get(contact) }),
    },
  ];

  const recorded: { call: string; status: number; queries: RecordedQuery[] }[] = [];
  for (const c of calls) {
    if (only && !c.name.includes(only) && !(only === 'sign-in' && c.name.endsWith('-otp'))) continue;
    // One warm-up call so start-up work (caches, prepared lookups) is not counted as the call's queries.
    if (c.method === 'GET' && !c.cold)
      await app.inject({ method: c.method, url: c.url, headers: auth(c.token) });
    let status = 0;
    const queries = await recorder.during(async () => {
      const res = await app.inject({
        method: c.method,
        url: c.url,
        headers: auth(c.token),
        ...(c.body ? { payload: c.body() as object } : {}),
      });
      status = res.statusCode;
    });
    recorded.push({ call: c.name, status, queries });
  }
  await app.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const findings: string[] = [];
  try {
    const sizes = new Map<string, number>(
      (
        await client.query<{ relname: string; n: number }>(
          `select relname, greatest(reltuples, 0)::bigint n from pg_class where relkind in ('r', 'p') and relnamespace = 'public'::regnamespace`,
        )
      ).rows.map((r) => [r.relname, Number(r.n)]),
    );
    for (const r of recorded) {
      console.log(`\n=== ${r.call}: HTTP ${r.status}, ${r.queries.length} queries ===`);
      for (const { text, times } of repeatedStatements(r.queries))
        findings.push(`${r.call}: the same statement ran ${times} times (query per row?): ${oneLine(text)}`);
      let i = 0;
      for (const q of r.queries) {
        i++;
        const write = isWrite(q.text);
        let plan: string[];
        try {
          if (write) await client.query('begin');
          const res = await client.query<{ 'QUERY PLAN': string }>(
            `explain (analyze, buffers) ${q.text}`,
            q.values,
          );
          plan = res.rows.map((row) => row['QUERY PLAN']);
        } catch (error) {
          plan = [`(could not explain: ${(error as Error).message})`];
        } finally {
          if (write) await client.query('rollback');
        }
        const time = plan.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?';
        if (!quiet) {
          console.log(`\n-- [${i}] ${oneLine(q.text).slice(0, 400)}`);
          console.log(`   params: ${JSON.stringify(q.values).slice(0, 200)}`);
          for (const line of plan) console.log(`   ${line}`);
        } else console.log(`  [${i}] ${time.padStart(10)}  ${oneLine(q.text).slice(0, 140)}`);
        for (const line of plan) {
          const m = line.match(/Seq Scan on (\w+)/);
          if (m && (sizes.get(m[1]!) ?? 0) > LARGE)
            findings.push(
              `${r.call} [${i}]: sequential scan on ${m[1]} (${sizes.get(m[1]!)!.toLocaleString('en-IN')} rows), ${time}: ${oneLine(q.text).slice(0, 160)}`,
            );
        }
      }
    }
  } finally {
    await client.end();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n=== Findings (${findings.length}) ===`);
  for (const f of findings) console.log(`- ${f}`);
  if (findings.length === 0) console.log('none: no sequential scan on a large table, no repeated statement');
}

const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
