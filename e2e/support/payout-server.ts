import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  type RazorpayXStandin,
  standinEnv,
  startRazorpayXStandin,
} from '../../apps/api/test/support/razorpayx-standin.ts';
import { type ApiServer, embeddedDatabaseUrl, portIsFree, startApiServer } from './api-server.ts';

/*
 * Design §18 end to end: a second API server with payouts through RazorpayX, the stand-in speaking the
 * provider's API and sending its webhooks to it. The run's main server stays manual, so every other
 * spec pays as before; this one shares its mail receiver (sign-in codes arrive in the same inbox).
 */

export interface PayoutServer {
  server: ApiServer;
  standin: RazorpayXStandin;
  /** Adds an admin to this server's database (the fixtures' createStaff writes to the main one). */
  addAdmin(email: string): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  for (let port = 3300; port < 3400; port++) if (await portIsFree(port)) return port;
  throw new Error('No free port in 3300–3399 for the payouts e2e server.');
}

export async function startPayoutServer(): Promise<PayoutServer> {
  const smtp = process.env.E2E_SMTP_URL;
  if (!smtp) throw new Error('E2E_SMTP_URL is not set: run through the e2e global setup.');
  const standin = await startRazorpayXStandin();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-e2e-payouts-'));
  const port = await freePort();
  let server: ApiServer;
  try {
    server = await startApiServer({
      port,
      logFile: path.join(import.meta.dirname, '..', '.e2e-data', 'payouts-server.log'),
      env: {
        DATA_DIR: dataDir,
        SMTP_URL: smtp,
        LOG_LEVEL: 'info',
        OTP_SENDS_PER_IP: '100000',
        OTP_CHECKS_PER_IP: '100000',
        ...standinEnv(standin),
      },
    });
  } catch (error) {
    await standin.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  standin.webhookUrl = `${server.url}/v1/webhooks/razorpayx`;
  return {
    server,
    standin,
    async addAdmin(email) {
      const client = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
      await client.connect();
      try {
        await client.query(
          `insert into staff_users (email, name, role) values ($1, $2, 'admin') on conflict (email) do nothing`,
          [email, email.split('@')[0]],
        );
      } finally {
        await client.end();
      }
    },
    async stop() {
      await server.stop();
      await standin.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
