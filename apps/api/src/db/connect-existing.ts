import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** An embedded PostgreSQL that another process (a running server) started under DATA_DIR. */
export interface RunningEmbedded {
  pid: number;
  port: number;
  url: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (postgres runs as `postgres` under root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Finds the embedded PostgreSQL of a running server, so a second process (the staff CLI) can use it:
 * two postmasters cannot share one data directory. postmaster.pid holds the pid on its first line and
 * the port on its fourth; the password is the one startEmbeddedPostgres keeps beside the data. A pid
 * file whose process is gone (a crashed server) is stale and answers null: start a fresh one then.
 */
export function findRunningEmbedded(dataDir: string): RunningEmbedded | null {
  const root = path.join(dataDir, 'postgres');
  const pidFile = path.join(root, 'data', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  let lines: string[];
  try {
    lines = readFileSync(pidFile, 'utf8').split('\n');
  } catch {
    return null; // removed between the check and the read: postgres just stopped
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) {
    throw new Error(`${pidFile} names no port; is PostgreSQL still starting? Try again in a moment.`);
  }
  const password = readFileSync(path.join(root, 'password'), 'utf8').trim();
  return {
    pid,
    port,
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
  };
}
