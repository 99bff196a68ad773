import { expect, test } from '../fixtures/index.ts';

/**
 * The installable app (design §19, docs/decisions/040): the manifest and its icons, the service worker
 * taking control after sign-in, the cached shell and the offline page without a network, and no API
 * answer ever in the worker's cache.
 */

// Offline, the app's pages still ask the API (and the browser says so in the console).
test.use({ consoleErrorsAllowed: [/net::ERR_INTERNET_DISCONNECTED|^Failed to load resource/] });

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

test('installable: manifest, worker in control, shell and offline page offline, no API answer cached', async ({
  page,
  api,
  registerCreator,
  signInCreator,
}) => {
  const manifestAnswer = await api.get('/manifest.webmanifest');
  expect(manifestAnswer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await manifestAnswer.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Influence Hub', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const answer = await api.get(icon.src);
    expect(answer.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await answer.body()), icon.src).toBe(icon.sizes);
  }

  // The worker registers from the signed-in creator's shell, after the page has loaded, and takes control.
  const creator = await registerCreator();
  await signInCreator(page, creator.email);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 20_000,
    })
    .toMatch(/\/sw\.js$/);
  // API calls made while the worker is in control go past it to the network.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Saved campaigns' })).toBeVisible();

  // Offline: the page's requests, and (a route, as the emulation may not reach the worker's own
  // fetches) every request the worker makes.
  await page.context().setOffline(true);
  await page.context().route('**/*', (route) => route.abort('internetdisconnected'));
  const shell = await page.goto('/campaigns');
  expect(shell?.fromServiceWorker()).toBe(true);
  expect(await shell?.text()).toContain('<div id="root">');
  // A page the shell does not answer (an API path) gets the offline page.
  await page.goto('/docs');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeHidden();
  // In the language the creator chose in the app.
  await page.evaluate(() => localStorage.setItem('ih.language', 'hi'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();

  const cached = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });
  expect(cached).toEqual(expect.arrayContaining(['/index.html', '/public.html', '/offline.html']));
  expect(cached.filter((p) => /^\/(v1|files|pincode|docs)(\/|$)/.test(p))).toEqual([]);
  await page.context().setOffline(false);
});
