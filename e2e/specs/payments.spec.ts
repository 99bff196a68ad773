import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import { expect, test, uniqueSuffix } from '../fixtures/index.ts';
import { createBrand, createCampaign, driveWork, payTasks } from '../fixtures/pipeline.ts';

/*
 * Payments (doc 001 §2, design §10) with both roles through the real server: a creator's work is
 * driven to final posted through the API, shows as a pending payment with its amount, staff pay
 * it, and the creator sees it paid, opens the batch, downloads the receipt (a real PDF with the
 * amount and the campaign) and exports the list as CSV.
 */

const AMOUNT = 123456;
const RUPEES = '₹1,23,456';

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
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
    const brandId = await createBrand(api, staff.token, `Kesar Foods ${suffix}`);
    const campaignId = await createCampaign(api, staff.token, brandId, eventName);
    const creator = await registerCreator();
    const session = await signInCreator(page, creator.email, { goto: null });
    let applicationId = '';
    let paymentId = '';

    await test.step('the work reaches final posted through the API', async () => {
      applicationId = await driveWork(
        api,
        { staff: staff.token, creator: session.token },
        campaignId,
        'final posted',
        {
          amount: AMOUNT,
          suffix,
        },
      );
    });

    await test.step('the creator sees it pending with its amount', async () => {
      await page.goto('/payment');
      await expect(
        page.getByRole('link', { name: `Pending Payments: 01 task awaiting payment, ${RUPEES}` }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Paid Payments: 00 tasks paid, ₹0' })).toBeVisible();
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
      paymentId = await payTasks(api, staff.token, creator.id, [applicationId], `UTR${suffix}`);
    });

    await test.step('the creator sees it paid, opens the batch and downloads the receipt', async () => {
      await page.goto('/payment');
      await expect(page.getByRole('link', { name: `Paid Payments: 01 task paid, ${RUPEES}` })).toBeVisible();
      await expect(
        page.getByRole('link', { name: 'Pending Payments: 00 tasks awaiting payment, ₹0' }),
      ).toBeVisible();
      await page.goto('/payment/pending');
      await expect(page.getByText('No payment data available')).toBeVisible();
      await page.goto('/payment/paid');
      const batch = page.getByRole('row').filter({ hasText: eventName });
      await expect(batch).toContainText('Paid');
      // What arrived: ₹1,23,456 less TDS at 20% (no PAN on file, over the year's ₹50,000 threshold).
      await expect(batch.first()).toContainText('₹98,765');
      await page.getByRole('button', { name: /^Show the 1 task and receipt of payment RCPT-/ }).click();
      await expect(page.getByRole('row').filter({ hasText: 'Payment transfer' })).toContainText(
        `UTR${suffix}`,
      );
      await expect(page.getByRole('row').filter({ hasText: 'Payment transfer' })).toContainText(
        'Gross ₹1,23,456 · TDS u/s 393(1) @ 20% −₹24,691',
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
      expect(lines[1]).toContain(`,${eventName},UPI,Paid,"₹98,765","₹98,765",RCPT-`);

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

test.describe('a payment of two tasks', () => {
  test.setTimeout(180_000);

  test('the cards count tasks, the paid list shows the payment, its receipt buttons fit at 1366 px', async ({
    page,
    api,
    createStaff,
    signInStaff,
    registerCreator,
    signInCreator,
  }) => {
    const suffix = uniqueSuffix();
    const email = `pay2-admin-${suffix}@e2e.example.com`;
    await createStaff(email, 'admin');
    const staff = await signInStaff(page, email, { goto: null });
    const brandId = await createBrand(api, staff.token, `Ghar Sajao ${suffix}`);
    const creator = await registerCreator();
    const session = await signInCreator(page, creator.email, { goto: null });
    const tokens = { staff: staff.token, creator: session.token };
    const applications: string[] = [];
    for (const [n, amount] of [
      [1, 24500],
      [2, 15000],
    ] as const) {
      const campaignId = await createCampaign(api, staff.token, brandId, `Balcony Makeover ${n} ${suffix}`);
      applications.push(
        await driveWork(api, tokens, campaignId, 'final posted', { amount, suffix: `${suffix}${n}` }),
      );
    }
    // A long unbroken transfer reference, as banks give them: it must not widen the table.
    await payTasks(api, staff.token, creator.id, applications, `UTR${suffix}${'7'.repeat(24)}`);

    await test.step('the Paid card says it counts tasks; the list has one row, a payment of 2 tasks', async () => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto('/payment');
      const paid = page.getByRole('link', { name: 'Paid Payments: 02 tasks paid, ₹39,500' });
      await expect(paid).toBeVisible();
      await expect(paid).toContainText('tasks paid');
      await paid.click();
      await expect(page).toHaveURL(/\/payment\/paid$/);
      await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
      await expect(
        page.getByText(/Each payment row is one transfer and may pay several tasks/),
      ).toBeVisible();
      const batch = page.getByRole('row').filter({ hasText: '2 tasks' });
      await expect(batch).toHaveCount(1);
      await page.getByRole('button', { name: /^Show the 2 tasks and receipt of payment RCPT-/ }).click();
      await expect(page.getByRole('row').filter({ hasText: 'Payment transfer' })).toBeVisible();
    });

    await test.step('View and Download sit inside the table card, nothing scrolls sideways', async () => {
      const download = page.getByRole('button', { name: /^Download receipt RCPT-/ });
      const table = page.locator('table').filter({ visible: true });
      const scroller = table.locator('xpath=..');
      const [button, box] = [await download.boundingBox(), await scroller.boundingBox()];
      expect(button && box).toBeTruthy();
      if (!button || !box) return;
      expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width);
      expect(button.x + button.width).toBeLessThanOrEqual(1366);
      const overflow = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow, 'the payment table scrolls sideways at 1366 px').toBeLessThanOrEqual(0);
    });

    await test.step('on a phone the toast shows at the top, clear of the button just pressed', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      const exportButton = page.getByRole('button', { name: 'Export CSV' });
      const press = async () => {
        const downloading = page.waitForEvent('download');
        await exportButton.click();
        await downloading;
      };
      await press();
      // The toast itself (Radix also announces it in a visually hidden live region).
      const toast = page
        .getByRole('region', { name: /^Notifications/ })
        .locator('li')
        .filter({ hasText: 'Download Started' });
      await expect(toast).toBeVisible();
      const [t, b] = [await toast.boundingBox(), await exportButton.boundingBox()];
      expect(t && b).toBeTruthy();
      if (!t || !b) return;
      expect(t.y, 'the toast sits in the top half of the screen').toBeLessThan(844 / 2 - t.height);
      expect(t.y + t.height <= b.y || b.y + b.height <= t.y, 'the toast covers Export CSV').toBe(true);

      // Swiped up past the threshold (50 px) it goes: the swipe direction matches its place.
      await page.mouse.move(t.x + t.width / 2, t.y + t.height / 2);
      await page.mouse.down();
      for (let dy = 10; dy <= 80; dy += 10) await page.mouse.move(t.x + t.width / 2, t.y + t.height / 2 - dy);
      await page.mouse.up();
      await expect(toast).toBeHidden();

      // One at a time, gone by itself after 5000 ms.
      await press();
      await press();
      await expect(toast).toHaveCount(1);
      await expect(toast).toBeHidden({ timeout: 15_000 });
    });
  });
});
