import path from 'node:path';
import { APPLICATION_STATUSES } from '@ih/contract/enums';
import { type PaymentRecordFacts, paymentRecordText, paymentRecordTone } from '@ih/contract/payout-terms';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { influencers, staffUsers } from '../src/db/schema/accounts.ts';
import { seedDemoData } from '../src/db/seed/demo.ts';
import { createLocalStorage } from '../src/plugins/storage.ts';
import { authHeader, tokenFor } from './factories/accounts.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let creator: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestContext();
  await seedDemoData(t.db, createLocalStorage(path.join(t.dataDir, 'files')));
  const [c] = await t.db
    .select()
    .from(influencers)
    .where(eq(influencers.email, 'creator@influencehub.local'));
  const [a] = await t.db.select().from(staffUsers).where(eq(staffUsers.email, 'admin@influencehub.local'));
  creator = authHeader(await tokenFor(t.db, { influencerId: c!.id }));
  admin = authHeader(await tokenFor(t.db, { staffId: a!.id }));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

/**
 * The demo is only useful if the product can show it: every screen's call answers for the demo
 * creator and the admin, and the files the answers point to are served.
 */
describe('the demo data through the product', () => {
  it.each([
    '/v1/influencer/apply/stats',
    '/v1/influencer/apply?limit=100',
    '/v1/influencer/active/task?limit=100',
    '/v1/influencer/brand/get',
    '/v1/influencer/profile',
    '/v1/influencer/payment/stats/mine',
    '/v1/influencer/payment/get',
    '/v1/influencer/active/task?status=active&savedOnly=true&limit=30',
  ])('creator GET %s answers 200', async (url) => {
    const res = await get(url, creator);
    expect(res.statusCode).toBe(200);
  });

  it.each([
    '/v1/admin/applications?limit=100',
    '/v1/admin/brands',
    '/v1/admin/payments',
    '/v1/admin/influencers',
    '/v1/admin/payments/owed',
  ])('admin GET %s answers 200', async (url) => {
    const res = await get(url, admin);
    expect(res.statusCode).toBe(200);
  });

  it('counts one application per status, three final posted, two of them paid', async () => {
    const stats = (await get('/v1/influencer/apply/stats', creator)).json().data;
    // Twelve from the pipeline, and the accepted work whose agreement waits for them (design §16).
    expect(stats).toMatchObject({ all: 13, 'final posted': 3 });
    for (const status of APPLICATION_STATUSES) expect(stats[status], status).toBeGreaterThanOrEqual(1);
    const payments = (await get('/v1/influencer/payment/stats/mine', creator)).json().data;
    expect(payments).toMatchObject({ paid: { count: 2 }, pending: { count: 1 } });
  });

  it('has an agreement waiting for the demo creator, on a campaign that requires signing (design §16)', async () => {
    const work = (await get('/v1/influencer/apply?status=accepted&limit=50', creator)).json().data as {
      _id: string;
      campaign: { agreement_required?: boolean; usage_rights?: unknown };
    }[];
    const signing = work.find((w) => w.campaign.agreement_required);
    expect(signing?.campaign.usage_rights).toBeTruthy();
    const agreement = (await get(`/v1/influencer/apply/${signing!._id}/agreement`, creator)).json().data;
    expect(agreement).toMatchObject({ status: 'awaiting creator', canSign: true, version: 1 });
    expect(agreement.text).toContain('The brand may run your video as a paid ad');
  });

  it('holds brands with a real payment record, good and bad, and none owed without a due date (issue 26)', async () => {
    const brands = (await get('/v1/influencer/brand/get?limit=100', creator)).json()
      .data as PaymentRecordFacts[];
    const texts = brands.map((b) => paymentRecordText(b));
    expect(
      texts.some(
        (x) => /^\d+ of \d+ paid on time$/.test(x) && paymentRecordTone(brands[texts.indexOf(x)]!) === 'good',
      ),
    ).toBe(true);
    expect(texts.some((x) => /payouts? overdue/.test(x))).toBe(true);
    const owed = (await get('/v1/influencer/apply?status=final%20posted', creator)).json().data as {
      payoutDueDate: string | null;
    }[];
    expect(owed.length).toBe(3);
    for (const a of owed) expect(a.payoutDueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('serves the submitted work, the receipt and the brand logos it points to', async () => {
    const apps = (await get('/v1/influencer/apply?limit=100', creator)).json().data;
    const review = apps.find((a: { status: string }) => a.status === 'pending review');
    const file = review.task_details[0].deliverables[0].files[0];
    const work = await get(file.fileUrl, {});
    expect(work.statusCode).toBe(200);
    expect(work.headers['content-type']).toBe('image/png');

    const [payment] = (await get('/v1/influencer/payment/get', creator)).json().data;
    const receipt = await get(payment.paymentReceipt, {});
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');

    const brands = (await get('/v1/influencer/brand/get', creator)).json().data;
    expect(brands.length).toBeGreaterThanOrEqual(12);
    const logo = await get(brands[0].brand_logo, {});
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
  });
});

describe('demo results (issue 29)', () => {
  it("puts readings in every state on the demo creator's live posts, and a campaign report worth opening", async () => {
    const mine = (await get('/v1/influencer/results', creator)).json().data as {
      readings: { status: string; source: string; proofUrl: string | null }[];
    }[];
    const readings = mine.flatMap((w) => w.readings);
    expect(new Set(readings.map((r) => r.status))).toEqual(new Set(['reported', 'confirmed', 'questioned']));
    const proof = readings.find((r) => r.proofUrl)!.proofUrl!;
    expect((await t.app.inject({ method: 'GET', url: proof })).statusCode).toBe(200);
    const { rows } = await t.db.execute<{ campaign_id: string; n: number }>(
      sql`select campaign_id, count(distinct influencer_id)::int as n from post_metrics group by 1 order by 2 desc limit 1`,
    );
    const report = (await get(`/v1/admin/tasks/${rows[0]!.campaign_id}/report`, admin)).json().data;
    expect(report.totals.creators).toBeGreaterThanOrEqual(3);
    expect(report.totals.views).toBeGreaterThan(0);
    expect(report.timeline.length).toBeGreaterThanOrEqual(2);
  });
});
