import { expect, test } from '../fixtures/index.ts';

/**
 * The server the global setup started is up, documents itself, and serves the built web app. The
 * browser checks look at what exists: while the web app has no index.html they are skipped.
 */
test.describe('smoke', () => {
  test('the health check answers ok', async ({ api }) => {
    const res = await api.get('/healthz');
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  test('the API documents itself as OpenAPI 3.1', async ({ api }) => {
    const res = await api.get('/docs/openapi.json');
    expect(res.status()).toBe(200);
    const doc = (await res.json()) as { openapi?: string; info?: { title?: string }; paths?: object };
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info?.title).toBeTruthy();
    expect(typeof doc.paths).toBe('object');
  });

  test('an unknown API path answers a JSON 404, not the web app', async ({ api }) => {
    const res = await api.get('/v1/no-such-endpoint');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toContain('application/json');
  });

  test.describe('web app', () => {
    test.beforeEach(async ({ api }) => {
      const res = await api.get('/landing');
      const html = res.ok() && (res.headers()['content-type'] ?? '').includes('text/html');
      test.skip(!html, 'The server has no built web app (apps/web/dist/index.html) to serve yet.');
    });

    test('the landing page renders', async ({ page }) => {
      await page.goto('/landing');
      await expect(page.locator('#root')).not.toBeEmpty();
      await expect(page.locator('body')).toContainText(/\S/);
      expect(await page.title()).not.toBe('');
    });

    test('an unknown path goes to / and a guest on to /signin', async ({ page }) => {
      await page.goto('/no-such-page-anywhere');
      await expect(page).toHaveURL(/\/signin$/);
    });
  });
});
