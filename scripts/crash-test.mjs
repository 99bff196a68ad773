#!/usr/bin/env node
// Crash test (design §8): acknowledged writes survive a kill -9, exactly once, and nothing half-written
// is ever visible.
//
//   node --import tsx scripts/crash-test.mjs        (npm run crash-test)
//   CRASH_CREATORS=100 (default)  CRASH_KEEP=1 keeps the data dir  CRASH_PORT=3601
//
// It starts the real server (production mode, embedded PostgreSQL in a fresh DATA_DIR, demo
// catalogue) with a real SMTP receiver, registers and signs in creators through the API, has the
// demo admin accept two applications per creator, then fires applications and work submissions,
// 200 in flight at a time. Once about 40% are acknowledged it kills the server with SIGKILL, in two
// rounds:
//   round 1: the node process AND the embedded postmaster (stale postmaster.pid, orphaned backends);
//   round 2: the node process only (the postmaster keeps running, holding the data directory).
// After each kill the server restarts on the same DATA_DIR and must come up cleanly; then every 2xx
// answer is checked in the database (exactly once) along with invariants that catch half-written
// transactions. Exit code 0 = PASS.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  call,
  creatorRegistration,
  embeddedDatabaseUrl,
  loadAverage,
  signIn,
  startLiveServer,
  startMailReceiver,
} from '../apps/api/bench/live.ts';

const CREATORS = Number(process.env.CRASH_CREATORS ?? 100);
const CONCURRENCY = 200;
const PORT = Number(process.env.CRASH_PORT ?? 3601);
const KILL_AT = 0.4;
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const log = (m) => console.log(`[crash] ${m}`);
const failures = [];
const fail = (m) => {
  failures.push(m);
  console.log(`[crash] FAIL: ${m}`);
};

/** Runs `tasks` (async functions) with at most `n` in flight; `onDone` sees each result. */
async function pool(tasks, n, onDone) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      onDone(await task());
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, tasks.length) }, worker));
}

function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const postmasterPid = (dataDir) =>
  Number(readFileSync(path.join(dataDir, 'postgres', 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);

const tag = Date.now().toString(36);
const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-crash-'));
const logDir = mkdtempSync(path.join(tmpdir(), 'ih-crash-logs-'));
const mail = await startMailReceiver();
let server;
let restarts = 0;
const start = async () => {
  const t0 = performance.now();
  server = await startLiveServer({
    port: PORT,
    dataDir,
    mail,
    logFile: path.join(logDir, `server-${restarts++}.log`),
  });
  log(`server up (pid ${server.pid}) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const orphan = readFileSync(server.logFile, 'utf8').match(/An earlier PostgreSQL.*/)?.[0];
  if (orphan) log(`start-up said: ${orphan}`);
};

/** Every acknowledged write: applications by id, work versions by application and version. */
const acked = { applications: new Map(), submissions: [] };
const unexpected = [];

try {
  log(`load average ${loadAverage()}; DATA_DIR ${dataDir}; logs in ${logDir}`);
  await start();
  let base = server.url;

  // --- Set-up through the API: creators, sessions, campaigns, accepted applications. ---
  const creators = [];
  await pool(
    Array.from({ length: CREATORS }, (_, i) => async () => {
      const r = await call(base, 'POST', '/v1/influencer/add', { body: creatorRegistration(i, tag) });
      if (r.status !== 201) throw new Error(`register ${i}: ${r.status} ${JSON.stringify(r.body)}`);
      const s = await signIn(base, mail, `load-${tag}-${i}@example.com`);
      return { i, id: s.userId, token: s.token };
    }),
    10,
    (c) => creators.push(c),
  );
  const admin = await signIn(base, mail, 'admin@influencehub.local', 'admin');
  const list = await call(base, 'GET', '/v1/influencer/active/task?limit=100', { token: creators[0].token });
  const campaigns = list.body.data
    .filter(
      // The list also shows active campaigns whose deadline has passed; applying to those answers 422.
      (c) =>
        c.basic_info.platform.length > 0 &&
        c.deliverables.length > 0 &&
        (!c.submissionDeadline || Date.parse(c.submissionDeadline) > Date.now() + 3_600_000),
    )
    .map((c) => ({
      id: c._id,
      platformId: c.basic_info.platform[0]._id,
      deliverableId: c.deliverables[0]._id,
    }));
  log(`${creators.length} creators signed in; ${campaigns.length} open campaigns`);
  if (campaigns.length < 14) throw new Error('the demo catalogue has too few open campaigns');

  const applyBody = (c) => ({ taskId: c.id, quote_asking_amount: '5000', note: 'Crash test application' });
  // Creator i gets campaigns i..i+13 (mod n): 2 accepted now, 6 applications per crash round.
  const slice = (c, from, count) =>
    Array.from({ length: count }, (_, k) => campaigns[(c.i + from + k) % campaigns.length]);
  const accepted = [];
  await pool(
    creators.flatMap((c) =>
      slice(c, 0, 4).map((camp) => async () => {
        const r = await call(base, 'POST', '/v1/influencer/apply', { token: c.token, body: applyBody(camp) });
        if (r.status !== 201) throw new Error(`prep apply: ${r.status} ${JSON.stringify(r.body)}`);
        acked.applications.set(r.body.data._id, { influencerId: c.id, campaignId: camp.id });
        return { creator: c, camp, applicationId: r.body.data._id };
      }),
    ),
    20,
    (a) => accepted.push(a),
  );
  // One by one with a final amount: the bulk call cannot accept campaigns without a fixed price.
  await pool(
    accepted.map((a) => async () => {
      const r = await call(base, 'POST', `/v1/admin/applications/${a.applicationId}/transition`, {
        token: admin.token,
        body: { to: 'accepted', final_amount: 5000 },
      });
      if (r.status !== 200) throw new Error(`accept: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
    }),
    10,
    () => {},
  );
  log(`${accepted.length} applications accepted (4 per creator: 2 for submissions in each round)`);

  // --- Two crash rounds. ---
  for (const round of [1, 2]) {
    base = server.url;
    const tasks = [];
    const add = (kind, fn) => tasks.push(Object.assign(fn, { kind }));
    for (const c of creators) {
      for (const camp of slice(c, 4 + (round - 1) * 6, 6))
        add('apply', async () => {
          const r = await call(base, 'POST', '/v1/influencer/apply', {
            token: c.token,
            body: applyBody(camp),
          });
          if (r.status === 201)
            acked.applications.set(r.body.data._id, { influencerId: c.id, campaignId: camp.id });
          return { kind: 'apply', r };
        });
      const mine = accepted.filter((a) => a.creator === c).slice((round - 1) * 2, round * 2);
      for (const a of mine)
        add('submit', async () => {
          const r = await call(base, 'PUT', '/v1/influencer/task/submission', {
            token: c.token,
            body: {
              taskId: a.applicationId,
              task_details: [
                {
                  platformId: a.camp.platformId,
                  deliverables: [
                    {
                      deliverableType: a.camp.deliverableId,
                      notes: `round ${round}`,
                      files: [{ fileUrl: PNG }],
                    },
                  ],
                },
              ],
            },
          });
          if (r.status === 200)
            acked.submissions.push({ applicationId: a.applicationId, version: r.body.data.version });
          return { kind: 'submit', r };
        });
    }
    // Mixed at random, so both kinds are in flight when the kill comes.
    tasks.sort(() => Math.random() - 0.5);
    const total = { apply: tasks.filter((t) => t.kind === 'apply').length, submit: 0 };
    total.submit = tasks.length - total.apply;
    let done = 0;
    let ok = 0;
    let killed = false;
    const counts = { apply: 0, submit: 0, lost: 0 };
    const nodePid = server.pid;
    const pgPid = postmasterPid(dataDir);
    const t0 = performance.now();
    await pool(tasks, CONCURRENCY, ({ kind, r }) => {
      done++;
      if (r.status >= 200 && r.status < 300) {
        ok++;
        counts[kind]++;
      } else if (r.status === 0) counts.lost++;
      else if (!killed) unexpected.push(`${kind} ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
      if (
        !killed &&
        ok >= tasks.length * KILL_AT &&
        counts.apply >= total.apply * 0.1 &&
        counts.submit >= total.submit * 0.1
      ) {
        killed = true;
        process.kill(nodePid, 'SIGKILL');
        if (round === 1) process.kill(pgPid, 'SIGKILL');
        log(
          `round ${round}: kill -9 node ${nodePid}${round === 1 ? ` and postmaster ${pgPid}` : ' (postmaster left running)'} ` +
            `after ${ok} acknowledged of ${tasks.length} (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
        );
      }
    });
    log(
      `round ${round}: ${counts.apply} applications and ${counts.submit} submissions acknowledged, ` +
        `${counts.lost} lost in flight, ${done - ok - counts.lost} other answers`,
    );
    if (!killed) fail(`round ${round}: the kill threshold was never reached`);
    await server.stop();
    if (round === 2 && !pidAlive(pgPid)) log('round 2: note: the postmaster exited with its parent');
    await start();
  }

  // --- Verification, on the restarted server's database. ---
  const health = await call(server.url, 'GET', '/healthz');
  if (health.status !== 200) fail(`/healthz after restart answered ${health.status}`);
  const check = await signIn(server.url, mail, `load-${tag}-0@example.com`);
  const work = await call(server.url, 'GET', '/v1/influencer/apply?limit=100', { token: check.token });
  if (work.status !== 200) fail(`work list after restart answered ${work.status}`);

  const db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await db.connect();
  try {
    const ids = [...acked.applications.keys()];
    const found = await db.query(
      'select id, influencer_id, campaign_id from applications where id = any($1)',
      [ids],
    );
    const byId = new Map(found.rows.map((r) => [r.id, r]));
    for (const [id, a] of acked.applications) {
      const row = byId.get(id);
      if (!row) fail(`acknowledged application ${id} is missing`);
      else if (row.influencer_id !== a.influencerId || row.campaign_id !== a.campaignId)
        fail(`application ${id} belongs to another creator or campaign`);
    }
    const dupes = await db.query(
      'select campaign_id, influencer_id, count(*)::int n from applications group by 1, 2 having count(*) > 1',
    );
    for (const d of dupes.rows)
      fail(`creator ${d.influencer_id} has ${d.n} applications to ${d.campaign_id}`);

    for (const s of acked.submissions) {
      const r = await db.query(
        `select count(*)::int n from submissions where application_id = $1 and kind = 'work' and version = $2`,
        [s.applicationId, s.version],
      );
      if (r.rows[0].n !== 1)
        fail(`acknowledged work version ${s.version} of ${s.applicationId}: ${r.rows[0].n} rows`);
    }
    // Invariants over everything written (acknowledged or not): no half-written transaction is visible.
    const invariants = [
      [
        'applications without a history row',
        `select a.id from applications a where not exists (select 1 from application_history h where h.application_id = a.id)`,
      ],
      [
        'applications whose status is not their last history entry',
        `select a.id from applications a join lateral (select to_status from application_history h where h.application_id = a.id order by created_at desc, id desc limit 1) h on true where h.to_status <> a.status`,
      ],
      [
        'work versions without items',
        `select s.id from submissions s where not exists (select 1 from submission_items i where i.submission_id = s.id)`,
      ],
      [
        'work items without files',
        `select i.id from submission_items i join submissions s on s.id = i.submission_id where s.kind = 'work' and not exists (select 1 from submission_files f where f.submission_item_id = i.id)`,
      ],
      [
        'applications in pending review without a work version',
        `select a.id from applications a where a.status = 'pending review' and not exists (select 1 from submissions s where s.application_id = a.id and s.kind = 'work')`,
      ],
      [
        'accepted applications that already have a work version',
        `select a.id from applications a where a.status = 'accepted' and exists (select 1 from submissions s where s.application_id = a.id and s.kind = 'work')`,
      ],
      [
        'work versions with a gap or a duplicate',
        `select application_id from submissions where kind = 'work' group by application_id having max(version) <> count(*)`,
      ],
    ];
    for (const [name, query] of invariants) {
      const r = await db.query(query);
      if (r.rowCount > 0) fail(`${r.rowCount} ${name} (e.g. ${r.rows[0].id ?? r.rows[0].application_id})`);
      else log(`ok: no ${name}`);
    }
    const totals = await db.query(
      `select (select count(*)::int from applications a join influencers i on i.id = a.influencer_id where i.email like $1) apps,
              (select count(*)::int from submissions s join applications a on a.id = s.application_id join influencers i on i.id = a.influencer_id where i.email like $1) subs`,
      [`load-${tag}-%`],
    );
    log(
      `acknowledged: ${acked.applications.size} applications, ${acked.submissions.length} work versions; ` +
        `in the database: ${totals.rows[0].apps} applications, ${totals.rows[0].subs} work versions ` +
        '(the difference is writes that committed but whose answer was lost in the kill)',
    );
  } finally {
    await db.end();
  }
  if (unexpected.length)
    fail(`${unexpected.length} unexpected answers before the kill, e.g. ${unexpected[0]}`);
} catch (error) {
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await server?.stop();
  await mail.close();
  if (process.env.CRASH_KEEP === '1') log(`CRASH_KEEP=1: leaving ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\nCRASH TEST ${failures.length === 0 ? 'PASS' : `FAIL (${failures.length} problems)`}`);
process.exit(failures.length === 0 ? 0 : 1);
