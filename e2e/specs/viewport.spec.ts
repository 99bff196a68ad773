import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, type Page, test, uniqueSuffix } from '../fixtures/index.ts';
import { hindiWeightLoaded, withoutLiveStream } from '../fixtures/page-checks.ts';
import { createBrand, createCampaign, driveWork, payTasks } from '../fixtures/pipeline.ts';
import { CREATOR, type SignedIn, STAFF, signInThroughApi, storeSession } from '../fixtures/session.ts';

/*
 * No page is wider than a 360 px screen (design §9): every route of the router, for guests, creators
 * and staff, detail pages opened with real ids of records in each state. A page fails when the
 * document scrolls sideways or any visible element reaches past the right edge; the report lists
 * every page and element at once.
 */

const PHONE = { width: 360, height: 800 };
const SHOTS = path.resolve(import.meta.dirname, '../screenshots');
const ROUTER = path.resolve(import.meta.dirname, '../../apps/web/src/app/router.tsx');
const STAFF_ROUTES = path.resolve(import.meta.dirname, '../../apps/web/src/app/staff-routes.tsx');
const DOCUMENTS = path.resolve(import.meta.dirname, '../../packages/contract/src/web-documents.ts');

/** Every path pattern the router (and the public document) answers, as written there. */
function routerPaths(): string[] {
  const found = new Set<string>();
  // The app's table (creator pages, public and guest pages), then the staff console's, under /admin.
  for (const [file, prefix] of [
    [ROUTER, '/'],
    [STAFF_ROUTES, '/admin/'],
  ] as const) {
    for (const m of readFileSync(file, 'utf8').matchAll(/path: '([^']+)'|index: true/g)) {
      const raw = m[1] ?? '';
      if (raw === '*' || raw === 'admin') continue;
      found.add(`${prefix}${raw}`.replace(/\/$/, '') || '/');
    }
  }
  const docs = readFileSync(DOCUMENTS, 'utf8').match(/PUBLIC_DOCUMENT_PATHS = \[([^\]]+)\]/)?.[1] ?? '';
  for (const m of docs.matchAll(/'([^']+)'/g)) found.add(m[1] ?? '');
  return [...found].sort();
}

interface Visit {
  /** The router's pattern this visit covers. */
  pattern: string;
  url: string;
}

/** What reaches past the right edge: the document's own overflow, then each element that sticks out. */
async function overflowOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const problems: string[] = [];
    const doc = document.documentElement.scrollWidth;
    if (doc > width) problems.push(`document scrollWidth ${doc} > ${width}`);
    const clipped = (el: Element) => {
      // Inside a box that hides or scrolls its overflow and itself fits: not past the screen's edge.
      for (let p = el.parentElement; p; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX !== 'visible' && p.getBoundingClientRect().right <= width + 0.5) return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.right <= width + 0.5) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
      if (clipped(el)) continue;
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).split(' ').slice(0, 4).join('.')}`;
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      problems.push(`${name} "${text}" right ${Math.round(rect.right)} > ${width}`);
      if (problems.length > 6) break;
    }
    return problems;
  });
}

/**
 * Words a page may show in Latin letters under the pseudo-locale: names of products and places,
 * abbreviations, codes, and what lib/format.ts writes without the catalogue (English month names, AM/PM).
 */
const LATIN_ALLOWED = new Set(
  `Influence Hub OTP GST GSTIN PAN UPI IFSC TDS URL PDF CSV JPG JPEG PNG GIF MP4 MOV KB MB SMS
   YouTube Instagram Facebook LinkedIn WhatsApp Moj Josh ShareChat Snapchat Pinterest Threads Twitter
   Telegram Twitch Koo Roposo Chingari Spotify
   Android iPhone iPad Safari Chrome CMP RCPT INV UTR AM PM English
   January February March April May June July August September October November December
   Jan Feb Mar Apr Jun Jul Aug Sep Oct Nov Dec`.split(/\s+/),
);

/**
 * Text on the page that is still plain English under the pseudo-locale, so it bypassed the message
 * catalogue: every Latin word of three letters or more that is not in LATIN_ALLOWED, not in the data the
 * API sent (names, titles, and the API's own English texts, which translateText covers), not part of an
 * address or link, and not inside an element marked lang="en" (English on purpose).
 */
async function untranslatedOn(page: Page, data: Set<string>): Promise<string[]> {
  const shown = await page.evaluate(() => {
    // biome-ignore lint/performance/useDomNodeTextContent: what is shown, not hidden text (sr-only aside)
    const parts = [document.body.innerText, document.title];
    // Text marked as English on purpose (lang="en": a label a post must carry as it is) is not counted.
    const english = [...document.querySelectorAll('body [lang="en"]')].map((el) => el.textContent ?? '');
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      for (const a of ['aria-label', 'placeholder', 'title']) parts.push(el.getAttribute(a) ?? '');
    }
    return { text: parts.join('\n'), english: english.join('\n') };
  });
  const inEnglish = new Set([...shown.english.matchAll(/[A-Za-z]{3,}/g)].map(([w]) => w));
  // Addresses and links are data, whatever their words.
  const text = shown.text.replace(/\S+@\S+|https?:\/\/\S+|\b[\w-]+\.(?:com|in|local|example)\b\S*/g, ' ');
  const words = new Set<string>();
  for (const [word] of text.matchAll(/[A-Za-z]{3,}/g)) {
    if (inEnglish.has(word)) continue;
    if (!LATIN_ALLOWED.has(word) && !data.has(word.toLowerCase())) words.add(word);
  }
  return [...words].slice(0, 12);
}

/**
 * Every word of every string in the API's JSON answers the page receives. Bodies are read after the
 * answer arrives: the function returned waits for the reads started so far.
 */
function collectApiWords(page: Page, into: Set<string>): () => Promise<unknown> {
  const reading = new Set<Promise<void>>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') for (const [w] of v.matchAll(/[A-Za-z]{3,}/g)) into.add(w.toLowerCase());
    else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x);
  };
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/v1/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const read = response.json().then(walk, () => {
      // A streamed or empty answer: nothing to learn from.
    });
    reading.add(read);
    void read.finally(() => reading.delete(read));
  });
  return () => Promise.all([...reading]);
}

type Language = 'en' | 'hi' | 'pseudo';

/**
 * Opens each page at 360 px, waits until it has loaded, and collects what is too wide, in English,
 * in Hindi (whose words are longer), or, under the pseudo-locale, the text that skipped the catalogue.
 */
async function measure(
  browser: Browser,
  visits: Visit[],
  session?: { flavour: typeof CREATOR; signedIn: SignedIn },
  otpContacts?: { creator: string; staff: string },
  language: Language = 'en',
) {
  const context = await browser.newContext({ viewport: PHONE, baseURL: process.env.E2E_BASE_URL });
  await withoutLiveStream(context);
  const page = await context.newPage();
  const apiWords = new Set<string>();
  const apiWordsRead = language === 'pseudo' ? collectApiWords(page, apiWords) : async () => undefined;
  await page.goto('/healthz');
  if (language === 'hi') await page.evaluate(() => localStorage.setItem('ih.language', 'hi'));
  if (session) await storeSession(page, session.flavour, session.signedIn);
  else if (otpContacts) {
    // The verify pages open for a contact a code was sent to: sign-in keeps it in sessionStorage.
    await page.evaluate((c) => {
      sessionStorage.setItem('ih.otpContact', c.creator);
      sessionStorage.setItem('ih.adminOtpContact', c.staff);
    }, otpContacts);
  }
  const report: string[] = [];
  for (const visit of visits) {
    const url =
      language === 'pseudo' ? `${visit.url}${visit.url.includes('?') ? '&' : '?'}lang=pseudo` : visit.url;
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    // The app document's splash goes once the page has rendered: on a slow machine the network can
    // fall idle while the app's code still runs (the pass once read the splash's "Loading").
    await expect(page.locator('#splash')).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"], [role="status"][aria-label="Loading"]')).toHaveCount(0);
    // Hindi is measured in its own font: both weights loaded (the semibold comes after the first
    // screen), not only the ones layout asked for so far.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    if (language === 'hi')
      for (const weight of ['400', '600'] as const)
        await expect.poll(() => hindiWeightLoaded(page, weight), `${visit.url}: Hindi ${weight}`).toBe(true);
    // A page that sent us elsewhere (a guard, a missing record) was not measured: say so.
    const landed = new URL(page.url()).pathname;
    const asked = new URL(visit.url, 'http://x').pathname;
    if (language === 'hi')
      await expect(page.locator('html'), `${visit.url} is not shown in Hindi`).toHaveAttribute('lang', 'hi');
    // E2E_SHOOT=1: a full-page picture of every page at 360 px, to look at (e2e/screenshots/).
    if (process.env.E2E_SHOOT && language !== 'pseudo')
      await page.screenshot({
        path: path.join(SHOTS, `360-${language}-${visit.url.replace(/[^\w-]+/g, '_').slice(0, 80)}.png`),
        fullPage: true,
      });
    await apiWordsRead();
    const problems =
      landed !== asked
        ? [`redirected to ${landed}`]
        : language === 'pseudo'
          ? (await untranslatedOn(page, apiWords)).map((w) => `"${w}" is not in the catalogue`)
          : await overflowOn(page);
    if (problems.length) report.push(`${visit.url} (${visit.pattern}):\n    ${problems.join('\n    ')}`);
  }
  await context.close();
  return report;
}

test.describe('every page fits a 360 px screen', () => {
  // About 170 page loads, one after another (see below): five minutes on a slow day, so ten.
  test.setTimeout(600_000);

  test('guest, creator and staff pages: nothing wider than the viewport', async ({
    page,
    api,
    browser,
    createStaff,
    signInStaff,
    registerCreator,
    signInCreator,
  }) => {
    const suffix = uniqueSuffix();
    const email = `viewport-admin-${suffix}@e2e.example.com`;
    await createStaff(email, 'admin');
    const staff = await signInStaff(page, email, { goto: null });
    const creator = await registerCreator();
    const session = await signInCreator(page, creator.email, { goto: null });
    const tokens = { staff: staff.token, creator: session.token };

    // Records in every state the detail pages show; long names, as creators and brands write them.
    const brandId = await createBrand(api, staff.token, `Mitti Studio Handcrafted Home Decor ${suffix}`);
    const campaign = async (name: string) =>
      createCampaign(api, staff.token, brandId, `${name} with Mitti Festive Hamper ${suffix}`);
    const ids = {
      accepted: await campaign('Celebrate the season'),
      review: await campaign('Study With Me Live'),
      rework: await campaign('Balcony Makeover Series'),
      approved: await campaign('Introducing the Co-ord Set'),
      submitted: await campaign('Shop the Bridal Glow Ritual Kit'),
      posted: await campaign('Protein Bar Taste Test'),
      paidA: await campaign('Millet Crisps Snack Swap'),
      paidB: await campaign('Kesar Diwali Mithai Box'),
      open: await campaign('Monsoon Skincare Routine'),
    };
    // Usage rights on the accepted campaign (design §16): its work comes with an agreement to open.
    const rights = await api.patch(`/v1/admin/tasks/${ids.accepted}`, {
      headers: { Authorization: `Bearer ${staff.token}` },
      data: { usage_rights: { channels: ['brand-paid-ads'], duration_days: 90, territory: 'India' } },
    });
    expect(rights.status(), await rights.text()).toBe(200);
    const app = {
      accepted: await driveWork(api, tokens, ids.accepted, 'accepted', { amount: 5000 }),
      review: await driveWork(api, tokens, ids.review, 'pending review', { amount: 5000 }),
      rework: await driveWork(api, tokens, ids.rework, 'rework', { amount: 5000 }),
      approved: await driveWork(api, tokens, ids.approved, 'approved', { amount: 5000 }),
      submitted: await driveWork(api, tokens, ids.submitted, 'final submission', { amount: 5000 }),
      posted: await driveWork(api, tokens, ids.posted, 'final posted', { amount: 24500 }),
      paidA: await driveWork(api, tokens, ids.paidA, 'final posted', { amount: 15000 }),
      paidB: await driveWork(api, tokens, ids.paidB, 'final posted', { amount: 9999 }),
    };
    await payTasks(api, staff.token, creator.id, [app.paidA, app.paidB], `UTR${suffix}${'4'.repeat(20)}`);
    // A shortlist with the creator on it (design §15), under a name as long as brands write them.
    const auth = { Authorization: `Bearer ${staff.token}` };
    const listed = await api.post('/v1/admin/shortlists', {
      headers: auth,
      data: { brandId, name: `Festive season home decor creators for Diwali ${suffix}` },
    });
    expect(listed.status(), await listed.text()).toBe(201);
    const shortlistId = ((await listed.json()) as { data: { _id: string } }).data._id;
    const added = await api.post(`/v1/admin/shortlists/${shortlistId}/creators`, {
      headers: auth,
      data: { influencerIds: [creator.id] },
    });
    expect(added.status(), await added.text()).toBe(200);
    // Results (design §17): a share link of a report and the creator's media kit, for the guest pages.
    const shared = await api.post(`/v1/admin/tasks/${ids.posted}/report/share`, { headers: auth });
    expect(shared.status(), await shared.text()).toBe(201);
    const sharePath = new URL(((await shared.json()) as { data: { url: string } }).data.url).pathname;
    const kit = await api.put('/v1/influencer/media-kit', {
      headers: { Authorization: `Bearer ${session.token}` },
      data: { enabled: true },
    });
    const kitPath = new URL(((await kit.json()) as { data: { url: string } }).data.url).pathname;

    const creatorVisits: Visit[] = [
      { pattern: '/', url: '/' },
      { pattern: '/profile', url: '/profile' },
      { pattern: '/brands', url: '/brands' },
      { pattern: '/brands/:brandName', url: `/brands/${brandId}` },
      { pattern: '/campaigns', url: '/campaigns' },
      { pattern: '/campaigns/:campaignId', url: `/campaigns/${ids.open}` },
      { pattern: '/campaigns/:campaignId', url: `/campaigns/${ids.accepted}` },
      { pattern: '/saved-campaigns', url: '/saved-campaigns' },
      { pattern: '/work', url: '/work' },
      { pattern: '/work/allotted-work', url: '/work/allotted-work' },
      { pattern: '/allotted-work', url: '/allotted-work' },
      ...[
        'all-applications',
        'pending-applications',
        'declined-applications',
        'submitted-work',
        'rework',
        'approved-work',
        'final-submission-work',
        'final-posted-work',
      ].map((type) => ({ pattern: '/work/:workType', url: `/work/${type}` })),
      { pattern: '/work/details/:workId?', url: `/work/details/${ids.accepted}` },
      { pattern: '/work/upload/:workId?', url: `/work/upload/${ids.accepted}` },
      { pattern: '/work/pending-review/:taskId?', url: `/work/pending-review/${ids.review}` },
      { pattern: '/work/rework-details/:workId?', url: `/work/rework-details/${app.rework}` },
      { pattern: '/work/rework/:workId', url: `/work/rework/${app.rework}` },
      { pattern: '/work/approved-details/:workId?', url: `/work/approved-details/${app.approved}` },
      { pattern: '/work/completed-details/:workId?', url: `/work/completed-details/${app.submitted}` },
      { pattern: '/work/final-posted/:workId?', url: `/work/final-posted/${ids.posted}` },
      ...['overall', 'paid', 'pending', 'failed'].map((s) => ({
        pattern: '/payment/:status',
        url: `/payment/${s}`,
      })),
      { pattern: '/payment', url: '/payment' },
      { pattern: '/notifications', url: '/notifications' },
      { pattern: '/invitations', url: '/invitations' },
      { pattern: '/results', url: '/results' },
      { pattern: '/install', url: '/install' },
      { pattern: '/work/agreement/:applicationId', url: `/work/agreement/${app.accepted}` },
    ];
    const staffVisits: Visit[] = [
      { pattern: '/admin', url: '/admin' },
      { pattern: '/admin/creators', url: '/admin/creators' },
      { pattern: '/admin/creators/:id', url: `/admin/creators/${creator.id}` },
      { pattern: '/admin/creators/search', url: '/admin/creators/search' },
      { pattern: '/admin/creators/search/:id', url: `/admin/creators/search/${creator.id}` },
      { pattern: '/admin/shortlists', url: '/admin/shortlists' },
      { pattern: '/admin/shortlists/:id', url: `/admin/shortlists/${shortlistId}` },
      { pattern: '/admin/brands', url: '/admin/brands' },
      { pattern: '/admin/brands/new', url: '/admin/brands/new' },
      { pattern: '/admin/brands/:id', url: `/admin/brands/${brandId}` },
      { pattern: '/admin/brand-requests', url: '/admin/brand-requests?status=all' },
      { pattern: '/admin/campaigns', url: '/admin/campaigns' },
      { pattern: '/admin/campaigns/new', url: '/admin/campaigns/new' },
      { pattern: '/admin/campaigns/:id', url: `/admin/campaigns/${ids.accepted}` },
      { pattern: '/admin/campaigns/:id', url: `/admin/campaigns/${ids.accepted}?tab=invitations` },
      { pattern: '/admin/campaigns/:id', url: `/admin/campaigns/${ids.posted}?tab=report` },
      { pattern: '/admin/applications', url: '/admin/applications' },
      { pattern: '/admin/applications/:id', url: `/admin/applications/${app.review}` },
      { pattern: '/admin/reviews', url: '/admin/reviews' },
      { pattern: '/admin/reviews/:id', url: `/admin/reviews/${app.review}` },
      { pattern: '/admin/payouts', url: '/admin/payouts' },
      { pattern: '/admin/notifications', url: '/admin/notifications' },
      { pattern: '/admin/settings', url: '/admin/settings' },
      { pattern: '/admin/tax-rules', url: '/admin/tax-rules' },
      { pattern: '/admin/inbox', url: '/admin/inbox' },
      { pattern: '/admin/notification-preferences', url: '/admin/notification-preferences' },
    ];
    const guestVisits: Visit[] = [
      { pattern: '/landing', url: '/landing' },
      { pattern: '/for-brands', url: '/for-brands' },
      { pattern: '/signin', url: '/signin' },
      { pattern: '/verify-otp', url: '/verify-otp' },
      { pattern: '/register', url: '/register' },
      { pattern: '/thank-you', url: '/thank-you' },
      { pattern: '/unsubscribe', url: '/unsubscribe?token=not-a-token' },
      { pattern: '/r/:token', url: sharePath },
      { pattern: '/m/:slug', url: kitPath },
      { pattern: '/verify', url: '/verify' },
      { pattern: '/admin/signin', url: '/admin/signin' },
      { pattern: '/admin/verify-otp', url: '/admin/verify-otp' },
    ];

    await test.step('the visits cover every route of the router', async () => {
      const covered = new Set([...creatorVisits, ...staffVisits, ...guestVisits].map((v) => v.pattern));
      const missing = routerPaths().filter((p) => !covered.has(p));
      expect(missing, 'routes this spec does not open: add a visit for each').toEqual([]);
    });

    // One pass after another: side by side they would pass the API's per-address request limit.
    const otp = { creator: creator.email, staff: email };
    const creatorSession = { flavour: CREATOR, signedIn: session };
    const report = [
      ...(await measure(browser, guestVisits, undefined, otp)),
      ...(await measure(browser, creatorVisits, creatorSession)),
      ...(await measure(browser, staffVisits, { flavour: STAFF, signedIn: staff })),
    ];
    expect(report, `Pages wider than ${PHONE.width} px:\n${report.join('\n')}`).toEqual([]);

    // Design §19: Hindi words are longer, so the creator's and the guests' pages fit in Hindi too.
    const hindi = await api.put('/v1/influencer/language', {
      headers: { Authorization: `Bearer ${session.token}` },
      data: { language: 'hi' },
    });
    expect(hindi.status(), await hindi.text()).toBe(200);
    const creatorGuestVisits = guestVisits.filter(
      (v) => !v.pattern.startsWith('/admin') && v.pattern !== '/for-brands',
    );
    const inHindi = [
      ...(await measure(browser, guestVisits, undefined, otp, 'hi')),
      ...(await measure(browser, creatorVisits, creatorSession, undefined, 'hi')),
    ];
    expect(inHindi, `Pages wider than ${PHONE.width} px in Hindi:\n${inHindi.join('\n')}`).toEqual([]);

    // The pseudo-locale pass: text that bypasses the catalogue shows up as plain English.
    const pseudo = [
      ...(await measure(browser, creatorGuestVisits, undefined, otp, 'pseudo')),
      ...(await measure(browser, creatorVisits, creatorSession, undefined, 'pseudo')),
    ];
    expect(pseudo, `Text outside the message catalogue:\n${pseudo.join('\n')}`).toEqual([]);
  });
});

test.describe('the menu drawer on a phone', () => {
  for (const size of [
    { width: 390, height: 844 },
    { width: 360, height: 640 },
  ]) {
    test(`from the dashboard at ${size.width}×${size.height}, Logout is on screen and works`, async ({
      browser,
      registerCreator,
      api,
    }) => {
      const creator = await registerCreator();
      const signedIn = await signInThroughApi(api, CREATOR, creator.email);
      // A phone's browser: a page wider than the screen is zoomed out, which pushed the drawer's
      // foot below the visible area.
      const context = await browser.newContext({
        viewport: size,
        isMobile: true,
        hasTouch: true,
        baseURL: process.env.E2E_BASE_URL,
      });
      const page = await context.newPage();
      await page.goto('/healthz');
      await storeSession(page, CREATOR, signedIn);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Active Campaigns' })).toBeVisible();
      await expect(page.locator('[role="status"][aria-label="Loading"]')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const logout = page.getByRole('dialog').getByRole('button', { name: 'Logout' });
      await expect(logout).toBeInViewport({ ratio: 1 });
      await logout.click();
      await expect(page.getByRole('alertdialog', { name: 'Confirm Logout' })).toBeVisible();
      await context.close();
    });
  }
});
