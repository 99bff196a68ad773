/**
 * The API as the benchmark drives it: its own process (so the load generator does not share its event
 * loop), production mode, compiled to JavaScript by scripts/build.mjs. The sign-in codes it "mails"
 * go to the benchmark process over IPC, for the sign-in round trip. Environment: DATABASE_URL, PORT.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connect } from '../src/db/client.ts';
import type { Mailer } from '../src/lib/mailer.ts';

const url = process.env.DATABASE_URL;
const port = process.env.PORT ?? '34001';
if (!url) throw new Error('bench app server: DATABASE_URL is required');
const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-bench-app-'));
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  PORT: port,
  DATA_DIR: dataDir,
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  WEB_DIST: path.join(dataDir, 'no-web'),
  DATABASE_URL: url,
  OTP_SENDS_PER_IP: '100000000',
  OTP_CHECKS_PER_IP: '100000000',
  ...(process.env.RATE_LIMIT_STORE ? { RATE_LIMIT_STORE: process.env.RATE_LIMIT_STORE } : {}),
});
const database = connect(url, 20);
const mailer: Mailer = {
  delivers: true,
  send: async (m) => {
    const code = m.text.match(/\b(\d{6})\b/)?.[1];
    if (code) process.send?.({ to: m.to.toLowerCase(), code });
  },
};
const app = await buildApp({ config, database, mailer });
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.({ ready: true });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
});
