import pg from 'pg';
import { e2eEnv } from '../fixtures/env.ts';
import { expect, type SignedIn, test, uniqueSuffix } from '../fixtures/index.ts';

/*
 * The creator's catalogue (doc 000 §2): find a campaign through filters, save it and remove it from
 * the saved list, apply to a fixed campaign, quote on a 'get quote' one, download a media asset, and
 * see the dashboard counts move. The brand and the asset go through the staff API; campaigns are
 * written to the database until POST /v1/admin/tasks exists (then this helper should use it).
 */

// A 1×1 PNG, enough for the magic-byte check of the upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Campaign {
  id: string;
  title: string;
}

async function insertCampaign(
  brandId: string,
  values: { title: string; budgetType: 'fixed' | 'get quote'; assetUrl: string; range: string },
): Promise<Campaign> {
  const client = new pg.Client({ connectionString: e2eEnv().databaseURL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into campaigns (brand_id, status, event_name, campaign_title, description, objective, plan,
         budget_type, expected_price_range, submission_deadline, event_date, platform_ids, category_ids,
         product_title, product_image_urls, terms_conditions)
       values ($1, 'active', $2, $2, $3, 'Grow recall among new viewers.', 'One reel in week one.',
         $4, $5, now() + interval '20 days', (now() + interval '25 days')::date,
         (select coalesce(array_agg(id), '{}') from platforms where name in ('Instagram', 'YouTube')),
         (select coalesce(array_agg(id), '{}') from categories where name = 'Food'),
         'Masala Tin', array[$6]::text[], array['No competitor products in frame.'])
       returning id`,
      [
        brandId,
        values.title,
        `${values.title} needs creators who cook at home and show the product honestly in real kitchens.`,
        values.budgetType,
        values.range,
        values.assetUrl,
      ],
    );
    return { id: rows[0]!.id, title: values.title };
  } finally {
    await client.end();
  }
}

test.describe('catalogue', () => {
  test.setTimeout(180_000);

  test('a creator filters, saves, applies, quotes and downloads', async ({
    page,
    api,
    createStaff,
    signInStaff,
    registerCreator,
    signInCreator,
    expectAccessible,
    shoot,
  }) => {
    const suffix = uniqueSuffix();
    const word = `Zest${suffix}`;
    let staff: SignedIn;
    let fixed: Campaign;
    let quote: Campaign;

    await test.step('staff create a brand, an asset and two campaigns', async () => {
      const email = `catalogue-admin-${suffix}@e2e.example.com`;
      await createStaff(email, 'admin');
      staff = await signInStaff(page, email, { goto: null });
      const auth = { Authorization: `Bearer ${staff.token}` };
      const upload = await api.post('/v1/files', {
        headers: auth,
        multipart: {
          purpose: 'campaign-asset',
          file: { name: 'masala-tin.png', mimeType: 'image/png', buffer: PNG },
        },
      });
      expect(upload.status(), await upload.text()).toBe(201);
      const assetUrl = ((await upload.json()) as { data: { fileUrl: string } }).data.fileUrl;
      const brand = await api.post('/v1/admin/brands', {
        headers: auth,
        data: {
          brand_name: `Spice Box ${suffix}`,
          brand_company_name: 'Spice Box Foods Pvt. Ltd.',
          website_link: 'spicebox.example',
          about_brand: 'Small-batch masalas from Kochi.',
          description: '<p>Ground <strong>fresh</strong> every week.</p>',
        },
      });
      expect(brand.status(), await brand.text()).toBe(201);
      const brandId = ((await brand.json()) as { data: { _id: string } }).data._id;
      fixed = await insertCampaign(brandId, {
        title: `${word} Fixed Cook-Along`,
        budgetType: 'fixed',
        assetUrl,
        range: '₹5,000 - ₹8,000',
      });
      quote = await insertCampaign(brandId, {
        title: `${word} Quote Kitchen Tour`,
        budgetType: 'get quote',
        assetUrl,
        range: '₹10,000 - ₹20,000',
      });
    });

    const creator = await registerCreator();
    await signInCreator(page, creator.email);
    // Radix repeats a toast's text in a live region for screen readers: match the visible one.
    const toastText = (text: string) => page.getByText(text).filter({ visible: true }).first();
    const tile = (name: string) => page.getByRole('link', { name: new RegExp(`${name}$`) });

    await test.step('the dashboard starts at zero', async () => {
      await expect(tile('Pending Work')).toHaveText(/00/);
      await expect(page.getByRole('region', { name: 'Brands' })).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('filters find the campaign and live in the URL', async () => {
      await page.goto('/campaigns');
      await page.getByRole('searchbox', { name: 'Search' }).fill(word);
      // The search reaches the URL after a pause in typing; alone in a fresh database the two
      // campaigns show before it does, and the reload below would drop it.
      await expect(page).toHaveURL(new RegExp(`search=${word}`));
      await expect(page.getByRole('link', { name: fixed.title })).toBeVisible();
      await expect(page.getByRole('link', { name: quote.title })).toBeVisible();
      await expect(page.getByText('2 of 2 campaigns')).toBeVisible();
      await page.getByLabel('Budget type').selectOption({ label: 'Quote' });
      await expect(page).toHaveURL(/budgetType=get\+quote/);
      await expect(page.getByRole('link', { name: fixed.title })).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('link', { name: quote.title })).toBeVisible();
      await expect(page.getByRole('link', { name: fixed.title })).toHaveCount(0);
      await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(word);
      await expectAccessible(page);
      await shoot(page, 'catalogue-campaigns-filtered');
      await page.getByRole('button', { name: 'Remove filter Budget: Quote' }).click();
      await expect(page.getByRole('link', { name: fixed.title })).toBeVisible();
      await page.getByRole('link', { name: fixed.title }).click();
      await expect(page).toHaveURL(new RegExp(`/campaigns/${fixed.id}$`));
    });

    await test.step('save the campaign, see it saved, remove it', async () => {
      await page.getByRole('button', { name: 'Save campaign' }).click();
      await expect(toastText('Campaign saved successfully!')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Campaign saved' })).toBeVisible();
      await page.goto('/saved-campaigns');
      await expect(page.getByText('1 campaign(s) saved for later')).toBeVisible();
      await expect(page.getByRole('heading', { name: fixed.title })).toBeVisible();
      await expect(page.getByText('₹5,000 - ₹8,000')).toBeVisible();
      await expectAccessible(page);
      await shoot(page, 'catalogue-saved');
      await page.getByRole('button', { name: `Remove ${fixed.title}` }).click();
      await expect(page.getByRole('heading', { name: fixed.title })).toHaveCount(0);
      await expect(page.getByText('No Saved Campaigns')).toBeVisible();
    });

    await test.step('apply to the fixed campaign', async () => {
      await page.goto(`/campaigns/${fixed.id}`);
      await page.getByRole('button', { name: 'Apply Now' }).click();
      // Applying asks once, with what the campaign pays (issue 26).
      const confirm = page.getByRole('alertdialog', { name: 'Apply for this campaign?' });
      await expect(confirm).toContainText('paid within 7 days of your post going live');
      // A double click must not send twice: the second click lands on a disabled button.
      await confirm.getByRole('button', { name: 'Confirm & Apply' }).dblclick();
      await expect(toastText('Successfully applied for the campaign!')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Already Applied' })).toBeDisabled();
      await expect(page.getByRole('button', { name: /Save campaign|Campaign saved/ })).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Already Applied' })).toBeDisabled();
      await expectAccessible(page);
    });

    await test.step('download a media asset', async () => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download Product Image' }).click();
      expect((await download).suggestedFilename()).toMatch(/\.png$/);
      await expect(toastText('Download Started')).toBeVisible();
    });

    await test.step('quote on the get-quote campaign', async () => {
      await page.goto(`/campaigns/${quote.id}`);
      await expect(page.getByText('Quote', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Quote Now' }).click();
      const dialog = page.getByRole('dialog');
      const submit = dialog.getByRole('button', { name: 'Submit' });
      await expect(submit).toBeDisabled();
      await dialog.getByLabel('Quote Amount (₹)').fill('12500');
      await dialog.getByPlaceholder('Write something about this task...').fill('   ');
      await expect(submit).toBeDisabled();
      await dialog.getByPlaceholder('Write something about this task...').fill('One reel and two stories.');
      await expectAccessible(page);
      await shoot(page, 'catalogue-quote-dialog');
      await submit.click();
      // The quote is confirmed once, with the amount as the brand team will read it (issue 26).
      await expect(dialog).toContainText('₹12,500');
      await dialog.getByRole('button', { name: 'Confirm & Submit' }).dblclick();
      await expect(toastText('Successfully submitted your quote for the campaign!')).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Already Applied' })).toBeDisabled();
    });

    await test.step('the dashboard counts both applications as pending', async () => {
      await page.goto('/');
      await expect(tile('Pending Work')).toHaveText(/02/);
      await shoot(page, 'catalogue-dashboard');
    });
  });
});
