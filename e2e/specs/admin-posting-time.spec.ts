import pg from 'pg';
import { createCampaignAs } from '../fixtures/catalogue.ts';
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
  const campaign = await createCampaignAs(api, staff.token, `Clockwork ${suffix}`, [
    { format: 'jpg', posting_date: '2026-12-15', posting_time: '07:30' },
    { format: 'png', posting_date: '2026-12-16', posting_time: '18:00' },
  ]);
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
