import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ApiServer, startApiServer } from '../../../e2e/support/api-server.ts';
import { freePort } from '../src/db/embedded.ts';
import { timers } from '../src/db/schema/events.ts';
import { applicationHistory, applications } from '../src/db/schema/pipeline.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createApplication } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';

/**
 * The real server process, killed with SIGKILL right after a change that sets a timer, and started
 * again: the timer's job still runs (once). The timer is due a few seconds after the change, so the
 * killed process cannot have run it; the restarted one must.
 */
let t: TestContext;
let dataDir: string;
const servers: ApiServer[] = [];

beforeAll(async () => {
  t = await createTestContext();
  dataDir = mkdtempSync(path.join(tmpdir(), 'ih-crash-'));
});
afterAll(async () => {
  for (const s of servers) await s.stop().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
  await t.close();
});

async function start(): Promise<ApiServer> {
  const port = await freePort();
  const server = await startApiServer({
    port,
    logFile: path.join(dataDir, `server-${servers.length}.log`),
    env: { DATABASE_URL: t.database.pool.options.connectionString!, DATA_DIR: dataDir },
  });
  servers.push(server);
  return server;
}

it('kill -9 between a change and its timer job: the restarted server runs the job, once', async () => {
  const brand = await createBrand(t.db);
  const admin = await createStaff(t.db, { role: 'admin' });
  const token = await tokenFor(t.db, { staffId: admin.id });
  const campaign = await createCampaign(t.db, { brandId: brand.id, submissionDeadline: null });
  const creator = await createInfluencer(t.db);
  const { id } = await createApplication(t.db, {
    influencerId: creator.id,
    campaignId: campaign.id,
    status: 'pending',
  });

  const first = await start();
  const deadline = new Date(Date.now() + 8_000);
  const res = await fetch(`${first.url}/v1/admin/tasks/${campaign.id}`, {
    method: 'PATCH',
    headers: { ...authHeader(token), 'content-type': 'application/json' },
    body: JSON.stringify({ submission_deadline: deadline.toISOString() }),
  });
  expect(res.status, await res.text()).toBe(200);
  process.kill(first.pid, 'SIGKILL');
  await first.stop();

  const [app] = await t.db.select().from(applications).where(eq(applications.id, id));
  expect(app?.status).toBe('pending');
  const [timer] = await t.db
    .select()
    .from(timers)
    .where(eq(timers.key, `application-expiry:${campaign.id}`));
  expect(timer?.dueAt.toISOString()).toBe(deadline.toISOString());

  await start();
  await expect
    .poll(async () => (await t.db.select().from(applications).where(eq(applications.id, id)))[0]?.status, {
      timeout: 60_000,
      interval: 250,
    })
    .toBe('expired');
  const history = await t.db
    .select()
    .from(applicationHistory)
    .where(and(eq(applicationHistory.applicationId, id), eq(applicationHistory.toStatus, 'expired')));
  expect(history).toHaveLength(1);
  const evts = await t.db.execute(
    sql`select 1 from events where application_id = ${id} and payload->>'to' = 'expired'`,
  );
  expect(evts.rows).toHaveLength(1);
}, 120_000);
