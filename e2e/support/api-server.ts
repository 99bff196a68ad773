import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Fixed, so the built app runs exactly as in production (NODE_ENV=production needs one). */
export const E2E_APP_SECRET = 'e2e-app-secret-not-for-production-0123456789abcdef';

export interface ApiServer {
  url: string;
  port: number;
  pid: number;
  logFile: string;
  /** SIGTERM to the node process itself, then wait for it to exit (it stops its PostgreSQL). */
  stop(): Promise<void>;
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** E2E_PORT if set, else the first free port in our range 3200–3299. */
export async function choosePort(): Promise<number> {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT);
  for (let port = 3200; port < 3300; port++) if (await portIsFree(port)) return port;
  throw new Error('No free port in 3200–3299 for the e2e server; set E2E_PORT.');
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Starts apps/api/src/server.ts as one node process (`node --import tsx`, not the tsx CLI, which
 * would put a second node in between and swallow our signal) and waits for /healthz.
 */
export async function startApiServer(opts: {
  port: number;
  env: Record<string, string>;
  logFile: string;
  timeoutMs?: number;
}): Promise<ApiServer> {
  const url = `http://127.0.0.1:${opts.port}`;
  const log = createWriteStream(opts.logFile);
  // A fresh embedded database every run: an inherited DATABASE_URL (e.g. for the API tests) must not
  // point the server somewhere else.
  const { DATABASE_URL: _db, TEST_DATABASE_URL: _testDb, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(opts.port),
      PUBLIC_URL: url,
      APP_SECRET: E2E_APP_SECRET,
      DEMO_DATA: '0',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  // If the runner dies without its teardown, do not leave the server (and its PostgreSQL) behind.
  const onExit = () => child.kill('SIGTERM');
  process.once('exit', onExit);

  const stop = async () => {
    process.off('exit', onExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 25_000))) {
        console.warn(`[e2e] API server (pid ${child.pid}) ignored SIGTERM for 25 s; killing it.`);
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    await new Promise<void>((resolve) => log.end(() => resolve()));
  };

  const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(
        `The API server exited during start-up (code ${child.exitCode ?? child.signalCode}). ` +
          `Last lines of ${opts.logFile}:\n${tail(opts.logFile)}`,
      );
    }
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return { url, port: opts.port, pid: child.pid ?? 0, logFile: opts.logFile, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(
    `The API server did not answer ${url}/healthz in time. Last lines of ${opts.logFile}:\n${tail(opts.logFile)}`,
  );
}

/**
 * The connection URL of the embedded PostgreSQL a server runs under DATA_DIR: the password it keeps
 * beside the data and the port from postmaster.pid (line 4), so fixtures and the staff CLI can reach
 * the running database without starting another one.
 */
export function embeddedDatabaseUrl(dataDir: string): string | undefined {
  const root = path.join(dataDir, 'postgres');
  const pidFile = path.join(root, 'data', 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const port = readFileSync(pidFile, 'utf8').split('\n')[3]?.trim();
  const password = readFileSync(path.join(root, 'password'), 'utf8').trim();
  return port ? `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres` : undefined;
}
