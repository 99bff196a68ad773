import { expect, test, uniqueSuffix } from '../fixtures/index.ts';
import { createBrand, createCampaign, driveWork } from '../fixtures/pipeline.ts';

/*
 * Issue 16's payout promise end to end: a campaign with 7-day terms says so to the creator before
 * applying; once the post is confirmed live the creator sees when the money is due, and staff see the
 * due date in Payouts. (Overdue, with a moved clock, is covered by apps/api/test/payout-promises.test.ts.)
 */
test('a 7-day payout promise is shown before applying and tracked after the post goes live', async ({
  page,
  staffBrowser,
  api,
  registerCreator,
  signInCreator,
  expectAccessible,
  shoot,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const staff = await staffBrowser('payout-admin');
  const staffPage = staff.page;
  const brandId = await createBrand(api, staff.token, `Ghee Co ${suffix}`);
  const campaignId = await createCampaign(api, staff.token, brandId, `Ghee Launch ${suffix}`);
  const set = await api.patch(`/v1/admin/tasks/${campaignId}`, {
    headers: { Authorization: `Bearer ${staff.token}` },
    data: { payout_terms_days: 7 },
  });
  expect(set.status(), await set.text()).toBe(200);

  const creator = await registerCreator();
  const session = await signInCreator(page, creator.email, { goto: `/campaigns/${campaignId}` });
  // In the summary and, in the same words, first in the terms (issue 26).
  await expect(page.getByText('Paid within 7 days of your post going live', { exact: true })).toBeVisible();

  await driveWork(api, { staff: staff.token, creator: session.token }, campaignId, 'final posted');
  const due = new Date(Date.now() + 7 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
  const dueText = new Date(`${due}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await page.goto('/payment/pending');
  await expect(page.getByText(`Due by ${dueText}`).first()).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'payouts-creator-pending');

  await staffPage.goto('/admin/payouts');
  await expect(staffPage.getByText(new RegExp(`due by ${dueText.replace(/ /g, ' ')}`)).first()).toBeVisible();
  await shoot(staffPage, 'payouts-staff');
  await staffPage.goto('/admin/settings');
  await expect(staffPage.getByRole('heading', { name: 'Payout promises' })).toBeVisible();
  await expectAccessible(staffPage);
  await shoot(staffPage, 'payouts-settings');
});
