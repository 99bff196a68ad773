import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import { createBrandAs, referenceIds } from '../fixtures/catalogue.ts';
import { type APIRequestContext, expect, type SignedIn, test, uniqueSuffix } from '../fixtures/index.ts';

/*
 * Payments (doc 001 §2, design §10) with both roles through the real server: a creator's work is
 * driven to final posted through the API, shows as a pending payment with its amount, staff pay
 * it, and the creator sees it paid, opens the batch, downloads the receipt (a real PDF with the
 * amount and the campaign) and exports the list as CSV.
 */

const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const AMOUNT = 123456;
const RUPEES = '₹1,23,456';

interface Ref {
  _id: string;
  platform_name?: string;
  content_type?: string;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** Staff create a brand and a one-post Instagram campaign; answers the campaign id. */
async function createCampaign(api: APIRequestContext, staff: SignedIn, eventName: string, suffix: string) {
  const headers = { Authorization: `Bearer ${staff.token}` };
  const brandId = await createBrandAs(api, staff.token, {
    name: `Kesar Foods ${suffix}`,
    company: 'Kesar Foods Pvt. Ltd.',
    website: 'kesarfoods.example',
    about: 'Snacks from Gujarat.',
  });
  const ref = await referenceIds(api);
  const instagram = { _id: ref.platform('Instagram') };
  const post = { _id: ref.deliverableType('Post') };
  const campaign = await api.post('/v1/admin/tasks', {
    headers,
    data: {
      brand_id: brandId,
      status: 'active',
      event_name: eventName,
      campaign_title: `${eventName} Launch`,
      campaign_type: 'Awareness',
      objective: 'Launch the festive box.',
      platform_ids: [instagram?._id],
      deliverables: [{ deliverable_type_id: post?._id, format: 'jpg / png', dimensions: '1080*1080' }],
      budget_type: 'fixed',
      fixed_price: 5000,
      influencer_required: 1,
      submission_deadline: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      terms_conditions: ['Tag the brand.'],
    },
  });
  expect(campaign.status(), await campaign.text()).toBe(201);
  return ((await campaign.json()) as { data: { _id: string } }).data._id;
}

test.describe('payments', () => {
  test.setTimeout(180_000);

  test('final posted work is pending, staff pay it, the creator downloads the receipt', async ({
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
    const eventName = `Navratri Snack Box ${suffix}`;
    const email = `pay-admin-${suffix}@e2e.example.com`;
    await createStaff(email, 'admin');
    const staff = await signInStaff(page, email, { goto: null });
    const campaignId = await createCampaign(api, staff, eventName, suffix);
    const creator = await registerCreator();
    const session = await signInCreator(page, creator.email, { goto: null });
    const asCreator = { Authorization: `Bearer ${session.token}` };
    let applicationId = '';
    let paymentId = '';

    const transition = async (to: string, extra: Record<string, unknown> = {}) => {
      const res = await api.post(`/v1/admin/applications/${applicationId}/transition`, {
        headers: { Authorization: `Bearer ${staff.token}` },
        data: { to, ...extra },
      });
      expect(res.status(), await res.text()).toBe(200);
    };

    await test.step('the work reaches final posted through the API', async () => {
      const applied = await api.post('/v1/influencer/apply', {
        headers: asCreator,
        data: { taskId: campaignId, quote_asking_amount: '0', note: 'Applied for campaign' },
      });
      expect(applied.status(), await applied.text()).toBe(201);
      applicationId = ((await applied.json()) as { data: { _id: string } }).data._id;
      await transition('accepted', { final_amount: AMOUNT });
      const item = (await (
        await api.get(`/v1/influencer/apply?taskId=${campaignId}`, { headers: asCreator })
      ).json()) as {
        data: { campaign: { basic_info: { platform: Ref[] }; deliverables: Ref[] } }[];
      };
      const platformId = item.data[0]?.campaign.basic_info.platform[0]?._id;
      const deliverableType = item.data[0]?.campaign.deliverables[0]?._id;
      const work = await api.put('/v1/influencer/task/submission', {
        headers: asCreator,
        data: {
          taskId: campaignId,
          task_details: [
            { platformId, deliverables: [{ deliverableType, files: [{ fileUrl: PNG_DATA_URL }] }] },
          ],
        },
      });
      expect(work.status(), await work.text()).toBe(200);
      await transition('approved');
      const posted = await api.put('/v1/influencer/task/final-submission', {
        headers: asCreator,
        data: {
          taskId: campaignId,
          task_details: [
            {
              platformId,
              deliverables: [
                {
                  deliverableType,
                  task_link: `https://www.instagram.com/p/${suffix}`,
                  task_proof: PNG_DATA_URL,
                },
              ],
            },
          ],
        },
      });
      expect(posted.status(), await posted.text()).toBe(200);
      await transition('final posted');
    });

    await test.step('the creator sees it pending with its amount', async () => {
      await page.goto('/payment');
      await expect(page.getByRole('link', { name: `Pending Payments: 01, ${RUPEES}` })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Paid Payments: 00, ₹0' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Earnings over time' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('link', { name: /^Pending Payments/ }).click();
      await expect(page).toHaveURL(/\/payment\/pending$/);
      const row = page.getByRole('row').filter({ hasText: eventName });
      await expect(row).toContainText('Pending');
      await expect(row).toContainText(RUPEES);
      await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
      await expect(row.getByRole('link', { name: `View ${eventName}` })).toHaveAttribute(
        'href',
        `/work/final-posted/${campaignId}`,
      );
      await expectAccessible(page);
      await shoot(page, 'payments-pending');
    });

    await test.step('staff pay it', async () => {
      const paid = await api.post('/v1/admin/payments', {
        headers: { Authorization: `Bearer ${staff.token}` },
        data: {
          influencerId: creator.id,
          applicationIds: [applicationId],
          paymentMethod: 'UPI',
          reference: `UTR${suffix}`,
        },
      });
      expect(paid.status(), await paid.text()).toBe(201);
      paymentId = ((await paid.json()) as { data: { _id: string } }).data._id;
    });

    await test.step('the creator sees it paid, opens the batch and downloads the receipt', async () => {
      await page.goto('/payment');
      await expect(page.getByRole('link', { name: `Paid Payments: 01, ${RUPEES}` })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Pending Payments: 00, ₹0' })).toBeVisible();
      await page.goto('/payment/pending');
      await expect(page.getByText('No payment data available')).toBeVisible();
      await page.goto('/payment/paid');
      const batch = page.getByRole('row').filter({ hasText: eventName });
      await expect(batch).toContainText('Paid');
      await expect(batch.first()).toContainText(RUPEES);
      await page.getByRole('button', { name: /^Show the 1 task and receipt of payment RCPT-/ }).click();
      await expect(page.getByRole('row').filter({ hasText: 'Payment transfer' })).toContainText(
        `UTR${suffix}`,
      );
      await expect(page.getByRole('link', { name: /^View receipt RCPT-/ })).toHaveAttribute(
        'target',
        '_blank',
      );
      await expectAccessible(page);
      await shoot(page, 'payments-paid-expanded');

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: /^Download receipt RCPT-/ }).click();
      const download = await downloading;
      const name = `invoice-${paymentId.slice(-6).toUpperCase()}.pdf`;
      expect(download.suggestedFilename()).toBe(name);
      await expect(page.getByText(`${name} is being downloaded.`, { exact: true })).toBeVisible();
      const bytes = await readFile((await download.path()) as string);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
      const text = await pdfText(bytes);
      expect(text).toContain('1,23,456');
      // The campaign column wraps long names onto a second line.
      expect(text.replace(/\s+/g, ' ')).toContain(eventName);
    });

    await test.step('the list exports as CSV and the date filters apply', async () => {
      const exporting = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const csv = await readFile((await (await exporting).path()) as string);
      expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = csv.toString('utf8').slice(1).split('\r\n');
      expect(lines[0]).toBe(
        'Sl No,Date,Application ID,Event Name,Payment Method,Status,Credit,Balance,Receipt',
      );
      expect(lines[1]).toContain(`,${eventName},UPI,Paid,"${RUPEES}","${RUPEES}",RCPT-`);

      const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel('From', { exact: true }).fill(tomorrow);
      await expect(page.getByText('No payment data available')).toBeVisible();
      await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('min', tomorrow);
      await page.getByLabel('To', { exact: true }).fill('2020-01-01');
      await expect(
        page.getByRole('alert').filter({ hasText: 'The To date cannot be before the From date.' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Clear' }).click();
      await expect(page.getByRole('row').filter({ hasText: eventName }).first()).toBeVisible();
    });

    await test.step('an unknown status goes back to the dashboard', async () => {
      await page.goto('/payment/refunded');
      await expect(page).toHaveURL(/\/payment$/);
    });
  });
});
