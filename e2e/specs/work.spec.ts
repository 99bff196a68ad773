import type { Locator } from '@playwright/test';
import { createBrandAs, referenceIds } from '../fixtures/catalogue.ts';
import { expect, type Page, type SignedIn, test, uniqueSuffix } from '../fixtures/index.ts';

/*
 * The creator's work pipeline (doc 001 §2, design §4) with both roles through the real server: staff
 * accept an application, the creator uploads an image and a video with visible progress, staff ask for
 * rework with a reason, the creator reads it with the previous files and resubmits, staff approve, the
 * creator adds a post link and a screenshot, staff confirm the posts are live. The dashboard counts and
 * the lists move at every step. Staff steps go through the staff API (the console pages are separate).
 */

// A 1×1 PNG, enough for the magic-byte check of the upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
// An MP4 header (ftyp box) plus padding: the type is read from the bytes; 2 MB so progress is seen.
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isommp41'),
  Buffer.alloc(2 * 1024 * 1024),
]);

/** Runs `check` at a 390 px wide phone size (844 high unless told), then gives the page its own size back. */
async function atPhone(page: Page, check: () => Promise<void>, height = 844) {
  const own = page.viewportSize();
  await page.setViewportSize({ width: 390, height });
  await check();
  if (own) await page.setViewportSize(own);
}

/** The element is shown and ends within the first `width` pixels (not cut off to the right). */
async function expectWithinWidth(el: Locator, width: number) {
  await expect(el).toBeVisible();
  const box = await el.boundingBox();
  expect((box?.x ?? Number.POSITIVE_INFINITY) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

test.describe('work pipeline', () => {
  test.setTimeout(240_000);

  test('accept, upload, rework, resubmit, approve, post details, final posted', async ({
    page,
    api,
    createStaff,
    signInStaff,
    registerCreator,
    signInCreator,
    expectAccessible,
    shoot,
  }) => {
    const suffix = uniqueSuffix();
    const eventName = `Monsoon Chai ${suffix}`;
    const reason = `Show the tea tin label clearly ${suffix}.`;
    let staff: SignedIn;
    let campaignId = '';
    let applicationId = '';

    const staffAuth = () => ({ Authorization: `Bearer ${staff.token}` });
    const transition = async (to: string, extra: Record<string, unknown> = {}) => {
      const res = await api.post(`/v1/admin/applications/${applicationId}/transition`, {
        headers: staffAuth(),
        data: { to, ...extra },
      });
      expect(res.status(), await res.text()).toBe(200);
    };
    const toastText = (text: string) => page.getByText(text).first();
    const tileCount = async (p: Page, label: string) =>
      p.getByRole('link', { name: new RegExp(`^${label}: `) });

    await test.step('staff create a brand and a campaign with a post and a reel', async () => {
      const email = `work-admin-${suffix}@e2e.example.com`;
      await createStaff(email, 'admin');
      staff = await signInStaff(page, email, { goto: null });
      const brandId = await createBrandAs(api, staff.token, {
        name: `Chai Co ${suffix}`,
        company: 'Chai Co Pvt. Ltd.',
        website: 'chaico.example',
        about: 'Assam tea from small gardens.',
      });
      const ref = await referenceIds(api);
      const instagram = { _id: ref.platform('Instagram') };
      const post = { _id: ref.deliverableType('Post') };
      const reel = { _id: ref.deliverableType('Reel') };
      const deadline = new Date(Date.now() + 20 * 86_400_000).toISOString();
      const campaign = await api.post('/v1/admin/tasks', {
        headers: staffAuth(),
        data: {
          brand_id: brandId,
          status: 'active',
          event_name: eventName,
          campaign_title: `${eventName} Launch`,
          campaign_type: 'Awareness',
          objective: 'Grow recall for the monsoon blend.',
          key_message: 'Rainy days, strong chai.',
          hashtags: '#MonsoonChai #ChaiCo',
          platform_ids: [instagram?._id],
          deliverables: [
            { deliverable_type_id: post?._id, format: 'jpg / png', dimensions: '1080*1080' },
            { deliverable_type_id: reel?._id, format: 'MP4 9:16', duration: '30 sec' },
          ],
          budget_type: 'fixed',
          fixed_price: 6000,
          excepted_price_range: '₹5,000 - ₹8,000',
          influencer_required: 2,
          submission_deadline: deadline,
          terms_conditions: ['No competitor products in frame.'],
        },
      });
      expect(campaign.status(), await campaign.text()).toBe(201);
      campaignId = ((await campaign.json()) as { data: { _id: string } }).data._id;
    });

    const creator = await registerCreator();
    const session = await signInCreator(page, creator.email, { goto: null });

    await test.step('the creator applies and staff accept', async () => {
      const applied = await api.post('/v1/influencer/apply', {
        headers: { Authorization: `Bearer ${session.token}` },
        data: { taskId: campaignId, quote_asking_amount: '0', note: 'Applied for campaign' },
      });
      expect(applied.status(), await applied.text()).toBe(201);
      applicationId = ((await applied.json()) as { data: { _id: string } }).data._id;
      await transition('accepted');
    });

    await test.step('the allotted row leads to the campaign and to the upload', async () => {
      await page.goto('/work/allotted-work');
      await expect(page.getByRole('heading', { name: 'Allotted Work Details (1 items)' })).toBeVisible();
      const upload = page.getByRole('link', { name: `Upload Your Work: ${eventName}` });
      // Below 1024 px the row is a card: both steps are there too, side by side.
      await atPhone(page, async () => {
        await expect(upload).toBeVisible();
        await expect(page.getByRole('button', { name: `View ${eventName}` })).toBeVisible();
      });
      await expect(upload).toBeVisible();
      await page.getByRole('button', { name: `View ${eventName}` }).click();
      await expect(page).toHaveURL(new RegExp(`/campaigns/${campaignId}$`));
      await page.goBack();
      await upload.click();
      await expect(page).toHaveURL(new RegExp(`/work/upload/${campaignId}$`));
      await expect(page.getByRole('button', { name: 'Submit Work' })).toBeVisible();
    });

    await test.step('the dashboard counts the allotted work and the list opens its details', async () => {
      await page.goto('/work');
      await expect(await tileCount(page, 'Pending Allotted Work')).toContainText('01');
      await expect(await tileCount(page, 'All Applications')).toContainText('01');
      await expectAccessible(page);
      await shoot(page, 'work-dashboard');
      await page.goto('/work/all-applications');
      await expect(page.getByRole('heading', { name: 'All Applications Details (1 items)' })).toBeVisible();
      await page
        .getByRole('button', { name: `View ${eventName}` })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/work/details/${campaignId}$`));
      await expect(page.getByText('Rainy days, strong chai.')).toBeVisible();
      // On a phone the posting schedule is one card per deliverable: its last column is on screen.
      await atPhone(page, async () => {
        const schedule = page.getByRole('region', { name: 'Posting Schedule' });
        await schedule.scrollIntoViewIfNeeded();
        // The table's copy of each value is hidden below 1024 px; what is shown must fit.
        for (const text of ['30 sec', 'Duration'])
          await expectWithinWidth(
            schedule.getByText(text, { exact: true }).filter({ visible: true }).last(),
            390,
          );
      });
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Upload Your Work' }).first().click();
      await expect(page).toHaveURL(new RegExp(`/work/upload/${campaignId}$`));
    });

    await test.step('upload an image and a video with visible progress, then submit', async () => {
      await page.getByRole('button', { name: 'Submit Work' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Please upload at least one file before submitting.' }),
      ).toBeVisible();
      await page.getByLabel('Upload file for Instagram, Post').setInputFiles({
        name: 'monsoon-chai-post-final-version.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await expect(page.getByText('File Selected').first()).toBeVisible();
      await expect(page.getByText('monsoon-chai-post-final-v...')).toBeVisible();
      await page.getByLabel('Upload file for Instagram, Reel').setInputFiles({
        name: 'reel.mp4',
        mimeType: 'video/mp4',
        buffer: MP4,
      });
      await expect(page.getByRole('progressbar', { name: 'Upload of reel.mp4' })).toBeVisible();
      await expect(page.getByText('Uploaded')).toHaveCount(2, { timeout: 30_000 });
      await expectAccessible(page);
      await shoot(page, 'work-upload');
      await page.getByRole('button', { name: 'Submit Work' }).click();
      await expect(toastText('Work submitted successfully!')).toBeVisible();
      await expect(page).toHaveURL(/\/work\/allotted-work$/);
      await expect(page.getByText('No allotted work found.')).toBeVisible();
      await page.goto('/work');
      await expect(await tileCount(page, 'Pending Review')).toContainText('01');
      await expect(await tileCount(page, 'Pending Allotted Work')).toContainText('00');
    });

    await test.step('pending review is read-only', async () => {
      await page.goto('/work/submitted-work');
      await page
        .getByRole('button', { name: `View ${eventName}` })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/work/pending-review/${campaignId}$`));
      await expect(page.getByRole('heading', { name: `Pending Review - ${eventName}` })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Under Review' })).toBeDisabled();
      await expect(page.getByRole('link', { name: /reel\.mp4/ }).first()).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('staff ask for rework; the creator reads the reason and resubmits', async () => {
      await transition('rework', { reason });
      await page.goto('/work');
      await expect(await tileCount(page, 'Re-Work')).toContainText('01');
      await page.goto('/work/rework');
      // The rework row offers its resubmission beside View (issue 12 §3).
      await expect(page.getByRole('link', { name: `Resubmit Work: ${eventName}` })).toHaveAttribute(
        'href',
        `/work/upload/${applicationId}`,
      );
      await page
        .getByRole('button', { name: `View ${eventName}` })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/work/rework-details/${applicationId}$`));
      await expect(page.getByText(reason).first()).toBeVisible();
      await expect(page.getByText('Rework Required')).toBeVisible();
      await expect(page.getByText('reel.mp4').first()).toBeVisible();
      await expectAccessible(page);
      await shoot(page, 'work-rework');
      // On a phone a file's name reads in full up to 25 characters (doc 001 §9), never cut by the row.
      await atPhone(page, async () => {
        const name = page.getByText('monsoon-chai-post-final-v...', { exact: true });
        await expect(name).toHaveAttribute('title', 'monsoon-chai-post-final-version.png');
        await name.scrollIntoViewIfNeeded();
        expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        expect((await name.boundingBox())?.width ?? 0).toBeGreaterThan(120);
      });
      await page.getByRole('link', { name: 'Resubmit Work' }).click();
      await expect(page).toHaveURL(new RegExp(`/work/upload/${applicationId}$`));
      // The rework starts from version 1's files (issue 26): the post is replaced, the reel sent again.
      await expect(page.getByText('Uploaded')).toHaveCount(2);
      await page.getByLabel('Replace file for Instagram, Post').setInputFiles({
        name: 'post-v2.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await expect(page.getByText('post-v2.png')).toBeVisible();
      await expect(page.getByText('Uploaded')).toHaveCount(2, { timeout: 30_000 });
      await page.getByRole('button', { name: 'Submit Work' }).click();
      await expect(toastText('Work submitted successfully!')).toBeVisible();
      await page.goto('/work');
      await expect(await tileCount(page, 'Re-Work')).toContainText('00');
      await expect(await tileCount(page, 'Pending Review')).toContainText('01');
    });

    await test.step('staff approve; the creator adds a post link and a screenshot', async () => {
      await transition('approved');
      await page.goto('/work/approved-work');
      await page
        .getByRole('button', { name: `View ${eventName}` })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/work/approved-details/${applicationId}$`));
      await page.getByRole('button', { name: 'Update Post Details' }).click();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: 'Please add at least one post link or screenshot before submitting.' }),
      ).toBeVisible();
      // A refused link: the browser brings the field back into view, clear of the sticky header.
      await atPhone(
        page,
        async () => {
          const link = page.getByLabel('Post Link').first();
          await link.fill('not a link');
          const header = await page.locator('header').first().boundingBox();
          const headerBottom = (header?.y ?? 0) + (header?.height ?? 0);
          // Start with the field behind the header, as after scrolling down to the button, then submit
          // without Playwright scrolling anything: the browser's own validation must bring it clear.
          await link.evaluate((el) => {
            window.scrollBy(0, el.getBoundingClientRect().bottom - 40);
            (el as HTMLInputElement).form?.requestSubmit();
          });
          await expect(link).toBeFocused();
          const field = await link.boundingBox();
          expect(field?.y ?? 0).toBeGreaterThanOrEqual(headerBottom);
          expect((field?.y ?? 0) + (field?.height ?? 0)).toBeLessThanOrEqual(560);
          await expect(page).toHaveURL(new RegExp(`/work/approved-details/${applicationId}$`));
          // 560 px high (a phone with its keyboard open): this short page can scroll the field under the header.
        },
        560,
      );
      // A link on another platform's site is flagged and must be confirmed (issue 15).
      await page.getByLabel('Post Link').first().fill(`https://www.youtube.com/watch?v=${suffix}`);
      await expect(
        page.getByText('This link is not on Instagram. Check it is the right post.'),
      ).toBeVisible();
      await page.getByLabel('Post Link').first().fill(`https://www.instagram.com/p/${suffix}`);
      await expect(page.getByText('This link is not on Instagram. Check it is the right post.')).toHaveCount(
        0,
      );
      await page.getByLabel('Disclosure on the post').first().selectOption('Ad');
      await page.getByLabel('Upload screenshot for Instagram, Post').setInputFiles({
        name: 'proof.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await expect(page.getByText('Uploaded')).toHaveCount(1, { timeout: 30_000 });
      await expectAccessible(page);
      await shoot(page, 'work-approved');
      await page.getByRole('button', { name: 'Update Post Details' }).click();
      await expect(toastText('Post details submitted successfully!')).toBeVisible();
      await expect(page).toHaveURL(/\/work\/approved-work$/);
      await page.goto('/work');
      await expect(await tileCount(page, 'Final submission Work')).toContainText('01');
      await page.goto('/work/final-submission-work');
      await page
        .getByRole('button', { name: `View ${eventName}` })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/work/completed-details/${applicationId}$`));
      await expect(page.getByRole('link', { name: /View Post on Instagram/ }).first()).toBeVisible();
      await shoot(page, 'work-completed');
    });

    await test.step('staff confirm the posts are live; the work is completed', async () => {
      await transition('final posted');
      await page.goto('/work');
      await expect(await tileCount(page, 'Completed Work')).toContainText('01');
      await expect(await tileCount(page, 'Final submission Work')).toContainText('00');
      await page.goto('/work/final-posted-work');
      await expect(page.getByRole('heading', { name: 'Completed Work Details (1 items)' })).toBeVisible();
      await page
        .getByRole('button', { name: `View ${eventName}` })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/work/final-posted/${campaignId}$`));
      await expect(page.getByText('Final Posted Deliverables')).toBeVisible();
      await expect(page.getByRole('link', { name: /View Post on Instagram/ }).first()).toHaveAttribute(
        'href',
        `https://www.instagram.com/p/${suffix}`,
      );
      await expectAccessible(page);
      await shoot(page, 'work-final-posted');
    });
  });

  test('an unknown work type and a missing record say so', async ({
    page,
    registerCreator,
    signInCreator,
  }) => {
    const creator = await registerCreator();
    await signInCreator(page, creator.email, { goto: '/work/not-a-type' });
    await expect(page.getByText('Invalid Work Type')).toBeVisible();
    await page.goto('/work/rework-details/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Rework details not found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Rework List' })).toBeVisible();
    await page.goto('/work/pending-applications');
    await expect(page.getByText('No Pending Applications found.')).toBeVisible();
  });

  test('a broken link says which page found nothing, in the documents words', async ({
    page,
    registerCreator,
    signInCreator,
  }) => {
    const creator = await registerCreator();
    await signInCreator(page, creator.email, { goto: null });
    // doc 001 §8: each page's own 'not found', never the API's rule for the query.
    const broken: [string, string][] = [
      ['/work/approved-details/nope', 'Approved work details not found'],
      ['/work/rework-details/nope', 'Rework details not found'],
      ['/work/rework/nope', 'Rework details not found'],
      ['/work/completed-details/nope', 'Completed work details not found'],
      ['/work/final-posted/nope', 'Work not found'],
      ['/work/details/nope', 'Work not found'],
      ['/work/upload/nope', 'Work not found'],
      ['/work/pending-review/nope', 'No pending review data found'],
      // No id at all (doc 001 §2: work details 'Task ID is required', upload 'Work ID is required').
      ['/work/details/', 'Task ID is required'],
      ['/work/details', 'Task ID is required'],
      ['/work/pending-review/', 'Task ID is required'],
      ['/work/upload/', 'Work ID is required'],
      ['/work/approved-details/', 'Work ID is required'],
      ['/work/rework-details/', 'Work ID is required'],
      ['/work/completed-details/', 'Work ID is required'],
      ['/work/final-posted/', 'Work ID is required'],
    ];
    for (const [path, text] of broken) {
      await page.goto(path);
      await expect(page.getByText(text, { exact: true }), path).toBeVisible();
      await expect(page.getByText(/taskId must be|Invalid Work Type/), path).toHaveCount(0);
      expect(new URL(page.url()).pathname, path).toBe(path);
    }
  });
});
