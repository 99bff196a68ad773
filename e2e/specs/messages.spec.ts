import { createCampaignAs } from '../fixtures/catalogue.ts';
import { expect, test, uniqueSuffix } from '../fixtures/index.ts';

/*
 * Issue 15's thread: the creator asks the brand team a question from the campaign page once applied,
 * staff find it unread in the Inbox and answer on the application page, the creator reads the answer.
 */
test('a creator and the brand team talk about an application', async ({
  page,
  staffBrowser,
  api,
  registerCreator,
  signInCreator,
  expectAccessible,
  shoot,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const staff = await staffBrowser('thread-admin');
  const staffPage = staff.page;
  const campaign = await createCampaignAs(api, staff.token, `Tea Talk ${suffix}`);
  const creator = await registerCreator();
  const session = await signInCreator(page, creator.email, { goto: null });
  const applied = await api.post('/v1/influencer/apply', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { taskId: campaign._id, quote_asking_amount: '0', note: 'Keen' },
  });
  expect(applied.status()).toBe(201);
  const applicationId = ((await applied.json()) as { data: { _id: string } }).data._id;

  const question = `Can I post a reel instead of a story? ${suffix}`;
  await page.goto(`/campaigns/${campaign._id}`);
  const card = page.locator('#messages');
  await card.getByLabel('Your message').fill(question);
  await card.getByRole('button', { name: 'Send' }).dblclick();
  await expect(card.getByText(question)).toHaveCount(1);
  await expectAccessible(page);
  await shoot(page, 'messages-creator');

  await staffPage.goto('/admin/inbox?filter=unread');
  const row = staffPage.getByRole('link', { name: new RegExp(creator.name) });
  await expect(row).toContainText('1 unread');
  await expectAccessible(staffPage);
  await shoot(staffPage, 'messages-inbox');
  await row.click();
  await expect(staffPage).toHaveURL(new RegExp(`/admin/applications/${applicationId}`));
  const staffCard = staffPage.locator('#messages');
  await expect(staffCard.getByText(question)).toBeVisible();
  await staffCard.getByLabel('Your message').fill('Yes, a reel is fine. See https://example.in/brief');
  await staffCard.getByRole('button', { name: 'Send' }).click();
  await expect(staffCard.getByText('Yes, a reel is fine.', { exact: false })).toBeVisible();
  await shoot(staffPage, 'messages-staff');

  // The creator's page updates from the live stream (or its fallback refresh) without a reload.
  await expect(card.getByText('Yes, a reel is fine.', { exact: false })).toBeVisible({ timeout: 15_000 });
  await expect(card.getByRole('link', { name: 'https://example.in/brief' })).toHaveAttribute(
    'rel',
    /noopener/,
  );
});
