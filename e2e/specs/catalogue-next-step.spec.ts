import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { e2eEnv } from '../fixtures/env.ts';
import { expect, test, uniqueSuffix } from '../fixtures/index.ts';

/*
 * Issue 12 §3, §5, §9, §10 on the campaign pages: an accepted application's campaign page leads to
 * the upload, a fixed-affiliate campaign shows its commission, the quote dialog says what is wrong
 * with an amount instead of rewriting it, and the filters dialog's actions stay in reach on a phone.
 * Campaigns and the application are written to the database (staff create them by API elsewhere).
 */

const SIZES = [
  { label: '390', width: 390, height: 844 },
  { label: '360', width: 360, height: 800 },
  { label: '1366', width: 1366, height: 900 },
] as const;
/** What the viewer sees at each size (not the full page: the fold matters here). */
async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const s of SIZES) {
    await page.setViewportSize({ width: s.width, height: s.height });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.screenshot({ path: path.join(dir, `${name}-${s.label}.png`), animations: 'disabled' });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: e2eEnv().databaseURL });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const insertCampaign = async (brandId: string, title: string, budget: string, commission: number | null) =>
  (
    await sql<{ id: string }>(
      `insert into campaigns (brand_id, status, event_name, campaign_title, description, objective, plan,
         budget_type, fixed_commission_per_sale, submission_deadline, platform_ids, category_ids)
       values ($1, 'active', $2, $2, $2 || ' needs creators who show the product honestly.', 'Sales.',
         'One reel.', $3, $4, now() + interval '20 days',
         (select coalesce(array_agg(id), '{}') from platforms where name = 'Instagram'),
         (select coalesce(array_agg(id), '{}') from categories where name = 'Food'))
       returning id`,
      [brandId, title, budget, commission],
    )
  )[0]!.id;

test('campaign pages: next step, commission, quote amount rules, reachable filters', async ({
  page,
  api,
  createStaff,
  signInStaff,
  registerCreator,
  signInCreator,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const email = `next-step-admin-${suffix}@e2e.example.com`;
  await createStaff(email, 'admin');
  const staff = await signInStaff(page, email, { goto: null });
  const brand = await api.post('/v1/admin/brands', {
    headers: { Authorization: `Bearer ${staff.token}` },
    data: {
      brand_name: `Chai Co ${suffix}`,
      brand_company_name: 'Chai Co Pvt. Ltd.',
      website_link: 'chai.example',
      about_brand: 'Tea from Assam.',
      description: '<p>Tea.</p>',
    },
  });
  expect(brand.status(), await brand.text()).toBe(201);
  const brandId = ((await brand.json()) as { data: { _id: string } }).data._id;
  const affiliate = await insertCampaign(brandId, `Affiliate Chai ${suffix}`, 'fixed affiliate', 75);
  const quote = await insertCampaign(brandId, `Quote Chai ${suffix}`, 'get quote', null);

  const creator = await registerCreator();
  await signInCreator(page, creator.email);
  const [application] = await sql<{ id: string }>(
    `insert into applications (campaign_id, influencer_id, status) values ($1, $2, 'accepted') returning id`,
    [affiliate, creator.id],
  );

  await test.step('an accepted application leads to its upload; the commission is shown', async () => {
    await page.goto(`/campaigns/${affiliate}`);
    const upload = page.getByRole('link', { name: 'Upload Your Work' });
    await expect(upload).toHaveAttribute('href', `/work/upload/${application!.id}`);
    await expect(page.getByRole('button', { name: 'Already Applied' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Budget & Cost' }).getByText('₹75 per sale')).toBeVisible();
    await shots(page, 'campaign-accepted-affiliate');
    await upload.click();
    await expect(page).toHaveURL(new RegExp(`/work/upload/${application!.id}$`));
  });

  await test.step('the quote amount is kept as typed and its problem said', async () => {
    await page.goto(`/campaigns/${quote}`);
    await page.getByRole('button', { name: 'Quote Now' }).click();
    const dialog = page.getByRole('dialog');
    const amount = dialog.getByLabel('Quote Amount (₹)');
    await dialog.getByPlaceholder('Write something about this task...').fill('Two reels.');
    await expect(dialog.getByText('10 / 2,000')).toBeVisible();
    await amount.fill('-12.5abc');
    await expect(amount).toHaveValue('-12.5abc');
    await expect(dialog.getByRole('alert')).toHaveText(
      'Enter whole rupees, digits only (no paise, letters or symbols).',
    );
    await amount.fill('-500');
    await expect(dialog.getByRole('alert')).toHaveText('Your quote must be more than ₹0.');
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await shots(page, 'quote-dialog-error');
    await amount.fill('12345678901234');
    await expect(amount).toHaveValue('12345678901234');
    await expect(dialog.getByRole('alert')).toHaveText('Your quote can be at most ₹1,00,00,000.');
  });

  await test.step("the filters dialog's actions are in reach on a phone", async () => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/campaigns');
    await page.getByRole('button', { name: 'Advanced Filters' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Clear' })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: 'Apply Filters' })).toBeInViewport({ ratio: 1 });
    await shots(page, 'filters-dialog');
  });
});
