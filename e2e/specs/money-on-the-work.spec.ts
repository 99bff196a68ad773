import pg from 'pg';
import { e2eEnv } from '../fixtures/env.ts';
import { expect, test, uniqueSuffix } from '../fixtures/index.ts';
import { createBrand, createCampaign, driveWork } from '../fixtures/pipeline.ts';

/*
 * Issue 26, second round: the fee is on the work, the campaign states its own terms, and a brand's
 * payment record says what happened. A fixed ₹5,000 campaign is applied to with one confirmation
 * and withdrawn; a ₹12,500 job is driven to final posted and paid; the creator reads the fee, what
 * arrived, the terms and the brand's record.
 */

test.describe('money on the work (issue 26)', () => {
  test.setTimeout(180_000);

  test('the creator applies once with the fee in view, withdraws, and reads the paid job', async ({
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
    const email = `money-admin-${suffix}@e2e.example.com`;
    await createStaff(email, 'admin');
    const staff = await signInStaff(page, email, { goto: null });
    const brandName = `Kesar Foods ${suffix}`;
    const brandId = await createBrand(api, staff.token, brandName);
    const applyTo = await createCampaign(api, staff.token, brandId, `Diwali Box ${suffix}`);
    const paidJob = await createCampaign(api, staff.token, brandId, `Holi Colours ${suffix}`);
    const creator = await registerCreator();
    const session = await signInCreator(page, creator.email, { goto: null });

    await test.step('the campaign states its fee and its own terms', async () => {
      await page.goto(`/campaigns/${applyTo}`);
      await expect(page.getByText('You are paid').first()).toBeVisible();
      await expect(page.getByText('₹5,000 (fixed fee)')).toBeVisible();
      const terms = page.getByRole('region', { name: 'Terms & Conditions' });
      await expect(terms.getByRole('listitem').first()).toHaveText(
        'Paid within 7 days of your post going live.',
      );
      await expect(terms).toContainText(
        'approved automatically if the brand team has not responded within 3 working days',
      );
      await expect(terms).toContainText('Tag the brand.');
      await expect(page.getByText('New on Influence Hub').first()).toBeVisible();
      await expectAccessible(page);
      await shoot(page, 'money-campaign-fixed-fee');
    });

    await test.step('Apply Now asks once, with the amount', async () => {
      await page.getByRole('button', { name: 'Apply Now' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(
        'You will be paid ₹5,000 for this campaign, paid within 7 days of your post going live.',
      );
      await shoot(page, 'money-apply-confirm');
      await dialog.getByRole('button', { name: 'Confirm & Apply' }).click();
      await expect(page.getByText('Successfully applied for the campaign!').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Already Applied' })).toBeDisabled();
    });

    await test.step('a pending application is withdrawn with one confirmation', async () => {
      await page.getByRole('button', { name: 'Withdraw application' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('The brand team will no longer consider you for this campaign.');
      await dialog.getByRole('button', { name: 'Withdraw application' }).dblclick();
      await expect(page.getByRole('button', { name: 'Application withdrawn' })).toBeDisabled();
      await expect(page.getByText('Your application has been withdrawn.').first()).toBeVisible();
      await shoot(page, 'money-withdrawn');
      await page.goto('/work/all-applications');
      await expect(page.getByText('Withdrawn').first()).toBeVisible();
    });

    await test.step('a ₹12,500 job reaches final posted and is paid', async () => {
      await driveWork(api, { staff: staff.token, creator: session.token }, paidJob, 'final posted', {
        amount: 12_500,
        suffix,
      });
      await page.goto('/work/final-posted-work');
      await expect(page.getByText('₹12,500 agreed').first()).toBeVisible();
      await shoot(page, 'money-work-list-unpaid');
      // The pending payment names no method yet, and no date rule is shown before a date is picked.
      await page.goto('/payment/pending');
      const row = page.getByRole('row').filter({ hasText: `Holi Colours ${suffix}` });
      await expect(row).toContainText('Not paid yet');
      await expect(row).not.toContainText('UPI');
      await expect(page.getByText(/cannot be before/)).toHaveCount(0);
      await shoot(page, 'money-payments-pending');
    });

    await test.step('staff are warned that the creator gave no UPI ID, and asked for the reference', async () => {
      await page.goto('/admin/payouts');
      await page.getByRole('button', { name: new RegExp(creator.name) }).click();
      await page.getByRole('button', { name: 'Record payment' }).click();
      const dialog = page.getByRole('dialog', { name: `Pay ${creator.name}` });
      await expect(dialog.getByRole('note')).toContainText('This creator has no UPI ID on file.');
      await dialog.getByRole('button', { name: 'Record ₹12,500 payment' }).click();
      await expect(dialog.getByText('Give the reference (UTR) of the payment already sent.')).toBeVisible();
      await expectAccessible(page);
      await shoot(page, 'money-pay-dialog-no-upi');
      await dialog.getByLabel('Reference').fill(`UTR${suffix}`);
      await dialog.getByRole('button', { name: 'Record ₹12,500 payment' }).click();
      await expect(page.getByRole('status').filter({ hasText: /RCPT-/ })).toBeVisible();
    });

    await test.step('the paid job says what was agreed and what arrived', async () => {
      await page.goto('/work/final-posted-work');
      await expect(page.getByText('₹12,500 agreed · ₹12,500 received').first()).toBeVisible();
      await shoot(page, 'money-work-list-paid');
      await page.goto(`/work/final-posted/${paidJob}`);
      await expect(page.getByText('Paid on time')).toBeVisible();
      await expect(page.getByText('₹12,500 after TDS and GST').first()).toBeVisible();
      await expect(page.getByText('Agreed Fee').first()).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Terms & Conditions' }).getByRole('listitem').first(),
      ).toHaveText('Paid within 7 days of your post going live.');
      await expectAccessible(page);
      await shoot(page, 'money-final-posted-paid');
    });

    await test.step("the brand's record states what happened: one paid on time, one overdue", async () => {
      // A second job posted 26 days ago and never paid: 19 days past its 7-day promise.
      const owed = await createCampaign(api, staff.token, brandId, `Onam Feast ${suffix}`);
      await driveWork(api, { staff: staff.token, creator: session.token }, owed, 'final posted', {
        amount: 23_000,
        suffix: `${suffix}b`,
      });
      const client = new pg.Client({ connectionString: e2eEnv().databaseURL });
      await client.connect();
      try {
        await client.query(
          `update applications
              set final_posted_at = final_posted_at - interval '26 days', payout_due_date = payout_due_date - 26
            where campaign_id = $1`,
          [owed],
        );
        // The paid one fell due yesterday, after it was paid today: paid on time, and now counted.
        await client.query(
          `update applications
              set final_posted_at = final_posted_at - interval '8 days', payout_due_date = payout_due_date - 8,
                  paid_at = paid_at - interval '6 days'
            where campaign_id = $1`,
          [paidJob],
        );
      } finally {
        await client.end();
      }
      await page.goto(`/brands/${brandId}`);
      await expect(page.getByText('1 payout overdue by 19 days · 1 of 1 paid on time').first()).toBeVisible();
      await expect(page.getByText('New on Influence Hub')).toHaveCount(0);
      await expectAccessible(page);
      await shoot(page, 'money-brand-record');
      await page.goto('/brands');
      await expect(page.getByText('1 payout overdue by 19 days · 1 of 1 paid on time').first()).toBeVisible();
      await shoot(page, 'money-brand-list-record');
    });
  });
});
