import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { choosePort, embeddedDatabaseUrl, REPO_ROOT, startApiServer } from './support/api-server.ts';
import { startMailReceiver } from './support/mail-receiver.ts';

function step(message: string) {
  console.log(`[e2e] ${message}`);
}

function buildWebApp() {
  if (process.env.E2E_SKIP_BUILD === '1') {
    step('E2E_SKIP_BUILD=1: using the web app already in apps/web/dist (if any).');
    return;
  }
  const started = performance.now();
  step('Building the web app (npm run build -w @ih/web)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@ih/web'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(
      `The web app build failed (exit ${result.status ?? result.signal}); see its output above. ` +
        'Set E2E_SKIP_BUILD=1 to test against the build already in apps/web/dist.',
    );
  step(`Web app built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

/**
 * Once per run: build the web app, start a real SMTP receiver (and fake SMS provider), and the real
 * API server on a fresh data directory (its own embedded PostgreSQL, no demo data) serving the
 * built app as in production. Workers learn the addresses through E2E_* environment variables.
 * The returned function is the teardown.
 */
export default async function globalSetup() {
  buildWebApp();
  if (!existsSync(path.join(REPO_ROOT, 'apps/web/dist/index.html')))
    step('apps/web/dist/index.html is missing: the server will answer API calls only.');

  const mail = await startMailReceiver();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-e2e-'));
  const logDir = path.join(import.meta.dirname, '.e2e-data');
  mkdirSync(logDir, { recursive: true });
  const port = await choosePort();
  const started = performance.now();
  step(`Starting the API server on 127.0.0.1:${port} (DATA_DIR ${dataDir})…`);

  let server: Awaited<ReturnType<typeof startApiServer>>;
  try {
    server = await startApiServer({
      port,
      logFile: path.join(logDir, 'server.log'),
      env: {
        DATA_DIR: dataDir,
        SMTP_URL: mail.smtpUrl,
        SMS_PROVIDER_URL: mail.smsUrl,
        SMS_PROVIDER_TOKEN: mail.smsToken,
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
      },
    });
  } catch (error) {
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  step(
    `API server ready at ${server.url} in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(log: ${path.relative(REPO_ROOT, server.logFile)}).`,
  );

  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_MAIL_URL = mail.url;
  process.env.E2E_SMTP_URL = mail.smtpUrl;
  process.env.E2E_DATA_DIR = dataDir;
  const databaseUrl = embeddedDatabaseUrl(dataDir);
  if (databaseUrl) process.env.E2E_DATABASE_URL = databaseUrl;

  return async () => {
    const stopping = performance.now();
    await server.stop();
    await mail.close();
    if (process.env.E2E_KEEP_DATA === '1') step(`E2E_KEEP_DATA=1: leaving ${dataDir} in place.`);
    else rmSync(dataDir, { recursive: true, force: true });
    step(`Server stopped in ${((performance.now() - stopping) / 1000).toFixed(1)} s.`);
  };
}
