import { gstinCheckCharacter } from '@ih/contract/tax-ids';
import { expect, messagesTo, test, uniqueSuffix } from '../fixtures/index.ts';
import { STAFF, signInThroughUi } from '../fixtures/session.ts';

/*
 * Issue 28 end to end (design §15): a company asks to join on the public "For brands" page, an admin
 * approves it in the console, the owner follows the e-mailed link and signs in with the e-mailed code,
 * and adds a member to the team. Once at phone size, once at desktop size.
 */

/** A GSTIN no other run has used: a Maharashtra registration on a PAN made of the run's digits. */
function uniqueGstin(): string {
  const digits = String(Date.now() % 10_000).padStart(4, '0');
  const letters = Array.from({ length: 5 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26)));
  const first14 = `27${letters.join('')}${digits}F1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/** The newest e-mail to `to` whose subject matches, waiting for the queue to send it. */
async function mailTo(to: string, subject: RegExp) {
  let found: Awaited<ReturnType<typeof messagesTo>>[number] | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(to)).filter((m) => subject.test(m.subject)).at(-1);
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

for (const size of [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 800 },
]) {
  test(`a brand joins, is approved, and its owner builds the team (${size.label})`, async ({
    page,
    browser,
    baseURL,
    clientAddress,
    createStaff,
    signInStaff,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const suffix = uniqueSuffix();
    const company = `Chai Tapri ${suffix}`;
    const owner = `owner-${suffix}@e2e.example.com`;
    const teammate = `teammate-${suffix}@e2e.example.com`;

    await test.step('the company asks to join from the landing page', async () => {
      await page.goto('/landing');
      await page.getByRole('link', { name: 'Work with our creators' }).click();
      await expect(page).toHaveURL(/\/for-brands$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('India’s creators');
      // Nothing typed yet: the sentences appear under the fields, and nothing is sent.
      await page.getByRole('button', { name: 'Send request' }).click();
      await expect(page.getByText('Enter your company’s name.')).toBeVisible();
      await page.getByLabel('Company name').fill(company);
      await page.getByLabel('Your name').fill('Ishaan Verma');
      await page.getByLabel('Work e-mail').fill(owner.toUpperCase());
      await page.getByLabel('Mobile number (optional)').fill('+91 98200 12345');
      await page.getByLabel('Website').fill(`chaitapri-${suffix}.example.in`);
      const category = page.getByLabel('Category');
      await expect(category.locator('option')).not.toHaveCount(1);
      await category.selectOption({ label: 'Food & Beverage' });
      await page.getByLabel('GSTIN (optional)').fill(uniqueGstin());
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Send request' }).click();
      await expect(
        page.getByRole('heading', { name: 'Thank you, Ishaan. Your request is in.' }),
      ).toBeFocused();
      await expect(page.getByText(`will e-mail ${owner} with the decision`)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    });

    await test.step('an admin approves it in the console', async () => {
      const admin = `admin-${suffix}@e2e.example.com`;
      await createStaff(admin, 'admin');
      await signInStaff(page, admin, { goto: '/admin/brand-requests' });
      await expect(page.getByRole('heading', { name: 'Brand requests' }).first()).toBeVisible();
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: company }) });
      await expect(card.getByText('Waiting for review')).toBeVisible();
      await card.getByRole('button', { name: 'Approve' }).click();
      const confirm = page.getByRole('alertdialog', { name: `Approve ${company}?` });
      await confirm.getByRole('button', { name: 'Approve' }).click();
      // The toast (and its live-region copy for screen readers).
      await expect(page.getByText(`${company} is on Influence Hub.`).first()).toBeVisible();
      await expectAccessible(page);
    });

    // The owner in their own browser, at the same size.
    const ownerContext = await browser.newContext({
      viewport: size,
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': clientAddress },
    });
    const ownerPage = await ownerContext.newPage();
    try {
      await test.step('the owner follows the e-mailed link and signs in with the e-mailed code', async () => {
        const welcome = await mailTo(owner, /is approved/);
        const link = /(https?:\/\/\S+\/admin\/signin)/.exec(welcome.text)?.[1];
        expect(link, welcome.text).toBeTruthy();
        await ownerPage.goto(new URL(link!).pathname);
        await expect(ownerPage).toHaveURL(/\/admin\/signin$/);
        await signInThroughUi(ownerPage, STAFF, owner);
        await expect(ownerPage).toHaveURL(/\/admin$/);
        // A brand person's menu has no admins' pages.
        await expect(ownerPage.getByRole('link', { name: 'Brand requests' })).toHaveCount(0);
      });

      await test.step('the owner adds a member to the team', async () => {
        await ownerPage.goto('/admin/brands');
        await ownerPage.getByRole('link', { name: company }).first().click();
        const team = ownerPage.getByRole('region', { name: 'Team' });
        const me = team.getByRole('listitem').filter({ hasText: '(you)' });
        await expect(me.getByText('Owner', { exact: true })).toBeVisible();
        await team.getByLabel('E-mail').fill(teammate);
        await team.getByLabel('Name').fill('Kavya Menon');
        await team.getByRole('button', { name: 'Add to team' }).click();
        await expect(ownerPage.getByText(`Kavya Menon is on the ${company} team.`).first()).toBeVisible();
        await expect(
          team.getByRole('listitem').filter({ hasText: 'Kavya Menon' }).getByText('Member'),
        ).toBeVisible();
        await mailTo(teammate, new RegExp(`You are on the ${company} team`));
        await expectAccessible(ownerPage);
        expect(await ownerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          size.width,
        );
      });
    } finally {
      await ownerContext.close();
    }
  });
}
