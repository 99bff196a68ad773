#!/usr/bin/env node
// Soak test: 200 virtual creators walk the main flow against ONE real server for 5 minutes.
//
//   node --import tsx scripts/soak.mjs        (npm run soak)
//   SOAK_SECONDS=300  SOAK_USERS=200  SOAK_THINK_MS=3000  SOAK_PORT=3602
//
// The server runs as in production (one node process, embedded PostgreSQL in a fresh DATA_DIR, the
// demo catalogue) with a real SMTP receiver for sign-in codes. Each virtual creator registers, then
// signs in (send-otp, read the mail, verify-otp) and loops: browse a page of campaigns, open one,
// save it, apply to it (while there are campaigns it has not applied to), check its stats, with a
// think time of SOAK_THINK_MS ±50% between steps. Every answer must be 2xx; p50/p95/p99 per step;
// the server's RSS (VmRSS of its node process) is sampled every 5 s and reported at the start,
// middle and end of the walk. Exit code 1 on any error or an RSS that keeps growing (end > middle
// by more than 20%).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  call,
  creatorRegistration,
  loadAverage,
  percentile,
  rssOf,
  signIn,
  startLiveServer,
  startMailReceiver,
} from '../apps/api/bench/live.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const USERS = Number(process.env.SOAK_USERS ?? 200);
const THINK = Number(process.env.SOAK_THINK_MS ?? 3000);
const PORT = Number(process.env.SOAK_PORT ?? 3602);
const MB = 1024 * 1024;

const log = (m) => console.log(`[soak] ${m}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const think = () => sleep(THINK * (0.5 + Math.random()));

const times = new Map();
const errors = [];
const note = (step, answer, ok = answer.status >= 200 && answer.status < 300) => {
  if (!times.has(step)) times.set(step, []);
  times.get(step).push(answer.ms);
  if (!ok) errors.push(`${step}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
  return ok;
};

const tag = Date.now().toString(36);
const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-soak-'));
const mail = await startMailReceiver();
let server;
let failed = false;
try {
  log(`load average ${loadAverage()}; ${USERS} creators, ${SECONDS} s, think ${THINK} ms ±50%`);
  server = await startLiveServer({ port: PORT, dataDir, mail, logFile: path.join(dataDir, 'server.log') });
  const base = server.url;
  log(`server up (pid ${server.pid}), RSS ${(rssOf(server.pid) / MB).toFixed(0)} MB`);

  for (let i = 0; i < USERS; i += 20)
    await Promise.all(
      Array.from({ length: Math.min(20, USERS - i) }, async (_, k) => {
        const r = await call(base, 'POST', '/v1/influencer/add', { body: creatorRegistration(i + k, tag) });
        if (r.status !== 201) throw new Error(`register: ${r.status} ${JSON.stringify(r.body)}`);
      }),
    );
  log(`${USERS} creators registered`);

  const samples = [];
  const sampleRss = () => samples.push({ at: performance.now(), rss: rssOf(server.pid) });
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  sampleRss();
  const sampler = setInterval(sampleRss, 5_000);
  let loops = 0;

  const walk = async (n) => {
    await sleep(Math.random() * Math.min(THINK, 10_000)); // arrive spread out, not all at once
    const contact = `load-${tag}-${n}@example.com`;
    let session;
    try {
      session = await signIn(base, mail, contact);
      note('sign-in (send + verify)', { status: 200, ms: session.ms[0] + session.ms[1] });
    } catch (error) {
      errors.push(`sign-in: ${error.message}`);
      return;
    }
    const { token } = session;
    const applied = new Set();
    for (let round = 0; round < 10_000 && performance.now() < deadline; round++) {
      const page = 1 + Math.floor(Math.random() * 5);
      const list = await call(base, 'GET', `/v1/influencer/active/task?page=${page}&limit=12`, { token });
      await think();
      if (!note('campaign list', list)) continue;
      const items = list.body.data ?? [];
      // The list also shows active campaigns whose deadline has passed (apply answers 422): skip those.
      const open = items.filter(
        (c) =>
          !c.isApplied &&
          !applied.has(c._id) &&
          (!c.submissionDeadline || Date.parse(c.submissionDeadline) > Date.now() + 60_000),
      );
      const pick = (open.length ? open : items)[Math.floor(Math.random() * (open.length || items.length))];
      if (!pick) continue;
      note('campaign detail', await call(base, 'GET', `/v1/influencer/active/task/${pick._id}`, { token }));
      await think();
      note(
        'save',
        await call(base, 'POST', '/v1/influencer/save-campaign', { token, body: { campaignId: pick._id } }),
      );
      await think();
      if (open.includes(pick)) {
        applied.add(pick._id);
        note(
          'apply',
          await call(base, 'POST', '/v1/influencer/apply', {
            token,
            body: { taskId: pick._id, quote_asking_amount: '5000', note: 'Soak test application' },
          }),
        );
        await think();
      }
      note('apply/stats', await call(base, 'GET', '/v1/influencer/apply/stats', { token }));
      loops++;
      await think();
    }
  };
  await Promise.all(Array.from({ length: USERS }, (_, n) => walk(n)));
  clearInterval(sampler);
  sampleRss();
  const seconds = (performance.now() - started) / 1000;

  const all = [...times.values()].flat().sort((a, b) => a - b);
  console.log(
    `\n${all.length} requests in ${seconds.toFixed(0)} s (${(all.length / seconds).toFixed(1)}/s), ${loops} walks, ${errors.length} errors; load average ${loadAverage()}`,
  );
  console.log('| step | requests | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [step, list] of [...times.entries(), ['all', all]]) {
    const s = [...list].sort((a, b) => a - b);
    console.log(
      `| ${step} | ${s.length} | ${percentile(s, 50).toFixed(0)} | ${percentile(s, 95).toFixed(0)} | ${percentile(s, 99).toFixed(0)} | ${s.at(-1)?.toFixed(0)} |`,
    );
  }
  const at = (fraction) =>
    samples[Math.min(samples.length - 1, Math.round((samples.length - 1) * fraction))].rss;
  const [first, middle, last] = [at(0), at(0.5), at(1)];
  const peak = Math.max(...samples.map((s) => s.rss));
  console.log(
    `\nserver RSS: start ${(first / MB).toFixed(0)} MB, middle ${(middle / MB).toFixed(0)} MB, end ${(last / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB (${samples.length} samples)`,
  );
  for (const e of errors.slice(0, 10)) console.log(`  error: ${e}`);
  const growing = last > middle * 1.2;
  if (growing) console.log('RSS is not flat: the end is more than 20% above the middle.');
  failed = errors.length > 0 || growing;
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await server?.stop();
  await mail.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\nSOAK ${failed ? 'FAIL' : 'PASS'}`);
process.exit(failed ? 1 : 0);
