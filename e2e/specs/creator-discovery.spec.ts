import { readFileSync } from 'node:fs';
import { expect, type Page, test, uniqueSuffix } from '../fixtures/index.ts';
import { createBrand } from '../fixtures/pipeline.ts';

/*
 * Issue 28 parts 3 and 4 (design §15): a brand person finds a creator, opens their page, puts them on
 * a new shortlist and downloads it as CSV, at a phone's size and a desktop's. What brands see never
 * holds the creator's e-mail or mobile number.
 */
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    test('a brand person searches, opens a creator, shortlists them and downloads the CSV', async ({
      page,
      api,
      staffBrowser,
      createStaff,
      signInStaff,
      registerCreator,
      expectAccessible,
      shoot,
    }) => {
      test.setTimeout(120_000);
      const suffix = uniqueSuffix();
      const admin = await staffBrowser(`discovery-admin-${size}`);
      const brandId = await createBrand(api, admin.token, `Chai Point ${suffix}`);
      // Two creators who share a surname no one else has, in different niches.
      const surname = `Quill${suffix.replace(/\W/g, '').slice(-6)}`;
      const meera = await registerCreator({ name: `Meera ${surname}`, niche: ['Food', 'Travel'] });
      await registerCreator({ name: `Kabir ${surname}`, niche: ['Tech'] });
      const email = `brand-${suffix}@e2e.example.com`;
      await createStaff(email, 'brand', [brandId]);
      await signInStaff(page, email, { goto: `/admin/creators/search?q=${surname}` });

      // Both are found, with the niche facet counting each niche of the search.
      const results = page.getByRole('list', { name: 'Creators' });
      await expect(results.getByRole('article')).toHaveCount(2);
      await expect(page.getByText('2 creators', { exact: true })).toBeVisible();
      if (size === 'phone') await page.getByRole('button', { name: /Filters/ }).click();
      const niche = page.getByLabel('Niche', { exact: true });
      await expect(niche.locator('option', { hasText: 'Food (1)' })).toHaveCount(1);
      await niche.selectOption('Food');
      await expect(results.getByRole('article')).toHaveCount(1);
      await expect(page).toHaveURL(/niche=Food/);
      await expectAccessible(page);
      // shoot() takes both sizes itself: once is enough.
      if (size === 'desktop') await shoot(page, 'discovery-search');

      // Her page: the card's facts, never her contact details.
      await results.getByRole('link', { name: meera.name }).click();
      await expect(page.getByRole('heading', { level: 2, name: meera.name })).toBeVisible();
      await expect(page.getByText('No completed jobs yet')).toBeVisible();
      await expect(page.getByText('Bengaluru, Karnataka')).toBeVisible();
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).not.toContain(meera.email);
      expect(text).not.toContain(meera.mobile);
      await expectAccessible(page);
      if (size === 'desktop') await shoot(page, 'discovery-creator');

      // Onto a new shortlist, made in the same dialog.
      await page.getByRole('button', { name: `Add ${meera.name} to a shortlist` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel('Shortlist', { exact: true })).toHaveValue('new');
      const listName = `Tea time ${suffix}`;
      await dialog.getByLabel(/Name of the new shortlist/).fill(listName);
      await dialog.getByRole('button', { name: 'Add to shortlist' }).click();
      await expect(page.getByText(`Added ${meera.name} to ${listName}`, { exact: true })).toBeVisible();
      await expect(dialog).toHaveCount(0);

      await openShortlist(page, listName, size);
      await expect(
        page.getByRole('list', { name: 'Creators on this list' }).getByRole('article'),
      ).toHaveCount(1);
      await expectAccessible(page);
      if (size === 'desktop') await shoot(page, 'discovery-shortlist');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^shortlist-tea-time-.*\.csv$/);
      const csv = readFileSync((await download.path())!, 'utf8');
      const lines = csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Name,Niches,Platforms,Handles,Followers,City,State,Languages,Completed Jobs,On-time Rate (%)',
      );
      expect(lines[1]).toContain(`Meera ${surname},Food; Travel,Instagram,,12500,Bengaluru,Karnataka`);
      expect(csv).not.toContain(meera.email);
      expect(csv).not.toContain(meera.mobile);
    });
  });
}

/** Through the console's own navigation: the nav (a drawer on a phone), then the list's card. */
async function openShortlist(page: Page, name: string, size: string) {
  if (size === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Shortlists' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}
