import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures/index.ts';

/*
 * Hindi text shown before the Devanagari font has arrived is drawn once it does (docs/decisions/041).
 * This browser, like a phone without a Devanagari font of its own, has nothing to draw Hindi with
 * until our font loads, and Chromium keeps the shapes of words it laid out before then: blank, and
 * as wide as missing letters, even once the font is there (locales/hi/font.ts has them shaped again).
 * The test holds the font files until the page shows Hindi, then lets them through, and compares the
 * width of each line of Hindi on the page with the width the browser gives the same words, in the
 * same font, on a canvas: a word still shaped without the font is far off (without the re-shaping,
 * "अभी रजिस्टर करें" measured 120 px instead of 91).
 */

// page.route cannot hold requests the service worker makes.
test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });

/** Each one-line run of Hindi on the page whose drawn width differs from its width in the font. */
function misdrawnHindi(page: Page) {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) throw new Error('no canvas');
    const wrong: string[] = [];
    let checked = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      // Not SVG text: the drawing's viewBox scales it.
      if (!parent || parent instanceof SVGElement || !/[\u0900-\u097f]/.test(text) || text.trim() !== text)
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = range.getClientRects();
      if (lines.length !== 1 || (lines[0]?.width ?? 0) === 0) continue;
      const style = getComputedStyle(parent);
      if (style.letterSpacing !== 'normal' || style.textTransform !== 'none') continue;
      // Not style.font: the shorthand is empty once font-feature-settings is set.
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const drawn = lines[0]?.width ?? 0;
      const inFont = canvas.measureText(text).width;
      checked++;
      if (Math.abs(drawn - inFont) > 1)
        wrong.push(`"${text}": ${drawn.toFixed(1)} px, in the font ${inFont.toFixed(1)} px`);
    }
    return { checked, wrong };
  });
}

test('Hindi laid out before the font arrives is drawn in it once it does', async ({ page }) => {
  const held: Route[] = [];
  let release = false;
  await page.route('**/*.woff2', (route) => (release ? route.continue() : held.push(route)));

  await page.goto('/landing?lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0900-\u097f]/);
  // The page shows Hindi; both weights have been asked for, and neither has arrived.
  await expect.poll(() => held.length).toBe(2);
  expect(await page.evaluate(() => document.fonts.check('600 1em "Noto Sans Devanagari"', 'क'))).toBe(false);

  release = true;
  for (const route of held.splice(0)) await route.continue();
  await page.evaluate(() =>
    Promise.all([400, 600].map((w) => document.fonts.load(`${w} 1em "Noto Sans Devanagari"`, 'क'))),
  );

  await expect
    .poll(async () => {
      const { checked, wrong } = await misdrawnHindi(page);
      return checked > 5 ? wrong : [`only ${checked} lines of Hindi to check`];
    })
    .toEqual([]);
});
