import { AUTH_MESSAGES } from '@ih/contract/auth-messages';
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures/index.ts';

/*
 * The sign-in page asks the server which channels it sends codes by, and words its field for e-mail
 * only when SMS is off (issue 12 §4). The answer arrives after the page shows; the form must not move
 * when the wording changes (Lighthouse measured a layout shift of 0.071 on every load).
 */
/** The page's layout shift so far, as the browser scores it (what Lighthouse's CLS adds up). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        // Buffered entries arrive in the observer's first callback; with none it is never called.
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          resolve(list.getEntries().reduce((sum, e) => sum + (e as unknown as { value: number }).value, 0));
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            observer.disconnect();
            resolve(0);
          }),
        );
      }),
  );
}

async function channelsArriveWithoutShift(page: Page) {
  let hold!: (route: Route) => void;
  const held = new Promise<Route>((resolve) => {
    hold = resolve;
  });
  await page.route('**/v1/influencer/sign-in-channels', (route) => hold(route));
  await page.goto('/signin');

  const both = page.getByRole('textbox', { name: 'Email or Mobile Number' });
  await expect(both).toBeVisible();
  const before = await both.boundingBox();
  const shiftBefore = await layoutShift(page);

  await (await held).fulfill({ json: { message: AUTH_MESSAGES.channels, data: { channels: ['email'] } } });
  const emailOnly = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(emailOnly).toBeVisible();
  await expect(page.getByText(/registered email address/)).toBeVisible();
  expect(await emailOnly.boundingBox()).toEqual(before);
  // The browser's own record agrees. The label's required mark moves left as 'Email or Mobile
  // Number' becomes 'Email' (about 0.003); the whole form moving was 0.07.
  expect(await layoutShift(page)).toBeLessThan(shiftBefore + 0.01);
}

// Lighthouse's phone (Moto G Power): at this size and pixel ratio the two wordings wrap differently.
test.describe('on a phone', () => {
  test.use({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  test('the sign-in form stays in place when the channels arrive', async ({ page }) => {
    await channelsArriveWithoutShift(page);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('the sign-in form stays in place when the channels arrive', async ({ page }) => {
    await channelsArriveWithoutShift(page);
  });
});
