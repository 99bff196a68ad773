import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, uniqueSuffix } from '../fixtures/index.ts';
import { createBrand, createCampaign, driveWork } from '../fixtures/pipeline.ts';

/*
 * Issue 33 (design §16): a campaign states its usage rights in plain words before anyone applies; on
 * acceptance the creator reads and signs the agreement with a code, then a brand person signs from
 * the console; the signed PDF is verified on /verify, and a changed copy is reported unknown.
 */

/** An admin signed in on `page`, a brand and a campaign of it stating these terms (design §16). */
async function campaignWithTerms(
  fx: {
    page: Page;
    api: APIRequestContext;
    createStaff: (email: string, role: 'admin') => Promise<unknown>;
    signInStaff: (page: Page, email: string, opts: { goto: null }) => Promise<{ token: string }>;
  },
  names: { brand: string; campaign: string },
  terms: Record<string, unknown>,
) {
  const suffix = uniqueSuffix();
  const adminEmail = `agreement-admin-${suffix}@e2e.example.com`;
  await fx.createStaff(adminEmail, 'admin');
  const admin = await fx.signInStaff(fx.page, adminEmail, { goto: null });
  const brandId = await createBrand(fx.api, admin.token, `${names.brand} ${suffix}`);
  const campaignId = await createCampaign(fx.api, admin.token, brandId, `${names.campaign} ${suffix}`);
  const res = await fx.api.patch(`/v1/admin/tasks/${campaignId}`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: terms,
  });
  expect(res.status(), await res.text()).toBe(200);
  return { suffix, adminEmail, admin, brandId, campaignId };
}

test.describe('agreements (design §16)', () => {
  test.setTimeout(180_000);

  test('both sides sign with a code, and /verify knows the signed PDF but not a changed copy', async ({
    page,
    browser,
    api,
    createStaff,
    signInStaff,
    registerCreator,
    signInCreator,
    readOtp,
    expectAccessible,
    shoot,
  }, testInfo) => {
    const { suffix, admin, brandId, campaignId } = await campaignWithTerms(
      { page, api, createStaff, signInStaff },
      { brand: 'Chai Point', campaign: 'Monsoon Chai' },
      {
        usage_rights: { channels: ['brand-paid-ads'], duration_days: 90, territory: 'India' },
        agreement_required: true,
      },
    );
    await test.step('the staff campaign form shows the terms and what creators will read', async () => {
      await page.goto(`/admin/campaigns/${campaignId}`);
      const terms = page.getByRole('region', { name: 'Usage rights and agreement' });
      await expect(
        terms.getByText('The brand may run your video as a paid ad for 90 days in India.'),
      ).toBeVisible();
      await expect(terms.getByLabel('Paid ads')).toBeChecked();
      await expect(terms.getByLabel(/Both sides sign an agreement/)).toBeChecked();
      await shoot(page, 'agreements-campaign-form');
    });
    const brandEmail = `agreement-brand-${suffix}@e2e.example.com`;
    await createStaff(brandEmail, 'brand', [brandId], { name: 'Meera Kapoor' });

    const creator = await registerCreator();
    const signedIn = await signInCreator(page, creator.email, { goto: null });

    await test.step('the campaign page states the usage rights in plain words before applying', async () => {
      await page.goto(`/campaigns/${campaignId}`);
      await expect(
        page.getByText('The brand may run your video as a paid ad for 90 days in India.'),
      ).toBeVisible();
      await expectAccessible(page);
      await shoot(page, 'agreements-campaign-terms');
    });

    const applicationId = await driveWork(
      api,
      { staff: admin.token, creator: signedIn.token },
      campaignId,
      'accepted',
      {
        amount: 12000,
      },
    );

    await test.step('the work page leads to the agreement instead of the upload', async () => {
      await page.goto(`/work/details/${campaignId}`);
      const banner = page.getByRole('region', { name: 'Agreement' });
      await expect(banner).toContainText('Your agreement is waiting for your signature');
      await expect(page.getByRole('link', { name: 'Upload Your Work' })).toHaveCount(0);
      await expectAccessible(page);
      await shoot(page, 'agreements-work-banner');
      await banner.getByRole('link', { name: 'Read and sign' }).click();
      await expect(page).toHaveURL(new RegExp(`/work/agreement/${applicationId}$`));
    });

    await test.step('the creator reads, asks for a code and signs with their full name', async () => {
      await expect(page.getByText('₹12,000').first()).toBeVisible();
      await page.getByRole('button', { name: 'Send me a code' }).click();
      await expect(page.getByText(/Code sent to/)).toBeVisible();
      await page.getByLabel('Your full name').fill(creator.name);
      await page.getByLabel('Signing code').fill(await readOtp(creator.email));
      await shoot(page, 'agreements-creator-signing');
      await page.getByRole('button', { name: 'Sign the agreement' }).dblclick();
      await expect(page.getByText('Waiting for the brand to sign').first()).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('a brand person signs from the console', async () => {
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      try {
        const brandPage = await context.newPage();
        await signInStaff(brandPage, brandEmail, { goto: null });
        await brandPage.goto(`/admin/applications/${applicationId}`);
        await expect(brandPage.getByText('Waiting for the brand to sign').first()).toBeVisible();
        await brandPage.getByRole('button', { name: 'Send me a code' }).click();
        await expect(brandPage.getByText(/Code sent to/)).toBeVisible();
        await brandPage.getByLabel('Your full name').fill('Meera Kapoor');
        await brandPage.getByLabel('Signing code').fill(await readOtp(brandEmail));
        await brandPage.getByRole('button', { name: 'Sign the agreement' }).click();
        await expect(brandPage.getByText('Signed by both sides').first()).toBeVisible();
        await expectAccessible(brandPage);
        await shoot(brandPage, 'agreements-console-signed');
      } finally {
        await context.close();
      }
    });

    const pdfPath = testInfo.outputPath('agreement.pdf');
    await test.step('the creator downloads the signed PDF', async () => {
      await page.reload();
      await expect(page.getByText('Signed by both sides').first()).toBeVisible();
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download the signed PDF' }).click();
      await (await download).saveAs(pdfPath);
      expect(readFileSync(pdfPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await shoot(page, 'agreements-creator-signed');
    });

    await test.step('/verify knows the downloaded PDF and reports a changed copy as unknown', async () => {
      await page.goto('/verify');
      await expect(page.getByRole('heading', { name: 'Verify a signed agreement' })).toBeVisible();
      await page.locator('input[type=file]').setInputFiles(pdfPath);
      await expect(page.getByText('Verified: issued by Influence Hub')).toBeVisible();
      await expect(page.getByText(`Creator: ${creator.name}`)).toBeVisible();
      await expect(page.getByText('Brand: Meera Kapoor')).toBeVisible();
      await expectAccessible(page);
      await shoot(page, 'agreements-verify-known');
      const tampered = Buffer.from(readFileSync(pdfPath));
      tampered[tampered.length - 30] = (tampered[tampered.length - 30] ?? 0) ^ 1;
      await page.locator('input[type=file]').setInputFiles({
        name: 'agreement-changed.pdf',
        mimeType: 'application/pdf',
        buffer: tampered,
      });
      await expect(page.getByText('Unknown document')).toBeVisible();
      await shoot(page, 'agreements-verify-unknown');
    });

    await test.step('once both signed, the work page offers the upload again', async () => {
      await page.goto(`/work/details/${campaignId}`);
      await expect(page.getByRole('region', { name: 'Agreement' })).toContainText(
        'Agreement signed by both sides',
      );
      await expect(page.getByRole('link', { name: 'Upload Your Work' }).first()).toBeVisible();
    });
  });

  test('a brand person declines from the console with a reason; the creator reads it on their agreement', async ({
    page,
    browser,
    api,
    createStaff,
    signInStaff,
    registerCreator,
    signInCreator,
    expectAccessible,
    shoot,
  }, testInfo) => {
    const { adminEmail, admin, campaignId } = await campaignWithTerms(
      { page, api, createStaff, signInStaff },
      { brand: 'Kulfi Co', campaign: 'Summer Kulfi' },
      { usage_rights: { channels: ['organic-repost'], duration_days: 30, territory: 'India' } },
    );
    const creator = await registerCreator();
    const signedIn = await signInCreator(page, creator.email, { goto: null });
    const applicationId = await driveWork(
      api,
      { staff: admin.token, creator: signedIn.token },
      campaignId,
      'accepted',
      { amount: 6000 },
    );

    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      const staffPage = await context.newPage();
      await signInStaff(staffPage, adminEmail, { goto: null });
      await staffPage.goto(`/admin/applications/${applicationId}`);
      await staffPage.getByRole('button', { name: 'Decline', exact: true }).click();
      await staffPage.getByLabel('Why do you decline?').fill('The product launch moved to next quarter');
      await staffPage.getByRole('button', { name: 'Decline the agreement' }).click();
      await expect(
        staffPage.getByText('You declined the agreement. The creator has been told.').first(),
      ).toBeVisible();
      await expect(staffPage.getByText('Declined').first()).toBeVisible();
      await expectAccessible(staffPage);
      await shoot(staffPage, 'agreements-console-declined');
    } finally {
      await context.close();
    }

    await page.goto(`/work/agreement/${applicationId}`);
    await expect(page.getByText('The product launch moved to next quarter').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send me a code' })).toHaveCount(0);
    await shoot(page, 'agreements-creator-declined-by-brand');
  });
});
