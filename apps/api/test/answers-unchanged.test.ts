/**
 * The catalogue's answers, byte for byte (issue 17): the campaign list pages, campaign detail, brand
 * list and detail, a creator's work list, dashboard counts and payment totals, on a fixed dataset, compared with answers recorded
 * before the hot paths were rewritten (test/fixtures/answers/*.json). Field names, key order, order of
 * items, isApplied / isSaved / application, savedAt and the brands' payment records must not move.
 *
 * Ids are random per database, so each uuid is replaced by its order of first appearance (uuid-1,
 * uuid-2, …) and signed URLs lose their expiry and signature; every other byte is compared as sent.
 * A change that is meant: delete the file and run this once to record the new answer, and say why.
 */
import { istDay } from '@ih/contract/payout-terms';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createInfluencer, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign, refIds } from './factories/catalogue.ts';
import { createApplication } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let me: string;
let other: string;
const campaignIds: string[] = [];
const codes: string[] = [];
let brandA = '';

const HOUR = 3600_000;
const T0 = Date.parse('2026-11-01T06:00:00Z');

beforeAll(async () => {
  t = await createTestContext();
  t.clock.set(new Date('2026-11-23T10:00:00+05:30'));
  const food = await refIds.category(t.db, 'Food');
  const tech = await refIds.category(t.db, 'Tech');
  const brand = (n: number, status: 'active' | 'inactive' = 'active') =>
    createBrand(t.db, {
      name: `Answer Brand ${n}`,
      companyName: `Answer Brand ${n} Pvt Ltd`,
      logoUrl: `/files/public/answer-brand-${n}.png`,
      websiteLink: `https://answer${n}.example.in`,
      status,
      createdAt: new Date(T0 + n * HOUR),
    });
  const brands = [await brand(1), await brand(2), await brand(3), await brand(4, 'inactive')];
  brandA = brands[0]!.id;
  for (let i = 0; i < 30; i++) {
    const brandId = brands[i % 4]!.id;
    const c = await createCampaign(t.db, {
      brandId,
      eventName: `Answer Event ${i}`,
      campaignTitle: i % 5 === 0 ? `Holi Colours ${i}` : `Festive Glow ${i}`,
      status: i % 7 === 3 ? 'closed' : i % 11 === 5 ? 'inactive' : 'active',
      budgetType: i % 3 === 0 ? 'get quote' : 'fixed',
      fixedPrice: i % 3 === 0 ? null : 5000 + i * 100,
      createdAt: new Date(T0 + i * HOUR),
      // A few past their deadline: visible to the creators who applied, hidden from the rest.
      submissionDeadline: i % 9 === 4 ? new Date('2026-01-01T00:00:00Z') : new Date('2031-01-01T00:00:00Z'),
      categoryIds: i % 2 ? [food] : [food, tech],
      references: [
        {
          id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          description: 'Mood board',
          link: 'https://example.in/mood',
        },
      ],
      payoutTermsDays: 7 + (i % 3),
      autoApproveDays: 3,
      ...(i % 4 === 1 ? { brandLogoUrl: null } : {}),
      deliverables: i % 2 ? ['Reel'] : ['Reel', 'Post'],
      platformNames: i % 3 === 1 ? ['YouTube', 'Instagram'] : ['Instagram'],
    });
    campaignIds.push(c.id);
    codes.push(c.code);
  }
  const creator = await createInfluencer(t.db, {
    name: 'Answer Creator',
    email: 'answer-creator@example.com',
    mobileNumber: '9000000777',
  });
  const otherCreator = await createInfluencer(t.db, {
    name: 'Other Creator',
    email: 'other-creator@example.com',
    mobileNumber: '9000000778',
  });
  me = await tokenFor(t.db, { influencerId: creator.id });
  other = await tokenFor(t.db, { influencerId: otherCreator.id });
  const statuses = ['pending', 'accepted', 'declined', 'pending review', 'approved', 'final posted'] as const;
  for (const [k, i] of [0, 2, 4, 9, 13, 16].entries()) {
    await createApplication(t.db, {
      influencerId: creator.id,
      campaignId: campaignIds[i]!,
      status: statuses[k]!,
      appliedAt: new Date(T0 + (40 + k) * HOUR),
    });
  }
  await createApplication(t.db, {
    influencerId: otherCreator.id,
    campaignId: campaignIds[1]!,
    status: 'pending',
    appliedAt: new Date(T0 + 50 * HOUR),
  });
  for (const [k, i] of [1, 2, 6, 28].entries()) {
    await t.db.execute(
      sql`insert into saved_campaigns (influencer_id, campaign_id, created_at) values (${creator.id}, ${campaignIds[i]!}, ${new Date(T0 + (60 + k) * HOUR).toISOString()})`,
    );
  }
  // Brand 1 earns a payment record: six payouts due in the last 90 days, five paid on time.
  for (let k = 0; k < 6; k++) {
    const payer = await createInfluencer(t.db, {
      name: `Paid Creator ${k}`,
      email: `paid-creator-${k}@example.com`,
      mobileNumber: `900000080${k}`,
    });
    const app = await createApplication(t.db, {
      influencerId: payer.id,
      campaignId: campaignIds[4 * k]!,
      status: 'final posted',
      paymentStatus: k === 5 ? 'pending' : 'paid',
      appliedAt: new Date(Date.parse('2026-10-01T06:00:00Z') + k * 24 * HOUR),
    });
    await t.db.execute(
      sql`update applications set payout_due_date = ${`2026-10-${String(10 + k).padStart(2, '0')}`}::date,
            final_posted_at = ${new Date(Date.parse('2026-10-03T06:00:00Z') + k * 24 * HOUR).toISOString()}::timestamptz,
            paid_at = case when payment_status = 'paid' then ${new Date(Date.parse('2026-10-06T06:00:00Z') + k * 24 * HOUR).toISOString()}::timestamptz end
          where id = ${app.id}`,
    );
  }
  expect(istDay(t.clock.now())).toBe('2026-11-23');
});
afterAll(() => t?.close());

/** uuids by order of first appearance (and the application codes made from them); signed URLs without their expiry and signature. */
function normalise(texts: string[]): string {
  const seen = new Map<string, string>();
  return texts
    .join('\n')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (u) => {
      if (!seen.has(u)) seen.set(u, `uuid-${seen.size + 1}`);
      return seen.get(u)!;
    })
    .replace(/APP-[0-9A-F]{8}/g, 'APP-XXXXXXXX')
    .replace(/([?&](?:expires|exp|e))=\d+/g, '$1=N')
    .replace(/([?&](?:signature|sig|s))=[A-Za-z0-9_\-%]+/g, '$1=SIG');
}

async function answers(token: string, urls: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const url of urls) {
    const res = await t.app.inject({ method: 'GET', url, headers: authHeader(token) });
    out.push(`GET ${url} ${res.statusCode} ${res.headers['content-type']}\n${res.body}`);
  }
  return out;
}

const task = '/v1/influencer/active/task';

describe('answers stay byte for byte what they were', () => {
  it('campaign list pages, filters, search and the saved list', async () => {
    const urls = [
      `${task}?page=1&limit=12`,
      `${task}?page=2&limit=12`,
      `${task}?page=3&limit=12`,
      `${task}`,
      `${task}?status=all&limit=50`,
      `${task}?applied=applied`,
      `${task}?applied=not-applied&limit=5`,
      `${task}?search=Holi&limit=12`,
      `${task}?category=Tech&budgetType=fixed&limit=12`,
      `${task}?savedOnly=true`,
    ];
    const text = normalise([...(await answers(me, urls)), ...(await answers(other, urls.slice(0, 2)))]);
    await expect(text).toMatchFileSnapshot('./fixtures/answers/campaign-lists.txt');
  });

  it('campaign detail, by id and by code, applied, saved, closed and past deadline', async () => {
    const urls = [0, 1, 2, 3, 4, 5, 13, 16, 28].flatMap((i) => [`${task}/${campaignIds[i]}`]);
    urls.push(`${task}/${codes[6]}`, `${task}/${codes[6]!.toLowerCase()}`);
    const text = normalise([...(await answers(me, urls)), ...(await answers(other, urls.slice(0, 3)))]);
    await expect(text).toMatchFileSnapshot('./fixtures/answers/campaign-detail.txt');
  });

  it('brand list and brand detail', async () => {
    const urls = [
      '/v1/influencer/brand/get?page=1&limit=12',
      '/v1/influencer/brand/get?page=2&limit=2',
      '/v1/influencer/brand/get?niche=Food&limit=12',
      `/v1/influencer/brand/get/${brandA}`,
      '/v1/influencer/brand/get/answer%20brand%202',
    ];
    await expect(normalise(await answers(me, urls))).toMatchFileSnapshot('./fixtures/answers/brands.txt');
  });

  it("a creator's dashboard counts and payment totals (issue 32: kept whole under the creator's work version)", async () => {
    const urls = ['/v1/influencer/apply/stats', '/v1/influencer/payment/stats/mine'];
    const text = normalise([
      ...(await answers(me, urls)),
      ...(await answers(me, urls)),
      ...(await answers(other, urls)),
    ]);
    await expect(text).toMatchFileSnapshot('./fixtures/answers/creator-counts.txt');
  });

  it("a creator's work list", async () => {
    const urls = ['/v1/influencer/apply?page=1&limit=10', '/v1/influencer/apply?page=2&limit=4'];
    await expect(normalise(await answers(me, urls))).toMatchFileSnapshot('./fixtures/answers/work-list.txt');
  });
});
