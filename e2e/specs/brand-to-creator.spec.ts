import { expect, test, uniqueSuffix } from '../fixtures/index.ts';
import { createCampaign } from '../fixtures/pipeline.ts';
import { CREATOR, signIn } from '../fixtures/session.ts';

/*
 * Issue 28, the whole way (design §15), in two browsers: a company's request is approved; its owner
 * (desktop) finds a creator, shortlists her and invites the whole shortlist; the creator (phone)
 * accepts; the owner sees the invitation accepted on the campaign.
 */

test('join → approve → sign in → search → shortlist → invite → accept', async ({
  page,
  api,
  browser,
  baseURL,
  clientAddress,
  staffBrowser,
  signInStaff,
  registerCreator,
  expectAccessible,
  shoot,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const owner = `owner-${suffix}@e2e.example.com`;
  const company = `Masala Lab ${suffix}`;
  const admin = await staffBrowser('b2c-admin');
  const bearer = { authorization: `Bearer ${admin.token}` };

  const category = (
    (await (await api.get('/v1/influencer/brand/niche/list')).json()) as { data: { niche_id: string }[] }
  ).data[0]!.niche_id;
  const joined = await api.post('/v1/brand/join', {
    data: {
      companyName: company,
      contactName: 'Ishaan Verma',
      email: owner,
      website: 'masalalab.example.in',
      category,
    },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const requests = (await (
    await api.get('/v1/admin/brand-requests', { headers: bearer, params: { status: 'pending' } })
  ).json()) as { data: { _id: string; email: string }[] };
  const request = requests.data.find((r) => r.email === owner)!;
  const approved = await api.post(`/v1/admin/brand-requests/${request._id}/approve`, { headers: bearer });
  expect(approved.status(), await approved.text()).toBe(200);
  const brandId = ((await approved.json()) as { data: { brandId: string } }).data.brandId;
  const campaignName = `Monsoon Menu ${suffix}`;
  const campaignId = await createCampaign(api, admin.token, brandId, campaignName);

  const surname = `Zest${suffix.replace(/\W/g, '').slice(-6)}`;
  const creator = await registerCreator({ name: `Anaya ${surname}`, niche: ['Food'] });

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInStaff(page, owner, { goto: `/admin/creators/search?q=${surname}` });

  await test.step('the owner finds the creator and puts her on a new shortlist', async () => {
    const results = page.getByRole('list', { name: 'Creators' });
    await results.getByRole('link', { name: creator.name }).click();
    await page.getByRole('button', { name: `Add ${creator.name} to a shortlist` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Name of the new shortlist/).fill(`Monsoon ${suffix}`);
    await dialog.getByRole('button', { name: 'Add to shortlist' }).click();
    await expect(page.getByText(`Added ${creator.name} to Monsoon ${suffix}`, { exact: true })).toBeVisible();
  });

  await test.step('the owner invites the whole shortlist with an offer', async () => {
    await page.getByRole('link', { name: 'Shortlists' }).click();
    await page.getByRole('link', { name: `Monsoon ${suffix}` }).click();
    await page.getByRole('button', { name: 'Invite all' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite this creator' });
    const campaign = dialog.getByLabel('Campaign');
    const option = campaign.locator('option', { hasText: campaignName });
    await campaign.selectOption((await option.getAttribute('value'))!);
    await dialog.getByLabel('Offer per creator (₹)').fill('9500');
    await dialog.getByLabel('Message (optional)').fill('Three monsoon recipes in one reel?');
    await expectAccessible(page);
    await shoot(page, 'b2c-invite-dialog');
    await dialog.getByRole('button', { name: 'Send invitation' }).dblclick();
    await expect(dialog.getByText('1 creator invited.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
  });

  const creatorContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress },
  });
  try {
    const phone = await creatorContext.newPage();
    await signIn(phone, api, CREATOR, creator.email, { goto: '/invitations' });
    await test.step('the creator accepts on her phone', async () => {
      const card = phone.getByRole('listitem', { name: campaignName });
      await expect(card).toContainText('₹9,500');
      await expect(card).toContainText('Three monsoon recipes in one reel?');
      await shoot(phone, 'b2c-creator-invitation');
      await card.getByRole('button', { name: 'Accept' }).click();
      await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
    });
  } finally {
    await creatorContext.close();
  }

  await test.step('the owner sees it accepted on the campaign', async () => {
    await page.goto(`/admin/campaigns/${campaignId}?tab=invitations`);
    const panel = page.getByRole('tabpanel');
    const row = panel.getByRole('row').filter({ hasText: creator.name });
    await expect(row).toContainText('Accepted');
    await expect(row).toContainText('₹9,500');
    await expectAccessible(page);
    await shoot(page, 'b2c-campaign-invitations');
  });
});
