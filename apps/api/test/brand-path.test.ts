import { afterAll, beforeAll, expect, it } from 'vitest';
import { EVENT_CONSUMERS } from '../src/module-jobs.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createCampaign, ensureReferenceData, refIds } from './factories/catalogue.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { runQueue } from './support/queue.ts';

/*
 * Issue 28 from one end to the other, through the API alone (design §15): a company asks to join, an
 * admin approves it, its owner signs in with the e-mailed code, finds a creator, shortlists her,
 * invites the shortlist, and the creator accepts: her work starts at the offered amount.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await ensureReferenceData(t.db);
});
afterAll(() => t.close());

const codeFor = (to: string) =>
  t.mails
    .filter((m) => m.to === to)
    .at(-1)
    ?.text.match(/\b(\d{6})\b/)?.[1] ?? '';

it('join → approve → sign in → search → shortlist → invite → accept', async () => {
  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(token ? { headers: authHeader(token) } : {}),
      ...(payload ? { payload } : {}),
    });
  const owner = 'ishaan@masalalab.example.in';
  const admin = await tokenFor(t.db, { staffId: (await createStaff(t.db, { role: 'admin' })).id });

  const joined = await call('POST', '/v1/brand/join', undefined, {
    companyName: 'Masala Lab',
    contactName: 'Ishaan Verma',
    email: owner,
    website: 'masalalab.example.in',
    category: await refIds.niche(t.db),
  });
  expect(joined.statusCode, joined.body).toBe(201);
  const [request] = (await call('GET', '/v1/admin/brand-requests?status=pending', admin)).json().data;
  const approved = await call('POST', `/v1/admin/brand-requests/${request._id}/approve`, admin);
  expect(approved.statusCode, approved.body).toBe(200);
  const brandId = approved.json().data.brandId as string;
  await runQueue(t, EVENT_CONSUMERS);
  expect(t.mails.some((m) => m.to === owner && /approved/i.test(m.subject))).toBe(true);

  // The owner signs in with the e-mailed code, as any staff member does.
  expect((await call('POST', '/v1/admin/send-otp', undefined, { contact: owner })).statusCode).toBe(200);
  const signedIn = await call('POST', '/v1/admin/verify-otp', undefined, {
    contact: owner,
    otp: codeFor(owner),
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const ownerToken = signedIn.json().token as string;

  const creator = await createInfluencer(t.db, {
    name: 'Anaya Zestwick',
    niches: ['Food'],
    languages: ['Tamil'],
  });
  const creatorToken = await tokenFor(t.db, { influencerId: creator.id });
  const found = await call('GET', '/v1/admin/creators/search?q=Zestwick&language=Tamil', ownerToken);
  expect(found.statusCode, found.body).toBe(200);
  expect(found.json().data.items.map((c: { _id: string }) => c._id)).toEqual([creator.id]);

  const list = await call('POST', '/v1/admin/shortlists', ownerToken, { brandId, name: 'Monsoon' });
  expect(list.statusCode, list.body).toBe(201);
  const listId = list.json().data._id as string;
  await call('POST', `/v1/admin/shortlists/${listId}/creators`, ownerToken, { influencerIds: [creator.id] });
  const shortlisted = (await call('GET', `/v1/admin/shortlists/${listId}`, ownerToken)).json().data;
  const ids = shortlisted.creators.map((c: { _id: string }) => c._id);
  expect(ids).toEqual([creator.id]);

  const campaign = await createCampaign(t.db, { brandId, fixedPrice: 5000 });
  const invited = await call('POST', `/v1/admin/tasks/${campaign.id}/invitations`, ownerToken, {
    influencerIds: ids,
    offerAmount: 9500,
  });
  expect(invited.statusCode, invited.body).toBe(200);
  expect(invited.json().data.created).toBe(1);

  const [invitation] = (await call('GET', '/v1/influencer/invitations', creatorToken)).json().data;
  const accepted = await call('POST', `/v1/influencer/invitations/${invitation._id}/accept`, creatorToken);
  expect(accepted.statusCode, accepted.body).toBe(200);
  const work = (await call('GET', '/v1/influencer/apply', creatorToken)).json().data;
  expect(work).toEqual(
    expect.arrayContaining([expect.objectContaining({ _id: accepted.json().data.applicationId })]),
  );
  const states = (await call('GET', `/v1/admin/tasks/${campaign.id}/invitations`, ownerToken)).json().data;
  expect(states).toEqual([expect.objectContaining({ status: 'accepted', offerAmount: 9500 })]);
});
