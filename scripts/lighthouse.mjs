#!/usr/bin/env node
// Lighthouse (mobile) on the built web app served by the real API server, as in production.
//
//   node --import tsx scripts/lighthouse.mjs      (npm run lighthouse)
//   LIGHTHOUSE_RUNS=3  LIGHTHOUSE_PAGES=landing,signin,dashboard,campaigns,detail  LIGHTHOUSE_PORT=3603
//   LIGHTHOUSE_LANGUAGE=hi: the pages in Hindi (the Hindi demo creator, the guest pages with Hindi chosen)
//   LIGHTHOUSE_OUT=<dir> keeps every JSON report
//   LIGHTHOUSE_ARTIFACTS=<dir> also keeps each run's trace and network log (Lighthouse's artifacts, in
//     <dir>/<page>-<run>/), which scripts/lighthouse-simulate.mjs re-simulates without a browser
//   LIGHTHOUSE_WEB_DIST=<dir> audits that build of apps/web instead of apps/web/dist (to compare two builds)
//   LIGHTHOUSE_GZIP=1 audits through a small gzip proxy in front of the server: what compression would
//   change (the server sends the build's files precompressed and compresses its own answers already)
//
// Builds apps/web if apps/web/dist is missing, starts the server (one node process, NODE_ENV
// production, a fresh DATA_DIR with the demo catalogue, a real SMTP receiver), signs the demo creator
// in through the API (send-otp, the mailed code, verify-otp) and audits each page LIGHTHOUSE_RUNS
// times with Lighthouse's default mobile settings (Moto G Power emulation, simulated slow 4G) in the
// Chromium from @sparticuz/chromium (resolveChromium()). Signed-in pages: a fresh browser first opens
// a bare URL on the origin, puts `accessToken` and `user` into localStorage, clears the HTTP cache,
// then hands that page to Lighthouse with storage reset off, so the audit is a cold load with a
// session. Prints the median performance and accessibility per page, the key timings, the bytes
// transferred and what text compression would save (Lighthouse's uses-text-compression audit).
// Exit code 1 when a page misses the design §7 budget (performance >= 95, accessibility 100).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import { call, loadAverage, signIn, startLiveServer, startMailReceiver } from '../apps/api/bench/live.ts';
import { resolveChromium } from '../e2e/support/chromium.ts';
import { launchFresh, prepareColdLoad } from './lib/cold-load.mjs';
import { AUDIT_FLAGS } from './lib/lighthouse-settings.mjs';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3603);
const LANGUAGE = process.env.LIGHTHOUSE_LANGUAGE === 'hi' ? 'hi' : 'en';
const WANTED = (process.env.LIGHTHOUSE_PAGES ?? 'landing,signin,dashboard,campaigns,detail').split(',');
const OUT = process.env.LIGHTHOUSE_OUT;
const ARTIFACTS = process.env.LIGHTHOUSE_ARTIFACTS;
const WEB_DIST = path.resolve(process.env.LIGHTHOUSE_WEB_DIST ?? path.join(root, 'apps/web/dist'));

const GZIP = process.env.LIGHTHOUSE_GZIP === '1';

/** A reverse proxy that gzips text answers (HTML, JS, CSS, JSON, SVG) for clients that accept it. */
function gzipProxy(target, port) {
  const proxy = http.createServer((req, res) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: target, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const gzip =
          /text|javascript|json|svg|css/.test(type) &&
          /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
          !answer.headers['content-encoding'];
        if (!gzip) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const { 'content-length': _length, ...headers } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, {
          ...headers,
          'content-encoding': 'gzip',
          vary: 'accept-encoding',
        });
        answer.pipe(zlib.createGzip()).pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(port, '127.0.0.1', () => resolve(proxy)));
}

const log = (m) => console.log(`[lighthouse] ${m}`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

if (!process.env.LIGHTHOUSE_WEB_DIST && !existsSync(path.join(WEB_DIST, 'index.html'))) {
  log('apps/web/dist is missing: building the web app…');
  execFileSync('npm', ['run', '--silent', 'build', '-w', '@ih/web'], { cwd: root, stdio: 'inherit' });
}

const chromium = await resolveChromium();
const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-lighthouse-'));
if (OUT) mkdirSync(OUT, { recursive: true });
const mail = await startMailReceiver();
let server;
let proxy;
let failed = false;
try {
  log(`build ${WEB_DIST}; load average ${loadAverage()}`);
  // A copy of the build: a rebuild of apps/web/dist by someone else mid-run must not change what is audited.
  const webDist = path.join(dataDir, 'web');
  cpSync(WEB_DIST, webDist, { recursive: true });
  server = await startLiveServer({
    port: PORT,
    dataDir,
    mail,
    logFile: path.join(dataDir, 'server.log'),
    env: { WEB_DIST: webDist },
  });
  if (GZIP) proxy = await gzipProxy(PORT, PORT + 1);
  const base = GZIP ? `http://127.0.0.1:${PORT + 1}` : server.url;
  if (GZIP) log(`auditing through the gzip proxy at ${base}`);
  const session = await signIn(
    base,
    mail,
    LANGUAGE === 'hi' ? 'creator.hi@influencehub.local' : 'creator@influencehub.local',
  );
  const list = await call(base, 'GET', '/v1/influencer/active/task?limit=1', { token: session.token });
  const campaignId = list.body.data?.[0]?._id;
  const pages = [
    { name: 'landing', path: '/landing', signedIn: false },
    { name: 'signin', path: '/signin', signedIn: false },
    { name: 'dashboard', path: '/', signedIn: true },
    { name: 'campaigns', path: '/campaigns', signedIn: true },
    { name: 'detail', path: `/campaigns/${campaignId}`, signedIn: true },
  ].filter((p) => WANTED.includes(p.name));

  const rows = [];
  let version = '?';
  for (const p of pages) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      const browser = await launchFresh(chromium);
      try {
        const page = await browser.newPage();
        await prepareColdLoad(page, base, p.signedIn ? session : null, LANGUAGE);
        const result = await lighthouse(
          `${base}${p.path}`,
          {
            ...AUDIT_FLAGS,
            // Gather and audit in one go, keeping what was gathered.
            ...(ARTIFACTS && {
              gatherMode: path.resolve(ARTIFACTS, `${p.name}-${run}`),
              auditMode: path.resolve(ARTIFACTS, `${p.name}-${run}`),
            }),
          },
          undefined,
          page,
        );
        const lhr = result.lhr;
        version = lhr.lighthouseVersion;
        if (OUT) writeFileSync(path.join(OUT, `${p.name}-${run}.json`), result.report);
        const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
        const a = lhr.audits;
        const r = {
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          fcp: a['first-contentful-paint'].numericValue,
          lcp: a['largest-contentful-paint'].numericValue,
          tbt: a['total-blocking-time'].numericValue,
          cls: a['cumulative-layout-shift'].numericValue,
          bytes: a['total-byte-weight'].numericValue,
          compressionSaves: a['uses-text-compression'].details?.overallSavingsBytes ?? 0,
          compressionMs:
            a['uses-text-compression'].metricSavings?.LCP ?? a['uses-text-compression'].numericValue ?? 0,
          failedA11y: Object.values(a)
            .filter(
              (x) =>
                x.score === 0 &&
                lhr.categories.accessibility.auditRefs.some((ref) => ref.id === x.id && ref.weight > 0),
            )
            .map((x) => x.id),
          finalUrl,
        };
        runs.push(r);
        log(
          `${p.name} run ${run}: performance ${r.performance}, accessibility ${r.accessibility}, LCP ${Math.round(r.lcp)} ms, ` +
            `TBT ${Math.round(r.tbt)} ms, ${Math.round(r.bytes / 1024)} KB${r.failedA11y.length ? `, a11y failing: ${r.failedA11y.join(', ')}` : ''}` +
            `${new URL(finalUrl).pathname !== new URL(`${base}${p.path}`).pathname ? ` (ended on ${finalUrl})` : ''}; ` +
            // Lighthouse's own measure of this machine's speed: the same build scores lower when it is low.
            `benchmark index ${Math.round(lhr.environment.benchmarkIndex)}; load ${loadAverage()}`,
        );
      } finally {
        await browser.close();
      }
    }
    const m = (k) => median(runs.map((r) => r[k]));
    rows.push({
      name: p.name,
      path: p.path,
      performance: m('performance'),
      accessibility: m('accessibility'),
      fcp: m('fcp'),
      lcp: m('lcp'),
      tbt: m('tbt'),
      cls: m('cls'),
      bytes: m('bytes'),
      compressionSaves: m('compressionSaves'),
      compressionMs: m('compressionMs'),
    });
  }

  console.log(
    `\nLighthouse ${version}, mobile, median of ${RUNS}${GZIP ? ', through the gzip proxy' : ''}; load average ${loadAverage()}\n`,
  );
  console.log(
    '| page | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS | transferred KB | gzip would save KB | est. LCP saving ms |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.name} (${r.path.replace(/[0-9a-f-]{36}/, ':id')}) | ${r.performance} | ${r.accessibility} | ${Math.round(r.fcp)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${Math.round(r.bytes / 1024)} | ${Math.round(r.compressionSaves / 1024)} | ${Math.round(r.compressionMs)} |`,
    );
    if (r.performance < 95 || r.accessibility < 100) failed = true;
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  proxy?.closeAllConnections();
  proxy?.close();
  await server?.stop();
  await mail.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\nLIGHTHOUSE ${failed ? 'FAIL (below the design §7 budget, or an error)' : 'PASS'}`);
process.exit(failed ? 1 : 0);
