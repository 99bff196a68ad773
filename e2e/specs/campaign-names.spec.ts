import { createCampaignAs } from '../fixtures/catalogue.ts';
import { expect, test, uniqueSuffix } from '../fixtures/index.ts';

/*
 * One campaign, one name (issue 26): its event name is its title on the list card, the dashboard and
 * the detail page, and the brief's campaign title is the line under it; and a search for the brand's
 * name finds the brand's campaigns whatever they are called.
 */
test('a campaign has the same title on the list, the dashboard and its page, and is found by its brand', async ({
  page,
  api,
  createStaff,
  signInStaff,
  registerCreator,
  signInCreator,
  shoot,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const name = `Mithai Box ${suffix}`;
  const email = `names-admin-${suffix}@e2e.example.com`;
  await createStaff(email, 'admin');
  const staff = await signInStaff(page, email, { goto: null });
  // The fixture's brand is called `name` and its campaign title is `${name} Launch`.
  const campaign = await createCampaignAs(api, staff.token, name);
  const renamed = await api.patch(`/v1/admin/tasks/${campaign._id}`, {
    headers: { Authorization: `Bearer ${staff.token}` },
    data: { event_name: `Diwali Sweets ${suffix}`, campaign_title: `Celebrate the season with ${name}` },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  const title = `Diwali Sweets ${suffix}`;
  const subtitle = `Celebrate the season with ${name}`;

  const creator = await registerCreator();
  await signInCreator(page, creator.email, { goto: '/' });
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // The brand's name finds the campaign though neither of its names says it.
  await page.goto(`/campaigns?search=${encodeURIComponent(`Mithai Box ${suffix}`)}`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(subtitle)).toBeVisible();
  await shoot(page, 'campaign-names-list');

  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByText(subtitle, { exact: true })).toBeVisible();
  await shoot(page, 'campaign-names-detail');
});
