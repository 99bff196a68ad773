import type { Page } from '@playwright/test';
import { expect, test, uniqueMobile, uniqueSuffix } from '../fixtures/index.ts';

/**
 * Issue 3, creator side: the landing page, the registration wizard (doc 000 §2, §4, §5), sign-in
 * by e-mailed code, logout, and the route guards — through the real server and a real SMTP receiver.
 */

const toast = (page: Page, title: string, description?: string) => {
  const region = page.getByRole('region', { name: /notifications/i });
  return description
    ? expect(region.getByText(description, { exact: true })).toBeVisible()
    : expect(region.getByText(title, { exact: true })).toBeVisible();
};

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
// By role: a label's text also holds the required star, which is hidden from the accessible name.
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function choosePlatform(page: Page, index: number, platform: string) {
  await page.getByRole('combobox', { name: 'Platform' }).nth(index).selectOption({ label: platform });
}

test.describe('creator onboarding', () => {
  test('a new creator registers through the wizard, signs in with the e-mailed code and logs out', async ({
    page,
    readOtp,
    expectAccessible,
    shoot,
  }) => {
    const suffix = uniqueSuffix();
    const name = `Asha Verma ${suffix}`;
    const email = `asha-${suffix}@e2e.example.com`;

    await page.goto('/landing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('1000+ influencers').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Benefits' }).click();
    await expect(page).toHaveURL(/#benefits$/);
    await page.getByRole('link', { name: 'Register Now' }).first().click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(
      page.getByRole('heading', { name: 'Ready to Shine? Register & Become a Brand Ambassador' }),
    ).toBeVisible();
    await expect(page.getByText('From sign-up to spotlight — your journey begins now')).toBeVisible();

    // Step 1, Basic Info: every message of doc 000 §5, word for word.
    await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
    await next(page);
    await toast(page, 'Validation Error', 'Please fill in all required fields correctly');
    for (const message of [
      'Please select at least one account type',
      'Name is required',
      'Mobile number must be a 10-digit number.',
      'This field has to be filled.',
      'Address is required.',
      'State is required.',
      'City is required.',
    ])
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expectAccessible(page);

    await field(page, 'Name').fill('A');
    await field(page, 'Email').fill('asha@');
    await field(page, 'Mobile Number').fill('98765');
    await next(page);
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(page.getByText('This is not a valid email.', { exact: true })).toBeVisible();
    await expect(page.getByText('Mobile number must be a 10-digit number.', { exact: true })).toBeVisible();

    await field(page, 'Name').fill(name);
    await page.getByText('Personal Account', { exact: true }).click();
    await field(page, 'Mobile Number').fill(uniqueMobile());
    await field(page, 'Email').fill(email);
    await field(page, 'Address').fill('12 Janpath Road, Connaught Place');
    // Pin code auto-fill: exactly six digits look the pin up and fill state and city.
    await page.getByRole('textbox', { name: /^Pin Code/ }).fill('110001');
    await toast(page, 'Address Found', 'Address details filled automatically');
    await expect(field(page, 'State')).toHaveValue('Delhi');
    await expect(field(page, 'City')).not.toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('india');
    await next(page);

    // Step 2, Social Media Accounts.
    await expect(page.getByRole('heading', { name: 'Social Media Accounts' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Remove account/ })).toHaveCount(0);
    await next(page);
    await toast(page, 'Validation Error', 'Please complete at least one social media platform');
    for (const message of [
      'Platform is required.',
      'Please provide a valid profile URL.',
      'Followers is required.',
    ])
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    await choosePlatform(page, 0, 'Instagram');
    await field(page, 'Account Link').fill('instagram asha');
    await field(page, 'Number of Followers').fill('12500');
    await next(page);
    await expect(page.getByText('Please provide a valid profile URL.', { exact: true })).toBeVisible();
    await field(page, 'Account Link').fill(`https://instagram.com/asha_${suffix}`);
    await page.getByRole('button', { name: 'Add another platform' }).click();
    await expect(page.getByRole('button', { name: /Remove account/ })).toHaveCount(2);
    await shoot(page, 'register-social');
    await next(page); // the second row is wholly empty: ignored, and dropped on submit

    // Step 3, Categories & Bio.
    await expect(page.getByRole('heading', { name: 'Categories & Bio' })).toBeVisible();
    await next(page);
    await expect(page.getByText('Please select at least one niche', { exact: true })).toBeVisible();
    await expect(page.getByText('min 20 character is required', { exact: true })).toBeVisible();
    await expect(page.getByText('0/100 characters recommended')).toBeVisible();
    await page.getByText('Travel', { exact: true }).click();
    await page.getByText('Food', { exact: true }).click();
    await field(page, 'Description').fill('Street food trails.');
    await expect(page.getByText('1 more character needed (minimum 20).')).toBeVisible();
    await field(page, 'Description').fill('Street food trails and weekend getaways around Delhi.');
    await expect(page.getByText('53/100 characters recommended')).toBeVisible();
    await expectAccessible(page);
    await next(page);

    // Step 4, Preview: read-only, then one submit even on a double click.
    await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible();
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByText('Delhi', { exact: true })).toBeVisible();
    await expect(page.getByText('Instagram', { exact: true })).toBeVisible();
    const registrations: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/v1/influencer/add')) registrations.push(r.method());
    });
    await page.getByRole('button', { name: 'Submit' }).dblclick();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(registrations).toEqual(['POST']);
    await expect(page.getByRole('heading', { name: 'Thank You For Registering!' })).toBeVisible();
    await expect(page.getByText('support@influencehub.in')).toBeVisible();
    await expectAccessible(page);

    // Sign in with the code from the e-mail.
    await page.getByRole('link', { name: /Sign in/ }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await field(page, 'Email or Mobile Number').fill(email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await toast(page, 'OTP sent successfully to your email/mobile');
    await expect(page).toHaveURL(/\/verify-otp$/);
    await expect(page.getByText('We have sent a OTP to your Email Address')).toBeVisible();
    const verify = page.getByRole('button', { name: 'Verify' });
    await expect(verify).toBeDisabled();
    const code = await readOtp(email);
    await page.locator('input[autocomplete="one-time-code"]').fill(code.slice(0, 5));
    await expect(verify).toBeDisabled();
    // The sixth digit submits by itself (issue 11 §1).
    await page.locator('input[autocomplete="one-time-code"]').fill(code);
    await expect(page).toHaveURL(/\/$/);
    // The shell may print the greeting twice (header and sidebar); one visible copy is enough.
    await expect(page.getByText(`Welcome, ${name}`).first()).toBeVisible();

    // Logout through the confirmation dialog.
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Logout' });
    await expect(dialog.getByText('Are you sure you want to log out of your account?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('sign-in shows the required message and the server message for an unknown contact', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/signin');
    await expect(page.getByRole('link', { name: 'Register here' })).toHaveAttribute('href', '/register');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Please enter your email or mobile number.')).toBeVisible();
    await field(page, 'Email or Mobile Number').fill(`nobody-${uniqueSuffix()}@e2e.example.com`);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await toast(page, 'No account found for this email or mobile number. Please register.');
    await expect(page).toHaveURL(/\/signin$/);
    await expectAccessible(page);
  });

  test('a known e-mail is said on step 1 as soon as the field is left, not at Submit (issue 26 C)', async ({
    page,
    registerCreator,
    shoot,
  }) => {
    const known = await registerCreator();
    await page.goto('/register');
    await expect(
      page.getByText('Choose Feature Account if you run a page that features other people’s content', {
        exact: false,
      }),
    ).toBeVisible();
    await field(page, 'Name').fill('Second Asha');
    await page.getByText('Feature Account', { exact: true }).click();
    await field(page, 'Mobile Number').fill(uniqueMobile());
    await field(page, 'Email').fill(known.email.toUpperCase());
    // Leaving the field asks; the answer shows under it.
    await field(page, 'Address').fill('4 MG Road');
    const taken = page
      .getByRole('main')
      .getByText('An account with this email already exists. Please sign in instead.');
    await expect(taken).toBeVisible();
    await field(page, 'State').fill('Karnataka');
    await field(page, 'City').fill('Bengaluru');
    await shoot(page, 'register-taken-email');
    await next(page);
    await toast(
      page,
      'Validation Error',
      'An account with this email already exists. Please sign in instead.',
    );
    await expect(page.getByRole('heading', { name: /Basic Info/ })).toBeVisible();
    // Another address clears it, and the wizard goes on.
    await field(page, 'Email').fill(`other-${known.email}`);
    await next(page);
    await expect(taken).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Social Media Accounts/ })).toBeVisible();
  });

  test('guards: guests, identifiers and signed-in creators go where doc 000 §2 says', async ({
    page,
    registerCreator,
    signInCreator,
  }) => {
    await page.goto('/verify-otp');
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto('/thank-you');
    await expect(page.getByRole('heading', { name: 'Thank You For Registering!' })).toBeVisible();
    await page.goto('/admin/verify-otp');
    await expect(page).toHaveURL(/\/admin\/signin$/);
    await expect(page.getByText('Staff console')).toBeVisible();

    const creator = await registerCreator();
    await signInCreator(page, creator.email, { goto: null });
    await page.goto('/signin');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/landing');
    await expect(page).toHaveURL(/\/landing$/);
  });
  test('staff sign in at the staff console with an e-mailed code', async ({
    page,
    createStaff,
    readOtp,
    expectAccessible,
  }) => {
    const staff = await createStaff(`ops-${uniqueSuffix()}@e2e.example.com`, 'admin');
    await page.goto('/admin/signin');
    await expect(page.getByText('Staff console')).toBeVisible();
    await expectAccessible(page);
    await field(page, 'Work email').fill(staff.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page).toHaveURL(/\/admin\/verify-otp$/);
    // The sixth digit submits by itself (issue 11 §1).
    await page.locator('input[autocomplete="one-time-code"]').fill(await readOtp(staff.email));
    await expect(page).toHaveURL(/\/admin$/);
    expect(await page.evaluate(() => localStorage.getItem('adminAccessToken'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
});
