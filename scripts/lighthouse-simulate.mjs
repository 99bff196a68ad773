#!/usr/bin/env node
// Re-runs Lighthouse's simulation on a saved audit, without a browser, in about two seconds.
//
//   npm run lighthouse with LIGHTHOUSE_ARTIFACTS=<dir> keeps each audit's trace and network log
//   node scripts/lighthouse-simulate.mjs <dir>/campaigns-1            score and metrics, as the audit gave
//   … --graph                 also every request and task on the way to the largest paint, with the
//                             simulated start and end of each (Lantern's optimistic estimate; the
//                             metric is the mean of the optimistic and pessimistic ones)
//   … --scale react-dom=0.8   what if every request whose URL contains "react-dom" were 20% smaller
//                             (repeatable)
//
// Lighthouse does not time a mobile load: it records one at full speed, then simulates slow 4G and a
// 4× slower CPU over the recorded requests and tasks (Lantern). The simulation is deterministic, so
// a saved audit answers "what moves the largest paint" exactly, where new audits differ by a few
// points run to run (docs/benchmarks.md §3). What it cannot answer is a change of what the page
// requests and when; that needs a new audit of a new build.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { initializeConfig } from 'lighthouse/core/config/config.js';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { AUDIT_FLAGS } from './lib/lighthouse-settings.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { graph: { type: 'boolean' }, scale: { type: 'string', multiple: true } },
});
const source = positionals[0];
if (!source) {
  console.error(
    'Usage: node scripts/lighthouse-simulate.mjs <artifacts dir> [--graph] [--scale <url part>=<factor>]…',
  );
  process.exit(2);
}

/** A copy of the artifacts with the matching requests' transferred bytes scaled. */
function scaled(dir, rules) {
  const copy = mkdtempSync(path.join(tmpdir(), 'ih-lh-sim-'));
  cpSync(dir, copy, { recursive: true });
  const file = path.join(copy, 'defaultPass.devtoolslog.json');
  const log = JSON.parse(readFileSync(file, 'utf8'));
  const urls = new Map();
  for (const e of log)
    if (e.method === 'Network.requestWillBeSent') urls.set(e.params.requestId, e.params.request.url);
  for (const e of log) {
    if (e.method !== 'Network.loadingFinished' && e.method !== 'Network.dataReceived') continue;
    const url = urls.get(e.params.requestId) ?? '';
    for (const { part, factor } of rules)
      if (url.includes(part)) e.params.encodedDataLength = Math.round(e.params.encodedDataLength * factor);
  }
  writeFileSync(file, JSON.stringify(log));
  return copy;
}

const rules = (values.scale ?? []).map((rule) => {
  const [part, factor] = rule.split('=');
  if (!part || !(Number(factor) > 0))
    throw new Error(`--scale ${rule}: expected <url part>=<factor>, e.g. react-dom=0.8`);
  return { part, factor: Number(factor) };
});
const dir = rules.length ? scaled(path.resolve(source), rules) : path.resolve(source);

try {
  const result = await lighthouse(undefined, {
    ...AUDIT_FLAGS,
    auditMode: dir,
  });
  const a = result.lhr.audits;
  const ms = (id) => Math.round(a[id].numericValue);
  console.log(
    `performance ${Math.round(result.lhr.categories.performance.score * 100)}: FCP ${ms('first-contentful-paint')} ms, ` +
      `LCP ${ms('largest-contentful-paint')} ms, SI ${ms('speed-index')} ms, TBT ${ms('total-blocking-time')} ms, ` +
      `CLS ${a['cumulative-layout-shift'].numericValue.toFixed(3)}`,
  );

  if (values.graph) {
    const artifacts = await loadArtifacts(dir);
    const { resolvedConfig } = await initializeConfig('navigation', undefined, AUDIT_FLAGS);
    const context = { computedCache: new Map(), settings: resolvedConfig.settings, options: {} };
    const lcp = await LanternLargestContentfulPaint.request(
      Audit.makeMetricComputationDataInput(artifacts, context),
      context,
    );
    console.log(
      `\nLCP ${Math.round(lcp.timing)} ms = mean of optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)} ` +
        `and pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}; the optimistic graph, simulated ms:`,
    );
    const rows = [...lcp.optimisticEstimate.nodeTimings.entries()].sort(
      (x, y) => x[1].startTime - y[1].startTime,
    );
    for (const [node, t] of rows) {
      const what =
        node.type === 'network'
          ? `${(node.request.transferSize / 1024).toFixed(1).padStart(5)} KB  ${node.request.url.replace(/^https?:\/\/[^/]+/, '')}`
          : `task, ${(node.duration / 1000).toFixed(1)} ms observed: ${[
              ...new Set(
                node.childEvents
                  .map((e) => e.name)
                  .filter((n) => /^(EvaluateScript|FunctionCall|TimerFire|ParseHTML|Layout|Paint)$/.test(n)),
              ),
            ].join(', ')}`;
      console.log(
        `${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)}  ${what}`,
      );
    }
  }
} finally {
  if (dir !== path.resolve(source)) rmSync(dir, { recursive: true, force: true });
}
