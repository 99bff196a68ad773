import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures/index.ts';
import { hindiWeightLoaded } from '../fixtures/page-checks.ts';

/*
 * Hindi text shown before the Devanagari font has arrived is drawn once it does (docs/decisions/041).
 * This browser, like a phone without a Devanagari font of its own, has nothing to draw Hindi with
 * until our font loads, and Chromium keeps the shapes of words it laid out before then: blank, and
 * as wide as missing letters, even once the font is there (locales/hi/font.ts has them shaped again).
 * The test holds the font files until the page shows Hindi, then lets them through, and compares the
 * width of each line of Hindi on the page with the width the browser gives the same words, in the
 * same font, on a canvas: a word still shaped without the font is far off (without the re-shaping,
 * "अभी रजिस्टर करें" measured 120 px instead of 91). The semibold weight comes after the first
 * screen, so bold Hindi is first drawn in the regular weight made bold, then in its own.
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

/** Polls until every one-line run of Hindi on the page is drawn at its width in the font. */
async function expectHindiDrawn(page: Page) {
  await expect
    .poll(async () => {
      const { checked, wrong } = await misdrawnHindi(page);
      return checked > 5 ? wrong : [`only ${checked} lines of Hindi to check`];
    })
    .toEqual([]);
}

/** How many faces of this weight of the Devanagari family the page has added. */
function facesOfWeight(page: Page, weight: string) {
  return page.evaluate(
    (w) =>
      [...document.fonts].filter((face) => face.family.includes('Noto Sans Devanagari') && face.weight === w)
        .length,
    weight,
  );
}

const REGULAR = /noto-sans-devanagari-400/;
const SEMIBOLD = /noto-sans-devanagari-600/;

test('Hindi laid out before the font arrives is drawn in it once it does', async ({ page }) => {
  const asked: string[] = [];
  const held: Route[] = [];
  const released = new Set<RegExp>();
  await page.route('**/*.woff2', (route) => {
    const url = route.request().url();
    asked.push(new URL(url).pathname);
    return [...released].some((file) => file.test(url)) ? route.continue() : held.push(route);
  });
  const release = async (file: RegExp) => {
    released.add(file);
    for (const route of held.filter((r) => file.test(r.request().url()))) {
      held.splice(held.indexOf(route), 1);
      await route.continue();
    }
  };

  // Not until the load event: a held file holds it back.
  await page.goto('/landing?lang=hi', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0900-\u097f]/);
  // The page shows Hindi; the regular weight has been asked for and has not arrived. The semibold
  // waits for it: one file, not two, stands between a phone without the font and its first Hindi.
  await expect.poll(() => held.length).toBe(1);
  expect(asked).toEqual([expect.stringMatching(REGULAR)]);
  expect(await page.evaluate(() => document.fonts.check('400 1em "Noto Sans Devanagari"', 'क'))).toBe(false);

  // The regular weight arrives: the page's Hindi is drawn in it, bold Hindi made bold from it, and
  // the semibold is asked for. Until it has loaded it is not one of the page's faces, so bold Hindi
  // stays drawn meanwhile.
  await release(REGULAR);
  await expect.poll(() => hindiWeightLoaded(page, '400')).toBe(true);
  await expect.poll(() => asked).toEqual([expect.stringMatching(REGULAR), expect.stringMatching(SEMIBOLD)]);
  expect(await facesOfWeight(page, '600')).toBe(0);
  await expectHindiDrawn(page);

  // The semibold arrives: bold Hindi is drawn in it, not left in the shapes made from the regular.
  await release(SEMIBOLD);
  await expect.poll(() => hindiWeightLoaded(page, '600')).toBe(true);
  await expectHindiDrawn(page);
});

test('the semibold is asked for only once the first page is on screen', async ({ page }) => {
  // When the page first rendered into #root, on the page's own clock.
  await page.addInitScript(() => {
    const watch = new MutationObserver(() => {
      if (!document.querySelector('#root > *')) return;
      (window as unknown as { shownAt: number }).shownAt = performance.now();
      watch.disconnect();
    });
    watch.observe(document, { childList: true, subtree: true });
  });
  // The landing page's own code is held, so the regular weight arrives before the page can render.
  const held: Route[] = [];
  let release = false;
  await page.route(/\/assets\/landing-page-[^/]*\.js$/, (route) =>
    release ? route.continue() : held.push(route),
  );
  // Not until the load event: a held file holds it back.
  await page.goto('/landing?lang=hi', { waitUntil: 'commit' });
  await expect.poll(() => hindiWeightLoaded(page, '400')).toBe(true);
  await expect.poll(() => held.length).toBe(1);
  await expect(page.locator('#root > *')).toHaveCount(0);
  // Loaded, and the page not yet there: the semibold has not even been added.
  expect(await facesOfWeight(page, '600')).toBe(0);

  release = true;
  for (const route of held.splice(0)) await route.continue();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0900-\u097f]/);
  await expect.poll(() => hindiWeightLoaded(page, '600')).toBe(true);
  // Its file was asked for after the page rendered, not only added to the page after it.
  const { shownAt, askedAt } = await page.evaluate(() => ({
    shownAt: (window as unknown as { shownAt?: number }).shownAt,
    askedAt: performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('noto-sans-devanagari-600'))?.startTime,
  }));
  expect(shownAt).toBeDefined();
  expect(askedAt).toBeGreaterThan(shownAt ?? Number.POSITIVE_INFINITY);
  await expectHindiDrawn(page);
  // No Hindi was laid out without a face, so the page was not laid out again to re-shape it (a long
  // task on a slow phone).
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontFeatureSettings)).toBe(
    'normal',
  );
});

test.describe('when the regular weight cannot be had', () => {
  test.use({ consoleErrorsAllowed: [/^Failed to load resource: net::ERR_FAILED/] });

  test('the semibold draws all the Hindi', async ({ page }) => {
    await page.route(REGULAR, (route) => route.abort());
    await page.goto('/landing?lang=hi');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0900-\u097f]/);
    await expect.poll(() => hindiWeightLoaded(page, '600')).toBe(true);
    expect(await hindiWeightLoaded(page, '400')).toBe(false);
    // Text laid out with no face at all is shaped again once the semibold is there.
    await expectHindiDrawn(page);
  });
});
