import puppeteer from 'puppeteer-core';

/** A fresh headless Chromium (from resolveChromium()): no cache, storage or connections from a run before. */
export function launchFresh(chromium) {
  return puppeteer.launch({
    executablePath: chromium.executablePath,
    args: chromium.args,
    env: { ...process.env, ...chromium.env },
    headless: true,
  });
}

/**
 * Readies a browser page for a cold first load, signed in when `session` is given (used by
 * scripts/lighthouse.mjs and scripts/first-load-trace.mjs). The session goes where the web app keeps
 * it, in localStorage, which is per origin: it is written from a same-origin URL that is not the app.
 * Then the HTTP cache is emptied, so every script and answer comes over the network.
 */
export async function prepareColdLoad(page, base, session, language = 'en') {
  if (session || language !== 'en') await page.goto(`${base}/healthz`);
  // The reader's language on this device (design §19, apps/web/src/lib/i18n.ts).
  if (language !== 'en') await page.evaluate((l) => localStorage.setItem('ih.language', l), language);
  if (session) {
    await page.evaluate(
      (token, user) => {
        localStorage.setItem('accessToken', token);
        localStorage.setItem('user', user);
      },
      session.token,
      JSON.stringify(session.user),
    );
  }
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}
