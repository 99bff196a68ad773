import { expect, test } from '../fixtures/index.ts';

/**
 * Issue 12 §8: a name longer than the header has room for (one stored before names were limited to
 * 60 characters) ends in an ellipsis; the page title, the date and the avatar stay on screen.
 */
test('a very long name does not push the desktop header off screen', async ({
  page,
  registerCreator,
  signInCreator,
  shoot,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const creator = await registerCreator();
  const longName = `Asha ${'Verma '.repeat(54)}`.trim(); // 329 characters
  // The profile as an account registered before the limit would answer it.
  await page.route('**/v1/influencer/profile', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, data: { ...body.data, name: longName } } });
  });
  await signInCreator(page, creator.email);
  const header = page.locator('header').first();
  // The desktop greeting (the narrow-screen copy under the title row is hidden at this width).
  const greeting = header.getByText(`Welcome, ${longName}`).first();
  await expect(greeting).toBeVisible();
  await expect(header.getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 });
  await expect(header.getByRole('link', { name: /^Profile of / })).toBeInViewport({ ratio: 1 });
  // The greeting is cut with an ellipsis, not wider than its box.
  const overflow = await greeting.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(overflow).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  await shoot(page, 'header-long-name');
});
