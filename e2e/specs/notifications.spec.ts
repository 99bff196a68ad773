import { createCampaignAs } from '../fixtures/catalogue.ts';
import { expect, messagesTo, test, uniqueSuffix } from '../fixtures/index.ts';

/*
 * Issue 14 end to end: staff accept an application in one browser; the creator's bell in another
 * shows it without a reload, the e-mail reaches the real SMTP receiver with a one-click unsubscribe,
 * and the notification opens the page where the creator acts.
 */
test.describe('notifications', () => {
  test.setTimeout(180_000);

  test('an acceptance reaches the creator live, by e-mail, and opens the work page', async ({
    page: creatorPage,
    staffBrowser,
    api,
    registerCreator,
    signInCreator,
    expectAccessible,
    shoot,
  }) => {
    const suffix = uniqueSuffix();
    const name = `Chai Co ${suffix}`;
    const staff = await staffBrowser('notify-admin');
    const staffPage = staff.page;
    const campaign = await createCampaignAs(api, staff.token, name);

    const creator = await registerCreator();
    const session = await signInCreator(creatorPage, creator.email, { goto: '/' });
    const applied = await api.post('/v1/influencer/apply', {
      headers: { Authorization: `Bearer ${session.token}` },
      data: { taskId: campaign._id, quote_asking_amount: '0', note: 'Keen on chai' },
    });
    expect(applied.status(), await applied.text()).toBe(201);

    const bell = creatorPage.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');

    await test.step('staff accept in the console; the creator bell counts it without a reload', async () => {
      await staffPage.goto(`/admin/applications?status=pending&taskId=${campaign._id}`);
      await staffPage.getByRole('button', { name: `Accept ${creator.name}` }).click();
      const dialog = staffPage.getByRole('dialog', { name: `Accept ${creator.name}?` });
      await dialog.getByRole('button', { name: 'Accept' }).click();
      await expect(staffPage.getByText('Application accepted').first()).toBeVisible();
      const acceptedAt = Date.now();
      await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 10_000 });
      // The issue asks for 2 seconds; the assertion above allows for a loaded CI machine, this reports it.
      test
        .info()
        .annotations.push({ type: 'live latency (ms)', description: String(Date.now() - acceptedAt) });
    });

    await test.step('the e-mail arrives with a one-click unsubscribe', async () => {
      await expect
        .poll(
          async () =>
            (await messagesTo(creator.email)).filter((m) => m.subject.startsWith('Application accepted')),
          {
            timeout: 20_000,
          },
        )
        .toHaveLength(1);
      const [mail] = (await messagesTo(creator.email)).filter((m) =>
        m.subject.startsWith('Application accepted'),
      );
      expect(mail?.subject).toBe(`Application accepted: ${name}`);
      expect(mail?.text).toContain(`/work/details/${campaign._id}`);
      expect(mail?.listUnsubscribe).toMatch(/\/v1\/notifications\/unsubscribe\?token=/);
    });

    await test.step('the panel lists it; opening it marks it read and goes to the work page', async () => {
      await bell.click();
      const panel = creatorPage.getByRole('region', { name: 'Notifications' });
      await expect(panel.getByText(`Application accepted: ${name}`)).toBeVisible();
      await expectAccessible(creatorPage);
      await shoot(creatorPage, 'notifications-panel');
      await panel.getByText(`Application accepted: ${name}`).click();
      await expect(creatorPage).toHaveURL(new RegExp(`/work/details/${campaign._id}$`));
      await expect(bell).toHaveAccessibleName('Notifications');
    });

    await test.step('the notifications page and the preferences', async () => {
      await creatorPage.goto('/notifications');
      await expect(creatorPage.getByText(`Application accepted: ${name}`)).toBeVisible();
      await expectAccessible(creatorPage);
      await shoot(creatorPage, 'notifications-page');
      await creatorPage.goto('/profile#notification-preferences');
      const digest = creatorPage.getByRole('switch', { name: 'E-mail for Weekly campaign digest' });
      await expect(digest).not.toBeChecked();
      // The switch is drawn over a visually hidden checkbox: click what a person clicks.
      await digest.click({ force: true });
      await expect(digest).toBeChecked();
      await expect(creatorPage.getByText('Weekly campaign digest: e-mail on').first()).toBeVisible();
      await expect(creatorPage.getByRole('switch', { name: 'E-mail for Payments' })).toBeDisabled();
      await creatorPage.locator('#notification-preferences').scrollIntoViewIfNeeded();
      await shoot(creatorPage, 'notifications-preferences');
    });

    await test.step('the staff bell and page', async () => {
      await staffPage.goto('/admin/notifications');
      await expect(staffPage.getByRole('heading', { name: 'Notifications' }).first()).toBeVisible();
      await shoot(staffPage, 'notifications-staff-page');
    });
  });
});
