import { INVITATION_MESSAGES } from '@ih/contract/invitations';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authHeader, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createTestContext, type TestContext } from './harness.ts';

/*
 * A bulk invitation (issue 28: "invite all" from a shortlist or a search): 500 creators in one call,
 * one statement for the checks and one for the rows; more than 500 is refused with a sentence. In a
 * file of its own so the 500 waiting invitations do not run out inside other tests' moved clocks.
 */

let t: TestContext;
let brandId: string;
let brandStaff: string;

beforeAll(async () => {
  t = await createTestContext();
  brandId = (await createBrand(t.db)).id;
  brandStaff = await tokenFor(t.db, {
    staffId: (await createStaff(t.db, { role: 'brand', brandIds: [brandId] })).id,
  });
});
afterAll(() => t.close());

const invite = (campaignId: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/admin/tasks/${campaignId}/invitations`,
    headers: authHeader(brandStaff),
    payload: body,
  });

it('invites 500 creators in one call', async () => {
  const campaign = await createCampaign(t.db, { brandId });
  const ids = (
    await t.db.execute<{ id: string }>(sql`
      insert into influencers (name, email, mobile_number, account_types, address, country, state, city)
      select 'Bulk ' || g, 'bulk' || g || '-' || ${campaign.id} || '@example.com', '6' || lpad(g::text, 9, '0'),
             array['influencer'], 'Street', 'India', 'Maharashtra', 'Mumbai'
        from generate_series(1, 500) g
      returning id`)
  ).rows.map((r) => r.id);
  const res = await invite(campaign.id, { influencerIds: ids, offerAmount: 2000 });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.created).toBe(500);
  const too = await invite(campaign.id, { influencerIds: [...ids, crypto.randomUUID()] });
  expect(too.statusCode).toBe(400);
  expect(too.json().message).toContain(INVITATION_MESSAGES.influencerIds);
});
