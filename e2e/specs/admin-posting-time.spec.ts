import pg from 'pg';
import { createBrandAs, referenceIds } from '../fixtures/catalogue.ts';
import { e2eEnv } from '../fixtures/env.ts';
import { expect, test, uniqueSuffix } from '../fixtures/index.ts';

/*
 * One posting time format (issue 12 §10): a staff-created campaign's '07:30' and an older row's
 * '11:00 AM' (the demo data's old form) both read as the 12-hour clock on the creator's campaign
 * page, and both load into the staff form's time field.
 */

test('posting times read the same on the creator page and load into the staff form', async ({
  page,
  api,
  createStaff,
  signInStaff,
  registerCreator,
  signInCreator,
}) => {
  const suffix = uniqueSuffix();
  const email = `time-admin-${suffix}@e2e.example.com`;
  await createStaff(email, 'admin');
  const staff = await signInStaff(page, email, { goto: null });
  const brandId = await createBrandAs(api, staff.token, {
    name: `Clockwork ${suffix}`,
    company: 'Clockwork Pvt. Ltd.',
    website: 'clockwork.example',
    about: 'Right on time.',
  });
  const ref = await referenceIds(api);
  const post = ref.deliverableType('Post');
  const created = await api.post('/v1/admin/tasks', {
    headers: { Authorization: `Bearer ${staff.token}` },
    data: {
      brand_id: brandId,
      status: 'active',
      event_name: `Clockwork ${suffix}`,
      campaign_title: `Clockwork ${suffix} Launch`,
      campaign_type: 'Awareness',
      objective: 'Launch.',
      key_message: 'On time.',
      hashtags: '#Clockwork',
      platform_ids: [ref.platform('Instagram')],
      deliverables: [
        { deliverable_type_id: post, format: 'jpg', posting_date: '2026-12-15', posting_time: '07:30' },
        { deliverable_type_id: post, format: 'png', posting_date: '2026-12-16', posting_time: '18:00' },
      ],
      budget_type: 'fixed',
      fixed_price: 4000,
      influencer_required: 1,
      submission_deadline: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      terms_conditions: ['Original content only.'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = ((await created.json()) as { data: { _id: string; deliverables: { _id: string }[] } })
    .data;
  // A row saved before the one format: the demo data held '11:00 AM'.
  const client = new pg.Client({ connectionString: e2eEnv().databaseURL });
  await client.connect();
  try {
    await client.query(`update campaign_deliverables set posting_time = '11:00 AM' where id = $1`, [
      campaign.deliverables[1]?._id,
    ]);
  } finally {
    await client.end();
  }

  const creator = await registerCreator();
  await signInCreator(page, creator.email, { goto: `/campaigns/${campaign._id}` });
  await expect(page.getByText('15 Dec 2026, 7:30 AM')).toBeVisible();
  await expect(page.getByText('16 Dec 2026, 11:00 AM')).toBeVisible();
  await expect(page.getByText('07:30')).toHaveCount(0);

  await page.goto(`/admin/campaigns/${campaign._id}`);
  const times = page.getByLabel('Posting time');
  await expect(times.first()).toHaveValue('07:30');
  await expect(times.nth(1)).toHaveValue('11:00');
});
