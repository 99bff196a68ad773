import { expect, type Page, test, uniqueSuffix } from '../fixtures/index.ts';

/*
 * The staff console's catalogue (design §5, issue 4): an admin creates a brand with a logo upload and
 * one campaign of each budget type through the forms, edits one, and a creator then finds all three
 * at /campaigns. A brand-role member sees only their brand and cannot create brands.
 */

// A 1×1 PNG, enough for the magic-byte check of the upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// Radix repeats a toast's text in a live region for screen readers: match the visible one.
const toastText = (page: Page, text: string) => page.getByText(text).filter({ visible: true }).first();

/** The datetime-local value `days` from now, India time. */
function deadlineIn(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000 + (5 * 60 + 30) * 60_000);
  return `${d.toISOString().slice(0, 10)}T18:00`;
}

/** Picks an option of a select by its text, or the first real one. */
async function choose(page: Page, label: string, option?: string) {
  const select = page.getByRole('combobox', { name: label });
  const options = select.locator('option:not([disabled])');
  await select.selectOption({
    label: (await (option ? options.filter({ hasText: option }) : options).first().textContent()) ?? '',
  });
}

test.describe('staff catalogue', () => {
  test.setTimeout(180_000);

  test('staff create a brand and campaigns of each budget type; a creator finds them', async ({
    page,
    createStaff,
    signInStaff,
    registerCreator,
    signInCreator,
    expectAccessible,
    shoot,
  }) => {
    const suffix = uniqueSuffix();
    const word = `Tadka${suffix}`;
    const brandName = `Tadka House ${suffix}`;
    let brandId = '';
    const email = `catalogue-console-${suffix}@e2e.example.com`;
    await createStaff(email, 'admin');
    await signInStaff(page, email, { goto: '/admin/brands' });

    await test.step('create a brand with a logo', async () => {
      await page.getByRole('link', { name: 'New brand' }).first().click();
      await expect(page).toHaveURL(/\/admin\/brands\/new$/);
      await page.getByRole('button', { name: 'Create brand' }).click();
      await expect(page.getByText('Brand name is required')).toBeVisible();
      await page.getByLabel('Brand name').fill(brandName);
      await page.getByLabel('Company name').fill('Tadka House Foods Pvt. Ltd.');
      await page
        .getByLabel('Upload logo')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByRole('img', { name: 'Brand logo preview' })).toBeVisible();
      await page.getByLabel('Website').fill('tadkahouse.example');
      await page.getByLabel('About').fill('Home-style spice blends from Indore.');
      await page
        .getByLabel('Description (HTML)')
        .fill('<p onclick="alert(1)">Blended <strong>weekly</strong>.</p><script>alert(2)</script>');
      // The preview is sanitised: the markup renders, the script attribute does not survive.
      const preview = page.getByRole('region', { name: 'Description preview' });
      await expect(preview.locator('strong')).toHaveText('weekly');
      await expect(preview.locator('[onclick], script')).toHaveCount(0);
      await page.getByRole('group', { name: 'Niches' }).getByRole('checkbox').first().check();
      await expectAccessible(page);
      await shoot(page, 'admin-brand-new');
      await page.getByRole('button', { name: 'Create brand' }).dblclick();
      await expect(toastText(page, 'Brand created successfully')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/brands\/[0-9a-f-]{36}$/);
      brandId = page.url().split('/').pop() ?? '';
      await expect(page.getByRole('heading', { level: 1, name: brandName })).toBeVisible();
      await page.goto(`/admin/brands?q=${encodeURIComponent(brandName)}`);
      await expect(page.getByRole('link', { name: brandName }).first()).toBeVisible();
      await expect(page.getByText('1 brand', { exact: true })).toBeVisible();
    });

    const campaigns = [
      {
        type: /^Fixed Every/,
        label: 'Fixed',
        title: `${word} Fixed Reel`,
        amount: ['Fixed price (₹)', '7500'],
      },
      {
        type: /^Quote/,
        label: 'Quote',
        title: `${word} Quote Story`,
        amount: ['Expected price range', '₹5,000 - ₹9,000'],
      },
      {
        type: /^Fixed Affiliate/,
        label: 'Fixed Affiliate',
        title: `${word} Affiliate Post`,
        amount: ['Commission per sale (₹)', '120'],
      },
    ] as const;

    await test.step('the form checks the contract rules before sending', async () => {
      await page.goto(`/admin/campaigns/new?brandId=${brandId}`);
      await page.getByRole('button', { name: 'Create campaign' }).click();
      await expect(page.getByText('Enter the event name.')).toBeVisible();
      await expect(page.getByText('Choose at least one platform.')).toBeVisible();
      await expect(page.getByText('Enter the fixed price for a fixed campaign.')).toBeVisible();
      await expectAccessible(page);
      await shoot(page, 'admin-campaign-errors');
    });

    for (const c of campaigns)
      await test.step(`create a ${c.label} campaign`, async () => {
        await page.goto(`/admin/campaigns/new?brandId=${brandId}`);
        await expect(page.getByRole('combobox', { name: 'Brand' }).locator('option:checked')).toHaveText(
          brandName,
        );
        await page.getByLabel('Event name').fill(`${c.title} Event`);
        await page.getByLabel('Product title').fill('Kitchen King Masala');
        await page.getByRole('checkbox', { name: 'Instagram' }).check();
        await page.getByRole('button', { name: 'Add reference' }).click();
        await page.getByLabel('Reference 1 description').fill('Mood board');
        await page.getByLabel('Reference 1 link').fill('https://example.com/mood');
        await page.getByLabel('Campaign title').fill(c.title);
        await page.getByLabel('Description', { exact: true }).fill('Cook one family recipe with the masala.');
        await page.getByLabel('Hashtags').fill('#Tadka #HomeCooking');
        await page.getByLabel('Submission deadline').fill(deadlineIn(20));
        await page.getByRole('button', { name: 'Add term' }).click();
        await page.getByLabel('Term 1', { exact: true }).fill('No competitor products in frame.');
        await choose(page, 'Deliverable type', 'Reel');
        await page.getByLabel('Duration').fill('30-60 seconds');
        await page.getByRole('radio', { name: c.type }).check();
        await page.getByLabel(c.amount[0]).fill(c.amount[1]);
        await page.getByLabel('Influencers required').fill('3');
        await page
          .getByLabel('Upload brand logo')
          .setInputFiles({ name: 'brand.png', mimeType: 'image/png', buffer: PNG });
        await expect(page.getByRole('img', { name: 'Brand logo preview' })).toBeVisible();
        await page
          .getByLabel('Add product images')
          .setInputFiles({ name: 'product.png', mimeType: 'image/png', buffer: PNG });
        await expect(page.getByRole('img', { name: 'Product 1' })).toBeVisible();
        const save = page.getByRole('button', { name: 'Create campaign' });
        await expect(save).toBeEnabled();
        await save.dblclick();
        await expect(toastText(page, 'Campaign created successfully')).toBeVisible();
        await expect(page).toHaveURL(/\/admin\/campaigns\/[0-9a-f-]{36}$/);
        await expect(page.getByRole('heading', { level: 2, name: c.title, exact: true })).toBeVisible();
      });

    await test.step('edit a campaign and see its applicants tab', async () => {
      await page.getByLabel('Coupon code').fill('TADKA10');
      await page.getByRole('button', { name: 'Add deliverable' }).click();
      await page.getByRole('combobox', { name: 'Deliverable type' }).nth(1).selectOption({ label: 'Story' });
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(toastText(page, 'Campaign updated successfully')).toBeVisible();
      await expect(page.getByText('Deliverable 2')).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('Coupon code')).toHaveValue('TADKA10');
      await page.getByRole('tab', { name: /Applicants/ }).click();
      await expect(page.getByText('No creator has applied yet.')).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('the list filters by brand and budget type in the URL', async () => {
      await page.goto(`/admin/campaigns?brandId=${brandId}`);
      for (const c of campaigns)
        await expect(page.getByRole('link', { name: `${c.title} Event` }).first()).toBeVisible();
      await choose(page, 'Budget type', 'Quote');
      await expect(page).toHaveURL(/budgetType=get\+quote/);
      await expect(page.getByRole('link', { name: `${campaigns[0].title} Event` })).toHaveCount(0);
      await expect(page.getByRole('link', { name: `${campaigns[1].title} Event` }).first()).toBeVisible();
      await expectAccessible(page);
      await shoot(page, 'admin-campaigns-list');
    });

    await test.step('brand-role staff see only their brand and cannot create brands', async () => {
      const brandStaff = `catalogue-brand-${suffix}@e2e.example.com`;
      await createStaff(brandStaff, 'brand', [brandId]);
      await signInStaff(page, brandStaff, { goto: '/admin/brands' });
      await expect(page.getByText('1 brand', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: brandName }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'New brand' })).toHaveCount(0);
    });

    await test.step('a creator finds the three campaigns', async () => {
      const creator = await registerCreator();
      await signInCreator(page, creator.email);
      await page.goto('/campaigns');
      await page.getByRole('searchbox', { name: 'Search' }).fill(word);
      // One each: the double clicks on Create sent once.
      for (const c of campaigns) await expect(page.getByRole('link', { name: c.title })).toHaveCount(1);
    });
  });
});
