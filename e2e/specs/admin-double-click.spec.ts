import { createCampaignAs } from '../fixtures/catalogue.ts';
import { expect, type Page, test, uniqueSuffix } from '../fixtures/index.ts';

/*
 * One confirmation, one request (design §10): a double click on the console's confirm buttons sends
 * one POST and the staff member sees the success, never "This application is already accepted."
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Counts the staff transition POSTs the page sends from now on. */
function countTransitions(page: Page) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/v1\/admin\/applications\/[^/]+\/transition$/.test(r.url()))
      seen.push(r.url());
  });
  return () => seen.length;
}

test('a double click on Accept and on Approve sends one request each, with no error', async ({
  page,
  api,
  createStaff,
  signInStaff,
  registerCreator,
  signInCreator,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const eventName = `Double Tap ${suffix}`;
  const email = `dbl-admin-${suffix}@e2e.example.com`;
  await createStaff(email, 'admin');
  const staff = await signInStaff(page, email, { goto: null });
  const campaign = await createCampaignAs(api, staff.token, eventName);
  const platformId = campaign.platformId;

  const creator = await registerCreator();
  const creatorAuth = {
    Authorization: `Bearer ${(await signInCreator(page, creator.email, { goto: null })).token}`,
  };
  const applied = await api.post('/v1/influencer/apply', {
    headers: creatorAuth,
    data: { taskId: campaign._id, quote_asking_amount: '0', note: 'Ready.' },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { data: { _id: string } }).data._id;

  await test.step('Accept → amount → double click Accept', async () => {
    await page.goto(`/admin/applications?taskId=${campaign._id}`);
    await page.getByRole('button', { name: `Accept ${creator.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Accept ${creator.name}?` });
    await expect(dialog.getByLabel('Final amount (₹)')).toHaveValue('4000');
    const sent = countTransitions(page);
    await dialog.getByRole('button', { name: 'Accept' }).dblclick();
    await expect(page.getByText('Application accepted').first()).toBeVisible();
    await expect(page.getByText('No applications found')).toBeVisible();
    expect(sent()).toBe(1);
    await expect(page.getByText('This application is already accepted.')).toHaveCount(0);
    await expect(page.getByText('Failed to accept the application')).toHaveCount(0);
  });

  await test.step('Approve → double click Approve', async () => {
    const submitted = await api.put('/v1/influencer/task/submission', {
      headers: creatorAuth,
      data: {
        taskId: campaign._id,
        task_details: [
          {
            platformId,
            deliverables: [
              {
                deliverableType: campaign.deliverables[0]?._id,
                files: [{ fileUrl: `data:image/png;base64,${PNG.toString('base64')}` }],
              },
            ],
          },
        ],
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(200);
    await page.goto(`/admin/reviews/${applicationId}`);
    await page.getByRole('button', { name: 'Approve' }).click();
    const sent = countTransitions(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).dblclick();
    await expect(page.getByText('Work approved').first()).toBeVisible();
    await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
    expect(sent()).toBe(1);
    await expect(page.getByText('This application is already approved.')).toHaveCount(0);
    await expect(page.getByText('Failed to approve the work')).toHaveCount(0);
  });
});
