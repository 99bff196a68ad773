import { expect, test, uniqueSuffix } from '../fixtures/index.ts';
import { createBrand, createCampaign } from '../fixtures/pipeline.ts';

/*
 * Issue 28 part 5: a brand's invitation reaches the creator as work that comes to them. Two
 * invitations arrive; the dashboard says so; the creator accepts one (the work is theirs at the
 * offered amount) and declines the other with a reason.
 */

test.describe('invitations (design §15)', () => {
  test.setTimeout(120_000);

  test('the creator accepts one invitation and declines another', async ({
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
    const email = `invite-admin-${suffix}@e2e.example.com`;
    await createStaff(email, 'admin');
    const staff = await signInStaff(page, email, { goto: null });
    const brandId = await createBrand(api, staff.token, `Kesar Foods ${suffix}`);
    const yes = await createCampaign(api, staff.token, brandId, `Diwali Box ${suffix}`);
    const no = await createCampaign(api, staff.token, brandId, `Holi Colours ${suffix}`);
    const creator = await registerCreator();
    const creatorId = (
      (await (
        await api.get('/v1/admin/influencers', {
          headers: { authorization: `Bearer ${staff.token}` },
          params: { search: creator.email },
        })
      ).json()) as { data: { _id: string }[] }
    ).data[0]!._id;
    for (const [campaignId, offer, message] of [
      [yes, 8000, 'We loved your festive reels. One post for our Diwali box?'],
      [no, 3000, ''],
    ] as const) {
      const res = await api.post(`/v1/admin/tasks/${campaignId}/invitations`, {
        headers: { authorization: `Bearer ${staff.token}` },
        data: { influencerIds: [creatorId], offerAmount: offer, ...(message ? { message } : {}) },
      });
      expect(res.status(), await res.text()).toBe(200);
    }

    await signInCreator(page, creator.email, { goto: null });

    await test.step('the dashboard says invitations are waiting', async () => {
      await page.goto('/');
      const tile = page.getByRole('link', { name: /brand invitations are waiting for your answer/ });
      await expect(tile).toBeVisible();
      await tile.click();
      await expect(page).toHaveURL(/\/invitations$/);
    });

    await test.step('each invitation shows the offer, the time left and the message', async () => {
      const card = page.getByRole('listitem', { name: `Diwali Box ${suffix}` });
      await expect(card).toContainText('₹8,000');
      await expect(card).toContainText('We loved your festive reels.');
      await expect(card).toContainText(/days left/);
      await expectAccessible(page);
      await shoot(page, 'invitations-waiting');
    });

    await test.step('accepting makes the work the creator’s at the offer', async () => {
      const card = page.getByRole('listitem', { name: `Diwali Box ${suffix}` });
      await card.getByRole('button', { name: 'Accept' }).dblclick();
      await expect(page.getByText('Invitation accepted.').first()).toBeVisible();
      await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
      await card.getByRole('link', { name: 'Open your work' }).click();
      await expect(page.getByText('₹8,000').first()).toBeVisible();
    });

    await test.step('declining asks for an optional reason and closes it', async () => {
      await page.goto('/invitations');
      const card = page.getByRole('listitem', { name: `Holi Colours ${suffix}` });
      await card.getByRole('button', { name: 'Decline' }).click();
      const dialog = page.getByRole('dialog', { name: 'Decline this invitation?' });
      await dialog.getByLabel('Reason (optional)').fill('Booked that week');
      await shoot(page, 'invitations-decline-dialog');
      await dialog.getByRole('button', { name: 'Decline' }).click();
      await expect(page.getByText('Invitation declined. The brand has been told.').first()).toBeVisible();
      await expect(card).toContainText('Booked that week');
      await expectAccessible(page);
      await shoot(page, 'invitations-answered');
    });
  });
});
