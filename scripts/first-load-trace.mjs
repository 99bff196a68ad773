#!/usr/bin/env node
// What the main thread does during a signed-in page's first load, task by task (docs/benchmarks.md §3).
//
//   node --import tsx scripts/first-load-trace.mjs     TRACE_PAGES=campaigns,dashboard,detail
//   TRACE_RUNS=3  TRACE_CPU=4 (Lighthouse's mobile slowdown)  TRACE_PORT=3703
//   TRACE_MIN_MS=10 (list every task of 10 ms or more, not only the long ones)  TRACE_BY=function (samples by function and file, not by file; `inclusive`: with their callers)  TRACE_DIST=<a web build> (default apps/web/dist; build it with `vite build --sourcemap` to see
//   source files instead of chunk names)  TRACE_TOP=12 (frames listed per long task)
//   TRACE_LANGUAGE=hi: the pages in Hindi, as the Hindi demo creator (as LIGHTHOUSE_LANGUAGE=hi does)
//
// Lighthouse gives a score and a few totals; this says where the time goes. It starts the real server
// on the build (as scripts/lighthouse.mjs does), signs the demo creator in, and for each run loads the
// page cold in a fresh Chromium, recording a performance trace with CPU
// samples. Like Lighthouse's simulation, it observes at full speed and multiplies by TRACE_CPU. It prints
// every main-thread task of 50 ms or more after that (Lighthouse's long tasks; at 4× that is 12.5 ms
// observed) from navigation to the largest paint plus one second, and for each
// the source files (or chunks) its samples fall in. The sum of (task − 50 ms) is the page's blocking
// time as Lighthouse would observe it, before its own network simulation.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map';
import { call, loadAverage, signIn, startLiveServer, startMailReceiver } from '../apps/api/bench/live.ts';
import { resolveChromium } from '../e2e/support/chromium.ts';
import { launchFresh, prepareColdLoad } from './lib/cold-load.mjs';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.TRACE_RUNS ?? 3);
const CPU = Number(process.env.TRACE_CPU ?? 4);
const PORT = Number(process.env.TRACE_PORT ?? 3703);
const TOP = Number(process.env.TRACE_TOP ?? 12);
const DIST = path.resolve(process.env.TRACE_DIST ?? path.join(root, 'apps/web/dist'));
const WANTED = (process.env.TRACE_PAGES ?? 'campaigns').split(',');
const LANGUAGE = process.env.TRACE_LANGUAGE === 'hi' ? 'hi' : 'en';
const LONG_MS = 50;
const BY_FUNCTION = process.env.TRACE_BY === 'function' || process.env.TRACE_BY === 'inclusive';
const INCLUSIVE = process.env.TRACE_BY === 'inclusive';

const log = (m) => console.log(`[trace] ${m}`);

/** Source file of a generated position, through the chunk's source map when the build has one. */
const maps = new Map();
async function sourceOf(url, line, column) {
  const pathname = url.startsWith('http') ? new URL(url).pathname : url;
  if (!pathname.startsWith('/assets/')) return pathname || '(native)';
  const file = path.join(DIST, pathname);
  if (!maps.has(file)) {
    maps.set(
      file,
      existsSync(`${file}.map`)
        ? await new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')))
        : null,
    );
  }
  const map = maps.get(file);
  if (!map) return pathname;
  // A frame's position is where its function starts; the nearest mapping at or after it names the file.
  let pos = map.originalPositionFor({ line: line + 1, column });
  if (!pos.source)
    pos = map.originalPositionFor({ line: line + 1, column, bias: SourceMapConsumer.LEAST_UPPER_BOUND });
  if (!pos.source) return pathname;
  return pos.source
    .replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1')
    .replace(/^.*\/apps\/web\/src\//, 'src/');
}

/** Long tasks on the page's main thread and, for each, where its CPU samples were. */
async function analyse(events, nav, endTs) {
  // The page's renderer main thread: where its navigation started (not the previous page's process).
  const { pid, tid } = nav;
  const runTasks = events
    .filter(
      (e) =>
        e.pid === pid &&
        e.tid === tid &&
        e.ph === 'X' &&
        (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
        e.ts >= nav.ts &&
        e.ts <= endTs,
    )
    .map((e) => ({ start: e.ts, end: e.ts + (e.dur ?? 0), ms: (e.dur ?? 0) / 1000 }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  // Top-level tasks only: a RunTask inside another is the same task.
  const tasks = [];
  for (const x of runTasks) if (!tasks.length || x.start >= tasks.at(-1).end) tasks.push(x);
  // CPU samples: ProfileChunk events carry nodes, samples and time deltas.
  const nodes = new Map();
  const samples = [];
  let t = 0;
  for (const e of events.filter(
    (x) => x.pid === pid && (x.name === 'Profile' || x.name === 'ProfileChunk'),
  )) {
    if (e.name === 'Profile') t = e.args.data.startTime;
    const data = e.args.data?.cpuProfile;
    for (const n of data?.nodes ?? []) nodes.set(n.id, n);
    const deltas = e.args.data?.timeDeltas ?? [];
    (data?.samples ?? []).forEach((id, i) => {
      t += deltas[i] ?? 0;
      samples.push({ id, ts: t });
    });
  }
  // TRACE_MIN_MS lists shorter tasks too (Lighthouse's simulation keeps every task of 10 ms or more).
  const long = tasks.filter((x) => x.ms >= Number(process.env.TRACE_MIN_MS ?? LONG_MS / CPU));
  for (const task of long) {
    const bySource = new Map();
    let count = 0;
    for (const s of samples) {
      if (s.ts < task.start || s.ts > task.end) continue;
      const frame = nodes.get(s.id)?.callFrame;
      if (!frame) continue;
      // Self time by default; with TRACE_BY=inclusive every function on the sample's stack, once.
      const keys = new Set();
      for (let n = nodes.get(s.id); n; n = INCLUSIVE ? nodes.get(n.parent) : undefined) {
        const f = n.callFrame;
        const file = f.url ? await sourceOf(f.url, f.lineNumber, f.columnNumber) : '';
        keys.add(
          !file
            ? `(${f.functionName || 'program'})`
            : BY_FUNCTION
              ? `${f.functionName || '(anonymous)'} [${file}]`
              : file,
        );
      }
      for (const key of keys) bySource.set(key, (bySource.get(key) ?? 0) + 1);
      count++;
    }
    // What the browser itself did in the task (style, layout, parsing, compiling), by trace event.
    const byEvent = new Map();
    for (const e of events) {
      if (e.pid !== pid || e.tid !== tid || e.ph !== 'X' || !e.dur || e.ts < task.start || e.ts >= task.end)
        continue;
      if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') continue;
      byEvent.set(e.name, (byEvent.get(e.name) ?? 0) + e.dur / 1000);
    }
    task.events = [...byEvent.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([k, ms]) => `${k} ${ms.toFixed(1)}`);
    task.sources = [...bySource.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([k, n]) => `${k} ${Math.round((100 * n) / Math.max(count, 1))}%`);
  }
  return { tasks, long };
}

const chromium = await resolveChromium();
const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-trace-'));
const mail = await startMailReceiver();
let server;
try {
  log(`build ${DIST}; CPU ${CPU}×; load average ${loadAverage()}`);
  server = await startLiveServer({
    port: PORT,
    dataDir,
    mail,
    logFile: path.join(dataDir, 'server.log'),
    env: { WEB_DIST: DIST },
  });
  const base = server.url;
  const session = await signIn(
    base,
    mail,
    LANGUAGE === 'hi' ? 'creator.hi@influencehub.local' : 'creator@influencehub.local',
  );
  const list = await call(base, 'GET', '/v1/influencer/active/task?limit=1', { token: session.token });
  const pages = { dashboard: '/', campaigns: '/campaigns', detail: `/campaigns/${list.body.data?.[0]?._id}` };
  for (const name of WANTED) {
    for (let run = 1; run <= RUNS; run++) {
      const browser = await launchFresh(chromium);
      try {
        const page = await browser.newPage();
        await page.setViewport({
          width: 412,
          height: 823,
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        await prepareColdLoad(page, base, session, LANGUAGE);
        await page.tracing.start({
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'toplevel',
            'blink.user_timing',
            'loading',
            'v8.execute',
            'disabled-by-default-v8.cpu_profiler',
          ],
        });
        await page.goto(`${base}${pages[name]}`, { waitUntil: 'networkidle2' });
        await page.waitForFunction(() => !document.getElementById('splash'));
        await new Promise((r) => setTimeout(r, 1000)); // the tasks that follow the first page's paint
        const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8')).traceEvents;
        const nav = events.find(
          (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.includes(pages[name]),
        );
        const lcp = events
          .filter(
            (e) => e.pid === nav.pid && e.name === 'largestContentfulPaint::Candidate' && e.ts >= nav.ts,
          )
          .at(-1);
        const fcp = events.find(
          (e) => e.pid === nav.pid && e.name === 'firstContentfulPaint' && e.ts >= nav.ts,
        );
        const { long, tasks } = await analyse(events, nav, (lcp?.ts ?? nav.ts) + 1_000_000);
        const at = (ts) => Math.round((ts - nav.ts) / 1000);
        const afterFcp = long.filter((x) => x.start >= (fcp?.ts ?? nav.ts));
        const blocking = afterFcp.reduce((s, x) => s + Math.max(0, x.ms * CPU - LONG_MS), 0);
        log(
          `${name} run ${run}: FCP ${fcp ? at(fcp.ts) : '?'} ms, LCP ${lcp ? at(lcp.ts) : '?'} ms, ${tasks.length} tasks, main thread busy ${Math.round(tasks.reduce((s, x) => s + x.ms, 0))} ms; blocking after FCP at ${CPU}× ${Math.round(blocking)} ms; load ${loadAverage()}`,
        );
        for (const x of long) {
          log(
            `  ${String(at(x.start)).padStart(5)} ms  ${String(Math.round(x.ms)).padStart(4)} ms (${Math.round(x.ms * CPU)} at ${CPU}×): ${x.sources.join(', ')}`,
          );
          // Nested events are counted in their parents too: a list of where to look, not a sum.
          log(`                 trace events, ms: ${x.events.join(', ')}`);
        }
      } finally {
        await browser.close();
      }
    }
  }
} finally {
  await server?.stop();
  await mail.close();
  rmSync(dataDir, { recursive: true, force: true });
}
