import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures/index.ts';

/**
 * Issue 11 §1: nothing typed or pasted on /verify-otp may be lost while the page loads. The verify
 * form's script is held back; the code goes in the moment a code input shows (while the script is
 * still held if the page shows one then, else as soon as it appears), then the script is released.
 * The sixth digit submits by itself: no Verify click, and the creator lands on the dashboard.
 */

/** Holds every request for the verify page's scripts until release() is called. */
async function holdVerifyScript(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested!: () => void;
  const arrived = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route(/\/assets\/verify-otp-[^/]*\.js$/, async (route: Route) => {
    requested();
    await released;
    await route.continue();
  });
  return { arrived, release };
}

const codeInput = (page: Page) => page.locator('input[autocomplete="one-time-code"]');

for (const how of ['typed', 'pasted'] as const) {
  test(`a code ${how} the moment the field shows is kept and signs in`, async ({
    page,
    context,
    registerCreator,
    readOtp,
  }) => {
    const creator = await registerCreator();
    if (how === 'pasted') await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const script = await holdVerifyScript(page);
    await page.goto('/signin');
    await page.getByRole('textbox', { name: /Email/ }).fill(creator.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await script.arrived;
    const code = await readOtp(creator.email);

    // Enter the code as soon as a code field is visible, held script or not.
    const entered = (async () => {
      await codeInput(page).waitFor({ state: 'visible' });
      if (how === 'typed') {
        await page.keyboard.type(code);
      } else {
        await page.evaluate((text) => navigator.clipboard.writeText(text), code);
        await page.keyboard.press('ControlOrMeta+V');
      }
    })();
    // Release once the code went in, or once the page shows it has nothing to type into yet.
    await Promise.race([
      entered,
      expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible(),
    ]);
    script.release();
    await entered;

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
