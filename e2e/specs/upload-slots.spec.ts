import { createBrandAs, referenceIds } from '../fixtures/catalogue.ts';
import { expect, type Page, test, uniqueSuffix } from '../fixtures/index.ts';

/*
 * Issue 26 A, B, D, E on a real server: a Carousel that asks for "jpg / png (5-8 slides)" takes its
 * slides in one slot, reordered with the keyboard's buttons; every required slot must be filled;
 * the unsent files and notes survive a reload (kept on the server) and leaving warns first; staff see
 * every slide; post details ask only for what was delivered and say a wrong link under its field.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** The slide names of the Carousel's list, in order. */
const slideNames = (page: Page) =>
  page
    .getByRole('list', { name: 'Slides for Instagram, Carousel' })
    .getByRole('listitem')
    .locator('span[title]')
    .allTextContents();

test('a carousel of slides, required slots, a draft that survives a reload, and post details by field', async ({
  page,
  api,
  createStaff,
  signInStaff,
  registerCreator,
  signInCreator,
  expectAccessible,
  shoot,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const email = `slides-admin-${suffix}@e2e.example.com`;
  await createStaff(email, 'admin');
  const staff = await signInStaff(page, email, { goto: null });
  const staffAuth = { Authorization: `Bearer ${staff.token}` };
  const brandId = await createBrandAs(api, staff.token, {
    name: `Slide Co ${suffix}`,
    company: 'Slide Co Pvt. Ltd.',
    website: 'slideco.example',
    about: 'Festive sweets, boxed.',
  });
  const ref = await referenceIds(api);
  const created = await api.post('/v1/admin/tasks', {
    headers: staffAuth,
    data: {
      brand_id: brandId,
      status: 'active',
      event_name: `Slides ${suffix}`,
      campaign_title: `Slides ${suffix} Launch`,
      campaign_type: 'Awareness',
      objective: 'Show the whole box.',
      platform_ids: [ref.platform('Instagram')],
      deliverables: [
        { deliverable_type_id: ref.deliverableType('Carousel'), format: 'jpg / png (5-8 slides)' },
        { deliverable_type_id: ref.deliverableType('Post'), format: 'jpg / png' },
        { deliverable_type_id: ref.deliverableType('Reel'), format: 'MP4 9:16', optional: true },
      ],
      budget_type: 'fixed',
      fixed_price: 5000,
      influencer_required: 1,
      submission_deadline: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      terms_conditions: ['Original content only.'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaignId = ((await created.json()) as { data: { _id: string } }).data._id;

  const creator = await registerCreator();
  const session = await signInCreator(page, creator.email, { goto: null });
  const creatorAuth = { Authorization: `Bearer ${session.token}` };
  const applied = await api.post('/v1/influencer/apply', {
    headers: creatorAuth,
    data: { taskId: campaignId, quote_asking_amount: '0', note: 'Ready.' },
  });
  const applicationId = ((await applied.json()) as { data: { _id: string } }).data._id;
  const transition = async (to: string) => {
    const res = await api.post(`/v1/admin/applications/${applicationId}/transition`, {
      headers: staffAuth,
      data: { to },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await transition('accepted');

  await test.step('slides go into one slot; every required slot and the slide count are checked', async () => {
    await page.goto(`/work/upload/${applicationId}`);
    await expect(page.getByText('0 of 5–8 slides added')).toBeVisible();
    await page.getByRole('button', { name: 'Submit Work' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please upload at least one file before submitting.' }),
    ).toBeVisible();

    await page
      .getByLabel('Add slides for Instagram, Carousel')
      .setInputFiles([png('a.png'), png('b.png'), png('c.png')]);
    await expect(page.getByText('Uploaded')).toHaveCount(3, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Submit Work' }).click();
    const post = page.getByLabel('Upload file for Instagram, Post');
    await expect(post).toHaveAccessibleDescription('Add a file for Instagram Post.');
    await expect(post).toBeFocused();

    await post.setInputFiles(png('post.png'));
    await expect(page.getByText('Uploaded')).toHaveCount(4, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Submit Work' }).click();
    const add = page.getByLabel('Add slides for Instagram, Carousel');
    await expect(add).toHaveAccessibleDescription(/Add 5 to 8 slides for the Instagram Carousel\./);

    await add.setInputFiles([png('d.png'), png('e.png'), png('f.png')]);
    await expect(page.getByText('Uploaded')).toHaveCount(7, { timeout: 30_000 });
    // Reordered and trimmed with buttons the keyboard reaches.
    await page.getByRole('button', { name: 'Move slide 6 (f.png) up' }).press('Enter');
    await page.getByRole('button', { name: 'Remove slide 1 (a.png)' }).click();
    await expect.poll(() => slideNames(page)).toEqual(['b.png', 'c.png', 'd.png', 'f.png', 'e.png']);
    await page.getByLabel('Notes').first().fill('Slide 4 shows the offer.');
    await expect(page.getByText('Draft saved')).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'upload-carousel');
  });

  await test.step('a reload warns first, then finds the files and notes again', async () => {
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    await expect(page.getByText(/Your unsent work from .* is back/)).toBeVisible();
    await expect.poll(() => slideNames(page)).toEqual(['b.png', 'c.png', 'd.png', 'f.png', 'e.png']);
    await expect(page.getByLabel('Notes').first()).toHaveValue('Slide 4 shows the offer.');
    await expect(page.getByText('post.png')).toBeVisible();
    await shoot(page, 'upload-draft-restored');

    // A link inside the app asks before leaving; staying keeps everything.
    await page.getByRole('link', { name: 'Work', exact: true }).first().click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without submitting?' });
    await expect(leave).toBeVisible();
    await shoot(page, 'upload-leave-dialog');
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(new RegExp(`/work/upload/${applicationId}$`));

    await page.getByRole('button', { name: 'Submit Work' }).click();
    await expect(page).toHaveURL(/\/work\/allotted-work$/);
    const draft = await api.get(`/v1/influencer/apply/${applicationId}/draft`, { headers: creatorAuth });
    expect(((await draft.json()) as { data: unknown }).data).toBeNull();
  });

  await test.step('staff see every slide in order', async () => {
    await signInStaff(page, email, { goto: `/admin/reviews/${applicationId}` });
    const version = page.getByRole('region', { name: 'Work version 1' });
    for (const name of ['b.png', 'c.png', 'd.png', 'f.png', 'e.png'])
      await expect(version.getByAltText(`Submitted file ${name}`)).toBeVisible();
    await expect(version.getByText('Slide 5 of 5')).toBeVisible();
    await shoot(page, 'review-carousel');
  });

  await test.step('post details ask only for what was delivered, and say a wrong link under it', async () => {
    await transition('approved');
    await signInCreator(page, creator.email, { goto: `/work/approved-details/${applicationId}` });
    await expect(page.getByRole('heading', { name: 'Carousel', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Post', exact: true })).toBeVisible();
    // The optional Reel was not delivered: no post is asked for it.
    await expect(page.getByRole('heading', { name: 'Reel', exact: true })).toHaveCount(0);
    await expect(page.getByText('5 approved files')).toBeVisible();
    const link = page.getByLabel('Post Link').first();
    await link.fill('hello not a url');
    await page.getByRole('button', { name: 'Update Post Details' }).click();
    await expect(link).toHaveAccessibleDescription(
      'Enter the full link to your post, starting with https://',
    );
    await expect(link).toBeFocused();
    await expect(
      page.getByText('Please add at least one post link or screenshot before submitting.'),
    ).toHaveCount(0);
    await expectAccessible(page);
    await shoot(page, 'approved-link-error');
    await link.fill('https://www.instagram.com/p/slides');
    await expect(link).not.toHaveAttribute('aria-invalid', 'true');
  });
});
