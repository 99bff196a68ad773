/**
 * Issue 14's burst: 1,000 applications accepted at once (ten bulk calls of 100, sent together) with
 * the queue running as in production (concurrency 4). Reports how long each notification took from
 * its event to its row and from its transaction's commit (when its bulk call answered) to its row and
 * to its creator's live push (p50/p99/max; issue 32's target: p99 < 1 s after commit), how long until
 * the last e-mail left, and whether exactly one notification and one e-mail exist per application.
 *
 *   cd apps/api && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/notify-burst.ts
 *
 * It works in a throwaway database (created and dropped here) with a bench-only column that stamps
 * when each row was really inserted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connect } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seedReferenceData } from '../src/db/seed/reference.ts';
import { startQueue } from '../src/jobs/queue.ts';
import { systemClock } from '../src/lib/clock.ts';
import type { Mailer, MailMessage } from '../src/lib/mailer.ts';
import { EVENT_CONSUMERS, MODULE_JOBS } from '../src/module-jobs.ts';
import { LIVE_CHANNEL } from '../src/modules/notifications/live-publish.ts';
import { createBrand, createCampaign } from '../test/factories/catalogue.ts';

const N = Number(process.env.BURST ?? 1000);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `ih_burst_${process.pid}`;
const urlOf = (db: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${db}`;
  return u.toString();
};

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-burst-'));
const database = connect(urlOf(name), 20);
try {
  await runMigrations(database.pool);
  await seedReferenceData(database.db);
  const q = (text: string, values: unknown[] = []) => database.pool.query(text, values);
  await q(
    'alter table notifications add column bench_inserted_at timestamptz not null default clock_timestamp()',
  );
  // The test factories make a realistic brand and campaign (reference ids, deliverables).
  const brand = (await createBrand(database.db)).id;
  const campaign = (await createCampaign(database.db, { brandId: brand })).id;
  const creators = await q(
    `insert into influencers (name, email, mobile_number, account_types, address, country, state, city)
     select 'Creator ' || g, 'burst' || g || '@example.in', (7000000000 + g)::text, array['Personal Account'],
            '1 MG Road', 'India', 'Karnataka', 'Bengaluru'
       from generate_series(1, $1) g returning id`,
    [N],
  );
  const apps = await q(
    `insert into applications (campaign_id, influencer_id, status)
     select $1, unnest($2::uuid[]), 'pending' returning id`,
    [campaign, creators.rows.map((r) => r.id)],
  );
  const staff = (
    await q(
      `insert into staff_users (email, name, role) values ('burst-admin@example.in', 'Burst Admin', 'admin') returning id`,
    )
  ).rows[0].id as string;
  const { hashToken, newToken } = await import('../src/lib/tokens.ts');
  const token = newToken();
  await q(
    `insert into sessions (token_hash, subject_kind, staff_id, expires_at) values ($1, 'staff', $2, now() + interval '1 hour')`,
    [hashToken(token), staff],
  );

  const sent: { at: number; m: MailMessage }[] = [];
  const mailer: Mailer = { delivers: true, send: async (m) => void sent.push({ at: Date.now(), m }) };
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-12',
    WEB_DIST: path.join(dataDir, 'no-web'),
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  const app = await buildApp({ config, database, mailer, clock: systemClock });
  await app.ready();
  const queue = await startQueue({
    db: database.db,
    pool: database.pool,
    clock: systemClock,
    log: { info() {}, warn() {}, error: (o, m) => console.error(m, o) },
    modules: MODULE_JOBS,
    consumers: EVENT_CONSUMERS,
    mailer,
    sms: app.sms,
    config,
  });

  // Live pushes as an API process hears them (LISTEN on the live channel): when each creator's first came.
  const livePushAt = new Map<string, number>();
  const listener = new pg.Client({ connectionString: urlOf(name) });
  await listener.connect();
  listener.on('notification', (n) => {
    const signal = JSON.parse(n.payload ?? '{}') as { kind?: string; id?: string };
    if (signal.kind === 'influencer' && signal.id && !livePushAt.has(signal.id))
      livePushAt.set(signal.id, Date.now());
  });
  await listener.query(`listen ${LIVE_CHANNEL}`);

  const ids = apps.rows.map((r) => r.id as string);
  const started = Date.now();
  const batches = [];
  // When each bulk call answered (its transaction had committed): the clock the target runs
  // from ("p99 < 1 s after commit"), per application.
  const committedAt = new Map<string, number>();
  for (let i = 0; i < ids.length; i += 100) {
    const part = ids.slice(i, i + 100);
    batches.push(
      app
        .inject({
          method: 'POST',
          url: '/v1/admin/applications/bulk-transition',
          headers: { authorization: `Bearer ${token}` },
          payload: { ids: part, to: 'accepted' },
        })
        .then((answer) => {
          const at = Date.now();
          for (const id of part) committedAt.set(id, at);
          return answer;
        }),
    );
  }
  const answers = await Promise.all(batches);
  const committed = Date.now();
  if (answers.some((a) => a.statusCode !== 200)) throw new Error(`a bulk call failed: ${answers[0]?.body}`);

  const deadline = Date.now() + 300_000;
  for (;;) {
    const { rows } = await q(
      `select count(*)::int as n from notifications where type = 'application.accepted'`,
    );
    if (rows[0].n >= N && sent.length >= N) break;
    if (Date.now() > deadline)
      throw new Error(`only ${rows[0].n} notifications and ${sent.length} e-mails after 5 minutes`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const allSent = Date.now();
  for (const until = Date.now() + 60_000; livePushAt.size < N && Date.now() < until; )
    await new Promise((r) => setTimeout(r, 100));
  await listener.end();
  const { rows: owners } = await q('select id, influencer_id from applications');
  const pushAfterCommit = owners
    .filter((r) => livePushAt.has(r.influencer_id as string))
    .map((r) => livePushAt.get(r.influencer_id as string)! - committedAt.get(r.id as string)!)
    .sort((a, b) => a - b);
  const pickPush = (p: number) =>
    pushAfterCommit[
      Math.min(pushAfterCommit.length - 1, Math.floor((p / 100) * pushAfterCommit.length))
    ]?.toFixed(0);
  const { rows: lat } = await q(`
    select extract(epoch from (n.bench_inserted_at - e.created_at)) * 1000 as ms
      from notifications n join events e on e.id = n.event_id
     where n.type = 'application.accepted' order by ms`);
  const ms = lat.map((r) => Number(r.ms));
  const { rows: inserted } = await q(`
    select e.application_id as id, extract(epoch from n.bench_inserted_at) * 1000 as at
      from notifications n join events e on e.id = n.event_id where n.type = 'application.accepted'`);
  const afterCommit = inserted
    .map((r) => Number(r.at) - committedAt.get(r.id as string)!)
    .sort((a, b) => a - b);
  const pickAfter = (p: number) =>
    afterCommit[Math.min(afterCommit.length - 1, Math.floor((p / 100) * afterCommit.length))]!.toFixed(0);
  const pick = (p: number) => ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))]!.toFixed(0);
  const dup = await q(`
    select count(*)::int as n from (select recipient_id from notifications where type = 'application.accepted'
     group by recipient_id having count(*) > 1) d`);
  const uniqueMails = new Set(sent.map((s) => s.m.to)).size;
  console.log(
    JSON.stringify(
      {
        applications: N,
        bulkCallsMs: committed - started,
        notifications: ms.length,
        eventToNotificationMs: { p50: pick(50), p99: pick(99), max: ms.at(-1)?.toFixed(0) },
        livePushes: pushAfterCommit.length,
        commitToLivePushMs: { p50: pickPush(50), p99: pickPush(99), max: pushAfterCommit.at(-1)?.toFixed(0) },
        commitToNotificationMs: {
          p50: pickAfter(50),
          p99: pickAfter(99),
          max: afterCommit.at(-1)?.toFixed(0),
        },
        lastEmailAfterCommitMs: allSent - committed,
        emails: sent.length,
        distinctEmailRecipients: uniqueMails,
        recipientsWithMoreThanOne: dup.rows[0].n,
        loadAverage: (await import('node:os')).loadavg().map((l) => l.toFixed(2)),
      },
      null,
      2,
    ),
  );
  await queue.stop();
  await app.close();
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
