import { expect, test } from '../fixtures/index.ts';

/**
 * Issue 26 B: the code page says where the code went, and a code a resend replaced is named as such.
 * A creator signs in with their mobile number: the page names the mobile number, not the e-mail
 * address; after "Resend OTP" the first code is answered "A newer code was sent to …; use the latest
 * one." and the latest code signs in.
 */
test('signing in by mobile: the page names the mobile number, and an older code is told apart', async ({
  page,
  registerCreator,
  readOtp,
  shoot,
}) => {
  const creator = await registerCreator();
  await page.goto('/signin');
  await page.getByRole('textbox', { name: /Mobile/ }).fill(creator.mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/verify-otp$/);
  await expect(page.getByText('We have sent a OTP to your mobile number')).toBeVisible();
  await expect(page.getByText(/Email Address/)).toHaveCount(0);
  const first = await readOtp(creator.mobile);
  await shoot(page, 'verify-otp-mobile');

  let latest = first;
  // A fresh code may by chance equal the old one (1 in a million): resend until it differs.
  while (latest === first) {
    await page.getByRole('button', { name: 'Resend OTP' }).click();
    latest = await readOtp(creator.mobile);
  }
  await page.locator('input[autocomplete="one-time-code"]').fill(first);
  await expect(
    page.getByText(`A newer code was sent to ${creator.mobile}; use the latest one.`).first(),
  ).toBeVisible();
  await shoot(page, 'verify-otp-superseded');

  await page.locator('input[autocomplete="one-time-code"]').fill(latest);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Welcome, ${creator.name}`).first()).toBeVisible();
});

test('signing in by e-mail keeps the documents’ sentence', async ({ page, registerCreator, shoot }) => {
  const creator = await registerCreator();
  await page.goto('/signin');
  await page.getByRole('textbox', { name: /Email/ }).fill(creator.email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('We have sent a OTP to your Email Address')).toBeVisible();
  await shoot(page, 'verify-otp-email');
});
