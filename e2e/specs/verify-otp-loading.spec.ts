import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures/index.ts';

/**
 * Issue 11 §1 and issue 26 A: nothing typed, pasted or auto-filled on /verify-otp may be lost. The
 * code page comes with the sign-in page (one chunk), so once sign-in has shown, going on to the code
 * needs no script at all: every script asked for after that is held, and the code goes in the moment
 * the address is /verify-otp, without waiting for a field to show. Before, the page showed "Loading"
 * there while its own chunk came, and the digits went nowhere. The sixth digit submits by itself: no
 * Verify click, and the creator lands on the dashboard.
 */

/** Holds every script the page asks for from now on, until release(). */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]*\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

const codeInput = (page: Page) => page.locator('input[autocomplete="one-time-code"]');

for (const how of ['typed', 'pasted'] as const) {
  test(`a code ${how} the moment the address is /verify-otp is kept and signs in`, async ({
    page,
    context,
    registerCreator,
    readOtp,
  }) => {
    const creator = await registerCreator();
    if (how === 'pasted') await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/signin');
    const send = page.getByRole('button', { name: 'Send OTP' });
    await expect(send).toBeEnabled();
    const scripts = await holdScripts(page);
    await page.getByRole('textbox', { name: /Email/ }).fill(creator.email);
    await send.click();
    await expect(page).toHaveURL(/\/verify-otp$/);
    const code = await readOtp(creator.email);

    // At once: no waiting for a field. Whatever has the focus now gets the code.
    if (how === 'typed') {
      await page.keyboard.type(code);
    } else {
      await page.evaluate((text) => navigator.clipboard.writeText(text), code);
      await page.keyboard.press('ControlOrMeta+V');
    }
    // The dashboard's scripts may come now (and the toast's, which loads when the first one shows).
    scripts.release();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(`Welcome, ${creator.name}`).first()).toBeVisible();
  });
}

test('the code field offers SMS autofill, a number pad and takes a pasted code with spaces', async ({
  page,
  context,
  registerCreator,
}) => {
  const creator = await registerCreator();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/signin');
  await page.getByRole('textbox', { name: /Email/ }).fill(creator.email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const input = codeInput(page);
  await expect(input).toHaveAttribute('inputmode', 'numeric');
  await expect(input).toBeFocused();
  await page.evaluate(() => navigator.clipboard.writeText('12 34 5'));
  await page.keyboard.press('ControlOrMeta+V');
  await expect(input).toHaveValue('12345');
  await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
});
