import { readFile } from 'node:fs/promises';
import { pdfText } from '../../apps/api/test/support/pdf-text.ts';
import { expect, test, uniqueSuffix } from '../fixtures/index.ts';
import { createBrand, createCampaign, driveWork, PNG_DATA_URL } from '../fixtures/pipeline.ts';

/*
 * Issue 29 (design §17), the whole way: a creator adds the numbers of a live post with the insights
 * screenshot; staff confirm them; the campaign report shows them, downloads as CSV and PDF, and its
 * share link opens in a fresh browser without signing in.
 */
test('reading with proof → staff confirm → report → CSV and PDF → share link in a fresh browser', async ({
  page,
  browser,
  api,
  staffBrowser,
  registerCreator,
  signInCreator,
  expectAccessible,
  shoot,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const staff = await staffBrowser('results-admin');
  const brandId = await createBrand(api, staff.token, `Chai Co ${suffix}`);
  const campaignName = `Chai Monsoon ${suffix}`;
  const campaignId = await createCampaign(api, staff.token, brandId, campaignName);
  const creator = await registerCreator();
  const session = await signInCreator(page, creator.email, { goto: '/work' });
  const slug = suffix.replace(/\W/g, '');
  const applicationId = await driveWork(
    api,
    { staff: staff.token, creator: session.token },
    campaignId,
    'final posted',
    {
      suffix: slug,
    },
  );

  await test.step('the creator adds results with the insights screenshot', async () => {
    await page.goto(`/work/final-posted/${campaignId}`);
    await page.getByRole('button', { name: 'Add results' }).click();
    await page.getByLabel('Views', { exact: true }).fill('12000');
    await page.getByLabel('Likes', { exact: true }).fill('900');
    await page.getByLabel('Comments', { exact: true }).fill('40');
    await page.getByLabel('Shares (optional)').fill('15');
    await page.getByLabel('Insights screenshot').setInputFiles({
      name: 'insights.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_DATA_URL.split(',')[1]!, 'base64'),
    });
    await page.getByRole('button', { name: 'Save results' }).click();
    await expect(page.getByText('Results added', { exact: true })).toBeVisible();
    const reading = page.getByTestId('reading').first();
    await expect(reading).toContainText('Waiting for a check');
    await expect(reading).toContainText('12,000 views');
    await expectAccessible(page);
    await shoot(page, 'results-creator-work');
  });

  const staffPage = staff.page;
  await test.step('staff confirm the reading against its screenshot', async () => {
    await staffPage.goto(`/admin/applications/${applicationId}`);
    const reading = staffPage.getByTestId('staff-reading').first();
    await expect(reading).toContainText('12,000 views');
    await reading.getByRole('button', { name: 'Confirm' }).click();
    await expect(reading).toContainText('Confirmed');
  });

  await test.step('the report shows it and downloads as CSV and PDF', async () => {
    await staffPage.setViewportSize({ width: 1280, height: 900 });
    await staffPage.goto(`/admin/campaigns/${campaignId}?tab=report`);
    const panel = staffPage.getByRole('tabpanel');
    await expect(panel.getByText('Views', { exact: true }).first()).toBeVisible();
    await expect(panel.getByText('12,000').first()).toBeVisible();
    await expect(panel.getByText('Confirmed').first()).toBeVisible();
    await expectAccessible(staffPage);
    await shoot(staffPage, 'results-report');

    const csvDownload = staffPage.waitForEvent('download');
    await staffPage.getByRole('button', { name: 'Download CSV' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^report-CMP-\d+\.csv$/);
    const csvText = await readFile((await csv.path()) as string, 'utf8');
    expect(csvText).toContain('Views,12000');
    expect(csvText).toContain(`https://www.instagram.com/p/${slug}`);

    const pdfDownload = staffPage.waitForEvent('download');
    await staffPage.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await pdfDownload;
    const text = await pdfText(await readFile((await pdf.path()) as string));
    expect(text).toContain('Campaign report');
    expect(text).toContain(campaignName);
    expect(text).toContain('12,000');
  });

  await test.step('the share link opens the read-only report in a fresh browser', async () => {
    await staffPage.getByRole('button', { name: 'Make a share link' }).click();
    const url = (await staffPage.getByTestId('share-url').textContent())!.trim();
    expect(url).toMatch(/\/r\/[A-Za-z0-9_-]+$/);
    const fresh = await browser.newContext();
    try {
      const guest = await fresh.newPage();
      await guest.goto(new URL(url).pathname);
      await expect(guest.getByRole('heading', { name: campaignName })).toBeVisible();
      await expect(guest.getByText('12,000').first()).toBeVisible();
      await expect(guest.getByText(creator.email)).toHaveCount(0);
      await expectAccessible(guest);
      await shoot(guest, 'results-shared-report');
    } finally {
      await fresh.close();
    }
  });

  await test.step('the creator sees the confirmed reading in Results', async () => {
    await page.goto('/results');
    await expect(page.getByText(campaignName).first()).toBeVisible();
    await expect(page.getByText(/12,000 views \(Confirmed\)/)).toBeVisible();
    await shoot(page, 'results-creator-record');
  });

  await test.step('the creator switches on the media kit; it shows confirmed results, no contact data', async () => {
    await page.getByText('Public media kit', { exact: true }).click();
    await expect(page.getByText('Media kit is public', { exact: true })).toBeVisible();
    const kitUrl = (await page.getByRole('link', { name: /\/m\// }).textContent())!.trim();
    const fresh = await browser.newContext();
    try {
      const guest = await fresh.newPage();
      await guest.goto(new URL(kitUrl).pathname);
      await expect(guest.getByRole('heading', { name: creator.name })).toBeVisible();
      await expect(guest.getByText(/12,000 views/).first()).toBeVisible();
      await expect(guest.getByText(creator.email)).toHaveCount(0);
      await expectAccessible(guest);
      await shoot(guest, 'results-media-kit');
    } finally {
      await fresh.close();
    }
  });
});
