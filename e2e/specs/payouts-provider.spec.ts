import { test as base, expect, uniqueSuffix } from '../fixtures/index.ts';
import { createBrand, createCampaign, driveWork } from '../fixtures/pipeline.ts';
import { CREATOR, STAFF, signIn } from '../fixtures/session.ts';
import { type PayoutServer, startPayoutServer } from '../support/payout-server.ts';

/*
 * Design §18 end to end, on a server with payouts through RazorpayX (the stand-in): the creator saves a
 * UPI id and sees it verified with the name at the bank; staff pay; the creator's payments page shows
 * "Processing", then the bank's UTR, live (no reload), as the provider's webhook arrives.
 */
const test = base.extend<{ payouts: PayoutServer }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  payouts: async ({}, use) => {
    const started = await startPayoutServer();
    await use(started);
    await started.stop();
  },
  baseURL: async ({ payouts }, use) => {
    await use(payouts.server.url);
  },
});

test('creator saves UPI → verified → staff pay → the creator sees Processing, then the UTR, live', async ({
  page,
  browser,
  api,
  payouts,
  registerCreator,
  shoot,
  expectAccessible,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const creator = await registerCreator();
  const session = await signIn(page, api, CREATOR, creator.email, { goto: '/profile' });
  payouts.standin.namesAtBank.set(`meera.${suffix}@okicici`, creator.name.toUpperCase());

  await test.step('the creator saves a UPI id and sees it verified with the name at the bank', async () => {
    await page.getByRole('button', { name: 'Edit bank details' }).click();
    await page.getByLabel('UPI ID').fill(`meera.${suffix}@okicici`);
    await page.getByRole('button', { name: 'Confirm bank details' }).click();
    await page.getByRole('button', { name: 'Save All Changes' }).click();
    await expect(page.getByTestId('payout-verified')).toContainText(
      `Verified · name at bank: ${creator.name.toUpperCase()}`,
      { timeout: 20_000 },
    );
    await page.getByTestId('payout-verified').scrollIntoViewIfNeeded();
    await shoot(page, 'payouts-provider-profile-verified');
  });

  const email = `payouts-admin-${suffix}@e2e.example.com`;
  await payouts.addAdmin(email);
  const staffContext = await browser.newContext({ baseURL: payouts.server.url });
  const staffPage = await staffContext.newPage();
  const staff = await signIn(staffPage, api, STAFF, email, { goto: null });
  const brandId = await createBrand(api, staff.token, `Kesar ${suffix}`);
  const campaignId = await createCampaign(api, staff.token, brandId, `Kesar Reels ${suffix}`);
  const applicationId = await driveWork(
    api,
    { staff: staff.token, creator: session.token },
    campaignId,
    'final posted',
    {
      amount: 4200,
    },
  );

  await page.goto('/payment/overall');
  await expect(page.getByText('₹4,200').first()).toBeVisible();

  await test.step('staff see the verified UPI id and pay; the page answers at once', async () => {
    await staffPage.goto('/admin/payouts');
    await staffPage.getByRole('button', { name: new RegExp(creator.name) }).click();
    await expect(staffPage.getByText(`Verified · name at bank: ${creator.name.toUpperCase()}`)).toBeVisible();
    await shoot(staffPage, 'payouts-provider-staff-owed');
    await staffPage.getByRole('button', { name: 'Record payment' }).click();
    const dialog = staffPage.getByRole('dialog', { name: `Pay ${creator.name}` });
    await dialog.getByRole('button', { name: 'Record ₹4,200 payment' }).click();
    await expect(staffPage.getByText('Payment recorded').first()).toBeVisible();
  });

  await test.step('the creator sees Processing without reloading', async () => {
    await expect(page.getByText('Processing').first()).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
    await shoot(page, 'payouts-provider-creator-processing');
    // The work itself says the same: on its way, nothing "received" yet.
    await page.goto(`/work/final-posted/${applicationId}`);
    await expect(page.getByText('Processing: on its way to your bank').first()).toBeVisible();
    await expect(page.getByText('after TDS and GST')).toHaveCount(0);
    await expect(page.getByText('Sent on time · processing')).toBeVisible();
    await expect(page.getByText('Paid on time')).toHaveCount(0);
    await shoot(page, 'payouts-provider-work-processing');
    await page.goto('/payment/overall');
  });

  await test.step('staff see the attempt at the bank in the payment history', async () => {
    await staffPage.goto('/admin/payouts?tab=history');
    await expect(staffPage.getByTestId('payout-cell').first()).toContainText('Processing');
    await expect(staffPage.getByTestId('payout-cell').first()).toContainText('#1 processing');
  });

  await test.step('the bank processes it: the UTR appears live for the creator and for staff', async () => {
    await expect.poll(() => payouts.standin.payouts.size, { timeout: 20_000 }).toBe(1);
    const [payout] = [...payouts.standin.payouts.values()];
    expect(payout?.amount).toBe(420_000);
    expect(await payouts.standin.settle(payout!.id, 'processed', { utr: 'HDFCN52026112712345' })).toBe(200);
    await expect(page.getByText('HDFCN52026112712345').first()).toBeVisible({ timeout: 20_000 });
    await shoot(page, 'payouts-provider-creator-utr');
    await page.goto(`/work/final-posted/${applicationId}`);
    await expect(page.getByText('HDFCN52026112712345').first()).toBeVisible();
    await expect(page.getByText('after TDS and GST').first()).toBeVisible();
    await expect(page.getByText('Paid on time')).toBeVisible();
    await shoot(page, 'payouts-provider-work-utr');
    expect([...payouts.standin.payoutsPerKey.values()]).toEqual([1]);
    // No reload: the history looks again while a payout is at the bank.
    await expect(staffPage.getByTestId('payout-cell').first()).toContainText('#1 processed', {
      timeout: 20_000,
    });
    await expect(staffPage.getByRole('row').filter({ hasText: creator.name })).toContainText(
      'HDFCN52026112712345',
    );
    await expectAccessible(staffPage);
    await shoot(staffPage, 'payouts-provider-staff-history');
  });
  await staffContext.close();
});
