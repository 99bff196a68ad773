import { createBrandAs, referenceIds } from '../fixtures/catalogue.ts';
import { expect, type Page, type SignedIn, test, uniqueSuffix } from '../fixtures/index.ts';

/*
 * The staff console's pipeline (design §4, §5): the creator's steps go through the API, every staff
 * step through the console pages: accept with an amount, ask for rework with a reason (blank refused),
 * approve the resubmission with the earlier version beside it, confirm the posts, pay in Payouts and
 * find the payment in the history.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isommp41'),
  Buffer.alloc(4096),
]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

const toast = (page: Page, text: string) => page.getByText(text).first();

test.describe('staff console pipeline', () => {
  test.setTimeout(240_000);

  test('accept, rework, approve, confirm posts, pay and see the payment', async ({
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
    const eventName = `Diwali Sweets ${suffix}`;
    const reason = `Show the box lid with the logo ${suffix}.`;
    const utr = `UTR${suffix}`.slice(0, 30);
    let staff: SignedIn;
    let campaignId = '';
    let platformId = '';
    let deliverableType = '';
    const staffAuth = () => ({ Authorization: `Bearer ${staff.token}` });

    await test.step('setup: a brand and a fixed-price campaign', async () => {
      const email = `pipe-admin-${suffix}@e2e.example.com`;
      await createStaff(email, 'admin');
      staff = await signInStaff(page, email, { goto: null });
      const brandId = await createBrandAs(api, staff.token, {
        name: `Mithai House ${suffix}`,
        company: 'Mithai House Pvt. Ltd.',
        website: 'mithai.example',
        about: 'Sweets from Jaipur.',
      });
      const ref = await referenceIds(api);
      platformId = ref.platform('Instagram');
      deliverableType = ref.deliverableType('Post');
      const campaign = await api.post('/v1/admin/tasks', {
        headers: staffAuth(),
        data: {
          brand_id: brandId,
          status: 'active',
          event_name: eventName,
          campaign_title: `${eventName} Gift Box`,
          campaign_type: 'Awareness',
          objective: 'Festive gifting.',
          key_message: 'Sweeten every visit.',
          hashtags: '#Diwali #Mithai',
          platform_ids: [platformId],
          deliverables: [
            { deliverable_type_id: deliverableType, format: 'jpg / png', dimensions: '1080*1080' },
          ],
          budget_type: 'fixed',
          fixed_price: 6000,
          excepted_price_range: '₹5,000 - ₹8,000',
          influencer_required: 2,
          submission_deadline: new Date(Date.now() + 20 * 86_400_000).toISOString(),
          terms_conditions: ['No competitor products in frame.'],
        },
      });
      expect(campaign.status(), await campaign.text()).toBe(201);
      const created = (await campaign.json()) as { data: { _id: string; deliverables: { _id: string }[] } };
      campaignId = created.data._id;
      // Submissions name the campaign's own deliverable, not the reference type.
      deliverableType = created.data.deliverables[0]?._id ?? '';
    });

    const creator = await registerCreator();
    // The creator's session lives in the API context only; the page stays the staff console.
    const creatorSession = await signInCreator(page, creator.email, { goto: null });
    const creatorAuth = { Authorization: `Bearer ${creatorSession.token}` };
    const submitWork = async (files: { fileUrl: string }[]) => {
      const res = await api.put('/v1/influencer/task/submission', {
        headers: creatorAuth,
        data: {
          taskId: campaignId,
          task_details: [{ platformId, deliverables: [{ deliverableType, files }] }],
        },
      });
      expect(res.status(), await res.text()).toBe(200);
    };

    const applied = await api.post('/v1/influencer/apply', {
      headers: creatorAuth,
      data: { taskId: campaignId, quote_asking_amount: '0', note: 'Happy to make a festive reel.' },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const applicationId = ((await applied.json()) as { data: { _id: string } }).data._id;
    const row = `${creator.name}, ${eventName}`;

    await test.step('accept with an edited final amount', async () => {
      await page.goto(`/admin/applications?taskId=${campaignId}`);
      await expect(page.getByText('Happy to make a festive reel.').first()).toBeVisible();
      await expectAccessible(page);
      await shoot(page, 'admin-applications');
      await page.getByRole('button', { name: `Accept ${creator.name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Accept ${creator.name}?` });
      const amount = dialog.getByLabel('Final amount (₹)');
      await expect(amount).toHaveValue('6000');
      await amount.fill('');
      await dialog.getByRole('button', { name: 'Accept' }).click();
      await expect(dialog.getByText('Enter the final amount to accept this application.')).toBeVisible();
      await amount.fill('7,500');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Accept' }).click();
      await expect(toast(page, 'Application accepted')).toBeVisible();
      await expect(page.getByText('No applications found')).toBeVisible();
    });

    await test.step('request rework with a reason (blank is refused)', async () => {
      await submitWork([{ fileUrl: dataUrl('image/png', PNG) }]);
      await page.goto('/admin/reviews');
      await page.getByRole('link', { name: `Review: ${row}` }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/reviews/${applicationId}$`));
      await expect(page.getByRole('img', { name: /Submitted file/ })).toBeVisible();
      await expect(page.getByText('This is the first version.')).toBeVisible();
      await page.getByRole('button', { name: 'Request rework' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request rework' });
      await dialog.getByRole('button', { name: 'Request rework' }).click();
      await expect(dialog.getByText('Choose a reason or write one, so the creator knows why.')).toBeVisible();
      await dialog.getByLabel('What should change?').fill(reason);
      await dialog.getByRole('button', { name: 'Request rework' }).click();
      await expect(toast(page, 'Sent back for rework.')).toBeVisible();
      await expect(page.getByText(reason).first()).toBeVisible();
    });

    await test.step('approve the resubmission, with the earlier version beside it', async () => {
      await submitWork([{ fileUrl: dataUrl('image/png', PNG) }, { fileUrl: dataUrl('video/mp4', MP4) }]);
      await page.reload();
      await expect(page.getByRole('region', { name: 'Work version 2' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Work version 1' })).toBeVisible();
      // The new version's video plays in its version; the pinning tools show it again to comment on.
      await expect(
        page.getByRole('region', { name: 'Work version 2' }).locator('video[controls]'),
      ).toHaveCount(1);
      await expect(
        page.getByRole('region', { name: 'Pinned comments' }).locator('video[controls]'),
      ).toHaveCount(1);
      await expectAccessible(page);
      await shoot(page, 'admin-review');
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
      await expect(toast(page, 'Work approved')).toBeVisible();
      await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
    });

    await test.step('confirm the posts are live', async () => {
      const res = await api.put('/v1/influencer/task/final-submission', {
        headers: creatorAuth,
        data: {
          taskId: campaignId,
          task_details: [
            {
              platformId,
              deliverables: [
                {
                  deliverableType,
                  task_link: `https://www.instagram.com/p/${suffix}`,
                  task_proof: dataUrl('image/png', PNG),
                },
              ],
            },
          ],
        },
      });
      expect(res.status(), await res.text()).toBe(200);
      await page.goto('/admin/reviews?tab=posts');
      await page.getByRole('link', { name: `Check posts: ${row}` }).click();
      await expect(page.getByRole('link', { name: new RegExp(`instagram.com/p/${suffix}`) })).toHaveAttribute(
        'target',
        '_blank',
      );
      await page.getByRole('button', { name: 'Confirm final posted' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm final posted' }).click();
      await expect(toast(page, 'Posts confirmed as final posted')).toBeVisible();
    });

    await test.step('pay in Payouts and find the payment in the history', async () => {
      await page.goto('/admin/payouts');
      await page.getByRole('button', { name: new RegExp(creator.name) }).click();
      await expect(page.getByText('Selected: ₹7,500 (1 of 1)')).toBeVisible();
      await page.getByRole('button', { name: 'Record payment' }).click();
      const dialog = page.getByRole('dialog', { name: `Pay ${creator.name}` });
      await dialog.getByLabel('Reference').fill(utr);
      await expectAccessible(page);
      await shoot(page, 'admin-pay-dialog');
      await dialog.getByRole('button', { name: 'Record ₹7,500 payment' }).click();
      await expect(toast(page, 'Payment recorded')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /RCPT-/ })).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(creator.name) })).toHaveCount(0);
      await page.getByRole('link', { name: 'Payment history' }).click();
      const history = page.getByRole('table', { name: 'Payments' });
      await expect(history.getByRole('row').filter({ hasText: creator.name })).toContainText('₹7,500');
      await expect(history.getByRole('row').filter({ hasText: creator.name })).toContainText(utr);
      await expectAccessible(page);
      await shoot(page, 'admin-payments-history');
    });
  });
});
