import path from 'node:path';
import { DEFAULT_DATA_DIR } from '../config.ts';
import { connect, type Database } from './client.ts';
import { findRunningEmbedded } from './connect-existing.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded.ts';

/**
 * The database the server uses, for a second process (the staff and jobs CLIs, `npm run worker`):
 * DATABASE_URL, else the embedded PostgreSQL of a running server under DATA_DIR, else that embedded
 * database started here. A relative DATA_DIR resolves against the working directory, and the
 * default is the server's (data/ at the repository root), exactly as config.ts does.
 */
export async function openDatabase(
  log: (m: string) => void,
  poolSize = 2,
): Promise<{ database: Database; embedded?: EmbeddedPostgres }> {
  const url = process.env.DATABASE_URL?.trim();
  if (url) return { database: connect(url, poolSize) };
  const dataDir = process.env.DATA_DIR?.trim() ? path.resolve(process.env.DATA_DIR.trim()) : DEFAULT_DATA_DIR;
  const running = findRunningEmbedded(dataDir);
  if (running) {
    log(`Using the running server's database (PostgreSQL pid ${running.pid}, port ${running.port}).`);
    return { database: connect(running.url, poolSize) };
  }
  const embedded = await startEmbeddedPostgres(dataDir, log);
  return { database: connect(embedded.url, poolSize), embedded };
}
