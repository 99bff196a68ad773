#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure. Output streams as it comes; at
// the end a summary of the stages with their times, and the line CI reads:
//
//   N passed, N failed[, N skipped]
//
// counting test cases across Vitest (unit and API) and Playwright, read from their JSON reports. A
// failed stage that runs no test cases (lint, typecheck, build, budget) counts as one failure, so a
// failing run never reports "0 failed".
//
// Options: --from <stage> / --only <stage> (names below) to run part of it; E2E_SKIP=1 skips e2e.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const reports = mkdtempSync(path.join(tmpdir(), 'ih-test-reports-'));
const report = (name) => path.join(reports, `${name}.json`);

/** Each stage: a command, and optionally where its JSON report lands and how to read it. */
const stages = [
  { name: 'lint', title: 'Lint and format (biome check .)', cmd: [bin('biome'), 'check', '.'] },
  {
    name: 'typecheck',
    title: 'Type-check (npm run typecheck)',
    cmd: ['npm', 'run', '--silent', 'typecheck'],
  },
  {
    name: 'unit-contract',
    title: 'Unit tests: packages/contract',
    cmd: [bin('vitest'), 'run', '--root', 'packages/contract', ...vitestReport('unit-contract')],
    read: readVitest('unit-contract'),
  },
  {
    name: 'unit-web',
    title: 'Unit tests: apps/web',
    cmd: [bin('vitest'), 'run', '--root', 'apps/web', ...vitestReport('unit-web')],
    read: readVitest('unit-web'),
  },
  {
    name: 'api',
    title: `API tests: apps/api (${process.env.TEST_DATABASE_URL || process.env.DATABASE_URL ? 'TEST_DATABASE_URL/DATABASE_URL' : 'embedded PostgreSQL'})`,
    cmd: [bin('vitest'), 'run', '--root', 'apps/api', ...vitestReport('api')],
    read: readVitest('api'),
  },
  {
    name: 'build',
    title: 'Web build (npm run build -w @ih/web)',
    cmd: ['npm', 'run', '--silent', 'build', '-w', '@ih/web'],
  },
  {
    name: 'budget',
    title: 'JS budgets (apps/web/scripts/check-budget.mjs)',
    cmd: [process.execPath, 'apps/web/scripts/check-budget.mjs'],
  },
  {
    name: 'e2e',
    title: 'End-to-end tests (Playwright, Chromium)',
    cmd: [bin('playwright'), 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    // The build stage just built the app; the e2e global setup need not build it again.
    env: { E2E_SKIP_BUILD: '1', PLAYWRIGHT_JSON_OUTPUT_FILE: report('e2e') },
    read: readPlaywright('e2e'),
  },
];

function vitestReport(name) {
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${report(name)}`];
}

function readJson(name) {
  const file = report(name);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function readVitest(name) {
  return () => {
    const r = readJson(name);
    if (!r) return undefined;
    // A file that fails to load has no failed test, only a failed suite: count it as one failure.
    const brokenFiles = (r.testResults ?? []).filter(
      (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
    ).length;
    return {
      passed: r.numPassedTests ?? 0,
      failed: (r.numFailedTests ?? 0) + brokenFiles,
      skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
    };
  };
}

function readPlaywright(name) {
  return () => {
    const r = readJson(name);
    if (!r?.stats) return undefined;
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = r.stats;
    // Errors outside tests (global setup, a spec that does not load) fail the run with no failed test.
    const outside = unexpected === 0 && (r.errors?.length ?? 0) > 0 ? 1 : 0;
    return { passed: expected + flaky, failed: unexpected + outside, skipped };
  };
}

function parseArgs(argv) {
  const at = (flag) => {
    const i = argv.indexOf(flag);
    return i === -1 ? undefined : argv[i + 1];
  };
  const only = at('--only');
  const from = at('--from');
  for (const n of [only, from])
    if (n && !stages.some((s) => s.name === n)) {
      console.error(`Unknown stage ${n}; stages: ${stages.map((s) => s.name).join(', ')}`);
      process.exit(2);
    }
  let selected = stages;
  if (from) selected = stages.slice(stages.findIndex((s) => s.name === from));
  if (only) selected = stages.filter((s) => s.name === only);
  if (process.env.E2E_SKIP === '1') selected = selected.filter((s) => s.name !== 'e2e');
  return selected;
}

let current;
function run(stage) {
  return new Promise((resolve) => {
    const [command, ...args] = stage.cmd;
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        ...stage.env,
      },
    });
    current = child;
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      current = undefined;
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

// Ctrl-C reaches the children through the terminal's process group; we only wait for them to stop.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    if (current) current.kill(signal);
    else process.exit(130);
  });

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const selected = parseArgs(process.argv.slice(2));
const results = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
const startedAll = performance.now();

for (const stage of selected) {
  console.log(`\n━━━ ${stage.title} ━━━\n`);
  const started = performance.now();
  const code = await run(stage);
  const ms = performance.now() - started;
  const counts = stage.read?.();
  if (counts) {
    if (code !== 0 && counts.failed === 0) counts.failed = 1;
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  } else if (code !== 0) {
    totals.failed += 1;
  }
  results.push({ stage, code, ms, counts });
  if (code !== 0) break;
}
rmSync(reports, { recursive: true, force: true });

const failed = results.find((r) => r.code !== 0);
const notRun = selected.slice(results.length);
console.log('\n━━━ Summary ━━━\n');
const width = Math.max(...selected.map((s) => s.name.length));
for (const r of results) {
  const c = r.counts;
  const tests = c
    ? `  ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`
    : '';
  console.log(
    `  ${r.code === 0 ? 'ok  ' : 'FAIL'}  ${r.stage.name.padEnd(width)}  ${seconds(r.ms).padStart(8)}${tests}`,
  );
}
for (const s of notRun) console.log(`  --    ${s.name.padEnd(width)}  not run`);
console.log(`\n  total ${seconds(performance.now() - startedAll)}`);
if (failed) console.log(`  stopped at the first failure: ${failed.stage.name} (exit code ${failed.code})`);
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failed ? 1 : 0);
